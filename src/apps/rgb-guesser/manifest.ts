import type { AppManifest } from '../../shared/app-manifest';

/** RGB Guesser: routes, titles and hub placement. */
export const manifest = {
  id: 'rgb-guesser',
  routes: [
    {
      path: '/quizzes/rbguesser',
      title: 'RGB Guesser',
      description: 'Find the colour of the day from its red, green and blue in ten guesses.',
      hub: 'quizzes',
      icon: 'palette',
      access: 'public',
    },
  ],
} as const satisfies AppManifest;
