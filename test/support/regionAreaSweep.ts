import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/core/rational.js';
import type { Frac } from './frac.js';
import { add, cmp, div, eq, frac, mul, orient2dFrac, reduce, sub, ZERO } from './frac.js';

/*
 * The area of a polygon operand by vertical slabs, as regionAreaFrac
 * (triangulationFrac.ts) computes it, made fast enough for real data of
 * thousands of edges: the edges over a slab are kept as a sweep goes from
 * slab to slab, ordered by their doubles and checked in order exactly, and
 * each edge's share of the area is summed per edge:
 *
 *   between consecutive edges the winding number is the sum of the
 *   directions below, and a gap that passes the rule counts; so an edge e
 *   adds c·∫ y_e over the slab with c = pass(gap below) − pass(gap above),
 *   and with y_e(x) = ay + (x − ax)·s, ∫ y_e over [x0, x1] is
 *   (x1 − x0)·ay + s·((x1² − x0²)/2 − ax·(x1 − x0)): per edge only the sums
 *   of c·(x1 − x0) and c·(x1² − x0²) are needed.
 *
 * Crossing points' x (found by testing the pairs of edges whose boxes
 * meet) are slab boundaries too, so no two edges cross inside a slab.
 */

type P = readonly [Frac, Frac];
type Edge = { a: P; b: P; dir: number; lo: Frac; hi: Frac; sA: Frac; sB: Frac; slope: Frac };

const bits = (n: bigint): number => n.toString(2).length;

/**
 * A double near f (within a few ulps), for the slabs' first guess at the
 * edges' order only (checked exactly afterwards): Number(n) / Number(d)
 * is 0 or NaN once n or d passes 2^1024, as for doubles near 1e-300,
 * whose denominators reach 2^1074.
 */
function d(f: Frac): number {
  if (f.n === 0n) return 0;
  const m = f.n < 0n ? -f.n : f.n;
  // q = m/d·2^s, about 64 bits; then f = q·2^−s, the power split in two so neither half leaves the doubles.
  const s = 64 - (bits(m) - bits(f.d));
  const q = Number(s >= 0 ? (m << BigInt(s)) / f.d : m / (f.d << BigInt(-s)));
  const h = Math.trunc(-s / 2);
  const v = q * 2 ** h * 2 ** (-s - h);
  return f.n < 0n ? -v : v;
}

/** x of the point where two edges cross inside both, or null. */
function crossingX(e: Edge, f: Edge): Frac | null {
  const o1 = orient2dFrac(e.a, e.b, f.a);
  const o2 = orient2dFrac(e.a, e.b, f.b);
  const o3 = orient2dFrac(f.a, f.b, e.a);
  const o4 = orient2dFrac(f.a, f.b, e.b);
  if (!(o1 * o2 < 0 && o3 * o4 < 0)) return null;
  const rx = sub(e.b[0], e.a[0]);
  const ry = sub(e.b[1], e.a[1]);
  const wx = sub(f.b[0], f.a[0]);
  const wy = sub(f.b[1], f.a[1]);
  const D = sub(mul(rx, wy), mul(ry, wx));
  const t = div(sub(mul(sub(f.a[0], e.a[0]), wy), mul(sub(f.a[1], e.a[1]), wx)), D);
  return reduce(add(e.a[0], mul(t, rx)));
}

/**
 * The exact area of the points whose winding number around the rings
 * passes the rule (the closure adds nothing of area): fast for rings of
 * thousands of edges.
 */
export function regionAreaSweep(rings: readonly (readonly (readonly Coordinate[])[])[], evenOdd: boolean): Rational {
  const edges: Edge[] = [];
  const xs: Frac[] = [];
  for (const ring of rings) {
    const pts = ring.map((p) => [frac(p[0] as Coordinate), frac(p[1] as Coordinate)] as const);
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i] as P;
      const b = pts[(i + 1) % pts.length] as P;
      xs.push(a[0]);
      const c = cmp(a[0], b[0]);
      if (c === 0) continue; // vertical or a point: no area over any slab
      const [lo, hi] = c < 0 ? [a[0], b[0]] : [b[0], a[0]];
      edges.push({
        a,
        b,
        dir: c < 0 ? 1 : -1,
        lo,
        hi,
        sA: ZERO,
        sB: ZERO,
        slope: div(sub(b[1], a[1]), sub(b[0], a[0])),
      });
    }
  }
  // Crossings: pairs whose x ranges meet (a sweep over x in exact order), tested exactly.
  const byLo = [...edges].sort((e, f) => cmp(e.lo, f.lo));
  const open: Edge[] = [];
  for (const e of byLo) {
    for (let k = open.length - 1; k >= 0; k--) {
      const f = open[k] as Edge;
      // Every later edge starts at or after e.lo, so f (ending before) meets none of them.
      if (cmp(f.hi, e.lo) < 0) {
        open.splice(k, 1);
        continue;
      }
      const x = crossingX(e, f);
      if (x !== null) xs.push(x);
    }
    open.push(e);
  }
  xs.sort(cmp);
  const slabs: Frac[] = [];
  for (const x of xs) if (slabs.length === 0 || !eq(slabs[slabs.length - 1] as Frac, x)) slabs.push(reduce(x));
  // The sweep: edges enter when their low end is the slab's left, leave when their high end is.
  const starts = [...edges].sort((e, f) => cmp(e.lo, f.lo));
  let next = 0;
  let active: Edge[] = [];
  for (let k = 0; k + 1 < slabs.length; k++) {
    const x0 = slabs[k] as Frac;
    const x1 = slabs[k + 1] as Frac;
    active = active.filter((e) => cmp(e.hi, x0) > 0);
    while (next < starts.length && cmp((starts[next] as Edge).lo, x0) <= 0) active.push(starts[next++] as Edge);
    if (active.length === 0) continue;
    const xm = div(add(x0, x1), { n: 2n, d: 1n });
    const xmD = d(xm);
    const yAt = (e: Edge, x: Frac) => add(e.a[1], mul(sub(x, e.a[0]), e.slope));
    const approx = (e: Edge) => d(e.a[1]) + (xmD - d(e.a[0])) * d(e.slope);
    active.sort((e, f) => approx(e) - approx(f));
    let ordered = true;
    for (let i = 0; i + 1 < active.length && ordered; i++)
      ordered = cmp(yAt(active[i] as Edge, xm), yAt(active[i + 1] as Edge, xm)) <= 0;
    if (!ordered) {
      const ys = new Map(active.map((e) => [e, yAt(e, xm)]));
      active.sort((e, f) => cmp(ys.get(e) as Frac, ys.get(f) as Frac));
    }
    const dx = sub(x1, x0);
    const dx2 = sub(mul(x1, x1), mul(x0, x0));
    let w = 0;
    let below = false;
    for (const e of active) {
      w += e.dir;
      const above = evenOdd ? (w & 1) !== 0 : w !== 0;
      const c = +below - +above;
      below = above;
      if (c === 0) continue;
      const k1 = { n: BigInt(c), d: 1n };
      e.sA = reduce(add(e.sA, mul(k1, dx)));
      e.sB = reduce(add(e.sB, mul(k1, dx2)));
    }
  }
  // ∑ over edges of ay·A + s·(B/2 − ax·A).
  let area: Frac = ZERO;
  for (const e of edges) {
    if (e.sA.n === 0n && e.sB.n === 0n) continue;
    const share = add(mul(e.a[1], e.sA), mul(e.slope, sub(div(e.sB, { n: 2n, d: 1n }), mul(e.a[0], e.sA))));
    area = reduce(add(area, share));
  }
  return Rational.of(area.n, area.d);
}
