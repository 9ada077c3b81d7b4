import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../kit/hydration';
import { LoginForm, useLoginForm } from '../kit/login-form';
import { logOut, sendOwnWritesBeforeLogout } from '../log-out';
import type { QueuedWrite } from '../kit/outbox-store';
import { getSession, type Session, useSession } from '../kit/session';
import { UserIcon } from '../ui/icons';
import { DiscardOnLogoutDialog } from './discard-on-logout-dialog';

export const LOGIN_SUCCESS_MESSAGE = 'Login successful!';
export const MY_ACCOUNT_LINK_TEXT = 'My account';
/** Shown while a logout first sends the user's waiting writes. */
export const SENDING_BEFORE_LOGOUT_TEXT = 'Sending what is waiting before logging out…';

/** The sidebar's account area: a login form when logged out, who is signed in and Logout otherwise. */
export function AccountPanel() {
  const session = useSession();
  const id = useId();
  const hydrated = useHydrated();
  // Whether this panel's login succeeded; it is shown while that session lasts.
  const [welcomed, setWelcomed] = useState(false);
  const login = useLoginForm({
    onLoggedIn: () => {
      // The form is gone: keyboard users continue in the page, not at the top of the document.
      document.getElementById('main')?.focus();
      setWelcomed(true);
    },
  });
  // After Logout the button vanishes; the form's first field takes focus so keyboard users keep their place.
  const focusUsernameAfterLogout = useRef(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (session === null && focusUsernameAfterLogout.current) {
      focusUsernameAfterLogout.current = false;
      usernameRef.current?.focus();
    }
  }, [session]);

  // The user's writes that could not be sent before a logout: the dialog asks before discarding them.
  const [unsent, setUnsent] = useState<{ session: Session; writes: QueuedWrite[] } | null>(null);
  const [sendingFirst, setSendingFirst] = useState(false);

  function finishLogout(loggingOut: Session, discard: readonly QueuedWrite[]) {
    setUnsent(null);
    focusUsernameAfterLogout.current = true;
    // Clears the session at once; the server is told now, or when the connection returns.
    void logOut(loggingOut, discard).catch((error: unknown) => {
      console.error('Logout: could not finish', error);
    });
    login.reset();
    setWelcomed(false);
  }

  async function startLogout() {
    if (session === null || sendingFirst) return;
    const loggingOut = session;
    setSendingFirst(true);
    let left: QueuedWrite[] = [];
    try {
      left = await sendOwnWritesBeforeLogout(loggingOut);
    } catch (error) {
      console.error('Logout: the waiting writes could not be read', error);
    } finally {
      setSendingFirst(false);
    }
    // Logged out or changed meanwhile (another tab, a 401): nothing left to do here.
    if (getSession()?.token !== loggingOut.token) return;
    if (left.length > 0) setUnsent({ session: loggingOut, writes: left });
    else finishLogout(loggingOut, []);
  }

  // A success belongs to a session and an error to the form: neither outlives a change of state
  // made elsewhere (another tab, a 401).
  const shownNotice =
    session !== null
      ? sendingFirst
        ? { kind: 'progress', text: SENDING_BEFORE_LOGOUT_TEXT }
        : welcomed
          ? { kind: 'success', text: LOGIN_SUCCESS_MESSAGE }
          : null
      : login.error
        ? { kind: 'error', text: login.error }
        : null;

  // Both states are always laid out, one over the other, and the one not in use is hidden: the
  // panel keeps its size when the session is read after hydration, so nothing in the sidebar moves.
  // Until then a stored session hides both (shell.css), as the prerendered HTML is a visitor's.
  return (
    <section className="account" aria-label="Account" data-hydrated={hydrated ? '' : undefined}>
      <div className="account__signed-in" hidden={!session} inert={!session}>
        <UserIcon className="account__avatar" />
        <p className="account__who">Signed in as {session?.username}</p>
        <p className="account__role">{session?.role}</p>
        <Link to="/account" className="account__mine">
          {MY_ACCOUNT_LINK_TEXT}
        </Link>
        <button
          type="button"
          className="button button--quiet account__logout"
          aria-disabled={sendingFirst}
          onClick={() => void startLogout()}
        >
          Logout
        </button>
      </div>
      {unsent !== null && session?.token === unsent.session.token ? (
        <DiscardOnLogoutDialog
          writes={unsent.writes}
          onStay={() => setUnsent(null)}
          onDiscard={() => finishLogout(unsent.session, unsent.writes)}
        />
      ) : null}
      <LoginForm
        login={login}
        className="account__form"
        label="Login"
        submitLabel="Login"
        errorId={`${id}-notice`}
        usernameRef={usernameRef}
        hidden={session !== null}
      />
      <p
        id={`${id}-notice`}
        role="status"
        aria-live="polite"
        className={
          shownNotice ? `account__notice account__notice--${shownNotice.kind}` : 'account__notice'
        }
      >
        {shownNotice?.text}
      </p>
    </section>
  );
}
