import { describe, expect, it } from 'vitest';
import {
  ASSET_SORT_COLUMNS,
  DEFAULT_ASSET_SORT,
  nextAssetSort,
  sortAssets,
  type SortableAsset,
} from './asset-sort';

function asset(
  Key: string,
  LastModified: string,
  Size: number,
  extra: Partial<SortableAsset> = {},
) {
  return { Key, ETag: `etag-${Key}`, LastModified, Size, StorageClass: 'STANDARD', ...extra };
}

const ASSETS = [
  asset('uploads/2/zebra.png', '2026-11-02T10:00:00.000Z', 2048, { ETag: 'b1' }),
  asset('uploads/1/apple.mp3', '2026-11-03T10:00:00.000Z', 10, {
    ETag: 'c2',
    StorageClass: 'GLACIER',
  }),
  asset('quiz/Mango.pdf', '2026-11-01T10:00:00.000Z', 512, { ETag: 'a3' }),
];

const keys = (list: readonly SortableAsset[]) => list.map((item) => item.Key);

describe('nextAssetSort', () => {
  it('starts on LastModified descending', () => {
    expect(DEFAULT_ASSET_SORT).toEqual({ column: 'LastModified', direction: 'descending' });
  });

  it('toggles the order when the same header is clicked again', () => {
    const once = nextAssetSort(DEFAULT_ASSET_SORT, 'LastModified');
    expect(once).toEqual({ column: 'LastModified', direction: 'ascending' });
    expect(nextAssetSort(once, 'LastModified')).toEqual(DEFAULT_ASSET_SORT);
  });

  it('starts a new header ascending, whatever the old direction was', () => {
    for (const column of ASSET_SORT_COLUMNS.filter((name) => name !== 'LastModified')) {
      expect(nextAssetSort(DEFAULT_ASSET_SORT, column)).toEqual({ column, direction: 'ascending' });
    }
    expect(nextAssetSort({ column: 'Size', direction: 'ascending' }, 'ETag')).toEqual({
      column: 'ETag',
      direction: 'ascending',
    });
  });
});

describe('sortAssets', () => {
  it.each([
    [
      'LastModified',
      'descending',
      ['uploads/1/apple.mp3', 'uploads/2/zebra.png', 'quiz/Mango.pdf'],
    ],
    ['LastModified', 'ascending', ['quiz/Mango.pdf', 'uploads/2/zebra.png', 'uploads/1/apple.mp3']],
    ['Filename', 'ascending', ['uploads/1/apple.mp3', 'quiz/Mango.pdf', 'uploads/2/zebra.png']],
    ['Filename', 'descending', ['uploads/2/zebra.png', 'quiz/Mango.pdf', 'uploads/1/apple.mp3']],
    ['Path', 'ascending', ['quiz/Mango.pdf', 'uploads/1/apple.mp3', 'uploads/2/zebra.png']],
    ['ETag', 'ascending', ['quiz/Mango.pdf', 'uploads/2/zebra.png', 'uploads/1/apple.mp3']],
    ['Size', 'ascending', ['uploads/1/apple.mp3', 'quiz/Mango.pdf', 'uploads/2/zebra.png']],
    ['Size', 'descending', ['uploads/2/zebra.png', 'quiz/Mango.pdf', 'uploads/1/apple.mp3']],
    ['StorageClass', 'ascending', ['uploads/1/apple.mp3', 'quiz/Mango.pdf', 'uploads/2/zebra.png']],
    ['Filetype', 'ascending', ['uploads/1/apple.mp3', 'quiz/Mango.pdf', 'uploads/2/zebra.png']],
    ['Filetype', 'descending', ['uploads/2/zebra.png', 'quiz/Mango.pdf', 'uploads/1/apple.mp3']],
  ] as const)('by %s %s', (column, direction, expected) => {
    expect(keys(sortAssets(ASSETS, { column, direction }))).toEqual(expected);
  });

  it('sorts sizes as numbers, not text', () => {
    const list = [asset('a', '2026-01-01T00:00:00Z', 100), asset('b', '2026-01-01T00:00:00Z', 9)];
    expect(keys(sortAssets(list, { column: 'Size', direction: 'ascending' }))).toEqual(['b', 'a']);
  });

  it('breaks ties by path so the order is stable', () => {
    const list = [
      asset('c', '2026-01-01T00:00:00Z', 1),
      asset('a', '2026-01-01T00:00:00Z', 1),
      asset('b', '2026-01-01T00:00:00Z', 1),
    ];
    expect(keys(sortAssets(list, { column: 'Size', direction: 'descending' }))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('returns a copy and leaves the list it was given alone', () => {
    const before = keys(ASSETS);
    sortAssets(ASSETS, { column: 'Size', direction: 'ascending' });
    expect(keys(ASSETS)).toEqual(before);
  });
});
