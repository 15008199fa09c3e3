import * as fc from 'fast-check';
import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';

/**
 * A box from two independent points: per axis the smaller coordinate is
 * min, the larger max (compared exactly). With `flat`, each axis is
 * collapsed (max := min) with probability 1/4, giving flat and point boxes;
 * the collapse flags shrink toward "not collapsed". Without `flat`, boxes
 * whose two points happen to share a coordinate are filtered out, so every
 * box has an interior.
 */
export function freeBox(
  dim: 2 | 3,
  x: fc.Arbitrary<Coordinate>,
  flat: boolean,
): fc.Arbitrary<{ min: Coordinate[]; max: Coordinate[] }> {
  const point = fc.array(x, { minLength: dim, maxLength: dim });
  const collapse = flat ? fc.constantFrom(false, false, false, true) : fc.constant(false);
  const flags = fc.array(collapse, { minLength: dim, maxLength: dim });
  const boxes = fc.tuple(point, point, flags).map(([a, b, f]) => {
    const min: Coordinate[] = [];
    const max: Coordinate[] = [];
    for (let i = 0; i < dim; i++) {
      const u = a[i] as Coordinate;
      const v = b[i] as Coordinate;
      const lo = compareCoord(u, v) <= 0 ? u : v;
      const hi = lo === u ? v : u;
      min.push(lo);
      max.push(f[i] ? lo : hi);
    }
    return { min, max };
  });
  return flat ? boxes : boxes.filter(({ min, max }) => min.every((x, i) => compareCoord(x, max[i] as Coordinate) < 0));
}
