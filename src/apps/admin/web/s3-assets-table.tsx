import type { ListedStorageAsset, StorageAsset } from '#shared/objects.schemas';
import { PrivateImage } from '#kit/private-image';
import type { AssetSort, AssetSortColumn } from '../core/asset-sort';
import { formatFileSize } from '../core/file-size';
import { fileNameOf, fileTypeOf } from '../core/file-type';
import { BreakableText } from './breakable-text';
import { AdminTable, DeleteButton } from './admin-table-parts';
import { DateTimeCell } from './date-time-cell';
import type { S3Asset } from '../shared/admin.schemas';

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

/** Uploads live under `uploads/`; everything else is a site asset the server keeps. */
function isUpload(asset: StorageAsset): boolean {
  return asset.Key.startsWith('uploads/');
}

interface S3AssetsTableProps {
  readonly assets: readonly S3Asset[];
  readonly tableId: string;
  readonly sort: AssetSort;
  readonly onSort: (column: AssetSortColumn) => void;
  /** The key of the upload whose visibility is changing, and of the one being deleted. */
  readonly changingKey: string | undefined;
  readonly deletingKey: string | undefined;
  readonly onToggleVisibility: (asset: ListedStorageAsset) => void;
  readonly onDelete: (asset: ListedStorageAsset) => void;
}

/** One stored file; an upload can be made public or private and deleted, a site asset cannot. */
function AssetRow({
  asset,
  changing,
  deleting,
  onToggleVisibility,
  onDelete,
}: {
  readonly asset: S3Asset;
  readonly changing: boolean;
  readonly deleting: boolean;
  readonly onToggleVisibility: () => void;
  readonly onDelete: () => void;
}) {
  const type = fileTypeOf(asset.Key);
  return (
    <tr>
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
                disabled={changing}
                onClick={onToggleVisibility}
              >
                {asset.public ? 'Make private' : 'Make public'}
              </button>
              <DeleteButton
                label={`Delete ${asset.Key} from storage`}
                deleting={deleting}
                onDelete={onDelete}
              />
            </>
          ) : (
            <span className="muted">Site asset</span>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The stored files, sortable by each column; uploads can be made public or private and deleted. */
export function S3AssetsTable({
  assets,
  tableId,
  sort,
  onSort,
  changingKey,
  deletingKey,
  onToggleVisibility,
  onDelete,
}: S3AssetsTableProps) {
  return (
    <AdminTable
      labelledBy={`${tableId}-caption`}
      caption="Stored files, sortable by each column"
      sortable
      headers={
        <>
          {HEADERS.map(({ column, label }) => {
            const active = sort.column === column;
            return (
              <th key={column} scope="col" aria-sort={active ? sort.direction : undefined}>
                <button type="button" className="admin-sort" onClick={() => onSort(column)}>
                  {label}
                  <SortArrow direction={active ? sort.direction : null} />
                </button>
              </th>
            );
          })}
          <th scope="col">Actions</th>
        </>
      }
    >
      {assets.map((asset) => (
        <AssetRow
          key={asset.Key}
          asset={asset}
          changing={changingKey === asset.Key}
          deleting={deletingKey === asset.Key}
          onToggleVisibility={() => onToggleVisibility(asset)}
          onDelete={() => onDelete(asset)}
        />
      ))}
    </AdminTable>
  );
}
