/**
 * A word list as a trie in flat typed arrays: finding the longest word at a position of a 7-letter
 * line is a handful of array reads, with no strings built, which is what lets one core score tens of
 * thousands of boards a second.
 */

const LETTER_COUNT = 26;
const CODE_A = 97;

export interface Lexicon {
  /** Number of words held. */
  readonly size: number;
  /** The node reached from `node` by letter `letter` (0 = a … 25 = z), or -1. Node 0 is the root. */
  child(node: number, letter: number): number;
  /** Whether the letters leading to `node` spell a word. */
  endsWord(node: number): boolean;
  /** Whether `word` (lower-case a–z) is held. */
  has(word: string): boolean;
  /** Every word held, in alphabetical order, read back from the trie. */
  words(): Generator<string>;
}

function isLowerAz(word: string): boolean {
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index) - CODE_A;
    if (code < 0 || code >= LETTER_COUNT) return false;
  }
  return true;
}

/**
 * Builds a lexicon from `words`, keeping those of lower-case a–z with a length from `minLength` to
 * `maxLength`. Sorting first lets the node count be known exactly before anything is allocated.
 */
export function createLexicon(
  words: Iterable<string>,
  { minLength = 2, maxLength = Number.POSITIVE_INFINITY } = {},
): Lexicon {
  const kept: string[] = [];
  for (const word of words) {
    if (word.length >= minLength && word.length <= maxLength && isLowerAz(word)) kept.push(word);
  }
  let sorted = true;
  for (let index = 1; index < kept.length && sorted; index += 1) {
    sorted = (kept[index - 1] ?? '') <= (kept[index] ?? '');
  }
  if (!sorted) kept.sort();

  // In sorted order a word adds one node per letter after the prefix it shares with the word before.
  let nodeCount = 1;
  let previous = '';
  for (const word of kept) {
    let shared = 0;
    while (shared < word.length && shared < previous.length && word[shared] === previous[shared]) {
      shared += 1;
    }
    nodeCount += word.length - shared;
    previous = word;
  }

  // Built wide (26 slots a node) for simple inserts, then packed below.
  const children = new Int32Array(nodeCount * LETTER_COUNT).fill(-1);
  const terminal = new Uint8Array(nodeCount);
  let used = 1;
  let size = 0;
  for (const word of kept) {
    let node = 0;
    for (let index = 0; index < word.length; index += 1) {
      const slot = node * LETTER_COUNT + word.charCodeAt(index) - CODE_A;
      let next = children[slot] ?? -1;
      if (next === -1) {
        next = used;
        used += 1;
        children[slot] = next;
      }
      node = next;
    }
    if (terminal[node] === 0) size += 1;
    terminal[node] = 1;
  }

  // Packed for keeps: each node's children as a run of (letter, node) edges, the root's as a table.
  // Most nodes have one or two children, so this holds the same trie in about a tenth of the memory.
  const rootChildren = children.slice(0, LETTER_COUNT);
  const firstEdge = new Int32Array(used + 1);
  let edgeCount = 0;
  for (let node = 0; node < used; node += 1) {
    firstEdge[node] = edgeCount;
    if (node === 0) continue;
    for (let letter = 0; letter < LETTER_COUNT; letter += 1) {
      if ((children[node * LETTER_COUNT + letter] ?? -1) !== -1) edgeCount += 1;
    }
  }
  firstEdge[used] = edgeCount;
  const edgeLetters = new Uint8Array(edgeCount);
  const edgeTargets = new Int32Array(edgeCount);
  let edge = 0;
  for (let node = 1; node < used; node += 1) {
    for (let letter = 0; letter < LETTER_COUNT; letter += 1) {
      const target = children[node * LETTER_COUNT + letter] ?? -1;
      if (target === -1) continue;
      edgeLetters[edge] = letter;
      edgeTargets[edge] = target;
      edge += 1;
    }
  }

  const child = (node: number, letter: number): number => {
    if (node === 0) return rootChildren[letter] ?? -1;
    const end = firstEdge[node + 1] ?? 0;
    for (let index = firstEdge[node] ?? 0; index < end; index += 1) {
      const edgeLetter = edgeLetters[index] ?? 0;
      if (edgeLetter === letter) return edgeTargets[index] ?? -1;
      if (edgeLetter > letter) return -1;
    }
    return -1;
  };
  const endsWord = (node: number) => terminal[node] === 1;
  return {
    size,
    child,
    endsWord,
    has(word) {
      if (!isLowerAz(word)) return false;
      let node = 0;
      for (let index = 0; index < word.length && node !== -1; index += 1) {
        node = child(node, word.charCodeAt(index) - CODE_A);
      }
      return node !== -1 && endsWord(node);
    },
    *words() {
      // Depth first, letters in order: the trie's own spelling of every word.
      function* below(node: number, prefix: string): Generator<string> {
        if (endsWord(node)) yield prefix;
        for (let letter = 0; letter < LETTER_COUNT; letter += 1) {
          const next = child(node, letter);
          if (next !== -1) yield* below(next, prefix + String.fromCharCode(CODE_A + letter));
        }
      }
      yield* below(0, '');
    },
  };
}
