import { autopilotFlaps } from './autopilot';
import type { Layout } from './flappy-config';
import { createGame, startGame, stepGame, type GameState, type Player } from './flappy-game';

/**
 * A finished game flown by the autopilot: player 1 flies on, player 2 stops flapping at
 * `player2StopsAt` and falls, so the game is over a few seconds later.
 */
export function flyFinishedGame(seed: number, layout: Layout, player2StopsAt = 300): GameState {
  let state = startGame(createGame(seed, layout));
  while (state.status === 'playing') {
    const flaps = autopilotFlaps(state).filter(
      (player) => player === 0 || state.step < player2StopsAt,
    );
    state = stepGame(state, flaps);
  }
  return state;
}

/**
 * A finished game in which player 2 flaps every few steps, climbs to the ceiling and is knocked
 * out by the first pipe: it falls while player 1 flies on, until it reaches the ground.
 */
export function flyKnockOutGame(seed: number): GameState {
  let state = startGame(createGame(seed, 'desktop'));
  while (state.status === 'playing') {
    const flaps: Player[] = autopilotFlaps(state).filter((player) => player === 0);
    if (state.step % 8 === 0 && state.birds[1].status === 'flying') flaps.push(1);
    state = stepGame(state, flaps);
  }
  return state;
}
