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

const SEED_RANGE = `a whole number from ${MIN_SEED} to ${MAX_SEED}`;

export const SeedSchema = z
  .number({ error: SEED_RANGE })
  .check(z.int(SEED_RANGE), z.gte(MIN_SEED, SEED_RANGE), z.lte(MAX_SEED, SEED_RANGE));

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

/** The board of a save, sent as JSON text (as the spec has it), read into a validated board. */
const BoardTextSchema = z.pipe(
  z.pipe(
    z
      .string({ error: 'the board as JSON text' })
      .check(
        z.maxLength(2000, 'too long'),
        z.describe(`A ${BOARD_SIZE}×${BOARD_SIZE} array of letters, as JSON text`),
      ),
    z.transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.issues.push({ code: 'custom', message: 'not valid JSON text', input: text });
        return z.NEVER;
      }
    }),
  ),
  z.pipe(BoardInputSchema, z.transform(normalizeBoard)),
);

const COLUMN_NUMBER = `column numbers 0–${BOARD_SIZE - 1}`;

/** POST /api/games/word_weaver/save: the board as JSON text, and the moves that made it if known. */
export const SaveScoreRequestSchema = z.object(
  {
    board: BoardTextSchema,
    score: z
      .number({ error: 'a whole number' })
      .check(z.int('a whole number'), z.gte(0, 'a whole number'), z.lte(1000, 'too large')),
    seed: SeedSchema,
    /** The column (0–6) each letter was dropped into, in the order the letters fell. */
    columns: z.optional(
      z
        .array(
          z
            .number({ error: COLUMN_NUMBER })
            .check(
              z.int(COLUMN_NUMBER),
              z.gte(0, COLUMN_NUMBER),
              z.lte(BOARD_SIZE - 1, COLUMN_NUMBER),
            ),
          { error: 'the column each letter was dropped into' },
        )
        .check(
          z.maxLength(LETTERS_PER_GAME, `at most ${LETTERS_PER_GAME} letters`),
          z.describe(
            'The column (0–6) each letter was dropped into, in the order the letters fell; when absent (the original client) the server finds them from the board',
          ),
        ),
    ),
  },
  { error: 'Send {board, score, seed, columns}.' },
);
export type SaveScoreRequest = z.input<typeof SaveScoreRequestSchema>;

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
    z.pipe(
      z.string({ error: 'a whole number' }).check(z.regex(/^\d{1,10}$/, SEED_RANGE)),
      z.pipe(z.transform(Number), SeedSchema),
    ),
  ),
});
