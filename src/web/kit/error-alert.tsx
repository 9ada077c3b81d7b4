import { ApiError } from './api-client';

/** What a failed action shows: the server's own message when it answered, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** A failed action: the server's message or `fallback`, or nothing while there is no error. */
export function ErrorAlert({
  error,
  fallback,
  className,
}: {
  readonly error: unknown;
  /** What is shown when the server gave no message of its own (it could not be reached). */
  readonly fallback: string;
  /** A class beside the callout's, for the page's own spacing. */
  readonly className?: string;
}) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className={className ? `callout callout--danger ${className}` : 'callout callout--danger'}
    >
      {errorText(error, fallback)}
    </p>
  );
}
