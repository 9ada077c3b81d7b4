import type { PersonalityType } from '../shared/sql-quiz.schemas';

/**
 * The ten SQL personalities, in the spec's order. The order matters: it is the order of every
 * weight vector, and a tie goes to the type that comes first.
 */
export const PERSONALITY_TYPES: readonly PersonalityType[] = [
  {
    id: 'select-explorer',
    keyword: 'SELECT',
    name: 'SELECT Explorer',
    description:
      'You meet the world with a question and a wide-open window. You’d rather see everything before deciding what matters, and your curiosity has a way of turning a quick errand into a small adventure. People ask you for recommendations because you’ve already browsed every aisle.',
    motto: 'Let me see it all first.',
  },
  {
    id: 'insert-creator',
    keyword: 'INSERT',
    name: 'INSERT Creator',
    description:
      'You are happiest when something exists tonight that didn’t exist this morning: a new recipe, a half-built shelf, a group chat with a ridiculous name. Blank pages don’t scare you; they look like invitations. Your friends know that “I had an idea” is the start of something fun.',
    motto: 'There’s always room for one more row.',
  },
  {
    id: 'update-improver',
    keyword: 'UPDATE',
    name: 'UPDATE Improver',
    description:
      'You see what is already there and quietly make it better. A wobbly chair gets a shim, a family recipe gets a pinch of something new, a clumsy routine gets a small, kind fix. You rarely start from scratch, because most good things only need a little care.',
    motto: 'Good is a great place to start.',
  },
  {
    id: 'delete-minimalist',
    keyword: 'DELETE',
    name: 'DELETE Minimalist',
    description:
      'You know that freedom often looks like an empty shelf. You travel light, say no without drama, and feel a lovely lift when the inbox, the wardrobe or the calendar has room to breathe. Friends come to you when they need permission to let something go.',
    motto: 'What I don’t keep can’t weigh me down.',
  },
  {
    id: 'where-discerner',
    keyword: 'WHERE',
    name: 'WHERE Discerner',
    description:
      'You have taste, and you know exactly what you’re looking for. Instead of wading through everything, you set your conditions and let the rest drift past. Your recommendations are few, precise and almost always right.',
    motto: 'Not everything: just the right thing.',
  },
  {
    id: 'join-collaborator',
    keyword: 'JOIN',
    name: 'JOIN Collaborator',
    description:
      'You are the one who says “you two should meet”. You see how people, ideas and plans fit together, and you feel most alive when separate pieces click into something shared. Dinners, projects and friendships tend to grow around you.',
    motto: 'We’re better when we match up.',
  },
  {
    id: 'group-by-organizer',
    keyword: 'GROUP BY',
    name: 'GROUP BY Organizer',
    description:
      'You see patterns where others see piles. Spices by cuisine, photos by trip, chores by day of the week: sorting things into sensible groups calms you and helps everyone around you find their way. A well-labelled box is one of life’s quiet pleasures.',
    motto: 'A place for everything, and everything in its group.',
  },
  {
    id: 'having-evaluator',
    keyword: 'HAVING',
    name: 'HAVING Evaluator',
    description:
      'You step back and look at the whole before you judge. One rainy day doesn’t ruin a holiday, and one glowing review doesn’t make a restaurant; you want to see how things add up. People trust your verdicts because you’ve looked at the totals.',
    motto: 'Let’s see how it all adds up.',
  },
  {
    id: 'order-by-prioritizer',
    keyword: 'ORDER BY',
    name: 'ORDER BY Prioritizer',
    description:
      'You always know what comes first. Lists, rankings and a well-sequenced day make you feel at home, and you can turn a chaotic afternoon into a calm one, two, three. When everything feels urgent, friends are glad you’re there to decide.',
    motto: 'First things first, and I know which ones those are.',
  },
  {
    id: 'limit-realist',
    keyword: 'LIMIT',
    name: 'LIMIT Realist',
    description:
      'You know that enough is a perfectly good amount. You set sensible boundaries, stop while it’s still fun and never promise ten things when three will do. Your calm “that’s plenty” has rescued many an overbooked weekend.',
    motto: 'Three good things beat ten rushed ones.',
  },
];
