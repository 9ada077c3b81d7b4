import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  PASSKEY_CANCELLED_MESSAGE,
  PASSKEYS_UNSUPPORTED_MESSAGE,
  passkeyFailureMessage,
} from './passkeys';

const browserError = (name: string) => Object.assign(new Error('from the browser'), { name });

describe('what a failed passkey request says', () => {
  it("passes the server's message on", () => {
    expect(passkeyFailureMessage(new ApiError(400, 'This passkey is already added.'))).toBe(
      'This passkey is already added.',
    );
  });

  it('says the person cancelled, or the device already has one, or the browser cannot', () => {
    expect(passkeyFailureMessage(browserError('NotAllowedError'))).toBe(PASSKEY_CANCELLED_MESSAGE);
    expect(passkeyFailureMessage(browserError('InvalidStateError'))).toBe(
      'This device already holds a passkey for your account.',
    );
    expect(passkeyFailureMessage(browserError('NotSupportedError'))).toBe(
      PASSKEYS_UNSUPPORTED_MESSAGE,
    );
  });

  it('says nothing when a newer request took its place', () => {
    expect(passkeyFailureMessage(browserError('AbortError'))).toBeNull();
  });

  it('says something went wrong otherwise', () => {
    expect(passkeyFailureMessage(new TypeError('x'))).toBe(
      'Something went wrong with the passkey. Please try again.',
    );
  });
});
