import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTestCode, noTestCodeInBuild } from './test-code-check';

describe('isTestCode', () => {
  const root = '/project';
  it.each([
    'tests/test-app.ts',
    'src/apps/ludde/server/ludde.permissions.test-rows.ts',
    'src/apps/word-weaver/server/word-weaver.test-fixtures.ts',
    'src/apps/ludde/server/ludde.routes.test.ts',
    'src/web/router.test.tsx',
    'src/apps/ludde/ludde.e2e.ts',
    'tests/web/render-app.tsx',
  ])('counts %s as test code', (file) => {
    expect(isTestCode(path.join(root, file), root)).toBe(true);
  });

  it.each([
    'src/apps/ludde/server/ludde.routes.ts',
    'src/apps/ludde/manifest.ts',
    'src/web/apps.ts',
    'src/apps/flappy-duo/core/flappy-game.ts',
    'src/apps/word-weaver/build.ts',
    'node_modules/vitest/dist/index.js',
  ])('counts %s as product code', (file) => {
    expect(isTestCode(path.join(root, file), root)).toBe(false);
  });
});

describe('the build with a test module in its graph', () => {
  let root = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'nook-test-code-check-'));
    await mkdir(path.join(root, 'src/apps/ludde/server'), { recursive: true });
    await mkdir(path.join(root, 'tests'), { recursive: true });
    await writeFile(
      path.join(root, 'src/apps/ludde/server/ludde.permissions.test-rows.ts'),
      "export const PERMISSION_ROWS = ['GET /api/data_models/ludde_feeding_times'];\n",
    );
    await writeFile(path.join(root, 'tests/harness.ts'), "export const HARNESS = 'harness';\n");
    await writeFile(path.join(root, 'src/clean.ts'), "export const PRODUCT = 'product';\n");
    await writeFile(
      path.join(root, 'src/leaky.ts'),
      [
        "import { PERMISSION_ROWS } from './apps/ludde/server/ludde.permissions.test-rows';",
        "import { HARNESS } from '../tests/harness';",
        'export const SHIPPED = [...PERMISSION_ROWS, HARNESS];',
        '',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const buildEntry = (entry: string) =>
    build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [noTestCodeInBuild()],
      build: {
        write: false,
        ssr: path.join(root, entry),
        rollupOptions: { output: { format: 'es' } },
      },
    });

  it('fails and names every test module that reached it', async () => {
    const failure = await buildEntry('src/leaky.ts').then(
      () => new Error('the build passed'),
      (error: unknown) => error,
    );
    expect(String(failure)).toContain('test code reached the build');
    expect(String(failure)).toContain(
      path.join('src/apps/ludde/server/ludde.permissions.test-rows.ts'),
    );
    expect(String(failure)).toContain(path.join('tests/harness.ts'));
  });

  it('passes without one', async () => {
    await expect(buildEntry('src/clean.ts')).resolves.toBeDefined();
  });
});
