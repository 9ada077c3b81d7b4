import type { TimelineItem } from '../shared/timeline-item.schemas';
import {
  recordCompletedGame,
  recordQuitGame,
  type GameMode,
  type PlayerRecords,
} from './player-records';
import { seededRandom, shuffled, type RandomSource } from '#shared/seeded-random';
import { ITEMS_PER_GAME, type TimelineDeck } from './timeline-decks';
import {
  accuracyPercent,
  feedbackText,
  isGuessCorrect,
  isPlacementCorrect,
  sortedByYear,
} from './timeline-rules';

/** Spec §9 timings, in milliseconds. */
export const TIMINGS = {
  feedback: 3_000,
  correctAdvance: 1_000,
  wrongAdvance: 2_500,
  moveStart: 800,
  moveDuration: 600,
  yearResultLock: 3_000,
} as const;

/** A card in play: a deck item with a key unique within the game, and its timeline marks. */
export interface PlayItem extends TimelineItem {
  readonly key: string;
  /** Set once the card is on the timeline: false while it sits in a wrong place. */
  readonly isCorrect?: boolean;
  /** True while the card slides from a wrong place to its sorted one. */
  readonly isMoving?: boolean;
}

/** One answered year-mode card (spec §3). */
export interface GuessEntry {
  readonly item: PlayItem;
  readonly userGuess: number;
  readonly correct: boolean;
}

export interface Feedback {
  readonly kind: 'success' | 'error';
  readonly text: string;
  /** When the banner goes away. */
  readonly clearAt: number;
}

/** Steps waiting for their time; all absolute milliseconds. */
export interface PendingSteps {
  /** A wrongly placed card starts sliding to its sorted place. */
  readonly moveAt: number | null;
  /** The slide ends; the card is marked correct. */
  readonly settleAt: number | null;
  /** The next card comes (or the game completes). */
  readonly advanceAt: number | null;
}

export interface CompletedGame {
  readonly score: number;
  readonly accuracy: number;
  readonly isNewHighScore: boolean;
}

export type GamePhase = 'selector' | 'playing' | 'complete';

/**
 * The whole state of one deck's quiz. Every transition is a pure function below: time (`now`, in
 * ms) and randomness come in as arguments, and the page only schedules `advanceClock` for
 * `nextStepAt`.
 */
export interface TimelineGame {
  readonly phase: GamePhase;
  readonly mode: GameMode;
  /** The cards drawn for this game. */
  readonly gameItems: readonly PlayItem[];
  /** Cards still to come after the current one. */
  readonly deck: readonly PlayItem[];
  readonly current: PlayItem | null;
  readonly placed: readonly PlayItem[];
  readonly score: number;
  /** Cards answered so far, in either mode. */
  readonly total: number;
  /** The year on the slider; 0 means none. */
  readonly yearGuess: number;
  readonly completedGuesses: number;
  readonly guessHistory: readonly GuessEntry[];
  readonly showingResult: boolean;
  readonly feedback: Feedback | null;
  readonly pending: PendingSteps;
  /** Grows by one with every answer, so the page can react once (sound, save). */
  readonly answerCount: number;
  readonly lastAnswerCorrect: boolean | null;
  readonly completed: CompletedGame | null;
  readonly records: PlayerRecords;
  /** The seed the cards were dealt from, or null for a deal that cannot be repeated. */
  readonly seed: number | null;
  /**
   * Every answer in order: the timeline index each card was dropped at, or each year guessed.
   * With the seed, the game's moves: what the server replays to check a family score.
   */
  readonly answers: readonly number[];
}

const NO_PENDING: PendingSteps = { moveAt: null, settleAt: null, advanceAt: null };

/** The mode selector, with what this browser remembers. */
export function initialGame(deck: TimelineDeck, records: PlayerRecords): TimelineGame {
  return {
    phase: 'selector',
    mode: 'timeline',
    gameItems: [],
    deck: [],
    current: null,
    placed: [],
    score: 0,
    total: 0,
    yearGuess: deck.slider.initial,
    completedGuesses: 0,
    guessHistory: [],
    showingResult: false,
    feedback: null,
    pending: NO_PENDING,
    answerCount: 0,
    lastAnswerCorrect: null,
    completed: null,
    records,
    seed: null,
    answers: [],
  };
}

