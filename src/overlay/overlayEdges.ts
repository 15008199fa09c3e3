import type { SegmentSet } from '../arrangement/segmentSet.js';
import type { Coordinate } from '../core/coordinate.js';
import { arrayLikeLength, compareCoord } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { acquire, readRing, release } from '../polygon/readRings.js';

/**
 * The edges of one or more polygon operands as one segment set for the
 * sweep. Segment s is an edge of a ring whose winding counts for key
 * `key[s]` (its operand, or the ring itself), stored from its smaller
 * endpoint in (x, then y) order; `weight[s]` is +1 when the ring runs that
 * way (start to end) and −1 when it runs back. Crossing the edge from below
 * to above (from its right to its left, going start to end) changes the
 * winding number of its key by `weight[s]`: a ring turning counterclockwise
 * has its interior on its left.
 */
export type OverlayEdges = {
  readonly segments: SegmentSet;
  readonly key: Int32Array;
  readonly weight: Int8Array;
  /** Ring r's edges are segments ringStart[r] .. ringStart[r + 1] − 1, in the ring's order; length rings + 1. */
  readonly ringStart: Int32Array;
};

/** One operand: its rings, the key their windings count for, and its name in messages. */
export type OperandInput = { readonly rings: unknown; readonly key: number; readonly name: string };

/**
 * Reads every operand's rings (each coordinate once, validated; errors name
 * the operand: `polygonUnion: b[0][2][1] is NaN`) and lays their edges out
 * as one segment set, ring by ring, each ring's edges in order from vertex
 * i to vertex i + 1 and from the last vertex back to the first. A repeated
 * vertex gives a zero-length edge, kept so that pairs count as
 * `segmentIntersections` counts them.
 *
 * ```ts
 * readOverlayEdges('f', [{ rings: [[[0, 0], [1, 0], [0, 1]]], key: 0, name: 'a' }]).segments.n; // 3
 * ```
 */
export function readOverlayEdges(fn: string, operands: readonly OperandInput[]): OverlayEdges {
  const flat = acquire();
  try {
    const rings: { values: ArrayLike<Coordinate>; count: number; key: number }[] = [];
    let total = 0;
    let numbers = true;
    for (const { rings: input, key, name } of operands) {
      const count = arrayLikeLength(input);
      if (count < 0) {
        throw new ExactTypeError(
          `${fn}: ${name} is ${describeValue(input)}, expected an array of rings (arrays of [x, y] points)`,
        );
      }
      if (count === 0) throw new ExactRangeError(`${fn}: ${name} is empty, expected at least one ring`);
      for (let r = 0; r < count; r++) {
        readRing(fn, `${name}[${r}]`, (input as ArrayLike<unknown>)[r], flat);
        const k = flat.vertices;
        // Copy what was read: the scratch is reused by the next ring.
        const values = flat.values !== null ? flat.values.slice(0, 2 * k) : flat.xy.slice(0, 2 * k);
        if (flat.values !== null) numbers = false;
        rings.push({ values, count: k, key });
        total += k;
      }
    }
    return layOut(rings, total, numbers);
  } finally {
    release(flat);
  }
}

/**
 * The edges of one operand's rings of points that are already read and
 * checked (clampRingToBox's output: the coordinates as read, and exact
 * crossings), laid out as `readOverlayEdges` lays them out (key 0),
 * without reading them again.
 *
 * ```ts
 * edgesOfPoints([[[0, 0], [1, 0], [0, 1]]]).segments.n; // 3
 * ```
 */
export function edgesOfPoints(rings: readonly (readonly (readonly [Coordinate, Coordinate])[])[]): OverlayEdges {
  let total = 0;
  let numbers = true;
  const laid = rings.map((ring) => {
    const count = ring.length;
    const values = new Array<Coordinate>(2 * count);
    for (let i = 0; i < count; i++) {
      const [x, y] = ring[i] as readonly [Coordinate, Coordinate];
      values[2 * i] = x;
      values[2 * i + 1] = y;
      if (typeof x !== 'number' || typeof y !== 'number') numbers = false;
    }
    total += count;
    return { values, count, key: 0 };
  });
  return layOut(laid, total, numbers);
}

/** The rings' edges as a segment set, each from its smaller endpoint. */
function layOut(
  rings: readonly { values: ArrayLike<Coordinate>; count: number; key: number }[],
  total: number,
  numbers: boolean,
): OverlayEdges {
  const f = numbers ? new Float64Array(4 * total) : null;
  // Written through one view: numbers into the Float64Array, any coordinate into the plain array.
  const c = (f ?? new Array<Coordinate>(4 * total)) as Coordinate[];
  const flipped = new Uint8Array(total);
  const zero = new Uint8Array(total);
  const key = new Int32Array(total);
  const weight = new Int8Array(total);
  const ringStart = new Int32Array(rings.length + 1);
  let s = 0;
  let r = 0;
  for (const { values, count, key: k } of rings) {
    ringStart[r++] = s;
    for (let i = 0; i < count; i++, s++) {
      const j = i + 1 === count ? 0 : i + 1;
      const px = values[2 * i] as Coordinate;
      const py = values[2 * i + 1] as Coordinate;
      const qx = values[2 * j] as Coordinate;
      const qy = values[2 * j + 1] as Coordinate;
      const order = compareCoord(px, qx) || compareCoord(py, qy);
      const back = order > 0;
      c[4 * s] = back ? qx : px;
      c[4 * s + 1] = back ? qy : py;
      c[4 * s + 2] = back ? px : qx;
      c[4 * s + 3] = back ? py : qy;
      flipped[s] = back ? 1 : 0;
      zero[s] = order === 0 ? 1 : 0;
      key[s] = k;
      weight[s] = back ? -1 : 1;
    }
  }
  ringStart[r] = s;
  return { segments: { n: total, c: f ?? c, f, flipped, zero }, key, weight, ringStart };
}
