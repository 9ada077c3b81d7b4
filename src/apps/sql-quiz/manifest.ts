import type { AppManifest } from '../../shared/app-manifest';

/** SQL Personality Quiz: routes, titles and hub placement. */
export const manifest = {
  id: 'sql-quiz',
  routes: [
    {
      path: '/quizzes/sql',
      title: 'SQL Personality Quiz',
      description: 'Ten questions to find out which SQL keyword you are.',
      hub: 'quizzes',
      icon: 'database',
      access: 'public',
    },
  ],
} as const satisfies AppManifest;
