import type { ScoreWithUser, WordWeaverResult } from '../shared/word-weaver.schemas';
import type { Board } from './game';
import {
  gameKey,
  gamesToScore,
  isGameVisibleTo,
  isSameGame,
  writerOf,
  type KeptBoard,
  type KeptGame,
  type UnscoredGame,
} from './kept-games';
import { isWriter, type Writer } from '#shared/writer';
import { isTopScore, locateWord, scoreOfWords } from './scoring';

/** How long each word stays highlighted (spec §9: highlight pause 1 s). */
export const HIGHLIGHT_MS = 1000;
/** How often kept games are tried again while the browser is online but the server did not answer. */
export const KEPT_GAMES_RETRY_MS = 15_000;

/** A word the server found, placed on its row or column of the board. */
export interface FoundWord {
  readonly kind: 'row' | 'column';
  readonly index: number;
  readonly start: number;
  readonly length: number;
  readonly word: string;
  readonly definition: string;
}

/** Where the finish of the game on the board stands. */
export type FinishPhase =
  | 'none'
  | 'scoring'
  | 'score-error'
  /** The server could not be reached: the game is kept and waits for the connection. */
  | 'waiting'
  | 'highlighting'
  | 'saving'
  | 'done';

/** Why a kept game waits: the browser is offline, or it is online and the server does not answer. */
export type WaitReason = 'offline' | 'unreachable';

/** What became of a scored game's save. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly row: ScoreWithUser }
  | { readonly kind: 'login-needed' }
  /** Its writer is not signed in (logged out, or the server ended the session): kept for them. */
  | { readonly kind: 'kept-for-writer'; readonly username: string }
  | { readonly kind: 'error'; readonly message: string };

/** A game finished earlier (not the one on the board), scored once the server answered. */
export type EarlierGameResult =
  | {
      readonly kind: 'scored';
      readonly seed: number;
      readonly score: number;
      readonly save: SaveOutcome;
    }
  | { readonly kind: 'refused'; readonly seed: number; readonly message: string };

/** The games finished earlier: how many still wait, and what became of those scored. */
export interface EarlierGames {
  readonly waiting: number;
  readonly scoring: boolean;
  readonly results: readonly EarlierGameResult[];
}

/** Who is signed in, with the token their games are saved with. */
export interface SignedIn extends Writer {
  readonly token: string;
}

/**
 * A request that failed: the HTTP status the server answered (0 when nothing came back, null when
 * the answer could not be used), whether the browser said it was online, and the player's message.
 */
export interface RequestFailure {
  readonly status: number | null;
  readonly online: boolean;
  readonly message: string;
}

/** The server could not be reached: the request may go through later, unchanged. */
export function isUnreachable(failure: RequestFailure): boolean {
  return failure.status === 0 || !failure.online;
}

/** The server refused the request as it is: sending it again would be refused again. */
export function isRefusal(failure: RequestFailure): boolean {
  const { status } = failure;
  return status !== null && status >= 400 && status < 500 && status !== 429;
}

interface FinishProgress {
  readonly phase: FinishPhase;
  readonly words: readonly FoundWord[];
  /** How many words have been highlighted so far; the last of them is lit. */
  readonly revealed: number;
  readonly score: number | null;
  readonly save: SaveOutcome | null;
  readonly topScore: boolean;
  readonly error: string | null;
  readonly waitReason: WaitReason | null;
}

const NOT_FINISHED: FinishProgress = {
  phase: 'none',
  words: [],
  revealed: 0,
  score: null,
  save: null,
  topScore: false,
  error: null,
  waitReason: null,
};

type SaveResult = SaveOutcome | { readonly kind: 'unreachable'; readonly reason: WaitReason };

/** A round of scoring earlier games, one at a time, oldest first. */
interface EarlierRound {
  readonly queue: readonly UnscoredGame[];
  /** The game whose score or save is under way. */
  readonly current: UnscoredGame | null;
  readonly results: readonly EarlierGameResult[];
}

