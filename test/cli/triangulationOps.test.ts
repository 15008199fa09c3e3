import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/index.js';
import type { ListPoint } from '../../src/triangulation/triangleListProblem.js';
import { triangleListProblem } from '../../src/triangulation/triangleListProblem.js';
import { CLI_LABEL } from './cliProcess.js';
import type { OpCase } from './opCases.js';
import { checkCase, evalCases } from './opCases.js';

/*
 * PROTOCOL.md's triangulate, delaunay and constrained_delaunay end to end
 * through the spawned command. The order of the triangles and the first
 * vertex of each are free, so an answer is compared in a canonical form
 * (each triangle from its smallest vertex, the triangles sorted); where
 * the triangulation is not unique (cocircular points, a square's two
 * diagonals), the answer is checked against the rules instead.
 */

type Tri = string[][];

/** Each triangle rotated to start at its smallest vertex (x, then y, as text is enough for the small integers here), then sorted. */
function canonical(triangles: Tri[]): string {
  const key = (p: string[]) => p.map((c) => Rational.parse(c).toNumber());
  const less = (a: string[], b: string[]) => {
    const [ka, kb] = [key(a), key(b)];
    return (ka[0] as number) - (kb[0] as number) || (ka[1] as number) - (kb[1] as number);
  };
  const rotated = triangles.map((t) => {
    let m = 0;
    for (let k = 1; k < 3; k++) if (less(t[k] as string[], t[m] as string[]) < 0) m = k;
    return [t[m], t[(m + 1) % 3], t[(m + 2) % 3]].map((p) => (p as string[]).join(' ')).join(' | ');
  });
  return rotated.sort().join('\n');
}

const P = (x: number | string, y: number | string): string[] => [String(x), String(y)];

/** Triangles' vertices as exact points. */
const listPoints = (triangles: Tri[]): ListPoint[][] =>
  triangles.map((t) => t.map((p) => [Rational.parse(p[0] as string), Rational.parse(p[1] as string)] as const));

const SQUARE = '[[0,0],[4,0],[4,4],[0,4]]';
const HOLE = '[[1,1],[1,3],[3,3],[3,1]]';

type Case = OpCase | [title: string, request: string, expected: { valid: (triangles: Tri[]) => string | null; count: number }];

const square = (side: number): ListPoint[] => [
  [0, 0],
  [side, 0],
  [side, side],
  [0, side],
];

