import { describe, expect, it } from 'vitest';
import { CLI_LABEL, evalLines } from './cliProcess.js';
import type { OpCase } from './opCases.js';
import { checkCase, evalCases } from './opCases.js';

/*
 * PROTOCOL.md's "Polygons (any shape)" ops end to end through the spawned
 * command: results worked out by hand (the arithmetic in comments), every
 * error code, the field names and the order of the checks.
 */

const SQUARE = '[[0,0],[4,0],[4,4],[0,4]]';
const HOLE_CW = '[[1,1],[1,3],[3,3],[3,1]]';
const HOLE_CCW = '[[1,1],[3,1],[3,3],[1,3]]';
const STAR = '[[0,10],[6,-8],[-10,3],[10,3],[-6,-8]]';

const cases: OpCase[] = [
  ['point_in_polygon inside', `{"op":"point_in_polygon","p":[2,2],"rings":[${SQUARE}],"rule":"nonzero"}`, { result: 'inside' }],
  [
    'point_in_polygon in a hole',
    `{"op":"point_in_polygon","p":[2,2],"rings":[${SQUARE},${HOLE_CW}],"rule":"nonzero"}`,
    { result: 'outside' },
  ],
  [
    'point_in_polygon on a hole edge',
    `{"op":"point_in_polygon","p":[1,2],"rings":[${SQUARE},${HOLE_CW}],"rule":"evenodd"}`,
    { result: 'boundary' },
  ],
  // A hole wound the same way: winding 2, nonzero fills it, evenodd does not.
  [
    'point_in_polygon same-way hole, nonzero',
    `{"op":"point_in_polygon","p":[2,2],"rings":[${SQUARE},${HOLE_CCW}],"rule":"nonzero"}`,
    { result: 'inside' },
  ],
  [
    'point_in_polygon same-way hole, evenodd',
    `{"op":"point_in_polygon","p":[2,2],"rings":[${SQUARE},${HOLE_CCW}],"rule":"evenodd"}`,
    { result: 'outside' },
  ],
  [
    'point_in_polygon pentagram centre, evenodd',
    `{"op":"point_in_polygon","p":[0,0],"rings":[${STAR}],"rule":"evenodd"}`,
    { result: 'outside' },
  ],
  // (1/3, 1/3) is on x + y = 2/3, the hypotenuse of the triangle (0,0), (2/3,0), (0,2/3).
  [
    'point_in_polygon rational on an edge',
    '{"op":"point_in_polygon","p":["1/3","1/3"],"rings":[[[0,0],["2/3",0],[0,"2/3"]]],"rule":"nonzero"}',
    { result: 'boundary' },
  ],
  // 0.1 + 0.2 as decimals is exactly 0.3: on the right edge x = 0.3.
  [
    'point_in_polygon decimal strings exact',
    '{"op":"point_in_polygon","p":["0.3","0.5"],"rings":[[[0,0],["0.3",0],["0.3",1],[0,1]]],"rule":"nonzero"}',
    { result: 'boundary' },
  ],
  [
    'point_in_polygon one-point ring',
    '{"op":"point_in_polygon","p":[5,5],"rings":[[[5,5]]],"rule":"nonzero"}',
    { result: 'boundary' },
  ],
  [
    'point_in_polygon big integers',
    '{"op":"point_in_polygon","p":["100000000000000000000000000001","1"],"rings":[[[0,0],["200000000000000000000000000000",0],[0,"200000000000000000000000000000"]]],"rule":"nonzero"}',
    { result: 'inside' },
  ],

  ['winding_number once', `{"op":"winding_number","p":[2,2],"rings":[${SQUARE}]}`, { result: { boundary: false, winding: 1 } }],
  [
    'winding_number clockwise pentagram centre',
    `{"op":"winding_number","p":[0,0],"rings":[${STAR}]}`,
    { result: { boundary: false, winding: -2 } },
  ],
  [
    'winding_number hole',
    `{"op":"winding_number","p":[2,2],"rings":[${SQUARE},${HOLE_CW}]}`,
    { result: { boundary: false, winding: 0 } },
  ],
  [
    'winding_number outside',
    `{"op":"winding_number","p":[9,9],"rings":[${SQUARE}]}`,
    { result: { boundary: false, winding: 0 } },
  ],
  ['winding_number boundary', `{"op":"winding_number","p":[4,4],"rings":[${SQUARE}]}`, { result: { boundary: true } }],

  ['polygon_area square minus hole', `{"op":"polygon_area","rings":[${SQUARE},${HOLE_CW}]}`, { result: '12' }],
  ['polygon_area clockwise', '{"op":"polygon_area","rings":[[[0,0],[0,1],[1,0]]]}', { result: '-1/2' }],
  // (1/3)(1/3)/2 = 1/18.
  ['polygon_area rationals', '{"op":"polygon_area","rings":[[[0,0],["1/3",0],[0,"1/3"]]]}', { result: '1/18' }],
  ['polygon_area zero is "0"', '{"op":"polygon_area","rings":[[[0,0],[2,2],[2,0],[0,2]]]}', { result: '0' }],
  // 0.5 as a JSON number is exactly 1/2: the square's area is 1/4.
  ['polygon_area double literal', '{"op":"polygon_area","rings":[[[0,0],[0.5,0],[0.5,0.5],[0,0.5]]]}', { result: '1/4' }],

  ['polygon_is_simple square', `{"op":"polygon_is_simple","ring":${SQUARE}}`, { result: true }],
  ['polygon_is_simple bow tie', '{"op":"polygon_is_simple","ring":[[0,0],[4,4],[4,0],[0,4]]}', { result: false }],
  [
    'polygon_is_simple duplicates removed first',
    '{"op":"polygon_is_simple","ring":[[0,0],[0,0],[4,0],[4,4],[0,4],[0,0]]}',
    { result: true },
  ],
  ['polygon_is_simple fewer than 3 vertices', '{"op":"polygon_is_simple","ring":[[0,0],[1,1],[1,1]]}', { result: false }],
  ['polygon_is_simple spike', '{"op":"polygon_is_simple","ring":[[0,0],[4,0],[8,0],[4,0],[4,4]]}', { result: false }],
  ['polygon_is_simple collinear vertex allowed', '{"op":"polygon_is_simple","ring":[[0,0],[2,0],[4,0],[4,4]]}', { result: true }],
  [
    'polygon_is_simple vertex twice',
    '{"op":"polygon_is_simple","ring":[[0,0],[2,2],[4,0],[4,4],[2,2],[0,4]]}',
    { result: false },
  ],

  [
    'convex_hull square with inner and edge points',
    '{"op":"convex_hull","points":[[1,1],[0,0],[2,2],[2,0],[1,0],[0,2]]}',
    {
      result: [
        ['0', '0'],
        ['2', '0'],
        ['2', '2'],
        ['0', '2'],
      ],
    },
  ],
  ['convex_hull all equal', '{"op":"convex_hull","points":[[3,4],[3,4]]}', { result: [['3', '4']] }],
  [
    'convex_hull collinear: the extremes',
    '{"op":"convex_hull","points":[[2,2],["0.5","0.5"],[3,3],[1,1]]}',
    {
      result: [
        ['1/2', '1/2'],
        ['3', '3'],
      ],
    },
  ],
  [
    'convex_hull starts at the smallest (x, y)',
    '{"op":"convex_hull","points":[[5,0],[0,5],[0,-5],[-5,0],[0,0]]}',
    {
      result: [
        ['-5', '0'],
        ['0', '-5'],
        ['5', '0'],
        ['0', '5'],
      ],
    },
  ],

  // Errors.
  [
    'point_in_polygon empty rings',
    '{"op":"point_in_polygon","p":[0,0],"rings":[],"rule":"nonzero"}',
    { error: 'bad_input', message: /rings is empty/ },
  ],
  [
    'point_in_polygon empty ring',
    `{"op":"point_in_polygon","p":[0,0],"rings":[${SQUARE},[]],"rule":"nonzero"}`,
    { error: 'bad_input', message: /rings\[1\] is empty/ },
  ],
  [
    'point_in_polygon non-point vertex',
    '{"op":"point_in_polygon","p":[0,0],"rings":[[[0,0],[1,0],"x"]],"rule":"nonzero"}',
    { error: 'bad_input', message: /rings\[0\]\[2\]/ },
  ],
  [
    'point_in_polygon 3D vertex',
    '{"op":"point_in_polygon","p":[0,0],"rings":[[[0,0],[1,0,0],[0,1]]],"rule":"nonzero"}',
    { error: 'bad_input', message: /rings\[0\]\[1\] has 3 coordinates/ },
  ],
  [
    'point_in_polygon ring not an array',
    '{"op":"point_in_polygon","p":[0,0],"rings":[5],"rule":"nonzero"}',
    { error: 'bad_input', message: /rings\[0\] is 5/ },
  ],
  [
    'point_in_polygon unknown rule',
    `{"op":"point_in_polygon","p":[0,0],"rings":[${SQUARE}],"rule":"winding"}`,
    { error: 'bad_input', message: /rule is "winding", expected "nonzero" or "evenodd"/ },
  ],
  [
    'point_in_polygon missing rule',
    `{"op":"point_in_polygon","p":[0,0],"rings":[${SQUARE}]}`,
    { error: 'bad_input', message: /missing field "rule"/ },
  ],
  [
    'point_in_polygon rule before too_large',
    `{"op":"point_in_polygon","p":[0,"1e99999"],"rings":[${SQUARE}],"rule":"odd"}`,
    { error: 'bad_input', message: /rule/ },
  ],
  [
    'point_in_polygon too_large',
    `{"op":"point_in_polygon","p":[0,"1e99999"],"rings":[${SQUARE}],"rule":"evenodd"}`,
    { error: 'too_large' },
  ],
  ['winding_number missing rings', '{"op":"winding_number","p":[0,0]}', { error: 'bad_input', message: /missing field "rings"/ }],
  [
    'polygon_area rings not an array',
    '{"op":"polygon_area","rings":{"0":[]}}',
    { error: 'bad_input', message: /rings is an object/ },
  ],
  ['polygon_is_simple empty ring', '{"op":"polygon_is_simple","ring":[]}', { error: 'bad_input', message: /ring is empty/ }],
  ['polygon_is_simple NaN token', '{"op":"polygon_is_simple","ring":[[0,NaN]]}', { error: 'bad_json' }],
  ['convex_hull empty', '{"op":"convex_hull","points":[]}', { error: 'bad_input', message: /points is empty/ }],
  ['convex_hull too_large', '{"op":"convex_hull","points":[[0,0],["1e20000",1]]}', { error: 'too_large' }],
  ['convex_hull 3D', '{"op":"convex_hull","points":[[0,0,0]]}', { error: 'bad_input', message: /2D only/ }],
];

