import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { pretendPhone } from '#tests/web/media-query';
import { clearSession, setSession } from '#kit/session';
import { EMPTY_RECORDS } from '../core/player-records';
import { PEOPLE_DECK } from '../core/timeline-decks';
import {
  advanceClock,
  initialGame,
  placeCurrentItem,
  startSeededGame,
  toSavedGame,
} from '../core/timeline-game';
import { deckEdition, replayTimelineGame } from '../core/timeline-replay';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import { TimelineScoreMetadataSchema } from '../shared/timeline-score.schemas';
import { TimelineQuiz } from './timeline-quiz';
import { writeSavedGame } from './timeline-storage';

const ITEMS: TimelineItem[] = Array.from({ length: 25 }, (_, i) => ({
  name: `Card ${i}`,
  year: 1000 + i * 37,
  description: `Card number ${i}.`,
}));

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The calls a mocked fetch made to the family scores API (the page also fetches its assets). */
function scoreCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([input]) => input === '/api/games/scores');
}

const placeButtons = () => screen.queryAllByRole('button', { name: /^Place / });

/** A people game dealt from seed 42, saved with 19 cards dropped at the front of the timeline. */
function saveNineteenAnswers(): void {
  let game = startSeededGame(
    PEOPLE_DECK,
    initialGame(PEOPLE_DECK, EMPTY_RECORDS),
    'timeline',
    ITEMS,
    42,
  );
  for (let card = 0; card < 19; card += 1) {
    game = advanceClock(
      PEOPLE_DECK,
      placeCurrentItem(PEOPLE_DECK, game, 0, card * 5_000),
      card * 5_000 + 4_000,
    );
  }
  writeSavedGame(PEOPLE_DECK, toSavedGame(PEOPLE_DECK, game));
}

/**
 * Continues the saved game and taps the last card to the front, as on a phone; the next steps are
 * each scheduled as the one before runs, so time moves on in steps until the game completes.
 */
async function finishSavedGame() {
  saveNineteenAnswers();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TimelineQuiz deck={PEOPLE_DECK} items={ITEMS} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Continue Saved Game' }));
  act(() => {
    fireEvent.click(placeButtons()[0] as HTMLElement);
  });
  for (let step = 0; step < 10 && screen.queryByText('Congratulations!') === null; step += 1) {
    await elapse(500);
  }
  expect(screen.getByText('Congratulations!')).toBeInTheDocument();
}

describe("a timeline quiz's family score", () => {
  beforeEach(() => {
    // jsdom lays nothing out; the timeline scrolls its newest card into view.
    Element.prototype.scrollIntoView = () => undefined;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    pretendPhone();
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
  });

  it('is sent when a signed-in player completes a game, with the moves the server replays', async () => {
    setSession({ username: 'ada', role: 'Family', token: 'token-ada', userId: 3 });
    const bodies: unknown[] = [];
    const fetchMock = mockFetch({
      'POST /api/games/scores': (init) => {
        bodies.push(JSON.parse(init?.body as string));
        return { status: 201, body: {} };
      },
    });
    await finishSavedGame();
    await elapse(0);

    expect(bodies).toHaveLength(1);
    const body = bodies[0] as { game: string; mode: string; score: number; metadata: unknown };
    const finalScore = screen.getByText('Final Score').nextElementSibling?.textContent ?? '';
    const shown = Number(/^(\d+) \/ 20$/.exec(finalScore)?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(body).toMatchObject({ game: 'timeline-people', mode: 'timeline', score: shown });
    const metadata = TimelineScoreMetadataSchema.parse(body.metadata);
    expect(metadata).toMatchObject({ edition: deckEdition(ITEMS), seed: 42, totalItems: 20 });
    expect(metadata.answers).toEqual(Array.from({ length: 20 }, () => 0));
    // What the page sends is what the server's replay finds.
    expect(
      replayTimelineGame(PEOPLE_DECK, ITEMS, {
        mode: 'timeline',
        seed: metadata.seed,
        answers: metadata.answers,
      }),
    ).toEqual({ kind: 'completed', score: shown, accuracy: metadata.accuracy, cardCount: 20 });
    const [, init] = scoreCalls(fetchMock)[0] ?? [];
    expect((init?.headers as Record<string, string>)['Authorization']).toBe('Bearer token-ada');
    // The browser's own history is kept as before.
    expect(window.localStorage.getItem('timeline-people.history')).toContain(`"score":${shown}`);
  });

  it('is not sent while nobody is signed in', async () => {
    const fetchMock = mockFetch({});
    await finishSavedGame();
    await elapse(0);
    expect(scoreCalls(fetchMock)).toEqual([]);
  });

  it('is only logged when the server refuses it', async () => {
    setSession({ username: 'ada', role: 'Family', token: 'token-ada', userId: 3 });
    mockFetch({ 'POST /api/games/scores': { status: 422, body: { error: 'Not checked.' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await finishSavedGame();
    await elapse(0);
    expect(logged).toHaveBeenCalledWith(
      'Timeline quiz: the family score was not saved',
      expect.objectContaining({ status: 422, message: 'Not checked.' }),
    );
    expect(screen.getByText('Congratulations!')).toBeInTheDocument();
  });
});
