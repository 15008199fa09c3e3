import type { Coordinates } from './eventOrder.js';
import { compareEndpoints } from './eventOrder.js';

/**
 * Sorts endpoint codes (2s + end) in place by their points in (x, then y)
 * order, the order in which the sweep meets them. Double coordinates are
 * compared where they lie, by a quicksort written for them: a comparison
 * function handed to Array#sort costs a call per comparison, which on large
 * inputs took longer than the sweep itself. Other coordinates go through
 * the exact comparison.
 *
 * ```ts
 * sortEndpoints({ c: [2, 0, 0, 0], f: Float64Array.of(2, 0, 0, 0) }, Int32Array.of(0, 1)); // Int32Array [1, 0]
 * ```
 */
export function sortEndpoints(xy: Coordinates, codes: Int32Array): Int32Array {
  const f = xy.f;
  if (f === null) return codes.sort((e1, e2) => compareEndpoints(xy, e1, e2));
  quicksort(f, codes, 0, codes.length - 1);
  return codes;
}

/** True when the point of code a comes before that of code b. */
function before(f: Float64Array, a: number, b: number): boolean {
  const ax = f[2 * a] as number;
  const bx = f[2 * b] as number;
  return ax < bx || (ax === bx && (f[2 * a + 1] as number) < (f[2 * b + 1] as number));
}

/** Hoare-style quicksort with the median of three as pivot, insertion sort below 16. */
function quicksort(f: Float64Array, codes: Int32Array, lo: number, hi: number): void {
  while (hi - lo >= 16) {
    const mid = (lo + hi) >> 1;
    // Order codes[lo], codes[mid], codes[hi]; the median goes to lo + 1 as the pivot.
    swap(codes, mid, lo + 1);
    if (before(f, codes[hi] as number, codes[lo] as number)) swap(codes, lo, hi);
    if (before(f, codes[hi] as number, codes[lo + 1] as number)) swap(codes, lo + 1, hi);
    if (before(f, codes[lo + 1] as number, codes[lo] as number)) swap(codes, lo, lo + 1);
    const pivot = codes[lo + 1] as number;
    let i = lo + 1;
    let j = hi;
    for (;;) {
      do i++;
      while (before(f, codes[i] as number, pivot));
      do j--;
      while (before(f, pivot, codes[j] as number));
      if (j < i) break;
      swap(codes, i, j);
    }
    codes[lo + 1] = codes[j] as number;
    codes[j] = pivot;
    // Recurse into the smaller side, loop on the larger: the stack stays O(log n).
    if (j - lo < hi - j) {
      quicksort(f, codes, lo, j - 1);
      lo = j + 1;
    } else {
      quicksort(f, codes, j + 1, hi);
      hi = j - 1;
    }
  }
  for (let i = lo + 1; i <= hi; i++) {
    const v = codes[i] as number;
    let j = i - 1;
    while (j >= lo && before(f, v, codes[j] as number)) {
      codes[j + 1] = codes[j] as number;
      j--;
    }
    codes[j + 1] = v;
  }
}

function swap(a: Int32Array, i: number, j: number): void {
  const t = a[i] as number;
  a[i] = a[j] as number;
  a[j] = t;
}

/**
 * The endpoint codes the sweep orders: 2s for every segment s's start, and
 * 2s + 1 for its end unless it has no length (its one point is its start).
 *
 * ```ts
 * endpointCodes(new Uint8Array([0, 1, 0])); // Int32Array [0, 1, 2, 4, 5]
 * ```
 */
export function endpointCodes(zero: Uint8Array): Int32Array {
  const n = zero.length;
  let zeros = 0;
  for (let s = 0; s < n; s++) zeros += zero[s] as number;
  const codes = new Int32Array(2 * n - zeros);
  for (let s = 0, k = 0; s < n; s++) {
    codes[k++] = 2 * s;
    if (zero[s] === 0) codes[k++] = 2 * s + 1;
  }
  return codes;
}
