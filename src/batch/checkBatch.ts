import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';

/*
 * Validation shared by the batch functions. Shapes are checked once, up
 * front; coordinates only when the double filter could not decide an item
 * (NaN and ±∞ always land there), so valid input pays nothing per item.
 */

/** Throws unless `coords` is a Float64Array holding whole items of `stride` numbers; returns the item count. */
export function checkCoords(fn: string, arg: string, coords: unknown, stride: number, layout: string): number {
  if (!(coords instanceof Float64Array)) {
    throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(coords)}, expected a Float64Array`);
  }
  if (coords.length % stride !== 0) {
    throw new ExactRangeError(`${fn}: ${arg} has length ${coords.length}, expected a multiple of ${stride} (${layout})`);
  }
  return coords.length / stride;
}

/** Throws unless `out` is an instance of `type` with exactly `n` elements. */
export function checkOut(fn: string, out: unknown, type: typeof Int8Array | typeof Uint8Array, n: number, per: string): void {
  if (!(out instanceof type)) {
    throw new ExactTypeError(`${fn}: out is ${describeValue(out)}, expected a${type === Int8Array ? 'n' : ''} ${type.name}`);
  }
  if (out.length !== n) throw new ExactRangeError(`${fn}: out has length ${out.length}, expected ${n} (one per ${per})`);
}

/** Throws, naming the first index, unless coords[from .. from + count) are all finite. */
export function checkFinite(fn: string, arg: string, coords: Float64Array, from: number, count: number): void {
  for (let i = from; i < from + count; i++) {
    const v = coords[i] as number;
    if (!Number.isFinite(v)) throw new ExactRangeError(`${fn}: ${arg}[${i}] is ${describeValue(v)}`);
  }
}
