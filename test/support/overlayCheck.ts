import type { Coordinate, Point2 } from '../../src/core/coordinate.js';
import type { FillRule, ResultPolygon } from '../../src/index.js';
import { pointInPolygon, polygonArea, polygonValidity, Rational } from '../../src/index.js';
import { mulberry32 } from './mulberry32.js';

/*
 * What every overlay answer must satisfy, checked exactly: it is a valid
 * polygon set (PROTOCOL.md's five rules, by polygonValidity and, for small
 * answers, by the independent reference in validityReference.ts), and at points
 * off every boundary it holds exactly the points the set operation of the
 * operands' point sets holds (pointInPolygon on the operands, read with the
 * rule, against the answer). The test points are exact rational
 * combinations of the operands' vertices (centroids of vertex triples, so
 * that they fall in small faces too) and of their bounding box.
 */

/** A set operation on membership: a two-argument truth function. */
export type SetOperation = 'intersection' | 'union' | 'difference' | 'xor' | 'normalize';

/** Whether a point the operands hold (or not) is in the answer of the operation. */
export function expected(op: SetOperation, inA: boolean, inB: boolean): boolean {
  switch (op) {
    case 'intersection':
      return inA && inB;
    case 'union':
      return inA || inB;
    case 'difference':
      return inA && !inB;
    case 'xor':
      return inA !== inB;
    case 'normalize':
      return inA;
  }
}

const R = (x: Coordinate): Rational => Rational.from(x);

/** Test points for rings: centroids of vertex triples and points of the bounding box on a fine lattice. */
export function testPoints(rings: readonly (readonly Point2[])[], count: number, seed: number): Point2[] {
  const vertices = rings.flat();
  const rnd = mulberry32(seed);
  const out: Point2[] = [];
  if (vertices.length === 0) return out;
  const pick = (): Point2 => vertices[Math.floor(rnd() * vertices.length)] as Point2;
  for (let k = 0; k < count; k++) {
    const [a, b, c] = [pick(), pick(), pick()];
    // Weights w1, w2, w3 > 0 summing to 1, in 1/97ths: inside the triangle abc, rarely on an operand's edge.
    const w1 = 1 + Math.floor(rnd() * 95);
    const w2 = 1 + Math.floor(rnd() * (96 - w1));
    const w3 = 97 - w1 - w2;
    const mix = (i: 0 | 1): Rational =>
      R(a[i])
        .mul(BigInt(w1))
        .add(R(b[i]).mul(BigInt(w2)))
        .add(R(c[i]).mul(BigInt(w3)))
        .div(97n);
    out.push([mix(0), mix(1)]);
  }
  return out;
}

/** The answer's polygons as one list of rings (outer rings counterclockwise, holes clockwise: a nonzero operand). */
export function answerRings(answer: readonly ResultPolygon[]): Point2[][] {
  return answer.flat() as Point2[][];
}

/** The exact area of an answer (0 for the empty set). */
export function answerArea(answer: readonly ResultPolygon[]): Rational {
  return answer.length === 0 ? Rational.ZERO : polygonArea(answerRings(answer));
}

/**
 * The first problem with an overlay answer, or null: invalid (with the
 * reason), or a test point where the answer's membership differs from the
 * operation's on the operands.
 */
export function overlayProblem(
  op: SetOperation,
  a: readonly (readonly Point2[])[],
  b: readonly (readonly Point2[])[] | null,
  rule: FillRule,
  answer: readonly ResultPolygon[],
  points = 40,
  seed = 1,
): string | null {
  const validity = polygonValidity(answer);
  if (!validity.valid)
    return `invalid: ${validity.reason} at ring ${validity.ring.join(',')}${validity.point ? ` point ${validity.point.join(',')}` : ''}`;
  const rings = answerRings(answer);
  const all = b === null ? [...a] : [...a, ...b];
  for (const p of [...testPoints(all, points, seed), ...testPoints(rings, points >> 1, seed + 1)]) {
    const la = pointInPolygon(p, a as Point2[][], { rule });
    const lb = b === null ? 'outside' : pointInPolygon(p, b as Point2[][], { rule });
    const lr = rings.length === 0 ? 'outside' : pointInPolygon(p, rings);
    if (la === 'boundary' || lb === 'boundary' || lr === 'boundary') continue;
    const want = expected(op, la === 'inside', lb === 'inside');
    if (want !== (lr === 'inside')) return `at ${p.map(String).join(',')}: the answer says ${lr}, a is ${la}, b is ${lb}`;
  }
  return null;
}
