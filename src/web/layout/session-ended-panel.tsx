import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { logIn, loginErrorMessage } from '../log-in';
import { setSession } from '../session';

export const SESSION_ENDED_MESSAGE = 'Your session has ended.';
export const SESSION_ENDED_HINT =
  'You were signed out, perhaps because your password or access changed or you logged out on another device. Log in again to carry on here: what you typed is kept.';
export const LOG_IN_AGAIN = 'Log In Again';

interface SessionEndedPanelProps {
  /** The page's title, shown above the notice. */
  readonly title: string;
  /** Who was signed in, offered in the form. */
  readonly username: string;
}

/** Shown in place of a page whose session the server ended: says so and offers the login there. */
export function SessionEndedPanel({ title, username: endedUsername }: SessionEndedPanelProps) {
  const id = useId();
  const [username, setUsername] = useState(endedUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [loggingIn, setLoggingIn] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The page the person was using has just been hidden: the password is what they need next.
  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loggingIn) return;
    if (username.trim() === '' || password === '') {
      setError('Enter your username and password.');
      return;
    }
    setError('');
    setLoggingIn(true);
    try {
      // Storing the session shows the page again, so this form goes away.
      setSession(await logIn({ username: username.trim(), password }));
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setPassword('');
      setLoggingIn(false);
      passwordRef.current?.focus();
    }
  }

  return (
    <section className="page session-ended" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <div className="notice notice--ended" role="alert">
        <p>{SESSION_ENDED_MESSAGE}</p>
        <p>{SESSION_ENDED_HINT}</p>
      </div>
      <form
        className="session-ended__form"
        aria-label={LOG_IN_AGAIN}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-username`}>
            Username
          </label>
          <input
            id={`${id}-username`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-password`}>
            Password
          </label>
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={loggingIn}>
          {LOG_IN_AGAIN}
        </button>
        <p id={`${id}-error`} className="session-ended__error" aria-live="polite">
          {error}
        </p>
      </form>
    </section>
  );
}
