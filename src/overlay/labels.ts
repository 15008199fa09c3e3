import { ExactRangeError } from '../core/errors.js';
import type { Membership } from './membership.js';
import { isMember } from './membership.js';

/*
 * What the overlay's sweep knows about each region: the winding numbers
 * there, and from them whether the answer holds it. Every segment held by
 * the sweep keeps the label of the region just above its current piece; at
 * an event, the label just below the pieces that start there is the held
 * segment's below them (none: the outside, where every winding is 0), and
 * each run of collinear pieces adds its segments' weights to the windings
 * of their keys (an operand, or a ring).
 *
 * Two kinds: `ChannelLabels` keeps two windings per segment in typed arrays
 * (two operands, each with its rule: no allocation); `KeyedLabels` keeps,
 * per region, the windings of every key whose winding is not 0 there, as a
 * small sorted immutable vector shared by every segment with that label
 * (any number of operands or rings: the vectors hold the few that enclose a
 * point, so the cost grows with how deep they nest, not with how many
 * there are).
 */
export interface Labels {
  /** Starts the labels of an event from the region above held segment `below` (−1: the outside). */
  start(below: number): void;
  /** Adds the weights of segments after[k .. m − 1] (one run of collinear pieces). */
  add(after: readonly number[], k: number, m: number): void;
  /** Whether the answer holds the region reached so far. */
  inside(): boolean;
  /** Gives segments after[k .. m − 1] the label of the region reached so far (above them). */
  store(after: readonly number[], k: number, m: number): void;
}

/** Labels of two channels: segment s adds weight[s] to the winding of channel key[s] (0 or 1). */
export class ChannelLabels implements Labels {
  private readonly w0: Int32Array;
  private readonly w1: Int32Array;
  private a0 = 0;
  private a1 = 0;

  constructor(
    n: number,
    private readonly key: Int32Array,
    private readonly weight: Int8Array,
    private readonly membership: Membership,
  ) {
    this.w0 = new Int32Array(n);
    this.w1 = new Int32Array(n);
  }

  start(below: number): void {
    this.a0 = below >= 0 ? (this.w0[below] as number) : 0;
    this.a1 = below >= 0 ? (this.w1[below] as number) : 0;
  }

  add(after: readonly number[], k: number, m: number): void {
    for (let i = k; i < m; i++) {
      const s = after[i] as number;
      if (this.key[s] === 0) this.a0 += this.weight[s] as number;
      else this.a1 += this.weight[s] as number;
    }
  }

  inside(): boolean {
    return isMember(this.membership, this.a0, this.a1);
  }

  store(after: readonly number[], k: number, m: number): void {
    for (let i = k; i < m; i++) {
      const s = after[i] as number;
      this.w0[s] = this.a0;
      this.w1[s] = this.a1;
    }
  }
}

/**
 * The most entries (a key and its winding) the vectors of one overlay hold
 * in all: 2^24, about 140 MB. Each distinct region reached makes one vector
 * as long as the number of rings around it, so only rings nested thousands
 * deep come near it.
 */
export const MAX_ENTRIES = 2 ** 24;

/**
 * A region's windings, sparse and shared: `entries` is key, winding, key,
 * winding, ... by increasing key, no winding 0. Vectors are made only by
 * adding ±1 to one key of another (crossing one edge), and each keeps the
 * vectors it led to, so a region reached again (inside the same ring, a
 * second time) costs a lookup, not an allocation; each keeps its verdict
 * too, so the vectors of one overlay are never shared with another's.
 */
export class WindingVector {
  /** Whether the answer holds the region: unknown (−1), no (0), yes (1). */
  verdict = -1;
  private next: Map<number, WindingVector> | null = null;

  /** A vector of these entries; `budget.left` counts down the entries the overlay may still make. */
  constructor(
    readonly entries: readonly number[],
    private readonly budget: { left: number },
  ) {}

  /**
   * This vector with `w` (+1 or −1) added to the winding of `key`.
   *
   * ```ts
   * const outside = new WindingVector([], { left: 100 });
   * outside.plus(5, -1).entries; // [5, -1]
   * outside.plus(5, -1) === outside.plus(5, -1); // true: made once
   * ```
   */
  plus(key: number, w: number): WindingVector {
    const code = 2 * key + (w > 0 ? 1 : 0);
    let map = this.next;
    if (map === null) {
      map = new Map();
      this.next = map;
    }
    let v = map.get(code);
    if (v === undefined) {
      // Rings nested thousands deep make long vectors: their total is bounded, before the memory is spent.
      const left = this.budget.left - this.entries.length - 2;
      if (left < 0) {
        throw new ExactRangeError(
          'polygon overlay: rings nested too deep (more than 2^24 winding numbers to keep for the regions among them)',
          'too_large',
        );
      }
      this.budget.left = left;
      v = new WindingVector(withAdded(this.entries, key, w), this.budget);
      map.set(code, v);
    }
    return v;
  }
}

/**
 * Labels of any number of keys: segment s adds weight[s] (±1) to the
 * winding of key[s]; `holds(entries)` says whether the answer holds a region
 * of those windings.
 */
export class KeyedLabels implements Labels {
  private readonly label: WindingVector[];
  /** The outside's windings (none): the root of this overlay's vectors. */
  private readonly outside = new WindingVector([], { left: MAX_ENTRIES });
  private state: WindingVector = this.outside;

  constructor(
    n: number,
    private readonly key: Int32Array,
    private readonly weight: Int8Array,
    private readonly holds: (entries: readonly number[]) => boolean,
  ) {
    this.label = new Array<WindingVector>(n).fill(this.outside);
  }

  start(below: number): void {
    this.state = below >= 0 ? (this.label[below] as WindingVector) : this.outside;
  }

  add(after: readonly number[], k: number, m: number): void {
    for (let i = k; i < m; i++) {
      const s = after[i] as number;
      this.state = this.state.plus(this.key[s] as number, this.weight[s] as number);
    }
  }

  inside(): boolean {
    const v = this.state;
    if (v.verdict < 0) v.verdict = this.holds(v.entries) ? 1 : 0;
    return v.verdict === 1;
  }

  store(after: readonly number[], k: number, m: number): void {
    for (let i = k; i < m; i++) this.label[after[i] as number] = this.state;
  }
}

/**
 * Entries v with w added to the winding of `key` (an entry appears,
 * changes or, reaching 0, disappears), as a new array.
 *
 * ```ts
 * withAdded([2, 1], 5, -1); // [2, 1, 5, -1]
 * withAdded([2, 1], 2, -1); // []
 * ```
 */
export function withAdded(v: readonly number[], key: number, w: number): number[] {
  let i = 0;
  while (i < v.length && (v[i] as number) < key) i += 2;
  const out = v.slice(0, i);
  if (i < v.length && v[i] === key) {
    const sum = (v[i + 1] as number) + w;
    if (sum !== 0) out.push(key, sum);
    for (let j = i + 2; j < v.length; j++) out.push(v[j] as number);
    return out;
  }
  out.push(key, w);
  for (let j = i; j < v.length; j++) out.push(v[j] as number);
  return out;
}
