import type { CardStatus } from './tool-image';

/** Download All and Upload All to S3, for more than one image. */
export function BulkActions({
  disabled,
  canUpload,
  onDownloadAll,
  onUploadAll,
}: {
  readonly disabled: boolean;
  readonly canUpload: boolean;
  readonly onDownloadAll: () => void;
  readonly onUploadAll: () => void;
}) {
  return (
    <div className="tp-bulk">
      <button
        type="button"
        className="button button--quiet"
        disabled={disabled}
        onClick={onDownloadAll}
      >
        Download All
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={disabled || !canUpload}
        aria-describedby={canUpload ? undefined : 'tp-login-hint'}
        onClick={onUploadAll}
      >
        Upload All to S3
      </button>
      {canUpload ? null : (
        <span className="tp-card__login" id="tp-login-hint">
          Log in to upload
        </span>
      )}
    </div>
  );
}

/** How the last Download All or Upload All went: an alert for an error, otherwise a status. */
export function BulkStatus({ status }: { readonly status: CardStatus }) {
  return (
    <p
      className={`tp-card__status tp-card__status--${status.tone}`}
      role={status.tone === 'error' ? 'alert' : 'status'}
    >
      {status.text}
    </p>
  );
}
