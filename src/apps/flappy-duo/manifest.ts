import type { AppManifest } from '#shared/app-manifest';

/** Flappy Duo: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'flappy-duo',
  routes: [
    {
      path: '/games/flappyduo',
      title: 'Flappy Duo',
      description: 'Two birds, one screen: flap longer than your friend.',
      hub: { name: 'games', position: 2 },
      icon: 'bird',
      access: 'public',
      lead: [
        'Two birds, one screen. Player 1 flaps with ',
        { key: 'W' },
        ', player 2 with ',
        { key: '↑' },
        '; on a touch screen, tap your half. Whoever lasts longer wins.',
      ],
      page: 'web/flappy-duo-page.tsx',
    },
  ],
} as const satisfies AppManifest;
