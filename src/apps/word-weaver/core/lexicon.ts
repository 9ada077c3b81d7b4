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

function maxLengthOf(words: readonly string[]): number {
  let longest = 0;
  for (const word of words) longest = Math.max(longest, word.length);
  return longest;
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

  // In sorted order every new node hangs below the path of the word before, and a node's children
  // come in alphabetical order: node k is reached from parents[k] by letters[k].
  const parents = new Int32Array(nodeCount);
  const letters = new Uint8Array(nodeCount);
  const terminal = new Uint8Array(nodeCount);
  const path = new Int32Array(maxLengthOf(kept) + 1);
  let used = 1;
  let size = 0;
  previous = '';
  for (const word of kept) {
    let shared = 0;
    while (shared < word.length && shared < previous.length && word[shared] === previous[shared]) {
      shared += 1;
    }
    let node = path[shared] ?? 0;
    for (let index = shared; index < word.length; index += 1) {
      parents[used] = node;
      letters[used] = word.charCodeAt(index) - CODE_A;
      node = used;
      used += 1;
      path[index + 1] = node;
    }
    if (terminal[node] === 0) size += 1;
    terminal[node] = 1;
    previous = word;
  }

  // Each node's children as a run of (letter, node) edges, the root's also as a table: most nodes
  // have one or two children, so this is about a tenth of the memory of 26 slots a node.
  const rootChildren = new Int32Array(LETTER_COUNT).fill(-1);
  const firstEdge = new Int32Array(used + 1);
  for (let node = 1; node < used; node += 1) {
    const parent = parents[node] ?? 0;
    if (parent === 0) rootChildren[letters[node] ?? 0] = node;
    else firstEdge[parent + 1] = (firstEdge[parent + 1] ?? 0) + 1;
  }
  for (let node = 0; node < used; node += 1) {
    firstEdge[node + 1] = (firstEdge[node + 1] ?? 0) + (firstEdge[node] ?? 0);
  }
  const edgeCount = firstEdge[used] ?? 0;
  const edgeLetters = new Uint8Array(edgeCount);
  const edgeTargets = new Int32Array(edgeCount);
  const nextEdge = firstEdge.slice(0, used);
  for (let node = 1; node < used; node += 1) {
    const parent = parents[node] ?? 0;
    if (parent === 0) continue;
    const edge = nextEdge[parent] ?? 0;
    edgeLetters[edge] = letters[node] ?? 0;
    edgeTargets[edge] = node;
    nextEdge[parent] = edge + 1;
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
