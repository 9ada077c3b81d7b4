/** The board's fixed set of reactions, in the order they are shown; `name` is the one in URLs. */
export const REACTIONS = [
  { name: 'heart', emoji: '❤️', label: 'Heart' },
  { name: 'thumbs-up', emoji: '👍', label: 'Thumbs up' },
  { name: 'laugh', emoji: '😂', label: 'Laugh' },
  { name: 'wow', emoji: '😮', label: 'Wow' },
  { name: 'sad', emoji: '😢', label: 'Sad' },
] as const;

export type Reaction = (typeof REACTIONS)[number];
export type ReactionName = Reaction['name'];
export type ReactionEmoji = Reaction['emoji'];

export const REACTION_NAMES = REACTIONS.map((reaction) => reaction.name) as [
  ReactionName,
  ...ReactionName[],
];

export const REACTION_EMOJIS = REACTIONS.map((reaction) => reaction.emoji) as [
  ReactionEmoji,
  ...ReactionEmoji[],
];

/** The reaction called `name` in a URL, or undefined for a name outside the set. */
export function reactionNamed(name: string): Reaction | undefined {
  return REACTIONS.find((reaction) => reaction.name === name);
}