describe(`polygon ops of PROTOCOL.md (${CLI_LABEL})`, () => {
  const run = evalCases(cases);

  it('answers every line, in order, and exits 1 (some cases are errors)', () => {
    // A line that is not JSON has no id to echo: it gets its 1-based line number.
    expect(run.responses().map((r) => r.id)).toEqual(
      cases.map(([, , e], i) => ('error' in e && e.error === 'bad_json' ? i + 1 : i)),
    );
    expect(run.status()).toBe(1);
  });

  it.each(cases.map((c, i) => [c[0], i, c[2]] as const))('%s', (_title, i, expected) => {
    checkCase(run.responses()[i], i, expected);
  });

  it('a large non-simple ring is answered at once (no witness search): 20 000 vertices crossing late', async () => {
    const n = 20000;
    const ring: number[][] = [];
    for (let i = 0; i < n; i++)
      ring.push([Math.round(1e6 * Math.cos((2 * Math.PI * i) / n)), Math.round(1e6 * Math.sin((2 * Math.PI * i) / n))]);
    // The last vertex pulled across the middle: only the last edges cross others.
    ring[n - 2] = [-2e6, 0];
    const run = await evalLines([
      JSON.stringify({ op: 'polygon_is_simple', ring }),
      JSON.stringify({ op: 'polygon_is_simple', ring: ring.slice(0, n - 2) }),
    ]);
    expect(run.responses.map((r) => r.result)).toEqual([false, true]);
  });
});
