import type { AppManifest } from '../../shared/app-manifest';

/** WordWeaver: routes, titles and hub placement. */
export const manifest = {
  id: 'word-weaver',
  routes: [
    {
      path: '/games/wordweaver',
      title: 'WordWeaver',
      description: 'Catch falling letters and weave words across a 7×7 board.',
      hub: 'games',
      icon: 'letters',
      access: 'public',
    },
  ],
} as const satisfies AppManifest;
