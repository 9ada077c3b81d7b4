/**
 * The emotion tree (spec §3), after the idea of Gloria Willcox's feeling wheel: six core feelings,
 * each opening into three more precise ones, each of those into two. The words and descriptions are
 * our own. Every node carries its position among its siblings (`index`), a description shown when
 * choosing, a background colour and the text colour drawn on it. Sub-levels are lighter shades of
 * their parent, so a feeling's family stays recognisable on the heatmap and in the list.
 */

export interface EmotionNode {
  /** Position among its siblings, from 0. */
  readonly index: number;
  readonly name: string;
  readonly description: string;
  /** Background colour, `#rrggbb`. */
  readonly colour: string;
  /** Text drawn on `colour`, chosen for at least WCAG AA contrast (4.5:1). */
  readonly textColour: string;
}

export type LowLevelEmotionNode = EmotionNode;

export interface MidLevelEmotionNode extends EmotionNode {
  readonly children: readonly LowLevelEmotionNode[];
}

export interface TopLevelEmotionNode extends EmotionNode {
  readonly children: readonly MidLevelEmotionNode[];
}

/** The six core feelings in the order they are offered. */
export const TOP_LEVEL_EMOTIONS = [
  'Sad',
  'Mad',
  'Scared',
  'Joyful',
  'Powerful',
  'Peaceful',
] as const;

export type TopLevelEmotion = (typeof TOP_LEVEL_EMOTIONS)[number];

