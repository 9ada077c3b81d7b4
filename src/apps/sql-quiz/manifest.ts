import type { AppManifest } from '#shared/app-manifest';

/** SQL Personality Quiz: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'sql-quiz',
  routes: [
    {
      path: '/quizzes/sql',
      title: 'SQL Personality Quiz',
      description: 'Ten questions to find out which SQL keyword you are.',
      hub: { name: 'quizzes', position: 2 },
      icon: 'database',
      access: 'public',
      lead: 'Ten questions, no wrong answers. Pick whatever sounds most like you, and find out which SQL keyword shares your personality.',
      page: 'web/sql-quiz-page.tsx',
    },
  ],
} as const satisfies AppManifest;
