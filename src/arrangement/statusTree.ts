/**
 * The sweep line's status: the segments crossing the sweep line, bottom to
 * top, as a treap over segment indices 0..n−1 with parent pointers, threaded
 * by prev/next links. The sweep inserts a segment right after a node it
 * already holds (or first), removes a node it holds, and searches only
 * where it has no node to start from, so the tree never compares two
 * segments itself: `search` takes the caller's monotone predicate.
 * Priorities are a fixed hash of the index, so a run is reproducible, and
 * every operation takes O(log n) expected time. All links live in typed
 * arrays: no allocation per operation.
 *
 * ```ts
 * const t = new StatusTree(3);
 * t.insertAfter(-1, 2); t.insertAfter(2, 0); // order: 2, 0
 * t.next[2]; // 0
 * ```
 */
export class StatusTree {
  /** The segment below each held segment (−1 for the lowest or one not held). */
  readonly prev: Int32Array;
  /** The segment above each held segment (−1 for the highest or one not held). */
  readonly next: Int32Array;
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private readonly parent: Int32Array;
  private readonly priority: Uint32Array;
  private root = -1;
  /** The lowest held segment, −1 when empty. */
  head = -1;
  /** The highest held segment, −1 when empty. */
  tail = -1;

  /** An empty status for segments 0..n−1. */
  constructor(n: number) {
    this.prev = new Int32Array(n).fill(-1);
    this.next = new Int32Array(n).fill(-1);
    this.left = new Int32Array(n).fill(-1);
    this.right = new Int32Array(n).fill(-1);
    this.parent = new Int32Array(n).fill(-1);
    this.priority = new Uint32Array(n);
    for (let i = 0; i < n; i++) this.priority[i] = hash(i);
  }

  /** Holds s right above `after` (the lowest when `after` is −1). */
  insertAfter(after: number, s: number): void {
    const { left, right, parent, prev, next } = this;
    left[s] = -1;
    right[s] = -1;
    const above = after < 0 ? this.head : (next[after] as number);
    prev[s] = after;
    next[s] = above;
    if (after < 0) this.head = s;
    else next[after] = s;
    if (above < 0) this.tail = s;
    else prev[above] = s;
    // In-order right after `after`: its right child if it has none, else the
    // left child of its successor (which has no left child).
    if (this.root < 0) {
      this.root = s;
      parent[s] = -1;
      return;
    }
    if (after >= 0 && right[after] === -1) {
      right[after] = s;
      parent[s] = after;
    } else {
      left[above] = s;
      parent[s] = above;
    }
    const priority = this.priority;
    let p = parent[s] as number;
    while (p >= 0 && (priority[s] as number) > (priority[p] as number)) {
      this.rotateUp(s);
      p = parent[s] as number;
    }
  }

  /** Lets go of s (which must be held). */
  remove(s: number): void {
    const { left, right, parent, prev, next, priority } = this;
    // Rotate s down below its children, the heavier child up each time, until it is a leaf.
    for (;;) {
      const l = left[s] as number;
      const r = right[s] as number;
      if (l < 0 && r < 0) break;
      this.rotateUp(r < 0 || (l >= 0 && (priority[l] as number) > (priority[r] as number)) ? l : r);
    }
    const p = parent[s] as number;
    if (p < 0) this.root = -1;
    else if (left[p] === s) left[p] = -1;
    else right[p] = -1;
    parent[s] = -1;
    const a = prev[s] as number;
    const b = next[s] as number;
    if (a < 0) this.head = b;
    else next[a] = b;
    if (b < 0) this.tail = a;
    else prev[b] = a;
    prev[s] = -1;
    next[s] = -1;
  }

  /**
   * The lowest held segment for which `atOrAbove` is true, −1 if none. The
   * predicate must be false for a bottom part of the order and true above it.
   */
  search(atOrAbove: (s: number) => boolean): number {
    let found = -1;
    let x = this.root;
    while (x >= 0) {
      if (atOrAbove(x)) {
        found = x;
        x = this.left[x] as number;
      } else x = this.right[x] as number;
    }
    return found;
  }

  /** Moves x above its parent, keeping the in-order sequence. */
  private rotateUp(x: number): void {
    const { left, right, parent } = this;
    const p = parent[x] as number;
    const g = parent[p] as number;
    if (left[p] === x) {
      const b = right[x] as number;
      left[p] = b;
      if (b >= 0) parent[b] = p;
      right[x] = p;
    } else {
      const b = left[x] as number;
      right[p] = b;
      if (b >= 0) parent[b] = p;
      left[x] = p;
    }
    parent[p] = x;
    parent[x] = g;
    if (g < 0) this.root = x;
    else if (left[g] === p) left[g] = x;
    else right[g] = x;
  }
}

/** A fixed pseudo-random priority for index i (a 32-bit integer mix). */
function hash(i: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
