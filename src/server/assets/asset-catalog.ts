import type { FastifyBaseLogger } from 'fastify';
import type { AssetKey } from '#shared/asset-keys';
import { ASSET_KEYS } from '#shared/asset-keys';
import { storeObject, type ObjectStoreDeps } from '../kit/storage/object-store';
import { findObjectByKey } from '../kit/storage/objects.repository';
import { calendarIcon, dartIcon, emptyStarIcon, progressChartIcon, wikipediaIcon } from './icons';
import { failSound, successSound } from './sounds';

export interface AssetDefinition {
  /** Where the bytes live in object storage. */
  readonly objectKey: string;
  readonly contentType: string;
  /** Makes the bytes; deterministic, so every instance stores the same object. */
  readonly render: () => Buffer;
}

const SVG = 'image/svg+xml';
const WAV = 'audio/wav';

/** Every served asset: our own synthesised sounds and drawn icons. */
export const ASSET_CATALOG: Readonly<Record<AssetKey, AssetDefinition>> = {
  quiz_success_sound: {
    objectKey: 'assets/quiz_success_sound.wav',
    contentType: WAV,
    render: successSound,
  },
  quiz_fail_sound: { objectKey: 'assets/quiz_fail_sound.wav', contentType: WAV, render: failSound },
  timeline_calendar_icon: {
    objectKey: 'assets/timeline_calendar_icon.svg',
    contentType: SVG,
    render: calendarIcon,
  },
  year_dart_icon: { objectKey: 'assets/year_dart_icon.svg', contentType: SVG, render: dartIcon },
  wikipedia_icon: {
    objectKey: 'assets/wikipedia_icon.svg',
    contentType: SVG,
    render: wikipediaIcon,
  },
  progress_chart_icon: {
    objectKey: 'assets/progress_chart_icon.svg',
    contentType: SVG,
    render: progressChartIcon,
  },
  empty_star: { objectKey: 'assets/empty_star.svg', contentType: SVG, render: emptyStarIcon },
};

/**
 * A week: assets rarely change, and the ETag lets a browser revalidate cheaply after that. Not
 * `immutable`, because the URL names the asset (or the original's file it stands for), not its
 * content.
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=604800';

/** An asset as the route serves it. */
export interface LoadedAsset {
  readonly body: Buffer;
  readonly contentType: string;
  /** MD5 hex of the body, without quotes. */
  readonly etag: string;
}

async function storeAsset(
  deps: ObjectStoreDeps,
  definition: AssetDefinition,
): Promise<LoadedAsset> {
  const body = definition.render();
  const record = await storeObject(deps, {
    key: definition.objectKey,
    body,
    contentType: definition.contentType,
    ownerId: null,
  });
  return { body, contentType: record.content_type, etag: record.etag };
}

/**
 * The asset through the objects index. When its object is gone (never seeded, or removed by hand)
 * it is made and stored again, so a key the catalog knows is always served.
 */
export async function loadAsset(deps: ObjectStoreDeps, key: AssetKey): Promise<LoadedAsset> {
  const definition = ASSET_CATALOG[key];
  const record = await findObjectByKey(deps.db, definition.objectKey);
  const stored = record ? await deps.storage.get(definition.objectKey) : null;
  if (record && stored) {
    return { body: stored.body, contentType: record.content_type, etag: stored.etag };
  }
  return storeAsset(deps, definition);
}

/**
 * Puts every catalog asset into storage when it is absent (index row or bytes missing). Safe to
 * run again and from two instances at once: the bytes are identical, storage writes are atomic
 * and the index row is an upsert. A failure is logged and leaves the asset to `loadAsset`.
 */
export async function seedAssets(deps: ObjectStoreDeps, log: FastifyBaseLogger): Promise<number> {
  let stored = 0;
  for (const key of ASSET_KEYS) {
    const definition = ASSET_CATALOG[key];
    try {
      const record = await findObjectByKey(deps.db, definition.objectKey);
      if (record && (await deps.storage.head(definition.objectKey))) continue;
      await storeAsset(deps, definition);
      stored += 1;
    } catch (error) {
      log.error({ err: error, asset: key }, 'could not seed asset');
    }
  }
  if (stored > 0) log.info({ stored }, 'seeded assets');
  return stored;
}
