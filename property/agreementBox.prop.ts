import * as fc from 'fast-check';
import { afterAll, afterEach, describe, it } from 'vitest';
import {
  doubleCoordinate,
  rayGrazingBoxFace,
  rayNearBox,
  segmentInBoxFace,
  segmentNearBox,
  segmentThroughBoxCorner,
  segmentThroughBoxEdge,
  touchingSegmentBox,
} from '../src/arbitraries/index.js';
import type { Box } from '../src/core/box.js';
import type { Point, Segment } from '../src/core/coordinate.js';
import type { FloatHit } from '../src/float/index.js';
import {
  cohenSutherlandClipFloat,
  liangBarskyFloat,
  outcodeFloat,
  pointInBoxFloat,
  rayAabbFloat,
  rayBoxFloat,
  segmentBoxFloat,
  segmentCuboidFloat,
} from '../src/float/index.js';
import {
  clipSegment,
  cohenSutherlandClip,
  outcode,
  pointInBox,
  Rational,
  rayBox,
  segmentBox,
  segmentIntersectsParallelepiped,
} from '../src/index.js';
import type { Frac } from '../test/support/frac.js';
import { abs, cmp, frac, fracOfNumber, ONE, sub } from '../test/support/frac.js';
import { rayBoxFrac, segmentBoxFrac } from '../test/support/slabFrac.js';
import { AgreementTable } from './support/agreement.js';
import { nudged } from './support/doubleFamilies.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';
import type { SlabCheck } from './support/separation.js';
import { cohenSutherlandSeparated, segmentLine, slabChecks, slabSeparated } from './support/separation.js';

/*
 * Property 1 for the box code: on every well-separated case (see
 * separation.ts for the condition and its derivation) the usual float
 * slab methods — segmentBoxFloat (reciprocal 1/d), liangBarskyFloat,
 * cohenSutherlandClipFloat, rayBoxFloat (division), rayAabbFloat (through
 * p2) — give the exact answer: the same hit or miss, and parameters within
 * the error bound of the exact ones. Every disagreement is confirmed by a
 * second, independent exact method (the fraction slab in test code). The
 * agreement rate per family is printed as a table. All inputs are doubles:
 * the families are built on the integer lattice and scaled exactly
 * (subnormal to 1e276), plus the same nudged by one ulp.
 */

type N = number[];
type FSeg = [N, N];
type FBox = { min: N; max: N };
type SegCase = { segment: FSeg; box: FBox };
type RayCase = { origin: N; dir: N; box: FBox };

const seg = (c: SegCase) => c.segment as unknown as Segment;
const bx = (c: { box: FBox }) => c.box as unknown as Box;

const unit = doubleCoordinate({ minExponent: -60, maxExponent: -50 });
const unitVec = (dim: number) => fc.array(unit, { minLength: dim, maxLength: dim });
const unitBox = (dim: number) =>
  fc
    .tuple(unitVec(dim), unitVec(dim))
    .map(([a, b]) => ({ min: a.map((x, i) => Math.min(x, b[i] as number)), max: a.map((x, i) => Math.max(x, b[i] as number)) }));

function segmentFamilies(dim: 2 | 3): Family<SegCase>[] {
  const d = { dim } as { dim: 2 };
  const dbl = { dim, coordinates: 'double' } as { dim: 2; coordinates: 'double' };
  const as = (a: fc.Arbitrary<unknown>) => a as fc.Arbitrary<SegCase>;
  return [
    [`${dim}D free unit doubles`, as(fc.record({ segment: fc.tuple(unitVec(dim), unitVec(dim)), box: unitBox(dim) }))],
    [`${dim}D near box grid`, as(segmentNearBox({ ...d, coordinates: 'grid' }))],
    [`${dim}D near box safe`, as(segmentNearBox({ ...d, coordinates: 'safe' }))],
    [`${dim}D near box double`, as(segmentNearBox(dbl))],
    [`${dim}D touching double`, as(touchingSegmentBox(dbl))],
    [`${dim}D touching, one ulp off`, as(nudged(touchingSegmentBox(dbl)))],
    [`${dim}D in a face double`, as(segmentInBoxFace(dbl))],
    [`${dim}D through a corner double`, as(segmentThroughBoxCorner(dbl))],
    [`${dim}D through a corner, one ulp off`, as(nudged(segmentThroughBoxCorner(dbl)))],
    [`${dim}D through an edge double`, as(segmentThroughBoxEdge(dbl))],
    [
      `${dim}D zero length double`,
      as(segmentNearBox(dbl).map(({ segment, box }) => ({ segment: [segment[0], segment[0]], box }))),
    ],
  ];
}

