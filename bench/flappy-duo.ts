import type { Page } from 'playwright-core';
import { autopilotFlaps } from '../src/apps/flappy-duo/core/autopilot';
import {
  createGame,
  startGame,
  stepGame,
  type GameState,
} from '../src/apps/flappy-duo/core/flappy-game';
import { recordOf, replayRun, type RecordedRun } from '../src/apps/flappy-duo/core/replay';
import type { TestSnapshot } from '../src/apps/flappy-duo/web/game-session';
import { launchBrowser, startE2EServer } from '../tests/e2e';

/** Budgets from issue 9. */
export const FLAPPY_DUO_BUDGETS = {
  stepsPerSecond: 100_000,
  frameWorkMs: 8,
  longTaskMs: 50,
} as const;

const SIMULATION_MS = Number(process.env['BENCH_FLAPPY_DUO_MS'] ?? 2000);
const PLAY_MS = Number(process.env['BENCH_FLAPPY_DUO_PLAY_MS'] ?? 20_000);

export interface FlappyDuoMeasurement {
  stepsPerSecond: number;
  playedMs: number;
  frames: number;
  longestFrameMs: number;
  p99FrameMs: number;
  longTasks: number;
  longestTaskMs: number;
}

/** Long autopilot games on both layouts, recorded for replay. */
function sampleRuns(): RecordedRun[] {
  return [101, 202, 303].flatMap((seed) =>
    (['desktop', 'mobile'] as const).map((layout) => {
      let state: GameState = startGame(createGame(seed, layout));
      while (state.status === 'playing' && state.step < 60 * 90) {
        state = stepGame(state, autopilotFlaps(state));
      }
      // Let the birds drop so every run ends.
      while (state.status === 'playing') state = stepGame(state);
      return recordOf(state);
    }),
  );
}

/** Simulation steps per second on this thread: recorded games replayed from their logs. */
function simulationSpeed(): number {
  const runs = sampleRuns();
  let steps = 0;
  for (const run of runs) replayRun(run); // warm-up
  const started = performance.now();
  while (performance.now() - started < SIMULATION_MS) {
    for (const run of runs) steps += replayRun(run).step;
  }
  return steps / ((performance.now() - started) / 1000);
}

/** Times every animation frame callback and records long tasks, before the page's scripts run. */
const FRAME_PROBE = `
  window.__flappyBench = { frames: [], longTasks: [], since: 0 };
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => request((time) => {
    const started = performance.now();
    callback(time);
    window.__flappyBench.frames.push(performance.now() - started);
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime >= window.__flappyBench.since) window.__flappyBench.longTasks.push(entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
`;

interface FrameProbe {
  frames: number[];
  longTasks: number[];
  /** Page time the game started: loading the page is not part of the game. */
  since: number;
}

function snapshot(page: Page): Promise<TestSnapshot> {
  return page.evaluate(() => {
    const hook = (window as { __flappyDuo?: { snapshot: () => TestSnapshot } }).__flappyDuo;
    if (!hook) throw new Error('Flappy Duo is not mounted');
    return hook.snapshot();
  });
}

/** A 20 s game in Chromium, both birds flown by the autopilot through the keyboard. */
async function browserFrames(): Promise<Omit<FlappyDuoMeasurement, 'stepsPerSecond'>> {
  const server = await startE2EServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(FRAME_PROBE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/games/flappyduo?seed=2026`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.evaluate(() => {
      const probe = (window as unknown as { __flappyBench: FrameProbe }).__flappyBench;
      probe.frames = [];
      probe.longTasks = [];
      probe.since = performance.now();
    });
    const started = Date.now();
    while (Date.now() - started < PLAY_MS) {
      const state = await snapshot(page);
      if (state.phase === 'over') {
        await page.getByRole('button', { name: 'Play again' }).click();
        continue;
      }
      for (const player of autopilotFlaps(state.game)) {
        await page.keyboard.press(player === 0 ? 'w' : 'ArrowUp');
      }
      await new Promise((resolve) => setTimeout(resolve, 16));
    }
    const probe = await page.evaluate(
      () => (window as unknown as { __flappyBench: FrameProbe }).__flappyBench,
    );
    const sorted = [...probe.frames].sort((a, b) => a - b);
    return {
      playedMs: Date.now() - started,
      frames: sorted.length,
      longestFrameMs: sorted.at(-1) ?? 0,
      p99FrameMs: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
      longTasks: probe.longTasks.length,
      longestTaskMs: Math.max(0, ...probe.longTasks),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function measureFlappyDuo(): Promise<FlappyDuoMeasurement> {
  return { stepsPerSecond: simulationSpeed(), ...(await browserFrames()) };
}

/** The bench table's rows for Flappy Duo. */
export function flappyDuoRows(measured: FlappyDuoMeasurement) {
  const budget = FLAPPY_DUO_BUDGETS;
  return [
    {
      measure: 'Flappy Duo simulation steps per second (1 core)',
      value: `${Math.round(measured.stepsPerSecond)} steps/s`,
      budget: `> ${budget.stepsPerSecond}`,
      verdict: measured.stepsPerSecond > budget.stepsPerSecond ? 'ok' : 'under budget',
    },
    {
      measure: `Flappy Duo longest frame's work (${Math.round(measured.playedMs / 1000)} s game, ${measured.frames} frames)`,
      value: `${measured.longestFrameMs.toFixed(1)} ms (p99 ${measured.p99FrameMs.toFixed(1)} ms)`,
      budget: `< ${budget.frameWorkMs} ms`,
      verdict: measured.longestFrameMs < budget.frameWorkMs ? 'ok' : 'over budget',
    },
    {
      measure: 'Flappy Duo long tasks during the game',
      value:
        measured.longTasks === 0
          ? 'none'
          : `${measured.longTasks}, longest ${measured.longestTaskMs.toFixed(0)} ms`,
      budget: `none > ${budget.longTaskMs} ms`,
      verdict: measured.longTasks === 0 ? 'ok' : 'over budget',
    },
  ];
}
