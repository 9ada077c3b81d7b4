import { describe, expect, it } from 'vitest';
import { dateAndTime, purposeText } from './admin-format';

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
