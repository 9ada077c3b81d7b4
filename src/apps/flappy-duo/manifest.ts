import type { AppManifest } from '../../shared/app-manifest';

/** Flappy Duo: routes, titles and hub placement. */
export const manifest = {
  id: 'flappy-duo',
  routes: [
    {
      path: '/games/flappyduo',
      title: 'Flappy Duo',
      description: 'Two birds, one screen: flap longer than your friend.',
      hub: 'games',
      icon: 'bird',
      access: 'public',
    },
  ],
} as const satisfies AppManifest;
