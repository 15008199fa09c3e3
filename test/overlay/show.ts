import type { ResultPolygon } from '../../src/index.js';

/** An answer as text: each polygon a list of rings, each ring its vertices 'x,y' joined by spaces (Rationals as n/d). */
export function show(answer: readonly ResultPolygon[]): string[][] {
  return answer.map((polygon) => polygon.map((ring) => ring.map(([x, y]) => `${String(x)},${String(y)}`).join(' ')));
}
