import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import { ringWithHoles, selfIntersectingRing, simpleRing, spikedRing } from '../src/arbitraries/index.js';
import type { Coordinate, Point2 } from '../src/core/coordinate.js';
import type { FillRule, ResultPoint, ResultPolygon } from '../src/index.js';
import { clipPolygonToBox, normalizePolygon, polygonIntersection, polygonOverlay, polygonUnion, Rational } from '../src/index.js';
import type { SetOperation } from '../test/support/overlayCheck.js';
import { answerArea, overlayProblem } from '../test/support/overlayCheck.js';
import { params } from './support/params.js';
import { rotate90, translate } from './support/transforms.js';

/*
 * Laws of the polygon overlay on degenerate families: every answer is
 * valid and holds exactly the points the operation says (test points off
 * every boundary), and the exact areas add up — |A ∪ B| + |A ∩ B| = |A| +
 * |B|, |A − B| = |A| − |A ∩ B|, |A xor B| = |A ∪ B| − |A ∩ B|, with |A| the
 * area of A's normal form. Second operands are made from the first so that
 * edges overlap and vertices touch: the same rings moved by one of their
 * own edge vectors, turned by 90° about one of their vertices, or a lattice
 * ring; small lattice rings crossing each other everywhere; huge
 * translations and tiny scales of them.
 */

type Rings = Point2[][];
type Pair = { a: Rings; b: Rings; rule: FillRule };

const R = (x: Coordinate): Rational => Rational.from(x);
const sub = (p: Point2, q: Point2): Point2 => [R(p[0]).sub(R(q[0])), R(p[1]).sub(R(q[1]))];
const add = (p: Point2, v: Point2): Point2 => [R(p[0]).add(R(v[0])), R(p[1]).add(R(v[1]))];

/** Rings on a small lattice: most pairs of edges overlap, cross or touch. */
const latticeRings = (size: number): fc.Arbitrary<Rings> =>
  fc.array(
    fc.array(fc.tuple(fc.integer({ min: 0, max: size }), fc.integer({ min: 0, max: size })), { minLength: 3, maxLength: 7 }),
    {
      minLength: 1,
      maxLength: 2,
    },
  ) as fc.Arbitrary<Rings>;

/** A second operand made from the first: moved by one of its edge vectors, or turned by 90° about one of its vertices. */
function partner(a: Rings, pick: number, how: number): Rings {
  const all = a.flat();
  const p = all[pick % all.length] as Point2;
  const q = all[(pick + 1) % all.length] as Point2;
  if (how === 0) return a.map((ring) => ring.map((v) => add(v, sub(q, p))));
  return a.map((ring) => ring.map((v) => add(rotate90(sub(v, p)) as unknown as Point2, p)));
}

const rules = fc.constantFrom<FillRule>('nonzero', 'evenodd');

const family = (rings: fc.Arbitrary<Rings>): fc.Arbitrary<Pair> =>
  fc.tuple(rings, fc.nat(), fc.integer({ min: 0, max: 2 }), latticeRings(6), rules).map(([a, pick, how, lattice, rule]) => ({
    a,
    b: how === 2 ? lattice : partner(a, pick, how),
    rule,
  }));

const KINDS: CoordinateKind[] = ['grid', 'double', 'rational', 'huge'];
const FAMILIES: [string, fc.Arbitrary<Pair>][] = [
  ['lattice rings', fc.tuple(latticeRings(5), latticeRings(5), rules).map(([a, b, rule]) => ({ a, b, rule }))],
  ...KINDS.flatMap((kind): [string, fc.Arbitrary<Pair>][] => {
    const c = { coordinates: kind };
    return [
      [`simple ${kind}`, family(simpleRing(c).map((r) => [r]))],
      [`holes ${kind}`, family(ringWithHoles({ ...c, holeWinding: 'any' }))],
      [`self-intersecting ${kind}`, family(selfIntersectingRing(c).map((r) => [r]))],
      [`spiked ${kind}`, family(spikedRing(c).map((r) => [r]))],
    ];
  }),
];

