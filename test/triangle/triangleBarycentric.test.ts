import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, Rational, rayTriangle, triangleBarycentric } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import type { P3, Tri } from './helpers.js';
import { smallInts } from './helpers.js';

const tri: Tri = [
  [0, 0, 0],
  [4, 0, 0],
  [0, 4, 0],
];
const show = (p: P3, t: Tri = tri) => triangleBarycentric(p, t).map(String);

describe('triangleBarycentric', () => {
  it('vertices, edge midpoints, the centroid, a point of the plane outside', () => {
    expect(show([0, 0, 0])).toEqual(['1', '0', '0']);
    expect(show([0, 4, 0])).toEqual(['0', '0', '1']);
    expect(show([2, 2, 0])).toEqual(['0', '1/2', '1/2']);
    expect(show([Rational.of(4n, 3n), Rational.of(4n, 3n), 0])).toEqual(['1/3', '1/3', '1/3']);
    expect(show([4, 4, 0])).toEqual(['-1', '1', '1']);
  });

  it('of a hit: the weights rebuild the hit point, on a slanted triangle', () => {
    const t: Tri = [
      [1, 2, 3],
      [-4, 5, 1],
      [2, -3, 7],
    ];
    const hit = rayTriangle([0, 0, 10], [-0.25, 0.5, -3], t);
    expect(hit).not.toBeNull();
    if (hit === null) return;
    const [a, b, c] = triangleBarycentric(hit.point, t);
    expect(a.add(b).add(c).equals(1)).toBe(true);
    for (let k = 0; k < 3; k++) {
      const x = a
        .mul(t[0][k] as number)
        .add(b.mul(t[1][k] as number))
        .add(c.mul(t[2][k] as number));
      expect(x.equals(hit.point[k] as Rational)).toBe(true);
    }
    expect([a, b, c].every((w) => w.sign() >= 0)).toBe(true);
  });

  it('rebuilds random points of random integer triangles (every projection axis)', () => {
    const point = smallInts(5, 9);
    for (let i = 0; i < 200; i++) {
      const t = [point(), point(), point()] as Tri;
      const [u, v] = [Rational.of(BigInt(i % 7) - 2n, 3n), Rational.of(BigInt(i % 5) - 1n, 4n)];
      // x = a + u·(b − a) + v·(c − a): barycentrics (1 − u − v, u, v).
      const x = [0, 1, 2].map((k) => {
        const a = Rational.from(t[0][k] as number);
        return a.add(u.mul(Rational.from(t[1][k] as number).sub(a))).add(v.mul(Rational.from(t[2][k] as number).sub(a)));
      });
      let w: Rational[];
      try {
        w = triangleBarycentric(x, t);
      } catch (e) {
        expect((e as ExactRangeError).code).toBe('degenerate');
        continue;
      }
      expect(w.map(String)).toEqual([Rational.ONE.sub(u).sub(v), u, v].map(String));
    }
  });

  it('a bad coordinate is an error naming the point or the vertex', () => {
    expectError(() => triangleBarycentric([Number.NaN, 0, 0], tri), ExactRangeError, 'triangleBarycentric: point[0] is NaN');
    expectError(
      () => triangleBarycentric([1, 1, 0], [tri[0], tri[1], [0, 0, 'x']] as never),
      ExactTypeError,
      'triangleBarycentric: triangle[2][2] is "x", expected a finite number, a bigint or a Rational',
    );
  });

  it('a point off the plane is bad_input; collinear vertices are degenerate', () => {
    expectError(
      () => triangleBarycentric([1, 1, 1], tri),
      ExactRangeError,
      'triangleBarycentric: point is not in the plane of the triangle',
    );
    expectError(
      () => triangleBarycentric([1, 1, 1], [tri[0], tri[1], [8, 0, 0]]),
      ExactRangeError,
      'triangleBarycentric: triangle is degenerate (its three vertices are collinear)',
      'degenerate',
    );
  });
});