export const EMOTION_TREE: readonly TopLevelEmotionNode[] = [
  {
    index: 0,
    name: 'Sad',
    description: 'Low and heavy, as if the colour has drained out of things.',
    colour: '#33578c',
    textColour: '#ffffff',
    children: [
      {
        index: 0,
        name: 'Lonely',
        description: 'Wanting company or closeness that is not there right now.',
        colour: '#8197b8',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Isolated',
            description: 'Cut off from others, by circumstance or by choice.',
            colour: '#adbbd1',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Left out',
            description: 'Noticing that others are together and you are not among them.',
            colour: '#c0cbdc',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 1,
        name: 'Grieving',
        description: 'Missing someone or something that mattered and is gone.',
        colour: '#8fa3c0',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Heartbroken',
            description: 'A deep ache after a loss or an ending.',
            colour: '#b6c3d6',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Wistful',
            description: 'A soft longing for how things were or might have been.',
            colour: '#c7d1e0',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 2,
        name: 'Ashamed',
        description: 'Feeling small because of something you did or are.',
        colour: '#9daec8',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Guilty',
            description: 'Sure you have done wrong and wishing you could undo it.',
            colour: '#bfcadb',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Embarrassed',
            description: 'Self-conscious, as if everyone saw you stumble.',
            colour: '#ced7e4',
            textColour: '#2b2420',
          },
        ],
      },
    ],
  },
  {
    index: 1,
    name: 'Mad',
    description: 'Heat and pressure: something is wrong and you want it changed.',
    colour: '#a3302a',
    textColour: '#ffffff',
    children: [
      {
        index: 0,
        name: 'Frustrated',
        description: 'Blocked from something you are trying to do.',
        colour: '#c67f7b',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Irritated',
            description: 'Small things grate and patience runs thin.',
            colour: '#daaca9',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Stuck',
            description: 'Pushing hard and getting nowhere.',
            colour: '#e3bfbd',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 1,
        name: 'Resentful',
        description: 'Holding on to an old hurt or an unfair turn.',
        colour: '#cc8d8a',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Bitter',
            description: 'A sour feeling that things should have gone your way.',
            colour: '#deb5b3',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Jealous',
            description: 'Wanting what someone else has, or fearing to lose what you have.',
            colour: '#e6c6c5',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 2,
        name: 'Hostile',
        description: 'Ready to push back against someone or something.',
        colour: '#d39c99',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Furious',
            description: 'Anger at full strength, hard to hold in.',
            colour: '#e2bfbd',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Spiteful',
            description: 'Wanting someone else to feel some of the hurt.',
            colour: '#e9cecc',
            textColour: '#2b2420',
          },
        ],
      },
    ],
  },
  {
    index: 2,
    name: 'Scared',
    description: 'Alert to danger, real or imagined, and bracing for it.',
    colour: '#684a8a',
    textColour: '#ffffff',
    children: [
      {
        index: 0,
        name: 'Anxious',
        description: 'Uneasy about what might happen next.',
        colour: '#a18fb6',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Worried',
            description: 'Turning the same concern over and over.',
            colour: '#c2b6d0',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Overwhelmed',
            description: 'Too much at once, with no clear place to start.',
            colour: '#d0c7db',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 1,
        name: 'Insecure',
        description: 'Unsure whether you are good enough or safe enough.',
        colour: '#ac9bbf',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Inadequate',
            description: 'Measuring yourself and coming up short.',
            colour: '#c9bed5',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Self-doubting',
            description: 'Second-guessing your own choices and judgement.',
            colour: '#d6cddf',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 2,
        name: 'Threatened',
        description: 'Sensing that something you value is at risk.',
        colour: '#b7a8c7',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Helpless',
            description: 'Unable to change what is happening.',
            colour: '#d0c6db',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Panicked',
            description: 'Fear rushing in faster than thought.',
            colour: '#dbd4e3',
            textColour: '#2b2420',
          },
        ],
      },
    ],
  },
  {
    index: 3,
    name: 'Joyful',
    description: 'Light and bright: glad to be where you are.',
    colour: '#f0c24b',
    textColour: '#2b2420',
    children: [
      {
        index: 0,
        name: 'Excited',
        description: 'Buzzing with energy about what is coming.',
        colour: '#f6d98f',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Eager',
            description: 'Keen to get started right away.',
            colour: '#f9e6b6',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Energetic',
            description: 'Full of get-up-and-go.',
            colour: '#fbecc7',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 1,
        name: 'Playful',
        description: 'In the mood for fun and silliness.',
        colour: '#f7dd9c',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Amused',
            description: 'Something struck you as funny.',
            colour: '#fae9bf',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Cheerful',
            description: 'Sunny and easy-going, smiling without trying.',
            colour: '#fbeece',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 2,
        name: 'Hopeful',
        description: 'Looking ahead and expecting good things.',
        colour: '#f8e2a9',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Optimistic',
            description: 'Confident that things will work out.',
            colour: '#faecc7',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Inspired',
            description: 'Sparked by an idea, a person or a moment.',
            colour: '#fcf1d4',
            textColour: '#2b2420',
          },
        ],
      },
    ],
  },
  {
    index: 4,
    name: 'Powerful',
    description: 'Strong and capable, with your feet firmly on the ground.',
    colour: '#b0541a',
    textColour: '#ffffff',
    children: [
      {
        index: 0,
        name: 'Confident',
        description: 'Trusting in your own abilities.',
        colour: '#ce9571',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Capable',
            description: 'Sure you can handle what is in front of you.',
            colour: '#dfbaa3',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Brave',
            description: 'Facing something hard in spite of the fear.',
            colour: '#e7cab8',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 1,
        name: 'Proud',
        description: 'Pleased with something you did or who you are.',
        colour: '#d4a181',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Accomplished',
            description: 'You finished something that took real effort.',
            colour: '#e3c2ad',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Worthy',
            description: 'Deserving of good things, just as you are.',
            colour: '#ead0c0',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 2,
        name: 'Respected',
        description: 'Seen and taken seriously by others.',
        colour: '#d9ad91',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Appreciated',
            description: 'Others noticed and thanked you for what you gave.',
            colour: '#e6cab8',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Valued',
            description: 'Your place and your voice matter to people.',
            colour: '#ecd6c8',
            textColour: '#2b2420',
          },
        ],
      },
    ],
  },
  {
    index: 5,
    name: 'Peaceful',
    description: 'Settled and quiet inside, with nothing to chase.',
    colour: '#2f735a',
    textColour: '#ffffff',
    children: [
      {
        index: 0,
        name: 'Content',
        description: 'Happy with things as they are.',
        colour: '#7ea899',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Satisfied',
            description: 'Your needs are met and you want for little.',
            colour: '#abc6bd',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Comfortable',
            description: 'At ease in your body and your surroundings.',
            colour: '#bfd4cc',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 1,
        name: 'Loving',
        description: 'Warm towards someone, close and caring.',
        colour: '#8db2a4',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Tender',
            description: 'Gentle and protective towards someone dear.',
            colour: '#b5cdc4',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Trusting',
            description: 'Safe to rely on others and be open with them.',
            colour: '#c6d9d2',
            textColour: '#2b2420',
          },
        ],
      },
      {
        index: 2,
        name: 'Calm',
        description: 'Still and steady, unhurried.',
        colour: '#9bbcb0',
        textColour: '#2b2420',
        children: [
          {
            index: 0,
            name: 'Relaxed',
            description: 'Loose and unbothered, tension let go.',
            colour: '#bed3cc',
            textColour: '#2b2420',
          },
          {
            index: 1,
            name: 'Serene',
            description: 'A deep, clear quiet, like still water.',
            colour: '#cdded8',
            textColour: '#2b2420',
          },
        ],
      },
    ],
  },
];
