import type { Coordinate } from '../core/coordinate.js';
import { checkNumber, isArrayLike } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { Mesh } from '../triangulation/mesh.js';
import { simpleRingTriangles } from '../triangulation/simpleRingTriangles.js';
import { triangulateRings } from '../triangulation/triangulatePolygon.js';

/*
 * The earcut entry's work: the input read once into a mesh, then the
 * triangles by the fast path (simpleRingTriangles: one sweep, for rings
 * whose edges meet only at shared vertices) or, when it declines, by the
 * general path (triangulateRings: the constrained triangulation of every
 * edge, overlaps and touches included, that throws on a crossing).
 */

const fn = 'earcut';

/** The vertices of `data` (x, y of each `dim` values) in a mesh, read once; the rings' starts. */
export function readPolygon(
  data: ArrayLike<number>,
  holeIndices: ArrayLike<number> | null | undefined,
  dim: number,
): [Mesh, Int32Array] {
  if (!isArrayLike(data)) throw new ExactTypeError(`${fn}: data is ${describeValue(data)}, expected an array of numbers`);
  if (typeof dim !== 'number' || !Number.isInteger(dim) || dim < 2) {
    throw new ExactRangeError(`${fn}: dim is ${describeValue(dim)}, expected an integer ≥ 2`);
  }
  const n = Math.floor(data.length / dim);
  const holes = holeIndices ?? [];
  if (!isArrayLike(holes))
    throw new ExactTypeError(`${fn}: holeIndices is ${describeValue(holes)}, expected an array of vertex indices`);
  const starts = new Int32Array(holes.length + 2);
  for (let k = 0; k < holes.length; k++) {
    const h: unknown = holes[k];
    const prev = starts[k] as number;
    if (typeof h !== 'number' || !Number.isInteger(h) || h < prev || h > n) {
      throw new ExactRangeError(`${fn}: holeIndices[${k}] is ${describeValue(h)}, expected an integer from ${prev} to ${n}`);
    }
    starts[k + 1] = h;
  }
  starts[holes.length + 1] = n;
  const mesh = new Mesh(n + 1, 2 * n);
  const xy = mesh.xy;
  for (let i = 0; i < n; i++) {
    const x: unknown = data[i * dim];
    const y: unknown = data[i * dim + 1];
    if (typeof x !== 'number' || x - x !== 0) checkNumber(fn, `data[${i * dim}]`, x);
    if (typeof y !== 'number' || y - y !== 0) checkNumber(fn, `data[${i * dim + 1}]`, y);
    xy[2 * i] = x as number;
    xy[2 * i + 1] = y as number;
  }
  mesh.n = n;
  return [mesh, starts];
}

/** The error for two crossing edges (input vertices a→b and c→d) at (x, y). */
function crossingError(a: number, b: number, c: number, d: number, x: Coordinate, y: Coordinate): never {
  throw new ExactRangeError(
    `${fn}: the edges from vertex ${a} to ${b} and from ${c} to ${d} cross at (${String(x)}, ${String(y)}), which is no input vertex; triangulatePolygon gives the triangles with it`,
  );
}

/**
 * earcut's triangles of the input (see the entry's notes for what they
 * cover), by the fast path first unless `fast` is false (then the general
 * path alone: the tests check both paths' answers on the same inputs).
 */
export function earcutTriangles(
  data: ArrayLike<number>,
  holeIndices: ArrayLike<number> | null | undefined,
  dim: number,
  fast: boolean,
): number[] {
  const [mesh, starts] = readPolygon(data, holeIndices, dim);
  if (mesh.n < 3) return [];
  const simple = fast ? simpleRingTriangles(mesh.xy, starts) : null;
  if (simple !== null) return simple;
  return triangulateRings(fn, mesh, starts, true, Number.POSITIVE_INFINITY, crossingError);
}
