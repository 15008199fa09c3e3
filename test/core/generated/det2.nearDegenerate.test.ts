// Every double filter, judged where doubles go wrong. Points on a fine ulp
// grid around the line y = x (the classic near-collinear grid: a point near
// (0.5, 0.5) against (12, 12) and (24, 24)) give products whose rounded
// difference often has the wrong sign, or is zero when the exact value is
// not. Each public predicate that runs a filter is called on them, in 2D and
// lifted into 3D, at two scales, with its arguments in every role, and
// compared with a reference that shares no code with it: exact fractions
// (test/support/frac.ts) for orientations, the Rational slab method
// (segmentBox, rayBox) for boxes. A filter whose error bound were too loose,
// or whose sign logic were off, answers wrong here.
import { describe, expect, it } from 'vitest';
import type { Box, Point, Point2, Point3, Segment } from '../../../src/index.js';
import {
  orient2d,
  orient2dMany,
  orient3d,
  rayBox,
  rayIntersectsBox,
  segmentBox,
  segmentBoxMany,
  segmentIntersectsBox,
  segmentsIntersect,
  segmentsIntersectMany,
} from '../../../src/index.js';
import { orient2dExact, orient3dExact } from '../../support/frac.js';
import { segmentsIntersectFrac } from '../../support/segmentsFrac.js';

const u = 2 ** -53;
const scales = [1, 2 ** -30];

type Triple = [Point2, Point2, Point2];
/** The six orders of three points. */
const orders = (p: Point2, b: Point2, c: Point2): Triple[] => [
  [p, b, c],
  [b, c, p],
  [c, p, b],
  [p, c, b],
  [b, p, c],
  [c, b, p],
];
/** The orientation as plain doubles compute it, relative to the first point. */
const floatSign = ([x, y, z]: Triple) =>
  Math.sign(
    ((y[0] as number) - (x[0] as number)) * ((z[1] as number) - (x[1] as number)) -
      ((y[1] as number) - (x[1] as number)) * ((z[0] as number) - (x[0] as number)),
  );

/**
 * Points a = (0.5 + i·u, 0.5 + j·u), 0 ≤ i, j < 64, against b = (12, 12) and
 * c = (24, 24): every a for which doubles get some order's sign wrong (not
 * merely zero), and every 16th of the others. Powers of two scale the picture
 * exactly.
 */
const base: Point2[] = [];
for (let i = 0; i < 64; i++) {
  for (let j = 0; j < 64; j++) {
    const p: Point2 = [0.5 + i * u, 0.5 + j * u];
    const wrongSign = orders(p, [12, 12], [24, 24]).some((t) => {
      const f = floatSign(t);
      return f !== 0 && f !== orient2dExact(...t);
    });
    if (wrongSign || (i * 64 + j) % 16 === 0) base.push(p);
  }
}

function grid(k: number): { a: Point2[]; b: Point2; c: Point2 } {
  return { a: base.map(([x, y]) => [(x as number) * k, (y as number) * k]), b: [12 * k, 12 * k], c: [24 * k, 24 * k] };
}

