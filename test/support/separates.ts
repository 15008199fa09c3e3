import type { RationalPoint } from '../../src/constructions/segmentIntersection.js';
import { compareAngle } from '../../src/polygon/compareAngle.js';

/**
 * True when the two directions from p to b₁ and b₂ lie on different sides
 * of the two directions from p to a₁ and a₂: one strictly inside each of
 * the open angles that a₁ and a₂ cut around p. That is when two curves
 * through p, one along a₁ p a₂ and one along b₁ p b₂, cross there (rather
 * than touch). Directions that coincide with a₁'s or a₂'s separate nothing.
 *
 * ```ts
 * separates([[-1, 0], [1, 0]], [[0, -1], [0, 1]], [0, 0]); // true (a cross)
 * separates([[-1, 0], [1, 0]], [[1, 1], [-1, 1]], [0, 0]); // false (both above)
 * ```
 */
export function separates(
  [a1, a2]: readonly [RationalPoint, RationalPoint],
  [b1, b2]: readonly [RationalPoint, RationalPoint],
  p: RationalPoint,
): boolean {
  const side1 = sector(p, a1, a2, b1);
  const side2 = sector(p, a1, a2, b2);
  return side1 !== 0 && side2 !== 0 && side1 !== side2;
}

/**
 * 1 when the direction to x lies strictly inside the angle swept
 * counterclockwise from the direction to a₁ to that to a₂, −1 when strictly
 * inside the other one, 0 when it is one of them.
 */
function sector(p: RationalPoint, a1: RationalPoint, a2: RationalPoint, x: RationalPoint): -1 | 0 | 1 {
  const from1 = compareAngle(p, a1, x);
  const to2 = compareAngle(p, x, a2);
  if (from1 === 0 || to2 === 0) return 0;
  // Angles in [0, 2π) from the x axis: the sweep from a₁ to a₂ wraps past 0 when a₂ comes first.
  const wraps = compareAngle(p, a2, a1) < 0;
  const within = wraps ? from1 < 0 || to2 < 0 : from1 < 0 && to2 < 0;
  return within ? 1 : -1;
}
