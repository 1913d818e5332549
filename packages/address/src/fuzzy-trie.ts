// Tolerant matching for the embedded engine: a trie of locality keys walked with one row of the edit-distance
// table per letter (a Levenshtein automaton), so only the branches still within the allowed typos are visited.
// It finds keys within `typos` edits of what was typed, and keys whose start is (a half-typed name with a typo).
// The first letter must match: a typo there is rare, and allowing it would flood the results. Nodes keep their
// children in two small arrays (most have one child), which keeps the whole trie to a few megabytes.

interface Node<T> {
  codes: number[];
  children: Node<T>[];
  /** The values whose key ends here. */
  here: T[] | null;
}

const newNode = <T>(): Node<T> => ({ codes: [], children: [], here: null });

export interface FuzzyTrie<T> {
  /** Calls `found` with each value within `typos` edits of `query` (whole key or its start) and the distance. */
  search(query: string, typos: number, found: (value: T, distance: number) => void): void;
}

export function createFuzzyTrie<T>(entries: Iterable<readonly [key: string, value: T]>): FuzzyTrie<T> {
  const root = newNode<T>();
  let depth = 0;
  for (const [key, value] of entries) {
    let node = root;
    for (let i = 0; i < key.length; i += 1) {
      const code = key.charCodeAt(i);
      const at = node.codes.indexOf(code);
      if (at === -1) {
        const child = newNode<T>();
        node.codes.push(code);
        node.children.push(child);
        node = child;
      } else node = node.children[at]!;
    }
    (node.here ??= []).push(value);
    depth = Math.max(depth, key.length);
  }

  // Arrays grown by push keep spare room; copies are exact, and leaves share one empty array.
  const NONE: never[] = [];
  const compact = (node: Node<T>) => {
    node.codes = node.codes.length ? node.codes.slice() : NONE;
    node.children = node.children.length ? node.children.slice() : NONE;
    for (const child of node.children) compact(child);
  };
  compact(root);

  /** Every value at or under `node`. */
  const everyValue = (node: Node<T>, visit: (value: T) => void) => {
    if (node.here) for (const value of node.here) visit(value);
    for (const child of node.children) everyValue(child, visit);
  };

  return {
    search(query, typos, found) {
      const at = root.codes.indexOf(query.charCodeAt(0));
      if (at === -1 || query.length === 0) return;
      const width = query.length + 1;
      // One row per depth, reused: the walk is depth-first, so a row is only needed until its subtree is done.
      const rows = Array.from({ length: depth + 1 }, () => new Uint8Array(width));
      // The first letter matched: the distance from query[0..j] to that one letter.
      for (let j = 0; j < width; j += 1) rows[1]![j] = Math.abs(j - 1);
      const walk = (node: Node<T>, level: number) => {
        const row = rows[level]!;
        const last = row[query.length]!;
        // Everything from here on starts with (close to) the query: whole keys here, and longer keys too.
        if (last <= typos) everyValue(node, (value) => found(value, last));
        let best = row[0]!;
        for (let j = 1; j < width; j += 1) if (row[j]! < best) best = row[j]!;
        if (best > typos || level >= depth) return;
        const next = rows[level + 1]!;
        for (let c = 0; c < node.codes.length; c += 1) {
          const code = node.codes[c]!;
          next[0] = row[0]! + 1;
          for (let j = 1; j < width; j += 1) {
            const substitute = row[j - 1]! + (query.charCodeAt(j - 1) === code ? 0 : 1);
            next[j] = Math.min(next[j - 1]! + 1, row[j]! + 1, substitute);
          }
          walk(node.children[c]!, level + 1);
        }
      };
      walk(root.children[at]!, 1);
    },
  };
}
