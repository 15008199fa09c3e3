import { ExactRangeError } from '../core/errors.js';
import { segmentMeetsBox2, segmentMeetsBox3 } from '../core/separatingAxis.js';
import { checkCoords, checkFinite, checkOut } from './checkBatch.js';

/**
 * `segmentIntersectsBox` for many closed segments at once, 2D or 3D: segment
 * i is stored in `segments[2·dim·i ..]` as its two endpoints p, q (x, y or
 * x, y, z each), and `out[i]` receives `1` when it meets the closed
 * axis-aligned box (touching a face, an edge or a corner counts), else `0`.
 * `boxes` holds either one box for all segments (2·dim numbers: min, then
 * max) or one box per segment (as long as `segments`). Returns `out`.
 * Throws naming the index of the first NaN or ±∞ (or of a box whose min
 * exceeds its max) it meets — items before it are already written — or a
 * wrong length or dimension.
 *
 * @example
 * ```ts
 * const box = new Float64Array([0, 0, 1, 1]);                              // min (0, 0), max (1, 1)
 * segmentBoxMany(new Float64Array([-1, 2, 2, -1, 2, 2, 3, 3]), box, new Uint8Array(2)); // Uint8Array [1, 0]
 * ```
 */
export function segmentBoxMany(segments: Float64Array, boxes: Float64Array, out: Uint8Array, dim: 2 | 3 = 2): Uint8Array {
  const fn = 'segmentBoxMany';
  if (dim !== 2 && dim !== 3) throw new ExactRangeError(`${fn}: dim is ${String(dim)}, expected 2 or 3`);
  const stride = 2 * dim;
  const n = checkCoords(
    fn,
    'segments',
    segments,
    stride,
    dim === 2 ? 'px, py, qx, qy per segment' : 'px, py, pz, qx, qy, qz per segment',
  );
  const m = checkCoords(fn, 'boxes', boxes, stride, dim === 2 ? 'minx, miny, maxx, maxy per box' : 'min xyz, max xyz per box');
  if (m !== 1 && m !== n) {
    throw new ExactRangeError(
      `${fn}: boxes has length ${m * stride}, expected ${stride} (one box) or ${n * stride} (one per segment)`,
    );
  }
  checkOut(fn, out, Uint8Array, n, 'segment');
  const step = m === 1 ? 0 : stride;
  // One loop per dimension, each in its own function: V8's inlining budget
  // is per function, and the kernels take doubles, which a call that is not
  // inlined would box (`npm run bench:v8` checks both loops).
  if (dim === 2) many2(segments, boxes, out, n, step);
  else many3(segments, boxes, out, n, step);
  return out;
}

function many2(segments: Float64Array, boxes: Float64Array, out: Uint8Array, n: number, step: number): void {
  for (let i = 0, s = 0, b = 0; i < n; i++, s += 4, b += step) {
    const px = segments[s] as number;
    const py = segments[s + 1] as number;
    const qx = segments[s + 2] as number;
    const qy = segments[s + 3] as number;
    const x0 = boxes[b] as number;
    const y0 = boxes[b + 1] as number;
    const x1 = boxes[b + 2] as number;
    const y1 = boxes[b + 3] as number;
    // NaN or ±∞ anywhere makes the sum NaN or infinite (a finite sum that
    // overflows only sends valid input to the check, which lets it pass).
    const sum = px + py + qx + qy + x0 + y0 + x1 + y1;
    if (!(sum - sum === 0 && x0 <= x1 && y0 <= y1)) checkItem(segments, s, boxes, b, 2);
    out[i] = +segmentMeetsBox2(px, py, qx, qy, x0, y0, x1, y1);
  }
}

function many3(segments: Float64Array, boxes: Float64Array, out: Uint8Array, n: number, step: number): void {
  for (let i = 0, s = 0, b = 0; i < n; i++, s += 6, b += step) {
    const px = segments[s] as number;
    const py = segments[s + 1] as number;
    const pz = segments[s + 2] as number;
    const qx = segments[s + 3] as number;
    const qy = segments[s + 4] as number;
    const qz = segments[s + 5] as number;
    const x0 = boxes[b] as number;
    const y0 = boxes[b + 1] as number;
    const z0 = boxes[b + 2] as number;
    const x1 = boxes[b + 3] as number;
    const y1 = boxes[b + 4] as number;
    const z1 = boxes[b + 5] as number;
    const sum = px + py + pz + qx + qy + qz + x0 + y0 + z0 + x1 + y1 + z1;
    if (!(sum - sum === 0 && x0 <= x1 && y0 <= y1 && z0 <= z1)) checkItem(segments, s, boxes, b, 3);
    out[i] = +segmentMeetsBox3(px, py, pz, qx, qy, qz, x0, y0, z0, x1, y1, z1);
  }
}

/** Throws for a non-finite value or a box with min > max in one item; returns when the item is valid. */
function checkItem(segments: Float64Array, s: number, boxes: Float64Array, b: number, dim: 2 | 3): void {
  checkFinite('segmentBoxMany', 'segments', segments, s, 2 * dim);
  checkFinite('segmentBoxMany', 'boxes', boxes, b, 2 * dim);
  for (let k = 0; k < dim; k++) {
    const lo = boxes[b + k] as number;
    const hi = boxes[b + dim + k] as number;
    if (lo > hi)
      throw new ExactRangeError(
        `segmentBoxMany: boxes[${b + k}] > boxes[${b + dim + k}] (min > max on axis ${k}: ${lo} > ${hi})`,
      );
  }
}