function rayFamilies(dim: 2 | 3): Family<RayCase>[] {
  const d = { dim } as { dim: 2 };
  const dbl = { dim, coordinates: 'double' } as { dim: 2; coordinates: 'double' };
  const as = (a: fc.Arbitrary<unknown>) => a as fc.Arbitrary<RayCase>;
  return [
    [`${dim}D near box grid`, as(rayNearBox({ ...d, coordinates: 'grid' }))],
    [`${dim}D near box safe`, as(rayNearBox({ ...d, coordinates: 'safe' }))],
    [`${dim}D near box double`, as(rayNearBox(dbl))],
    [`${dim}D grazing a face double`, as(rayGrazingBoxFace(dbl))],
    [`${dim}D grazing a face, one ulp off`, as(nudged(rayGrazingBoxFace(dbl)))],
  ];
}

const tables = {
  segmentBox: new AgreementTable('segmentBoxFloat (slab method, reciprocal 1/d) vs segmentBox'),
  liangBarsky: new AgreementTable('liangBarskyFloat (one division per side) vs clipSegment'),
  cohenSutherland: new AgreementTable('cohenSutherlandClipFloat (replayed in interval arithmetic) vs cohenSutherlandClip'),
  rayBox: new AgreementTable('rayBoxFloat (slab method, division) vs rayBox'),
  rayAabb: new AgreementTable('rayAabbFloat (slab method through p2 = fl(origin + dir)) vs rayBox'),
  cuboid: new AgreementTable(
    'segmentCuboidFloat (square roots and 1e-9 thresholds; not modeled) vs segmentIntersectsParallelepiped',
  ),
  points: new AgreementTable('outcodeFloat and pointInBoxFloat vs outcode and pointInBox (exact on doubles)'),
};
afterEach(() => {
  for (const [file, table] of Object.entries(tables)) table.save(file);
});
afterAll(() => {
  for (const [file, table] of Object.entries(tables)) table.print(file);
});

/** A check in the hot loop: chai's expect costs a tenth of a deep run's time. */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`expected ${what}`);
}

