import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/core/coordinate.js';
import { ExactRangeError, Rational, trianglesIntersect } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { trianglesIntersectFrac } from '../support/triangleFrac.js';
import type { P3, Tri } from './helpers.js';
import { permutations, smallInts } from './helpers.js';

const base: Tri = [
  [0, 0, 0],
  [2, 0, 0],
  [0, 2, 0],
];

describe('trianglesIntersect: obvious cases', () => {
  it('piercing, touching at a vertex, along an edge, vertex on an edge, apart', () => {
    expect(
      trianglesIntersect(base, [
        [0.5, 0.5, -1],
        [0.5, 0.5, 1],
        [3, 3, 1],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersect(base, [
        [1, 1, 0],
        [1, 1, 5],
        [3, 3, 5],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersect(base, [
        [0, 0, 0],
        [2, 0, 0],
        [1, 0, 5],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersect(base, [
        [1, 0, 0],
        [1, -1, 1],
        [1, -1, -1],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersect(base, [
        [0, 0, 1],
        [2, 0, 1],
        [0, 2, 1],
      ]),
    ).toBe(false);
    expect(
      trianglesIntersect(base, [
        [1, 1, 2 ** -50],
        [1, 1, 5],
        [3, 3, 5],
      ]),
    ).toBe(false);
  });

  it('crossing through each other without any vertex inside the other (a chain link)', () => {
    const a: Tri = [
      [-2, 0, 0],
      [2, 0, 0],
      [0, 3, 0],
    ];
    const b: Tri = [
      [0, 1, -2],
      [0, 1, 2],
      [0, -3, 0],
    ];
    expect(trianglesIntersect(a, b)).toBe(true);
    expect(trianglesIntersectFrac(a, b)).toBe(true);
  });

  it('coplanar: overlapping, one inside the other, sharing an edge, touching at a vertex, apart', () => {
    expect(
      trianglesIntersect(base, [
        [1, -1, 0],
        [1, 3, 0],
        [-1, 1, 0],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersect(base, [
        [0.25, 0.25, 0],
        [1, 0.25, 0],
        [0.25, 1, 0],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersect(
        [
          [0.25, 0.25, 0],
          [1, 0.25, 0],
          [0.25, 1, 0],
        ],
        base,
      ),
    ).toBe(true);
    expect(
      trianglesIntersect(base, [
        [2, 0, 0],
        [0, 2, 0],
        [2, 2, 0],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersect(base, [
        [2, 0, 0],
        [3, 0, 0],
        [3, 1, 0],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersect(base, [
        [2, 1, 0],
        [1, 2, 0],
        [2, 2, 0],
      ]),
    ).toBe(false);
    expect(
      trianglesIntersect(base, [
        [1, 1 + 2 ** -50, 0],
        [1 + 2 ** -50, 1, 0],
        [2, 2, 0],
      ]),
    ).toBe(false);
  });
});

describe('trianglesIntersect against separating axes on fractions', () => {
  it('small integer grids (many touching and coplanar pairs)', () => {
    const point = smallInts(97, 2);
    let meets = 0;
    let coplanar = 0;
    for (let i = 0; i < 3000; i++) {
      const flat = i % 4 === 0;
      const pick = (): P3 => {
        const p = point();
        return flat ? [p[0] as Coordinate, p[1] as Coordinate, 1] : p;
      };
      const a = [pick(), pick(), pick()] as Tri;
      const b = [pick(), pick(), pick()] as Tri;
      let want: boolean;
      try {
        want = trianglesIntersectFrac(a, b);
      } catch {
        continue;
      }
      expect(trianglesIntersect(a, b), JSON.stringify([a, b])).toBe(want);
      expect(trianglesIntersect(b, a)).toBe(want);
      if (want) meets++;
      if (flat && want) coplanar++;
    }
    expect(meets).toBeGreaterThan(300);
    expect(coplanar).toBeGreaterThan(100);
  });

  it('touching pairs moved by one ulp, far from the origin', () => {
    const s = 2 ** 40 + 0.5;
    const a: Tri = [
      [s, s, s],
      [s + 3, s, s + 1],
      [s, s + 5, s - 2],
    ];
    // b's first vertex on a's edge from a[0] to a[1] (its midpoint), then nudged.
    for (const nudge of [-(2 ** -12), 0, 2 ** -12]) {
      const b: Tri = [
        [s + 1.5, s, s + 0.5 + nudge],
        [s + 1.5, s - 4, s + 7],
        [s - 1, s - 2, s + 9],
      ];
      expect(trianglesIntersect(a, b), `${nudge}`).toBe(trianglesIntersectFrac(a, b));
    }
  });
});

describe('trianglesIntersect: laws', () => {
  const pairs: [Tri, Tri][] = [
    [
      base,
      [
        [1, 1, 0],
        [1, 1, 5],
        [3, 3, 5],
      ],
    ],
    [
      base,
      [
        [1, 1 + 2 ** -50, 0],
        [1 + 2 ** -50, 1, 0],
        [2, 2, 0],
      ],
    ],
    [
      base,
      [
        [2, 0, 0],
        [0, 2, 0],
        [2, 2, 0],
      ],
    ],
    [
      base,
      [
        [1, 0, 0],
        [1, -1, 1],
        [1, -1, -1],
      ],
    ],
  ];
  it("symmetric, and the same for every order of either triangle's vertices", () => {
    for (const [a, b] of pairs) {
      const want = trianglesIntersect(a, b);
      for (const u of permutations(a)) for (const v of permutations(b)) expect(trianglesIntersect(v, u)).toBe(want);
    }
  });

  it('invariant under a huge bigint translation and under Rational coordinates', () => {
    const shift = 3n ** 90n;
    const third = Rational.of(1n, 3n);
    for (const [a, b] of pairs) {
      const want = trianglesIntersect(a, b);
      const move = (t: Tri) => t.map((p) => p.map((x) => Rational.from(x as number).add(shift))) as Tri;
      expect(trianglesIntersect(move(a), move(b))).toBe(want);
      const scale = (t: Tri) => t.map((p) => p.map((x) => third.mul(x as number))) as Tri;
      expect(trianglesIntersect(scale(a), scale(b))).toBe(want);
    }
  });
});

describe('trianglesIntersect: bad input', () => {
  it('shapes first, then degenerate triangles, named by argument', () => {
    const line: Tri = [
      [0, 0, 0],
      [1, 1, 1],
      [2, 2, 2],
    ];
    expectError(
      () => trianglesIntersect(base, [base[0], base[1]] as never),
      ExactRangeError,
      'trianglesIntersect: b has 2 points, expected 3',
    );
    expectError(
      () => trianglesIntersect(line, [base[0], base[1], [0, 0, Number.NaN]]),
      ExactRangeError,
      'trianglesIntersect: b[2][2] is NaN',
    );
    expectError(
      () => trianglesIntersect([base[0], base[1], [0, Number.NaN, 0]], base),
      ExactRangeError,
      'trianglesIntersect: a[2][1] is NaN',
    );
    expectError(
      () => trianglesIntersect(line, base),
      ExactRangeError,
      'trianglesIntersect: a is degenerate (its three vertices are collinear)',
      'degenerate',
    );
    expectError(
      () => trianglesIntersect(base, line),
      ExactRangeError,
      'trianglesIntersect: b is degenerate (its three vertices are collinear)',
      'degenerate',
    );
  });
});
