import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Board, GameState } from '../core/game';
import { isTopScore, locateWord, scoreOfWords } from '../core/scoring';
import { ApiError } from '../../../web/api-client';
import { isWriter } from '../../../web/outbox-store';
import { getSession, type Session } from '../../../web/session';
import type { ScoreWithUser, WordWeaverResult } from '../shared/word-weaver.schemas';
import { writePendingGame } from './pending-game';
import {
  forgetUnscoredGame,
  holdGame,
  isGameHeld,
  isGameVisibleTo,
  isSameGame,
  keepUnscoredGame,
  readUnscoredGamesFor,
  writerOf,
  type UnscoredGame,
} from './unscored-games';
import type { WaitReason } from './offline-texts';
import type { HighlightedLine } from './word-weaver-board';
import {
  errorMessage,
  fetchHighScores,
  requestBoardScore,
  saveFinishedGame,
  type FinishedGame,
} from './word-weaver.api';
import { playFanfare, playWordSound } from './word-weaver-sounds';

/** How long each word stays highlighted (spec §9: highlight pause 1 s). */
const HIGHLIGHT_MS = 1000;
/** How often kept games are tried again while the browser is online but the server did not answer. */
export const KEPT_GAMES_RETRY_MS = 15_000;

export interface FoundWord extends HighlightedLine {
  readonly word: string;
  readonly definition: string;
}

export type FinishPhase =
  | 'none'
  | 'scoring'
  | 'score-error'
  /** The server could not be reached: the game is kept and waits for the connection. */
  | 'waiting'
  | 'highlighting'
  | 'saving'
  | 'done';

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly row: ScoreWithUser }
  | { readonly kind: 'login-needed' }
  /** Its writer is not signed in (logged out, or the server ended the session): kept for them. */
  | { readonly kind: 'kept-for-writer'; readonly username: string }
  | { readonly kind: 'error'; readonly message: string };

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

/** The server could not be reached: the request may go through later, unchanged. */
function isUnreachable(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 0) || !navigator.onLine;
}

/** The server refused the request as it is: sending it again would be refused again. */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}

function waitReason(): WaitReason {
  return navigator.onLine ? 'unreachable' : 'offline';
}

type ScoredGame = UnscoredGame & FinishedGame;

/**
 * Saves a scored game as its writer, with that writer's session only; while they are not signed
 * in (or the server says their session has ended) it stays kept for their next login here. A game
 * played while nobody was signed in is kept for whoever logs in next, who saves it only by choice
 * (the offer of the game kept for login). 'unreachable' when the save could not be sent.
 */
async function saveAsWriter(completed: ScoredGame): Promise<SaveOutcome | 'unreachable'> {
  const { writer } = completed;
  if (writer === null) {
    writePendingGame(completed);
    return { kind: 'login-needed' };
  }
  const session = getSession();
  if (session === null || !isWriter(writer, session)) {
    return { kind: 'kept-for-writer', username: writer.username };
  }
  try {
    return { kind: 'saved', row: await saveFinishedGame(completed, session.token) };
  } catch (error) {
    if (isUnreachable(error)) return 'unreachable';
    console.error('WordWeaver: saving the score failed', error);
    if (error instanceof ApiError && error.status === 401) {
      return { kind: 'kept-for-writer', username: writer.username };
    }
    return { kind: 'error', message: errorMessage(error) };
  }
}

/**
 * saveAsWriter, then the kept unscored copy is forgotten unless the save is still to be sent (now
 * or at its writer's next login): the game is then on the server, kept for login, or refused for
 * good.
 */
async function settleScoredGame(completed: ScoredGame): Promise<SaveOutcome | 'unreachable'> {
  const save = await saveAsWriter(completed);
  if (save !== 'unreachable' && save.kind !== 'kept-for-writer') forgetUnscoredGame(completed);
  return save;
}

/** The score of the words the server found in every row and column. */
function scoreOfResult(result: WordWeaverResult): number {
  return scoreOfWords([...result.longest_words_in_rows, ...result.longest_words_in_cols]);
}

let scoringEarlierGames: Promise<EarlierGameResult[]> | null = null;

/**
 * Scores and saves the kept games of the signed-in user (and those played while nobody was signed
 * in) that no one on this page is busy with, oldest first, forgetting each once done. Other
 * writers' games wait. Stops at the first the server cannot take yet (offline, or busy), or when
 * the session changes; one round at a time.
 */
