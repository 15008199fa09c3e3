import type { Point, Point3 } from '../../index.js';
import { ExactRangeError, rayTriangle, segmentTriangle, trianglesIntersect } from '../../index.js';
import { pointTexts } from '../encodeResult.js';
import type { Operation, ResultJson } from '../operations.js';
import type { RequestReader } from '../RequestReader.js';
import { withoutStack } from '../withoutStack.js';

/** A triangle field: exactly three 3D points (a shape check, so `bad_input`; collinear ones are the library's `degenerate`). */
function triangle(r: RequestReader, name: string): [Point3, Point3, Point3] {
  const points: Point[] = r.points(name, 'points (a triangle)');
  if (points.length !== 3) {
    throw withoutStack(() => new ExactRangeError(`${r.op}: ${name} has ${points.length} points, expected 3 (a triangle)`));
  }
  return points as [Point3, Point3, Point3];
}

/** PROTOCOL.md's triangle ops (3D): `segment_triangle`, `ray_triangle` and `triangles_intersect`. */
export const triangleOps: Record<string, Operation> = {
  segment_triangle: {
    dim: 3,
    run(r): ResultJson {
      const s = r.segment('s');
      const t = triangle(r, 'triangle');
      r.finish();
      const x = segmentTriangle(s, t);
      if (x.kind === 'none') return { kind: 'none' };
      if (x.kind === 'point') return { kind: 'point', point: pointTexts(x.point), t: x.t.toString(), where: x.where };
      return {
        kind: 'segment',
        segment: [pointTexts(x.segment[0]), pointTexts(x.segment[1])],
        t: [x.t[0].toString(), x.t[1].toString()],
      };
    },
  },
  ray_triangle: {
    dim: 3,
    run(r): ResultJson {
      const origin = r.point('origin');
      const dir = r.point('dir');
      const t = triangle(r, 'triangle');
      r.finish();
      const hit = rayTriangle(origin, dir, t);
      if (hit === null) return { hit: false };
      return { hit: true, t: hit.t.toString(), point: pointTexts(hit.point), where: hit.where };
    },
  },
  triangles_intersect: {
    dim: 3,
    run(r): ResultJson {
      const a = triangle(r, 'a');
      const b = triangle(r, 'b');
      r.finish();
      return trianglesIntersect(a, b);
    },
  },
};
