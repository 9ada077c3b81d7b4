import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Board, GameState } from '../core/game';
import { isTopScore, locateWord, scoreOfWords } from '../core/scoring';
import type { ScoreWithUser, WordWeaverResult } from '../shared/word-weaver.schemas';
import { writePendingGame } from './pending-game';
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

export interface FoundWord extends HighlightedLine {
  readonly word: string;
  readonly definition: string;
}

export type FinishPhase = 'none' | 'scoring' | 'score-error' | 'highlighting' | 'saving' | 'done';

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly row: ScoreWithUser }
  | { readonly kind: 'login-needed' }
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
};

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
    ownId: progress.save?.kind === 'saved' ? progress.save.row.ID : null,
    busy: phase === 'scoring' || highlighting || phase === 'saving',
  };
}

/**
 * What follows a game once its time is up: the board is scored by the server, each word is lit for a
 * second with its chime, the score is saved (or kept in the browser for a player not logged in), the
 * high scores are reloaded, and TOP SCORE with its fanfare when the score leads the seed.
 * `reset` forgets a finished game (a new game or another seed); a sequence still running stops.
 */
export function useFinishSequence(game: GameState, loggedIn: boolean) {
  const [progress, setProgress] = useState<FinishProgress>(NOT_FINISHED);
  const run = useRef(0);
  const queryClient = useQueryClient();

  const loggedInRef = useRef(loggedIn);
  useEffect(() => {
    loggedInRef.current = loggedIn;
  }, [loggedIn]);

  const finishGame = useCallback(
    async (finished: Omit<FinishedGame, 'score'>) => {
      run.current += 1;
      const thisRun = run.current;
      const current = () => run.current === thisRun;
      const update = (change: Partial<FinishProgress>) => {
        if (current()) setProgress((previous) => ({ ...previous, ...change }));
      };

      let result: WordWeaverResult;
      try {
        result = await requestBoardScore(finished.board);
      } catch (error) {
        console.error('WordWeaver: scoring failed', error);
        update({ phase: 'score-error', error: errorMessage(error) });
        return;
      }
      const words = foundWords(result, finished.board);
      const score = scoreOfWords([
        ...result.longest_words_in_rows,
        ...result.longest_words_in_cols,
      ]);
      update({ phase: 'highlighting', words, score, revealed: 0 });
      for (let index = 0; index < words.length; index += 1) {
        if (!current()) return;
        update({ revealed: index + 1 });
        void playWordSound();
        await sleep(HIGHLIGHT_MS);
      }
      if (!current()) return;

      update({ phase: 'saving' });
      const completed: FinishedGame = { ...finished, score };
      let save: SaveOutcome;
      if (loggedInRef.current) {
        try {
          save = { kind: 'saved', row: await saveFinishedGame(completed) };
        } catch (error) {
          console.error('WordWeaver: saving the score failed', error);
          save = { kind: 'error', message: errorMessage(error) };
        }
      } else {
        writePendingGame(completed);
        save = { kind: 'login-needed' };
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
    },
    [queryClient],
  );

  const gameOver = game.status === 'over';
  useEffect(() => {
    if (!gameOver) return undefined;
    void finishGame({ seed: game.seed, board: game.board, columns: game.columns });
    return () => {
      run.current += 1;
    };
    // Runs once per finished game: the board and columns are final once the game is over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameOver, finishGame]);

  const reset = useCallback(() => {
    run.current += 1;
    setProgress(NOT_FINISHED);
  }, []);

  const finish = useMemo(() => describeFinish(progress, gameOver), [progress, gameOver]);
  return { finish, reset };
}
