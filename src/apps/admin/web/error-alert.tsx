import { errorText } from './admin-format';

/** A failed action in the Admin's pages: its message, or nothing while there is no error. */
export function ErrorAlert({
  error,
  fallback,
}: {
  readonly error: unknown;
  /** What is shown when the server gave no message of its own (it could not be reached). */
  readonly fallback: string;
}) {
  if (!error) return null;
  return (
    <p role="alert" className="callout callout--danger admin-alert">
      {errorText(error, fallback)}
    </p>
  );
}