/** Everything the finish sequence knows; change it only through `finishSequenceReducer`. */
export interface FinishState {
  readonly session: SignedIn | null;
  /** The kept games as last read from the browser's store. */
  readonly kept: readonly KeptGame[];
  /** Keys of the games being scored or saved on this page, once per holder. */
  readonly held: readonly string[];
  /** Counts finished games and resets: answers for an earlier run change nothing on the page. */
  readonly run: number;
  /** The finished game on the board, whatever its phase; not counted among the earlier games. */
  readonly shown: UnscoredGame | null;
  readonly progress: FinishProgress;
  /** When the next word lights up, while highlighting. */
  readonly nextRevealAt: number | null;
  /** What became of the save of this run's game, once known. */
  readonly boardSave: SaveResult | null;
  readonly round: EarlierRound | null;
  readonly results: readonly EarlierGameResult[];
}

/** Who the request or its answer is for: the game on the board (of a run) or an earlier game. */
export type Purpose = 'board' | 'earlier';

/** What happened: a game ended, a request answered, time passed, the connection or login changed. */
export type FinishEvent =
  | { readonly type: 'session-changed'; readonly session: SignedIn | null }
  | { readonly type: 'kept-games-read'; readonly kept: readonly KeptGame[] }
  | { readonly type: 'game-over'; readonly game: KeptBoard }
  /** A chance to score kept games: the page opened, the connection returned, or the timer fired. */
  | {
      readonly type: 'kept-games-due';
      readonly cause: 'opened' | 'online' | 'timer';
      readonly online: boolean;
    }
  | {
      readonly type: 'score-received';
      readonly purpose: Purpose;
      readonly run: number;
      readonly game: UnscoredGame;
      readonly result: WordWeaverResult;
      readonly now: number;
    }
  | {
      readonly type: 'score-failed';
      readonly purpose: Purpose;
      readonly run: number;
      readonly game: UnscoredGame;
      readonly failure: RequestFailure;
    }
  | {
      readonly type: 'save-succeeded';
      readonly purpose: Purpose;
      readonly run: number;
      readonly game: UnscoredGame;
      readonly score: number;
      readonly row: ScoreWithUser;
    }
  | {
      readonly type: 'save-failed';
      readonly purpose: Purpose;
      readonly run: number;
      readonly game: UnscoredGame;
      readonly score: number;
      readonly failure: RequestFailure;
    }
  | { readonly type: 'tick'; readonly now: number }
  | {
      readonly type: 'high-scores-loaded';
      readonly run: number;
      readonly scores: readonly Pick<ScoreWithUser, 'ID' | 'score'>[];
    }
  | { readonly type: 'high-scores-failed'; readonly run: number }
  /** A new game or another seed: the finished game is forgotten and its sequence stops. */
  | { readonly type: 'reset' };

/** What the page is to do; the answers of requests come back as events. */
export type FinishEffect =
  | { readonly type: 'keep-unscored'; readonly game: UnscoredGame }
  | { readonly type: 'forget-unscored'; readonly game: UnscoredGame }
  | { readonly type: 'keep-for-login'; readonly game: KeptBoard & { readonly score: number } }
  | {
      readonly type: 'request-score';
      readonly purpose: Purpose;
      readonly run: number;
      readonly game: UnscoredGame;
    }
  | {
      readonly type: 'save-score';
      readonly purpose: Purpose;
      readonly run: number;
      readonly game: UnscoredGame;
      readonly score: number;
      readonly token: string;
    }
  | { readonly type: 'load-high-scores'; readonly run: number; readonly seed: number }
  | { readonly type: 'reload-high-scores'; readonly seeds: readonly number[] }
  /** Send a `tick` at this time. */
  | { readonly type: 'wake'; readonly at: number }
  | { readonly type: 'play-word-sound' }
  | { readonly type: 'play-fanfare' };

/** The state after an event, and the effects to perform, in order. */
export interface FinishStep {
  readonly state: FinishState;
  readonly effects: readonly FinishEffect[];
}

/** The sequence before any game has finished on this page. */
export function initialFinishState(
  session: SignedIn | null,
  kept: readonly KeptGame[],
): FinishState {
  return {
    session,
    kept,
    held: [],
    run: 0,
    shown: null,
    progress: NOT_FINISHED,
    nextRevealAt: null,
    boardSave: null,
    round: null,
    results: [],
  };
}

/** The score of the words the server found in every row and column. */
export function scoreOfResult(result: WordWeaverResult): number {
  return scoreOfWords([...result.longest_words_in_rows, ...result.longest_words_in_cols]);
}

