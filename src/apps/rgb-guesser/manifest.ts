import type { AppManifest } from '#shared/app-manifest';

/** RGB Guesser: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'rgb-guesser',
  routes: [
    {
      path: '/quizzes/rbguesser',
      title: 'RGB Guesser',
      description: 'Find the colour of the day from its red, green and blue in ten guesses.',
      hub: { name: 'quizzes', position: 1 },
      icon: 'palette',
      access: 'public',
      lead: "Find today's colour by its red, green and blue, each from 0 to 255. You have ten guesses, and every guess tells you which way to go on each channel.",
      page: 'web/rgb-guesser-page.tsx',
    },
  ],
} as const satisfies AppManifest;
