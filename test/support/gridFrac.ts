import type { Coordinate } from '../../src/core/coordinate.js';
import type { Frac } from './frac.js';
import { add, cmp, div, frac, mul, ONE, sign, sub, ZERO } from './frac.js';

/*
 * An independent brute-force grid reference on the fraction kernel, for
 * small cases: every cell of a box of indices around the line is tested on
 * its own (the parameter set of the line in the cell, axis by axis, with
 * each end open or closed as the mode says, divided out eagerly), and the
 * cells it meets are sorted by the protocol's traversal order. Shares
 * nothing with the library's walk.
 */

export type Mode = 'closed' | 'open' | 'half_open';

/** A parameter set: from lo to hi (hi null: unbounded), each end included or not. */
export type FracSpan = { lo: Frac; loIn: boolean; hi: Frac | null; hiIn: boolean };

/** floor(n/d) of a fraction. */
export function floorFrac(a: Frac): bigint {
  const q = a.n / a.d;
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/**
 * The set of t in [lo, hi] (hi null: ∞) with P + t·D in cell `index` of the
 * grid (origin o, sizes w) under `mode`, or null when empty.
 */
export function cellSpanFrac(
  P: readonly Frac[],
  D: readonly Frac[],
  o: readonly Frac[],
  w: readonly Frac[],
  index: readonly bigint[],
  mode: Mode,
  lo: Frac,
  hi: Frac | null,
): FracSpan | null {
  let span: FracSpan = { lo, loIn: true, hi, hiIn: true };
  for (let k = 0; k < P.length; k++) {
    const i = { n: index[k] as bigint, d: 1n };
    const a = add(o[k] as Frac, mul(i, w[k] as Frac));
    const b = add(a, w[k] as Frac);
    const x = P[k] as Frac;
    const d = D[k] as Frac;
    if (sign(d) === 0) {
      const ok =
        mode === 'closed'
          ? cmp(a, x) <= 0 && cmp(x, b) <= 0
          : mode === 'half_open'
            ? cmp(a, x) <= 0 && cmp(x, b) < 0
            : cmp(a, x) < 0 && cmp(x, b) < 0;
      if (!ok) return null;
      continue;
    }
    // x(t) = a at ta, = b at tb; the a-end is in the cell unless open, the b-end only when closed.
    const ta = div(sub(a, x), d);
    const tb = div(sub(b, x), d);
    const aIn = mode !== 'open';
    const bIn = mode === 'closed';
    const up = sign(d) > 0;
    span = intersect(span, up ? ta : tb, up ? aIn : bIn, up ? tb : ta, up ? bIn : aIn);
  }
  if (span.hi !== null) {
    const c = cmp(span.lo, span.hi);
    if (c > 0 || (c === 0 && !(span.loIn && span.hiIn))) return null;
  }
  return span;
}

function intersect(s: FracSpan, lo: Frac, loIn: boolean, hi: Frac, hiIn: boolean): FracSpan {
  const out = { ...s };
  const a = cmp(lo, s.lo);
  if (a > 0) {
    out.lo = lo;
    out.loIn = loIn;
  } else if (a === 0) out.loIn = s.loIn && loIn;
  const b = s.hi === null ? -1 : cmp(hi, s.hi);
  if (b < 0) {
    out.hi = hi;
    out.hiIn = hiIn;
  } else if (b === 0) out.hiIn = s.hiIn && hiIn;
  return out;
}

/** A cell the reference found: its index and the infimum/supremum of its parameters, and whether it holds the point at the infimum. */
export type RefCell = { index: bigint[]; t0: Frac; t1: Frac; atT0: boolean };

/** The traversal order of the protocol: by t0, cells holding the point at t0 first, then by index. */
export function traversalOrder(a: RefCell, b: RefCell): number {
  const c = cmp(a.t0, b.t0);
  if (c !== 0) return c;
  if (a.atT0 !== b.atT0) return a.atT0 ? -1 : 1;
  for (let k = 0; k < a.index.length; k++) {
    const x = a.index[k] as bigint;
    const y = b.index[k] as bigint;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The grid and line of a case as fractions. */
function fracs(v: readonly Coordinate[]): Frac[] {
  return v.map((x) => frac(x));
}

/**
 * Every cell that contains a point of the segment [p, q], in traversal
 * order, by testing every cell of the box of indices one beyond the
 * segment's own. For small cases only: the box's cells are all visited.
 */
export function gridCellsFrac(
  p: readonly Coordinate[],
  q: readonly Coordinate[],
  origin: readonly Coordinate[],
  cell: readonly Coordinate[],
  mode: Mode,
): RefCell[] {
  const P = fracs(p);
  const Q = fracs(q);
  const o = fracs(origin);
  const w = fracs(cell);
  const D = Q.map((x, k) => sub(x, P[k] as Frac));
  const ranges = P.map((x, k) => {
    const u = floorFrac(div(sub(x, o[k] as Frac), w[k] as Frac));
    const v = floorFrac(div(sub(Q[k] as Frac, o[k] as Frac), w[k] as Frac));
    const [lo, hi] = u < v ? [u, v] : [v, u];
    return [lo - 1n, hi + 1n] as const;
  });
  const out: RefCell[] = [];
  for (const index of product(ranges)) {
    const span = cellSpanFrac(P, D, o, w, index, mode, ZERO, ONE);
    if (span === null || span.hi === null) continue;
    out.push({ index, t0: span.lo, t1: span.hi, atT0: span.loIn });
  }
  return out.sort(traversalOrder);
}

/** Every index tuple of the ranges, in lexicographic order. */
export function product(ranges: readonly (readonly [bigint, bigint])[]): bigint[][] {
  let out: bigint[][] = [[]];
  for (const [lo, hi] of ranges) {
    const next: bigint[][] = [];
    for (const prefix of out) for (let i = lo; i <= hi; i++) next.push([...prefix, i]);
    out = next;
  }
  return out;
}

/**
 * The first blocked cells of the ray origin + t·dir, t in [0, maxT] (maxT
 * undefined: no end), by testing every listed cell: the smallest infimum
 * and its cells in index order, or null.
 */
export function raycastFrac(
  origin: readonly Coordinate[],
  dir: readonly Coordinate[],
  gridOrigin: readonly Coordinate[],
  cell: readonly Coordinate[],
  blocked: readonly (readonly bigint[])[],
  mode: Mode,
  maxT?: Coordinate,
): { t: Frac; cells: bigint[][] } | null {
  const P = fracs(origin);
  const D = fracs(dir);
  const o = fracs(gridOrigin);
  const w = fracs(cell);
  let best: RefCell[] = [];
  for (const index of blocked) {
    const span = cellSpanFrac(P, D, o, w, index, mode, ZERO, maxT === undefined ? null : frac(maxT));
    if (span === null) continue;
    const c = best.length === 0 ? -1 : cmp(span.lo, (best[0] as RefCell).t0);
    const ref = { index: [...index], t0: span.lo, t1: span.lo, atT0: span.loIn };
    if (c < 0) best = [ref];
    else if (c === 0 && !best.some((b) => b.index.every((x, k) => x === index[k]))) best.push(ref);
  }
  if (best.length === 0) return null;
  const cells = best
    .map((b) => b.index)
    .sort((a, b) => traversalOrder({ ...(best[0] as RefCell), index: a }, { ...(best[0] as RefCell), index: b }));
  return { t: (best[0] as RefCell).t0, cells };
}
