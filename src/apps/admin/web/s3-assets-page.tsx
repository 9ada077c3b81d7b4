import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageHeader } from '../../../web/ui/page-header';
import {
  type AssetSort,
  type AssetSortColumn,
  DEFAULT_ASSET_SORT,
  nextAssetSort,
  sortAssets,
} from '../core/asset-sort';
import { formatFileSize } from '../core/file-size';
import { fileNameOf, fileTypeOf } from '../core/file-type';
import { manifest } from '../manifest';
import { PrivateImage } from '../../../web/kit/private-image';
import { ApiError } from '../../../web/api-client';
import type { ListedStorageAsset, StorageAsset } from '../../../shared/objects.schemas';
import { deleteUpload } from '../../../web/kit/stored-objects';
import { fetchStorageAssets, setUploadPublic } from './admin.api';
import { loggedLoad } from './admin-format';
import { DateTimeCell } from './date-time-cell';
import { BreakableText } from './breakable-text';
import '../../../web/kit/panel.css';
import '../../../web/kit/form.css';
import './admin.css';

const HEADERS: readonly { readonly column: AssetSortColumn; readonly label: string }[] = [
  { column: 'Filename', label: 'Filename' },
  { column: 'Path', label: 'Path' },
  { column: 'ETag', label: 'ETag' },
  { column: 'LastModified', label: 'Date Uploaded' },
  { column: 'Size', label: 'Size' },
  { column: 'StorageClass', label: 'Storage Class' },
  { column: 'Filetype', label: 'Filetype' },
];

/** A column's name as its header shows it; cards repeat it before each value. */
function label(column: AssetSortColumn): string {
  return HEADERS.find((header) => header.column === column)?.label ?? column;
}

function SortArrow({ direction }: { readonly direction: AssetSort['direction'] | null }) {
  return (
    <span className="admin-sort__arrow" aria-hidden="true">
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </span>
  );
}

const ASSETS_KEY = ['admin', 'assets'] as const;

/** Uploads live under `uploads/`; everything else is a site asset the server keeps. */
function isUpload(asset: StorageAsset): boolean {
  return asset.Key.startsWith('uploads/');
}

