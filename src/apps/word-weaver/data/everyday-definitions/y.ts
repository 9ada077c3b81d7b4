/** Everyday definitions of words beginning with y, in the sense a child meets first. */
export const DEFINITIONS_Y: Readonly<Record<string, string>> = {
  yacht: 'noun: a boat with sails or an engine, used for racing or for holidays',
  yard: 'noun: an area of land next to a house or building · a length of three feet, just under a metre',
  yea: 'interjection: an old way of saying yes, still used when people vote',
  yeah: 'interjection: an everyday way of saying yes',
  year: 'noun: a period of twelve months, or about 365 days',
  yell: 'verb: shout loudly',
  yellow: 'adjective: having the colour of a lemon or the yolk of an egg',
  yen: 'noun: the money used in Japan',
  yes: 'interjection: a word you say to agree, or to say that something is true',
  yet: 'adverb: up to now or by this time · still, even so',
  young: 'adjective: not old, having lived for only a short time',
  youth: 'noun: the time of life when someone is young · a teenage boy',
};
