import { describe, expect, it } from 'vitest';
import { rowCountOf, statusClassOf } from './api-status';

describe('statusClassOf', () => {
  it.each([
    [200, 'success'],
    [204, 'success'],
    [299, 'success'],
    [304, 'other'],
    [400, 'client-error'],
    [403, 'client-error'],
    [404, 'client-error'],
    [499, 'client-error'],
    [500, 'server-error'],
    [503, 'server-error'],
  ] as const)('%i is %s', (status, name) => {
    expect(statusClassOf(status)).toBe(name);
  });
});

describe('rowCountOf', () => {
  it('reads the list from data.data or data', () => {
    expect(rowCountOf({ data: [1, 2, 3] })).toBe(3);
    expect(rowCountOf([1, 2])).toBe(2);
    expect(rowCountOf({ data: { data: [1] } })).toBe(1);
    expect(rowCountOf({ data: [] })).toBe(0);
  });

  it('has no count when there is no list', () => {
    expect(rowCountOf(undefined)).toBeNull();
    expect(rowCountOf(null)).toBeNull();
    expect(rowCountOf({ data: { ID: 1 } })).toBeNull();
    expect(rowCountOf({ status: 'ok' })).toBeNull();
    expect(rowCountOf('[]')).toBeNull();
  });
});
