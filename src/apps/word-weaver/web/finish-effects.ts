import type { QueryClient } from '@tanstack/react-query';
import {
  isUnreachable,
  type FinishEffect,
  type FinishEvent,
  type RequestFailure,
} from '../core/finish-sequence';
import {
  forgetUnscoredGame,
  keepGameForLogin,
  keepUnscoredGame,
  type KeptGame,
} from '../core/kept-games';
import { ApiError } from '#kit/api-client';
import { updateKeptGames } from './kept-games-store';
import { errorMessage, requestBoardScore, saveFinishedGame } from './word-weaver.api';
import { highScoresQuery, scoresKey } from './word-weaver.queries';
import { playFanfare, playWordSound } from './word-weaver-sounds';

function failureOf(error: unknown): RequestFailure {
  const status = error instanceof ApiError ? error.status : null;
  return { status, online: navigator.onLine, message: errorMessage(error) };
}

/** A failure worth a console line is one the server or its answer caused, not a lost connection. */
function logFailure(what: string, error: unknown): RequestFailure {
  const failure = failureOf(error);
  if (!isUnreachable(failure)) console.error(`WordWeaver: ${what} failed`, error);
  return failure;
}

/**
 * Performs one effect of the finish sequence in the browser: a request, a change to the kept
 * games' store, a sound or a timer. What comes of it is sent back through `dispatch`.
 */
export function performFinishEffect(
  effect: FinishEffect,
  dispatch: (event: FinishEvent) => void,
  queryClient: QueryClient,
): void {
  const store = (change: (kept: readonly KeptGame[]) => readonly KeptGame[]) =>
    dispatch({ type: 'kept-games-read', kept: updateKeptGames(change) });
  switch (effect.type) {
    case 'keep-unscored':
      return store((kept) => keepUnscoredGame(kept, effect.game));
    case 'forget-unscored':
      return store((kept) => forgetUnscoredGame(kept, effect.game));
    case 'keep-for-login':
      return store((kept) => keepGameForLogin(kept, effect.game));
    case 'request-score': {
      const { purpose, run, game } = effect;
      return void requestBoardScore(game.board).then(
        (result) =>
          dispatch({ type: 'score-received', purpose, run, game, result, now: Date.now() }),
        (error: unknown) => {
          const failure = logFailure('scoring', error);
          dispatch({ type: 'score-failed', purpose, run, game, failure });
        },
      );
    }
    case 'save-score': {
      const { purpose, run, game, score, token } = effect;
      return void saveFinishedGame({ ...game, score }, token).then(
        (row) => dispatch({ type: 'save-succeeded', purpose, run, game, score, row }),
        (error: unknown) => {
          const failure = logFailure('saving the score', error);
          dispatch({ type: 'save-failed', purpose, run, game, score, failure });
        },
      );
    }
    case 'load-high-scores': {
      const { run, seed } = effect;
      return void queryClient.fetchQuery({ ...highScoresQuery(seed), staleTime: 0 }).then(
        (scores) => dispatch({ type: 'high-scores-loaded', run, scores }),
        (error: unknown) => {
          console.error('WordWeaver: reloading high scores failed', error);
          dispatch({ type: 'high-scores-failed', run });
        },
      );
    }
    case 'reload-high-scores':
      for (const seed of effect.seeds)
        void queryClient.invalidateQueries({ queryKey: scoresKey(seed) });
      return;
    case 'wake':
      window.setTimeout(
        () => dispatch({ type: 'tick', now: Date.now() }),
        Math.max(0, effect.at - Date.now()),
      );
      return;
    case 'play-word-sound':
      return void playWordSound();
    case 'play-fanfare':
      return playFanfare();
  }
}
