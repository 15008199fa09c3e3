import type { Coordinate, Point2, Segment2 } from '../../index.js';
import { constrainedDelaunay, delaunay, ExactRangeError, ExactTypeError, triangulatePolygon } from '../../index.js';
import { pointTexts } from '../encodeResult.js';
import type { Operation, ResultJson } from '../operations.js';
import type { RequestReader } from '../RequestReader.js';
import { describeJson as show } from '../shared/describeJson.js';
import { withoutStack } from '../withoutStack.js';
import { DEFAULT_MAX_PAIRS, limited, readSegments } from './arrangement.js';

/*
 * PROTOCOL.md's triangulate, delaunay and constrained_delaunay: fields in
 * the protocol's order (shapes, the rule, the limit), then the library
 * call; the answer is a triangle list, each triangle three result points
 * counterclockwise, in the library's order.
 */

/** Three vertex indices per triangle, as a list of triangles of result points. */
function triangleList(triangles: ArrayLike<number>, vertex: (i: number) => readonly Coordinate[]): ResultJson {
  const out: ResultJson[] = [];
  for (let k = 0; k + 2 < triangles.length; k += 3) {
    out.push([
      pointTexts(vertex(triangles[k] as number)),
      pointTexts(vertex(triangles[k + 1] as number)),
      pointTexts(vertex(triangles[k + 2] as number)),
    ]);
  }
  return { triangles: out };
}

/** `points`: an array of 2D points, empty allowed. */
function readPointList(r: RequestReader): Point2[] {
  const v = r.field('points');
  if (!Array.isArray(v)) {
    throw withoutStack(() => new ExactTypeError(`${r.op}: points is ${show(v)}, expected an array of points`));
  }
  const out: Point2[] = new Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = r.pointAt(v[i], `points[${i}]`) as Point2;
  return out;
}

/** The triangulation ops of PROTOCOL.md. */
export const triangulationOps: Record<string, Operation> = {
  triangulate: {
    dim: 2,
    run(r): ResultJson {
      const rings = r.rings('rings') as Point2[][];
      const rule = r.choice('rule', ['nonzero', 'evenodd'] as const);
      const max = r.limit('max_pairs', DEFAULT_MAX_PAIRS);
      r.finish();
      const t = limited(r, max, () => triangulatePolygon(rings, { rule, maxPairs: max }));
      return triangleList(t.triangles, (i) => t.vertex(i));
    },
  },
  delaunay: {
    dim: 2,
    run(r): ResultJson {
      const points = r.points('points') as Point2[];
      r.finish();
      const t = delaunay(points);
      return triangleList(t.triangles, (i) => t.point(i));
    },
  },
  constrained_delaunay: {
    dim: 2,
    run(r): ResultJson {
      const points = readPointList(r);
      const segments: Segment2[] = readSegments(r);
      if (points.length === 0 && segments.length === 0) {
        throw withoutStack(() => new ExactRangeError(`${r.op}: points and segments are both empty`));
      }
      const max = r.limit('max_pairs', DEFAULT_MAX_PAIRS);
      r.finish();
      const t = limited(r, max, () => constrainedDelaunay(points, segments, { maxPairs: max }));
      return triangleList(t.triangles, (i) => t.point(i));
    },
  },
};
