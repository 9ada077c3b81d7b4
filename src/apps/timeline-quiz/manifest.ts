import type { AppManifest } from '#shared/app-manifest';

/** Timeline Quiz: Innovations, Timeline Quiz: Historical Figures, Timeline Quiz: Historical Conflicts: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'timeline-quiz',
  routes: [
    {
      path: '/quizzes/timeline-tech',
      title: 'Timeline Quiz: Innovations',
      description: 'Put great inventions in order, or guess the year they arrived.',
      hub: { name: 'quizzes', position: 3 },
      icon: 'lightbulb',
      access: 'public',
      page: 'web/timeline-tech-page.tsx',
    },
    {
      path: '/quizzes/timeline-people',
      title: 'Timeline Quiz: Historical Figures',
      description: 'Place famous people on the timeline by the year they were born.',
      hub: { name: 'quizzes', position: 4 },
      icon: 'person',
      access: 'public',
      page: 'web/timeline-people-page.tsx',
    },
    {
      path: '/quizzes/timeline-conflicts',
      title: 'Timeline Quiz: Historical Conflicts',
      description: 'Order wars and battles from the ancient world to today.',
      hub: { name: 'quizzes', position: 5 },
      icon: 'flag',
      access: 'public',
      page: 'web/timeline-conflicts-page.tsx',
    },
  ],
} as const satisfies AppManifest;
