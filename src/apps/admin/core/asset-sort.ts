import { fileNameOf, fileTypeOf } from './file-type';

/** The fields of a storage asset the table shows, as GET /api/s3-assets returns them. */
export interface SortableAsset {
  readonly Key: string;
  readonly ETag: string;
  readonly LastModified: string;
  readonly Size: number;
  readonly StorageClass: string;
}

export const ASSET_SORT_COLUMNS = [
  'Filename',
  'Path',
  'ETag',
  'LastModified',
  'Size',
  'StorageClass',
  'Filetype',
] as const;
export type AssetSortColumn = (typeof ASSET_SORT_COLUMNS)[number];

export type SortDirection = 'ascending' | 'descending';

export interface AssetSort {
  readonly column: AssetSortColumn;
  readonly direction: SortDirection;
}

/** Spec §2: newest upload first until a header is clicked. */
export const DEFAULT_ASSET_SORT: AssetSort = { column: 'LastModified', direction: 'descending' };

/** The sort after clicking a header: the same header toggles, a new header starts ascending. */
export function nextAssetSort(current: AssetSort, clicked: AssetSortColumn): AssetSort {
  if (current.column !== clicked) return { column: clicked, direction: 'ascending' };
  return {
    column: clicked,
    direction: current.direction === 'ascending' ? 'descending' : 'ascending',
  };
}

const textOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareBy(column: AssetSortColumn, a: SortableAsset, b: SortableAsset): number {
  switch (column) {
    case 'Filename':
      return textOrder.compare(fileNameOf(a.Key), fileNameOf(b.Key));
    case 'Path':
      return textOrder.compare(a.Key, b.Key);
    case 'ETag':
      return textOrder.compare(a.ETag, b.ETag);
    case 'LastModified':
      return (Date.parse(a.LastModified) || 0) - (Date.parse(b.LastModified) || 0);
    case 'Size':
      return a.Size - b.Size;
    case 'StorageClass':
      return textOrder.compare(a.StorageClass, b.StorageClass);
    case 'Filetype':
      return textOrder.compare(fileTypeOf(a.Key), fileTypeOf(b.Key));
  }
}

/**
 * A sorted copy. Ties fall back to the path (always ascending) so rows never swap places between
 * renders and equal values keep a readable order.
 */
export function sortAssets<T extends SortableAsset>(assets: readonly T[], sort: AssetSort): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...assets].sort(
    (a, b) => sign * compareBy(sort.column, a, b) || textOrder.compare(a.Key, b.Key),
  );
}
