import * as fc from 'fast-check';
import type { CoordinateKind } from '../../arbitraries/index.js';
import { cocircularPoints, cosphericalPoints, point2, point3 } from '../../arbitraries/index.js';
import type { Fields } from './opCases.js';

/**
 * The request fields `diff` sends for `compare_distance`, `incircle` and
 * `insphere`: mostly points on one circle or sphere (the answer 0, where a
 * float test answers by its rounding), some free points; for distances, two
 * points of one circle or sphere seen from its centre.
 *
 * ```ts
 * new Map(kernelOpCases('safe')).get('incircle'); // an fc.Arbitrary of { a, b, c, d }
 * ```
 */
export function kernelOpCases(k: CoordinateKind): [string, fc.Arbitrary<Fields>][] {
  const c = { coordinates: k } as const;
  const circles = cocircularPoints(c);
  const spheres = cosphericalPoints(c);
  const free2 = fc.tuple(point2(c), point2(c), point2(c), point2(c));
  const free3 = fc.tuple(point3(c), point3(c), point3(c), point3(c), point3(c));
  const incircle = fc
    .oneof({ arbitrary: circles.map((v) => v.points), weight: 3 }, { arbitrary: free2, weight: 1 })
    .map(([a, b, cc, d]) => ({ a, b, c: cc, d }));
  const insphere = fc
    .oneof({ arbitrary: spheres.map((v) => v.points), weight: 3 }, { arbitrary: free3, weight: 1 })
    .map(([a, b, cc, d, e]) => ({ a, b, c: cc, d, e }));
  const equidistant = fc.oneof(circles, spheres).map((v) => ({ p: v.center, a: v.points[0], b: v.points[1] }));
  const distance = fc.oneof(
    { arbitrary: equidistant, weight: 3 },
    { arbitrary: free2.map(([p, a, b]) => ({ p, a, b })), weight: 1 },
  );
  return [
    ['compare_distance', distance],
    ['incircle', incircle],
    ['insphere', insphere],
  ];
}
