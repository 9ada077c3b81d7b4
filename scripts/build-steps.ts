import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppBuild, AppBuildStep } from '../src/shared/app-build';

/** The file in an app's folder that declares its part of the build. */
export const APP_BUILD_FILE = 'build.ts';

/** A step of `npm run build`, named as its timings line reads. */
export type BuildStep = AppBuildStep;

/** Each app under `appsDir` with a `build.ts`, by id: the files scripts/build.ts imports. */
export async function findAppBuildFiles(appsDir: string): Promise<{ id: string; file: string }[]> {
  const apps = await readdir(appsDir, { withFileTypes: true });
  const found: { id: string; file: string }[] = [];
  for (const app of apps.filter((entry) => entry.isDirectory())) {
    const files = await readdir(path.join(appsDir, app.name));
    if (files.includes(APP_BUILD_FILE)) {
      found.push({ id: app.name, file: path.join(appsDir, app.name, APP_BUILD_FILE) });
    }
  }
  return found.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The build in order: every app's `before` step (generated source the bundle imports), the site's
 * own steps, then every app's `after` step. Each app step is named after its app.
 */
export function orderBuildSteps(
  apps: readonly { id: string; build: AppBuild }[],
  siteSteps: readonly BuildStep[],
): BuildStep[] {
  const appSteps = (when: 'before' | 'after') =>
    apps.flatMap(({ id, build }) => {
      const step = build[when];
      return step === undefined ? [] : [{ name: `${id}: ${step.name}`, run: step.run }];
    });
  return [...appSteps('before'), ...siteSteps, ...appSteps('after')];
}

/** Seconds with one decimal, as the timings list them. */
export function formatSeconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** The timings table: one line per step, names padded so the times line up, then the total. */
export function formatTimings(rows: readonly { name: string; milliseconds: number }[]): string {
  const total = rows.reduce((sum, row) => sum + row.milliseconds, 0);
  const lines = [
    ...rows.map((row) => [row.name, row.milliseconds] as const),
    ['total', total] as const,
  ];
  const width = Math.max(...lines.map(([name]) => name.length));
  const timeWidth = Math.max(
    ...lines.map(([, milliseconds]) => formatSeconds(milliseconds).length),
  );
  return lines
    .map(
      ([name, milliseconds]) =>
        `${name.padEnd(width)}  ${formatSeconds(milliseconds).padStart(timeWidth)}`,
    )
    .join('\n');
}
