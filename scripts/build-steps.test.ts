import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppBuild } from '../src/shared/app-build';
import { findAppBuildFiles, formatSeconds, formatTimings, orderBuildSteps } from './build-steps';

describe('findAppBuildFiles', () => {
  let appsDir = '';

  beforeAll(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'nook-build-steps-'));
    for (const id of ['zebra', 'alpha', 'plain']) {
      await mkdir(path.join(appsDir, id, 'core'), { recursive: true });
    }
    await writeFile(path.join(appsDir, 'zebra', 'build.ts'), 'export const build = {};\n');
    await writeFile(path.join(appsDir, 'alpha', 'build.ts'), 'export const build = {};\n');
    // Only the app folder's own build.ts counts, not one further down or a file beside the apps.
    await writeFile(path.join(appsDir, 'plain', 'core', 'build.ts'), 'export {};\n');
    await writeFile(path.join(appsDir, 'build.ts'), 'export {};\n');
  });
  afterAll(async () => {
    await rm(appsDir, { recursive: true, force: true });
  });

  it('finds each app folder with a build.ts, by id', async () => {
    expect(await findAppBuildFiles(appsDir)).toEqual([
      { id: 'alpha', file: path.join(appsDir, 'alpha', 'build.ts') },
      { id: 'zebra', file: path.join(appsDir, 'zebra', 'build.ts') },
    ]);
  });

  it("finds the Transperator's kernel and WordWeaver's lexicon in this repository", async () => {
    const ids = (await findAppBuildFiles(path.join(import.meta.dirname, '../src/apps'))).map(
      (app) => app.id,
    );
    expect(ids).toEqual(expect.arrayContaining(['transperator', 'word-weaver']));
  });
});

describe('orderBuildSteps', () => {
  const run = () => undefined;
  const site = [
    { name: 'site', run },
    { name: 'server', run },
  ];

  it("puts every app's before step first and every after step last, named after the app", () => {
    const apps: { id: string; build: AppBuild }[] = [
      { id: 'alpha', build: { before: { name: 'kernel', run }, after: { name: 'index', run } } },
      { id: 'beta', build: { after: { name: 'lexicon', run } } },
      { id: 'gamma', build: { before: { name: 'icons', run } } },
    ];
    expect(orderBuildSteps(apps, site).map((step) => step.name)).toEqual([
      'alpha: kernel',
      'gamma: icons',
      'site',
      'server',
      'alpha: index',
      'beta: lexicon',
    ]);
  });

  it('keeps the step each app declared', () => {
    const lexicon = () => Promise.resolve();
    const [, , last] = orderBuildSteps(
      [{ id: 'beta', build: { after: { name: 'lexicon', run: lexicon } } }],
      site,
    );
    expect(last?.run).toBe(lexicon);
  });

  it('is only the site steps without app steps', () => {
    expect(orderBuildSteps([{ id: 'plain', build: {} }], site)).toEqual(site);
  });
});

describe('formatTimings', () => {
  it('gives seconds with one decimal', () => {
    expect(formatSeconds(45_349)).toBe('45.3 s');
    expect(formatSeconds(50)).toBe('0.1 s');
  });

  it('lists each step with its time, aligned, then the total', () => {
    expect(
      formatTimings([
        { name: 'kernel', milliseconds: 300 },
        { name: 'site and pages', milliseconds: 45_300 },
      ]),
    ).toBe(
      ['kernel           0.3 s', 'site and pages  45.3 s', 'total           45.6 s'].join('\n'),
    );
  });
});
