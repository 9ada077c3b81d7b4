import { BIRD_HEIGHT, PIPE_WIDTH } from './flappy-config';
import { birdHitbox, groundTop, PLAYERS, type GameState, type Player } from './flappy-game';

/**
 * A steady computer player that keeps each bird in the middle of the next gap. The tests, the
 * benchmark and the end-to-end tests use it to fly long games without scripting every flap.
 */
export function autopilotFlaps(state: GameState): Player[] {
  if (state.status !== 'playing') return [];
  const { config } = state;
  // How high a flap lifts the bird: it bobs this much, so aim the bottom of the bob low in the gap.
  const lift = (config.jumpForce * config.jumpForce) / (2 * config.gravity);
  return PLAYERS.filter((player) => {
    const bird = state.birds[player];
    if (bird.status !== 'flying') return false;
    const left = birdHitbox(bird).left;
    const next = state.pipes.find((pipe) => pipe.x + PIPE_WIDTH > left);
    const gapCentre = next ? next.gapTop + next.gapHeight / 2 : groundTop(config) / 2;
    const floor = gapCentre + Math.min(lift / 2, next ? next.gapHeight / 4 : lift);
    return bird.vy >= 0 && bird.y + BIRD_HEIGHT / 2 + bird.vy >= floor;
  });
}
