import { segmentCrossing } from '../arrangement/segmentCrossing.js';
import type { SegmentSet } from '../arrangement/segmentSet.js';
import type { Coordinate } from '../core/coordinate.js';
import type { BoundaryGraph } from './boundaryGraph.js';
import type { EventPolygon } from './boundaryRings.js';

/** A point of an overlay's answer: a vertex of an operand as it was given, or an exact crossing (Rationals). */
export type ResultPoint = [Coordinate, Coordinate];

/** A polygon of an overlay's answer: its outer ring (counterclockwise) then its holes (clockwise), each closed implicitly. */
export type ResultPolygon = ResultPoint[][];

/**
 * The polygons with their points: an event at an operand's vertex gives
 * that vertex's coordinates as read, a crossing its exact point (built
 * once however many rings pass through it). Each point is a new array.
 *
 * ```ts
 * eventPolygonsWithPoints([[[0, 1, 2]]], graph, edges.segments); // [[[[0, 0], [2, 0], [0, 2]]]]
 * ```
 */
export function eventPolygonsWithPoints(polygons: readonly EventPolygon[], g: BoundaryGraph, set: SegmentSet): ResultPolygon[] {
  const points: (ResultPoint | undefined)[] = new Array(g.events);
  const pointOf = (v: number): ResultPoint => {
    let p = points[v];
    if (p === undefined) {
      p = eventPoint(g, set, v);
      points[v] = p;
    }
    return [p[0], p[1]];
  };
  return polygons.map((polygon) => polygon.map((ring) => ring.map(pointOf)));
}

/** The point of event v. */
function eventPoint(g: BoundaryGraph, set: SegmentSet, v: number): ResultPoint {
  const c = set.c;
  const code = g.code[v] as number;
  if (code >= 0) return [c[2 * code] as Coordinate, c[2 * code + 1] as Coordinate];
  const [x, y] = segmentCrossing(set, g.crossA[v] as number, g.crossB[v] as number);
  return [x, y];
}
