import { ACCOUNT_LINK_PAGE_PATH } from '#shared/account-links.schemas';
import type { AppManifest } from '#shared/app-manifest';

/**
 * My account: reached from the account panel and the phone's top bar, not from a hub; and the page
 * an invitation or reset link opens.
 */
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
    {
      // Opened from an invitation or reset link (the token follows in the fragment), never from a hub.
      path: ACCOUNT_LINK_PAGE_PATH,
      title: 'Join Nook',
      description: 'Choose your password with the link you were given',
      hub: null,
      access: 'public',
      page: 'web/join-page.tsx',
    },
  ],
} as const satisfies AppManifest;
