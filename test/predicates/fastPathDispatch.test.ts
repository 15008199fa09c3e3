// The fast paths of the predicates take plain finite doubles only; everything
// else must reach the checked, exact path. For every coordinate of every
// argument this swaps in a bigint (same answer), NaN and -Infinity (a
// RangeError naming that coordinate), and checks the shapes and boxes the
// fast paths test for (a point one coordinate too long, a missing point, an
// inverted box, a zero ray direction). A fast path that let any of these
// through would answer from doubles it never checked.
import { describe, expect, it } from 'vitest';
import {
  boxesOverlap,
  ExactRangeError,
  ExactTypeError,
  orient2d,
  orient3d,
  pointInBox,
  rayIntersectsBox,
  segmentIntersectsBox,
  segmentsIntersect,
} from '../../src/index.js';
import { expectError } from '../support/expectError.js';

type Tree = number | Tree[] | { min: Tree; max: Tree };
type Case = { fn: string; f: (...args: never[]) => unknown; names: string[]; args: Tree[]; expected: unknown };

/**
 * The paths of the arguments' parts that `pick` selects (the walk stops
 * there), spelled as error messages spell them (`box.min[1]`, `s[0][1]`).
 */
function partPaths(names: string[], args: Tree[], pick: (t: Tree) => boolean): string[][] {
  const out: string[][] = [];
  const walk = (t: Tree, path: string[]) => {
    if (pick(t)) out.push(path);
    else if (Array.isArray(t))
      t.forEach((u, i) => {
        walk(u, [...path, `[${i}]`]);
      });
    else if (typeof t === 'object') {
      walk(t.min, [...path, '.min']);
      walk(t.max, [...path, '.max']);
    }
  };
  args.forEach((a, i) => {
    walk(a, [names[i] as string]);
  });
  return out;
}

/** Every coordinate's path. */
const leaves = (names: string[], args: Tree[]) => partPaths(names, args, (t) => typeof t === 'number');
/** Every point's path. */
const pointPaths = (names: string[], args: Tree[]) => partPaths(names, args, (t) => Array.isArray(t) && typeof t[0] === 'number');

/** A deep copy of the arguments with the part at `path` replaced by `f` of it. */
function replaced(args: readonly unknown[], names: string[], path: string[], f: (old: never) => unknown): unknown[] {
  const copy = structuredClone(args) as unknown[];
  const keys = [String(names.indexOf(path[0] as string)), ...path.slice(1).map((k) => k.replace(/[[\].]/g, ''))];
  let node = copy as unknown as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  const last = keys[keys.length - 1] as string;
  node[last] = f(node[last] as never);
  return copy;
}

const call = (c: Case, args: unknown[]) => (c.f as (...a: unknown[]) => unknown)(...args);

