// The four segment–box implementations are independent: the separating-axis
// predicate (double fast path and exact path), the slab method (segmentBox),
// Liang–Barsky (clipSegment) and Cohen–Sutherland. On exhaustive small grids,
// moved to awkward places (tenths that round, offsets of 2^52, bigints of
// 2^200), they must all give the same answer.
import { describe, expect, it } from 'vitest';
import type { Box, Coordinate, Point, Segment } from '../../src/index.js';
import {
  clipSegment,
  cohenSutherlandClip,
  Rational,
  rayBox,
  rayIntersectsBox,
  segmentBox,
  segmentIntersectsBox,
  segmentIntersectsParallelepiped,
} from '../../src/index.js';
import { rayIntersectsBoxChecked } from '../../src/predicates/rayIntersectsBox.js';
import { segmentIntersectsBoxChecked } from '../../src/predicates/segmentIntersectsBox.js';
import { show } from '../support/boxes.js';
import { frac, show as showFrac } from '../support/frac.js';
import { pointAt } from '../support/invariants.js';
import { mulberry32 } from '../support/mulberry32.js';

type Map = (v: number) => Coordinate;
const maps: [string, Map][] = [
  ['integers', (v) => v],
  ['tenths (rounded doubles)', (v) => v * 0.1],
  ['offset by 2^52', (v) => 2 ** 52 + v],
  ['negated, offset by -2^51 + 1/2', (v) => -(2 ** 51) + 0.5 - v],
  ['bigints times 2^200', (v) => BigInt(v) << 200n],
];
const asRational = (p: readonly Coordinate[]) => p.map((v) => Rational.from(v));
/** The box spanned by the mapped interval ends (a map may reverse the order). */
function mappedBox(f: Map, [x0, x1]: [number, number], [y0, y1]: [number, number]): Box {
  const lo = (a: Coordinate, b: Coordinate) => (Rational.from(a).le(Rational.from(b)) ? a : b);
  const hi = (a: Coordinate, b: Coordinate) => (Rational.from(a).le(Rational.from(b)) ? b : a);
  return { min: [lo(f(x0), f(x1)), lo(f(y0), f(y1))], max: [hi(f(x0), f(x1)), hi(f(y0), f(y1))] };
}

/** Checks every implementation on one case; returns whether they meet. */
function agree(s: Segment, box: Box, label: string): boolean {
  const fast = segmentIntersectsBox(s, box);
  const exact = segmentIntersectsBoxChecked(
    't',
    [asRational(s[0]), asRational(s[1])] as unknown as Segment,
    {
      min: asRational(box.min),
      max: asRational(box.max),
    } as unknown as Box,
  );
  const interval = segmentBox(s, box);
  const lb = clipSegment(s, box);
  const cs = cohenSutherlandClip(s, box);
  expect(exact, label).toBe(fast);
  expect(interval !== null, label).toBe(fast);
  if (interval === null) {
    expect(lb, label).toBeNull();
    expect(cs, label).toBeNull();
    return false;
  }
  const [t0, t1] = interval;
  expect(t0.sign() >= 0 && t0.le(t1) && t1.le(Rational.ONE), label).toBe(true);
  const at = (t: Rational) => pointAt(s, frac(t)).map(showFrac);
  const expected = [at(t0), at(t1)];
  expect(show(lb), label).toEqual(expected);
  expect(show(cs), label).toEqual(expected);
  return true;
}

