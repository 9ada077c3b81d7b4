import { describe, expect, it } from 'vitest';
import { APP_MANIFESTS, APP_ROUTES, PAGE_PATHS, routesInHub } from './apps';
import { applicationsHubCards } from './hubs';

describe('app registry', () => {
  it('has exactly one page for every manifest route', () => {
    const routePaths = APP_ROUTES.map((route) => route.path);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect([...PAGE_PATHS].sort()).toEqual([...routePaths].sort());
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
