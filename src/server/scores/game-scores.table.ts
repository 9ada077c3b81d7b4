import type { Generated } from 'kysely';
import type { IsoTime } from '../kit/db/schema';

/** Verified scores of the games that keep no table of their own (decision 024). */
export interface GameScoresTable {
  id: Generated<number>;
  game: string;
  mode: string;
  user_id: number;
  /** SHA-256 hex of the game's play key: one row per game played by one player. */
  play_key: string;
  score: number;
  /** What the game keeps with the score, as JSON text. */
  metadata: string;
  created_at: IsoTime;
}

declare module '../kit/db/schema' {
  interface DB {
    game_scores: GameScoresTable;
  }
}
