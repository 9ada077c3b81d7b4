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

/** One game's part in the scores API. */
export interface ScoredGame {
  /** The `game` value clients send and list by: 'word_weaver', 'flappy_duo', 'timeline-tech', … */
  readonly game: string;
  /** A short description for the OpenAPI document: what the metadata must hold, how it is checked. */
  readonly description: string;
  /** Checks a claim by replaying it with the game's own core code. */
  verify(
    claim: ScoreClaim,
    context: { readonly userId: number; readonly now: Date },
  ): ScoreVerdict | Promise<ScoreVerdict>;
}
