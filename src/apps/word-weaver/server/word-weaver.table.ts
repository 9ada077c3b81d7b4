import type { Generated } from 'kysely';
import type { IsoTime } from '#server-kit/db/schema';

export interface WordWeaverScoresTable {
  id: Generated<number>;
  score: number;
  seed: number;
  user_id: number;
  /** The verified board as JSON text: 7 rows of 7 cells, '' for blank. */
  board: string;
  timestamp: IsoTime;
}

declare module '#server-kit/db/schema' {
  interface DB {
    word_weaver_scores: WordWeaverScoresTable;
  }
}
