import { StringDecoder } from 'node:string_decoder';

/** A line of a part runs past the longest a row may be. */
export class LineTooLongError extends Error {
  override name = 'LineTooLongError';
  constructor(readonly maxBytes: number) {
    super(`A line is longer than ${maxBytes} bytes`);
  }
}

/**
 * The lines of a stream (without their `\n`), one at a time: memory holds one line and one chunk,
 * and a line over `maxLineBytes` throws a LineTooLongError as soon as that many bytes are seen.
 */
export async function* readLines(
  body: AsyncIterable<Uint8Array>,
  maxLineBytes: number,
): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (let end = bytes.indexOf(0x0a, start); end !== -1; end = bytes.indexOf(0x0a, start)) {
      const piece = bytes.subarray(start, end);
      if (pendingBytes + piece.length > maxLineBytes) throw new LineTooLongError(maxLineBytes);
      // A newline byte never occurs inside a UTF-8 character, so each line decodes on its own.
      const line = pendingBytes === 0 ? piece : Buffer.concat([...pending, piece]);
      pending = [];
      pendingBytes = 0;
      start = end + 1;
      yield line.toString('utf8');
    }
    if (start < bytes.length) {
      pendingBytes += bytes.length - start;
      if (pendingBytes > maxLineBytes) throw new LineTooLongError(maxLineBytes);
      // A copy: the stream may reuse its chunk.
      pending.push(Buffer.from(bytes.subarray(start)));
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending).toString('utf8');
}

/** The JSON cannot be read: malformed, cut short, or over one of the parser's limits. */
export class JsonStreamError extends Error {
  override name = 'JsonStreamError';
}

export interface JsonStreamOptions {
  /** The root object's key whose array is streamed: its elements go to `onElement`, not kept. */
  streamKey: string;
  onElement: (value: unknown, index: number) => void;
  /** The longest string, number or literal (in characters). */
  maxTokenLength?: number;
  maxDepth?: number;
  /** How many values (outside the streamed array) may be kept in all. */
  maxKeptValues?: number;
}

/** A container being read; `keptBefore` is how many values were kept when it opened. */
type Frame = { keptBefore: number } & (
  | { kind: 'object'; value: Record<string, unknown>; key: string | undefined }
  | { kind: 'array'; value: unknown[]; streamed: boolean; count: number }
);

type Expect = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'commaOrClose' | 'end';

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const SCALAR_CHARACTER = /[0-9a-zA-Z.+-]/;

/**
 * Parses one JSON document from a stream without holding its text: the elements of the array
 * under the root object's `streamKey` are handed to `onElement` one by one as they complete, and
 * the rest of the document (kept, with that array empty) is returned. Memory holds one element,
 * one chunk and one token at a time, each bounded.
 */
