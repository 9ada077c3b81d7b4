import { describe, expect, it } from 'vitest';
import { newPasswordProblems } from './new-password';

describe('newPasswordProblems', () => {
  it('asks for eight to 256 characters, typed twice the same', () => {
    expect(newPasswordProblems('long enough', 'long enough')).toEqual({});
    expect(newPasswordProblems('short', 'short')).toEqual({
      next: 'The new password must be at least 8 characters.',
    });
    expect(newPasswordProblems('x'.repeat(257), 'x'.repeat(257))).toEqual({
      next: 'The new password must be at most 256 characters.',
    });
    expect(newPasswordProblems('long enough', 'long enougj')).toEqual({
      confirm: 'The new passwords do not match.',
    });
  });
});
