import { describe, expect, it } from 'vitest';
import type { ScoreWithUser, WordWeaverResult } from '../shared/word-weaver.schemas';
import {
  describeEarlier,
  describeFinish,
  finishSequenceReducer,
  HIGHLIGHT_MS,
  initialFinishState,
  isRefusal,
  isUnreachable,
  type FinishEffect,
  type FinishEvent,
  type FinishState,
  type RequestFailure,
  type SignedIn,
} from './finish-sequence';
import { emptyBoard } from './game';
import type { KeptGame, UnscoredGame } from './kept-games';

const EMPTY = ['', '', '', '', '', '', ''];
const NO_WORDS: WordWeaverResult = {
  longest_words_in_rows: EMPTY,
  longest_words_in_cols: EMPTY,
  row_definitions: EMPTY,
  col_definitions: EMPTY,
};

/** A board with CAT on the bottom row and AT down column 2 (rows 5 and 6). */
function boardWithWords() {
  const board = emptyBoard();
  board[6] = ['C', 'A', 'T', '', '', '', ''];
  board[5]![1] = 'X';
  return board;
}
const BOARD = boardWithWords();
const TWO_WORDS: WordWeaverResult = {
  ...NO_WORDS,
  longest_words_in_rows: ['', '', '', '', '', '', 'cat'],
  row_definitions: ['', '', '', '', '', '', 'noun: a pet'],
  longest_words_in_cols: ['', 'xa', '', '', '', '', ''],
};

const ALICE: SignedIn = { userId: 7, username: 'alice', token: 'alice-token' };
const BOB: SignedIn = { userId: 8, username: 'bob', token: 'bob-token' };
const SEED = 20261126;
const FINISHED = { seed: SEED, board: BOARD, columns: [0, 1, 2, 1] };
const ALICES: UnscoredGame = { ...FINISHED, writer: { userId: 7, username: 'alice' } };
const NOBODYS: UnscoredGame = { ...FINISHED, writer: null };

const OFFLINE: RequestFailure = { status: 0, online: false, message: 'Failed to fetch' };
const NO_ANSWER: RequestFailure = { status: 0, online: true, message: 'Failed to fetch' };
const REFUSED: RequestFailure = { status: 400, online: true, message: 'The board is not 7x7.' };
const SERVER_ERROR: RequestFailure = { status: 500, online: true, message: 'Server error' };
const SESSION_ENDED: RequestFailure = { status: 401, online: true, message: 'Log in again.' };

const row = (ID: number, score: number): ScoreWithUser => ({
  ID,
  score,
  seed: SEED,
  username: 'alice',
  timestamp: '2026-11-26T09:30:00.000Z',
});

const kept = (game: UnscoredGame, seed = game.seed): KeptGame => ({ ...game, seed, score: null });

/** Runs events in order: the state after the last, and every effect asked for on the way. */
function run(state: FinishState, ...events: FinishEvent[]) {
  const effects: FinishEffect[] = [];
  let current = state;
  for (const event of events) {
    const step = finishSequenceReducer(current, event);
    current = step.state;
    effects.push(...step.effects);
  }
  return { state: current, effects };
}

const ofType = <T extends FinishEffect['type']>(effects: readonly FinishEffect[], type: T) =>
  effects.filter((effect): effect is Extract<FinishEffect, { type: T }> => effect.type === type);

/** Alice finishes a game and the server scores it at time 0. */
function aliceScored(result: WordWeaverResult = TWO_WORDS) {
  const over = run(initialFinishState(ALICE, []), { type: 'game-over', game: FINISHED });
  return run(over.state, {
    type: 'score-received',
    purpose: 'board',
    run: over.state.run,
    game: ALICES,
    result,
    now: 0,
  });
}

const saved = (runOf: number, score = 5): FinishEvent => ({
  type: 'save-succeeded',
  purpose: 'board',
  run: runOf,
  game: ALICES,
  score,
  row: row(11, score),
});

/** The save asked for once Alice's game on the board (run 1) is scored 5. */
const SAVE_ALICES_FIVE: FinishEffect = {
  type: 'save-score',
  purpose: 'board',
  run: 1,
  game: ALICES,
  score: 5,
  token: 'alice-token',
};

