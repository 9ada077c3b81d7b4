import { z } from 'zod/mini';
import { findEmotionPath } from '../core/emotion-tree-lookup';
import { isCalendarDay } from '#shared/calendar-day';
import { TOP_LEVEL_EMOTIONS } from '../data/emotion-tree';

export const INTENSITY_MIN = 1;
export const INTENSITY_MAX = 5;
export const COMMENT_MAX_LENGTH = 2000;

/** A moment written with its local offset: `2026-03-14T23:59:00.000+01:00` (or `Z`). */
const TIMESTAMP_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const TimestampSchema = z.string().check(
  z.regex(TIMESTAMP_PATTERN, 'not a timestamp with an offset'),
  z.refine(
    (value) => isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
    'not a real date',
  ),
);

export const EntryIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

const emotionFields = {
  date: TimestampSchema,
  topLevelEmotion: z.enum(TOP_LEVEL_EMOTIONS),
  midLevelEmotion: z.string(),
  lowLevelEmotion: z.string(),
  comment: z.string().check(z.maxLength(COMMENT_MAX_LENGTH)),
  intensity: z.int().check(z.gte(INTENSITY_MIN), z.lte(INTENSITY_MAX)),
};

interface EmotionLevels {
  topLevelEmotion: string;
  midLevelEmotion: string;
  lowLevelEmotion: string;
}

const inTheTree = z.refine<EmotionLevels>(
  (entry) =>
    findEmotionPath(entry.topLevelEmotion, entry.midLevelEmotion, entry.lowLevelEmotion) !==
    undefined,
  'not a feeling in the emotion tree',
);

/**
 * A saved emotion (spec §3: date, topLevelEmotion, midLevelEmotion, lowLevelEmotion, comment,
 * intensity 1–5) with a stable id, so that editing and deleting always touch exactly one entry.
 */
export const SavedEmotionSchema = z
  .object({ id: EntryIdSchema, ...emotionFields })
  .check(inTheTree);

export type SavedEmotion = z.infer<typeof SavedEmotionSchema>;

/** An entry in an imported file; one without an id gets a new one. */
export const ImportedEmotionSchema = z
  .object({ id: z.optional(EntryIdSchema), ...emotionFields })
  .check(inTheTree);
