/**
 * The assets the site serves by key (spec §3 "Assets by key"), from `GET /api/assets/{key}`. The
 * server keeps each as an object in storage and puts it there on first start when absent.
 */
export const ASSET_KEYS = [
  'quiz_success_sound',
  'quiz_fail_sound',
  'timeline_calendar_icon',
  'year_dart_icon',
  'wikipedia_icon',
  'progress_chart_icon',
  'empty_star',
] as const;

export type AssetKey = (typeof ASSET_KEYS)[number];

export function isAssetKey(value: string): value is AssetKey {
  return (ASSET_KEYS as readonly string[]).includes(value);
}

/** Where the browser fetches an asset. */
export function assetUrl(key: AssetKey): string {
  return `/api/assets/${key}`;
}
