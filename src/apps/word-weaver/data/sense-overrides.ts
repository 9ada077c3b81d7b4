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
  corny: 'adjective: silly and used too often, like an old joke',
  cutlery: 'noun: the knives, forks and spoons you eat with',
  daft: 'adjective: silly or foolish',
  fiasco: 'noun: something that goes completely and embarrassingly wrong',
  folder:
    'noun: a cover of folded card for keeping papers in · a place on a computer where files are kept',
  grim: 'adjective: very serious, gloomy or unpleasant',
  hangman: 'noun: a word game in which you guess letters before a little drawing is finished',
  hoop: 'noun: a large ring of wood, metal or plastic, like one you spin round your waist',
  lateral: 'adjective: to do with the side, or going sideways',
  maple: 'noun: a tree with leaves shaped like an open hand, which turn red in autumn',
  peacock: 'noun: a large bird whose male has a long tail of shining blue and green feathers',
  pi: 'noun: the number you get when you divide the distance round a circle by the distance across it, about 3.14',
  poacher: 'noun: someone who hunts or fishes on another person’s land without being allowed to',
  potty: 'noun: a small bowl a young child uses as a toilet',
  region: 'noun: a large area of a country or of the world',
  rhesus: 'noun: a small brown monkey of southern Asia',
  sadness: 'noun: the feeling of being unhappy',
  scooter:
    'noun: a small vehicle with two wheels and a handle, pushed along with one foot or with a motor',
  skunk: 'noun: a black and white animal that sprays a bad smell when it is frightened',
  socket: 'noun: a hole or set of holes that a plug or a light bulb fits into',
  stamina: 'noun: the strength to keep going for a long time, as in a long race',
  tenner: 'noun: a ten-pound or ten-dollar note',
  thump: 'verb: hit something hard so that it makes a dull, heavy sound',
};
