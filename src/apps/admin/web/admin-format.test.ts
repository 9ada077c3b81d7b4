import { describe, expect, it } from 'vitest';
import { ApiError } from '#kit/api-client';
import { dateAndTime, errorText, purposeText } from './admin-format';

describe('errorText', () => {
  it("shows the server's message, and the fallback when the server did not answer", () => {
    expect(errorText(new ApiError(409, 'The username is taken.'), 'Try again.')).toBe(
      'The username is taken.',
    );
    expect(errorText(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
    expect(errorText(null, 'Try again.')).toBe('Try again.');
  });
});

describe('purposeText', () => {
  it('names what the link is for and whose it is', () => {
    expect(purposeText({ purpose: 'invitation', username: 'frida' })).toBe('Invitation for frida');
    expect(purposeText({ purpose: 'reset', username: 'ada' })).toBe('Reset link for ada');
  });
});

describe('dateAndTime', () => {
  it('keeps no timestamp as none and an unreadable one as its text', () => {
    expect(dateAndTime(null)).toBeNull();
    expect(dateAndTime('')).toBeNull();
    expect(dateAndTime('not a date')).toEqual(['not a date', '']);
  });
});
