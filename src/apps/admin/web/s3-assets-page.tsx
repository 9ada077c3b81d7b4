import { useId, useState } from 'react';
import { PageHeader } from '#kit/page-header';
import { type AssetSort, DEFAULT_ASSET_SORT, nextAssetSort, sortAssets } from '../core/asset-sort';
import { fileNameOf } from '../core/file-type';
import { manifest } from '../manifest';
import type { ListedStorageAsset, StorageAsset } from '#shared/objects.schemas';
import { useDeleteUpload, useStorageAssets, useUploadVisibility } from './admin.queries';
import { ErrorAlert } from '#kit/error-alert';
import { S3AssetsTable } from './s3-assets-table';
import '#kit/panel.css';
import '#kit/form.css';
import './admin.css';

export default function S3AssetsPage() {
  const route = manifest.routes[0];
  const tableId = useId();
  const [sort, setSort] = useState<AssetSort>(DEFAULT_ASSET_SORT);
  const [notice, setNotice] = useState('');
  const assets = useStorageAssets();
  const rows = sortAssets(assets.data ?? [], sort);

  const remove = useDeleteUpload((asset) => setNotice(`"${fileNameOf(asset.Key)}" was deleted.`));
  const visibility = useUploadVisibility(({ asset, isPublic }) =>
    setNotice(`"${fileNameOf(asset.Key)}" is now ${isPublic ? 'public' : 'private'}.`),
  );

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
      {remove.isError ? (
        <ErrorAlert
          className="admin-alert"
          error={remove.error}
          fallback="The file could not be deleted."
        />
      ) : (
        <ErrorAlert
          className="admin-alert"
          error={visibility.error}
          fallback={`The file could not be made ${visibility.variables?.isPublic ? 'public' : 'private'}.`}
        />
      )}
      {assets.isPending ? (
        <p className="muted" role="status">
          Loading files…
        </p>
      ) : rows.length === 0 ? (
        <p className="muted">No files in storage yet.</p>
      ) : (
        <S3AssetsTable
          assets={rows}
          tableId={tableId}
          sort={sort}
          onSort={(column) => setSort((current) => nextAssetSort(current, column))}
          changingKey={visibility.isPending ? visibility.variables.asset.Key : undefined}
          deletingKey={remove.isPending ? remove.variables.Key : undefined}
          onToggleVisibility={toggleVisibility}
          onDelete={confirmDelete}
        />
      )}
    </section>
  );
}