/** The words the server found, rows top to bottom then columns left to right, placed on the board. */
export function foundWords(result: WordWeaverResult, board: Board): FoundWord[] {
  const words: FoundWord[] = [];
  result.longest_words_in_rows.forEach((word, index) => {
    const start = locateWord(board[index] ?? [], word);
    if (word === '' || start === -1) return;
    const definition = result.row_definitions[index] ?? '';
    words.push({ kind: 'row', index, start, length: word.length, word, definition });
  });
  result.longest_words_in_cols.forEach((word, index) => {
    const start = locateWord(
      board.map((cells) => cells[index] ?? ''),
      word,
    );
    if (word === '' || start === -1) return;
    const definition = result.col_definitions[index] ?? '';
    words.push({ kind: 'column', index, start, length: word.length, word, definition });
  });
  return words;
}

function identity(session: SignedIn | null): string {
  return session === null ? '' : String(session.userId ?? session.username);
}

function hold(held: readonly string[], game: UnscoredGame): readonly string[] {
  return [...held, gameKey(game)];
}

function release(held: readonly string[], game: UnscoredGame): readonly string[] {
  const index = held.indexOf(gameKey(game));
  return index === -1 ? held : [...held.slice(0, index), ...held.slice(index + 1)];
}

function isHeld(state: FinishState, game: UnscoredGame): boolean {
  return state.held.includes(gameKey(game));
}

function waitReasonOf(failure: RequestFailure): WaitReason {
  return failure.online ? 'unreachable' : 'offline';
}

/** The game waiting on the board for the connection, if any. */
function waitingGame(state: FinishState): UnscoredGame | null {
  return state.progress.phase === 'waiting' ? state.shown : null;
}

/**
 * How a scored game is saved, as its writer only: a game played while nobody was signed in is kept
 * for the next login; one whose writer is not signed in stays kept for them; otherwise it is sent
 * (the outcome is null until the server answers).
 */
function settle(
  state: FinishState,
  game: UnscoredGame,
  score: number,
  purpose: Purpose,
  run: number,
): { outcome: SaveOutcome | null; effects: FinishEffect[] } {
  const { writer } = game;
  if (writer === null) {
    const forLogin = { seed: game.seed, board: game.board, columns: game.columns, score };
    return {
      outcome: { kind: 'login-needed' },
      effects: [{ type: 'keep-for-login', game: forLogin }],
    };
  }
  const { session } = state;
  if (session === null || !isWriter(writer, session)) {
    return { outcome: { kind: 'kept-for-writer', username: writer.username }, effects: [] };
  }
  return {
    outcome: null,
    effects: [{ type: 'save-score', purpose, run, game, score, token: session.token }],
  };
}

/** What the server's answer to a save means; 401: the writer's session has ended. */
function saveResultOf(
  event: Extract<FinishEvent, { type: 'save-succeeded' | 'save-failed' }>,
): SaveResult {
  if (event.type === 'save-succeeded') return { kind: 'saved', row: event.row };
  const { failure } = event;
  if (isUnreachable(failure)) return { kind: 'unreachable', reason: waitReasonOf(failure) };
  if (failure.status === 401) {
    return { kind: 'kept-for-writer', username: event.game.writer?.username ?? '' };
  }
  return { kind: 'error', message: failure.message };
}

/** A save settled for good (saved, refused, kept for login): the kept unscored copy goes. */
function isSettled(result: SaveResult): result is SaveOutcome {
  return result.kind !== 'unreachable' && result.kind !== 'kept-for-writer';
}

function startBoardRun(state: FinishState, game: UnscoredGame): FinishStep {
  const run = state.run + 1;
  return {
    state: {
      ...state,
      run,
      shown: game,
      progress: { ...NOT_FINISHED, phase: 'scoring' },
      nextRevealAt: null,
      boardSave: null,
      held: hold(state.held, game),
    },
    // Kept at once: if the tab closes before the score is saved, the next visit scores it.
    effects: [
      { type: 'keep-unscored', game },
      { type: 'request-score', purpose: 'board', run, game },
    ],
  };
}

/** The words are all lit and the save has an answer: reload the high scores, or wait. */
function afterSaving(state: FinishState, save: SaveResult): FinishStep {
  if (save.kind === 'unreachable') {
    const game = state.shown;
    return {
      state: {
        ...state,
        progress: { ...NOT_FINISHED, phase: 'waiting', waitReason: save.reason },
        boardSave: null,
      },
      effects: game === null ? [] : [{ type: 'keep-unscored', game }],
    };
  }
  const seed = state.shown?.seed;
  return {
    state,
    effects: seed === undefined ? [] : [{ type: 'load-high-scores', run: state.run, seed }],
  };
}