export async function parseJsonStream(
  body: AsyncIterable<Uint8Array>,
  options: JsonStreamOptions,
): Promise<unknown> {
  const maxToken = options.maxTokenLength ?? 64 * 1024;
  const maxDepth = options.maxDepth ?? 16;
  const maxKept = options.maxKeptValues ?? 100_000;
  const decoder = new StringDecoder('utf8');
  const stack: Frame[] = [];
  let expect: Expect = 'value';
  let root: unknown;
  let kept = 0;
  /** Inside a string: its raw text so far, quotes and escapes included. */
  let text: string | undefined;
  let textIsKey = false;
  let escaped = false;
  /** A number or literal being read. */
  let scalar: string | undefined;

  const fail = (reason: string): never => {
    throw new JsonStreamError(reason);
  };

  /** `keptBefore`: for a container, the count of kept values when it opened. */
  const deliver = (value: unknown, keptBefore?: number) => {
    const top = stack.at(-1);
    if (!top) {
      root = value;
      expect = 'end';
      return;
    }
    if (top.kind === 'object') {
      if (top.key === undefined) fail('an object key is missing');
      else top.value[top.key] = value;
      top.key = undefined;
    } else if (top.streamed) {
      options.onElement(value, top.count);
      top.count += 1;
      // Handed over: whatever the element held is no longer kept.
      if (keptBefore !== undefined) kept = keptBefore;
      expect = 'commaOrClose';
      return;
    } else {
      top.value.push(value);
    }
    if (++kept > maxKept) fail(`it holds more than ${maxKept} values`);
    expect = 'commaOrClose';
  };

  const open = (frame: Frame) => {
    if (stack.length >= maxDepth) fail(`it nests deeper than ${maxDepth} levels`);
    stack.push(frame);
    expect = frame.kind === 'object' ? 'keyOrClose' : 'valueOrClose';
  };

  const close = () => {
    const frame = stack.pop();
    if (!frame) return fail('it closes more than it opened');
    deliver(frame.value, frame.keptBefore);
  };

  const finishScalar = () => {
    const token = scalar ?? '';
    scalar = undefined;
    let value: unknown;
    try {
      value = JSON.parse(token);
    } catch {
      return fail(`"${token.slice(0, 20)}" is not a JSON value`);
    }
    if (typeof value === 'object' && value !== null) fail('a value is malformed');
    deliver(value);
  };

  const consume = (chunk: string) => {
    for (let i = 0; i < chunk.length; i++) {
      if (text !== undefined) {
        // Take the run up to the next quote or backslash at once.
        if (!escaped) {
          let end = i;
          while (end < chunk.length && chunk[end] !== '"' && chunk[end] !== '\\') end++;
          if (end > i) {
            text += chunk.slice(i, end);
            if (text.length > maxToken) fail(`a string is longer than ${maxToken} characters`);
            i = end;
            if (i >= chunk.length) break;
          }
        }
        const character = chunk.charAt(i);
        text += character;
        if (escaped) escaped = false;
        else if (character === '\\') escaped = true;
        else if (character === '"') {
          let value: string;
          try {
            value = JSON.parse(text) as string;
          } catch {
            return fail('a string is malformed');
          }
          text = undefined;
          if (textIsKey) {
            const top = stack.at(-1);
            if (top?.kind === 'object') top.key = value;
            expect = 'colon';
          } else {
            deliver(value);
          }
        }
        continue;
      }
      const character = chunk.charAt(i);
      if (scalar !== undefined) {
        if (SCALAR_CHARACTER.test(character)) {
          scalar += character;
          if (scalar.length > maxToken) fail(`a value is longer than ${maxToken} characters`);
          continue;
        }
        finishScalar();
      }
      if (WHITESPACE.has(character)) continue;
      switch (expect) {
        case 'value':
        case 'valueOrClose':
          if (character === ']' && expect === 'valueOrClose') close();
          else if (character === '{')
            open({ kind: 'object', value: {}, key: undefined, keptBefore: kept });
          else if (character === '[') {
            const parent = stack.at(-1);
            const streamed =
              stack.length === 1 && parent?.kind === 'object' && parent.key === options.streamKey;
            open({ kind: 'array', value: [], streamed, count: 0, keptBefore: kept });
          } else if (character === '"') {
            text = '"';
            textIsKey = false;
          } else if (/[-0-9tfn]/.test(character)) scalar = character;
          else fail(`"${character}" where a value should be`);
          break;
        case 'key':
        case 'keyOrClose':
          if (character === '}' && expect === 'keyOrClose') close();
          else if (character === '"') {
            text = '"';
            textIsKey = true;
          } else fail(`"${character}" where a key should be`);
          break;
        case 'colon':
          if (character === ':') expect = 'value';
          else fail(`"${character}" where a colon should be`);
          break;
        case 'commaOrClose': {
          const top = stack.at(-1);
          if (character === ',') expect = top?.kind === 'object' ? 'key' : 'value';
          else if (character === '}' && top?.kind === 'object') close();
          else if (character === ']' && top?.kind === 'array') close();
          else fail(`"${character}" where a comma or a closing bracket should be`);
          break;
        }
        case 'end':
          fail('there is more after the end of the document');
      }
    }
  };

  for await (const chunk of body) consume(decoder.write(Buffer.from(chunk)));
  consume(decoder.end());
  if (scalar !== undefined && stack.length === 0) finishScalar();
  // `expect` changes inside the closures above, which the compiler does not follow.
  if ((expect as Expect) !== 'end' || text !== undefined) fail('it ends before the document does');
  return root;
}