const cases: Case[] = [
  // One triangle: the only triangulation, counterclockwise whichever way it is given.
  [
    'delaunay one triangle',
    '{"op":"delaunay","points":[[0,0],[0,3],[4,0]]}',
    { result: { triangles: [[P(0, 0), P(4, 0), P(0, 3)]] } },
  ],
  // (5, 1) and (5, -1) are closer than (0, 0) and (10, 0): the short diagonal.
  [
    'delaunay thin rhombus',
    '{"op":"delaunay","points":[[0,0],[10,0],[5,1],[5,-1]]}',
    {
      result: {
        triangles: [
          [P(0, 0), P(5, -1), P(5, 1)],
          [P(5, -1), P(10, 0), P(5, 1)],
        ],
      },
    },
  ],
  ['delaunay collinear', '{"op":"delaunay","points":[[0,0],[1,1],[2,2],[1,1]]}', { result: { triangles: [] } }],
  ['delaunay one point', '{"op":"delaunay","points":[["1/3","2/3"]]}', { result: { triangles: [] } }],
  [
    'delaunay cocircular square (either diagonal)',
    '{"op":"delaunay","points":[[0,0],[4,0],[4,4],[0,4],[0,0]]}',
    {
      count: 2,
      valid: (t) =>
        triangleListProblem(listPoints(t), { vertices: square(4), allVertices: true, area: Rational.of(16n), delaunay: true }),
    },
  ],
  // The crossing diagonals of a square meet at (2, 2): four triangles around it.
  [
    'constrained_delaunay crossing segments',
    '{"op":"constrained_delaunay","points":[],"segments":[[[0,0],[4,4]],[[4,0],[0,4]]]}',
    {
      result: {
        triangles: [
          [P(0, 0), P(4, 0), P(2, 2)],
          [P(0, 0), P(2, 2), P(0, 4)],
          [P(2, 2), P(4, 0), P(4, 4)],
          [P(0, 4), P(2, 2), P(4, 4)],
        ],
      },
    },
  ],
  // The long diagonal is forced: the two triangles beside it.
  [
    'constrained_delaunay keeps the long diagonal',
    '{"op":"constrained_delaunay","points":[[5,1],[5,-1]],"segments":[[[0,0],[10,0]]]}',
    {
      result: {
        triangles: [
          [P(0, 0), P(10, 0), P(5, 1)],
          [P(0, 0), P(5, -1), P(10, 0)],
        ],
      },
    },
  ],
  // Thirds: the crossing of (0, 0)–(1, 1) and (0, 1)–(1, 0) scaled by 1/3 is (1/6, 1/6).
  [
    'constrained_delaunay rational crossing',
    '{"op":"constrained_delaunay","points":[],"segments":[[[0,0],["1/3","1/3"]],[[0,"1/3"],["1/3",0]]]}',
    {
      result: {
        triangles: [
          [P(0, 0), P('1/3', 0), P('1/6', '1/6')],
          [P(0, 0), P('1/6', '1/6'), P(0, '1/3')],
          [P('1/6', '1/6'), P('1/3', 0), P('1/3', '1/3')],
          [P(0, '1/3'), P('1/6', '1/6'), P('1/3', '1/3')],
        ],
      },
    },
  ],
  [
    'constrained_delaunay collinear',
    '{"op":"constrained_delaunay","points":[[3,3]],"segments":[[[0,0],[2,2]]]}',
    { result: { triangles: [] } },
  ],
  // A bow tie: two triangles meeting at the crossing (1, 1), either rule.
  [
    'triangulate bow tie',
    '{"op":"triangulate","rings":[[[0,0],[2,2],[2,0],[0,2]]],"rule":"nonzero"}',
    {
      result: {
        triangles: [
          [P(0, 0), P(1, 1), P(0, 2)],
          [P(1, 1), P(2, 0), P(2, 2)],
        ],
      },
    },
  ],
  [
    'triangulate square with a hole (area 12)',
    `{"op":"triangulate","rings":[${SQUARE},${HOLE}],"rule":"evenodd"}`,
    {
      count: 8,
      valid: (t) =>
        triangleListProblem(listPoints(t), {
          vertices: [...square(4), [1, 1], [1, 3], [3, 3], [3, 1]],
          allVertices: true,
          area: Rational.of(12n),
        }),
    },
  ],
  [
    'triangulate collinear ring',
    '{"op":"triangulate","rings":[[[0,0],[1,1],[2,2]]],"rule":"nonzero"}',
    { result: { triangles: [] } },
  ],
  // Errors.
  ['delaunay no points', '{"op":"delaunay","points":[]}', { error: 'bad_input', message: /points is empty/ }],
  ['delaunay 3D point', '{"op":"delaunay","points":[[0,0,0]]}', { error: 'bad_input', message: /2D only/ }],
  ['triangulate bad rule', `{"op":"triangulate","rings":[${SQUARE}],"rule":"odd"}`, { error: 'bad_input', message: /rule/ }],
  [
    'triangulate missing rule',
    `{"op":"triangulate","rings":[${SQUARE}]}`,
    { error: 'bad_input', message: /missing field "rule"/ },
  ],
  ['triangulate no rings', '{"op":"triangulate","rule":"nonzero"}', { error: 'bad_input', message: /missing field "rings"/ }],
  [
    'triangulate max_pairs 3 (a square has 4)',
    `{"op":"triangulate","rings":[${SQUARE}],"rule":"nonzero","max_pairs":3}`,
    { error: 'too_large', message: /max_pairs 3/ },
  ],
  [
    'triangulate max_pairs 4',
    `{"op":"triangulate","rings":[${SQUARE}],"rule":"nonzero","max_pairs":4}`,
    { count: 2, valid: () => null },
  ],
  [
    'constrained_delaunay both empty',
    '{"op":"constrained_delaunay","points":[],"segments":[]}',
    { error: 'bad_input', message: /both empty/ },
  ],
  [
    'constrained_delaunay no segments field',
    '{"op":"constrained_delaunay","points":[[0,0]]}',
    { error: 'bad_input', message: /missing field "segments"/ },
  ],
  [
    'constrained_delaunay max_pairs 0 (the two diagonals cross)',
    '{"op":"constrained_delaunay","points":[],"segments":[[[0,0],[4,4]],[[4,0],[0,4]]],"max_pairs":0}',
    { error: 'too_large', message: /max_pairs 0/ },
  ],
];

describe(`triangulation ops of PROTOCOL.md (${CLI_LABEL})`, () => {
  const run = evalCases(cases.map(([title, request]) => [title, request, { result: null }] as OpCase));

  it('answers every line, in order, and exits 1 (some cases are errors)', () => {
    expect(run.responses().map((r) => r.id)).toEqual(cases.map((_, i) => i));
    expect(run.status()).toBe(1);
  });

  it.each(cases.map((c, i) => [c[0], i, c[2]] as const))('%s', (_title, i, expected) => {
    const response = run.responses()[i];
    if ('valid' in expected) {
      const triangles = (response?.result as { triangles: Tri[] } | undefined)?.triangles ?? [];
      expect(triangles.length).toBe(expected.count);
      expect(expected.valid(triangles)).toBeNull();
    } else if ('result' in expected) {
      const got = (response?.result as { triangles: Tri[] } | undefined)?.triangles;
      expect(got).toBeDefined();
      expect(canonical(got as Tri[])).toBe(canonical((expected.result as { triangles: Tri[] }).triangles));
    } else checkCase(response, i, expected);
  });
});