describe('the finish of the game on the board', () => {
  it('keeps the game at once, holds it and sends it for scoring, written by whoever is signed in', () => {
    const { state, effects } = run(initialFinishState(ALICE, []), {
      type: 'game-over',
      game: FINISHED,
    });
    expect(effects).toEqual([
      { type: 'keep-unscored', game: ALICES },
      { type: 'request-score', purpose: 'board', run: 1, game: ALICES },
    ]);
    expect(describeFinish(state, true)).toMatchObject({
      phase: 'scoring',
      busy: true,
      score: null,
    });
    expect(state.held).toHaveLength(1);
    // Before the sequence has run a step, a game that is over shows as being scored.
    expect(describeFinish(initialFinishState(null, []), true).phase).toBe('scoring');
    expect(describeFinish(initialFinishState(null, []), false).phase).toBe('none');
  });

  it('saves as soon as the board is scored, lights one word a second with its chime, then says saved', () => {
    const scored = aliceScored();
    expect(scored.effects).toEqual([
      SAVE_ALICES_FIVE,
      { type: 'play-word-sound' },
      { type: 'wake', at: HIGHLIGHT_MS },
    ]);
    let finish = describeFinish(scored.state, true);
    expect(finish.phase).toBe('highlighting');
    expect(finish.words.map((found) => found.word)).toEqual(['cat', 'xa']);
    expect(finish.words[0]).toEqual({
      kind: 'row',
      index: 6,
      start: 0,
      length: 3,
      word: 'cat',
      definition: 'noun: a pet',
    });
    expect(finish.words[1]).toMatchObject({ kind: 'column', index: 1, start: 5, length: 2 });
    expect(finish.lit?.word).toBe('cat');
    expect(finish.score).toBe(3);

    // The save answers while the first word is lit: the page says nothing of it yet.
    const early = run(scored.state, saved(scored.state.run), {
      type: 'tick',
      now: HIGHLIGHT_MS - 1,
    });
    expect(early.effects).toEqual([
      { type: 'forget-unscored', game: ALICES },
      { type: 'wake', at: HIGHLIGHT_MS },
    ]);
    expect(describeFinish(early.state, true)).toMatchObject({ phase: 'highlighting', save: null });

    const second = run(early.state, { type: 'tick', now: HIGHLIGHT_MS });
    expect(second.effects).toEqual([
      { type: 'play-word-sound' },
      { type: 'wake', at: 2 * HIGHLIGHT_MS },
    ]);
    finish = describeFinish(second.state, true);
    expect(finish.lit?.word).toBe('xa');
    expect(finish.shownWords).toHaveLength(2);
    expect(finish.score).toBe(5);

    const lit = run(second.state, { type: 'tick', now: 2 * HIGHLIGHT_MS });
    expect(lit.effects).toEqual([{ type: 'load-high-scores', run: 1, seed: SEED }]);
    expect(describeFinish(lit.state, true)).toMatchObject({
      phase: 'saving',
      busy: true,
      lit: null,
    });

    const done = run(lit.state, {
      type: 'high-scores-loaded',
      run: 1,
      scores: [row(11, 5), row(3, 4)],
    });
    expect(done.effects).toEqual([{ type: 'play-fanfare' }]);
    expect(describeFinish(done.state, true)).toMatchObject({
      phase: 'done',
      score: 5,
      topScore: true,
      ownId: 11,
      busy: false,
      save: { kind: 'saved', row: row(11, 5) },
    });
    // Released once the save answered.
    expect(done.state.held).toEqual([]);
  });

  it('waits in "saving" for a save that answers after the lighting', () => {
    const scored = aliceScored();
    const lit = run(
      scored.state,
      { type: 'tick', now: HIGHLIGHT_MS },
      { type: 'tick', now: 2 * HIGHLIGHT_MS },
    );
    expect(ofType(lit.effects, 'load-high-scores')).toEqual([]);
    expect(describeFinish(lit.state, true).phase).toBe('saving');
    const answered = run(lit.state, saved(lit.state.run));
    expect(answered.effects).toEqual([
      { type: 'forget-unscored', game: ALICES },
      { type: 'load-high-scores', run: 1, seed: SEED },
    ]);
  });

  it('is no TOP SCORE when another score is as high, or the high scores cannot be loaded', () => {
    const scored = aliceScored();
    const lit = run(
      scored.state,
      saved(scored.state.run),
      { type: 'tick', now: HIGHLIGHT_MS },
      { type: 'tick', now: 2 * HIGHLIGHT_MS },
    );
    const tied = run(lit.state, { type: 'high-scores-loaded', run: 1, scores: [row(3, 5)] });
    expect(describeFinish(tied.state, true)).toMatchObject({ phase: 'done', topScore: false });
    expect(tied.effects).toEqual([]);
    const failed = run(lit.state, { type: 'high-scores-failed', run: 1 });
    expect(describeFinish(failed.state, true)).toMatchObject({ phase: 'done', topScore: false });
  });

  it('goes straight to saving when the board holds no words', () => {
    const { state, effects } = aliceScored(NO_WORDS);
    expect(ofType(effects, 'play-word-sound')).toEqual([]);
    expect(describeFinish(state, true)).toMatchObject({ phase: 'saving', words: [], score: 0 });
  });

  it('keeps a game played while nobody was signed in for the next login, before the words light up', () => {
    const over = run(initialFinishState(null, []), { type: 'game-over', game: FINISHED });
    expect(ofType(over.effects, 'keep-unscored')).toEqual([
      { type: 'keep-unscored', game: NOBODYS },
    ]);
    const scored = run(over.state, {
      type: 'score-received',
      purpose: 'board',
      run: 1,
      game: NOBODYS,
      result: NO_WORDS,
      now: 0,
    });
    expect(scored.effects).toEqual([
      { type: 'keep-for-login', game: { ...FINISHED, score: 0 } },
      { type: 'load-high-scores', run: 1, seed: SEED },
    ]);
    const done = run(scored.state, { type: 'high-scores-loaded', run: 1, scores: [] });
    expect(describeFinish(done.state, true)).toMatchObject({
      phase: 'done',
      save: { kind: 'login-needed' },
      // Nothing scored is no TOP SCORE, even on an empty list.
      topScore: false,
      ownId: null,
    });
    expect(done.state.held).toEqual([]);
  });

  it('keeps the game for its writer when they logged out before it was scored', () => {
    const over = run(initialFinishState(ALICE, []), { type: 'game-over', game: FINISHED });
    const scored = run(
      over.state,
      { type: 'session-changed', session: null },
      { type: 'score-received', purpose: 'board', run: 1, game: ALICES, result: NO_WORDS, now: 0 },
      { type: 'high-scores-loaded', run: 1, scores: [] },
    );
    expect(ofType(scored.effects, 'save-score')).toEqual([]);
    expect(ofType(scored.effects, 'forget-unscored')).toEqual([]);
    expect(describeFinish(scored.state, true).save).toEqual({
      kind: 'kept-for-writer',
      username: 'alice',
    });
  });

  it.each([
    ['offline', OFFLINE, 'offline'],
    ['online without an answer', NO_ANSWER, 'unreachable'],
  ] as const)(
    'keeps a game it cannot score %s and waits for the connection',
    (_label, failure, reason) => {
      const over = run(initialFinishState(ALICE, []), { type: 'game-over', game: FINISHED });
      const { state, effects } = run(over.state, {
        type: 'score-failed',
        purpose: 'board',
        run: 1,
        game: ALICES,
        failure,
      });
      expect(effects).toEqual([{ type: 'keep-unscored', game: ALICES }]);
      expect(describeFinish(state, true)).toMatchObject({
        phase: 'waiting',
        waitReason: reason,
        busy: false,
        error: null,
      });
      expect(state.held).toEqual([]);
    },
  );

  it('forgets a game the server refuses to score, and keeps one it failed on', () => {
    const over = run(initialFinishState(ALICE, []), { type: 'game-over', game: FINISHED });
    const refused = run(over.state, {
      type: 'score-failed',
      purpose: 'board',
      run: 1,
      game: ALICES,
      failure: REFUSED,
    });
    expect(refused.effects).toEqual([{ type: 'forget-unscored', game: ALICES }]);
    expect(describeFinish(refused.state, true)).toMatchObject({
      phase: 'score-error',
      error: 'The board is not 7x7.',
    });
    const failed = run(over.state, {
      type: 'score-failed',
      purpose: 'board',
      run: 1,
      game: ALICES,
      failure: SERVER_ERROR,
    });
    expect(failed.effects).toEqual([]);
    expect(describeFinish(failed.state, true)).toMatchObject({
      phase: 'score-error',
      error: 'Server error',
    });
  });

  it('waits for the connection when the save finds no server, keeping the game', () => {
    const scored = aliceScored(NO_WORDS);
    const { state, effects } = run(scored.state, {
      type: 'save-failed',
      purpose: 'board',
      run: 1,
      game: ALICES,
      score: 0,
      failure: NO_ANSWER,
    });
    expect(effects).toEqual([{ type: 'keep-unscored', game: ALICES }]);
    expect(describeFinish(state, true)).toMatchObject({
      phase: 'waiting',
      waitReason: 'unreachable',
    });
  });

  it('keeps the game for its writer when the server says their session ended, and says why a save failed', () => {
    const scored = aliceScored(NO_WORDS);
    const fail = (failure: RequestFailure) =>
      run(
        scored.state,
        { type: 'save-failed', purpose: 'board', run: 1, game: ALICES, score: 0, failure },
        { type: 'high-scores-loaded', run: 1, scores: [] },
      );
    const ended = fail(SESSION_ENDED);
    expect(ofType(ended.effects, 'forget-unscored')).toEqual([]);
    expect(describeFinish(ended.state, true).save).toEqual({
      kind: 'kept-for-writer',
      username: 'alice',
    });
    const refused = fail(REFUSED);
    expect(ofType(refused.effects, 'forget-unscored')).toHaveLength(1);
    // A score that could not be saved is no TOP SCORE, even on an empty list.
    expect(describeFinish(refused.state, true)).toMatchObject({
      save: { kind: 'error', message: 'The board is not 7x7.' },
      topScore: false,
    });
    expect(ofType(refused.effects, 'play-fanfare')).toEqual([]);
  });

  it('stops showing a sequence reset mid-way, while its save still goes on', () => {
    const over = run(initialFinishState(ALICE, []), { type: 'game-over', game: FINISHED });
    const reset = run(over.state, { type: 'reset' });
    expect(describeFinish(reset.state, false).phase).toBe('none');
    const late = run(reset.state, {
      type: 'score-received',
      purpose: 'board',
      run: 1,
      game: ALICES,
      result: TWO_WORDS,
      now: 0,
    });
    expect(late.effects).toEqual([SAVE_ALICES_FIVE]);
    expect(describeFinish(late.state, false).phase).toBe('none');
    // Held until the save answers, then forgotten as saved.
    expect(late.state.held).toHaveLength(1);
    const answered = run(late.state, saved(1), { type: 'tick', now: 5000 });
    expect(answered.effects).toEqual([{ type: 'forget-unscored', game: ALICES }]);
    expect(answered.state.held).toEqual([]);
    expect(describeFinish(answered.state, false).phase).toBe('none');
    // A late failure of a run reset meanwhile keeps the game, unseen.
    const failed = run(reset.state, {
      type: 'score-failed',
      purpose: 'board',
      run: 1,
      game: ALICES,
      failure: OFFLINE,
    });
    expect(failed.effects).toEqual([{ type: 'keep-unscored', game: ALICES }]);
    expect(describeFinish(failed.state, false).phase).toBe('none');
  });
});

