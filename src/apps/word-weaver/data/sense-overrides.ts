/**
 * Definitions written for words beyond the most common ones, where the rules that pick WordNet's
 * sense (see `word-weaver.dictionary.wordnet.ts`) still choose one a child would not recognise: the
 * peacock as a butterfly, the scooter as a duck, the tenner as the number ten. Written as the
 * everyday definitions are, and read with them.
 */
export const SENSE_OVERRIDES: Readonly<Record<string, string>> = {
  asylum: 'noun: protection a country gives to someone who has fled danger in their own land',
  baffled: 'adjective: puzzled, unable to understand or work something out',
  bonkers: 'adjective: wildly silly, or very excited',
  carrot: 'noun: a long orange vegetable that grows under the ground',
  catcher: 'noun: someone who catches, such as the baseball player behind the batter',
  cutlery: 'noun: the knives, forks and spoons you eat with',
  daft: 'adjective: silly or foolish',
  fiasco: 'noun: something that goes completely and embarrassingly wrong',
  hangman: 'noun: a word game in which you guess letters before a little drawing is finished',
  peacock: 'noun: a large bird whose male has a long tail of shining blue and green feathers',
  pi: 'noun: the number you get when you divide the distance round a circle by the distance across it, about 3.14',
  potty: 'noun: a small bowl a young child uses as a toilet',
  rhesus: 'noun: a small brown monkey of southern Asia',
  scooter:
    'noun: a small vehicle with two wheels and a handle, pushed along with one foot or with a motor',
  tenner: 'noun: a ten-pound or ten-dollar note',
};