export default function S3AssetsPage() {
  const route = manifest.routes[0];
  const tableId = useId();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<AssetSort>(DEFAULT_ASSET_SORT);
  const [notice, setNotice] = useState('');
  const assets = useQuery({
    queryKey: ASSETS_KEY,
    queryFn: ({ signal }) => loggedLoad('storage assets', () => fetchStorageAssets(signal)),
  });
  const rows = sortAssets(assets.data ?? [], sort);

  const remove = useMutation({
    mutationFn: (asset: StorageAsset) => deleteUpload(asset.ETag, asset.Key),
    onSuccess: (_, asset) => setNotice(`"${fileNameOf(asset.Key)}" was deleted.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });

  const visibility = useMutation({
    mutationFn: ({ asset, isPublic }: { asset: ListedStorageAsset; isPublic: boolean }) =>
      setUploadPublic(asset.ETag, asset.Key, isPublic),
    onSuccess: (_, { asset, isPublic }) =>
      setNotice(`"${fileNameOf(asset.Key)}" is now ${isPublic ? 'public' : 'private'}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
  const failed = remove.isError
    ? { error: remove.error, fallback: 'The file could not be deleted.' }
    : visibility.isError
      ? {
          error: visibility.error,
          fallback: `The file could not be made ${visibility.variables.isPublic ? 'public' : 'private'}.`,
        }
      : null;

  function confirmDelete(asset: StorageAsset) {
    setNotice('');
    visibility.reset();
    const question = `Delete "${fileNameOf(asset.Key)}"? It is removed from storage for good.`;
    if (window.confirm(question)) remove.mutate(asset);
  }

  /** Public is for good in practice: browsers may keep what they were told is immutable. */
  function toggleVisibility(asset: ListedStorageAsset) {
    setNotice('');
    remove.reset();
    const isPublic = !asset.public;
    const question =
      `Make "${fileNameOf(asset.Key)}" public? Anyone with its link can see it, ` +
      'and browsers may keep a copy even if you make it private again.';
    if (!isPublic || window.confirm(question)) visibility.mutate({ asset, isPublic });
  }

  return (
    <section className="page admin-page">
      <PageHeader title={route.title}>{route.description}.</PageHeader>
      <div className="admin-toolbar">
        <p className="admin-toolbar__count">
          {assets.data ? `${rows.length} ${rows.length === 1 ? 'file' : 'files'}` : ''}
        </p>
        <button
          type="button"
          className="button button--quiet"
          disabled={assets.isFetching}
          onClick={() => void assets.refetch()}
        >
          {assets.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <p role="status" className="form-message form-message--success admin-notice">
        {notice}
      </p>
      {failed ? (
        <p role="alert" className="callout callout--danger admin-alert">
          {failed.error instanceof ApiError ? failed.error.message : failed.fallback}
        </p>
      ) : null}
      {assets.isPending ? (
        <p className="muted" role="status">
          Loading files…
        </p>
      ) : rows.length === 0 ? (
        <p className="muted">No files in storage yet.</p>
      ) : (
        <div
          className="admin-table-scroll"
          role="region"
          aria-labelledby={`${tableId}-caption`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          <table className="admin-table admin-table--sortable">
            <caption id={`${tableId}-caption`} className="admin-table__caption">
              Stored files, sortable by each column
            </caption>
            <thead>
              <tr>
                {HEADERS.map(({ column, label }) => {
                  const active = sort.column === column;
                  return (
                    <th key={column} scope="col" aria-sort={active ? sort.direction : undefined}>
                      <button
                        type="button"
                        className="admin-sort"
                        onClick={() => setSort((current) => nextAssetSort(current, column))}
                      >
                        {label}
                        <SortArrow direction={active ? sort.direction : null} />
                      </button>
                    </th>
                  );
                })}
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((asset) => {
                const type = fileTypeOf(asset.Key);
                return (
                  <tr key={asset.Key}>
                    <td className="admin-table__strong" data-label={label('Filename')}>
                      <span className="admin-file">
                        {type === 'Image' ? (
                          <PrivateImage
                            className="admin-file__thumbnail"
                            etag={asset.ETag}
                            width={40}
                            height={40}
                          />
                        ) : null}
                        <span className="admin-file__name">
                          <BreakableText text={fileNameOf(asset.Key)} />
                        </span>
                      </span>
                    </td>
                    <td className="admin-table__path" data-label={label('Path')}>
                      <BreakableText text={asset.Key} />
                      {/* Site assets say so in the Actions column. */}
                      {isUpload(asset) ? (
                        <span className="admin-table__uploader">Uploaded by {asset.uploader}</span>
                      ) : null}
                    </td>
                    <td data-label={label('ETag')}>
                      <code className="admin-etag">{asset.ETag}</code>
                    </td>
                    <DateTimeCell iso={asset.LastModified} label={label('LastModified')} />
                    <td className="admin-table__number" data-label={label('Size')}>
                      {formatFileSize(asset.Size)}
                    </td>
                    <td data-label={label('StorageClass')}>{asset.StorageClass}</td>
                    <td data-label={label('Filetype')}>{type}</td>
                    <td data-label="Actions">
                      <div className="admin-table__actions">
                        <span
                          className={`admin-visibility admin-visibility--${asset.public ? 'public' : 'private'}`}
                        >
                          {asset.public ? 'Public' : 'Private'}
                        </span>
                        {isUpload(asset) ? (
                          <>
                            <button
                              type="button"
                              className="button button--quiet admin-table__button admin-visibility__toggle"
                              aria-label={`${asset.public ? 'Make private' : 'Make public'}: ${asset.Key}`}
                              disabled={
                                visibility.isPending && visibility.variables.asset.Key === asset.Key
                              }
                              onClick={() => toggleVisibility(asset)}
                            >
                              {asset.public ? 'Make private' : 'Make public'}
                            </button>
                            <button
                              type="button"
                              className="button button--quiet admin-table__button admin-table__button--danger"
                              aria-label={`Delete ${asset.Key} from storage`}
                              disabled={remove.isPending && remove.variables.Key === asset.Key}
                              onClick={() => confirmDelete(asset)}
                            >
                              Delete
                            </button>
                          </>
                        ) : (
                          <span className="muted">Site asset</span>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
