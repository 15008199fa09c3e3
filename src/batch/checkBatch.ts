import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';

/*
 * Validation shared by the batch functions. Shapes are checked once, up
 * front; coordinates only when the double filter could not decide an item
 * (NaN and ±∞ always land there), so valid input pays nothing per item.
 * The arrays must be real typed arrays, whose elements read the same every
 * time (no getters, no Proxy), so that the check and the answer see the
 * same values.
 */

type TypedArrayClass = typeof Float64Array | typeof Int8Array | typeof Uint8Array;

/**
 * The length getter every typed array inherits: called on a typed array it
 * gives the true length, even when the array has an own `length` property
 * (a getter defined on it) that says otherwise.
 */
const typedLength = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), 'length')?.get as (
  this: ArrayBufferView,
) => number;

/** The true length of a real typed array, read once. */
export function lengthOfTyped(v: ArrayBufferView): number {
  return typedLength.call(v);
}

/** A real typed array of that class: a Proxy of one passes `instanceof`, but its length and elements are traps. */
function isTypedArray<T extends TypedArrayClass>(v: unknown, type: T): v is InstanceType<T> {
  return v instanceof type && ArrayBuffer.isView(v);
}

/** The value for a message, saying when it only looks like a typed array of that class. */
function describeArray(v: unknown, type: TypedArrayClass): string {
  return v instanceof type ? `${withArticle(type)} look-alike (a Proxy?)` : describeValue(v);
}

function withArticle(type: TypedArrayClass): string {
  return `a${type === Int8Array ? 'n' : ''} ${type.name}`;
}

/** Throws unless `coords` is a Float64Array holding whole items of `stride` numbers; returns the item count. */
export function checkCoords(fn: string, arg: string, coords: unknown, stride: number, layout: string): number {
  if (!isTypedArray(coords, Float64Array)) {
    throw new ExactTypeError(`${fn}: ${arg} is ${describeArray(coords, Float64Array)}, expected a Float64Array`);
  }
  const length = lengthOfTyped(coords);
  if (length % stride !== 0) {
    throw new ExactRangeError(`${fn}: ${arg} has length ${length}, expected a multiple of ${stride} (${layout})`);
  }
  return length / stride;
}

/** Throws unless `out` is an instance of `type` with exactly `n` elements. */
export function checkOut(fn: string, out: unknown, type: typeof Int8Array | typeof Uint8Array, n: number, per: string): void {
  if (!isTypedArray(out, type)) {
    throw new ExactTypeError(`${fn}: out is ${describeArray(out, type)}, expected ${withArticle(type)}`);
  }
  const length = lengthOfTyped(out);
  if (length !== n) throw new ExactRangeError(`${fn}: out has length ${length}, expected ${n} (one per ${per})`);
}

/** Throws, naming the first index, unless coords[from .. from + count) are all finite. */
export function checkFinite(fn: string, arg: string, coords: Float64Array, from: number, count: number): void {
  for (let i = from; i < from + count; i++) {
    const v = coords[i] as number;
    if (!Number.isFinite(v)) throw new ExactRangeError(`${fn}: ${arg}[${i}] is ${describeValue(v)}`);
  }
}
