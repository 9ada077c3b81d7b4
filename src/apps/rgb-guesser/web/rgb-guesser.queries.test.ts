import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { familyScoresKey } from '#kit/use-family-scores';
import { useRefreshFamilyScores } from './rgb-guesser.queries';

describe('RGB Guesser queries', () => {
  it('refreshes every day’s family leaderboard and no other game’s', () => {
    const client = new QueryClient();
    const today = familyScoresKey('rgb_guesser', '2026-11-23', 10);
    const yesterday = familyScoresKey('rgb_guesser', '2026-11-22', 10);
    const otherGame = familyScoresKey('flappy_duo', 'desktop', 5);
    for (const key of [today, yesterday, otherGame]) client.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(() => useRefreshFamilyScores(), { wrapper });
    const refresh = result.current;
    rerender();
    expect(result.current).toBe(refresh);

    act(() => refresh());
    expect(client.getQueryState(today)?.isInvalidated).toBe(true);
    expect(client.getQueryState(yesterday)?.isInvalidated).toBe(true);
    expect(client.getQueryState(otherGame)?.isInvalidated).toBe(false);
  });
});
