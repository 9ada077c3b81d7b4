import { describe, expect, it } from 'vitest';
import type { ScoreClaim, ScoredGame, ScoreVerdict } from '#server-kit/scored-game';
import { EMPTY_RECORDS } from '../core/player-records';
import { CONFLICTS_DECK } from '../core/timeline-decks';
import {
  advanceClock,
  initialGame,
  nextStepAt,
  placeCurrentItem,
  startSeededGame,
  type TimelineGame,
} from '../core/timeline-game';
import { deckEdition } from '../core/timeline-replay';
import { CONFLICTS } from '../data/conflicts';
import {
  MOVES_MISSING_MESSAGE,
  scoredTimelineGame,
  TIMELINE_SCORED_GAMES,
} from './timeline-scored-games';

const CONTEXT = { userId: 1, role: 'User', now: new Date('2026-11-27T12:00:00Z') };
const conflicts = TIMELINE_SCORED_GAMES.find(
  (game) => game.game === 'timeline-conflicts',
) as ScoredGame;

/** A conflicts game played to the end as the page plays it: every card dropped at index 0. */
function playedAtTheFront(seed: number): TimelineGame {
  let game = startSeededGame(
    CONFLICTS_DECK,
    initialGame(CONFLICTS_DECK, EMPTY_RECORDS),
    'timeline',
    CONFLICTS,
    seed,
  );
  while (game.current !== null) {
    game = placeCurrentItem(CONFLICTS_DECK, game, 0, 0);
    for (let at = nextStepAt(game); at !== null; at = nextStepAt(game)) {
      game = advanceClock(CONFLICTS_DECK, game, at);
    }
  }
  return game;
}

const GAME = playedAtTheFront(2026);
const SCORE = GAME.completed?.score ?? -1;
const ACCURACY = GAME.completed?.accuracy ?? -1;

function claim(metadata: Record<string, unknown>, overrides: Partial<ScoreClaim> = {}): ScoreClaim {
  return { mode: 'timeline', score: SCORE, metadata, ...overrides };
}

const MOVES = {
  edition: deckEdition(CONFLICTS),
  seed: 2026,
  answers: GAME.answers,
  accuracy: ACCURACY,
  totalItems: 20,
};

async function refusal(verdict: ScoreVerdict | Promise<ScoreVerdict>): Promise<string> {
  const found = await verdict;
  if (found.kind !== 'refused') throw new Error(`verified: ${JSON.stringify(found)}`);
  return found.message;
}

describe('the timeline quizzes as scored games', () => {
  it('are named as the original client names them', () => {
    expect(TIMELINE_SCORED_GAMES.map((game) => game.game)).toEqual([
      'timeline-tech',
      'timeline-people',
      'timeline-conflicts',
    ]);
  });

  it('keep a finished game with the score and accuracy its answers make', async () => {
    expect(SCORE).toBeGreaterThan(0);
    expect(SCORE).toBeLessThan(20);
    const verdict = await conflicts.verify(claim(MOVES, { mode: ' Timeline ' }), CONTEXT);
    expect(verdict).toMatchObject({
      kind: 'verified',
      score: SCORE,
      mode: 'timeline',
      metadata: { accuracy: ACCURACY, totalItems: 20 },
    });
    expect(verdict.kind === 'verified' && verdict.playKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('return the true score whatever score is claimed (the API compares them)', async () => {
    const verdict = await conflicts.verify(
      claim({ ...MOVES, accuracy: undefined }, { score: 20 }),
      CONTEXT,
    );
    expect(verdict).toMatchObject({ kind: 'verified', score: SCORE });
  });

  it('give the same play key to every retry of a game, and another to another game', async () => {
    const first = await conflicts.verify(claim(MOVES), CONTEXT);
    const retry = await conflicts.verify(claim({ ...MOVES }, { mode: 'timeline' }), {
      userId: 1,
      role: 'User',
      now: new Date('2026-11-28T09:00:00Z'),
    });
    const other = playedAtTheFront(2027);
    const another = await conflicts.verify(
      claim({ ...MOVES, seed: 2027, answers: other.answers, accuracy: undefined }),
      CONTEXT,
    );
    expect(first.kind === 'verified' && first.playKey).toBe(
      retry.kind === 'verified' && retry.playKey,
    );
    expect(another.kind).toBe('verified');
    expect(another.kind === 'verified' && another.playKey).not.toBe(
      first.kind === 'verified' && first.playKey,
    );
    // The same seed and answers in another deck are another game.
    const people = TIMELINE_SCORED_GAMES[1] as ScoredGame;
    const elsewhere = scoredTimelineGame({ ...CONFLICTS_DECK, id: 'timeline-people' }, CONFLICTS);
    const moved = await elsewhere.verify(claim(MOVES), CONTEXT);
    expect(people.game).toBe('timeline-people');
    expect(moved.kind === 'verified' && moved.playKey).not.toBe(
      first.kind === 'verified' && first.playKey,
    );
  });

  it("refuse the original client's claim, which carries no moves", async () => {
    expect(await refusal(conflicts.verify(claim({ accuracy: 80, totalItems: 20 }), CONTEXT))).toBe(
      MOVES_MISSING_MESSAGE,
    );
    expect(MOVES_MISSING_MESSAGE).toMatch(/cannot be checked without the game's moves/);
  });

  it('refuse a mode the quizzes do not have', async () => {
    expect(await refusal(conflicts.verify(claim(MOVES, { mode: 'daily' }), CONTEXT))).toBe(
      'The mode "daily" is not one of this quiz\'s: timeline or guess.',
    );
  });

  it('refuse moves that do not read', async () => {
    expect(await refusal(conflicts.verify(claim({ ...MOVES, seed: -1 }), CONTEXT))).toMatch(
      /^The game's moves could not be read \(seed: .+\)\.$/,
    );
    expect(
      await refusal(
        conflicts.verify(claim({ ...MOVES, answers: [...MOVES.answers.slice(1), 'x'] }), CONTEXT),
      ),
    ).toMatch(/^The game's moves could not be read \(answers\.19: .+\)\.$/);
    expect(await refusal(conflicts.verify(claim({ ...MOVES, edition: 'v1' }), CONTEXT))).toMatch(
      /^The game's moves could not be read \(edition: .+\)\.$/,
    );
  });

  it('refuse a game dealt from another edition of the cards', async () => {
    expect(await refusal(conflicts.verify(claim({ ...MOVES, edition: '00000000' }), CONTEXT))).toBe(
      'This game was dealt from another edition of the cards than the one here, so its score cannot be checked.',
    );
  });

  it('refuse an impossible game: unfinished, or answered where the page cannot answer', async () => {
    expect(
      await refusal(
        conflicts.verify(claim({ ...MOVES, answers: MOVES.answers.slice(0, 5) }), CONTEXT),
      ),
    ).toBe('The game is not finished: 5 of 20 cards were answered.');
    expect(await refusal(conflicts.verify(claim({ ...MOVES, answers: [0, 5] }), CONTEXT))).toBe(
      'Card 2 was dropped at 5, outside a timeline of 1 card.',
    );
  });

  it('refuse an accuracy or a card count the answers do not make', async () => {
    expect(
      await refusal(conflicts.verify(claim({ ...MOVES, accuracy: ACCURACY + 1 }), CONTEXT)),
    ).toBe(`The game sent an accuracy of ${ACCURACY + 1}%, but its answers make ${ACCURACY}%.`);
    expect(await refusal(conflicts.verify(claim({ ...MOVES, totalItems: 10 }), CONTEXT))).toBe(
      'The game sent totalItems 10, but 20 cards were dealt.',
    );
  });
});
