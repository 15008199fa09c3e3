import { describe, expect, it } from 'vitest';
import { orient2dFilter } from '../../src/core/generated/orient2d.js';
import { segmentPairFilter } from '../../src/predicates/segmentPairFilter.js';
import { orient2dExact } from '../support/frac.js';
import { mulberry32 } from '../support/random.js';
import { segmentsIntersectFrac } from '../support/segmentsFrac.js';

type Eight = [number, number, number, number, number, number, number, number];

const u = 2 ** -53;

/** The filter's answer on eight coordinates, and the exact one. */
function both(c: Eight): { r: number; exact: boolean } {
  const [px, py, qx, qy, ux, uy, vx, vy] = c;
  return {
    r: segmentPairFilter(...c),
    exact: segmentsIntersectFrac(
      [
        [px, py],
        [qx, qy],
      ],
      [
        [ux, uy],
        [vx, vy],
      ],
    ),
  };
}

/** Every pair of segments with endpoints on the lattice {0, 1, 2}², each coordinate times `scale`. */
function latticePairs(scale: number): Eight[] {
  const pts: [number, number][] = [];
  for (let x = 0; x < 3; x++) for (let y = 0; y < 3; y++) pts.push([x * scale, y * scale]);
  const out: Eight[] = [];
  for (const p of pts) for (const q of pts) for (const a of pts) for (const b of pts) out.push([...p, ...q, ...a, ...b]);
  return out;
}

