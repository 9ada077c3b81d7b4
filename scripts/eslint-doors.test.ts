import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { doorsPlugin, doorViolation } from './eslint-doors.js';

describe('the doors between the parts', () => {
  it.each([
    ['src/apps/ludde/web/ludde-page.tsx', '#kit/api-client'],
    ['src/apps/ludde/web/ludde-page.tsx', '#shared/calendar-day'],
    ['src/apps/ludde/web/ludde-page.tsx', '../core/feeding-stats'],
    ['src/apps/ludde/server/ludde.routes.ts', '#server-kit/http-error'],
    ['src/apps/ludde/server/ludde.routes.test.ts', '#tests/test-app'],
    ['src/apps/ludde/ludde.e2e.ts', '#tests/e2e'],
    ['src/apps/ludde/core/feeding-stats.ts', '#shared/calendar-day'],
    ['src/web/layout/sidebar.tsx', '#web/page-titles'],
    ['src/web/layout/sidebar.tsx', '#apps/ludde/manifest'],
    ['src/server/db/migrate.ts', '#server/app'],
    ['scripts/new-app.ts', '#server/apps'],
    ['bench/run.ts', '#tests/e2e'],
    ['src/web/router.tsx', 'react-router'],
    ['src/apps/word-weaver/data/senses/index.ts', '#apps/word-weaver/core/definitions'],
    ['src/server/backup/create-backup.ts', '#package.json'],
    ['src/server/plugins/static.test.ts', '#scripts/precompress'],
  ])('lets %s import %s', (file, source) => {
    expect(doorViolation(file, source)).toBeNull();
  });

  it.each([
    ['src/apps/ludde/web/ludde-page.tsx', '../../../web/session', /climbs at most one folder/],
    ['src/web/layout/sidebar.tsx', '../../shared/calendar-day', /climbs at most one folder/],
    ['src/apps/ludde/web/ludde-page.tsx', '#web/session', /only through the kit/],
    ['src/apps/ludde/server/ludde.routes.ts', '#server/app', /only through the kit/],
    ['src/apps/ludde/web/ludde-page.tsx', '#apps/message-board/manifest', /never another app/],
    ['src/apps/ludde/core/feeding-stats.ts', '#apps/message-board/core/x', /Pure code/],
    [
      'src/apps/ludde/web/ludde-page.tsx',
      '#server-kit/http-error',
      /Web code never imports server/,
    ],
    ['src/apps/ludde/server/ludde.routes.ts', '#kit/session', /Server code never imports web/],
    ['src/web/session-refresh.ts', '#server/env', /Web code never imports server/],
    ['src/server/app.ts', '#web/router', /Server code never imports web/],
    ['src/apps/ludde/core/feeding-stats.ts', '#kit/date-format', /Pure code/],
    ['src/shared/calendar-day.ts', '#server-kit/faults', /Pure code/],
    ['src/apps/ludde/server/ludde.routes.ts', '#tests/test-app', /for tests only/],
    ['src/web/main.tsx', '#tests/web/render-app', /for tests only/],
    ['src/server/plugins/static.ts', '#scripts/precompress', /not part of the product/],
  ])('refuses %s importing %s', (file, source, reason) => {
    expect(doorViolation(file, source)).toMatch(reason);
  });

  it('reports through ESLint, on imports, re-exports and dynamic imports', () => {
    const linter = new Linter({ cwd: '/repo' });
    const code = [
      "import { apiFetch } from '#web/api-client';",
      "export { today } from '../../../shared/calendar-day';",
      "const page = () => import('#server/app');",
      "import { useNow } from '#kit/use-now';",
    ].join('\n');
    const messages = linter.verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { nook: doorsPlugin },
          rules: { 'nook/doors': 'error' },
        },
      ],
      { filename: '/repo/src/apps/ludde/web/ludde-page.ts' },
    );
    expect(messages.map((message) => message.line)).toEqual([1, 2, 3]);
  });
});
