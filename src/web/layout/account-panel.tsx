import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../hydration';
import type { LoginRequest } from '../../shared/auth.schemas';
import { apiRequest } from '../api-client';
import { logIn, loginErrorMessage } from '../log-in';
import { clearSession, setSession, useSession } from '../session';
import { UserIcon } from '../ui/icons';

export const LOGIN_SUCCESS_MESSAGE = 'Login successful!';
export const LOGIN_MISSING_FIELDS_MESSAGE = 'Enter your username and password.';

interface Notice {
  readonly kind: 'success' | 'error';
  readonly text: string;
}

/** The sidebar's account area: a login form when logged out, who is signed in and Logout otherwise. */
export function AccountPanel() {
  const session = useSession();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const hydrated = useHydrated();
  // After Logout the button vanishes; the form's first field takes focus so keyboard users keep their place.
  const focusUsernameAfterLogout = useRef(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (session === null && focusUsernameAfterLogout.current) {
      focusUsernameAfterLogout.current = false;
      usernameRef.current?.focus();
    }
  }, [session]);

  // Whether a login is in flight; Logout (or a newer attempt) makes its answer stale.
  const [loggingIn, setLoggingIn] = useState(false);
  const latestLogin = useRef<symbol | null>(null);

  async function logInAs(credentials: LoginRequest) {
    const attempt = Symbol('login');
    latestLogin.current = attempt;
    setLoggingIn(true);
    try {
      const session = await logIn(credentials);
      if (latestLogin.current !== attempt) return;
      setSession(session);
      // The form is gone: keyboard users continue in the page, not at the top of the document.
      document.getElementById('main')?.focus();
      setUsername('');
      setNotice({ kind: 'success', text: LOGIN_SUCCESS_MESSAGE });
    } catch (error) {
      if (latestLogin.current !== attempt) return;
      setNotice({ kind: 'error', text: loginErrorMessage(error) });
    } finally {
      if (latestLogin.current === attempt) {
        latestLogin.current = null;
        setPassword('');
        setLoggingIn(false);
      }
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loggingIn) return;
    if (username.trim() === '' || password === '') {
      setNotice({ kind: 'error', text: LOGIN_MISSING_FIELDS_MESSAGE });
      return;
    }
    setNotice(null);
    void logInAs({ username: username.trim(), password });
  }

  function logOut() {
    // The request reads the token before the session is cleared; its failure changes nothing.
    void apiRequest('POST', '/api/logout').catch(() => undefined);
    focusUsernameAfterLogout.current = true;
    clearSession();
    setUsername('');
    setPassword('');
    setNotice(null);
    latestLogin.current = null;
    setLoggingIn(false);
  }

  // A success belongs to a session and an error to the form: neither outlives a change of state
  // made elsewhere (another tab, a 401).
  const shownNotice = notice && (notice.kind === 'success') === (session !== null) ? notice : null;

  // Both states are always laid out, one over the other, and the one not in use is hidden: the
  // panel keeps its size when the session is read after hydration, so nothing in the sidebar moves.
  // Until then a stored session hides both (shell.css), as the prerendered HTML is a visitor's.
  return (
    <section className="account" aria-label="Account" data-hydrated={hydrated ? '' : undefined}>
      <div className="account__signed-in" hidden={!session} inert={!session}>
        <UserIcon className="account__avatar" />
        <p className="account__who">Signed in as {session?.username}</p>
        <p className="account__role">{session?.role}</p>
        <button type="button" className="button button--quiet account__logout" onClick={logOut}>
          Logout
        </button>
      </div>
      <form
        className="account__form"
        onSubmit={submit}
        aria-label="Login"
        hidden={session !== null}
        inert={session !== null}
      >
        <label className="field">
          <span className="field__label">Username</span>
          <input
            ref={usernameRef}
            id={`${id}-username`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Password</span>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={loggingIn}>
          Login
        </button>
      </form>
      <p
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
