import * as fc from 'fast-check';
import { afterAll, afterEach, describe, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import {
  segmentAlongGridLine,
  segmentOnGrid,
  segmentThroughGridVertex,
  zeroLengthSegmentOnGrid,
} from '../src/arbitraries/index.js';
import { amanatidesWooFloat, supercoverFloat } from '../src/float/index.js';
import type { GridMode } from '../src/index.js';
import { gridCells } from '../src/index.js';
import { gridCellsFrac } from '../test/support/gridFrac.js';
import { PIXELS, STEP_LIMIT } from '../tools/census/gridAlgorithms.js';
import { listDifference } from '../tools/census/listDifference.js';
import { nudged } from './support/doubleFamilies.js';
import type { WalkOutcome } from './support/gridAgreement.js';
import { GridAgreementTable } from './support/gridAgreement.js';
import { params } from './support/params.js';

/*
 * How often the float grid walks list the exact cells, per family:
 * amanatidesWooFloat against gridCells in half_open mode (the floor rule it
 * follows), and supercoverFloat against gridCells in open mode on the
 * pixel grid (origin (−1/2, −1/2), unit cells) it works on, and in closed
 * mode (which its name, "every cell the line covers", suggests). All inputs
 * are doubles: the families are built on integers and scaled exactly (the
 * 'double' kind: 2^e for e from −1074 to 918), plus the same one ulp off,
 * and grids of decimal cells (0.1, 0.3, ...). Every disagreement is
 * confirmed by the brute-force fraction reference, asserted. The tables are
 * printed, and written to reports/ in a deep run (NUM_RUNS).
 */

type Num = number[];
type Case = { segment: [Num, Num]; grid: { origin: Num; cell: Num } };

const tables = {
  aw: new GridAgreementTable('amanatidesWooFloat (Amanatides–Woo) vs gridCells, half_open'),
  supercover: new GridAgreementTable('supercoverFloat (integer ends, pixel cells) vs gridCells, open'),
  supercoverClosed: new GridAgreementTable('supercoverFloat vs gridCells, closed'),
};
afterEach(() => {
  for (const [file, table] of Object.entries(tables)) table.save(`grid-${file}`);
});
afterAll(() => {
  for (const [file, table] of Object.entries(tables)) table.print(`grid-${file}`);
});

const key = (c: readonly (number | bigint)[]) => c.join(',');

/** How a float cell list relates to the exact one; a disagreement is confirmed by the fraction reference. */
function compare(float: number[][], c: Case, mode: GridMode, backwards: number[][] | null): WalkOutcome {
  const exact = [...gridCells(c.segment, c.grid, { mode })].map((x) => x.map(Number));
  const agree = float.map(key).join(' ') === exact.map(key).join(' ');
  const f = new Set(float.map(key));
  let confirmed = false;
  if (!agree) {
    const ref = gridCellsFrac(c.segment[0], c.segment[1], c.grid.origin, c.grid.cell, mode).map((x) => key(x.index.map(Number)));
    confirmed = ref.join(' ') === exact.map(key).join(' ');
    if (!confirmed) throw new Error(`the fraction reference disagrees with gridCells on ${JSON.stringify(c)}`);
  }
  return {
    agree,
    ...listDifference(float.map(key), exact.map(key)),
    endless: float.length >= STEP_LIMIT,
    asymmetric: backwards === null ? null : backwards.length !== f.size || backwards.some((x) => !f.has(key(x))),
    confirmed,
  };
}

/** Decimal grids: sizes like 0.1 and 0.3 (the doubles nearest them), ends on multiples of 0.05 (likewise). */
function decimalCells(dim: 2 | 3): fc.Arbitrary<Case> {
  const size = fc.constantFrom(0.1, 0.2, 0.25, 0.3, 0.5, 0.7, 1.1);
  const coord = fc.integer({ min: -60, max: 60 }).map((n) => n / 20);
  const point = fc.array(coord, { minLength: dim, maxLength: dim });
  return fc.record({
    segment: fc.tuple(point, point),
    grid: fc.record({
      origin: fc.array(fc.constantFrom(0, 0.1, -0.3), { minLength: dim, maxLength: dim }),
      cell: fc.array(size, { minLength: dim, maxLength: dim }),
    }),
  });
}

/** The segment of a family moved by one ulp at one coordinate (the grid left alone). */
function oneUlpOff(arb: fc.Arbitrary<Case>): fc.Arbitrary<Case> {
  // nudged() leaves a field named `box` alone: the grid travels under that name.
  return nudged(arb.map((c) => ({ segment: c.segment, box: c.grid }))).map((c) => ({ segment: c.segment, grid: c.box }));
}

function families(dim: 2 | 3): [string, fc.Arbitrary<Case>][] {
  const as = (a: fc.Arbitrary<unknown>) => a as fc.Arbitrary<Case>;
  const k = (coordinates: CoordinateKind) => ({ coordinates, dim: dim as 2 });
  return [
    [`${dim}D on a grid, double`, as(segmentOnGrid(k('double')))],
    [`${dim}D on a grid, safe integers (to 2^49)`, as(segmentOnGrid(k('safe')))],
    [`${dim}D decimal cells (0.1, 0.3, ...)`, decimalCells(dim)],
    [`${dim}D through a vertex, double`, as(segmentThroughGridVertex(k('double')))],
    [`${dim}D through a vertex, safe integers`, as(segmentThroughGridVertex(k('safe')))],
    [`${dim}D through a vertex, one ulp off`, oneUlpOff(as(segmentThroughGridVertex(k('double'))))],
    [`${dim}D along a grid line, double`, as(segmentAlongGridLine(k('double')))],
    [`${dim}D zero-length on a vertex or edge, double`, as(zeroLengthSegmentOnGrid(k('double')))],
  ];
}

for (const dim of [2, 3] as const) {
  describe.each(families(dim))('float grid walks against the exact cells: %s', (name, arb) => {
    it('amanatidesWooFloat', () => {
      fc.assert(
        fc.property(arb, (c) => {
          const float = amanatidesWooFloat(c.segment, c.grid, STEP_LIMIT);
          const back = amanatidesWooFloat([c.segment[1], c.segment[0]], c.grid, STEP_LIMIT);
          tables.aw.record(name, compare(float, c, 'half_open', back));
        }),
        params(60),
      );
    });
  });
}

describe('supercoverFloat against the exact cells: integer ends on pixel cells', () => {
  const ends = (bits: number) => fc.array(fc.integer({ min: -(2 ** bits), max: 2 ** bits }), { minLength: 2, maxLength: 2 });
  const cases: [string, fc.Arbitrary<Num[]>][] = [
    ['2D small integers (to 2^4)', fc.tuple(ends(4), ends(4))],
    ['2D integers to 2^10', fc.tuple(ends(10), ends(10)).map(([a, b]) => [a, b.map((x, i) => (a[i] as number) + (x >> 6))])],
    [
      '2D through a pixel corner (a diagonal step)',
      fc
        .tuple(ends(6), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 3 }))
        .map(([a, n, s]) => [a, [(a[0] as number) + (s & 1 ? n : -n), (a[1] as number) + (s & 2 ? n : -n)]]),
    ],
  ];
  it.each(cases)('%s', (name, arb) => {
    fc.assert(
      fc.property(arb, ([a, b]) => {
        const c: Case = { segment: [a as Num, b as Num], grid: PIXELS };
        const float = supercoverFloat(a as Num, b as Num);
        const back = supercoverFloat(b as Num, a as Num);
        tables.supercover.record(name, compare(float, c, 'open', back));
        tables.supercoverClosed.record(name, compare(float, c, 'closed', null));
      }),
      params(60),
    );
  });
});
