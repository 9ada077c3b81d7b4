import type { AppManifest } from '../../shared/app-manifest';

/** Emotional Excellence: routes, titles and hub placement. */
export const manifest = {
  id: 'emotional-excellence',
  routes: [
    {
      path: '/applications/emotional-excellence',
      title: 'Emotional Excellence',
      description: 'Name how you feel each day and watch the patterns grow.',
      hub: 'applications',
      icon: 'smile',
      access: 'public',
    },
  ],
} as const satisfies AppManifest;
