import { describe, expect, it } from 'vitest';
import earcut from '../../src/earcut/index.js';
import { delaunayFloat, earClippingFloat } from '../../src/float/index.js';
import { delaunay, triangulatePolygon } from '../../src/index.js';
import type { ListPoint } from '../../src/triangulation/triangleListProblem.js';
import { triangleListProblem } from '../../src/triangulation/triangleListProblem.js';
import { fracPoint } from '../support/frac.js';
import { arrangementVerticesFrac, distinctVertices, hullAreaFrac, regionAreaFrac } from '../support/triangulationFrac.js';

/*
 * The float triangulations of exact-predicates/float: right on easy input,
 * and wrong where their doc comments say (each failure beside the exact
 * counterpart's right answer on the same input).
 */

const trianglesOf = (indices: readonly number[], points: readonly (readonly number[])[]): ListPoint[][] => {
  const out: ListPoint[][] = [];
  for (let k = 0; k < indices.length; k += 3)
    out.push([0, 1, 2].map((j) => points[indices[k + j] as number] as unknown as ListPoint));
  return out;
};

const delaunayProblem = (points: readonly (readonly number[])[], indices: readonly number[]) =>
  triangleListProblem(trianglesOf(indices, points), {
    vertices: distinctVertices(points.map((p) => fracPoint(p) as never)),
    allVertices: true,
    area: hullAreaFrac(points),
    delaunay: true,
  });

const polygonProblem = (ring: readonly (readonly number[])[], indices: readonly number[]) =>
  triangleListProblem(trianglesOf(indices, ring), {
    vertices: ring as never,
    allVertices: false,
    area: regionAreaFrac([ring], true),
  });

describe('delaunayFloat', () => {
  it('triangulates points in general position', () => {
    const points = [
      [0, 0],
      [10, 0],
      [5, 1],
      [5, -1],
      [3, 7],
    ];
    expect(delaunayProblem(points, delaunayFloat(points))).toBeNull();
  });

  it('goes wrong on points near one circle, where delaunay does not', () => {
    // Eight points at angles drawn at random on the unit circle (cos, sin rounded): every circle test is close.
    const points = [
      [-0.18611257273959467, -0.9825284272061796],
      [0.9706411011032778, 0.24053243616821496],
      [-0.962333602476344, 0.27187136212720486],
      [0.8912180838069763, 0.45357505122682984],
      [0.08148344452918636, -0.9966746953081828],
      [-0.9930064519414278, 0.11806009657245323],
      [-0.9965183402996728, 0.08337384149951052],
      [0.5262660742284623, 0.8503199510279426],
    ];
    expect(delaunayProblem(points, delaunayFloat(points))).toMatch(/area/);
    expect(delaunayProblem(points, Array.from(delaunay(points).triangles))).toBeNull();
  });
});

describe('earClippingFloat', () => {
  it('triangulates a square with a hole', () => {
    const data = [0, 0, 4, 0, 4, 4, 0, 4, 1, 1, 1, 3, 3, 3, 3, 1];
    expect(earClippingFloat(data, [4]).length / 3).toBe(8);
  });

  it('goes wrong on a ring that crosses itself, where the exact earcut refuses it by name', () => {
    const ring = [
      [3, 5],
      [2, 2],
      [2, 3],
      [4, 5],
      [3, 2],
      [4, 4],
    ];
    // The even-odd region has area 5/4; the float ears add up to 5/2.
    expect(polygonProblem(ring, earClippingFloat(ring.flat()))).toBe("the triangles' area is 5/2, the region's 5/4");
    expect(() => earcut(ring.flat())).toThrow(/cross at/);
  });

  it('goes wrong on another, where triangulatePolygon does not', () => {
    const ring = [
      [0, 1],
      [0, 2],
      [5, 4],
      [3, 3],
      [2, 5],
      [0, 2],
    ];
    expect(polygonProblem(ring, earClippingFloat(ring.flat()))).toMatch(/area is 7\/2/);
    const t = triangulatePolygon([ring], { rule: 'evenodd' });
    const tris: ListPoint[][] = [];
    for (let k = 0; k < t.triangles.length; k += 3) tris.push([0, 1, 2].map((j) => t.vertex(t.triangles[k + j] as number)));
    expect(
      triangleListProblem(tris, {
        vertices: arrangementVerticesFrac([ring]),
        allVertices: false,
        area: regionAreaFrac([ring], true),
      }),
    ).toBeNull();
  });
});
