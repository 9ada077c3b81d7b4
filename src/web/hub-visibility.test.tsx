import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canAccess } from '../shared/app-manifest';
import { findPage } from './page-titles';
import { SHELL_PAGES } from './shell-pages';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

/** Anonymous, member, family and admin: a visitor and each role of decision "Which roles exist?". */
const VISITORS = [
  ['a visitor', undefined],
  ['a User', SESSIONS.user],
  ['a Family member', SESSIONS.family],
  ['an Admin', SESSIONS.admin],
] as const;

/** Home and every hub of the shell: Applications, Quiz Center, Game Center, Family, Admin. */
const HUB_PATHS = SHELL_PAGES.filter(
  (page) => page.page === 'home' || page.page.endsWith('-hub'),
).map((page) => page.path);

/** The targets of the links someone sees: the sidebar's and the page's own. */
function visibleLinkTargets(): string[] {
  const links = [
    ...within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link'),
    ...within(screen.getByRole('main')).queryAllByRole('link'),
  ];
  return links.map((link) => link.getAttribute('href') ?? '');
}

describe.each(VISITORS)('what %s sees', (_who, session) => {
  const role = session?.role ?? null;

  it.each(HUB_PATHS)('%s shows only links to pages the role may open', (path) => {
    mockFetch();
    renderApp(path, session ? { session } : {});
    const targets = visibleLinkTargets().filter((target) => target.startsWith('/'));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      const page = findPage(target);
      expect(page, `${path} links to ${target}`).toBeDefined();
      expect(canAccess(page?.access ?? 'admin', role), `${path} links to ${target}`).toBe(true);
    }
  });
});
