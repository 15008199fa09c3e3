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

/** A sparse winding vector: key, winding, key, winding, ... by increasing key, no winding 0. */
export type WindingVector = Int32Array;

const OUTSIDE: WindingVector = new Int32Array(0);

/**
 * Labels of any number of keys: segment s adds weight[s] to the winding of
 * key[s]; `holds(v)` says whether the answer holds a region of windings v.
 */
export class KeyedLabels implements Labels {
  private readonly label: WindingVector[];
  private state: WindingVector = OUTSIDE;

  constructor(
    n: number,
    private readonly key: Int32Array,
    private readonly weight: Int8Array,
    private readonly holds: (v: WindingVector) => boolean,
  ) {
    this.label = new Array<WindingVector>(n).fill(OUTSIDE);
  }

  start(below: number): void {
    this.state = below >= 0 ? (this.label[below] as WindingVector) : OUTSIDE;
  }

  add(after: readonly number[], k: number, m: number): void {
    for (let i = k; i < m; i++) {
      const s = after[i] as number;
      this.state = withAdded(this.state, this.key[s] as number, this.weight[s] as number);
    }
  }

  inside(): boolean {
    return this.holds(this.state);
  }

  store(after: readonly number[], k: number, m: number): void {
    for (let i = k; i < m; i++) this.label[after[i] as number] = this.state;
  }
}

/**
 * v with w added to the winding of `key` (an entry appears, changes or,
 * reaching 0, disappears); a new vector, v itself when w is 0.
 *
 * ```ts
 * withAdded(Int32Array.of(2, 1), 5, -1); // Int32Array [2, 1, 5, -1]
 * withAdded(Int32Array.of(2, 1), 2, -1); // Int32Array []
 * ```
 */
export function withAdded(v: WindingVector, key: number, w: number): WindingVector {
  if (w === 0) return v;
  let i = 0;
  while (i < v.length && (v[i] as number) < key) i += 2;
  if (i < v.length && v[i] === key) {
    const sum = (v[i + 1] as number) + w;
    if (sum !== 0) {
      const out = v.slice();
      out[i + 1] = sum;
      return out;
    }
    const out = new Int32Array(v.length - 2);
    out.set(v.subarray(0, i));
    out.set(v.subarray(i + 2), i);
    return out;
  }
  const out = new Int32Array(v.length + 2);
  out.set(v.subarray(0, i));
  out[i] = key;
  out[i + 1] = w;
  out.set(v.subarray(i), i + 2);
  return out;
}
