import type { AppManifest } from '#shared/app-manifest';

/** Message Board: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'message-board',
  routes: [
    {
      path: '/message-board',
      title: 'Message Board',
      description: 'Leave a note for everyone who stops by.',
      hub: null,
      access: 'member',
      page: 'web/message-board-page.tsx',
    },
  ],
} as const satisfies AppManifest;
