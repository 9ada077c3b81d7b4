import { describe, expect, it } from 'vitest';
import { HUB_ICONS } from '../shared/app-manifest';
import { APP_MANIFESTS, APP_ROUTES, routesInHub } from './apps';
import { applicationsHubCards, SHELL_CARDS_IN_APPLICATIONS } from './hubs';

describe('app registry', () => {
  it('finds every app folder with a manifest', () => {
    const folders = Object.keys(import.meta.glob('../apps/*/manifest.ts')).map(
      (file) => file.split('/')[2],
    );
    expect(APP_MANIFESTS.map((app) => app.id)).toEqual(folders);
    expect(folders).toEqual(expect.arrayContaining(['rgb-guesser', 'word-weaver', 'ludde']));
  });

  it('has a page module of its own for every manifest route, and no page without a route', () => {
    const routePaths = APP_ROUTES.map((route) => route.path);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    const pageSources = APP_ROUTES.map((route) => route.pageSource);
    expect(new Set(pageSources).size).toBe(pageSources.length);
    const pageModules = Object.keys(import.meta.glob('../apps/*/web/*-page.tsx')).map(
      (file) => `src/${file.slice('../'.length)}`,
    );
    expect([...pageSources].sort()).toEqual([...pageModules].sort());
  });

  it('gives lead lines only to public app routes, each its own', () => {
    const withLead = APP_ROUTES.filter((route) => route.lead !== undefined);
    expect(withLead.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/quizzes/rbguesser', '/games/flappyduo']),
    );
    for (const route of withLead) expect(route.access, route.path).toBe('public');
    const leads = withLead.map((route) => JSON.stringify(route.lead));
    expect(new Set(leads).size).toBe(leads.length);
  });

  it('gives each card of a hub a place of its own', () => {
    const places = [
      ...APP_ROUTES.flatMap((route) =>
        route.hub ? [`${route.hub.name} ${route.hub.position}`] : [],
      ),
      ...SHELL_CARDS_IN_APPLICATIONS.map(({ position }) => `applications ${position}`),
    ];
    expect(new Set(places).size).toBe(places.length);
  });

  it('gives every route a hub lists a picture of the known set', () => {
    const listed = APP_ROUTES.filter((route) => route.hub !== null);
    expect(listed.length).toBeGreaterThan(10);
    for (const route of listed) expect(HUB_ICONS, route.path).toContain(route.icon);
    for (const card of applicationsHubCards()) expect(HUB_ICONS, card.path).toContain(card.icon);
  });

  it('has unique app ids', () => {
    const ids = APP_MANIFESTS.map((app) => app.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // Spec §2's cards come first, in its order; an app added later follows them.
  it("lists the spec's hub cards first, in the spec's order", () => {
    const firstIn = (paths: readonly string[], spec: readonly string[]) =>
      expect(paths.slice(0, spec.length)).toEqual(spec);
    firstIn(
      routesInHub('quizzes').map((route) => route.path),
      [
        '/quizzes/rbguesser',
        '/quizzes/sql',
        '/quizzes/timeline-tech',
        '/quizzes/timeline-people',
        '/quizzes/timeline-conflicts',
      ],
    );
    firstIn(
      routesInHub('games').map((route) => route.path),
      ['/games/wordweaver', '/games/flappyduo'],
    );
    firstIn(
      routesInHub('admin').map((route) => route.path),
      ['/admin/s3_assets', '/admin/users', '/admin/api'],
    );
    firstIn(
      applicationsHubCards().map((card) => card.title),
      ['Transperator', 'Quiz Center', 'Game Center', 'Emotional Excellence'],
    );
  });

  it('guards the member, family and admin routes', () => {
    const access = Object.fromEntries(APP_ROUTES.map((route) => [route.path, route.access]));
    expect(access['/message-board']).toBe('member');
    expect(access['/family/ludde-analytics']).toBe('family');
    expect(access['/admin/users']).toBe('admin');
    expect(access['/quizzes/sql']).toBe('public');
  });
});
