import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { ORIGINAL_CLIENT_ASSETS } from '../assets/original-client-assets';
import { md5Hex } from '../kit/storage/object-store';

/** The original's sounds by name, written here: everything else it asks for is a picture. */
const ORIGINAL_SOUNDS = new Set([
  'ludde-sound',
  'game-bg-music',
  'game-score-sound',
  'game-fanfare-sound',
  'game-flappyduo-sound',
  'quiz_success_sound',
  'quiz_fail_sound',
  'birthday-fanfare',
  'robbans_tusen',
]);

const cases = ORIGINAL_CLIENT_ASSETS.map((entry) => ({
  ...entry,
  label: entry.originalNames.join(', '),
  sound: entry.originalNames.some((name) => ORIGINAL_SOUNDS.has(name)),
}));

describe.each(testDatabaseKinds())('the original client’s asset hashes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const fetchObject = (hash: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/fetch-object/${hash}`, headers });

  it.each(cases)('serves $label ($hash) to anyone', async ({ hash, sound, servedAs }) => {
    const response = await fetchObject(hash);
    expect(response.statusCode).toBe(200);
    const body = response.rawPayload;
    if (sound) {
      expect(response.headers['content-type']).toBe('audio/wav');
      expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(body.subarray(8, 12).toString('ascii')).toBe('WAVE');
      expect(body.readUInt32LE(40)).toBeGreaterThan(0);
    } else {
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(body.toString()).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\n$/s,
      );
      expect(body.toString()).not.toMatch(/<script|<style|href=/i);
    }
    expect(response.headers['etag']).toBe(`"${md5Hex(body)}"`);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    if ('asset' in servedAs) {
      const asset = await t.app.inject({ method: 'GET', url: `/api/assets/${servedAs.asset}` });
      expect(body.equals(asset.rawPayload)).toBe(true);
      expect(response.headers['content-type']).toBe(asset.headers['content-type']);
    }
  });

  it('answers the hash in capitals too, and 304 when the browser holds the bytes', async () => {
    const [first] = cases;
    const upper = await fetchObject(first!.hash.toUpperCase());
    expect(upper.statusCode).toBe(200);
    const again = await fetchObject(first!.hash, { 'if-none-match': String(upper.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('plays a fanfare and a tune that are not the short chime', async () => {
    const body = async (name: string) => {
      const entry = cases.find((c) => c.originalNames.includes(name));
      return (await fetchObject(entry!.hash)).rawPayload;
    };
    const seconds = (wav: Buffer) => wav.readUInt32LE(40) / wav.readUInt32LE(28);
    expect(seconds(await body('game-score-sound'))).toBeLessThan(0.5);
    expect(seconds(await body('birthday-fanfare'))).toBeGreaterThan(0.8);
    expect(seconds(await body('game-bg-music'))).toBeGreaterThan(5);
  });

  it('still answers 404 for a hash that is neither stored nor the original’s', async () => {
    const response = await fetchObject('0123456789abcdef0123456789abcdef');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'No object with hash 0123456789abcdef0123456789abcdef',
    });
  });
});
