import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyScoresKey } from '#kit/use-family-scores';
import { clearSession, setSession } from '#kit/session';
import { mockFetch, type MockReply } from '#tests/web/fetch-mock';
import { SESSIONS } from '#tests/web/render-app';
import { flyFinishedGame } from '../core/flappy-duo.test-fixtures';
import { gameResult } from '../core/flappy-game';
import { FLAPPY_DUO_SCORES_KEY, useSendFamilyScore } from './flappy-duo.queries';

const SAVE = 'POST /api/games/scores';
const STATE = flyFinishedGame(7, 'desktop');
const RESULT = gameResult(STATE);
const LEADERBOARD = familyScoresKey('flappy_duo', 'desktop', 5);

function renderSender() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(LEADERBOARD, []);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const hook = renderHook(() => useSendFamilyScore(), { wrapper });
  return { ...hook, client };
}

function savedReply(): MockReply {
  return {
    status: 201,
    body: {
      data: {
        username: 'frida',
        score: RESULT.gameSeconds,
        mode: 'desktop',
        metadata: {},
        timestamp: '2026-11-21T08:30:00.000Z',
        created_at: '2026-11-21T08:30:00.000Z',
      },
    },
  };
}

afterEach(() => clearSession());

describe('Flappy Duo family score sending', () => {
  it('keys every layout’s leaderboards under the game', () => {
    expect(LEADERBOARD.slice(0, 2)).toEqual(FLAPPY_DUO_SCORES_KEY);
  });

  it('sends nothing while signed out', async () => {
    const fetchMock = mockFetch();
    const { result } = renderSender();
    act(() => result.current.send(STATE, RESULT));
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'signed-out' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the game as sending, then saved, and refreshes the leaderboards', async () => {
    setSession(SESSIONS.family);
    mockFetch({ [SAVE]: savedReply() });
    const { result, client } = renderSender();
    act(() => result.current.send(STATE, RESULT));
    expect(result.current.status).toEqual({ kind: 'sending' });
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'saved' }));
    expect(client.getQueryState(LEADERBOARD)?.isInvalidated).toBe(true);
  });

  it('shows only the last game’s outcome when an earlier one answers later', async () => {
    setSession(SESSIONS.family);
    let answerFirst: (reply: MockReply) => void = () => undefined;
    let calls = 0;
    mockFetch({
      [SAVE]: () => {
        calls += 1;
        if (calls === 1) return new Promise<MockReply>((resolve) => (answerFirst = resolve));
        return savedReply();
      },
    });
    const { result, client } = renderSender();
    act(() => result.current.send(STATE, RESULT));
    act(() => result.current.send(STATE, RESULT));
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'saved' }));
    // The earlier game fails after the later one was saved: the failure is logged, not shown.
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => answerFirst({ status: 500, body: { error: 'Internal Server Error' } }));
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'Flappy Duo: the family score was not saved',
        expect.anything(),
      ),
    );
    expect(result.current.status).toEqual({ kind: 'saved' });
    expect(client.getQueryState(LEADERBOARD)?.isInvalidated).toBe(true);
  });

  it('keeps the same send function between renders', () => {
    mockFetch();
    const { result, rerender } = renderSender();
    const first = result.current.send;
    rerender();
    expect(result.current.send).toBe(first);
  });
});
