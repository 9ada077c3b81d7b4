import { describe, expect, it } from 'vitest';
import { canAccess, type HubId } from '../shared/app-manifest';
import { APP_MANIFESTS } from './app-manifests';
import { applicationsHubCards, hubCards } from './hubs';
import { findPage } from './page-titles';

/** Every role of decision "Which roles exist?", and a visitor (null): anonymous, member, family, admin. */
const ROLES = [null, 'User', 'Family', 'Admin'] as const;
const HUBS: readonly HubId[] = ['applications', 'quizzes', 'games', 'family', 'admin'];

describe.each(ROLES)('the hubs as %s sees them', (role) => {
  it.each(HUBS)('%s shows only cards leading to a page the role may open', (hub) => {
    for (const card of hubCards(hub, role)) {
      const page = findPage(card.path);
      expect(page, card.path).toBeDefined();
      // The card's access is the one its page declares (its manifest, or the shell's table).
      expect(card.access, card.path).toBe(page?.access);
      expect(canAccess(page?.access ?? 'admin', role), card.path).toBe(true);
    }
  });

  it("shows every manifest's hub card exactly to the roles that may open its page", () => {
    for (const route of APP_MANIFESTS.flatMap((app) => app.routes)) {
      if (!route.hub) continue;
      const shown = hubCards(route.hub.name, role).some((card) => card.path === route.path);
      expect(shown, route.path).toBe(canAccess(route.access, role));
    }
  });

  it("shows the shell's own cards in Applications to the roles that may open them", () => {
    for (const card of applicationsHubCards()) {
      const shown = hubCards('applications', role).some(
        (shownCard) => shownCard.path === card.path,
      );
      expect(shown, card.path).toBe(canAccess(findPage(card.path)?.access ?? 'admin', role));
    }
  });
});

describe('hub cards', () => {
  it('keeps the members-only hubs empty for whoever may not open their cards', () => {
    expect(hubCards('admin', null)).toEqual([]);
    expect(hubCards('admin', 'Family')).toEqual([]);
    expect(hubCards('family', 'User')).toEqual([]);
    expect(hubCards('family', 'Family').map((card) => card.path)).toContain(
      '/family/ludde-analytics',
    );
    expect(hubCards('admin', 'Admin').map((card) => card.path)).toEqual([
      '/admin/s3_assets',
      '/admin/users',
      '/admin/api',
    ]);
  });
});
