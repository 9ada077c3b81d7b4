import { manifest } from '../manifest';

/** One row of a tolerance table: true years below `before` may be missed by `tolerance` years. */
export interface ToleranceBand {
  readonly before: number;
  readonly tolerance: number;
}

/**
 * Which quit leaves a score in the history (spec §4): `any-progress` when anything was answered or
 * scored; `scored-or-guessed` only with a score above 0 in timeline mode or a guess in year mode.
 */
export type QuitRule = 'any-progress' | 'scored-or-guessed';

/**
 * Everything that differs between the three timeline quizzes. Feedback texts are templates with
 * `{name}`, `{year}` and `{guess}`; years are filled in as 'N BCE' or 'N CE'.
 */
export interface TimelineDeck {
  /** The route's last segment; also the prefix of this deck's browser storage keys. */
  readonly id: 'timeline-tech' | 'timeline-people' | 'timeline-conflicts';
  readonly title: string;
  /** The word the empty timeline uses: 'Drop your first {noun}'. */
  readonly itemNoun: string;
  readonly timelineModeText: string;
  readonly yearModeText: string;
  readonly yearPrompt: string;
  /** How feedback tells a card's year unless the card says otherwise: "was invented", "began". */
  readonly verb: string;
  readonly feedback: {
    readonly timelineCorrect: string;
    readonly timelineWrong: string;
    readonly yearCorrect: string;
    readonly yearWrong: string;
  };
  readonly completionMessage: string;
  readonly wikipediaLinkText: string;
  readonly slider: { readonly min: number; readonly max: number; readonly initial: number };
  /** Checked in order; the first band whose `before` is above the true year applies. */
  readonly toleranceBands: readonly ToleranceBand[];
  /** For true years past every band. */
  readonly finalTolerance: number;
  readonly quitRule: QuitRule;
}

/** Items drawn for one game (spec §9). */
export const ITEMS_PER_GAME = 20;

function titleOf(path: string): string {
  const route = manifest.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No timeline route ${path}`);
  return route.title;
}

/** People and conflicts share this table (spec §9). */
const ANCIENT_HISTORY_BANDS: readonly ToleranceBand[] = [
  { before: -1000, tolerance: 300 },
  { before: 0, tolerance: 200 },
  { before: 1000, tolerance: 150 },
  { before: 1500, tolerance: 100 },
  { before: 1800, tolerance: 50 },
  { before: 1900, tolerance: 25 },
  { before: 1950, tolerance: 15 },
  { before: 2000, tolerance: 10 },
];

export const INNOVATIONS_DECK: TimelineDeck = {
  id: 'timeline-tech',
  title: titleOf('/quizzes/timeline-tech'),
  itemNoun: 'item',
  timelineModeText: 'Drag innovations to their correct chronological position',
  yearModeText: 'Enter the correct year for each innovation',
  yearPrompt: 'What year was this invented?',
  verb: 'was invented',
  feedback: {
    timelineCorrect: 'Correct! {name} {verb} in {year}.',
    timelineWrong: 'Not quite right. {name} {verb} in {year}. Moving to correct position...',
    yearCorrect: 'Correct! {name} {verb} in {year}.',
    yearWrong: 'Close! {name} {actually verb} in {year}. You guessed {guess}.',
  },
  completionMessage: "You've completed the Innovations Timeline Challenge!",
  wikipediaLinkText: 'Learn more on Wikipedia',
  slider: { min: -10000, max: 2025, initial: 1500 },
  toleranceBands: [
    { before: 0, tolerance: 200 },
    { before: 1000, tolerance: 100 },
    { before: 1800, tolerance: 50 },
    { before: 1900, tolerance: 25 },
    { before: 1950, tolerance: 15 },
    { before: 2000, tolerance: 10 },
  ],
  finalTolerance: 5,
  quitRule: 'any-progress',
};

export const PEOPLE_DECK: TimelineDeck = {
  id: 'timeline-people',
  title: titleOf('/quizzes/timeline-people'),
  itemNoun: 'person',
  timelineModeText: 'Drag historical figures to their correct chronological position',
  yearModeText: 'Enter the correct birth year for each historical figure',
  yearPrompt: 'What year was this person born?',
  verb: 'was born',
  feedback: {
    timelineCorrect: 'Correct! {name} {verb} in {year}.',
    timelineWrong: 'Not quite right. {name} {verb} in {year}. Moving to correct position...',
    yearCorrect: 'Correct! {name} {verb} in {year}.',
    yearWrong: 'Close! {name} {actually verb} in {year}. You guessed {guess}.',
  },
  completionMessage: "You've completed the Historical Figures Timeline Challenge!",
  wikipediaLinkText: 'Read more on Wikipedia',
  slider: { min: -3000, max: 2025, initial: 100 },
  toleranceBands: ANCIENT_HISTORY_BANDS,
  finalTolerance: 5,
  quitRule: 'any-progress',
};

export const CONFLICTS_DECK: TimelineDeck = {
  id: 'timeline-conflicts',
  title: titleOf('/quizzes/timeline-conflicts'),
  itemNoun: 'conflict',
  timelineModeText: 'Drag conflicts to their correct chronological position',
  yearModeText: 'Enter the approximate date for each conflict',
  yearPrompt: 'What year did this conflict begin?',
  // "began in" reads as a verb of its own, so conflicts drop the "was" the other decks use.
  verb: 'began',
  feedback: {
    timelineCorrect: 'Correct! {name} {verb} in {year}.',
    timelineWrong: 'Not quite right. {name} {verb} in {year}. Moving to correct position...',
    yearCorrect: 'Correct! {name} {verb} in {year}.',
    yearWrong: 'Close! {name} {actually verb} in {year}. You guessed {guess}.',
  },
  completionMessage: "You've completed the Historical Conflicts Timeline Challenge!",
  wikipediaLinkText: 'Read more on Wikipedia',
  slider: { min: -3200, max: 2025, initial: 100 },
  toleranceBands: ANCIENT_HISTORY_BANDS,
  finalTolerance: 5,
  quitRule: 'scored-or-guessed',
};

export const TIMELINE_DECKS = [INNOVATIONS_DECK, PEOPLE_DECK, CONFLICTS_DECK] as const;
