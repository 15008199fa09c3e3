import { emptyList } from './emptyList.js';
/**
 * The sweep line's status: the segments crossing the sweep line, bottom to
 * top. A treap of slots (tree nodes) with parent pointers, threaded by
 * prev/next links; each slot holds one segment (`key`), each held segment
 * knows its slot (`slot`). The sweep inserts a segment right above one it
 * holds (or lowest), removes one, searches only where it has no segment to
 * start from — the tree never compares two segments itself: `search` takes
 * the caller's monotone predicate — and at most events replaces a run of
 * neighbours by another run in place (`replaceRun`): the run's slots take
 * the new segments in order, so a crossing, where the segments through a
 * point swap, changes no link at all. Priorities are a fixed hash of the
 * slot, so a run is reproducible, and every operation takes O(log n)
 * expected time. Links live in typed arrays: no allocation per operation.
 *
 * ```ts
 * const t = new StatusTree(3);
 * t.insertAfter(-1, 2); t.insertAfter(2, 0); // order: 2, 0
 * t.above(2); // 0
 * ```
 */
export class StatusTree {
  private readonly key: Int32Array;
  private readonly slot: Int32Array;
  private readonly prev: Int32Array;
  private readonly next: Int32Array;
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private readonly parent: Int32Array;
  private readonly priority: Uint32Array;
  private readonly free: Int32Array;
  private freeCount: number;
  /** Scratch for replaceRun: the run's slots. */
  private readonly runSlots: number[] = [];
  private root = -1;
  private head = -1;
  private tail = -1;

  /** An empty status for segments 0..n−1. */
  constructor(n: number) {
    this.key = new Int32Array(n).fill(-1);
    this.slot = new Int32Array(n).fill(-1);
    this.prev = new Int32Array(n).fill(-1);
    this.next = new Int32Array(n).fill(-1);
    this.left = new Int32Array(n).fill(-1);
    this.right = new Int32Array(n).fill(-1);
    this.parent = new Int32Array(n).fill(-1);
    this.priority = new Uint32Array(n);
    this.free = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      this.priority[i] = hash(i);
      this.free[i] = n - 1 - i;
    }
    this.freeCount = n;
  }

  /** The segment just below held segment s, −1 for none. */
  below(s: number): number {
    const p = this.prev[this.slot[s] as number] as number;
    return p < 0 ? -1 : (this.key[p] as number);
  }

  /** The segment just above held segment s, −1 for none. */
  above(s: number): number {
    const q = this.next[this.slot[s] as number] as number;
    return q < 0 ? -1 : (this.key[q] as number);
  }

  /** The highest held segment, −1 when none. */
  highest(): number {
    return this.tail < 0 ? -1 : (this.key[this.tail] as number);
  }

  /** Holds s right above held segment `after` (the lowest when `after` is −1). */
  insertAfter(after: number, s: number): void {
    const x = this.free[--this.freeCount] as number;
    this.key[x] = s;
    this.slot[s] = x;
    this.link(after < 0 ? -1 : (this.slot[after] as number), x);
  }

  /**
   * Replaces the held run `run` (consecutive, bottom to top, right above
   * held segment `below`, −1 for the lowest) by the segments `by`, bottom to
   * top, in the same place: the run's slots take the new segments in order,
   * then extra slots are inserted or left over ones removed. `by` may hold
   * segments of `run` (those that stay) and new ones; segments of `run` not
   * in `by` are let go.
   */
  replaceRun(run: readonly number[], by: readonly number[], below: number): void {
    const { key, slot } = this;
    const m = Math.min(run.length, by.length);
    const slots = this.runSlots;
    emptyList(slots);
    for (const s of run) {
      slots.push(slot[s] as number);
      slot[s] = -1;
    }
    for (let i = 0; i < m; i++) {
      const x = slots[i] as number;
      const s = by[i] as number;
      key[x] = s;
      slot[s] = x;
    }
    for (let i = m; i < run.length; i++) {
      const x = slots[i] as number;
      this.unlink(x);
      key[x] = -1;
      this.free[this.freeCount++] = x;
    }
    if (by.length > m) {
      let after = m > 0 ? (by[m - 1] as number) : below;
      for (let i = m; i < by.length; i++) {
        this.insertAfter(after, by[i] as number);
        after = by[i] as number;
      }
    }
  }

  /**
   * The lowest held segment for which `atOrAbove` is true, −1 if none. The
   * predicate must be false for a bottom part of the order and true above it.
   */
  search(atOrAbove: (s: number) => boolean): number {
    let found = -1;
    let x = this.root;
    while (x >= 0) {
      const s = this.key[x] as number;
      if (atOrAbove(s)) {
        found = s;
        x = this.left[x] as number;
      } else x = this.right[x] as number;
    }
    return found;
  }

  /** Links slot x into the tree and the thread right after slot `after` (first when −1). */
  private link(after: number, x: number): void {
    const { left, right, parent, prev, next } = this;
    left[x] = -1;
    right[x] = -1;
    const above = after < 0 ? this.head : (next[after] as number);
    prev[x] = after;
    next[x] = above;
    if (after < 0) this.head = x;
    else next[after] = x;
    if (above < 0) this.tail = x;
    else prev[above] = x;
    // In-order right after `after`: its right child if it has none, else the
    // left child of its successor (which has no left child).
    if (this.root < 0) {
      this.root = x;
      parent[x] = -1;
      return;
    }
    if (after >= 0 && right[after] === -1) {
      right[after] = x;
      parent[x] = after;
    } else {
      left[above] = x;
      parent[x] = above;
    }
    const priority = this.priority;
    let p = parent[x] as number;
    while (p >= 0 && (priority[x] as number) > (priority[p] as number)) {
      this.rotateUp(x);
      p = parent[x] as number;
    }
  }

  /** Unlinks slot x from the tree and the thread. */
  private unlink(x: number): void {
    const { left, right, parent, prev, next, priority } = this;
    // Rotate x down below its children, the heavier child up each time, until it is a leaf.
    for (;;) {
      const l = left[x] as number;
      const r = right[x] as number;
      if (l < 0 && r < 0) break;
      this.rotateUp(r < 0 || (l >= 0 && (priority[l] as number) > (priority[r] as number)) ? l : r);
    }
    const p = parent[x] as number;
    if (p < 0) this.root = -1;
    else if (left[p] === x) left[p] = -1;
    else right[p] = -1;
    parent[x] = -1;
    const a = prev[x] as number;
    const b = next[x] as number;
    if (a < 0) this.head = b;
    else next[a] = b;
    if (b < 0) this.tail = a;
    else prev[b] = a;
    prev[x] = -1;
    next[x] = -1;
  }

  /** Moves slot x above its parent, keeping the in-order sequence. */
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

/** A fixed pseudo-random priority for slot i (a 32-bit integer mix). */
function hash(i: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