describe('segment against box: all implementations agree', () => {
  const g = [0, 1, 2, 3];
  const spans: [number, number][] = [
    [1, 1],
    [1, 2],
    [0, 3],
  ];
  for (const [name, f] of maps) {
    it(`2D exhaustive grid, ${name}`, () => {
      let hits = 0;
      for (const [x0, x1] of spans)
        for (const [y0, y1] of spans) {
          const box = mappedBox(f, [x0, x1], [y0, y1]);
          for (const px of g)
            for (const py of g)
              for (const qx of g)
                for (const qy of g) {
                  const s = [
                    [f(px), f(py)],
                    [f(qx), f(qy)],
                  ] as unknown as Segment;
                  if (agree(s, box, `${name}: ${[px, py, qx, qy]} in ${[x0, y0, x1, y1]}`)) hits++;
                }
        }
      // Not vacuous: both answers occur often.
      expect(hits).toBeGreaterThan(600);
      expect(hits).toBeLessThan(9 * 256 - 600);
    });
  }
  it('3D, 3000 seeded cases on a 4×4×4 grid (seed 11)', () => {
    const rnd = mulberry32(11);
    const r = () => Math.floor(rnd() * 4);
    let hits = 0;
    for (let i = 0; i < 3000; i++) {
      const min: number[] = [];
      const max: number[] = [];
      for (let k = 0; k < 3; k++) {
        const a = r();
        const b = r();
        min.push(Math.min(a, b));
        max.push(Math.max(a, b));
      }
      const s = [
        [r(), r(), r()],
        [r(), r(), r()],
      ] as unknown as Segment;
      const box = { min, max } as unknown as Box;
      const met = agree(s, box, `seed 11 case ${i}: ${JSON.stringify([s, box])}`);
      if (met) hits++;
      if (min.every((v, k) => v < (max[k] as number))) {
        const edges: Point[] = [0, 1, 2].map(
          (k) => [0, 1, 2].map((j) => (j === k ? (max[k] as number) - (min[k] as number) : 0)) as unknown as Point,
        );
        expect(segmentIntersectsParallelepiped(s, min as unknown as Point, edges), `case ${i}`).toBe(met);
      }
    }
    expect(hits).toBeGreaterThan(300);
    expect(hits).toBeLessThan(2700);
  });
  it('lines through box corners at large integer scale (fast path against exact)', () => {
    const rnd = mulberry32(5);
    for (const R of [2 ** 20, 2 ** 26, 2 ** 52]) {
      for (let i = 0; i < 2000; i++) {
        const r = (m: number) => Math.floor((rnd() * 2 - 1) * m);
        const a = [r(R / 4), r(R / 4)];
        const b = [r(R / 4), r(R / 4)];
        const min = [Math.min(a[0] as number, b[0] as number), Math.min(a[1] as number, b[1] as number)];
        const max = [Math.max(a[0] as number, b[0] as number), Math.max(a[1] as number, b[1] as number)];
        const c = [rnd() < 0.5 ? min[0] : max[0], rnd() < 0.5 ? min[1] : max[1]] as number[];
        const d = [r(R / 4) || 1, r(R / 4) || 1];
        const p = [(c[0] as number) - (d[0] as number), (c[1] as number) - (d[1] as number)];
        const q = i % 2 ? c : [(c[0] as number) + (d[0] as number), (c[1] as number) + (d[1] as number)];
        const s = [p, q] as unknown as Segment;
        const box = { min, max } as unknown as Box;
        const exact = segmentIntersectsBoxChecked(
          't',
          [asRational(p), asRational(q)] as unknown as Segment,
          {
            min: asRational(min),
            max: asRational(max),
          } as unknown as Box,
        );
        // The segment contains the corner c, so it always meets the box; the
        // point is that the corner orientation is exactly 0.
        expect(exact).toBe(true);
        expect(segmentIntersectsBox(s, box), `R=${R} case ${i}: ${JSON.stringify([s, box])}`).toBe(true);
        // Nudge the line off the corner by one unit, away from the box, on the
        // end beyond the corner: compare fast and exact.
        const s2 = [p, [(q[0] as number) + 1, q[1]]] as unknown as Segment;
        const e2 = segmentIntersectsBoxChecked(
          't',
          [asRational(p), asRational(s2[1])] as unknown as Segment,
          {
            min: asRational(min),
            max: asRational(max),
          } as unknown as Box,
        );
        expect(segmentIntersectsBox(s2, box), `R=${R} nudged case ${i}`).toBe(e2);
      }
    }
  });
});

describe('ray against box: interval, predicate and segment agree', () => {
  const g = [0, 1, 2, 3];
  const dirs = [-1, 0, 1, 2];
  const spans: [number, number][] = [
    [1, 1],
    [1, 2],
    [0, 3],
  ];
  for (const [name, f] of maps) {
    it(`2D grid, ${name}`, () => {
      const T = 8;
      for (const [x0, x1] of spans)
        for (const [y0, y1] of spans) {
          const box = mappedBox(f, [x0, x1], [y0, y1]);
          for (const ox of g)
            for (const oy of g)
              for (const dx of dirs)
                for (const dy of dirs) {
                  if (dx === 0 && dy === 0) continue;
                  const o = [f(ox), f(oy)] as unknown as Point;
                  const dir = asRational([f(ox + dx), f(oy + dy)]).map((v, k) =>
                    v.sub(Rational.from((o as readonly Coordinate[])[k] as Coordinate)),
                  );
                  const label = `${name}: ${[ox, oy, dx, dy]} in ${[x0, y0, x1, y1]}`;
                  const iv = rayBox(o, dir as unknown as Point, box);
                  expect(rayIntersectsBox(o, dir as unknown as Point, box), label).toBe(iv !== null);
                  expect(
                    rayIntersectsBoxChecked('t', asRational(o) as unknown as Point, dir as unknown as Point, box),
                    label,
                  ).toBe(iv !== null);
                  // Inside [0, T] the ray is the segment o → o + T·dir, whose parameter is t/T.
                  const end = asRational(o as readonly Coordinate[]).map((v, k) =>
                    v.add((dir[k] as Rational).mul(Rational.of(BigInt(T)))),
                  );
                  const seg = segmentBox([o, end] as unknown as Segment, box);
                  expect(show(seg && [seg.map((t) => t.mul(Rational.of(BigInt(T))))]), label).toEqual(show(iv && [iv]));
                }
        }
    });
  }
});
