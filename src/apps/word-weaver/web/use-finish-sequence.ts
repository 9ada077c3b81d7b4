import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameState } from '../core/game';
import {
  describeEarlier,
  describeFinish,
  finishSequenceReducer,
  initialFinishState,
  KEPT_GAMES_RETRY_MS,
  type FinishEvent,
  type SignedIn,
} from '../core/finish-sequence';
import type { Session } from '#kit/session';
import { performFinishEffect } from './finish-effects';
import { readKeptGames } from './kept-games-store';

function signedInOf(session: Session | null): SignedIn | null {
  if (session === null) return null;
  const { userId, username, token } = session;
  return userId === undefined ? { username, token } : { userId, username, token };
}

/**
 * Runs WordWeaver's finish sequence (core/finish-sequence) on the page: performs its effects and
 * sends their answers back as events. Kept games are tried when the page opens with a connection,
 * when it returns, when someone logs in, and now and then while the browser is online but the
 * server did not answer. `reset` forgets a finished game (a new game or another seed).
 */
export function useFinishSequence(game: GameState, session: Session | null) {
  const queryClient = useQueryClient();
  const [state, setState] = useState(() =>
    initialFinishState(signedInOf(session), readKeptGames()),
  );
  const machine = useRef({ state, queue: [] as FinishEvent[], running: false });

  // Events sent while effects run are queued and handled in order, then rendered once.
  const dispatch = useMemo(() => {
    const send = (event: FinishEvent): void => {
      const current = machine.current;
      current.queue.push(event);
      if (current.running) return;
      current.running = true;
      try {
        for (let next = current.queue.shift(); next; next = current.queue.shift()) {
          const step = finishSequenceReducer(current.state, next);
          current.state = step.state;
          step.effects.forEach((effect) => performFinishEffect(effect, send, queryClient));
        }
      } finally {
        current.running = false;
      }
      setState(current.state);
    };
    return send;
  }, [queryClient]);

  useEffect(
    () => dispatch({ type: 'session-changed', session: signedInOf(session) }),
    [session, dispatch],
  );

  // Who is signed in, by ID or name: kept games are looked at again when it changes.
  const signedIn = session === null ? '' : String(session.userId ?? session.username);
  useEffect(() => {
    const due = (cause: 'opened' | 'online' | 'timer') => {
      dispatch({ type: 'kept-games-read', kept: readKeptGames() });
      dispatch({ type: 'kept-games-due', cause, online: navigator.onLine });
    };
    due('opened');
    const onOnline = () => due('online');
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => due('timer'), KEPT_GAMES_RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [signedIn, dispatch]);

  const gameOver = game.status === 'over';
  useEffect(() => {
    if (!gameOver) return;
    const { seed, board, columns } = game;
    dispatch({ type: 'game-over', game: { seed, board, columns } });
    // Once per finished game: the board and columns are final once the game is over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameOver, dispatch]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);
  const finish = useMemo(() => describeFinish(state, gameOver), [state, gameOver]);
  const earlier = useMemo(() => describeEarlier(state), [state]);
  return { finish, earlier, reset };
}