const square = { min: [1, 1], max: [3, 3] };
const cube = { min: [1, 1, 1], max: [3, 3, 3] };
const cases: Case[] = [
  {
    fn: 'orient2d',
    f: orient2d,
    names: ['a', 'b', 'c'],
    args: [
      [0, 0],
      [2, 0],
      [1, 1],
    ],
    expected: 1,
  },
  {
    fn: 'orient2d',
    f: orient2d,
    names: ['a', 'b', 'c'],
    args: [
      [0, 0],
      [2, 0],
      [1, -1],
    ],
    expected: -1,
  },
  {
    fn: 'orient2d',
    f: orient2d,
    names: ['a', 'b', 'c'],
    args: [
      [0, 0],
      [1, 1],
      [3, 3],
    ],
    expected: 0,
  },
  ...[
    [[0, 0, 1], 1],
    [[0, 0, -1], -1],
    [[1, 1, 0], 0],
  ].map(([d, expected]) => ({
    fn: 'orient3d',
    f: orient3d,
    names: ['a', 'b', 'c', 'd'],
    args: [[0, 0, 0], [1, 0, 0], [0, 1, 0], d as number[]],
    expected,
  })),
  ...[
    [
      [
        [0, 2],
        [2, 0],
      ],
      true,
    ],
    [
      [
        [3, 3],
        [4, 4],
      ],
      false,
    ],
    [
      [
        [1, 1],
        [2, 2],
      ],
      true,
    ],
  ].map(([t, expected]) => ({
    fn: 'segmentsIntersect',
    f: segmentsIntersect,
    names: ['s', 't'],
    args: [
      [
        [0, 0],
        [2, 2],
      ],
      t as Tree,
    ],
    expected,
  })),
  ...[
    [
      [
        [0, 2],
        [2, 0],
      ],
      square,
      true,
    ], // touches the corner (1, 1)
    [
      [
        [0, 0],
        [4, 1],
      ],
      square,
      false,
    ],
    [
      [
        [0, 2],
        [4, 2],
      ],
      square,
      true,
    ],
    [
      [
        [0, 2, 2],
        [2, 0, 2],
      ],
      cube,
      true,
    ],
    [
      [
        [0, 0, 0],
        [4, 1, 4],
      ],
      cube,
      false,
    ],
    [
      [
        [0, 0, 0],
        [4, 4, 4],
      ],
      cube,
      true,
    ],
  ].map(([s, box, expected]) => ({
    fn: 'segmentIntersectsBox',
    f: segmentIntersectsBox,
    names: ['s', 'box'],
    args: [s as Tree, box as Tree],
    expected,
  })),
  ...[
    [[0, 0], [1, 1], square, true],
    [[5, 5], [1, 1], square, false], // the box is behind
    [[0, 3], [1, 0], square, true], // runs along the top edge
    [[0, 0, 0], [1, 1, 1], cube, true],
    [[5, 5, 5], [1, 1, 1], cube, false],
    [[0, 3, 3], [1, 0, 0], cube, true],
  ].map(([origin, dir, box, expected]) => ({
    fn: 'rayIntersectsBox',
    f: rayIntersectsBox,
    names: ['origin', 'dir', 'box'],
    args: [origin as Tree, dir as Tree, box as Tree],
    expected,
  })),
  ...[
    [[2, 2], square, 'inside'],
    [[1, 2], square, 'boundary'],
    [[0, 2], square, 'outside'],
    [[2, 2, 2], cube, 'inside'],
    [[3, 2, 3], cube, 'boundary'],
    [[2, 2, 4], cube, 'outside'],
  ].map(([p, box, expected]) => ({
    fn: 'pointInBox',
    f: pointInBox,
    names: ['p', 'box'],
    args: [p as Tree, box as Tree],
    expected,
  })),
  ...[
    [{ min: [2, 2], max: [5, 5] }, true],
    [{ min: [3, 3], max: [4, 4] }, true], // touches the corner (3, 3)
    [{ min: [4, 0], max: [5, 5] }, false],
    [{ min: [2, 2, 2], max: [5, 5, 5] }, true],
    [{ min: [3, 0, 3], max: [4, 4, 4] }, true], // touches along an edge
    [{ min: [0, 0, 4], max: [5, 5, 5] }, false],
  ].map(([b, expected]) => ({
    fn: 'boxesOverlap',
    f: boxesOverlap,
    names: ['a', 'b'],
    args: [((b as { min: number[] }).min.length === 2 ? square : cube) as Tree, b as Tree],
    expected,
  })),
];