function endRound(state: FinishState, effects: readonly FinishEffect[]): FinishStep {
  const results = state.round?.results ?? [];
  const seeds = [...new Set(results.map((result) => result.seed))];
  return {
    state: { ...state, round: null, results: [...state.results, ...results] },
    effects: seeds.length === 0 ? effects : [...effects, { type: 'reload-high-scores', seeds }],
  };
}

/**
 * The next earlier game of the round: scored unless someone on this page is busy with it; the
 * round ends when the queue does, or at a game the signed-in user may not score.
 */
function advanceRound(state: FinishState, effects: readonly FinishEffect[]): FinishStep {
  let queue = state.round?.queue ?? [];
  while (queue.length > 0) {
    const [game, ...rest] = queue as [UnscoredGame, ...UnscoredGame[]];
    queue = rest;
    // The session may have changed while the previous game was scored.
    if (!isGameVisibleTo(game, state.session)) break;
    if (isHeld(state, game)) continue;
    const round = { queue, current: game, results: state.round?.results ?? [] };
    return {
      state: { ...state, round, held: hold(state.held, game) },
      effects: [...effects, { type: 'request-score', purpose: 'earlier', run: state.run, game }],
    };
  }
  return endRound(state, effects);
}

/** The current earlier game is done with: its result noted (when given) and the hold released. */
function finishRoundGame(state: FinishState, result: EarlierGameResult | null): FinishState {
  const round = state.round;
  if (round === null || round.current === null) return state;
  return {
    ...state,
    held: release(state.held, round.current),
    round: {
      ...round,
      current: null,
      results: result === null ? round.results : [...round.results, result],
    },
  };
}

function isRoundGame(state: FinishState, game: UnscoredGame): boolean {
  const current = state.round?.current;
  return current != null && isSameGame(current, game);
}

function keptGamesDue(
  state: FinishState,
  event: Extract<FinishEvent, { type: 'kept-games-due' }>,
): FinishStep {
  const toScore = gamesToScore(state.kept, state.session);
  if (event.cause === 'opened' && !event.online) return { state, effects: [] };
  if (event.cause === 'timer' && !(event.online && (waitingGame(state) || toScore.length > 0))) {
    return { state, effects: [] };
  }
  let next: FinishStep = { state, effects: [] };
  // The game on the board first: it is held at once, so the round passes over it. A game whose
  // writer is not signed in stays waiting for them.
  const onBoard = waitingGame(state);
  if (onBoard && isGameVisibleTo(onBoard, state.session)) next = startBoardRun(state, onBoard);
  if (next.state.round !== null || toScore.every((game) => isHeld(next.state, game))) return next;
  return advanceRound({ ...next.state, round: { queue: toScore, current: null, results: [] } }, [
    ...next.effects,
  ]);
}

function scoreReceived(
  state: FinishState,
  event: Extract<FinishEvent, { type: 'score-received' }>,
): FinishStep {
  const { game, result, purpose, run } = event;
  if (purpose === 'earlier' && !isRoundGame(state, game)) return { state, effects: [] };
  const score = scoreOfResult(result);
  const { outcome, effects } = settle(state, game, score, purpose, run);

  if (purpose === 'earlier') {
    if (outcome === null) return { state, effects };
    const done = finishRoundGame(
      state,
      outcome.kind === 'kept-for-writer'
        ? null
        : { kind: 'scored', seed: game.seed, score, save: outcome },
    );
    return outcome.kind === 'kept-for-writer'
      ? endRound(done, effects)
      : advanceRound(done, effects);
  }

  // Saved (or kept for login) before the words light up, so closing the tab loses nothing; the
  // page says so only after the lighting. An earlier run's save goes on, unseen.
  const held = outcome === null ? state.held : release(state.held, game);
  if (run !== state.run) return { state: { ...state, held }, effects };
  const words = foundWords(result, game.board);
  const progress: FinishProgress = { ...state.progress, words, score, revealed: 0 };
  const next: FinishState = { ...state, held, boardSave: outcome };
  if (words.length === 0) {
    const saving = { ...next, progress: { ...progress, phase: 'saving' as const } };
    return outcome === null
      ? { state: saving, effects }
      : mergeEffects(effects, afterSaving(saving, outcome));
  }
  const at = event.now + HIGHLIGHT_MS;
  return {
    state: {
      ...next,
      progress: { ...progress, phase: 'highlighting', revealed: 1 },
      nextRevealAt: at,
    },
    effects: [...effects, { type: 'play-word-sound' }, { type: 'wake', at }],
  };
}

