import { describe, expect, it } from 'vitest';
import type { Response } from './cliProcess.js';
import { CLI_LABEL } from './cliProcess.js';
import type { OpCase } from './opCases.js';
import { checkOpCases } from './opCases.js';

/*
 * PROTOCOL.md's triangle ops end to end through the spawned command:
 * segment_triangle, ray_triangle and triangles_intersect. Expected answers
 * are worked out by hand (the arithmetic in comments), the exact values of
 * double literals with Python's fractions, never taken from the library.
 */

const TRI = '[[0,0,0],[4,0,0],[0,4,0]]';
const LINE = '[[0,0,0],[1,1,1],[3,3,3]]';
// A mesh's two triangles sharing the edge A–B (A = (0.5, 0.8, 2.4), B = (0, 0.8, 0.5)), and a ray
// from (1.6, 2, 3.2) to the edge's midpoint: the mean of those doubles and its difference are exact.
const FIRST = '[[0.5,0.8,2.4],[0,0.8,0.5],[2.5,0.4,2.9]]';
const SECOND = '[[0,0.8,0.5],[0.5,0.8,2.4],[0.8,2.2,2.4]]';
const MIDPOINT = ['1/4', '3602879701896397/4503599627370496', '6530219459687219/4503599627370496'];

const cases: OpCase[] = [
  // segment_triangle: s(t) = p + t(q − p) against the triangle x, y ≥ 0, x + y ≤ 4 in z = 0
  [
    'segment_triangle through the interior',
    `{"op":"segment_triangle","s":[[1,1,2],[1,1,-2]],"triangle":${TRI}}`,
    { result: { kind: 'point', point: ['1', '1', '0'], t: '1/2', where: 'interior' } },
  ],
  // z = 3 − 4t = 0 at t = 3/4, where x + y = 4: the hypotenuse.
  [
    'segment_triangle through an edge',
    `{"op":"segment_triangle","s":[[2,2,3],[2,2,-1]],"triangle":${TRI}}`,
    { result: { kind: 'point', point: ['2', '2', '0'], t: '3/4', where: 'edge' } },
  ],
  [
    'segment_triangle through a vertex',
    `{"op":"segment_triangle","s":[[4,0,3],[4,0,-3]],"triangle":${TRI}}`,
    { result: { kind: 'point', point: ['4', '0', '0'], t: '1/2', where: 'vertex' } },
  ],
  [
    'segment_triangle beside it',
    `{"op":"segment_triangle","s":[[3,3,1],[3,3,-1]],"triangle":${TRI}}`,
    { result: { kind: 'none' } },
  ],
  [
    'segment_triangle stopping short',
    `{"op":"segment_triangle","s":[[1,1,3],[1,1,1]],"triangle":${TRI}}`,
    { result: { kind: 'none' } },
  ],
  // In the plane along y = 1: x = −1 + 6t enters at x = 0 (t = 1/6) and leaves at x + y = 4, x = 3 (t = 2/3).
  [
    'segment_triangle in the plane: the shared piece',
    `{"op":"segment_triangle","s":[[-1,1,0],[5,1,0]],"triangle":${TRI}}`,
    {
      result: {
        kind: 'segment',
        segment: [
          ['0', '1', '0'],
          ['3', '1', '0'],
        ],
        t: ['1/6', '2/3'],
      },
    },
  ],
  // Along y = 4 the plane segment touches only the vertex (0, 4, 0), at t = 1/2.
  [
    'segment_triangle in the plane: grazing a vertex',
    `{"op":"segment_triangle","s":[[-1,4,0],[1,4,0]],"triangle":${TRI}}`,
    { result: { kind: 'point', point: ['0', '4', '0'], t: '1/2', where: 'vertex' } },
  ],
  [
    'segment_triangle zero length inside',
    `{"op":"segment_triangle","s":[[1,1,0],[1,1,0]],"triangle":${TRI}}`,
    { result: { kind: 'point', point: ['1', '1', '0'], t: '0', where: 'interior' } },
  ],
  // Decimal strings are exact: (1/10, 1/10) at z = 0, t = 1/2.
  [
    'segment_triangle decimal strings',
    '{"op":"segment_triangle","s":[["0.1","0.1","1"],["0.1","0.1","-1"]],"triangle":[[0,0,0],[1,0,0],[0,1,0]]}',
    { result: { kind: 'point', point: ['1/10', '1/10', '0'], t: '1/2', where: 'interior' } },
  ],
  // The plane z = 10^30, crossed half way from z = 0 to z = 2·10^30.
  [
    'segment_triangle big integers',
    '{"op":"segment_triangle","s":[[1,1,0],[1,1,"2000000000000000000000000000000"]],"triangle":[[0,0,"1e30"],[3,0,"1e30"],[0,3,"1000000000000000000000000000000"]]}',
    { result: { kind: 'point', point: ['1', '1', '1000000000000000000000000000000'], t: '1/2', where: 'interior' } },
  ],
  [
    'segment_triangle degenerate triangle',
    `{"op":"segment_triangle","s":[[1,1,2],[1,1,-2]],"triangle":${LINE}}`,
    { error: 'degenerate' },
  ],
  // Shape errors come before degenerate: a 2D segment with a degenerate triangle.
  ['segment_triangle 2D segment', `{"op":"segment_triangle","s":[[1,1],[1,-2]],"triangle":${LINE}}`, { error: 'bad_input' }],
  [
    'segment_triangle two points',
    '{"op":"segment_triangle","s":[[1,1,2],[1,1,-2]],"triangle":[[0,0,0],[4,0,0]]}',
    { error: 'bad_input' },
  ],
  [
    'segment_triangle four points',
    `{"op":"segment_triangle","s":[[1,1,2],[1,1,-2]],"triangle":[[0,0,0],[4,0,0],[0,4,0],[1,1,1]]}`,
    { error: 'bad_input' },
  ],
  [
    'segment_triangle not an array',
    '{"op":"segment_triangle","s":[[1,1,2],[1,1,-2]],"triangle":{"a":[0,0,0]}}',
    { error: 'bad_input' },
  ],
  ['segment_triangle missing triangle', '{"op":"segment_triangle","s":[[1,1,2],[1,1,-2]]}', { error: 'bad_input' }],
  [
    'segment_triangle too large',
    `{"op":"segment_triangle","s":[[1,1,"1e999999999"],[1,1,-2]],"triangle":${TRI}}`,
    { error: 'too_large' },
  ],

  // ray_triangle: r(t) = origin + t·dir, the first t ≥ 0 on the triangle
  [
    'ray_triangle hit, t in multiples of dir',
    `{"op":"ray_triangle","origin":[1,1,4],"dir":[0,0,-2],"triangle":${TRI}}`,
    { result: { hit: true, t: '2', point: ['1', '1', '0'], where: 'interior' } },
  ],
  [
    'ray_triangle pointing away',
    `{"op":"ray_triangle","origin":[1,1,4],"dir":[0,0,2],"triangle":${TRI}}`,
    { result: { hit: false } },
  ],
  [
    'ray_triangle parallel above',
    `{"op":"ray_triangle","origin":[1,1,4],"dir":[1,0,0],"triangle":${TRI}}`,
    { result: { hit: false } },
  ],
  [
    'ray_triangle in the plane: the first point, on an edge',
    `{"op":"ray_triangle","origin":[-1,1,0],"dir":[1,0,0],"triangle":${TRI}}`,
    { result: { hit: true, t: '1', point: ['0', '1', '0'], where: 'edge' } },
  ],
  [
    'ray_triangle starting on the triangle',
    `{"op":"ray_triangle","origin":[1,1,0],"dir":[3,1,5],"triangle":${TRI}}`,
    { result: { hit: true, t: '0', point: ['1', '1', '0'], where: 'interior' } },
  ],
  [
    'ray_triangle through a shared edge hits the first triangle on the edge',
    `{"op":"ray_triangle","origin":[1.6,2,3.2],"dir":[-1.35,-1.2,-1.7500000000000002],"triangle":${FIRST}}`,
    { result: { hit: true, t: '1', point: MIDPOINT, where: 'edge' } },
  ],
  [
    'ray_triangle through a shared edge hits the second triangle on the edge',
    `{"op":"ray_triangle","origin":[1.6,2,3.2],"dir":[-1.35,-1.2,-1.7500000000000002],"triangle":${SECOND}}`,
    { result: { hit: true, t: '1', point: MIDPOINT, where: 'edge' } },
  ],
  [
    'ray_triangle zero direction',
    `{"op":"ray_triangle","origin":[1,1,4],"dir":[0,"0","0/5"],"triangle":${TRI}}`,
    { error: 'bad_input' },
  ],
  [
    'ray_triangle zero direction before degenerate',
    `{"op":"ray_triangle","origin":[1,1,4],"dir":[0,0,0],"triangle":${LINE}}`,
    { error: 'bad_input' },
  ],
  [
    'ray_triangle degenerate triangle',
    `{"op":"ray_triangle","origin":[1,1,4],"dir":[0,0,-1],"triangle":${LINE}}`,
    { error: 'degenerate' },
  ],
  ['ray_triangle 2D origin', `{"op":"ray_triangle","origin":[1,1],"dir":[0,0,-1],"triangle":${TRI}}`, { error: 'bad_input' }],

  // triangles_intersect: the closed triangles share a point
  [
    'triangles_intersect touching at a vertex',
    `{"op":"triangles_intersect","a":${TRI},"b":[[4,0,0],[5,0,1],[5,0,-1]]}`,
    { result: true },
  ],
  [
    'triangles_intersect parallel planes',
    `{"op":"triangles_intersect","a":${TRI},"b":[[0,0,1],[4,0,1],[0,4,1]]}`,
    { result: false },
  ],
  [
    'triangles_intersect coplanar overlap',
    `{"op":"triangles_intersect","a":${TRI},"b":[[1,1,0],[5,1,0],[1,5,0]]}`,
    { result: true },
  ],
  // (2, 2 + 2^-50) and (2 + 2^-50, 2) lie just beyond x + y = 4.
  [
    'triangles_intersect coplanar, a hair apart',
    `{"op":"triangles_intersect","a":${TRI},"b":[[2,"2.00000000000000088817841970012523233890533447265625",0],["2.00000000000000088817841970012523233890533447265625",2,0],[4,4,0]]}`,
    { result: false },
  ],
  ['triangles_intersect degenerate b', `{"op":"triangles_intersect","a":${TRI},"b":${LINE}}`, { error: 'degenerate' }],
  [
    'triangles_intersect a with two points',
    `{"op":"triangles_intersect","a":[[0,0,0],[1,0,0]],"b":${TRI}}`,
    { error: 'bad_input' },
  ],
  ['triangles_intersect empty b', `{"op":"triangles_intersect","a":${TRI},"b":[]}`, { error: 'bad_input' }],
];

