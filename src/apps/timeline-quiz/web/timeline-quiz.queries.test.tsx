import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { familyScoresKey } from '#kit/use-family-scores';
import { familyBestKey, useRefreshFamilyBest } from './timeline-quiz.queries';

describe('useRefreshFamilyBest', () => {
  it("marks every family best list of its deck stale, and no other deck's", () => {
    const client = new QueryClient();
    const allTime = familyScoresKey('timeline-people', 'timeline', 5);
    const thisWeek = familyScoresKey('timeline-people', 'year', 5, '2026-11-23T00:00:00.000Z');
    const otherDeck = familyScoresKey('timeline-tech', 'timeline', 5);
    for (const key of [allTime, thisWeek, otherDeck]) client.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );

    const { result } = renderHook(() => useRefreshFamilyBest('timeline-people'), { wrapper });
    act(() => result.current());

    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(allTime)).toBe(true);
    expect(invalidated(thisWeek)).toBe(true);
    expect(invalidated(otherDeck)).toBe(false);
    expect(familyBestKey('timeline-people')).toEqual(['family-scores', 'timeline-people']);
  });
});
