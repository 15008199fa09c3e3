// Lines that miss a box corner by the smallest possible amount at large
// integer scale: direction (a, b) with a, b near 2^26 or 2^27, and a corner
// (x, y) with a·y − b·x = ±1 (extended Euclid). The doubles' filter cannot
// tell the sign (the products are near 2^52 or 2^54, the difference is 1), so
// these reach the separating-axis test's integer path, where products below
// 2^53 are compared directly and larger ones go to the exact stages.
import { describe, expect, it } from 'vitest';
import { gcd } from '../../src/core/rational.js';
import type { Box } from '../../src/index.js';
import { rayIntersectsBox, segmentIntersectsBox } from '../../src/index.js';

/** x, y with a·y − b·x = 1, for coprime a, b > 0 (0 ≤ x < a). */
function unitCorner(a: bigint, b: bigint): [bigint, bigint] {
  // Extended Euclid on (b, a): s·b + t·a = 1, so a·t − b·(−s) = 1.
  let [r0, r1, s0, s1, t0, t1] = [b, a, 1n, 0n, 0n, 1n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  if (r0 !== 1n) throw new Error('not coprime');
  let x = -s0;
  let y = t0;
  // Shift along (a, b) so that 0 ≤ x < a.
  const k = x >= 0n ? x / a : (x - a + 1n) / a;
  x -= k * a;
  y -= k * b;
  return [x, y];
}

/** Coprime directions (a, b) with a, b within 2^bits·[1, 2). */
function directions(bits: number, count: number): [bigint, bigint][] {
  const out: [bigint, bigint][] = [];
  let a = (1n << BigInt(bits)) + 12345n;
  let b = (1n << BigInt(bits)) + 67891n;
  while (out.length < count) {
    if (gcd(a, b) === 1n) out.push([a, b]);
    a += 7919n;
    b += 104729n;
  }
  return out;
}

describe.each([26, 27])('a box whose corner the line misses by a·y − b·x = ±1, directions near 2^%i', (bits) => {
  const cases = directions(bits, 40).map(([a, b]) => ({ a, b, corner: unitCorner(a, b) }));

  it('the corner really is one unit off the line', () => {
    for (const { a, b, corner } of cases) expect(a * corner[1] - b * corner[0]).toBe(1n);
  });

  it('segments and rays miss the box above the line and the mirrored box below it', () => {
    for (const { a, b, corner } of cases) {
      const [x, y] = corner.map(Number) as [number, number];
      const [da, db] = [Number(a), Number(b)];
      // Above: the box [x − 5, x] × [y, y + 5] has every corner strictly left of the line
      // (a·y − b·x = 1 at (x, y), larger elsewhere).
      const above: Box = { min: [x - 5, y], max: [x, y + 5] };
      // Below: reflected through the origin, a·y − b·x = −1 at (−x, −y).
      const below: Box = { min: [-x, -y - 5], max: [-x + 5, -y] };
      const s: [[number, number], [number, number]] = [
        [-2 * da, -2 * db],
        [2 * da, 2 * db],
      ];
      expect(segmentIntersectsBox(s, above)).toBe(false);
      expect(segmentIntersectsBox(s, below)).toBe(false);
      expect(rayIntersectsBox([0, 0], [da, db], above)).toBe(false);
      expect(rayIntersectsBox([0, 0], [-da, -db], below)).toBe(false);
      // One unit wider, the box has the corner (x + 1, y), where a·y − b·(x + 1) = 1 − b < 0:
      // corners on both sides, so the line crosses it.
      expect(segmentIntersectsBox(s, { min: [x - 5, y], max: [x + 1, y + 5] })).toBe(true);
      expect(rayIntersectsBox([0, 0], [da, db], { min: [x - 5, y], max: [x + 1, y + 5] })).toBe(true);
      // As bigints the same answers come from the exact path.
      const sb: [[bigint, bigint], [bigint, bigint]] = [
        [-2n * a, -2n * b],
        [2n * a, 2n * b],
      ];
      const aboveBig: Box = { min: [corner[0] - 5n, corner[1]], max: [corner[0], corner[1] + 5n] };
      expect(segmentIntersectsBox(sb, aboveBig)).toBe(false);
    }
  });
});

// In 3D the test asks the planes (y, z), (z, x), (x, y) in turn. A plane
// where the projected line only touches a projected corner goes to the
// exact stage, proves nothing, and must leave the later planes to decide.
describe('3D: a plane where the line touches a corner leaves the later planes to decide', () => {
  const box: Box = { min: [0, 0, 0], max: [1, 1, 1] };
  // Each line touches the (y, z) square at one corner only (y + z = 2 at (1, 1), y + z = 0 at (0, 0))
  // and misses the box: the first along (z, x), where x + z = 3.5 > 2; the second along (x, y), where
  // x − y = 1.5 > 1 (its (z, x) projection, x + z = 1.5, crosses the square).
  const lines: [number, number, number][][] = [
    [
      [-0.5, -2, 4],
      [5.5, 4, -2],
    ],
    [
      [-1.5, -3, 3],
      [4.5, 3, -3],
    ],
  ];

  it.each(lines)('the segment %j → %j, either way round, misses the box', (p, q) => {
    expect(segmentIntersectsBox([p, q], box)).toBe(false);
    expect(segmentIntersectsBox([q, p], box)).toBe(false);
    // Moved 1.5 along x, the line passes through a corner of the box: it meets it.
    const shift = (v: [number, number, number]): [number, number, number] => [v[0] - 1.5, v[1], v[2]];
    expect(segmentIntersectsBox([shift(p), shift(q)], box)).toBe(true);
  });

  it.each(lines)('the rays from %j towards %j and back miss the box', (p, q) => {
    const d = q.map((v, i) => v - (p[i] as number));
    expect(rayIntersectsBox(p, d, box)).toBe(false);
    const back = d.map((v) => -v);
    expect(rayIntersectsBox(q, back, box)).toBe(false);
  });
});
