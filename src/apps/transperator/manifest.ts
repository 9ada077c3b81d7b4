import type { AppManifest } from '#shared/app-manifest';

/** Transperator: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'transperator',
  routes: [
    {
      path: '/applications/transparencymapper',
      title: 'Transperator',
      description: 'Make a colour transparent in your PNG and JPEG images.',
      hub: { name: 'applications', position: 1 },
      icon: 'image',
      access: 'public',
      lead: 'Make one colour transparent in your PNG and JPEG images. The work happens in your browser; nothing leaves it until you upload.',
      page: 'web/transperator-page.tsx',
    },
  ],
} as const satisfies AppManifest;