function scoreEarlierGames(): Promise<EarlierGameResult[]> {
  // A round already running reports to whoever started it.
  if (scoringEarlierGames) return scoringEarlierGames.then(() => []);
  scoringEarlierGames = (async () => {
    const results: EarlierGameResult[] = [];
    try {
      for (const game of readUnscoredGamesFor(getSession())) {
        // The session may have changed while the previous game was scored.
        if (!isGameVisibleTo(game, getSession())) break;
        if (isGameHeld(game)) continue;
        const release = holdGame(game);
        try {
          let result: WordWeaverResult;
          try {
            result = await requestBoardScore(game.board);
          } catch (error) {
            if (!isRefusal(error)) break;
            console.error('WordWeaver: the server refused to score a kept game', error);
            forgetUnscoredGame(game);
            results.push({ kind: 'refused', seed: game.seed, message: errorMessage(error) });
            continue;
          }
          const score = scoreOfResult(result);
          const save = await settleScoredGame({ ...game, score });
          if (save === 'unreachable' || save.kind === 'kept-for-writer') break;
          results.push({ kind: 'scored', seed: game.seed, score, save });
        } finally {
          release();
        }
      }
    } finally {
      scoringEarlierGames = null;
    }
    return results;
  })();
  return scoringEarlierGames;
}