function mergeEffects(before: readonly FinishEffect[], step: FinishStep): FinishStep {
  return { state: step.state, effects: [...before, ...step.effects] };
}

function scoreFailed(
  state: FinishState,
  event: Extract<FinishEvent, { type: 'score-failed' }>,
): FinishStep {
  const { game, failure } = event;
  const unreachable = isUnreachable(failure);
  const refused = !unreachable && isRefusal(failure);
  if (event.purpose === 'earlier') {
    if (!isRoundGame(state, game)) return { state, effects: [] };
    if (!refused) return endRound(finishRoundGame(state, null), []);
    const result = { kind: 'refused', seed: game.seed, message: failure.message } as const;
    return advanceRound(finishRoundGame(state, result), [{ type: 'forget-unscored', game }]);
  }
  // A game the server refuses is refused for good; one it fails on is tried later.
  const effects: FinishEffect[] = unreachable
    ? [{ type: 'keep-unscored', game }]
    : refused
      ? [{ type: 'forget-unscored', game }]
      : [];
  const held = release(state.held, game);
  if (event.run !== state.run) return { state: { ...state, held }, effects };
  const progress: FinishProgress = unreachable
    ? { ...NOT_FINISHED, phase: 'waiting', waitReason: waitReasonOf(failure) }
    : { ...state.progress, phase: 'score-error', error: failure.message };
  return { state: { ...state, held, progress }, effects };
}

function saveAnswered(
  state: FinishState,
  event: Extract<FinishEvent, { type: 'save-succeeded' | 'save-failed' }>,
): FinishStep {
  const { game } = event;
  const save = saveResultOf(event);
  const effects: FinishEffect[] = isSettled(save) ? [{ type: 'forget-unscored', game }] : [];
  if (event.purpose === 'earlier') {
    if (!isRoundGame(state, game)) return { state, effects };
    if (!isSettled(save)) return endRound(finishRoundGame(state, null), effects);
    const result = { kind: 'scored', seed: game.seed, score: event.score, save } as const;
    return advanceRound(finishRoundGame(state, result), effects);
  }
  // A save still under way keeps the game held, even when the page has moved on.
  const held = release(state.held, game);
  if (event.run !== state.run) return { state: { ...state, held }, effects };
  const next: FinishState = { ...state, held, boardSave: save };
  if (state.progress.phase !== 'saving') return { state: next, effects };
  return mergeEffects(effects, afterSaving(next, save));
}

function tick(state: FinishState, now: number): FinishStep {
  const { progress, nextRevealAt } = state;
  if (progress.phase !== 'highlighting' || nextRevealAt === null) return { state, effects: [] };
  if (now < nextRevealAt) return { state, effects: [{ type: 'wake', at: nextRevealAt }] };
  if (progress.revealed < progress.words.length) {
    const at = now + HIGHLIGHT_MS;
    return {
      state: {
        ...state,
        progress: { ...progress, revealed: progress.revealed + 1 },
        nextRevealAt: at,
      },
      effects: [{ type: 'play-word-sound' }, { type: 'wake', at }],
    };
  }
  const saving: FinishState = {
    ...state,
    progress: { ...progress, phase: 'saving' },
    nextRevealAt: null,
  };
  return state.boardSave === null
    ? { state: saving, effects: [] }
    : afterSaving(saving, state.boardSave);
}

function highScoresAnswered(
  state: FinishState,
  event: Extract<FinishEvent, { type: 'high-scores-loaded' | 'high-scores-failed' }>,
): FinishStep {
  const save = state.boardSave;
  if (event.run !== state.run || save === null || save.kind === 'unreachable') {
    return { state, effects: [] };
  }
  let topScore = false;
  if (event.type === 'high-scores-loaded' && save.kind !== 'error') {
    const ownId = save.kind === 'saved' ? save.row.ID : null;
    const others = event.scores.filter((row) => row.ID !== ownId).map((row) => row.score);
    topScore = isTopScore(state.progress.score ?? 0, others);
  }
  return {
    state: { ...state, progress: { ...state.progress, phase: 'done', save, topScore } },
    effects: topScore ? [{ type: 'play-fanfare' }] : [],
  };
}

