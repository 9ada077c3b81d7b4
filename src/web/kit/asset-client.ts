import { assetUrl, type AssetKey } from '#shared/asset-keys';

/** Bump the version when an asset's bytes change in a way browsers must pick up at once. */
export const ASSET_CACHE_NAME = 'nook-assets-v1';

export interface AssetClient {
  /** The asset's bytes: from Cache Storage when there, else from the server (then cached). */
  loadBlob(key: AssetKey): Promise<Blob>;
  /** An object URL for the asset, made once per page view and kept for it. */
  loadObjectUrl(key: AssetKey): Promise<string>;
}

export interface AssetClientDeps {
  /** Cache Storage, or null where the browser has none (insecure origins, some private modes). */
  readonly caches: CacheStorage | null;
  readonly fetch: typeof fetch;
  readonly createObjectUrl: (blob: Blob) => string;
}

async function openCache(caches: CacheStorage | null): Promise<Cache | null> {
  if (!caches) return null;
  try {
    return await caches.open(ASSET_CACHE_NAME);
  } catch (error) {
    console.warn('Asset cache unavailable; fetching assets directly.', error);
    return null;
  }
}

/**
 * Fetches assets by key through the browser's Cache Storage, so a second visit makes no request.
 * Each key is loaded once per page view; a failed load is forgotten so a later call tries again.
 */
export function createAssetClient(deps: AssetClientDeps): AssetClient {
  const blobs = new Map<AssetKey, Promise<Blob>>();
  const urls = new Map<AssetKey, Promise<string>>();

  async function fetchBlob(key: AssetKey): Promise<Blob> {
    const url = assetUrl(key);
    const cache = await openCache(deps.caches);
    const cached = await cache?.match(url).catch(() => undefined);
    if (cached) return cached.blob();
    const response = await deps.fetch(url);
    if (!response.ok) throw new Error(`Asset ${key} answered ${response.status}`);
    if (cache) {
      await cache.put(url, response.clone()).catch((error: unknown) => {
        console.warn(`Could not cache asset ${key}.`, error);
      });
    }
    return response.blob();
  }

  function remember<T>(map: Map<AssetKey, Promise<T>>, key: AssetKey, load: () => Promise<T>) {
    const known = map.get(key);
    if (known) return known;
    const loading = load();
    map.set(key, loading);
    loading.catch(() => map.delete(key));
    return loading;
  }

  const client: AssetClient = {
    loadBlob: (key) => remember(blobs, key, () => fetchBlob(key)),
    loadObjectUrl: (key) =>
      remember(urls, key, async () => deps.createObjectUrl(await client.loadBlob(key))),
  };
  return client;
}

let sharedClient: AssetClient | null = null;

/** The page's asset client, over the real Cache Storage and fetch. */
export function assetClient(): AssetClient {
  sharedClient ??= createAssetClient({
    caches: typeof caches === 'undefined' ? null : caches,
    fetch: (input, init) => fetch(input, init),
    createObjectUrl: (blob) => URL.createObjectURL(blob),
  });
  return sharedClient;
}