export const scoresKey = (seed: number) => ['word-weaver', 'scores', seed] as const;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/** The words the server found, rows top to bottom then columns left to right, placed on the board. */
function foundWords(result: WordWeaverResult, board: Board): FoundWord[] {
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

function describeFinish(progress: FinishProgress, gameOver: boolean): Finish {
  // 'scoring' shows from the moment the game is over, before the sequence has run a step.
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
 * What follows a game once its time is up: the board is scored by the server, each word is lit for a
 * second with its chime, the score is saved (or kept in the browser for a player not logged in), the
 * high scores are reloaded, and TOP SCORE with its fanfare when the score leads the seed.
 * When the server cannot be reached the game is kept in the browser and the sequence runs when the
 * connection returns; games kept on an earlier visit are scored and saved in `earlier`.
 * `reset` forgets a finished game (a new game or another seed); a sequence still running stops.
 */
export function useFinishSequence(game: GameState, session: Session | null) {
  const [progress, setProgress] = useState<FinishProgress>(NOT_FINISHED);
  const run = useRef(0);
  const queryClient = useQueryClient();
  // Who is signed in, by ID or name: kept games are looked at again when it changes.
  const signedIn = session === null ? '' : (session.userId ?? session.username);

  /** The game on the board while it waits for the connection; it resumes when that returns. */
  const waitingGame = useRef<UnscoredGame | null>(null);
  /** The finished game on the board, whatever its phase; not counted among the earlier games. */
  const shownGame = useRef<UnscoredGame | null>(null);

  const [earlier, setEarlier] = useState<EarlierGames>({ waiting: 0, scoring: false, results: [] });
  const countEarlierGames = useCallback(() => {
    const shown = shownGame.current;
    const waiting = readUnscoredGamesFor(getSession()).filter(
      (kept) => shown === null || !isSameGame(kept, shown),
    ).length;
    setEarlier((previous) => (previous.waiting === waiting ? previous : { ...previous, waiting }));
  }, []);

  const finishGame = useCallback(
    async (finished: UnscoredGame) => {
      run.current += 1;
      const thisRun = run.current;
      const current = () => run.current === thisRun;
      const update = (change: Partial<FinishProgress>) => {
        if (current()) setProgress((previous) => ({ ...previous, ...change }));
      };
      shownGame.current = finished;
      waitingGame.current = null;
      // Held from here, so kept games scored meanwhile pass over this one.
      const release = holdGame(finished);
      // Kept at once: if the tab closes before the score is saved, the next visit scores it.
      keepUnscoredGame(finished);
      const waitForConnection = () => {
        keepUnscoredGame(finished);
        if (!current()) {
          countEarlierGames();
          return;
        }
        waitingGame.current = finished;
        update({ ...NOT_FINISHED, phase: 'waiting', waitReason: waitReason() });
      };
      let saving: Promise<SaveOutcome | 'unreachable'> | null = null;
      try {
        update({ phase: 'scoring', error: null, waitReason: null });
        let result: WordWeaverResult;
        try {
          result = await requestBoardScore(finished.board);
        } catch (error) {
          if (isUnreachable(error)) {
            waitForConnection();
            return;
          }
          console.error('WordWeaver: scoring failed', error);
          // A kept game the server refuses is refused for good; one it fails on is tried later.
          if (isRefusal(error)) forgetUnscoredGame(finished);
          update({ phase: 'score-error', error: errorMessage(error) });
          return;
        }
        const words = foundWords(result, finished.board);
        const score = scoreOfResult(result);
        const completed = { ...finished, score };
        // Saved (or kept for login) before the words light up, so closing the tab loses nothing;
        // the page still says so only after the lighting.
        saving = settleScoredGame(completed);
        update({ phase: 'highlighting', words, score, revealed: 0 });
        for (let index = 0; index < words.length; index += 1) {
          if (!current()) return;
          update({ revealed: index + 1 });
          void playWordSound();
          await sleep(HIGHLIGHT_MS);
        }
        if (!current()) return;

        update({ phase: 'saving' });
        const save = await saving;
        if (save === 'unreachable') {
          waitForConnection();
          return;
        }

        let topScore = false;
        try {
          const scores = await queryClient.fetchQuery({
            queryKey: scoresKey(finished.seed),
            queryFn: () => fetchHighScores(finished.seed),
            staleTime: 0,
          });
          if (save.kind !== 'error') {
            const ownId = save.kind === 'saved' ? save.row.ID : null;
            const others = scores.filter((row) => row.ID !== ownId).map((row) => row.score);
            topScore = isTopScore(score, others);
          }
        } catch (error) {
          console.error('WordWeaver: reloading high scores failed', error);
        }
        update({ phase: 'done', save, topScore });
        if (topScore && current()) playFanfare();
      } finally {
        // A save still under way keeps the game held, even when the page has moved on.
        if (saving) void saving.then(release);
        else release();
      }
    },
    [queryClient, countEarlierGames],
  );

  const scoreKeptGames = useCallback(async () => {
    const onBoard = waitingGame.current;
    // The game on the board first: it is held at once, so the round below passes over it. A game
    // whose writer is not signed in stays waiting for them.
    if (onBoard && isGameVisibleTo(onBoard, getSession())) void finishGame(onBoard);
    if (readUnscoredGamesFor(getSession()).every(isGameHeld)) return;
    setEarlier((previous) => ({ ...previous, scoring: true }));
    let results: EarlierGameResult[] = [];
    try {
      results = await scoreEarlierGames();
    } finally {
      setEarlier((previous) => ({
        ...previous,
        scoring: false,
        results: [...previous.results, ...results],
      }));
      countEarlierGames();
    }
    for (const seed of new Set(results.map((result) => result.seed))) {
      void queryClient.invalidateQueries({ queryKey: scoresKey(seed) });
    }
  }, [finishGame, countEarlierGames, queryClient]);

  // What became of the previous user's earlier games is theirs: a new login starts afresh.
  const [resultsOf, setResultsOf] = useState(signedIn);
  if (resultsOf !== signedIn) {
    setResultsOf(signedIn);
    setEarlier((previous) => ({ ...previous, results: [] }));
  }

  // Kept games are scored when the page opens with a connection, when the connection returns, when
  // someone logs in (their own kept games), and now and then while the browser is online but the
  // server did not answer.
  useEffect(() => {
    countEarlierGames();
    const tryNow = () => void scoreKeptGames();
    if (navigator.onLine) tryNow();
    window.addEventListener('online', tryNow);
    const timer = window.setInterval(() => {
      if (
        navigator.onLine &&
        (waitingGame.current || readUnscoredGamesFor(getSession()).length > 0)
      ) {
        tryNow();
      }
    }, KEPT_GAMES_RETRY_MS);
    return () => {
      window.removeEventListener('online', tryNow);
      window.clearInterval(timer);
    };
  }, [scoreKeptGames, countEarlierGames, signedIn]);

  const gameOver = game.status === 'over';
  useEffect(() => {
    if (!gameOver) return undefined;
    void finishGame({
      seed: game.seed,
      board: game.board,
      columns: game.columns,
      writer: writerOf(getSession()),
    });
    return () => {
      run.current += 1;
    };
    // Runs once per finished game: the board and columns are final once the game is over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameOver, finishGame]);

  const reset = useCallback(() => {
    run.current += 1;
    // A game waiting on the board stays kept: from now on it is one of the earlier games.
    shownGame.current = null;
    waitingGame.current = null;
    setProgress(NOT_FINISHED);
    countEarlierGames();
  }, [countEarlierGames]);

  const finish = useMemo(() => describeFinish(progress, gameOver), [progress, gameOver]);
  return { finish, earlier, reset };
}
