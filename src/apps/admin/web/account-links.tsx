import { useId, useState } from 'react';
import { formatDateTime } from '#kit/date-format';
import type { AccountLink } from '../shared/account-links.schemas';
import { useAccountLinks, useRevokeAccountLink } from './admin.queries';
import { purposeText } from './admin-format';
import { ErrorAlert } from '#kit/error-alert';

/** The links that may still be used, each with Revoke; says so when there are none. */
export function OpenAccountLinks() {
  const headingId = useId();
  const [notice, setNotice] = useState('');
  const links = useAccountLinks();
  const revoke = useRevokeAccountLink((link) => setNotice(`${purposeText(link)} was revoked.`));

  function confirmRevoke(link: AccountLink) {
    setNotice('');
    if (window.confirm(`Revoke the ${purposeText(link).toLowerCase()}? It will stop working.`)) {
      revoke.mutate(link);
    }
  }

  return (
    <section className="panel account-links" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        Open links
      </h2>
      <p role="status" className="form-message form-message--success">
        {notice}
      </p>
      <ErrorAlert
        className="admin-alert"
        error={revoke.error}
        fallback="The link could not be revoked."
      />
      {links.isPending ? (
        <p className="muted" role="status">
          Loading links…
        </p>
      ) : links.isError ? (
        <p role="alert" className="callout callout--danger admin-alert">
          The links could not be loaded.
        </p>
      ) : links.data.length === 0 ? (
        <p className="muted">No open invitation or reset links.</p>
      ) : (
        <ul className="account-links__list">
          {links.data.map((link) => (
            <li key={link.id} className="account-links__item">
              <span>
                <strong>{purposeText(link)}</strong>
                <span className="muted"> · valid until {formatDateTime(link.expires_at)}</span>
              </span>
              <button
                type="button"
                className="button button--quiet admin-table__button--danger"
                aria-label={`Revoke the ${purposeText(link).toLowerCase()}`}
                disabled={revoke.isPending && revoke.variables.id === link.id}
                onClick={() => confirmRevoke(link)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
