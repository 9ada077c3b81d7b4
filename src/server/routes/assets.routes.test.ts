import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { ASSET_KEYS } from '#shared/asset-keys';
import { ASSET_CATALOG, seedAssets } from '../assets/asset-catalog';
import { md5Hex } from '../kit/storage/object-store';
import { findObjectByKey, listObjects } from '../kit/storage/objects.repository';

describe.each(testDatabaseKinds())('assets on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const deps = () => ({ db: t.app.db, storage: t.app.storage });

  it('puts every asset into storage and the objects index on start', async () => {
    for (const key of ASSET_KEYS) {
      const { objectKey, contentType } = ASSET_CATALOG[key];
      const record = await findObjectByKey(t.app.db, objectKey);
      expect(record, key).toMatchObject({ content_type: contentType, owner_id: null });
      const stored = await t.app.storage.get(objectKey);
      expect(stored?.body.length, key).toBe(record?.size);
      expect(md5Hex(stored?.body ?? Buffer.alloc(0))).toBe(record?.etag);
    }
  });

  it.each(ASSET_KEYS)('serves %s to anyone with its type, ETag and cache headers', async (key) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/assets/${key}` });
    expect(response.statusCode).toBe(200);
    const { contentType, render } = ASSET_CATALOG[key];
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.rawPayload.equals(render())).toBe(true);
    expect(response.headers['etag']).toBe(`"${md5Hex(response.rawPayload)}"`);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('serves real media: a short WAV and a plain SVG', async () => {
    const sound = (await t.app.inject({ method: 'GET', url: '/api/assets/quiz_fail_sound' }))
      .rawPayload;
    expect(sound.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(sound.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const bytesPerSecond = sound.readUInt32LE(28);
    expect(sound.readUInt32LE(40) / bytesPerSecond).toBeLessThan(0.5);

    const icon = (await t.app.inject({ method: 'GET', url: '/api/assets/empty_star' })).body;
    expect(icon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(icon).not.toMatch(/<script|<style|href=/i);
  });

  it('answers 304 without a body when the ETag matches, also in a list or weak', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/assets/wikipedia_icon' });
    const etag = String(first.headers['etag']);
    for (const ifNoneMatch of [etag, `"other", W/${etag}`, '*']) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/assets/wikipedia_icon',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(etag);
    }
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/assets/wikipedia_icon',
      headers: { 'if-none-match': '"0123"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('does not care about the caller: a bad token still gets the asset', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/assets/year_dart_icon',
      headers: bearer('not-a-real-token'),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    'nope',
    'QUIZ_SUCCESS_SOUND',
    'quiz_success_sound.wav',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
  ])('answers a JSON 404 for the unknown key %s', async (key) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/assets/${key}` });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a JSON 414 for a key too long to be one', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/assets/${'x'.repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
  });

  it('seeds nothing twice: a second start, and two at once, leave one object per asset', async () => {
    const before = await listObjects(t.app.db);
    expect(await seedAssets(deps(), t.app.log)).toBe(0);
    await Promise.all([seedAssets(deps(), t.app.log), seedAssets(deps(), t.app.log)]);
    const after = await listObjects(t.app.db);
    expect(after.map((row) => [row.key, row.etag])).toEqual(
      before.map((row) => [row.key, row.etag]),
    );
    const assetRows = after.filter((row) => row.key.startsWith('assets/'));
    expect(assetRows).toHaveLength(ASSET_KEYS.length);
  });

  it('puts back an asset whose bytes were removed, on the next start or the next request', async () => {
    const { objectKey, render } = ASSET_CATALOG.progress_chart_icon;
    await t.app.storage.delete(objectKey);
    expect(await seedAssets(deps(), t.app.log)).toBe(1);
    expect((await t.app.storage.get(objectKey))?.body.equals(render())).toBe(true);

    await t.app.storage.delete(objectKey);
    await t.app.db.deleteFrom('objects').where('key', '=', objectKey).execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/assets/progress_chart_icon' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(render())).toBe(true);
    expect(await findObjectByKey(t.app.db, objectKey)).toBeDefined();
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/assets/quiz_success_sound' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.body).toBe('');
  });
});