/** Two float clips (or misses) are identical, coordinate for coordinate (Object.is). */
function sameClip(a: readonly (readonly number[])[] | null, b: readonly (readonly number[])[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((p, k) => p.length === b[k]?.length && p.every((x, i) => Object.is(x, b[k]?.[i])));
}

/** |t̃ − t| ≤ err for a returned float parameter. */
function within(tf: number, t: Rational, err: Frac): boolean {
  return cmp(abs(sub(fracOfNumber(tf), frac(t))), err) <= 0;
}

function checkSlabHit(hit: FloatHit | null, exact: [Rational, Rational] | null, bound: () => Frac): void {
  must((hit === null) === (exact === null), 'the float to hit iff the exact method does');
  if (hit !== null && exact !== null) {
    const err = bound();
    must(within(hit.t0, exact[0], err), 'the float t0 within the error bound of the exact one');
    must(within(hit.t1, exact[1], err), 'the float t1 within the error bound of the exact one');
  }
}

for (const dim of [2, 3] as const) {
  describe.each(segmentFamilies(dim))('float segment methods agree when well separated: %s', (name, arb) => {
    it('segmentBoxFloat, liangBarskyFloat, cohenSutherlandClipFloat', () => {
      fc.assert(
        fc.property(arb, (c) => {
          const exact = segmentBox(seg(c), bx(c));
          const confirm = () => (segmentBoxFrac(seg(c), bx(c)) === null) === (exact === null);
          const line = segmentLine(c.segment);

          // the Python tutorial's slab, t = (m − o)·(1/d̃), and Liang–Barsky, t = q/p (one division).
          const [slab, lb] = slabChecks(line.origin, line.dRounded, line.dExact, c.box, ['recip', 'div'], ONE) as [
            SlabCheck,
            SlabCheck,
          ];
          const f1 = segmentBoxFloat(c.segment, c.box);
          const a1 = (f1 === null) === (exact === null);
          tables.segmentBox.record(name, { separated: slab.separated, agree: a1, confirmed: !a1 && confirm() });
          if (slab.separated) checkSlabHit(f1, exact, slab.err);
          if (!a1) must(confirm(), 'a disagreement confirmed by the fraction slab');

          // Liang–Barsky.
          const f2 = liangBarskyFloat(c.segment, c.box);
          const clip = clipSegment(seg(c), bx(c));
          const a2 = (f2 === null) === (clip === null);
          tables.liangBarsky.record(name, { separated: lb.separated, agree: a2, confirmed: !a2 && confirm() });
          if (lb.separated) checkSlabHit(f2, exact, lb.err);
          if (!a2) must(confirm(), 'a disagreement confirmed by the fraction slab');

          // Cohen–Sutherland: replayed in interval arithmetic.
          const replay = cohenSutherlandSeparated(c.segment, c.box);
          const f3 = cohenSutherlandClipFloat(c.segment, c.box);
          const cs = cohenSutherlandClip(seg(c), bx(c));
          const a3 = (f3 === null) === (cs === null);
          tables.cohenSutherland.record(name, { separated: replay.separated, agree: a3, confirmed: !a3 && confirm() });
          if (replay.separated) {
            must(a3, 'Cohen–Sutherland to agree when its replay is decided');
            // The replay is the float code, bit for bit, and its intervals hold the exact clip.
            must(sameClip(replay.result, f3), 'the replay to reproduce the float clip bit for bit');
            if (cs !== null && replay.intervals !== null) {
              const intervals = replay.intervals;
              cs.forEach((P, k) => {
                P.forEach((x, i) => {
                  const iv = intervals[k]?.[i];
                  if (iv === undefined) throw new Error('missing interval');
                  must(
                    cmp(frac(x), fracOfNumber(iv.lo)) >= 0 && cmp(frac(x), fracOfNumber(iv.hi)) <= 0,
                    'the exact clip inside the replay intervals',
                  );
                });
              });
            }
          }
          if (!a3) must(confirm(), 'a disagreement confirmed by the fraction slab');

          // The float point tests compare doubles exactly: always the exact answer.
          for (const p of c.segment) {
            const agree =
              outcodeFloat(p, c.box) === outcode(p as unknown as Point, bx(c)) &&
              pointInBoxFloat(p, c.box) === (pointInBox(p as unknown as Point, bx(c)) !== 'outside');
            tables.points.record(name, { separated: true, agree });
            must(agree, 'outcodeFloat and pointInBoxFloat to equal the exact answers');
          }

          // The Python cuboid note's cuboid test on the box as a cuboid: rounded norms and 1e-9 thresholds, reported only.
          if (dim === 3 && c.box.min.every((x, i) => x < (c.box.max[i] as number))) {
            const edges = c.box.min.map((x, i) => c.box.min.map((_, k) => (k === i ? (c.box.max[i] as number) - x : 0)));
            if (edges.every((e, i) => e[i] === (c.box.max[i] as number) - (c.box.min[i] as number) && Number.isFinite(e[i]))) {
              const exactEdges = c.box.min.map((x, i) =>
                c.box.min.map((_, k) => (k === i ? Rational.from(c.box.max[i] as number).sub(Rational.from(x)) : 0)),
              );
              const f4 = segmentCuboidFloat(c.segment, c.box.min, edges);
              const e4 = segmentIntersectsParallelepiped(seg(c), c.box.min as unknown as Point, exactEdges as unknown as Point[]);
              const a4 = f4 === e4;
              tables.cuboid.record(name, { separated: false, agree: a4, confirmed: !a4 && e4 === (exact !== null) && confirm() });
              must(e4 === (exact !== null), 'segmentIntersectsParallelepiped to equal segmentBox on an axis-aligned cuboid');
            }
          }
        }),
        params(150),
      );
    });
  });

  describe.each(rayFamilies(dim))('float ray methods agree when well separated: %s', (name, arb) => {
    it('rayBoxFloat and rayAabbFloat', () => {
      fc.assert(
        fc.property(arb, (c) => {
          const exact = rayBox(c.origin as unknown as Point, c.dir as unknown as Point, bx(c));
          const confirm = (e: unknown, o: N, d: N) => (rayBoxFrac(o, d, bx(c)) === null) === (e === null);

          // the C++ primer: t = (m − o)/d with the given direction.
          const sep = slabSeparated(
            c.origin,
            c.dir,
            c.dir.map((x) => frac(x)),
            c.box,
            'div',
            null,
          );
          const f1 = rayBoxFloat(c.origin, c.dir, c.box);
          const a1 = (f1 === null) === (exact === null);
          tables.rayBox.record(name, { separated: sep.separated, agree: a1, confirmed: !a1 && confirm(exact, c.origin, c.dir) });
          if (sep.separated) checkSlabHit(f1, exact, sep.err);
          if (!a1) must(confirm(exact, c.origin, c.dir), 'a disagreement confirmed by the fraction slab');

          // the Python tutorial: the ray from p1 through p2 = fl(origin + dir), direction p2 − p1.
          const p2 = c.origin.map((x, i) => x + (c.dir[i] as number));
          if (p2.every((x, i) => x === c.origin[i]) || !p2.every(Number.isFinite)) return;
          const line = segmentLine([c.origin, p2]);
          const dirExact = line.dExact.map((f) => Rational.of(f.n, f.d));
          const e2 = rayBox(c.origin as unknown as Point, dirExact as unknown as Point, bx(c));
          const sep2 = slabSeparated(line.origin, line.dRounded, line.dExact, c.box, 'recip', null);
          const f2 = rayAabbFloat(c.origin, p2, c.box);
          const a2 = (f2 === null) === (e2 === null);
          const dirNums = line.dExact.map((f) => Rational.of(f.n, f.d));
          const confirm2 = () => (rayBoxFrac(c.origin, dirNums as unknown as N, bx(c)) === null) === (e2 === null);
          tables.rayAabb.record(name, { separated: sep2.separated, agree: a2, confirmed: !a2 && confirm2() });
          if (sep2.separated) checkSlabHit(f2, e2, sep2.err);
          if (!a2) must(confirm2(), 'a disagreement confirmed by the fraction slab');
        }),
        params(150),
      );
    });
  });
}