const OPS: Exclude<SetOperation, 'normalize'>[] = ['intersection', 'union', 'difference', 'xor'];

describe.each(FAMILIES)('polygon overlay laws: %s', (_, arb) => {
  it('every answer is valid and holds exactly the points the operation holds', () => {
    fc.assert(
      fc.property(arb, ({ a, b, rule }) => {
        for (const op of OPS) expect(overlayProblem(op, a, b, rule, polygonOverlay(a, b, op, { rule }), 24)).toBeNull();
        expect(overlayProblem('normalize', a, null, rule, normalizePolygon(a, { rule }), 24)).toBeNull();
      }),
      params(8),
    );
  });

  it('the exact areas add up', () => {
    fc.assert(
      fc.property(arb, ({ a, b, rule }) => {
        const [inter, u, d, x] = OPS.map((op) => answerArea(polygonOverlay(a, b, op, { rule }))) as [
          Rational,
          Rational,
          Rational,
          Rational,
        ];
        const na = answerArea(normalizePolygon(a, { rule }));
        const nb = answerArea(normalizePolygon(b, { rule }));
        expect(u.add(inter).equals(na.add(nb))).toBe(true);
        expect(d.equals(na.sub(inter))).toBe(true);
        expect(x.equals(u.sub(inter))).toBe(true);
      }),
      params(8),
    );
  });

  it('clipping to a box (the bounding box of the second operand) is the intersection with the box', () => {
    fc.assert(
      fc.property(arb, ({ a, b, rule }) => {
        const values = (x: ResultPolygon[]): string[][][] => x.map((p) => p.map((r) => r.map(([u, v]) => `${R(u)},${R(v)}`)));
        const all = b.flat();
        const pick = (axis: 0 | 1, sign: number): Coordinate =>
          all.reduce((m, p) => (R(p[axis]).compare(R(m)) * sign > 0 ? p[axis] : m), (all[0] as Point2)[axis]);
        const min: Point2 = [pick(0, -1), pick(1, -1)];
        const max: Point2 = [pick(0, 1), pick(1, 1)];
        const clipped = clipPolygonToBox(a, { min, max }, { rule });
        const ring: Point2[] = [min, [max[0], min[1]], max, [min[0], max[1]]];
        expect(values(clipped)).toEqual(values(polygonIntersection(a, [ring], { rule })));
        expect(overlayProblem('intersection', a, [ring], rule, clipped, 24)).toBeNull();
      }),
      params(8),
    );
  });

  it('a union of three (one repeated) is the union of two; moving and turning both operands moves the answer', () => {
    fc.assert(
      fc.property(arb, fc.tuple(fc.bigInt(), fc.bigInt()), ({ a, b, rule }, t) => {
        const text = (x: ResultPolygon[]): string[][][] => x.map((p) => p.map((r) => r.map(([u, v]) => `${R(u)},${R(v)}`)));
        const u = polygonUnion(a, b, { rule });
        expect(text(polygonUnion(a, b, a, { rule }))).toEqual(text(u));
        const shift = [t[0] << 200n, t[1] * 3n ** 150n];
        const move = (rings: Rings): Rings => rings.map((r) => r.map((p) => translate(p, shift) as unknown as Point2));
        const moved = polygonUnion(move(a), move(b), { rule });
        expect(text(moved)).toEqual(
          text(u.map((p) => p.map((r) => r.map((q) => translate(q, shift) as unknown as ResultPoint)))),
        );
        const turn = (rings: Rings): Rings => rings.map((r) => r.map((p) => rotate90(p) as unknown as Point2));
        expect(answerArea(polygonUnion(turn(a), turn(b), { rule })).equals(answerArea(u))).toBe(true);
      }),
      params(6),
    );
  });
});
