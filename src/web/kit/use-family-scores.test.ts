import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { familyScoresKey, startOfWeek, useRefreshFamilyScores } from './use-family-scores';

describe('a week of family scores', () => {
  it('starts on Monday at midnight, local time', () => {
    const friday = new Date(2026, 10, 27, 18, 30);
    expect(startOfWeek(friday)).toEqual(new Date(2026, 10, 23, 0, 0, 0, 0));
    const monday = new Date(2026, 10, 23, 0, 0, 0, 1);
    expect(startOfWeek(monday)).toEqual(new Date(2026, 10, 23));
    const sunday = new Date(2026, 10, 29, 23, 59);
    expect(startOfWeek(sunday)).toEqual(new Date(2026, 10, 23));
    // Across a month's end.
    expect(startOfWeek(new Date(2026, 11, 2, 9))).toEqual(new Date(2026, 10, 30));
  });

  it('keeps a week’s list apart from the all-time list, both under the game’s key', () => {
    const week = familyScoresKey('flappy_duo', 'desktop', 5, '2026-11-22T23:00:00.000Z');
    const allTime = familyScoresKey('flappy_duo', 'desktop', 5);
    expect(week).not.toEqual(allTime);
    const game = familyScoresKey('flappy_duo');
    expect(week.slice(0, game.length)).toEqual(game);
    expect(allTime.slice(0, game.length)).toEqual(game);
  });
});

describe('useRefreshFamilyScores', () => {
  it('refreshes every list of its game, whatever the mode or week, and no other game’s', () => {
    const client = new QueryClient();
    const today = familyScoresKey('rgb_guesser', '2026-11-23', 10);
    const thisWeek = familyScoresKey('rgb_guesser', '2026-11-22', 5, '2026-11-23T00:00:00.000Z');
    const otherGame = familyScoresKey('flappy_duo', 'desktop', 5);
    for (const key of [today, thisWeek, otherGame]) client.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(() => useRefreshFamilyScores('rgb_guesser'), {
      wrapper,
    });
    const refresh = result.current;
    rerender();
    expect(result.current).toBe(refresh);

    act(() => refresh());
    expect(client.getQueryState(today)?.isInvalidated).toBe(true);
    expect(client.getQueryState(thisWeek)?.isInvalidated).toBe(true);
    expect(client.getQueryState(otherGame)?.isInvalidated).toBe(false);
  });
});
