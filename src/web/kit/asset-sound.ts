import { useSyncExternalStore } from 'react';
import type { AssetKey } from '#shared/asset-keys';
import { readStoredValue, writeStoredValue } from './browser-storage';
import { assetClient, type AssetClient } from './asset-client';

/** localStorage key: '1' when this browser has muted the site's sounds. */
export const SOUND_MUTED_KEY = 'sound_muted';

const listeners = new Set<() => void>();

export function isSoundMuted(): boolean {
  return readStoredValue(SOUND_MUTED_KEY) === '1';
}

/** Mutes or unmutes every sound on the site, remembered in this browser. */
export function setSoundMuted(muted: boolean): void {
  writeStoredValue(SOUND_MUTED_KEY, muted ? '1' : null);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether sounds are muted, kept in step with every toggle on the page. */
export function useSoundMuted(): boolean {
  return useSyncExternalStore(subscribe, isSoundMuted, () => false);
}

/**
 * Plays a sound asset unless sounds are muted. Never throws: a sound that cannot be loaded or
 * played (autoplay rules, no audio device) is only logged (spec §8). When the asset cannot be
 * loaded (offline before it was kept, say), `whenUnavailable` plays something else instead.
 */
export async function playAssetSound(
  key: AssetKey,
  client: AssetClient = assetClient(),
  whenUnavailable?: () => void,
): Promise<void> {
  if (isSoundMuted()) return;
  let url: string;
  try {
    url = await client.loadObjectUrl(key);
  } catch (error) {
    console.warn(`Sound ${key} is unavailable.`, error);
    whenUnavailable?.();
    return;
  }
  try {
    await new Audio(url).play();
  } catch (error) {
    console.warn(`Could not play sound ${key}.`, error);
  }
}

/** Starts loading assets now, so the first use does not wait for the network. */
export function preloadAssets(
  keys: readonly AssetKey[],
  client: AssetClient = assetClient(),
): void {
  for (const key of keys) {
    client.loadObjectUrl(key).catch((error: unknown) => {
      console.warn(`Could not load asset ${key}.`, error);
    });
  }
}
