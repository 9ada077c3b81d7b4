import type { AppManifest } from '../../shared/app-manifest';

/** Timeline Quiz: Innovations, Timeline Quiz: Historical Figures, Timeline Quiz: Historical Conflicts: routes, titles and hub placement. */
export const manifest = {
  id: 'timeline-quiz',
  routes: [
    {
      path: '/quizzes/timeline-tech',
      title: 'Timeline Quiz: Innovations',
      description: 'Put great inventions in order, or guess the year they arrived.',
      hub: 'quizzes',
      icon: 'lightbulb',
      access: 'public',
    },
    {
      path: '/quizzes/timeline-people',
      title: 'Timeline Quiz: Historical Figures',
      description: 'Place famous people on the timeline by the year they were born.',
      hub: 'quizzes',
      icon: 'person',
      access: 'public',
    },
    {
      path: '/quizzes/timeline-conflicts',
      title: 'Timeline Quiz: Historical Conflicts',
      description: 'Order wars and battles from the ancient world to today.',
      hub: 'quizzes',
      icon: 'flag',
      access: 'public',
    },
  ],
} as const satisfies AppManifest;
