import type { AppManifest } from '#shared/app-manifest';

/** Emotional Excellence: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'emotional-excellence',
  routes: [
    {
      path: '/applications/emotional-excellence',
      title: 'Emotional Excellence',
      description: 'Name how you feel each day and watch the patterns grow.',
      hub: { name: 'applications', position: 4 },
      icon: 'smile',
      access: 'public',
      lead: 'Name how you feel, one layer at a time, and watch your days take colour. Everything stays in this browser: nothing is sent anywhere.',
      page: 'web/emotional-excellence-page.tsx',
    },
  ],
} as const satisfies AppManifest;