/**
 * Spec §4 Start: draws ITEMS_PER_GAME random cards, shuffles them, takes one as the current card
 * and resets score, guesses and timeline.
 */
export function startGame(
  deck: TimelineDeck,
  state: TimelineGame,
  mode: GameMode,
  items: readonly TimelineItem[],
  random: RandomSource,
): TimelineGame {
  const drawn = shuffled(items, random).slice(0, ITEMS_PER_GAME);
  const cards = shuffled(drawn, random).map((item, index): PlayItem => ({
    ...item,
    key: `card-${index}`,
  }));
  const [current = null, ...rest] = cards;
  return {
    ...initialGame(deck, state.records),
    phase: 'playing',
    mode,
    gameItems: cards,
    deck: rest,
    current,
  };
}

/** The largest seed a deal takes (mulberry32's state is 32 bits). */
export const MAX_SEED = 0xffff_ffff;

/**
 * `startGame` with the cards dealt from `seed`: the same seed and items always deal the same game,
 * so the game can be replayed from the seed and its answers.
 */
export function startSeededGame(
  deck: TimelineDeck,
  state: TimelineGame,
  mode: GameMode,
  items: readonly TimelineItem[],
  seed: number,
): TimelineGame {
  return { ...startGame(deck, state, mode, items, seededRandom(seed)), seed };
}

/** Whether the current card can be answered now: not between an answer and the next card. */
function awaitingAnswer(state: TimelineGame): state is TimelineGame & { current: PlayItem } {
  return state.phase === 'playing' && state.current !== null && state.pending.advanceAt === null;
}

/**
 * Drops the current card at `index` of the timeline (see `dropIndex`). A correct card scores and
 * the next comes after 1 s; a wrong one stays marked wrong, slides to its place after 0.8 s for
 * 0.6 s, and the next comes after 2.5 s. Ignored without a current card, during those delays
 * (so a double drop places once) and outside timeline mode.
 */
export function placeCurrentItem(
  deck: TimelineDeck,
  state: TimelineGame,
  index: number,
  now: number,
): TimelineGame {
  if (state.mode !== 'timeline' || !awaitingAnswer(state)) return state;
  const at = Math.max(0, Math.min(index, state.placed.length));
  const item = state.current;
  const correct = isPlacementCorrect(state.placed, at, item.year);
  const dropped: PlayItem = { ...item, isCorrect: correct, isMoving: false };
  const timeline = [...state.placed.slice(0, at), dropped, ...state.placed.slice(at)];
  const template = correct ? deck.feedback.timelineCorrect : deck.feedback.timelineWrong;
  return {
    ...state,
    current: null,
    placed: correct ? sortedByYear(timeline) : timeline,
    score: state.score + (correct ? 1 : 0),
    total: state.total + 1,
    feedback: {
      kind: correct ? 'success' : 'error',
      text: feedbackText(template, { ...item, verb: item.verb ?? deck.verb }),
      clearAt: now + TIMINGS.feedback,
    },
    pending: correct
      ? { ...NO_PENDING, advanceAt: now + TIMINGS.correctAdvance }
      : {
          moveAt: now + TIMINGS.moveStart,
          settleAt: now + TIMINGS.moveStart + TIMINGS.moveDuration,
          advanceAt: now + TIMINGS.wrongAdvance,
        },
    answerCount: state.answerCount + 1,
    lastAnswerCorrect: correct,
    answers: [...state.answers, at],
  };
}

/** Moves the slider: a whole year within the deck's range; anything unreadable empties it (0). */
export function setYearGuess(deck: TimelineDeck, state: TimelineGame, year: number): TimelineGame {
  if (state.showingResult) return state;
  const value = Number.isFinite(year)
    ? Math.min(deck.slider.max, Math.max(deck.slider.min, Math.round(year)))
    : 0;
  return value === state.yearGuess ? state : { ...state, yearGuess: value };
}

