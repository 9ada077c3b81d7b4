import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '#kit/api-client';
import { formatDateTime } from '#kit/date-format';
import { sessionFromSignIn } from '#kit/log-in';
import { setSession } from '#kit/session';
import { PageHeader } from '#kit/page-header';
import type { LoginResponse } from '#shared/auth.schemas';
import { ASK_FOR_A_NEW_LINK } from '../shared/account-links.schemas';
import { useAccountLink } from './account.queries';
import { LinkPasskey } from './link-passkey';
import { LinkPassword } from './link-password';
import '#kit/panel.css';
import '#kit/form.css';
import './account.css';

export const NO_TOKEN_TEXT = `This page needs the whole link you were given. ${ASK_FOR_A_NEW_LINK}`;

/** The token after `#` in the address, or '' when there is none. */
function tokenInAddress(): string {
  return window.location.hash.replace(/^#/, '');
}

/** A title for a link that cannot be used, by the server's status. */
function closedTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 410) return 'This link can no longer be used';
  if (error instanceof ApiError && error.status === 429) return 'Please wait a little';
  if (error instanceof ApiError) return 'This link does not work';
  return 'Nook could not be reached';
}

/**
 * The page an invitation or reset link opens: says whose link it is, lets them choose a password
 * and signs them in; a link that cannot be used says so and what to do.
 */
export default function JoinPage() {
  const navigate = useNavigate();
  // Read once; the address bar then loses it, so it is not left in the history.
  const [token] = useState(tokenInAddress);
  useEffect(() => {
    if (window.location.hash !== '') {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, []);
  const link = useAccountLink(token);

  function signedIn(data: LoginResponse['data']) {
    setSession(sessionFromSignIn(data));
    void navigate('/', { replace: true });
  }

  if (token === '') {
    return (
      <div className="account-page">
        <PageHeader title="This link is not complete" />
        <p className="callout callout--danger">{NO_TOKEN_TEXT}</p>
      </div>
    );
  }
  if (link.isPending) {
    return (
      <div className="account-page">
        <PageHeader title="Join Nook" />
        <p className="muted" role="status">
          Checking your link…
        </p>
      </div>
    );
  }
  if (link.isError) {
    const reachable = link.error instanceof ApiError;
    return (
      <div className="account-page">
        <PageHeader title={closedTitle(link.error)} />
        <p role="alert" className="callout callout--danger">
          {reachable
            ? link.error.message
            : 'Check the connection and try again. The link still works until it is used.'}
        </p>
        {reachable ? null : (
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void link.refetch()}
            >
              Try again
            </button>
          </div>
        )}
      </div>
    );
  }
  const { username, purpose, expires_at } = link.data;
  return (
    <div className="account-page">
      <PageHeader
        title={
          purpose === 'invitation'
            ? `Welcome to Nook, ${username} — choose a password`
            : 'Choose a new password'
        }
      >
        {purpose === 'invitation'
          ? 'Choose the password you will sign in with. This link works once, until '
          : `For ${username}. Every device signed in to this account will be signed out. This link works once, until `}
        {formatDateTime(expires_at)}.
      </PageHeader>
      <LinkPassword token={token} onSignedIn={signedIn} />
      <LinkPasskey token={token} onSignedIn={signedIn} />
    </div>
  );
}
