import type { Database } from './db/connect';

/**
 * A game whose scores the server keeps for the family's leaderboards (`GET`/`POST /api/games/scores`,
 * in the original client's shape). The server keeps only a score it can check: each game declares
 * how, with the same core code the browser plays, and a claim it cannot check is refused.
 */

/** What a client sends to `POST /api/games/scores`, after the `game` it names. */
export interface ScoreClaim {
  /** The game's mode or board: WordWeaver's seed, a timeline's "timeline" or "guess", … */
  readonly mode: string;
  /** The score the client claims; never kept as it is, only compared with the checked one. */
  readonly score: number;
  /** What the game needs to check the claim: a board, an input log, the moves of a quiz. */
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** What checking a claim found. */
export type ScoreVerdict =
  | {
      readonly kind: 'verified';
      /** The score worked out on the server (the claim must equal it). */
      readonly score: number;
      /** The mode as kept and listed (normalised). */
      readonly mode: string;
      /**
       * What makes this one game played: the same key from the same player is the same game, kept
       * once whatever the retries (a seed and its board, a game id, a seed and its moves).
       */
      readonly playKey: string;
      /** What is kept and listed with the score (e.g. accuracy), beside what the client sent. */
      readonly metadata: Readonly<Record<string, unknown>>;
    }
  | {
      readonly kind: 'refused';
      /** Why, in words shown to the player: the 422's `error`. */
      readonly message: string;
    };

/** Who claims a score, and when. */
export interface ScoreClaimContext {
  readonly userId: number;
  /** The player's role, read from the database: some games let an Admin play any board. */
  readonly role: string;
  readonly now: Date;
}

/** One score as `GET /api/games/scores` lists it. */
export interface FamilyScore {
  readonly username: string;
  readonly score: number;
  readonly mode: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** When it was saved, ISO-8601 UTC. */
  readonly timestamp: string;
}

/** A verified score on its way to the game's own table. */
export interface VerifiedPlay {
  readonly userId: number;
  readonly username: string;
  readonly verdict: Extract<ScoreVerdict, { kind: 'verified' }>;
  readonly now: Date;
}

/**
 * Where a game that already had a score table keeps its scores (WordWeaver), so that its own routes
 * and the family API read the same rows. Games without one are kept in `game_scores`.
 */
export interface ScoreStore {
  /**
   * Counts a save against the game's own limit before the claim is checked, as one step: 0 to go
   * on, else the seconds until the player may save again (the 429's Retry-After).
   */
  readonly recordAttempt?: (db: Database, userId: number, now: Date) => Promise<number>;
  /** Keeps the score once per game played and answers the kept one (the first, on a retry). */
  readonly keep: (db: Database, play: VerifiedPlay) => Promise<FamilyScore>;
  /** Active players' scores, best first, the earlier first among equals. */
  readonly list: (db: Database, query: ScoreListQuery) => Promise<FamilyScore[]>;
}

/** Which of a game's scores a leaderboard lists. */
export interface ScoreListQuery {
  readonly mode: string | undefined;
  readonly limit: number;
  /** Only scores saved at or after this instant, ISO 8601 UTC (a week's leaderboard). */
  readonly since?: string | undefined;
}

/** One game's part in the scores API. */
export interface ScoredGame {
  /** The `game` value clients send and list by: 'word_weaver', 'flappy_duo', 'timeline-tech', … */
  readonly game: string;
  /** The game's title on the site, for the home page's news: 'Flappy Duo'. */
  readonly title: string;
  /** The game's page: '/games/flappyduo'. */
  readonly path: string;
  /** How a score reads ("12.3 s", "4/6"); the number as it is by default. */
  readonly formatScore?: (score: number) => string;
  /** A short description for the OpenAPI document: what the metadata must hold, how it is checked. */
  readonly description: string;
  /** Checks a claim by replaying it with the game's own core code. */
  verify(claim: ScoreClaim, context: ScoreClaimContext): ScoreVerdict | Promise<ScoreVerdict>;
  /** The game's own table, when it has one; without it the scores go to `game_scores`. */
  readonly store?: ScoreStore;
}
