// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentTitle, NOT_FOUND_SAMPLE_PATH, PAGE_PATHS } from './page-titles';
import { APP_ROUTES } from './apps';
import { pageSources, prerenderPage } from './prerender';
import { ROUTE_PATHS } from './router';

describe('prerendering', () => {
  it('knows every page of the route table, and only those', () => {
    expect([...PAGE_PATHS].sort()).toEqual([...ROUTE_PATHS].sort());
  });

  it.each([...PAGE_PATHS, NOT_FOUND_SAMPLE_PATH])(
    'renders %s with its title, no inline script and no style attribute',
    async (path) => {
      const page = await prerenderPage(path);
      expect(page.title).toBe(documentTitle(path));
      expect(page.html).toContain('<aside id="sidebar"');
      expect(page.html).toContain('<main id="main"');
      // The CSP admits neither: React must not leave a boundary to complete by script.
      expect(page.html).not.toMatch(/<script|<template| style="/);
    },
  );

  it('names the existing page modules of About and every public app route to preload', () => {
    const files = Object.keys(
      import.meta.glob(['/src/**/*-page.tsx', '/src/web/query-provider.tsx']),
    );
    expect(pageSources('/about')).toEqual(['src/web/pages/about-page.tsx']);
    for (const route of APP_ROUTES) {
      const sources = pageSources(route.path);
      if (route.access !== 'public') {
        expect(sources, route.path).toEqual([]);
        continue;
      }
      expect(sources.length, route.path).toBe(2);
      for (const source of sources) expect(files, source).toContain(`/${source}`);
    }
    expect(pageSources('/games/wordweaver')[0]).toBe(
      'src/apps/word-weaver/web/word-weaver-page.tsx',
    );
    expect(pageSources('/')).toEqual([]);
  });

  it('renders the static pages whole', async () => {
    expect((await prerenderPage('/')).html).toContain('<h1 class="home__title">Nook</h1>');
    const about = await prerenderPage('/about');
    expect(about.html).toContain('<h1>About Nook</h1>');
    expect(about.html).toContain('<rect width="1" height="1" fill="#FFFCF7"></rect>');
    const quizzes = await prerenderPage('/quizzes');
    expect(quizzes.html).toContain('Timeline Quiz: Innovations');
    expect((await prerenderPage(NOT_FOUND_SAMPLE_PATH)).html).toContain('<h1>Page not found</h1>');
  });

  it("renders a visitor's sidebar: every link present, the members' ones hidden", async () => {
    const { html } = await prerenderPage('/applications');
    expect(html).toMatch(/<li data-access="public"><a [^>]*href="\/applications"/);
    for (const access of ['member', 'family', 'admin']) {
      expect(html).toMatch(new RegExp(`<li data-access="${access}" hidden="">`));
    }
    expect(html).toMatch(/<form class="account__form" aria-label="Login">/);
    expect(html).toMatch(/<div class="account__signed-in" hidden="" inert="">/);
  });

  it('renders pages that depend on the browser as their title and lead above a loading line', async () => {
    const pages = [
      { path: '/family', title: 'Family', lead: null },
      { path: '/admin/users', title: 'Users', lead: null },
      { path: '/quizzes/timeline-tech', title: 'Timeline Quiz: Innovations', lead: null },
      { path: '/games/wordweaver', title: 'WordWeaver', lead: 'Catch the falling letters' },
      { path: '/games/flappyduo', title: 'Flappy Duo', lead: 'Player 1 flaps with <kbd>W</kbd>' },
    ];
    for (const { path, title, lead } of pages) {
      const { html } = await prerenderPage(path);
      expect(html, path).toContain(`<header class="page-header"><h1>${title}</h1>`);
      expect(html, path).toContain('<p class="page-loading" role="status">Loading…</p>');
      expect(html, path).not.toContain('You do not have access');
      if (lead) expect(html, path).toMatch(new RegExp(`<p class="page-header__lead">[^]*${lead}`));
      else expect(html, path).not.toContain('page-header__lead');
    }
  });
});
