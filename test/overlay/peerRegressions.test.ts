import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Point2 } from '../../src/core/coordinate.js';
import type { FillRule, ResultPolygon } from '../../src/index.js';
import {
  clipPolygonToBox,
  normalizePolygon,
  pointInPolygon,
  polygonOverlay,
  polygonUnion,
  polygonValidity,
} from '../../src/index.js';
import type { SetOperation } from '../support/overlayCheck.js';
import { answerRings, expected, overlayProblem, testPoints } from '../support/overlayCheck.js';

/*
 * Inputs from the peers' published failures (test/fixtures/overlay-regressions,
 * one file per case: the thread in `source`, what the peer did there in
 * `reported`): polygon-clipping and martinez throwing, looping or answering
 * wrong, Turf's union, intersect and difference on them, lineclip's polygon
 * clip. Inputs only — their expected outputs are float-rounded. Every case
 * runs through our overlay under both fill rules, and the answer is checked
 * exactly: valid, and holding the points the operation says
 * (test/support/overlayCheck.ts).
 */

type Operand = number[][][] | number[][][][];
type Case = {
  source: string;
  operation: 'intersection' | 'union' | 'difference' | 'xor' | 'clipToBox';
  reported: string;
  operands: Operand[];
  box?: [number, number, number, number];
};

const dir = new URL('../fixtures/overlay-regressions/', import.meta.url);
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ name: f.slice(0, -'.json'.length), ...(JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Case) }));

/** A GeoJSON Polygon's or MultiPolygon's rings in one list, as given (closing points included: a zero-length edge). */
function rings(operand: Operand): Point2[][] {
  const multi = Array.isArray((operand as number[][][])[0]?.[0]?.[0]);
  return (multi ? (operand as number[][][][]).flat() : operand) as unknown as Point2[][];
}

/**
 * The check for more than two operands (a union of three): valid, and at
 * test points the answer holds exactly the points some operand holds.
 */
function manyProblem(op: SetOperation, operands: Point2[][][], rule: FillRule, answer: ResultPolygon[]): string | null {
  const validity = polygonValidity(answer);
  if (!validity.valid) return `invalid: ${validity.reason}`;
  const answerPoints = answerRings(answer);
  for (const p of testPoints(operands.flat(), 60, 3)) {
    const held = operands.map((o) => pointInPolygon(p, o, { rule }));
    const there = answerPoints.length === 0 ? 'outside' : pointInPolygon(p, answerPoints);
    if (held.includes('boundary') || there === 'boundary') continue;
    const want = held.slice(1).reduce((acc, h) => expected(op, acc, h === 'inside'), held[0] === 'inside');
    if (want !== (there === 'inside'))
      return `at ${p.map(String).join(',')}: the answer says ${there}, the operands ${held.join(' ')}`;
  }
  return null;
}

/** Our answer to a case under a rule, and what the checks find wrong with it (null: nothing). */
function problemOf(c: Case, rule: FillRule): string | null {
  const operands = c.operands.map(rings);
  const [a, b] = operands as [Point2[][], Point2[][]];
  if (c.operation === 'clipToBox') {
    const [x0, y0, x1, y1] = c.box as [number, number, number, number];
    const box: Point2[] = [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ];
    return overlayProblem('intersection', a, [box], rule, clipPolygonToBox(a, { min: [x0, y0], max: [x1, y1] }, { rule }));
  }
  // One operand: the operation of polygon-clipping on one geometry is that geometry, made valid.
  if (operands.length === 1) return overlayProblem('normalize', a, null, rule, normalizePolygon(a, { rule }));
  if (operands.length === 2) return overlayProblem(c.operation, a, b, rule, polygonOverlay(a, b, c.operation, { rule }));
  return manyProblem(c.operation, operands, rule, polygonUnion(a, ...operands.slice(1), { rule }));
}

describe('the peers’ published failures, through our overlay: valid and exact', () => {
  it('has the inputs of at least 20 threads', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    for (const c of cases) expect(c.source, c.name).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+$/);
  });
  for (const c of cases) {
    it(`${c.name} (${c.reported})`, () => {
      for (const rule of ['evenodd', 'nonzero'] as const) expect(problemOf(c, rule), rule).toBeNull();
    });
  }
});
