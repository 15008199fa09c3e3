import type { ResultPolygon } from '../../src/index.js';
import { Rational } from '../../src/index.js';

/** An answer as text: each polygon a list of rings, each ring its vertices 'x,y' joined by spaces (Rationals as n/d). */
export function show(answer: readonly ResultPolygon[]): string[][] {
  return answer.map((polygon) => polygon.map((ring) => ring.map(([x, y]) => `${String(x)},${String(y)}`).join(' ')));
}

/** The same with every coordinate as its exact value n/d, whatever its type (a double 0.1 as 3602879701896397/36028797018963968). */
export function showValues(answer: readonly ResultPolygon[]): string[][] {
  const value = (v: unknown): string => Rational.from(v as number).toString();
  return answer.map((polygon) => polygon.map((ring) => ring.map(([x, y]) => `${value(x)},${value(y)}`).join(' ')));
}
