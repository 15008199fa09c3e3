// An independent exact reference for the float cuboid tests: a segment
// against a parallelepiped by Cramer's rule in Rationals (every double
// converts exactly with Rational.fromNumber), then the fraction slab method of
// test/support/slabFrac.ts, so a float answer can be proven wrong without the
// library's own box code.
import { Rational } from '../../src/core/rational.js';
import { frac, ONE, ZERO } from '../support/frac.js';
import { slabFrac } from '../support/slabFrac.js';

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
  const unitBox = { min: u0.map(() => 0), max: u0.map(() => 1) };
  return slabFrac(u0.map(frac), du.map(frac), unitBox, ZERO, ONE) !== null;
}
