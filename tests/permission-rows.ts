import { randomUUID } from 'node:crypto';
import { storeObject } from '../src/server/kit/storage/object-store';
import { everyone, loggedIn, onlyRoles, type PermissionRow } from './permission-table';
import { makePng, uploadForm } from './upload-fixtures';

/** The platform's rows of the permission table (tests/permission-table.ts). */
export const PLATFORM_PERMISSION_ROWS: readonly PermissionRow[] = [
  { method: 'GET', url: '/api/health', expected: everyone(200) },
  { method: 'GET', url: '/health', expected: everyone(200) },
  { method: 'GET', url: '/api/openapi.json', expected: everyone(200) },
  {
    method: 'POST',
    url: '/api/login',
    payload: async (t) => {
      const user = await t.createUser('User');
      return { username: user.username, password: user.password };
    },
    expected: everyone(200),
  },
  {
    // From a trusted device: the credential of an earlier login to the same account.
    method: 'POST',
    url: '/api/login',
    payload: async (t) => {
      const user = await t.createUser('User');
      const credentials = { username: user.username, password: user.password };
      const first = await t.app.inject({ method: 'POST', url: '/api/login', payload: credentials });
      const { device_credential } = first.json<{ data: { device_credential: string } }>().data;
      return { ...credentials, device_credential };
    },
    expected: everyone(200),
  },
  { method: 'POST', url: '/api/login/passkey/options', expected: everyone(200) },
  {
    // A malformed answer: refused before any throttle counts it, whoever asks.
    method: 'POST',
    url: '/api/login/passkey',
    payload: () => ({ response: { id: 'AAAA' } }),
    expected: everyone(400),
  },
  { method: 'POST', url: '/api/logout', expected: loggedIn(204) },
  {
    // A hash no session has: answered as a revocation, whoever asks.
    method: 'POST',
    url: '/api/auth/revoke',
    payload: () => ({ token_hash: '0'.repeat(64) }),
    expected: everyone(204),
  },
  { method: 'GET', url: '/api/session', expected: loggedIn(200) },
  {
    method: 'POST',
    url: '/api/upload',
    rawBody: async () => uploadForm(makePng(), 'uploads/permission-check.png'),
    expected: loggedIn(200),
  },
  {
    method: 'GET',
    url: async (t) => {
      const stored = await storeObject(
        { db: t.app.db, storage: t.app.storage },
        {
          key: `assets/${randomUUID()}.png`,
          body: makePng(),
          contentType: 'image/png',
          ownerId: null,
        },
      );
      return `/api/fetch-object/${stored.etag}`;
    },
    route: '/api/fetch-object/:hash',
    expected: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/assets/quiz_success_sound',
    route: '/api/assets/:key',
    expected: everyone(200),
  },
  {
    // A hash nobody uploaded: every logged-in caller is let through to the 404.
    method: 'DELETE',
    url: '/api/objects/0123456789abcdef0123456789abcdef',
    route: '/api/objects/:hash',
    expected: loggedIn(404),
  },
  {
    // A User's upload, for the Admin to mark public; everyone else is refused before the body is read.
    method: 'PUT',
    url: async (t) => {
      const owner = await t.createUser('User');
      const stored = await storeObject(
        { db: t.app.db, storage: t.app.storage },
        {
          key: `uploads/${owner.id}/${randomUUID()}.png`,
          body: makePng(),
          contentType: 'image/png',
          ownerId: owner.id,
        },
      );
      return `/api/objects/${stored.etag}/public`;
    },
    route: '/api/objects/:hash/public',
    payload: () => ({ public: true }),
    expected: onlyRoles(['Admin'], 200),
  },
  { method: 'GET', url: '/api/my-uploads', expected: loggedIn(200) },
  { method: 'GET', url: '/api/upload-quota', expected: loggedIn(200) },
  {
    // The original client's API card asks for a game no one plays.
    method: 'GET',
    url: '/api/games/scores?game=_ping&limit=1',
    route: '/api/games/scores',
    expected: loggedIn(200),
  },
  {
    // A game the server cannot check: refused to members, after the session check.
    method: 'POST',
    url: '/api/games/scores',
    payload: () => ({ game: 'no-such-game', mode: '', score: 1, metadata: {} }),
    expected: loggedIn(422),
  },
  {
    method: 'GET',
    url: '/api/whats-new?since=2026-11-20T00:00:00Z',
    route: '/api/whats-new',
    expected: loggedIn(200),
  },
];
