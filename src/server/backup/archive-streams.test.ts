import { describe, expect, it } from 'vitest';
import { JsonStreamError, LineTooLongError, parseJsonStream, readLines } from './archive-streams';

/** The text as a stream of chunks of `size` bytes (splitting characters and lines anywhere). */
async function* chunked(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += size) {
    yield bytes.subarray(start, start + size);
  }
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('reading a part line by line', () => {
  it('gives each line once, however the chunks split lines and characters', async () => {
    const lines = ['{"content":"ünïcode ✓ 🍲"}', '', '{"id":2}', 'last line without newline'];
    for (const size of [1, 2, 3, 7, 64]) {
      expect(await collect(readLines(chunked(lines.join('\n'), size), 1024))).toEqual(lines);
    }
    expect(await collect(readLines(chunked('a\nb\n', 3), 1024))).toEqual(['a', 'b']);
  });

  it('stops at a line over the limit once that many bytes arrived, without waiting for its end', async () => {
    let produced = 0;
    // A line that never ends: reading it whole would never finish, nor fit in memory.
    async function* endless(): AsyncGenerator<Buffer> {
      yield Buffer.from('{"short":true}\n');
      for (;;) {
        produced += 64 * 1024;
        yield Buffer.alloc(64 * 1024, 'x');
      }
    }
    const seen: string[] = [];
    const reading = (async () => {
      for await (const line of readLines(endless(), 1024 * 1024)) seen.push(line);
    })();
    await expect(reading).rejects.toThrow(LineTooLongError);
    await expect(reading).rejects.toThrow('A line is longer than 1048576 bytes');
    expect(seen).toEqual(['{"short":true}']);
    expect(produced).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
  });

  it('takes a line exactly as long as the limit', async () => {
    const line = 'y'.repeat(100);
    expect(await collect(readLines(chunked(`${line}\n${line}`, 9), 100))).toEqual([line, line]);
    await expect(collect(readLines(chunked(`${line}y\n`, 9), 100))).rejects.toThrow(
      LineTooLongError,
    );
  });
});

describe('reading a manifest as a stream', () => {
  const manifest = {
    format: 'nook-backup',
    formatVersion: 1,
    tables: [{ name: 'message', columns: ['id', 'content'], rows: 2 }],
    objectCount: 3,
    objects: [
      { key: 'assets/a.png', bytes: 1, sha256: 'ab' },
      { key: 'uploads/2/ünï "quoted" \\ \u0000.bin', bytes: 2.5e3, sha256: 'cd' },
      { key: 'uploads/2/c', bytes: -1, public: null, flags: [true, false] },
    ],
    after: 'the objects',
  };

  it('hands over each object in order and returns the rest, as JSON.parse reads it', async () => {
    for (const text of [JSON.stringify(manifest, null, 2), JSON.stringify(manifest)]) {
      for (const size of [1, 5, 4096]) {
        const objects: unknown[] = [];
        const rest = await parseJsonStream(chunked(text, size), {
          streamKey: 'objects',
          onElement: (value, index) => {
            expect(index).toBe(objects.length);
            objects.push(value);
          },
        });
        expect(objects).toEqual(manifest.objects);
        expect(rest).toEqual({ ...manifest, objects: [] });
      }
    }
  });

  it('hands over objects while the manifest is still arriving, holding none of them', async () => {
    let produced = 0;
    // A manifest whose list of objects never ends.
    async function* endless(): AsyncGenerator<Buffer> {
      yield Buffer.from('{"format":"nook-backup","objects":[\n');
      for (;;) {
        produced += 1;
        yield Buffer.from(`  {"key": "uploads/1/${produced}.bin", "bytes": ${produced}},\n`);
      }
    }
    let handed = 0;
    const parsing = parseJsonStream(endless(), {
      streamKey: 'objects',
      onElement: (value) => {
        handed += 1;
        expect(value).toEqual({ key: `uploads/1/${handed}.bin`, bytes: handed });
        if (handed === 50_000) throw new Error('enough');
      },
    });
    await expect(parsing).rejects.toThrow('enough');
    expect(produced).toBeLessThan(50_010);
  });

  it.each([
    ['cut short', '{"objects":[{"key":"a"}', /ends before the document does/],
    ['a missing comma', '{"a":1 "b":2}', /where a comma or a closing bracket should be/],
    ['a missing colon', '{"a" 1}', /where a colon should be/],
    ['a trailing comma', '{"a":1,}', /where a key should be/],
    ['a bad literal', '{"a":tru}', /"tru" is not a JSON value/],
    ['a bad escape', '{"a":"\\x"}', /a string is malformed/],
    ['text after the end', '{"a":1} {}', /more after the end/],
    ['a string over the limit', `{"a":"${'z'.repeat(70_000)}"}`, /longer than 65536 characters/],
    ['nesting too deep', `{"a":${'['.repeat(40)}${']'.repeat(40)}}`, /deeper than 16 levels/],
  ])('refuses %s', async (_, text, reason) => {
    const parsing = parseJsonStream(chunked(text, 3), {
      streamKey: 'objects',
      onElement: () => undefined,
    });
    await expect(parsing).rejects.toThrow(JsonStreamError);
    await expect(parsing).rejects.toThrow(reason);
  });

  it('refuses to keep more values outside the streamed list than its limit', async () => {
    const text = JSON.stringify({ tables: Array.from({ length: 20 }, (_, index) => index) });
    const parsing = parseJsonStream(chunked(text, 8), {
      streamKey: 'objects',
      onElement: () => undefined,
      maxKeptValues: 10,
    });
    await expect(parsing).rejects.toThrow('it holds more than 10 values');
  });
});