/** Spec §5: 'Guess!' needs a year (0 counts as empty) and no result on show. */
export function canSubmitGuess(state: TimelineGame): boolean {
  return (
    state.mode === 'guess' && awaitingAnswer(state) && !state.showingResult && state.yearGuess !== 0
  );
}

/**
 * Judges the slider's year against the current card with the deck's tolerance; the result shows
 * and the slider stays locked for 3 s, then the next card comes (or the game completes).
 */
export function submitYearGuess(
  deck: TimelineDeck,
  state: TimelineGame,
  now: number,
): TimelineGame {
  if (!canSubmitGuess(state) || state.current === null) return state;
  const item = state.current;
  const guess = state.yearGuess;
  const correct = isGuessCorrect(deck, item.year, guess);
  const template = correct ? deck.feedback.yearCorrect : deck.feedback.yearWrong;
  return {
    ...state,
    score: state.score + (correct ? 1 : 0),
    total: state.total + 1,
    completedGuesses: state.completedGuesses + 1,
    guessHistory: [...state.guessHistory, { item, userGuess: guess, correct }],
    showingResult: true,
    feedback: {
      kind: correct ? 'success' : 'error',
      text: feedbackText(template, {
        name: item.name,
        year: item.year,
        guess,
        verb: item.verb ?? deck.verb,
      }),
      clearAt: now + TIMINGS.feedback,
    },
    pending: { ...NO_PENDING, advanceAt: now + TIMINGS.yearResultLock },
    answerCount: state.answerCount + 1,
    lastAnswerCorrect: correct,
    answers: [...state.answers, guess],
  };
}

/** The time of the next pending step or banner change, or null when nothing is waiting. */
export function nextStepAt(state: TimelineGame): number | null {
  const times = [
    state.pending.moveAt,
    state.pending.settleAt,
    state.pending.advanceAt,
    state.feedback?.clearAt ?? null,
  ].filter((time): time is number => time !== null);
  return times.length === 0 ? null : Math.min(...times);
}

function startMove(state: TimelineGame): TimelineGame {
  const placed = state.placed.map((item) =>
    item.isCorrect === false ? { ...item, isMoving: true } : item,
  );
  return { ...state, placed: sortedByYear(placed), pending: { ...state.pending, moveAt: null } };
}

function finishMove(state: TimelineGame): TimelineGame {
  const placed = state.placed.map((item) =>
    item.isCorrect === false || item.isMoving
      ? { ...item, isCorrect: true, isMoving: false }
      : item,
  );
  return { ...state, placed, pending: { ...state.pending, settleAt: null } };
}

/**
 * The next card with the slider back at the deck's default, or, when none is left, the end of the
 * game (`complete`) or a state with no current card (for a saved snapshot).
 */
function advance(
  deck: TimelineDeck,
  state: TimelineGame,
  now: number,
  complete: boolean,
): TimelineGame {
  const cleared: TimelineGame = { ...state, pending: NO_PENDING, showingResult: false };
  const [next, ...rest] = state.deck;
  if (next) return { ...cleared, current: next, deck: rest, yearGuess: deck.slider.initial };
  return complete ? completeGame(cleared, now) : { ...cleared, current: null };
}

/**
 * Spec §4 Complete: records the score in the history (last 50) and as the mode's high score when
 * it is higher, or equal with better accuracy.
 */
function completeGame(state: TimelineGame, now: number): TimelineGame {
  const accuracy = accuracyPercent(state.score, state.total);
  const { records, isNewHighScore } = recordCompletedGame(state.records, {
    mode: state.mode,
    score: state.score,
    accuracy,
    at: now,
  });
  return {
    ...state,
    phase: 'complete',
    current: null,
    pending: NO_PENDING,
    showingResult: false,
    completed: { score: state.score, accuracy, isNewHighScore },
    records,
  };
}

/** Runs every step that is due at `now`, oldest first; feedback older than 3 s is cleared. */
export function advanceClock(deck: TimelineDeck, state: TimelineGame, now: number): TimelineGame {
  let next = state;
  for (;;) {
    const { moveAt, settleAt, advanceAt } = next.pending;
    if (moveAt !== null && moveAt <= now) next = startMove(next);
    else if (settleAt !== null && settleAt <= now) next = finishMove(next);
    else if (advanceAt !== null && advanceAt <= now) next = advance(deck, next, now, true);
    else break;
  }
  if (next.feedback && next.feedback.clearAt <= now) next = { ...next, feedback: null };
  return next;
}