describe.each(scales)('near-collinear grid times %d', (k) => {
  const { a, b, c } = grid(k);

  it('orient2d and orient2dMany, every order of the three points', () => {
    let wrongFloat = 0;
    for (const p of a) {
      for (const t of orders(p, b, c)) {
        const exact = orient2dExact(...t);
        const float = floatSign(t);
        if (float !== 0 && float !== exact) wrongFloat++;
        expect(orient2d(...t), `${t.join(' | ')}`).toBe(exact);
        const many = orient2dMany(new Float64Array(t.flat() as number[]), new Int8Array(1));
        expect(many[0], `${t.join(' | ')}`).toBe(exact);
      }
    }
    // The grid is hard: plain doubles get signs wrong, not only zero.
    expect(wrongFloat).toBeGreaterThan(100);
  });

  it('orient3d with the grid lifted into a plane, every coordinate in each role', () => {
    const lifts: ((p: Point2, z: number) => Point3)[] = [
      (p, z) => [p[0] as number, p[1] as number, z],
      (p, z) => [z, p[0] as number, p[1] as number],
      (p, z) => [p[1] as number, z, p[0] as number],
    ];
    for (const lift of lifts) {
      const apex = lift([3 * k, -5 * k], 7 * k);
      for (const p of a) {
        const pts: Point3[] = [lift(p, 0), lift(b, 0), lift(c, 0)];
        const [x, y, z] = pts as [Point3, Point3, Point3];
        for (const args of [
          [x, y, z, apex],
          [apex, x, y, z],
          [y, apex, z, x],
          [z, x, apex, y],
        ] as [Point3, Point3, Point3, Point3][]) {
          expect(orient3d(...args), `${args.join(' | ')}`).toBe(orient3dExact(...args));
        }
      }
    }
  });

  it('segmentsIntersect and segmentsIntersectMany, each segment in each role', () => {
    const others: Point2[] = [
      [12 * k, 30 * k],
      [30 * k, 12 * k],
      [-6 * k, 30 * k],
    ];
    for (const p of a) {
      for (const w of others) {
        const s: [Point2, Point2] = [p, c];
        const t: [Point2, Point2] = [b, w];
        for (const [x, y] of [
          [s, t],
          [t, s],
          [[c, p], t],
          [s, [w, b]],
        ] as [[Point2, Point2], [Point2, Point2]][]) {
          const exact = segmentsIntersectFrac(x, y);
          expect(segmentsIntersect(x, y), `${x} / ${y}`).toBe(exact);
          const flat = new Float64Array([...x[0], ...x[1], ...y[0], ...y[1]] as number[]);
          expect(segmentsIntersectMany(flat, new Uint8Array(1))[0], `${x} / ${y}`).toBe(+exact);
        }
      }
    }
  });

  it('segment and ray against boxes that touch the line y = x only at a corner, in 2D and 3D', () => {
    const boxes2: Box[] = [
      { min: [11 * k, 12 * k], max: [12 * k, 13 * k] },
      { min: [12 * k, 11 * k], max: [13 * k, 12 * k] },
    ];
    // 3D: the same picture in each coordinate plane, the third axis spanning the box.
    const embed = (p: Point2, z: number, axis: number): Point3 => {
      const out = [p[0], p[1]] as number[];
      out.splice(axis, 0, z);
      return out as unknown as Point3;
    };
    const cases: { s: Segment; box: Box }[] = [];
    for (const p of a) {
      for (const box of boxes2) {
        cases.push({ s: [p, c], box }, { s: [c, p], box });
        for (let axis = 0; axis < 3; axis++) {
          const box3 = { min: embed(box.min as Point2, 0, axis), max: embed(box.max as Point2, k, axis) } as Box;
          cases.push({ s: [embed(p, 0.5 * k, axis), embed(c, 0.5 * k, axis)], box: box3 });
        }
      }
    }
    let hits = 0;
    for (const { s, box } of cases) {
      const exact = segmentBox(s, box) !== null;
      if (exact) hits++;
      expect(segmentIntersectsBox(s, box), `${s} ${JSON.stringify(box)}`).toBe(exact);
      const dim = s[0].length as 2 | 3;
      const flatS = new Float64Array([...s[0], ...s[1]] as number[]);
      const flatB = new Float64Array([...box.min, ...box.max] as number[]);
      expect(segmentBoxMany(flatS, flatB, new Uint8Array(1), dim)[0]).toBe(+exact);
      const origin = s[0] as Point;
      const dir = s[1].map((v, i) => (v as number) - (origin[i] as number)) as unknown as Point;
      expect(rayIntersectsBox(origin, dir, box), `${origin} ${dir}`).toBe(rayBox(origin, dir, box) !== null);
    }
    // Both answers occur: the grid straddles each corner.
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThan(cases.length);
  });
});
