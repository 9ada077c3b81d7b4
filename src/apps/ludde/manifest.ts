import type { AppManifest } from '#shared/app-manifest';

/** Ludde Meal Tracker: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'ludde',
  routes: [
    {
      path: '/family/ludde-analytics',
      title: 'Ludde Meal Tracker',
      description: "Note down Ludde's meals and see how he ate this week.",
      hub: { name: 'family', position: 1 },
      icon: 'paw',
      access: 'family',
      page: 'web/ludde-meal-tracker-page.tsx',
    },
  ],
} as const satisfies AppManifest;