/**
 * Spec §4 Quit & Save Score: the score goes into the history when the deck's quit rule allows,
 * then back to the selector. The page deletes the saved game.
 */
export function quitGame(deck: TimelineDeck, state: TimelineGame, now: number): TimelineGame {
  if (state.phase !== 'playing') return state;
  const records = recordQuitGame(
    state.records,
    deck.quitRule,
    { mode: state.mode, score: state.score, answered: state.total },
    {
      mode: state.mode,
      score: state.score,
      accuracy: accuracyPercent(state.score, state.total),
      at: now,
    },
  );
  return { ...initialGame(deck, records), mode: state.mode };
}

/** 'New Game' and 'Play Again': back to the selector; nothing is recorded. */
export function returnToSelector(deck: TimelineDeck, state: TimelineGame): TimelineGame {
  return { ...initialGame(deck, state.records), mode: state.mode };
}

/** A game in progress as browser storage keeps it (spec §3's saved game). */
export interface SavedGame {
  readonly gameMode: GameMode;
  readonly gameItems: readonly PlayItem[];
  readonly remainingItems: readonly PlayItem[];
  readonly currentItem: PlayItem | null;
  readonly placedItems: readonly PlayItem[];
  readonly score: number;
  readonly total: number;
  readonly gameComplete: boolean;
  readonly yearGuess: number;
  readonly completedGuesses: number;
  readonly guessHistory: readonly GuessEntry[];
  readonly showingResult: boolean;
  /** The deal's seed and the answers so far, for a family score; missing in older saves. */
  readonly seed?: number | null;
  readonly answers?: readonly number[];
}

/**
 * The game to save after an answer, as it will stand once the waiting steps have run: a wrong card
 * already in its place and the next card current. Steps are settled rather than stored, so a
 * restored game never replays (or double-counts) an answer. Null unless a game is being played.
 */
export function toSavedGame(deck: TimelineDeck, state: TimelineGame): SavedGame | null {
  if (state.phase !== 'playing') return null;
  let settled = state;
  if (settled.pending.moveAt !== null) settled = startMove(settled);
  if (settled.pending.settleAt !== null) settled = finishMove(settled);
  if (settled.pending.advanceAt !== null) settled = advance(deck, settled, 0, false);
  return {
    gameMode: settled.mode,
    gameItems: settled.gameItems,
    remainingItems: settled.deck,
    currentItem: settled.current,
    placedItems: settled.placed,
    score: settled.score,
    total: settled.total,
    gameComplete: false,
    yearGuess: settled.yearGuess,
    completedGuesses: settled.completedGuesses,
    guessHistory: settled.guessHistory,
    showingResult: false,
    seed: settled.seed,
    answers: settled.answers,
  };
}

/**
 * 'Continue Saved Game': the saved game exactly as it was. A save taken after the last answer has
 * no card left, so it completes at once (and is recorded then).
 */
export function resumeSavedGame(
  deck: TimelineDeck,
  state: TimelineGame,
  saved: SavedGame,
  now: number,
): TimelineGame {
  const resumed: TimelineGame = {
    ...initialGame(deck, state.records),
    phase: 'playing',
    mode: saved.gameMode,
    gameItems: saved.gameItems,
    deck: saved.remainingItems,
    current: saved.currentItem,
    placed: saved.placedItems,
    score: saved.score,
    total: saved.total,
    yearGuess: saved.yearGuess,
    completedGuesses: saved.completedGuesses,
    guessHistory: saved.guessHistory,
    // A save without its answers cannot be replayed: it plays on, as a game with no seed.
    seed: saved.answers?.length === saved.total ? (saved.seed ?? null) : null,
    answers: saved.answers ?? [],
  };
  if (resumed.current !== null) return resumed;
  return advance(deck, resumed, now, true);
}
