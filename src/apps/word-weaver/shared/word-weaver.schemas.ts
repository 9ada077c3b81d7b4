import { z } from 'zod/mini';
import { BOARD_SIZE, LETTERS_PER_GAME, type Board } from '../core/game';
import { MAX_SEED, MIN_SEED } from '../core/letters';

const BOARD_SHAPE_MESSAGE = `The board must be ${BOARD_SIZE} rows of ${BOARD_SIZE} cells, each a single letter A–Z or blank.`;

/** A cell as sent: one letter (either case), or blank as '', ' ' or null. */
const CellInputSchema = z.nullable(
  z.string({ error: BOARD_SHAPE_MESSAGE }).check(z.regex(/^[A-Za-z ]?$/, BOARD_SHAPE_MESSAGE)),
);

/** A 7×7 board as sent by a client; `normalizeBoard` turns it into capital letters and ''. */
export const BoardInputSchema = z
  .array(
    z
      .array(CellInputSchema, { error: BOARD_SHAPE_MESSAGE })
      .check(z.length(BOARD_SIZE, BOARD_SHAPE_MESSAGE)),
    { error: BOARD_SHAPE_MESSAGE },
  )
  .check(z.length(BOARD_SIZE, BOARD_SHAPE_MESSAGE));
export type BoardInput = z.infer<typeof BoardInputSchema>;

/** A validated board with blanks as '' and letters in capitals. */
export function normalizeBoard(board: BoardInput): Board {
  return board.map((cells) =>
    cells.map((cell) => (cell === null || cell === ' ' ? '' : cell.toUpperCase())),
  );
}

export const SeedSchema = z
  .number({ error: `seed: a whole number from ${MIN_SEED} to ${MAX_SEED}` })
  .check(
    z.int(`seed: a whole number from ${MIN_SEED} to ${MAX_SEED}`),
    z.gte(MIN_SEED, `seed: a whole number from ${MIN_SEED} to ${MAX_SEED}`),
    z.lte(MAX_SEED, `seed: a whole number from ${MIN_SEED} to ${MAX_SEED}`),
  );

/** POST /api/games/word_weaver */
export const ScoreRequestSchema = z.object(
  { board: BoardInputSchema },
  { error: 'Send {board}: a 7×7 array of letters.' },
);

/** The words a board holds, per row and column ('' where none), with their definitions. */
export const WordWeaverResultSchema = z.object({
  longest_words_in_rows: z.array(z.string()),
  longest_words_in_cols: z.array(z.string()),
  row_definitions: z.array(z.string()),
  col_definitions: z.array(z.string()),
});
export type WordWeaverResult = z.infer<typeof WordWeaverResultSchema>;
export const ScoreResponseSchema = z.object({ data: WordWeaverResultSchema });

/** POST /api/games/word_weaver/save: the board as JSON text (as the spec has it) plus the moves. */
export const SaveScoreRequestSchema = z.object(
  {
    board: z
      .string({ error: 'board: the board as JSON text' })
      .check(z.maxLength(2000, 'board: too long')),
    score: z
      .number({ error: 'score: a whole number' })
      .check(
        z.int('score: a whole number'),
        z.gte(0, 'score: a whole number'),
        z.lte(1000, 'score: too large'),
      ),
    seed: SeedSchema,
    /** The column (0–6) each letter was dropped into, in the order the letters fell. */
    columns: z
      .array(
        z
          .number({ error: 'columns: column numbers 0–6' })
          .check(
            z.int('columns: column numbers 0–6'),
            z.gte(0, 'columns: column numbers 0–6'),
            z.lte(BOARD_SIZE - 1, 'columns: column numbers 0–6'),
          ),
        { error: 'columns: the column each letter was dropped into' },
      )
      .check(z.maxLength(LETTERS_PER_GAME, `columns: at most ${LETTERS_PER_GAME} letters`)),
  },
  { error: 'Send {board, score, seed, columns}.' },
);
export type SaveScoreRequest = z.infer<typeof SaveScoreRequestSchema>;

/** One score with its player's name, as the high-score list shows it. */
export const ScoreWithUserSchema = z.object({
  ID: z.number(),
  score: z.number(),
  seed: z.number(),
  username: z.string(),
  /** ISO-8601 UTC. */
  timestamp: z.string(),
});
export type ScoreWithUser = z.infer<typeof ScoreWithUserSchema>;
export const SaveScoreResponseSchema = z.object({ data: ScoreWithUserSchema });
export const ScoresWithUsersResponseSchema = z.object({ data: z.array(ScoreWithUserSchema) });

/** A row of word_weaver_scores as the Admin API card lists it. */
export const ScoreRowSchema = z.object({
  ID: z.number(),
  score: z.number(),
  seed: z.number(),
  user_id: z.number(),
  /** The verified board as JSON text. */
  board: z.string(),
  timestamp: z.string(),
});
export const ScoreRowsResponseSchema = z.object({ data: z.array(ScoreRowSchema) });

/** GET …/word_weaver_scores_with_users?seed= (seed optional: every seed when absent). */
export const ScoresQuerySchema = z.object({
  seed: z.optional(
    z
      .string({ error: 'seed: a whole number' })
      .check(z.regex(/^\d{1,10}$/, `seed: a whole number from ${MIN_SEED} to ${MAX_SEED}`)),
  ),
});