describe('kept games', () => {
  const ON_BOARD_SEED = SEED + 1;
  const earlierOfAlice = kept(ALICES, SEED - 1);
  const earlierOfBob = kept({ ...FINISHED, writer: { userId: 8, username: 'bob' } }, SEED - 2);
  /** The connection comes back: kept games are due. */
  const BACK_ONLINE: FinishEvent = { type: 'kept-games-due', cause: 'online', online: true };
  /** Alice's earlier game and `second` kept, and the connection back: the first is asked for. */
  const dueOnceOnline = (second: KeptGame) =>
    run(initialFinishState(ALICE, [earlierOfAlice, second]), BACK_ONLINE);
  /** What an event about an earlier game says of it: the purpose, the run and the game. */
  const earlierGame = (game: KeptGame, runOf = 0) => ({
    purpose: 'earlier' as const,
    run: runOf,
    game,
  });
  /** The server's scoring of an earlier game (run 0) at time 0. */
  const earlierScored = (game: KeptGame, result: WordWeaverResult): FinishEvent => ({
    type: 'score-received',
    ...earlierGame(game),
    result,
    now: 0,
  });
  /** Done with one earlier game: it is forgotten and the next one's score is asked for. */
  const forgetAndAskForNext = (done: KeptGame, next: KeptGame): FinishEffect[] => [
    { type: 'forget-unscored', game: done },
    { type: 'request-score', purpose: 'earlier', run: 0, game: next },
  ];

  function waitingOnBoard() {
    const over = run(initialFinishState(ALICE, []), {
      type: 'game-over',
      game: { ...FINISHED, seed: ON_BOARD_SEED },
    });
    const onBoard = { ...ALICES, seed: ON_BOARD_SEED };
    const waiting = run(over.state, {
      type: 'score-failed',
      purpose: 'board',
      run: 1,
      game: onBoard,
      failure: OFFLINE,
    });
    return { state: waiting.state, onBoard };
  }

  it('are tried when the page opens online, not offline, and only those of the signed-in user', () => {
    const state = initialFinishState(ALICE, [earlierOfBob, earlierOfAlice]);
    expect(run(state, { type: 'kept-games-due', cause: 'opened', online: false }).effects).toEqual(
      [],
    );
    const opened = run(state, { type: 'kept-games-due', cause: 'opened', online: true });
    expect(opened.effects).toEqual([
      { type: 'request-score', purpose: 'earlier', run: 0, game: earlierOfAlice },
    ]);
    expect(describeEarlier(opened.state)).toEqual({ waiting: 1, scoring: true, results: [] });
    // Bob's game is not counted for Alice.
    expect(describeEarlier(state).waiting).toBe(1);
  });

  it('are scored and saved one at a time, oldest first, each forgotten once done, then the lists reload', () => {
    const second = kept(NOBODYS, SEED - 3);
    const first = dueOnceOnline(second);
    const scored = run(first.state, earlierScored(earlierOfAlice, TWO_WORDS));
    expect(scored.effects).toEqual([
      {
        type: 'save-score',
        ...earlierGame(earlierOfAlice),
        score: 5,
        token: 'alice-token',
      },
    ]);
    const next = run(scored.state, {
      type: 'save-succeeded',
      ...earlierGame(earlierOfAlice),
      score: 5,
      row: row(12, 5),
    });
    expect(next.effects).toEqual(forgetAndAskForNext(earlierOfAlice, second));
    // A game played while nobody was signed in is kept for login, never saved unasked.
    const last = run(next.state, earlierScored(second, NO_WORDS));
    expect(last.effects).toEqual([
      { type: 'keep-for-login', game: { ...FINISHED, seed: SEED - 3, score: 0 } },
      { type: 'reload-high-scores', seeds: [SEED - 1, SEED - 3] },
    ]);
    expect(describeEarlier({ ...last.state, kept: [] })).toEqual({
      waiting: 0,
      scoring: false,
      results: [
        { kind: 'scored', seed: SEED - 1, score: 5, save: { kind: 'saved', row: row(12, 5) } },
        { kind: 'scored', seed: SEED - 3, score: 0, save: { kind: 'login-needed' } },
      ],
    });
    expect(last.state.held).toEqual([]);
  });

  it('drop a game the server refuses and go on; stop at one it cannot take yet', () => {
    const second = kept(ALICES, SEED - 3);
    const first = dueOnceOnline(second);
    const refused = run(first.state, {
      type: 'score-failed',
      ...earlierGame(earlierOfAlice),
      failure: REFUSED,
    });
    expect(refused.effects).toEqual(forgetAndAskForNext(earlierOfAlice, second));
    const busy = run(refused.state, {
      type: 'score-failed',
      ...earlierGame(second),
      failure: { status: 429, online: true, message: 'Too many requests' },
    });
    expect(busy.effects).toEqual([{ type: 'reload-high-scores', seeds: [SEED - 1] }]);
    expect(describeEarlier(busy.state)).toMatchObject({
      scoring: false,
      results: [{ kind: 'refused', seed: SEED - 1, message: 'The board is not 7x7.' }],
    });
  });

  it('stop when a save finds no server or the session ended, keeping the game', () => {
    const state = initialFinishState(ALICE, [earlierOfAlice, kept(ALICES, SEED - 3)]);
    for (const failure of [NO_ANSWER, SESSION_ENDED]) {
      const { effects, state: after } = run(
        state,
        BACK_ONLINE,
        earlierScored(earlierOfAlice, NO_WORDS),
        {
          type: 'save-failed',
          ...earlierGame(earlierOfAlice),
          score: 0,
          failure,
        },
      );
      expect(ofType(effects, 'forget-unscored')).toEqual([]);
      expect(ofType(effects, 'request-score')).toHaveLength(1);
      expect(describeEarlier(after)).toMatchObject({ scoring: false, results: [] });
      expect(after.held).toEqual([]);
    }
  });

  it('stop at a game whose writer logged out meanwhile', () => {
    const state = initialFinishState(ALICE, [earlierOfAlice, kept(ALICES, SEED - 3)]);
    const { effects, state: after } = run(
      state,
      BACK_ONLINE,
      { type: 'session-changed', session: BOB },
      earlierScored(earlierOfAlice, NO_WORDS),
    );
    expect(ofType(effects, 'save-score')).toEqual([]);
    expect(ofType(effects, 'request-score')).toHaveLength(1);
    expect(after.round).toBeNull();
  });

  it('run one round at a time, and ignore answers for games the round is not on', () => {
    const state = initialFinishState(ALICE, [earlierOfAlice]);
    const first = run(state, BACK_ONLINE);
    const again = run(first.state, BACK_ONLINE);
    expect(again.effects).toEqual([]);
    const stray = run(first.state, {
      type: 'score-received',
      purpose: 'earlier',
      run: 0,
      game: kept(ALICES, SEED - 9),
      result: NO_WORDS,
      now: 0,
    });
    expect(stray).toEqual({ state: first.state, effects: [] });
  });

  it('resume the game waiting on the board first, and the round passes over it', () => {
    const { state, onBoard } = waitingOnBoard();
    expect(describeEarlier({ ...state, kept: [kept(onBoard)] }).waiting).toBe(0);
    const withKept = { ...state, kept: [kept(onBoard), earlierOfAlice] };
    const due = run(withKept, BACK_ONLINE);
    expect(due.effects).toEqual([
      { type: 'keep-unscored', game: onBoard },
      { type: 'request-score', purpose: 'board', run: 2, game: onBoard },
      { type: 'request-score', purpose: 'earlier', run: 2, game: earlierOfAlice },
    ]);
    expect(describeFinish(due.state, true).phase).toBe('scoring');
    // Only the game on the board: no round.
    const alone = run({ ...state, kept: [kept(onBoard)] }, BACK_ONLINE);
    expect(ofType(alone.effects, 'request-score')).toHaveLength(1);
    expect(describeEarlier(alone.state).scoring).toBe(false);
  });

  it('leave a game waiting on the board for its writer while someone else is signed in', () => {
    const { state, onBoard } = waitingOnBoard();
    const due = run(
      { ...state, kept: [kept(onBoard)] },
      { type: 'session-changed', session: BOB },
      BACK_ONLINE,
    );
    expect(due.effects).toEqual([]);
    expect(describeFinish(due.state, true).phase).toBe('waiting');
  });

  it('are tried by the timer only online, and only when something waits', () => {
    const { state, onBoard } = waitingOnBoard();
    const timer = (online: boolean): FinishEvent => ({
      type: 'kept-games-due',
      cause: 'timer',
      online,
    });
    expect(run({ ...state, kept: [kept(onBoard)] }, timer(false)).effects).toEqual([]);
    expect(run({ ...state, kept: [kept(onBoard)] }, timer(true)).effects).toHaveLength(2);
    expect(run(initialFinishState(ALICE, []), timer(true)).effects).toEqual([]);
    expect(run(initialFinishState(ALICE, [earlierOfAlice]), timer(true)).effects).toHaveLength(1);
    expect(run(initialFinishState(ALICE, [earlierOfBob]), timer(true)).effects).toEqual([]);
  });

  it('count as earlier games once the game on the board is reset, and belong to their user', () => {
    const { state, onBoard } = waitingOnBoard();
    const reset = run({ ...state, kept: [kept(onBoard)] }, { type: 'reset' });
    expect(describeEarlier(reset.state).waiting).toBe(1);
    const withResults = {
      ...reset.state,
      results: [{ kind: 'refused', seed: 1, message: 'no' }] as const,
    };
    const same = run(withResults, { type: 'session-changed', session: { ...ALICE, token: 'new' } });
    expect(same.state.results).toHaveLength(1);
    expect(same.state.session?.token).toBe('new');
    const other = run(withResults, { type: 'session-changed', session: BOB });
    expect(other.state.results).toEqual([]);
    expect(describeEarlier(other.state).waiting).toBe(0);
  });
});

describe('request failures', () => {
  it('are unreachable when nothing came back or the browser is offline', () => {
    expect(isUnreachable(NO_ANSWER)).toBe(true);
    expect(isUnreachable({ ...SERVER_ERROR, online: false })).toBe(true);
    expect(isUnreachable(SERVER_ERROR)).toBe(false);
    expect(isUnreachable({ status: null, online: true, message: 'bad answer' })).toBe(false);
  });

  it('are refusals for 4xx other than 429', () => {
    expect(isRefusal(REFUSED)).toBe(true);
    expect(isRefusal(SESSION_ENDED)).toBe(true);
    expect(isRefusal({ ...REFUSED, status: 429 })).toBe(false);
    expect(isRefusal(SERVER_ERROR)).toBe(false);
    expect(isRefusal({ status: null, online: true, message: 'bad answer' })).toBe(false);
  });
});
