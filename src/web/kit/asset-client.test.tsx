import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ASSET_CACHE_NAME, createAssetClient, type AssetClientDeps } from './asset-client';
import { AssetIcon } from './asset-icon';
import { playAssetSound, setSoundMuted, isSoundMuted, SOUND_MUTED_KEY } from './asset-sound';

/** Cache Storage as the browser keeps it, in memory: responses by URL, per cache name. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: vi.fn((name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return Promise.resolve({
        match: (url: string) => Promise.resolve(store.get(url)?.clone()),
        put: (url: string, response: Response) => {
          store.set(url, response);
          return Promise.resolve();
        },
      } as unknown as Cache);
    }),
  } as unknown as CacheStorage;
  return { caches, stores };
}

function deps(overrides: Partial<AssetClientDeps> = {}): AssetClientDeps {
  let counter = 0;
  return {
    caches: null,
    fetch: vi.fn(() =>
      Promise.resolve(new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })),
    ),
    createObjectUrl: () => `blob:asset-${(counter += 1)}`,
    ...overrides,
  };
}

describe('the asset client', () => {
  it('fetches an asset once, caches it, and serves the next page view from the cache', async () => {
    const { caches, stores } = memoryCaches();
    const first = deps({ caches });
    const client = createAssetClient(first);
    const [a, b] = await Promise.all([
      client.loadBlob('empty_star'),
      client.loadBlob('empty_star'),
    ]);
    expect(await a.text()).toBe('<svg/>');
    expect(a).toBe(b);
    expect(first.fetch).toHaveBeenCalledTimes(1);
    expect(first.fetch).toHaveBeenCalledWith('/api/assets/empty_star');
    expect([...(stores.get(ASSET_CACHE_NAME)?.keys() ?? [])]).toEqual(['/api/assets/empty_star']);

    const second = deps({ caches });
    const blob = await createAssetClient(second).loadBlob('empty_star');
    expect(await blob.text()).toBe('<svg/>');
    expect(second.fetch).not.toHaveBeenCalled();
  });

  it('makes one object URL per asset and works without Cache Storage', async () => {
    const client = createAssetClient(deps());
    const url = await client.loadObjectUrl('wikipedia_icon');
    expect(url).toMatch(/^blob:asset-/);
    expect(await client.loadObjectUrl('wikipedia_icon')).toBe(url);
  });

  it('rejects a failed answer, caches nothing, and tries again on the next call', async () => {
    const { caches, stores } = memoryCaches();
    const fetch = vi
      .fn<AssetClientDeps['fetch']>()
      .mockResolvedValueOnce(new Response('{"error":"gone"}', { status: 404 }))
      .mockResolvedValueOnce(new Response('RIFF'));
    const client = createAssetClient(deps({ caches, fetch }));
    await expect(client.loadBlob('quiz_fail_sound')).rejects.toThrow('answered 404');
    expect(stores.get(ASSET_CACHE_NAME)?.size ?? 0).toBe(0);
    expect(await (await client.loadBlob('quiz_fail_sound')).text()).toBe('RIFF');
  });
});

describe('AssetIcon', () => {
  it('shows the icon once loaded', async () => {
    const client = createAssetClient(deps());
    render(<AssetIcon assetKey="year_dart_icon" fallback="🎯" label="Dart" client={client} />);
    const image = await screen.findByRole('img', { name: 'Dart' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', 'blob:asset-1');
  });

  it('falls back to its emoji when the asset is missing, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createAssetClient(
      deps({ fetch: () => Promise.resolve(new Response('{"error":"gone"}', { status: 404 })) }),
    );
    render(<AssetIcon assetKey="year_dart_icon" fallback="🎯" label="Dart" client={client} />);
    expect(await screen.findByRole('img', { name: 'Dart' })).toHaveTextContent('🎯');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]?.[0])).toContain('year_dart_icon');
  });
});

describe('asset sounds', () => {
  it('are remembered as muted in this browser', () => {
    expect(isSoundMuted()).toBe(false);
    setSoundMuted(true);
    expect(window.localStorage.getItem(SOUND_MUTED_KEY)).toBe('1');
    expect(isSoundMuted()).toBe(true);
    setSoundMuted(false);
    expect(window.localStorage.getItem(SOUND_MUTED_KEY)).toBeNull();
  });

  it('load nothing while muted', async () => {
    setSoundMuted(true);
    const client = { loadBlob: vi.fn(), loadObjectUrl: vi.fn() };
    await playAssetSound('quiz_success_sound', client);
    expect(client.loadObjectUrl).not.toHaveBeenCalled();
  });

  it('log a sound that cannot be played instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const play = vi.fn(() =>
      Promise.reject(new DOMException('no audio device', 'NotSupportedError')),
    );
    vi.stubGlobal(
      'Audio',
      vi.fn(function Audio(this: { play: typeof play }) {
        this.play = play;
      }),
    );
    const client = createAssetClient(deps());
    await expect(playAssetSound('quiz_success_sound', client)).resolves.toBeUndefined();
    expect(play).toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[0])).toContain('quiz_success_sound');
  });

  it('play what the caller offers instead when the asset cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const instead = vi.fn();
    const unavailable = {
      loadBlob: vi.fn(),
      loadObjectUrl: vi.fn(() => Promise.reject(new Error('offline'))),
    };
    await playAssetSound('quiz_success_sound', unavailable, instead);
    expect(instead).toHaveBeenCalledTimes(1);

    setSoundMuted(true);
    await playAssetSound('quiz_success_sound', unavailable, instead);
    expect(instead).toHaveBeenCalledTimes(1);
  });
});
