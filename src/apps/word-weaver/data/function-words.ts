import type { WordClass } from '../core/definitions';

/**
 * Our glossary of the closed-class words WordNet leaves out or defines only in a rare sense ("in" as
 * the inch, "can" as a tin, "he" as a Hebrew letter): articles, pronouns, prepositions, conjunctions,
 * determiners, auxiliaries, question words and common interjections. Each scores and shows this
 * one-line definition, written in WordNet's style (lower case, no full stop), after its word class.
 */

/** Articles and determiners. */
const DETERMINERS: Readonly<Record<string, string>> = {
  an: 'one, any or some (the form of "a" used before a vowel sound)',
  the: 'the one or ones already mentioned, known or about to be pointed out',
  this: 'the person or thing here, nearby or just mentioned',
  that: 'the person or thing there, further away or mentioned before',
  these: 'the people or things here, nearby or just mentioned',
  those: 'the people or things there, further away or mentioned before',
  no: 'not any · the word used to refuse, deny or disagree',
  every: 'each one of a group, leaving none out',
  each: 'every one of two or more, taken one at a time',
  either: 'one or the other of two',
  neither: 'not the one and not the other of two',
  what: 'which thing or things · the thing or things that',
  which: 'what one or ones out of a known set',
  whose: 'of whom or belonging to whom',
};

/** Pronouns. */
const PRONOUNS: Readonly<Record<string, string>> = {
  me: 'the person speaking or writing, as the object of a verb or preposition',
  my: 'belonging to or done by the person speaking or writing',
  mine: 'the one or ones belonging to the person speaking or writing',
  myself: 'me and nobody else, used for emphasis or when I am also the subject',
  we: 'the person speaking together with one or more others',
  us: 'the person speaking together with others, as the object of a verb or preposition',
  our: 'belonging to or done by us',
  ours: 'the one or ones belonging to us',
  you: 'the person or people being spoken or written to',
  your: 'belonging to or done by you',
  yours: 'the one or ones belonging to you',
  he: 'the man, boy or male animal already mentioned',
  him: 'the man, boy or male animal already mentioned, as the object of a verb or preposition',
  his: 'belonging to or done by him · the one or ones belonging to him',
  himself: 'him and nobody else, used for emphasis or when he is also the subject',
  she: 'the woman, girl or female animal already mentioned',
  her: 'the woman, girl or female animal already mentioned, as an object · belonging to her',
  hers: 'the one or ones belonging to her',
  herself: 'her and nobody else, used for emphasis or when she is also the subject',
  it: 'the thing, animal or situation already mentioned',
  its: 'belonging to or relating to it',
  itself: 'it and nothing else, used for emphasis or when it is also the subject',
  oneself: 'a person in general, when that person is also the subject',
  they: 'the people or things already mentioned · a single person whose gender is not given',
  them: 'the people or things already mentioned, as the object of a verb or preposition',
  their: 'belonging to or done by them',
  theirs: 'the one or ones belonging to them',
  who: 'what person or people · the person or people that',
  whom: 'what person or people, as the object of a verb or preposition',
  whoever: 'any person at all who, or no matter who',
  thee: 'an old form of "you" as the object of a verb, used when speaking to one person',
  thou: 'an old form of "you" as the subject of a verb, used when speaking to one person',
  thy: 'an old form of "your", used when speaking to one person',
  thine: 'an old form of "yours", used when speaking to one person',
  ye: 'an old form of "you", used when speaking to more than one person',
  anyone: 'any person at all',
  anybody: 'any person at all',
  nobody: 'no person, not anybody',
  nothing: 'not anything, no single thing',
};

/** Prepositions. */
const PREPOSITIONS: Readonly<Record<string, string>> = {
  of: 'belonging to, made from, containing or relating to',
  to: 'in the direction of or reaching · marks the plain form of a verb, as in "to run"',
  in: 'inside, within or surrounded by',
  on: 'touching and held up by the top of · about a subject',
  at: 'in or near a place or point in time',
  by: 'near or beside · through the action or means of',
  for: 'meant to be given to, used by or helpful to · because of',
  with: 'together with or in the company of · using',
  from: 'starting at a place, time or source',
  into: 'to the inside of · changing to',
  onto: 'to a position on top of',
  upon: 'on, especially in more formal speech and writing',
  about: 'on the subject of · roughly or nearly',
  above: 'higher than or over',
  across: 'from one side to the other of',
  after: 'later than or following behind',
  against: 'in opposition to · touching and leaning on',
  along: 'following the length or course of',
  among: 'in the middle of or shared by a group of',
  amongst: 'among, in the middle of or shared by a group of',
  amid: 'in the middle of or during',
  around: 'on every side of or in a circle about',
  before: 'earlier than or in front of',
  behind: 'at or to the back of',
  below: 'lower than or under',
  beneath: 'under or lower than',
  beside: 'at the side of or next to',
  between: 'in the space or time that separates two things',
  beyond: 'on the far side of or further than',
  despite: 'without being stopped or changed by',
  during: 'throughout or at some point in the course of',
  except: 'leaving out or apart from',
  inside: 'in or into the inner part of',
  near: 'close to in place or time',
  off: 'away from or down from',
  outside: 'beyond the walls or limits of',
  over: 'above, across or more than',
  past: 'beyond in place or later than in time',
  since: 'from a past time until now · because',
  through: 'in at one side and out at the other · by means of',
  toward: 'in the direction of',
  towards: 'in the direction of',
  under: 'below or beneath · less than',
  until: 'up to the time of or up to the time when',
  till: 'up to the time of or up to the time when',
  unto: 'an old form of "to"',
  up: 'to or at a higher place on or along',
  via: 'travelling through, or by means of',
  within: 'inside or not beyond',
  without: 'not having or not with',
  per: 'for each',
};