describe('segmentPairFilter', () => {
  it('1 for a proper crossing, 0 for separated segments, -1 when an orientation it needs is zero', () => {
    expect(segmentPairFilter(0, 0, 2, 2, 0, 2, 2, 0)).toBe(1);
    expect(segmentPairFilter(0, 0, 2, 0, 1, 1, 1, 3)).toBe(0); // u–v above p–q, though its line splits p–q
    expect(segmentPairFilter(1, 1, 1, 3, 0, 0, 2, 0)).toBe(0); // the same, roles swapped
    expect(segmentPairFilter(0, 0, 1, 0, 0, 1, 1, 1)).toBe(0); // parallel
    expect(segmentPairFilter(0, 0, 1, 1, 2, 2, 3, 3)).toBe(-1); // collinear
    expect(segmentPairFilter(0, 0, 2, 0, 1, 0, 1, 5)).toBe(-1); // T-junction
    expect(segmentPairFilter(0, 0, 2, 0, 2, 0, 3, 1)).toBe(-1); // shared endpoint
    expect(segmentPairFilter(0, 0, 2, 2, 1, 1, 5, 0)).toBe(-1); // u on p–q
  });

  it('-1 whenever one of the four orientations is unproven, even where the others already prove "apart"', () => {
    // u and v are both above line pq (apart), but p lies on line uv (o3 = 0):
    // the exact path settles it.
    expect(segmentPairFilter(5, 5, 9, 1, 0, 0, 1, 1)).toBe(-1);
    // u on line pq, v above it, the pair apart.
    expect(segmentPairFilter(0, 0, 1, 0, 3, 0, 4, 1)).toBe(-1);
    // No orientation zero, u and v on one side of pq while p and q straddle uv: apart, proven.
    expect(segmentPairFilter(0, 0, 2, 0, 1, 1, 1, 3)).toBe(0);
  });

  it('on every pair of the 3 × 3 lattice (6 561 pairs): -1 exactly where an orientation is 0, else the exact answer', () => {
    // Small integers: every nonzero orientation is proven by the filter.
    const o = (a: number[], b: number[], c: number[]) => orient2dExact(a, b, c);
    let answered = 0;
    for (const c of latticePairs(1)) {
      const { r, exact } = both(c);
      const [p, q, a, b] = [c.slice(0, 2), c.slice(2, 4), c.slice(4, 6), c.slice(6, 8)];
      const someZero = o(p, q, a) === 0 || o(p, q, b) === 0 || o(a, b, p) === 0 || o(a, b, q) === 0;
      expect(r === -1, c.join(' ')).toBe(someZero);
      if (r === -1) continue;
      answered++;
      expect(r === 1, c.join(' ')).toBe(exact);
    }
    expect(answered).toBe(1872);
  });

  it('sends a pair to the exact path when a product of two proven orientations underflows to 0 (coordinates times 2^-300)', () => {
    // Orientations near 2^-600 are proven by the filter, but the product of two
    // is below the least subnormal: not a sign, so -1, never "collinear" or "apart".
    expect(segmentPairFilter(0, 0, 2 ** -300, 0, 0, 2 ** -300, 2 ** -300, 2 ** -300)).toBe(-1);
    // Scaling by a power of two changes no sign: the scaled pairs answer as the
    // unscaled ones, or -1.
    const scaled = latticePairs(2 ** -300);
    const unit = latticePairs(1);
    let skipped = 0;
    scaled.forEach((c, i) => {
      const r = segmentPairFilter(...c);
      const r1 = segmentPairFilter(...(unit[i] as Eight));
      if (r === -1 && r1 !== -1) skipped++;
      else expect(r, c.join(' ')).toBe(r1);
    });
    expect(skipped).toBe(1872); // every product of two orientations near 2^-600 underflows
  });

  it('-1, never "apart", when one orientation is unproven and the other overflows to ±∞ (regression: 0 · ∞ = NaN)', () => {
    // Segments sharing the endpoint (0, 0), the others near 1e154: (p, q, u) is 0 (u = p), and
    // (p, q, v) overflows to -∞, which the filter returns as proven. Found by the deep property run.
    const cases: Eight[] = [
      [0, 0, 1.776725978401179e153, 2.075956282425741e154, 0, 0, 7.369091015275961e153, -1.5078411842269196e154],
      [0, 0, -3.978140073507974e152, -1.4326152891811614e153, 0, 0, 1.0726245544786449e155, -6.561729806124027e154],
      [0, 0, 2.590886609932413e154, -2.0390024352818534e154, 0, 0, -4.9802962333336836e153, -3.0190805234848957e153],
    ];
    for (const c of cases) {
      const [px, py, qx, qy, , , vx, vy] = c;
      expect(Math.abs(orient2dFilter(px, py, qx, qy, vx, vy))).toBe(Number.POSITIVE_INFINITY);
      expect(segmentPairFilter(...c)).toBe(-1);
    }
  });

  it('is the combination of the kernel filter on the four orientations, bit for bit, on lattice, random, tiny and huge pairs', () => {
    // The generated function writes orient2dFilter's pass out four times (sharing q − p and v − u):
    // every orientation must be the same double, so the answer is the one four calls would give.
    const viaCalls = (c: Eight): number => {
      const [px, py, qx, qy, ux, uy, vx, vy] = c;
      const a = orient2dFilter(px, py, qx, qy, ux, uy) * orient2dFilter(px, py, qx, qy, vx, vy);
      const b = orient2dFilter(ux, uy, vx, vy, px, py) * orient2dFilter(ux, uy, vx, vy, qx, qy);
      return Math.abs(a * b) > 0 ? +(a < 0) & +(b < 0) : -1;
    };
    const rnd = mulberry32(7);
    const cases: Eight[] = [1, 2 ** -300, 2 ** -510, 2 ** -540, 2 ** 500].flatMap(latticePairs);
    for (let i = 0; i < 20000; i++) {
      const scale = 2 ** (Math.floor(rnd() * 200) - 100);
      cases.push(Array.from({ length: 8 }, () => (rnd() * 2 - 1) * scale) as Eight);
      // Nearly collinear: u and v a few ulps off the line through p and q.
      const t = rnd();
      cases.push([0, 0, 1, 3, t, 3 * t + (rnd() - 0.5) * 2 ** -50, 0.25, 0.8]);
      // Three points 2^-510 apart and one 2^500 away: an orientation in the range where the
      // underflow guard decides, next to proven ones (breaking the guard of (p, q, u) fails this).
      const far = Math.floor(rnd() * 4);
      cases.push(Array.from({ length: 8 }, (_, k) => (rnd() * 2 - 1) * (k >> 1 === far ? 2 ** 500 : 2 ** -510)) as Eight);
    }
    for (const c of cases) expect(segmentPairFilter(...c), c.join(' ')).toBe(viaCalls(c));
  });

  it('agrees with the exact answer on random pairs: ints ±2^20, ±2^52 and doubles', () => {
    const rnd = mulberry32(20261125);
    const int = (bits: number) => Math.round((rnd() * 2 - 1) * 2 ** bits);
    let answered = 0;
    for (const draw of [() => int(20), () => int(52), () => (rnd() * 2 - 1) * 1000]) {
      for (let i = 0; i < 2000; i++) {
        const c = Array.from({ length: 8 }, draw) as Eight;
        const { r, exact } = both(c);
        if (r !== -1) {
          answered++;
          expect(r === 1, c.join(' ')).toBe(exact);
        }
      }
    }
    expect(answered).toBe(6000);
  });

  it('never contradicts the exact orientations on near-degenerate pairs', () => {
    const o = (a: number[], b: number[], c: number[]) => orient2dExact(a, b, c);
    let decided = 0;
    let undecided = 0;
    // u at i·step, j·step from (0.5, 0.5), the middle of p–q = (0, 0)–(1, 1):
    // from hopeless (step = u, the float sign is often wrong) to provable
    // (step = 2^12·u). v is far off the line, so p and q straddle line uv.
    const p = [0, 0];
    const q = [1, 1];
    const near: number[][] = [];
    for (const step of [u, 2 ** 6 * u, 2 ** 9 * u, 2 ** 12 * u]) {
      for (let i = -3; i <= 3; i++) for (let j = -3; j <= 3; j++) near.push([0.5 + i * step, 0.5 + j * step]);
    }
    for (const a of near) {
      for (const b of [
        [0, 30],
        [30, 0],
        [-5, 40],
      ]) {
        const r = segmentPairFilter(0, 0, 1, 1, a[0] as number, a[1] as number, b[0] as number, b[1] as number);
        const o1 = o(p, q, a);
        const o2 = o(p, q, b);
        const o3 = o(a, b, p);
        const o4 = o(a, b, q);
        // An orientation of 0 that the answer depends on is never claimed proven.
        if (!(o1 * o2 > 0) && (o1 === 0 || o2 === 0 || o3 === 0 || o4 === 0)) expect(r).toBe(-1);
        if (r === 1) expect(o1 * o2 < 0 && o3 * o4 < 0, `${a} ${b}`).toBe(true);
        if (r === 0) expect(o1 * o2 > 0 || o3 * o4 > 0, `${a} ${b}`).toBe(true);
        if (r === -1) undecided++;
        else decided++;
      }
    }
    expect(decided).toBeGreaterThan(0);
    expect(undecided).toBeGreaterThan(0);
  });
});
