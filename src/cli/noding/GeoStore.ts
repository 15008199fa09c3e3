import type { Coordinate, Segment2 } from '../../index.js';
import { Rational } from '../../index.js';

/** A limit of `noding` was passed: the run stops (exit status 3) with this message. */
export class NodingLimitError extends Error {}

/** A feature as the reports name it: its `id` as JSON text (or null: then its position) and `properties.name`. */
export type FeatureInfo = { readonly id: string | null; readonly name: string | undefined };

/** The most characters of a feature's id or name kept for the report; longer ones are cut, with `…`. */
export const SHOWN_TEXT = 1000;

/** A growable typed array's storage, doubled when full. */
function grown<T extends Float64Array | Int32Array>(a: T, need: number): T {
  if (need <= a.length) return a;
  let size = a.length;
  while (size < need) size *= 2;
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/**
 * The edges read from a GeoJSON or TopoJSON file, held compactly: positions
 * as pairs of doubles (an integer past 2^53, which no double holds, or a
 * rational written as a string, kept exactly beside them), each segment as the positions of its two ends, and
 * where it came from (feature, part, ring, edge) in typed arrays: about 40
 * bytes a segment, instead of the few hundred of arrays of arrays. Past
 * `maxSegments` segments, or twice as many positions, it throws a
 * NodingLimitError at once, so that reading a file of any size stops within
 * bounded memory.
 */
export class GeoStore {
  private xy = new Float64Array(1024);
  /** The values of `xy` that are NaN there: integers past 2^53 and rationals written as strings, by their place in `xy`. */
  private readonly exact = new Map<number, bigint | Rational>();
  positions = 0;
  private starts = new Int32Array(1024);
  private ends = new Int32Array(1024);
  private sources = new Int32Array(4096);
  segments = 0;
  /** Features read (with or without edges), and edges of zero length skipped. */
  features = 0;
  repeated = 0;
  /** The id and name of every feature that has an edge, by feature number. */
  private readonly info = new Map<number, FeatureInfo>();
  private readonly maxPositions: number;

  constructor(
    readonly maxSegments: number,
    /** Keep an edge between two equal positions (as `validate` must see it), instead of counting it in `repeated`. */
    private readonly keepRepeated = false,
  ) {
    this.maxPositions = 2 * maxSegments + 65_536;
  }

  /** Adds a position; returns its number. */
  addPosition(x: Coordinate, y: Coordinate): number {
    if (this.positions >= this.maxPositions)
      throw new NodingLimitError(`more than ${this.maxPositions} positions are kept (twice --max-segments)`);
    const k = 2 * this.positions;
    this.xy = grown(this.xy, k + 2);
    this.put(k, x);
    this.put(k + 1, y);
    return this.positions++;
  }

  private put(k: number, v: Coordinate): void {
    if (typeof v === 'number') this.xy[k] = v;
    else {
      this.xy[k] = Number.NaN;
      this.exact.set(k, v);
    }
  }

  /** Forgets the positions from `n` on (those of a geometry that has no edges). */
  dropPositions(n: number): void {
    for (let k = 2 * n; k < 2 * this.positions; k++) this.exact.delete(k);
    this.positions = n;
  }

  /** Coordinate `axis` of position `p`. */
  coordinate(p: number, axis: 0 | 1): Coordinate {
    const v = this.xy[2 * p + axis] as number;
    return Number.isNaN(v) ? (this.exact.get(2 * p + axis) as bigint | Rational) : v;
  }

  /** Sets a position again (TopoJSON's arcs are decoded in place). */
  setPosition(p: number, x: number | bigint, y: number | bigint): void {
    this.exact.delete(2 * p);
    this.exact.delete(2 * p + 1);
    this.put(2 * p, x);
    this.put(2 * p + 1, y);
  }

  /** True when positions p and q are the same point (a repeated vertex). */
  samePoint(p: number, q: number): boolean {
    return (
      sameCoordinate(this.coordinate(p, 0), this.coordinate(q, 0)) && sameCoordinate(this.coordinate(p, 1), this.coordinate(q, 1))
    );
  }

  /**
   * Adds the edge from position a to b of `feature` (part, ring and edge
   * number as the report names them: −1 where the geometry has none), or
   * counts it as a repeated vertex when a and b are the same point (unless
   * the store keeps those).
   */
  addEdge(a: number, b: number, feature: number, part: number, ring: number, edge: number): void {
    if (!this.keepRepeated && this.samePoint(a, b)) {
      this.repeated++;
      return;
    }
    if (this.segments >= this.maxSegments) throw new NodingLimitError(`more than ${this.maxSegments} segments (--max-segments)`);
    const s = this.segments++;
    this.starts = grown(this.starts, s + 1);
    this.ends = grown(this.ends, s + 1);
    this.sources = grown(this.sources, 4 * s + 4);
    this.starts[s] = a;
    this.ends[s] = b;
    this.sources.set([feature, part, ring, edge], 4 * s);
  }

  /** Segment s as the library takes it: fresh arrays of its coordinates. */
  segment(s: number): Segment2 {
    const a = this.starts[s] as number;
    const b = this.ends[s] as number;
    return [
      [this.coordinate(a, 0), this.coordinate(a, 1)],
      [this.coordinate(b, 0), this.coordinate(b, 1)],
    ] as Segment2;
  }

  /**
   * True when the point is an end of segment s. `dx`, `dy` are the point's
   * nearest doubles: a point equal to a double end rounds to it exactly, so
   * an end whose doubles differ is passed over without exact arithmetic.
   */
  isEnd(x: Rational, y: Rational, dx: number, dy: number, s: number): boolean {
    return this.atPosition(x, y, dx, dy, this.starts[s] as number) || this.atPosition(x, y, dx, dy, this.ends[s] as number);
  }

  private atPosition(x: Rational, y: Rational, dx: number, dy: number, p: number): boolean {
    return sameValue(x, dx, this.coordinate(p, 0)) && sameValue(y, dy, this.coordinate(p, 1));
  }

  /** Where segment s came from: feature, part, ring, edge. */
  source(s: number): [feature: number, part: number, ring: number, edge: number] {
    const k = 4 * s;
    const v = this.sources;
    return [v[k] as number, v[k + 1] as number, v[k + 2] as number, v[k + 3] as number];
  }

  /** Records a feature's id and name (for features with edges: the reports name no other). */
  setInfo(feature: number, info: FeatureInfo): void {
    this.info.set(feature, info);
  }

  /** A feature's id and name (none recorded: no id, no name). */
  infoOf(feature: number): FeatureInfo {
    return this.info.get(feature) ?? { id: null, name: undefined };
  }

  /**
   * The segments as an array-like for the library, each made when it is
   * read (the library reads each once and keeps its own flat copy), so that
   * no array of arrays of the whole file is ever built.
   */
  segmentList(): ArrayLike<Segment2> {
    const n = this.segments;
    return new Proxy({ length: n } as ArrayLike<Segment2>, {
      get: (target, key) => {
        if (typeof key !== 'string') return undefined;
        if (key === 'length') return n;
        const s = Number(key);
        return Number.isInteger(s) && s >= 0 && s < n ? this.segment(s) : Reflect.get(target, key);
      },
    });
  }
}

const TWO_53 = 2n ** 53n;
const TWO_1074 = 2n ** 1074n;

/**
 * x = c exactly, given d, the double nearest x. A double c is x only if it
 * is d; and d is x when x is a double: n/2^k with |n| < 2^53 and k ≤ 1074
 * (every such value is one). So most ends are decided without building a
 * Rational.
 */
function sameValue(x: Rational, d: number, c: Coordinate): boolean {
  if (typeof c !== 'number') return x.equals(Rational.from(c));
  if (c !== d) return false;
  const { num, den } = x;
  if (num < TWO_53 && num > -TWO_53 && den <= TWO_1074 && (den & (den - 1n)) === 0n) return true;
  return x.equals(Rational.fromNumber(c));
}

/** Exact equality of two coordinates read from a file (numbers, bigints past 2^53, or Rationals). */
export function sameCoordinate(a: Coordinate, b: Coordinate): boolean {
  if (typeof a === typeof b && typeof a !== 'object') return a === b;
  return Rational.from(a).equals(Rational.from(b));
}

/**
 * A JSON number literal read exactly, as `noding` takes coordinates: an
 * integer literal is the integer written (a bigint past 2^53 − 1); a
 * literal with a fraction or an exponent is the double it parses to, as
 * PROTOCOL.md reads coordinates; null when that overflows (1e400).
 *
 * ```ts
 * literalValue('9007199254740993', true); // 9007199254740993n
 * literalValue('0.1', false); // 0.1
 * ```
 */
export function literalValue(text: string, isInteger: boolean): number | bigint | null {
  if (isInteger) {
    const digits = text.charCodeAt(0) === 0x2d ? text.length - 1 : text.length;
    if (digits < 16) return Number(text);
    const n = BigInt(text);
    return n <= BigInt(Number.MAX_SAFE_INTEGER) && n >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
  }
  const x = Number(text);
  return Number.isFinite(x) ? x : null;
}
