import { ApiError } from './api-client';

/** Said when the browser has no WebAuthn at all (an old browser, or a page not served securely). */
export const PASSKEYS_UNSUPPORTED_MESSAGE =
  'This browser cannot use passkeys. Try a recent Chrome, Edge, Firefox or Safari.';
export const PASSKEY_CANCELLED_MESSAGE = 'The passkey request was cancelled or timed out.';

/** Whether this browser can make and use passkeys (WebAuthn, in a secure context). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * What to tell the person after a passkey request failed, or null when there is nothing to say
 * (a newer request took its place).
 */
export function passkeyFailureMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'AbortError') return null;
  if (name === 'NotAllowedError') return PASSKEY_CANCELLED_MESSAGE;
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  if (name === 'NotSupportedError') return PASSKEYS_UNSUPPORTED_MESSAGE;
  return 'Something went wrong with the passkey. Please try again.';
}
