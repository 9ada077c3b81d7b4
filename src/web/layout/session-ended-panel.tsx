import { useEffect, useId, useRef } from 'react';
import { LoginForm, useLoginForm } from '../kit/login-form';
import './session-ended-panel.css';

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
export default function SessionEndedPanel({ title, username }: SessionEndedPanelProps) {
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  // Storing the session shows the page again, so this form goes away.
  const login = useLoginForm({
    initialUsername: username,
    onFailed: () => passwordRef.current?.focus(),
  });

  // The page the person was using has just been hidden: the password is what they need next.
  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  return (
    <section className="page session-ended" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <div className="notice notice--ended" role="alert">
        <p>{SESSION_ENDED_MESSAGE}</p>
        <p>{SESSION_ENDED_HINT}</p>
      </div>
      <LoginForm
        login={login}
        className="session-ended__form"
        label={LOG_IN_AGAIN}
        submitLabel={LOG_IN_AGAIN}
        errorId={`${id}-error`}
        passwordRef={passwordRef}
        noValidate
      >
        <p id={`${id}-error`} className="session-ended__error" aria-live="polite">
          {login.error}
        </p>
      </LoginForm>
    </section>
  );
}