describe(`the triangle ops end to end (${CLI_LABEL})`, () => {
  const responses = checkOpCases(cases);

  it('keys in PROTOCOL.md order', () => {
    const raw = (i: number) => JSON.stringify((responses[i] as Response).result);
    expect(raw(0)).toBe('{"kind":"point","point":["1","1","0"],"t":"1/2","where":"interior"}');
    expect(raw(5)).toBe('{"kind":"segment","segment":[["0","1","0"],["3","1","0"]],"t":["1/6","2/3"]}');
    expect(raw(cases.findIndex(([t]) => t.startsWith('ray_triangle hit')))).toBe(
      '{"hit":true,"t":"2","point":["1","1","0"],"where":"interior"}',
    );
  });

  it('errors name the op and the field', () => {
    const message = (title: string) => (responses[cases.findIndex(([t]) => t === title)] as Response).error?.message;
    expect(message('segment_triangle two points')).toBe('segment_triangle: triangle has 2 points, expected 3 (a triangle)');
    expect(message('segment_triangle degenerate triangle')).toBe(
      'segmentTriangle: triangle is degenerate (its three vertices are collinear)',
    );
    expect(message('triangles_intersect degenerate b')).toBe(
      'trianglesIntersect: b is degenerate (its three vertices are collinear)',
    );
    expect(message('ray_triangle zero direction')).toBe('rayTriangle: dir is [0, 0, 0], expected a non-zero direction');
  });
});
