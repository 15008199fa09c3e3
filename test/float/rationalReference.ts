// An independent exact reference for the float tests: the slab method in
// Rationals (every double converts exactly with Rational.fromNumber), so a
// float answer can be proven wrong without the library's own box code.
import { Rational } from '../../src/core/rational.js';

/**
 * The exact closed parameter interval of { p + t·d : lo ≤ t ≤ hi } inside
 * the closed box, or null. hi = null means unbounded (a ray).
 */
export function exactSlab(
  p: readonly (number | bigint | Rational)[],
  d: readonly (number | bigint | Rational)[],
  min: readonly (number | bigint | Rational)[],
  max: readonly (number | bigint | Rational)[],
  lo: Rational,
  hi: Rational | null,
): [Rational, Rational | null] | null {
  let t0 = lo;
  let t1 = hi;
  for (let i = 0; i < p.length; i++) {
    const o = Rational.from(p[i] as number);
    const di = Rational.from(d[i] as number);
    const a = Rational.from(min[i] as number);
    const b = Rational.from(max[i] as number);
    if (di.sign() === 0) {
      if (o.lt(a) || b.lt(o)) return null;
      continue;
    }
    let ta = a.sub(o).div(di);
    let tb = b.sub(o).div(di);
    if (di.sign() < 0) [ta, tb] = [tb, ta];
    t0 = Rational.max(t0, ta);
    t1 = t1 === null ? tb : Rational.min(t1, tb);
  }
  if (t1?.lt(t0)) return null;
  return [t0, t1];
}

/** Exact part of the closed segment [p, q] inside the box: [t0, t1] ⊆ [0, 1], or null. */
export function exactSegmentBox(
  p: readonly (number | bigint)[],
  q: readonly (number | bigint)[],
  box: { min: readonly (number | bigint)[]; max: readonly (number | bigint)[] },
): [Rational, Rational] | null {
  const d = p.map((x, i) => Rational.from(q[i] as number).sub(Rational.from(x)));
  const res = exactSlab(p, d, box.min, box.max, Rational.ZERO, Rational.ONE);
  return res === null ? null : [res[0], res[1] as Rational];
}

/** Exact part of the ray o + t·d, t ≥ 0, inside the box, or null. */
export function exactRayBox(
  o: readonly (number | bigint)[],
  d: readonly (number | bigint)[],
  box: { min: readonly (number | bigint)[]; max: readonly (number | bigint)[] },
): [Rational, Rational] | null {
  const res = exactSlab(o, d, box.min, box.max, Rational.ZERO, null);
  return res === null ? null : [res[0], res[1] as Rational];
}

/** The exact point p + t·(q − p). */
export function exactPointAt(p: readonly number[], q: readonly number[], t: Rational): Rational[] {
  return p.map((x, i) => {
    const a = Rational.fromNumber(x);
    return a.add(
      Rational.fromNumber(q[i] as number)
        .sub(a)
        .mul(t),
    );
  });
}

function det(m: Rational[][]): Rational {
  if (m.length === 2) {
    const [a, b] = m as [Rational[], Rational[]];
    return (a[0] as Rational).mul(b[1] as Rational).sub((a[1] as Rational).mul(b[0] as Rational));
  }
  let acc = Rational.ZERO;
  for (let j = 0; j < 3; j++) {
    const minor = m.slice(1).map((row) => row.filter((_, k) => k !== j));
    const term = ((m[0] as Rational[])[j] as Rational).mul(det(minor));
    acc = j % 2 === 0 ? acc.add(term) : acc.sub(term);
  }
  return acc;
}

/** Solves Σ uₖ·edges[k] = v exactly (Cramer); edges must span the space. */
function solve(edges: Rational[][], v: Rational[]): Rational[] {
  const n = edges.length;
  // Columns are the edges: M[i][k] = edges[k][i].
  const m = Array.from({ length: n }, (_, i) => edges.map((e) => e[i] as Rational));
  const dm = det(m);
  return edges.map((_, k) => det(m.map((row, i) => row.map((x, c) => (c === k ? (v[i] as Rational) : x)))).div(dm));
}

/**
 * Exact: does the closed segment [p, q] meet the closed parallelepiped
 * origin + Σ uₖ·edges[k], 0 ≤ uₖ ≤ 1? In edge coordinates it is the unit box.
 */
export function exactSegmentParallelepiped(
  p: readonly number[],
  q: readonly number[],
  origin: readonly number[],
  edges: readonly (readonly number[])[],
): boolean {
  const E = edges.map((e) => e.map((x) => Rational.fromNumber(x)));
  const rel = p.map((x, i) => Rational.fromNumber(x).sub(Rational.fromNumber(origin[i] as number)));
  const d = p.map((x, i) => Rational.fromNumber(q[i] as number).sub(Rational.fromNumber(x)));
  const u0 = solve(E, rel);
  const du = solve(E, d);
  const zeros = u0.map(() => Rational.ZERO);
  const ones = u0.map(() => Rational.ONE);
  return exactSlab(u0, du, zeros, ones, Rational.ZERO, Rational.ONE) !== null;
}
