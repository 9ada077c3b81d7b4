import { describe, expect, it } from 'vitest';
import { HUB_ICONS } from '../shared/app-manifest';
import { APP_MANIFESTS, APP_ROUTES, LEAD_PATHS, PAGE_PATHS, routesInHub } from './apps';
import { applicationsHubCards } from './hubs';

describe('app registry', () => {
  it('has exactly one page for every manifest route', () => {
    const routePaths = APP_ROUTES.map((route) => route.path);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect([...PAGE_PATHS].sort()).toEqual([...routePaths].sort());
  });

  it('gives lead lines only to public app routes, each to its own', () => {
    for (const path of LEAD_PATHS) {
      const route = APP_ROUTES.find((candidate) => candidate.path === path);
      expect(route?.access, path).toBe('public');
      expect(route?.Lead, path).not.toBeNull();
    }
    expect(APP_ROUTES.filter((route) => route.Lead !== null)).toHaveLength(LEAD_PATHS.length);
    expect(new Set(APP_ROUTES.map((route) => route.Lead).filter(Boolean)).size).toBe(
      LEAD_PATHS.length,
    );
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

  it('lists hub cards in the spec order', () => {
    expect(routesInHub('quizzes').map((route) => route.path)).toEqual([
      '/quizzes/rbguesser',
      '/quizzes/sql',
      '/quizzes/timeline-tech',
      '/quizzes/timeline-people',
      '/quizzes/timeline-conflicts',
    ]);
    expect(routesInHub('games').map((route) => route.path)).toEqual([
      '/games/wordweaver',
      '/games/flappyduo',
    ]);
    expect(routesInHub('admin').map((route) => route.path)).toEqual([
      '/admin/s3_assets',
      '/admin/users',
      '/admin/api',
    ]);
    expect(applicationsHubCards().map((card) => card.title)).toEqual([
      'Transperator',
      'Quiz Center',
      'Game Center',
      'Emotional Excellence',
    ]);
  });

  it('guards the member, family and admin routes', () => {
    const access = Object.fromEntries(APP_ROUTES.map((route) => [route.path, route.access]));
    expect(access['/message-board']).toBe('member');
    expect(access['/family/ludde-analytics']).toBe('family');
    expect(access['/admin/users']).toBe('admin');
    expect(access['/quizzes/sql']).toBe('public');
  });
});
