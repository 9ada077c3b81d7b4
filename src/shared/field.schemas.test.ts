import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  JSON_OBJECT_BODY,
  optionalTrimmedText,
  requiredText,
  requiredTrimmedText,
} from './field.schemas';

function firstMessage(schema: z.ZodMiniType, input: unknown): string | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
}

describe('text fields', () => {
  it('tell a missing field from one of the wrong kind', () => {
    expect(firstMessage(requiredText(), undefined)).toBe('is required');
    expect(firstMessage(requiredText(), 12)).toBe('must be a string');
    expect(firstMessage(requiredText('must be a role name'), 12)).toBe('must be a role name');
  });

  it('trim required text and refuse what is empty, too long or holds NUL', () => {
    const Name = requiredTrimmedText(5);
    expect(Name.parse('  ada  ')).toBe('ada');
    expect(Name.parse('  abcde ')).toBe('abcde');
    expect(firstMessage(Name, '   ')).toBe('is required');
    expect(firstMessage(requiredTrimmedText(5, 'must not be empty'), ' \n ')).toBe(
      'must not be empty',
    );
    expect(firstMessage(Name, 'abcdef')).toBe('must be at most 5 characters');
    expect(firstMessage(Name, 'a\u0000b')).toBe('must not contain NUL characters');
  });

  it('read optional text as trimmed, with absent or null as empty', () => {
    const Comment = optionalTrimmedText(4);
    expect(Comment.parse(' hi ')).toBe('hi');
    expect(Comment.parse(undefined)).toBe('');
    expect(Comment.parse(null)).toBe('');
    expect(firstMessage(Comment, 'hello')).toBe('must be at most 4 characters');
    expect(firstMessage(Comment, 3)).toBe('must be a string');
    expect(firstMessage(Comment, '\u0000')).toBe('must not contain NUL characters');
  });

  it('name a body that is not an object', () => {
    const Body = z.object({ name: requiredText() }, JSON_OBJECT_BODY);
    expect(firstMessage(Body, 'text')).toBe('The request body must be a JSON object');
    expect(firstMessage(Body, {})).toBe('is required');
  });
});
