import { type FormEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { logIn, loginErrorMessage } from './log-in';
import { type Session, setSession } from './session';
import { FormField } from './form-field';
import { PASSKEYS_UNSUPPORTED_MESSAGE, passkeysSupported } from './passkeys';

export const LOGIN_MISSING_FIELDS_MESSAGE = 'Enter your username and password.';
export const PASSKEY_LOGIN_TEXT = 'Sign in with a passkey';

/** The passkey sign-in with its WebAuthn helpers, loaded only when used. */
const loadPasskeyLogIn = () => import('../passkey-log-in');

export interface LoginFormState {
  readonly username: string;
  readonly setUsername: (username: string) => void;
  readonly password: string;
  readonly setPassword: (password: string) => void;
  /** Why the last attempt failed, or ''. */
  readonly error: string;
  readonly loggingIn: boolean;
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Signs in with a passkey the browser offers. */
  readonly signInWithPasskey: () => void;
  /** Lets the browser offer passkeys among the username field's suggestions (once per form). */
  readonly offerPasskeysInAutofill: () => void;
  /** Empties the form and forgets an attempt in flight (its answer no longer matters). */
  readonly reset: () => void;
}

interface LoginFormOptions {
  readonly initialUsername?: string;
  /** After the session is stored. */
  readonly onLoggedIn?: () => void;
  /** After a refused or failed attempt, once its message is set. */
  readonly onFailed?: () => void;
}

/**
 * A login form's state: both fields are required, the username is sent trimmed, a success stores
 * the session, a failure says why and empties the password.
 */
export function useLoginForm({
  initialUsername = '',
  onLoggedIn,
  onFailed,
}: LoginFormOptions = {}): LoginFormState {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [loggingIn, setLoggingIn] = useState(false);
  // A reset (or a newer attempt) makes an attempt's answer stale.
  const latestAttempt = useRef<symbol | null>(null);
  const autofillOffered = useRef(false);

  function loggedIn(session: Session) {
    setSession(session);
    setUsername('');
    onLoggedIn?.();
  }

  async function attempt(logInSomehow: () => Promise<Session>) {
    const current = Symbol('login');
    latestAttempt.current = current;
    setLoggingIn(true);
    try {
      const session = await logInSomehow();
      if (latestAttempt.current !== current) return;
      loggedIn(session);
    } catch (failure) {
      if (latestAttempt.current !== current) return;
      setError(loginErrorMessage(failure));
      onFailed?.();
    } finally {
      if (latestAttempt.current === current) {
        latestAttempt.current = null;
        setPassword('');
        setLoggingIn(false);
      }
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loggingIn) return;
    if (username.trim() === '' || password === '') {
      setError(LOGIN_MISSING_FIELDS_MESSAGE);
      return;
    }
    setError('');
    void attempt(() => logIn({ username: username.trim(), password }));
  }

  function reset() {
    latestAttempt.current = null;
    setUsername('');
    setPassword('');
    setError('');
    setLoggingIn(false);
  }

  return {
    username,
    setUsername,
    password,
    setPassword,
    error,
    loggingIn,
    submit,
    reset,
    signInWithPasskey: () => {
      if (loggingIn) return;
      if (!passkeysSupported()) {
        setError(PASSKEYS_UNSUPPORTED_MESSAGE);
        onFailed?.();
        return;
      }
      setError('');
      void attempt(() => loadPasskeyLogIn().then((module) => module.logInWithPasskey()));
    },
    offerPasskeysInAutofill: () => {
      if (autofillOffered.current) return;
      autofillOffered.current = true;
      void loadPasskeyLogIn().then((module) =>
        module.offerPasskeysInAutofill({
          idle: () => latestAttempt.current === null,
          loggedIn,
          failed: (message) => {
            autofillOffered.current = false;
            if (message === null) return;
            setError(message);
            onFailed?.();
          },
        }),
      );
    },
  };
}

interface LoginFormProps {
  readonly login: LoginFormState;
  /** The form's accessible name. */
  readonly label: string;
  readonly submitLabel: string;
  readonly className: string;
  /** The element that shows `login.error`; the password field is described by it. */
  readonly errorId: string;
  readonly usernameRef?: Ref<HTMLInputElement>;
  readonly passwordRef?: Ref<HTMLInputElement>;
  /** The form's own message instead of the browser's when a field is empty. */
  readonly noValidate?: boolean;
  readonly hidden?: boolean;
  /** After the button: where the form shows its error, if inside it. */
  readonly children?: ReactNode;
}

/** Username, Password and the button: the sidebar's login and the one offered when a session ends. */
export function LoginForm({
  login,
  label,
  submitLabel,
  className,
  errorId,
  usernameRef,
  passwordRef,
  noValidate = false,
  hidden = false,
  children,
}: LoginFormProps) {
  const id = useId();
  return (
    <form
      className={className}
      aria-label={label}
      onSubmit={login.submit}
      noValidate={noValidate}
      hidden={hidden}
      inert={hidden}
    >
      <FormField id={`${id}-username`} label="Username">
        {(control) => (
          <input
            ref={usernameRef}
            {...control}
            name="username"
            autoComplete="username webauthn"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={login.username}
            onFocus={login.offerPasskeysInAutofill}
            onChange={(event) => login.setUsername(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-password`}
        label="Password"
        formErrorId={login.error ? errorId : undefined}
      >
        {(control) => (
          <input
            ref={passwordRef}
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={login.password}
            onChange={(event) => login.setPassword(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary" disabled={login.loggingIn}>
        {submitLabel}
      </button>
      {/* Always there, prerendered too, so the form never grows after it is shown; a browser
          without WebAuthn says so when it is pressed. */}
      <button
        type="button"
        className="button button--quiet login-form__passkey"
        disabled={login.loggingIn}
        onClick={login.signInWithPasskey}
      >
        {PASSKEY_LOGIN_TEXT}
      </button>
      {children}
    </form>
  );
}
