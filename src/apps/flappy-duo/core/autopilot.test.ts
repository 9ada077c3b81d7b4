import { describe, expect, it } from 'vitest';
import { autopilotFlaps } from './autopilot';
import { createGame, levelAt, startGame, stepGame } from './flappy-game';

describe('autopilot', () => {
  it.each(['desktop', 'mobile'] as const)(
    'keeps both %s birds flying through several difficulty steps',
    (layout) => {
      let state = startGame(createGame(77, layout));
      while (state.status === 'playing' && state.step < 40 * 60) {
        state = stepGame(state, autopilotFlaps(state));
      }
      expect(state.status).toBe('playing');
      expect(levelAt(state.step)).toBe(4);
      expect(state.log.filter((flap) => flap.player === 0).length).toBeGreaterThan(10);
      expect(state.log.filter((flap) => flap.player === 1).length).toBeGreaterThan(10);
    },
  );

  it('does not flap for a bird that is knocked out or a game that is not playing', () => {
    const idle = createGame(1, 'desktop');
    expect(autopilotFlaps(idle)).toEqual([]);
    const started = startGame(idle);
    const low = {
      ...started,
      birds: [
        { ...started.birds[0], y: 500, vy: 2, status: 'falling' },
        { ...started.birds[1], y: 500, vy: 2 },
      ],
    } as const;
    expect(autopilotFlaps(low)).toEqual([1]);
  });
});
