import type { Point2, Point3, Segment2 } from '../index.js';
import {
  boundingBox,
  boxesOverlap,
  clipSegment,
  inBox,
  inRange,
  orient2d,
  orient3d,
  outcode,
  pointInBox,
  pointInConvexPolygon,
  rayBox,
  segmentBox,
  segmentIntersection,
  segmentIntersectsConvexPolygon,
  segmentIntersectsParallelepiped,
  segmentsIntersect,
} from '../index.js';
import { cwTest } from '../ruby/index.js';
import { boxTexts, intervalResult, pointTexts } from './encodeResult.js';
import { arrangementOps } from './ops/arrangement.js';
import { gridOps } from './ops/grid.js';
import { kernelOps } from './ops/kernel.js';
import { overlayOps } from './ops/overlay.js';
import { polygonOps } from './ops/polygon.js';
import { triangleOps } from './ops/triangle.js';
import { triangulationOps } from './ops/triangulation.js';
import type { RequestReader } from './RequestReader.js';

/** A result as JSON: what goes after `"result":`. */
export type ResultJson = number | boolean | string | ResultJson[] | { [key: string]: ResultJson };

/** One protocol operation. */
export interface Operation {
  /** 2 or 3 for an op of one dimension; 0 for an op that takes 2D or 3D. */
  readonly dim: 0 | 2 | 3;
  /**
   * Reads the request's fields in the protocol's order, calls the library
   * and encodes the answer. Throws library errors (with `.code`).
   */
  run(r: RequestReader): ResultJson;
}

/*
 * Every run follows RequestReader's order: read all fields (shape checks),
 * r.finish() (too_large), then the library call, which checks the values
 * (a box with min > max, a zero direction: bad_input, in its argument
 * order) before it may say not_convex or degenerate.
 */
const table: Record<string, Operation> = {
  orient2d: {
    dim: 2,
    run(r): ResultJson {
      const [a, b, c] = [r.point('a'), r.point('b'), r.point('c')] as Point2[];
      r.finish();
      return orient2d(a as Point2, b as Point2, c as Point2);
    },
  },
  cw_test: {
    dim: 2,
    run(r): ResultJson {
      const [a, b, c] = [r.point('a'), r.point('b'), r.point('c')] as Point2[];
      r.finish();
      return cwTest(a as Point2, b as Point2, c as Point2);
    },
  },
  orient3d: {
    dim: 3,
    run(r): ResultJson {
      const [a, b, c, d] = [r.point('a'), r.point('b'), r.point('c'), r.point('d')] as Point3[];
      r.finish();
      return orient3d(a as Point3, b as Point3, c as Point3, d as Point3);
    },
  },
  in_range: {
    dim: 0,
    run(r): ResultJson {
      const x = r.coordinate('x');
      const a = r.coordinate('a');
      const b = r.coordinate('b');
      r.finish();
      return inRange(x, a, b);
    },
  },
  in_box: {
    dim: 0,
    run(r): ResultJson {
      const p = r.point('p');
      const a = r.point('a');
      const b = r.point('b');
      r.finish();
      return inBox(p, a, b);
    },
  },
  segments_intersect: {
    dim: 2,
    run(r): ResultJson {
      const s = r.segment('s') as Segment2;
      const t = r.segment('t') as Segment2;
      r.finish();
      return segmentsIntersect(s, t);
    },
  },
  segment_intersection: {
    dim: 2,
    run(r): ResultJson {
      const s = r.segment('s') as Segment2;
      const t = r.segment('t') as Segment2;
      r.finish();
      const x = segmentIntersection(s, t);
      if (x.kind === 'none') return { kind: 'none' };
      if (x.kind === 'point') return { kind: 'point', point: pointTexts(x.point) };
      return { kind: 'segment', segment: [pointTexts(x.segment[0]), pointTexts(x.segment[1])] };
    },
  },
  point_in_convex_polygon: {
    dim: 2,
    run(r): ResultJson {
      const p = r.point('p') as Point2;
      const polygon = r.polygon('polygon');
      r.finish();
      return pointInConvexPolygon(p, polygon);
    },
  },
  segment_intersects_convex_polygon: {
    dim: 2,
    run(r): ResultJson {
      const s = r.segment('s') as Segment2;
      const polygon = r.polygon('polygon');
      r.finish();
      return segmentIntersectsConvexPolygon(s, polygon);
    },
  },
  point_in_box: {
    dim: 0,
    run(r): ResultJson {
      const p = r.point('p');
      const box = r.box('box');
      r.finish();
      return pointInBox(p, box);
    },
  },
  boxes_overlap: {
    dim: 0,
    run(r): ResultJson {
      const a = r.box('a');
      const b = r.box('b');
      r.finish();
      return boxesOverlap(a, b);
    },
  },
  bounding_box: {
    dim: 0,
    run(r): ResultJson {
      const points = r.points('points');
      r.finish();
      return boxTexts(boundingBox(points));
    },
  },
  segment_box: {
    dim: 0,
    run(r): ResultJson {
      const s = r.segment('s');
      const box = r.box('box');
      r.finish();
      return intervalResult(segmentBox(s, box));
    },
  },
  ray_box: {
    dim: 0,
    run(r): ResultJson {
      const origin = r.point('origin');
      const dir = r.point('dir');
      const box = r.box('box');
      r.finish();
      return intervalResult(rayBox(origin, dir, box));
    },
  },
  clip_segment: {
    dim: 0,
    run(r): ResultJson {
      const s = r.segment('s');
      const box = r.box('box');
      r.finish();
      const clipped = clipSegment(s, box);
      return clipped === null ? { hit: false } : { hit: true, segment: [pointTexts(clipped[0]), pointTexts(clipped[1])] };
    },
  },
  outcode: {
    dim: 0,
    run(r): ResultJson {
      const p = r.point('p');
      const box = r.box('box');
      r.finish();
      return outcode(p, box);
    },
  },
  segment_parallelepiped: {
    dim: 0,
    run(r): ResultJson {
      const s = r.segment('s');
      const origin = r.point('origin');
      const edges = r.vectors('edges');
      r.finish();
      return segmentIntersectsParallelepiped(s, origin, edges);
    },
  },
  ...kernelOps,
  ...triangleOps,
  ...gridOps,
  ...arrangementOps,
  ...polygonOps,
  ...overlayOps,
  ...triangulationOps,
};

/** The protocol's operations by name (a Map: `"toString"` or `"__proto__"` name nothing). */
export const OPERATIONS: ReadonlyMap<string, Operation> = new Map(Object.entries(table));

/** The op names in PROTOCOL.md's order. */
export const OP_NAMES: readonly string[] = [...OPERATIONS.keys()];
