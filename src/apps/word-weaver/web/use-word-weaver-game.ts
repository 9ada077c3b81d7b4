import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import {
  createGame,
  DROP_INTERVAL_MS,
  gameReducer,
  type GameAction,
  type GameState,
} from '../core/game';

type PageAction = GameAction | { readonly type: 'new-game'; readonly seed: number };

function pageReducer(state: GameState, action: PageAction): GameState {
  return action.type === 'new-game' ? createGame(action.seed) : gameReducer(state, action);
}

/** Keys the game answers to; Space only when it would not press a focused control. */
function actionForKey(event: KeyboardEvent): GameAction | null {
  const target = event.target as HTMLElement | null;
  const tag = target?.tagName ?? '';
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) {
    return null;
  }
  switch (event.key) {
    case 'ArrowLeft':
      return { type: 'move', direction: 'left' };
    case 'ArrowRight':
      return { type: 'move', direction: 'right' };
    case 'ArrowDown':
      return { type: 'down' };
    case ' ':
    case 'Spacebar':
      return tag === 'BUTTON' || tag === 'A' ? null : { type: 'drop' };
    default:
      return null;
  }
}

/**
 * A WordWeaver game in the page: the core reducer, the 2000 ms fall (restarted for each new letter, so
 * every letter gets a full interval in the top row), and the keyboard while a game is on.
 */
export function useWordWeaverGame(initialSeed: number) {
  const [state, dispatch] = useReducer(pageReducer, initialSeed, createGame);
  const playing = state.status === 'playing';
  const placed = state.columns.length;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => dispatch({ type: 'down' }), DROP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, placed]);

  // Listening from mount (the reducer ignores keys outside a game) means no key is lost between
  // pressing Start and the next render; only keys that drive a game are kept from the page.
  const playingRef = useRef(playing);
  useLayoutEffect(() => {
    playingRef.current = playing;
  }, [playing]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const action = actionForKey(event);
      if (!action || !playingRef.current) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const newGame = useCallback((seed: number) => dispatch({ type: 'new-game', seed }), []);

  return { state, dispatch, newGame };
}
