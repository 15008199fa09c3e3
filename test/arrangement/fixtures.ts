import type { Coordinate } from '../../src/index.js';
import { mulberry32 } from '../support/random.js';

/** A 2D segment of any coordinates, as the tests write them. */
export type Seg = [[Coordinate, Coordinate], [Coordinate, Coordinate]];

/** The segment (ax, ay)–(bx, by). */
export const seg = (ax: Coordinate, ay: Coordinate, bx: Coordinate, by: Coordinate): Seg => [
  [ax, ay],
  [bx, by],
];

/**
 * Seeded sets of up to `size` segments with endpoints on a small lattice
 * of step `step` (so full of crossings, touchings, overlaps and repeats):
 * `count` of them.
 */
export function latticeSets(seed: number, count: number, size: number, step = 1): Seg[][] {
  const rand = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const n = 1 + Math.floor(rand() * size);
    const r = 1 + Math.floor(rand() * 6);
    const g = () => Math.floor(rand() * r) * step;
    return Array.from({ length: n }, () => seg(g(), g(), g(), g()));
  });
}
