import type { AppManifest } from '../../shared/app-manifest';

/** Message Board: routes, titles and hub placement. */
export const manifest = {
  id: 'message-board',
  routes: [
    {
      path: '/message-board',
      title: 'Message Board',
      description: 'Leave a note for everyone who stops by.',
      hub: null,
      access: 'member',
    },
  ],
} as const satisfies AppManifest;
