/**
 * Definitions written for words beyond the most common ones, where the rules that pick WordNet's
 * sense (see `word-weaver.dictionary.wordnet.ts`) still choose one a child would not recognise: the
 * peacock as a butterfly, the scooter as a duck, the tenner as the number ten. Written as the
 * everyday definitions are, and read with them.
 */
export const SENSE_OVERRIDES: Readonly<Record<string, string>> = {
  peacock: 'noun: a large bird whose male has a long tail of shining blue and green feathers',
  pi: 'noun: the number you get when you divide the distance round a circle by the distance across it, about 3.14',
  rhesus: 'noun: a small brown monkey of southern Asia',
  scooter:
    'noun: a small vehicle with two wheels and a handle, pushed along with one foot or with a motor',
  tenner: 'noun: a ten-pound or ten-dollar note',
};
