import type { AppManifest } from '../../shared/app-manifest';

/** Ludde Meal Tracker: routes, titles and hub placement. */
export const manifest = {
  id: 'ludde',
  routes: [
    {
      path: '/family/ludde-analytics',
      title: 'Ludde Meal Tracker',
      description: "Note down Ludde's meals and see how he ate this week.",
      hub: 'family',
      icon: 'paw',
      access: 'family',
    },
  ],
} as const satisfies AppManifest;
