import type { AppManifest } from '../../shared/app-manifest';

/** Transperator: routes, titles and hub placement. */
export const manifest = {
  id: 'transperator',
  routes: [
    {
      path: '/applications/transparencymapper',
      title: 'Transperator',
      description: 'Make a colour transparent in your PNG and JPEG images.',
      hub: 'applications',
      icon: 'image',
      access: 'public',
    },
  ],
} as const satisfies AppManifest;