/** Conjunctions. */
const CONJUNCTIONS: Readonly<Record<string, string>> = {
  and: 'joins words or ideas that go together',
  but: 'joins two ideas that contrast · except',
  or: 'joins alternatives or choices',
  nor: 'and not, used after "neither" or another negative',
  if: 'on the condition that, or in case',
  because: 'for the reason that',
  though: 'in spite of the fact that',
  unless: 'except if',
  while: 'during the time that · whereas',
  whilst: 'while, during the time that',
  whereas: 'while on the other hand',
  whether: 'introduces a choice between two possibilities',
  lest: 'so as to prevent, or for fear that',
  than: 'introduces the second part of a comparison',
  as: 'in the way that, to the same degree, or while',
};

/** Auxiliaries. */
const AUXILIARIES: Readonly<Record<string, string>> = {
  can: 'is able to, or is allowed to',
  could: 'was able to, or might be able to',
  may: 'is allowed to, or is perhaps going to',
  might: 'could possibly, or would perhaps',
  must: 'has to, or is very likely to',
  shall: 'will, or is to (used mostly with "I" and "we")',
  should: 'ought to, or would probably',
  will: 'is going to, or is willing to',
  would: 'used to talk about what is imagined or was expected to happen',
  ought: 'should, as a duty or because it is right',
  cannot: 'is not able to, or is not allowed to',
};

/** Question words. */
const QUESTION_WORDS: Readonly<Record<string, string>> = {
  where: 'in, at or to what place',
  when: 'at what time, or at the time that',
  how: 'in what way or to what extent',
  why: 'for what reason',
  else: 'other than or besides the one mentioned · otherwise',
};

/** Interjections. */
const INTERJECTIONS: Readonly<Record<string, string>> = {
  ah: 'an exclamation of pleasure, relief, surprise or understanding',
  aha: 'an exclamation of sudden understanding or triumph',
  aw: 'an exclamation of sympathy, disappointment or fondness',
  bravo: 'a shout of praise for something done well',
  bye: 'goodbye',
  eh: 'an exclamation asking someone to repeat or agree',
  ha: 'an exclamation of triumph or surprise · said twice, "ha ha", a laugh',
  hey: 'a call for attention, or a friendly greeting',
  hmm: 'a sound made while thinking or doubting',
  huh: 'an exclamation of surprise or puzzlement',
  nah: 'no, said casually',
  oh: 'an exclamation of surprise, understanding or disappointment',
  ok: 'all right, an expression of agreement or approval',
  oops: 'an exclamation on making a small mistake',
  ouch: 'an exclamation of sudden pain',
  phew: 'an exclamation of relief or tiredness',
  shh: 'a call for quiet',
  ugh: 'an exclamation of disgust',
  uh: 'a sound made while hesitating',
  um: 'a sound made while hesitating',
  whoa: 'a call to stop or slow down · an exclamation of surprise',
  wow: 'an exclamation of surprise or admiration',
  yay: 'an exclamation of delight',
  yep: 'yes, said casually',
  yup: 'yes, said casually',
  yum: 'an exclamation that food tastes good',
};

/** The glossary's words in sections, each with the word class its definitions are labelled with. */
export const GLOSSARY_SECTIONS: readonly {
  readonly wordClass: WordClass;
  readonly words: Readonly<Record<string, string>>;
}[] = [
  { wordClass: 'determiner', words: DETERMINERS },
  { wordClass: 'pronoun', words: PRONOUNS },
  { wordClass: 'preposition', words: PREPOSITIONS },
  { wordClass: 'conjunction', words: CONJUNCTIONS },
  { wordClass: 'verb', words: AUXILIARIES },
  { wordClass: 'adverb', words: QUESTION_WORDS },
  { wordClass: 'interjection', words: INTERJECTIONS },
];

/** Every word of the glossary with its definition. */
export const FUNCTION_WORDS: Readonly<Record<string, string>> = Object.assign(
  {},
  ...GLOSSARY_SECTIONS.map((section) => section.words),
) as Record<string, string>;
