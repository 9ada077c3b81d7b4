import { describe, expect, it } from 'vitest';
import { type Access, canAccess } from './app-manifest';

describe('canAccess', () => {
  const cases: [Access, string | null, boolean][] = [
    ['public', null, true],
    ['public', 'User', true],
    ['member', null, false],
    ['member', '', false],
    ['member', 'User', true],
    ['member', 'Family', true],
    ['member', 'Admin', true],
    ['family', null, false],
    ['family', 'User', false],
    ['family', 'Family', true],
    ['family', 'Admin', true],
    ['admin', null, false],
    ['admin', 'User', false],
    ['admin', 'Family', false],
    ['admin', 'Admin', true],
    ['admin', 'admin', false],
  ];

  it.each(cases)('%s access for role %s is %s', (access, role, expected) => {
    expect(canAccess(access, role)).toBe(expected);
  });
});
