import type { AppManifest } from '../../shared/app-manifest';

/** My account: reached from the account panel and the phone's top bar, not from a hub. */
export const manifest = {
  id: 'account',
  routes: [
    {
      path: '/account',
      title: 'My account',
      description: 'Your password and the devices you are signed in on',
      hub: null,
      access: 'member',
      page: 'web/account-page.tsx',
    },
  ],
} as const satisfies AppManifest;
