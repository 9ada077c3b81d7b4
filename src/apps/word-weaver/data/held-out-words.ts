/**
 * Words WordWeaver never scores although a dictionary holds them, each with why a family game keeps
 * them out: drug slang, insults about disability or illness, and crude words. A word's inflections
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
];

/** Every held-out word. */
export const HELD_OUT_WORDS: readonly HeldOutWord[] = [
  ...DRUG_SLANG,
  ...DISABILITY_INSULTS,
  ...CRUDE_WORDS,
];
