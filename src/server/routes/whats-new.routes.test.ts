import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import type { AppManifest } from '#shared/app-manifest';
import type { WhatsNew } from '#shared/whats-new.schemas';
import { appScoredGames } from '../app';
import type { ScoredGame } from '../kit/scored-game';

/** A game whose score is the number sent, one per `gameId`: stands in for the real games. */
const COUNTING: ScoredGame = {
  game: 'test-counting',
  title: 'Counting',
  path: '/games/counting',
  formatScore: (score) => `${score} sheep`,
  description: 'The number sent.',
  verify(claim) {
    return {
      kind: 'verified',
      score: claim.score,
      mode: claim.mode,
      playKey: String(claim.metadata['gameId']),
      metadata: {},
    };
  },
};

const SINCE = '2026-11-20T12:00:00.000Z';

describe.each(testDatabaseKinds())("what's new on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(kind, { build: { scoredGames: [...appScoredGames(), COUNTING] } });
  });
  afterEach(async () => {
    await t.close();
  });

  const ask = async (token: string | null, since = SINCE) =>
    t.app.inject({
      method: 'GET',
      url: `/api/whats-new?since=${encodeURIComponent(since)}`,
      headers: token ? bearer(token) : {},
    });
  const news = async (token: string, since = SINCE) => {
    const response = await ask(token, since);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: WhatsNew }>().data;
  };
  const member = async (role: string, name: string) => {
    const user = await t.createUser(
      role,
      `${name}-${kind}-${Math.random().toString(36).slice(2, 7)}`,
    );
    return { ...user, token: await t.login(user.username, user.password) };
  };
  const message = (senderId: number, content: string, sentAt: string) =>
    t.app.db
      .insertInto('message')
      .values({ sender_id: senderId, content, sent_at: sentAt })
      .execute();
  const meal = (createdBy: number, timestamp: string, comment = '') =>
    t.app.db
      .insertInto('ludde_feeding_times')
      .values({ created_by: createdBy, timestamp, comment })
      .execute();
  const score = (userId: number, value: number, createdAt: string) =>
    t.app.db
      .insertInto('game_scores')
      .values({
        game: COUNTING.game,
        mode: '',
        user_id: userId,
        play_key: `${userId}-${createdAt}`,
        score: value,
        metadata: '{}',
        created_at: createdAt,
      })
      .execute();

  it('answers 401 to a visitor and 400 to a missing or unreadable since', async () => {
    expect((await ask(null)).statusCode).toBe(401);
    const { token } = await member('User', 'ann');
    for (const url of ['/api/whats-new', '/api/whats-new?since=yesterday']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/since/);
    }
  });

  it('counts the messages others posted since the visit and quotes the newest', async () => {
    const ann = await member('User', 'ann');
    const bo = await member('Family', 'bo');
    const cy = await member('User', 'cy');
    await message(bo.id, 'Before the visit', '2026-11-20T11:59:59.999Z');
    await message(ann.id, 'My own words are not news to me', '2026-11-21T08:00:00.000Z');
    await message(bo.id, 'Dinner at six', '2026-11-21T09:00:00.000Z');
    await message(cy.id, `Long ${'very '.repeat(30)}long`, '2026-11-21T10:00:00.000Z');
    // A deleted member's words stay, under 'User {id}' as the board shows them.
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: '2026-11-21T10:30:00.000Z' })
      .where('id', '=', cy.id)
      .execute();

    const { Since, Items } = await news(ann.token);
    expect(Since).toBe(SINCE);
    expect(Items).toEqual([
      {
        Kind: 'messages',
        Title: '2 new messages',
        Detail: expect.stringMatching(
          new RegExp(`^User ${cy.id}: “Long (very )+very…”$`),
        ) as string,
        Link: '/message-board',
        At: '2026-11-21T10:00:00.000Z',
      },
    ]);
    expect(Items[0]!.Detail.length).toBeLessThanOrEqual(`User ${cy.id}: “”`.length + 80);

    // Bo's own message is not his news; Ann's is, under her name.
    expect((await news(bo.token)).Items[0]).toMatchObject({ Title: '2 new messages' });
    expect((await news(bo.token, '2026-11-21T09:30:00+00:00')).Items[0]?.Title).toBe(
      '1 new message',
    );
    await message(ann.id, 'Sunday?', '2026-11-21T11:00:00.000Z');
    expect((await news(bo.token)).Items).toEqual([
      {
        Kind: 'messages',
        Title: '3 new messages',
        Detail: `${ann.username}: “Sunday?”`,
        Link: '/message-board',
        At: '2026-11-21T11:00:00.000Z',
      },
    ]);
    // An offset is read as the instant it names.
    expect(await news(ann.token, '2026-11-22T01:00:00+01:00')).toEqual({
      Since: '2026-11-22T00:00:00.000Z',
      Items: [],
    });
  });

  it("tells Ludde's last meal, however old, to the family and Admins only", async () => {
    const user = await member('User', 'ann');
    const family = await member('Family', 'bo');
    const admin = await member('Admin', 'cy');
    await meal(family.id, '2026-11-01T07:00:00.000Z', 'kibble');
    await meal(admin.id, '2026-11-02T07:00:00.000Z', 'salmon');
    await meal(family.id, '2026-11-01T19:00:00.000Z');

    const expected = {
      Kind: 'meal',
      Title: 'Ludde’s last meal',
      Detail: `Logged by ${admin.username}: “salmon”`,
      Link: '/family/ludde-analytics',
      At: '2026-11-02T07:00:00.000Z',
    };
    expect((await news(family.token)).Items).toEqual([expected]);
    expect((await news(admin.token)).Items).toEqual([expected]);
    expect((await news(user.token)).Items).toEqual([]);

    await meal(family.id, '2026-11-03T07:00:00.000Z');
    expect((await news(family.token)).Items[0]).toMatchObject({
      Detail: `Logged by ${family.username}`,
      At: '2026-11-03T07:00:00.000Z',
    });
  });

  it('names a game whose family best was set since the visit, and no older or tied best', async () => {
    const ann = await member('User', 'ann');
    const bo = await member('User', 'bo');
    expect((await news(ann.token)).Items).toEqual([]);

    await score(bo.id, 30, '2026-11-19T10:00:00.000Z');
    await score(ann.id, 20, '2026-11-21T10:00:00.000Z');
    // Bo's old best still stands; a lower score since is no record.
    expect((await news(ann.token)).Items).toEqual([]);
    // A tie leaves the earlier first.
    await score(ann.id, 30, '2026-11-21T11:00:00.000Z');
    expect((await news(ann.token)).Items).toEqual([]);

    await score(ann.id, 31, '2026-11-21T12:00:00.000Z');
    expect((await news(bo.token)).Items).toEqual([
      {
        Kind: 'high-score',
        Title: 'New family best in Counting',
        Detail: `${ann.username} set it: 31 sheep`,
        Link: '/games/counting',
        At: '2026-11-21T12:00:00.000Z',
      },
    ]);
  });

  it('lists every kind newest first', async () => {
    const ann = await member('Family', 'ann');
    const bo = await member('Family', 'bo');
    await meal(bo.id, '2026-11-21T08:00:00.000Z');
    await message(bo.id, 'Hello', '2026-11-21T10:00:00.000Z');
    await score(bo.id, 5, '2026-11-21T09:00:00.000Z');
    expect((await news(ann.token)).Items.map((item) => item.Kind)).toEqual([
      'messages',
      'high-score',
      'meal',
    ]);
  });
});

const MANIFESTS = import.meta.glob<AppManifest>('../../apps/*/manifest.ts', {
  eager: true,
  import: 'manifest',
});

describe('scored games in the news', () => {
  it('each names the title and path of its page', () => {
    const titles = new Map(
      Object.values(MANIFESTS).flatMap((manifest) =>
        manifest.routes.map((route) => [route.path, route.title] as const),
      ),
    );
    expect(appScoredGames().length).toBeGreaterThanOrEqual(6);
    for (const game of appScoredGames()) expect(titles.get(game.path), game.game).toBe(game.title);
  });
});