/**
 * What follows a game once its time is up, as a pure step: the state after `event`, and the
 * effects to perform (requests, storage writes, sounds, timers) whose answers come back as events.
 * The board is scored by the server, each word is lit for a second with its chime, the score is
 * saved as its writer (or kept for login), the high scores are reloaded, and TOP SCORE with its
 * fanfare when the score leads the seed. When the server cannot be reached the game is kept and
 * waits for the connection; kept games are scored in rounds, one at a time.
 */
export function finishSequenceReducer(state: FinishState, event: FinishEvent): FinishStep {
  switch (event.type) {
    case 'session-changed': {
      // What became of the previous user's earlier games is theirs: a new login starts afresh.
      const results = identity(event.session) === identity(state.session) ? state.results : [];
      return { state: { ...state, session: event.session, results }, effects: [] };
    }
    case 'kept-games-read':
      return { state: { ...state, kept: event.kept }, effects: [] };
    case 'game-over':
      return startBoardRun(state, { ...event.game, writer: writerOf(state.session) });
    case 'kept-games-due':
      return keptGamesDue(state, event);
    case 'score-received':
      return scoreReceived(state, event);
    case 'score-failed':
      return scoreFailed(state, event);
    case 'save-succeeded':
    case 'save-failed':
      return saveAnswered(state, event);
    case 'tick':
      return tick(state, event.now);
    case 'high-scores-loaded':
    case 'high-scores-failed':
      return highScoresAnswered(state, event);
    case 'reset':
      // A game waiting on the board stays kept: from now on it is one of the earlier games.
      return {
        state: {
          ...state,
          run: state.run + 1,
          shown: null,
          progress: NOT_FINISHED,
          nextRevealAt: null,
          boardSave: null,
        },
        effects: [],
      };
  }
}

/** What the page shows of a finished game at this moment. */
export interface Finish {
  readonly phase: FinishPhase;
  /** Every word the server found, in the order they are lit. */
  readonly words: readonly FoundWord[];
  /** The words shown so far: one more each second while highlighting, then all of them. */
  readonly shownWords: readonly FoundWord[];
  /** The word lit on the board, while highlighting. */
  readonly lit: FoundWord | null;
  /** The score of the words shown so far; null before scoring. */
  readonly score: number | null;
  readonly save: SaveOutcome | null;
  readonly topScore: boolean;
  readonly error: string | null;
  /** Why the game waits, in phase 'waiting'. */
  readonly waitReason: WaitReason | null;
  /** The ID of the score row just saved, to mark it in the high scores. */
  readonly ownId: number | null;
  /** Scoring, highlighting or saving: a new game waits until this is done. */
  readonly busy: boolean;
}

/** What the page shows of the finished game; `gameOver` shows 'scoring' before the first step. */
export function describeFinish(state: FinishState, gameOver: boolean): Finish {
  const { progress } = state;
  const phase = gameOver && progress.phase === 'none' ? 'scoring' : progress.phase;
  const highlighting = phase === 'highlighting';
  const shownWords = highlighting ? progress.words.slice(0, progress.revealed) : progress.words;
  return {
    phase,
    words: progress.words,
    shownWords,
    lit: highlighting && progress.revealed > 0 ? (shownWords.at(-1) ?? null) : null,
    score: highlighting ? scoreOfWords(shownWords.map((found) => found.word)) : progress.score,
    save: progress.save,
    topScore: progress.topScore,
    error: progress.error,
    waitReason: progress.waitReason,
    ownId: progress.save?.kind === 'saved' ? progress.save.row.ID : null,
    busy: phase === 'scoring' || highlighting || phase === 'saving',
  };
}

/**
 * The earlier games: those the signed-in user may score that still wait (not the one on the
 * board), whether a round is scoring them, and what became of those scored.
 */
export function describeEarlier(state: FinishState): EarlierGames {
  const { shown } = state;
  const waiting = gamesToScore(state.kept, state.session).filter(
    (kept) => shown === null || !isSameGame(kept, shown),
  ).length;
  return { waiting, scoring: state.round !== null, results: state.results };
}
