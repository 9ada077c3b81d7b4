/**
 * Words WordWeaver never scores although a dictionary holds them, each with why a family game keeps
 * them out: drug slang, insults, crude words, words a family explains better than a game, and
 * pieces of contractions. A word's inflections
 * are out with it (midgets, spliffs). Lists to extend, not patterns: a word joins when someone reads
 * it and sees why. The profanity list and WordNet's usage marks catch slurs and vulgar words already.
 */

export interface HeldOutWord {
  readonly word: string;
  readonly reason: string;
}

/** Slang for illegal drugs and the people who take them. */
export const DRUG_SLANG: readonly HeldOutWord[] = [
  { word: 'skag', reason: 'slang for heroin' },
  { word: 'scag', reason: 'slang for heroin' },
  { word: 'spliff', reason: 'a cannabis cigarette' },
  { word: 'toke', reason: 'a puff of a cannabis cigarette' },
  { word: 'ganja', reason: 'slang for cannabis' },
  { word: 'bhang', reason: 'cannabis prepared to be smoked or eaten' },
  { word: 'pothead', reason: 'someone who smokes cannabis' },
  {
    word: 'gage',
    reason: "WordNet's sense is slang for cannabis; the pledge and the plum are rare",
  },
  { word: 'reefer', reason: 'a cannabis cigarette' },
  { word: 'doobie', reason: 'a cannabis cigarette' },
  { word: 'bong', reason: 'a pipe for smoking cannabis' },
  { word: 'stoner', reason: 'someone often high on cannabis' },
  { word: 'junkie', reason: 'a drug addict, as an insult' },
  { word: 'junky', reason: 'a drug addict, as an insult' },
  { word: 'hophead', reason: 'a drug addict, as an insult' },
  { word: 'druggie', reason: 'a drug addict, as an insult' },
  { word: 'doper', reason: 'a drug user, as an insult' },
  { word: 'dope', reason: 'slang for drugs first, and for a stupid person' },
  { word: 'stoned', reason: 'high on drugs, in the sense people mean' },
  { word: 'doob', reason: 'a cannabis cigarette' },
  { word: 'heroin', reason: 'an illegal drug, the only sense of the word' },
  { word: 'cocaine', reason: 'an illegal drug, the only sense of the word' },
  { word: 'coke', reason: 'slang for cocaine as much as the drink or the fuel' },
  { word: 'booze', reason: 'slang for alcoholic drink' },
  { word: 'alky', reason: 'a sneering word for someone who drinks too much' },
];

/** Insults about disability, illness or size. */
export const DISABILITY_INSULTS: readonly HeldOutWord[] = [
  { word: 'midget', reason: 'an insult for a person of short stature' },
  { word: 'cretin', reason: 'an insult from a name for people with a thyroid condition' },
  { word: 'gimp', reason: 'an insult for a person who limps' },
  { word: 'gimpy', reason: 'an insult for a person who limps' },
  { word: 'retard', reason: 'an insult for a person with a learning disability' },
  { word: 'spaz', reason: 'an insult for a person with cerebral palsy' },
  { word: 'spastic', reason: 'an insult for a person with cerebral palsy' },
  { word: 'mong', reason: "an insult for a person with Down's syndrome" },
  { word: 'moron', reason: 'an old name for a learning disability, used as an insult' },
  { word: 'moronic', reason: 'an old name for a learning disability, used as an insult' },
  { word: 'imbecile', reason: 'an old name for a learning disability, used as an insult' },
  { word: 'idiot', reason: 'an old name for a learning disability, used as an insult' },
  { word: 'idiocy', reason: 'an old name for a learning disability, as WordNet still defines it' },
  { word: 'cripple', reason: 'an insult for a disabled person' },
  { word: 'psycho', reason: 'an insult for a person with a mental illness' },
  { word: 'schizo', reason: 'an insult for a person with a mental illness' },
  { word: 'loony', reason: 'an insult for a person with a mental illness' },
  { word: 'nutter', reason: 'an insult for a person with a mental illness' },
  { word: 'nutcase', reason: 'an insult for a person with a mental illness' },
];

/** Crude words about the body that the profanity list lets through. */
export const CRUDE_WORDS: readonly HeldOutWord[] = [
  { word: 'fart', reason: 'a crude word for breaking wind' },
  { word: 'snot', reason: 'a crude word, and an insult' },
  { word: 'git', reason: 'an insult' },
  { word: 'bonk', reason: 'slang for sex' },
  { word: 'damned', reason: 'used mostly as a swear word' },
  { word: 'cockup', reason: 'slang for a blunder, built on a crude word' },
  { word: 'cooter', reason: 'crude slang for the body' },
  { word: 'pervert', reason: 'its everyday sense is an insult about sexual behaviour' },
  { word: 'sexual', reason: 'about sex' },
  { word: 'virgin', reason: 'its everyday sense is about sex' },
  { word: 'sperm', reason: 'about sex and reproduction, for parents to explain' },
];

/** Insults and slurs the profanity list and WordNet's marks miss. */
export const INSULTS: readonly HeldOutWord[] = [
  { word: 'bender', reason: 'a slur for a gay man, and slang for a drinking spree' },
  { word: 'berk', reason: 'an insult from crude rhyming slang' },
  { word: 'cissy', reason: 'an insult for a boy thought unmanly' },
  { word: 'goy', reason: 'a word for someone who is not Jewish, often used slightingly' },
  { word: 'dinge', reason: 'an old racist slur' },
];

/**
 * Words for what a family explains better than a game can: who people love, and taking one's own
 * life. Not insults, but a one-line definition after a game is not the place for them, and the first
 * two are heard as insults in playgrounds.
 */
export const FOR_FAMILIES_TO_EXPLAIN: readonly HeldOutWord[] = [
  { word: 'gay', reason: 'a word about who someone loves, often misused as a playground insult' },
  { word: 'lesbian', reason: 'a word about who someone loves, often misused as an insult' },
  { word: 'suicide', reason: 'taking one’s own life' },
];

/** Pieces of spoken contractions the subtitles count as words (ain’t, takin’, ’tis). */
export const PIECES_OF_CONTRACTIONS: readonly HeldOutWord[] = [
  { word: 'ain', reason: 'the first part of ain’t' },
  { word: 'takin', reason: 'takin’ for taking (as a word, a rare Himalayan animal)' },
  { word: 'tis', reason: '’tis for it is (not the plural of ti, the note)' },
];

/** Every held-out word. */
export const HELD_OUT_WORDS: readonly HeldOutWord[] = [
  ...DRUG_SLANG,
  ...DISABILITY_INSULTS,
  ...CRUDE_WORDS,
  ...INSULTS,
  ...FOR_FAMILIES_TO_EXPLAIN,
  ...PIECES_OF_CONTRACTIONS,
];
