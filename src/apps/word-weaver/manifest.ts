import type { AppManifest } from '#shared/app-manifest';

/** WordWeaver: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'word-weaver',
  routes: [
    {
      path: '/games/wordweaver',
      title: 'WordWeaver',
      description: 'Catch falling letters and weave words across a 7×7 board.',
      hub: { name: 'games', position: 1 },
      icon: 'letters',
      access: 'public',
      lead: 'Catch the falling letters and weave words along the rows and columns. Every letter of the longest word in each row and column scores a point.',
      page: 'web/word-weaver-page.tsx',
    },
  ],
} as const satisfies AppManifest;
