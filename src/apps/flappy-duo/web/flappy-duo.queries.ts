import { useCallback, useRef, useState } from 'react';
import { familyScoresKey, useRefreshFamilyScores } from '#kit/use-family-scores';
import type { GameResult, GameState } from '../core/flappy-game';
import { FLAPPY_DUO_GAME } from '../shared/flappy-duo-score.schemas';
import { type FamilyScoreOutcome, sendFamilyScore } from './flappy-duo.api';

/** Every Flappy Duo family leaderboard, whatever its layout, week or length. */
export const FLAPPY_DUO_SCORES_KEY = familyScoresKey(FLAPPY_DUO_GAME);

/** The last finished game's family score: on its way, or what became of it. */
export type FamilyScoreStatus = { readonly kind: 'sending' } | FamilyScoreOutcome;

/**
 * Sends each finished game to the family scores (signed in only) and keeps what became of the last
 * one; a saved game refreshes the leaderboards. `send` stays the same function between renders.
 */
export function useSendFamilyScore() {
  const refresh = useRefreshFamilyScores(FLAPPY_DUO_GAME);
  const [status, setStatus] = useState<FamilyScoreStatus | null>(null);
  // Counts the games sent: only the last one's outcome is shown.
  const sentGames = useRef(0);
  const send = useCallback(
    (state: GameState, result: GameResult) => {
      const sent = (sentGames.current += 1);
      setStatus({ kind: 'sending' });
      void sendFamilyScore(state, result).then((outcome) => {
        if (outcome.kind === 'saved') refresh();
        if (sentGames.current === sent) setStatus(outcome);
      });
    },
    [refresh],
  );
  return { status, send };
}