describe.each(cases)('$fn($args) = $expected', (c) => {
  const paths = leaves(c.names, c.args);

  it('answers from doubles', () => {
    expect(call(c, c.args)).toBe(c.expected);
  });

  it.each(paths.map((p) => [p.join('')]))('gives the same answer with %s a bigint', (name) => {
    const path = paths.find((p) => p.join('') === name) as string[];
    expect(call(c, replaced(c.args, c.names, path, BigInt))).toBe(c.expected);
  });

  it.each(paths.map((p) => [p.join('')]))(
    'gives the same answer with every coordinate a bigint but %s, and names NaN there',
    (name) => {
      // The all-bigint shortcuts must check every coordinate: one number left
      // among bigints has to go the general way.
      let args: unknown[] = c.args;
      for (const other of paths) if (other.join('') !== name) args = replaced(args, c.names, other, BigInt);
      expect(call(c, args)).toBe(c.expected);
      // …and be validated there: NaN among bigints is named, not computed with.
      const path = paths.find((p) => p.join('') === name) as string[];
      expectError(
        () =>
          call(
            c,
            replaced(args, c.names, path, () => Number.NaN),
          ),
        ExactRangeError,
        `${c.fn}: ${name} is NaN`,
      );
    },
  );

  it.each(paths.map((p) => [p.join('')]))('rejects NaN and -Infinity at %s', (name) => {
    const path = paths.find((p) => p.join('') === name) as string[];
    for (const [v, shown] of [
      [Number.NaN, 'NaN'],
      [Number.NEGATIVE_INFINITY, '-Infinity'],
    ] as const) {
      expectError(
        () =>
          call(
            c,
            replaced(c.args, c.names, path, () => v),
          ),
        ExactRangeError,
        `${c.fn}: ${name} is ${shown}`,
      );
    }
  });

  it('rejects a function with the same numeric keys in place of every point and of a segment', () => {
    // Regression: the fast paths of segmentIntersectsBox, segmentBox, rayIntersectsBox, boxesOverlap and
    // rayIntersectsTriangle tested lengths and coordinate types only, and answered for such a function,
    // which their checked paths (and every other function) refuse.
    // A function's length is read-only, but configurable.
    const asFunction = (v: ArrayLike<unknown>) =>
      Object.defineProperty(
        Object.assign(() => 0, { ...Array.from(v) }),
        'length',
        { value: v.length },
      );
    const paths = pointPaths(c.names, c.args);
    const segments = c.names.flatMap((name, i) => (name === 's' || name === 't' ? [[name, i] as const] : []));
    for (const path of paths) {
      const at = path.join('');
      const args = replaced(c.args, c.names, path, asFunction);
      expect(() => call(c, args), at).toThrow(ExactTypeError);
      expect(() => call(c, args), at).toThrow(`${c.fn}: ${at} is a function, expected a point`);
    }
    for (const [name, i] of segments) {
      const args = c.args.map((a, j) => (j === i ? asFunction(a as Tree[]) : a));
      expect(() => call(c, args), name).toThrow(ExactTypeError);
      expect(() => call(c, args), name).toThrow(`${c.fn}: ${name} is a function`);
    }
  });

  it('rejects a point one coordinate too long and a missing point, in every place', () => {
    for (const path of pointPaths(c.names, c.args)) {
      const at = path.join('');
      const withPoint = (f: (p: number[]) => unknown) => replaced(c.args, c.names, path, f);
      expect(
        () =>
          call(
            c,
            withPoint((p) => [...p, 0]),
          ),
        at,
      ).toThrow(new RegExp(`^${c.fn}: `));
      expect(
        () =>
          call(
            c,
            withPoint((p) => [...p, 0]),
          ),
        at,
      ).toThrow(ExactRangeError);
      expect(
        () =>
          call(
            c,
            withPoint(() => null),
          ),
        at,
      ).toThrow(ExactTypeError);
      expect(
        () =>
          call(
            c,
            withPoint(() => null),
          ),
        at,
      ).toThrow(`${c.fn}: ${at} is null`);
    }
  });

  it.each(c.names.map((n) => [n]))('rejects %s null or undefined, naming it', (name) => {
    const i = c.names.indexOf(name);
    for (const v of [null, undefined]) {
      const args = c.args.map((a, j) => (j === i ? v : a));
      expect(() => call(c, args)).toThrow(ExactTypeError);
      expect(() => call(c, args)).toThrow(`${c.fn}: ${name} is ${v}`);
    }
  });

  const boxAt = c.names.indexOf('box');
  if (boxAt >= 0) {
    it('rejects a box with min > max on each axis', () => {
      const box = c.args[boxAt] as { min: number[]; max: number[] };
      box.min.forEach((_, i) => {
        const args = structuredClone(c.args) as unknown as { min: number[]; max: number[] }[];
        const b = args[boxAt] as { min: number[]; max: number[] };
        [b.min[i], b.max[i]] = [b.max[i] as number, b.min[i] as number];
        expectError(
          () => call(c, args),
          ExactRangeError,
          `${c.fn}: box.min[${i}] > box.max[${i}] (${box.max[i]} > ${box.min[i]})`,
        );
      });
    });
  }

  if (c.fn === 'rayIntersectsBox') {
    it('rejects a zero direction', () => {
      const zero = (c.args[1] as number[]).map(() => 0);
      const args = [c.args[0], zero, c.args[2]];
      expectError(
        () => call(c, args),
        ExactRangeError,
        `rayIntersectsBox: dir is [${zero.join(', ')}], expected a non-zero direction`,
      );
    });
  }
});
