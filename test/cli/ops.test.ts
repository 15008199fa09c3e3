import { describe, expect, it } from 'vitest';
import { CLI_LABEL } from './cliProcess.js';
import type { OpCase } from './opCases.js';
import { checkOpCases } from './opCases.js';

/*
 * Every operation of PROTOCOL.md, end to end through the spawned command:
 * one run answers all the lines below, then each case checks its line.
 * Expected answers are worked out by hand (comments show the arithmetic
 * where it is not obvious), never taken from the library.
 */
type Case = OpCase;

const SQUARE = '[[0,0],[2,0],[2,2],[0,2]]';

const cases: Case[] = [
  // orient2d: the sign of (b − a) × (c − a)
  ['orient2d counterclockwise', '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}', { result: 1 }],
  ['orient2d clockwise', '{"op":"orient2d","a":[0,0],"b":[0,1],"c":[1,0]}', { result: -1 }],
  ['orient2d collinear', '{"op":"orient2d","a":[0,0],"b":[1,1],"c":[2,2]}', { result: 0 }],
  [
    'orient2d PROTOCOL example',
    '{"op":"orient2d","a":[0,0],"b":["123456789012345678901234567890",1],"c":[1,"1/3"]}',
    { result: 1 },
  ],
  // (1e29+1)·3 − 1·(2e29+2) = 1e29 + 1 > 0; with c.y = 2 the points are collinear.
  [
    'orient2d big integers',
    '{"op":"orient2d","a":["0","0"],"b":["100000000000000000000000000001","1"],"c":["200000000000000000000000000002","3"]}',
    { result: 1 },
  ],
  [
    'orient2d big integers collinear',
    '{"op":"orient2d","a":["0","0"],"b":["100000000000000000000000000001","1"],"c":["200000000000000000000000000002","2"]}',
    { result: 0 },
  ],
  // Exact decimals: (0.1, 0.3), (0.2, 0.6), (0.3, 0.9) lie on y = 3x.
  [
    'orient2d decimal strings are exact',
    '{"op":"orient2d","a":["0.1","0.3"],"b":["0.2","0.6"],"c":["0.3","0.9"]}',
    { result: 0 },
  ],
  // The doubles nearest those decimals are not collinear: 0.3·0.9 rounding makes it 1 (checked with Python fractions).
  ['orient2d double literals are the doubles', '{"op":"orient2d","a":[0.1,0.3],"b":[0.2,0.6],"c":[0.3,0.9]}', { result: 1 }],
  // b − a = (1/3, 1/3); c − a = (2/3, 2/3 + 1/(3·10^8)): cross = (1/3)(1/(3·10^8)) > 0.
  ['orient2d rationals', '{"op":"orient2d","a":[0,0],"b":["1/3","1/3"],"c":["2/3","200000001/300000000"]}', { result: 1 }],
  ['orient2d exponent forms', '{"op":"orient2d","a":[0,0],"b":["15e-8","1.5e-7"],"c":["3E-7","0.0000003"]}', { result: 0 }],

  // cw_test: 1 counterclockwise, 2 clockwise, 0 collinear
  ['cw_test counterclockwise', '{"op":"cw_test","a":[0,0],"b":[1,1],"c":[0,2]}', { result: 1 }],
  ['cw_test clockwise', '{"op":"cw_test","a":[0,0],"b":[0,2],"c":[1,1]}', { result: 2 }],
  ['cw_test collinear', '{"op":"cw_test","a":[0,0],"b":["1/2","1/2"],"c":[3,3]}', { result: 0 }],

  // orient3d: ((b − a) × (c − a)) · (d − a)
  ['orient3d above', '{"op":"orient3d","a":[0,0,0],"b":[1,0,0],"c":[0,1,0],"d":[0,0,1]}', { result: 1 }],
  ['orient3d below', '{"op":"orient3d","a":[0,0,0],"b":[1,0,0],"c":[0,1,0],"d":[0,0,-1]}', { result: -1 }],
  ['orient3d coplanar', '{"op":"orient3d","a":[0,0,0],"b":[1,0,0],"c":[0,1,0],"d":[5,7,0]}', { result: 0 }],
  ['orient3d tiny decimal height', '{"op":"orient3d","a":[0,0,0],"b":[1,0,0],"c":[0,1,0],"d":[1,1,"1e-300"]}', { result: 1 }],
  [
    'orient3d tiny negative rational',
    '{"op":"orient3d","a":[0,0,0],"b":[1,0,0],"c":[0,1,0],"d":["12345678901234567890",1,"-1/12345678901234567890"]}',
    { result: -1 },
  ],

  // in_range: closed interval, either order
  ['in_range reversed bounds', '{"op":"in_range","x":2,"a":3,"b":1}', { result: true }],
  ['in_range at an end', '{"op":"in_range","x":"1/3","a":"1/3","b":1}', { result: true }],
  ['in_range rational between decimals', '{"op":"in_range","x":"1/3","a":"0.333","b":"0.334"}', { result: true }],
  // Both ends are below 1/3: the decimal exactly, the double by 1.85e-17.
  [
    'in_range decimal and double below 1/3',
    '{"op":"in_range","x":"1/3","a":"0.3333333333333333","b":0.3333333333333333}',
    { result: false },
  ],
  ['in_range double 0.1 is not decimal 0.1', '{"op":"in_range","x":0.1,"a":"0.1","b":"0.1"}', { result: false }],
  ['in_range double 0.1 is itself', '{"op":"in_range","x":0.1,"a":0.1,"b":0.1}', { result: true }],
  // 1e-400 as a literal is the double 0; as a string it is 10^-400 > 0.
  ['in_range 1e-400 literal is 0', '{"op":"in_range","x":1e-400,"a":0,"b":0}', { result: true }],
  ['in_range "1e-400" string is not 0', '{"op":"in_range","x":"1e-400","a":0,"b":0}', { result: false }],
  ['in_range 1e300 literal', '{"op":"in_range","x":1e300,"a":"1e299","b":"1e301"}', { result: true }],
  ['in_range -0', '{"op":"in_range","x":-0,"a":0,"b":0}', { result: true }],

  // in_box: closed box with opposite corners a and b, any order, 2D or 3D
  ['in_box 2D corners in any order', '{"op":"in_box","p":[1,1],"a":[0,2],"b":[2,0]}', { result: true }],
  ['in_box 2D on the edge', '{"op":"in_box","p":[2,"1/2"],"a":[0,2],"b":[2,0]}', { result: true }],
  [
    'in_box 3D outside by a hair',
    '{"op":"in_box","p":[1,1,"0.5000000000000000000001"],"a":[0,0,0],"b":[1,1,"1/2"]}',
    { result: false },
  ],
  ['in_box 3D on a face', '{"op":"in_box","p":[1,1,"1/2"],"a":[0,0,0],"b":[1,1,"1/2"]}', { result: true }],

  // segments_intersect: closed segments
  ['segments_intersect crossing', '{"op":"segments_intersect","s":[[0,0],[2,2]],"t":[[0,2],[2,0]]}', { result: true }],
  ['segments_intersect collinear apart', '{"op":"segments_intersect","s":[[0,0],[1,1]],"t":[[2,2],[3,3]]}', { result: false }],
  ['segments_intersect shared endpoint', '{"op":"segments_intersect","s":[[0,0],[1,1]],"t":[[1,1],[2,0]]}', { result: true }],
  [
    'segments_intersect zero-length on the other',
    '{"op":"segments_intersect","s":[["1/3","1/3"],["1/3","1/3"]],"t":[[0,0],[2,2]]}',
    { result: true },
  ],
  // x + y = 0.3 meets y = x at 0.15, inside both.
  [
    'segments_intersect decimal crossing',
    '{"op":"segments_intersect","s":[[0,0],["0.3","0.3"]],"t":[["0.1","0.2"],["0.2","0.1"]]}',
    { result: true },
  ],
  // The first segment ends at 0.1499…9 < 0.15 on the line y = x.
  [
    'segments_intersect decimal near miss',
    '{"op":"segments_intersect","s":[[0,0],["0.14999999999999999999","0.14999999999999999999"]],"t":[["0.1","0.2"],["0.2","0.1"]]}',
    { result: false },
  ],

  // segment_intersection: none, point, or segment with P < Q in (x, y) order
  [
    'segment_intersection point',
    '{"op":"segment_intersection","s":[[0,0],[1,1]],"t":[[0,1],[1,0]]}',
    { result: { kind: 'point', point: ['1/2', '1/2'] } },
  ],
  // y = x/3 and x + y = 1 meet at (3/4, 1/4).
  [
    'segment_intersection rational point',
    '{"op":"segment_intersection","s":[[0,0],[3,1]],"t":[[0,1],[1,0]]}',
    { result: { kind: 'point', point: ['3/4', '1/4'] } },
  ],
  [
    'segment_intersection negative point',
    '{"op":"segment_intersection","s":[[0,0],[-3,-1]],"t":[[0,-1],[-1,0]]}',
    { result: { kind: 'point', point: ['-3/4', '-1/4'] } },
  ],
  [
    'segment_intersection none',
    '{"op":"segment_intersection","s":[[0,0],[1,0]],"t":[[0,1],[1,1]]}',
    { result: { kind: 'none' } },
  ],
  [
    'segment_intersection overlap',
    '{"op":"segment_intersection","s":[[0,0],[2,0]],"t":[[3,0],[1,0]]}',
    {
      result: {
        kind: 'segment',
        segment: [
          ['1', '0'],
          ['2', '0'],
        ],
      },
    },
  ],
  [
    'segment_intersection vertical overlap ordered by y',
    '{"op":"segment_intersection","s":[[0,2],[0,0]],"t":[[0,3],[0,1]]}',
    {
      result: {
        kind: 'segment',
        segment: [
          ['0', '1'],
          ['0', '2'],
        ],
      },
    },
  ],
  [
    'segment_intersection collinear touch',
    '{"op":"segment_intersection","s":[[0,0],[1,0]],"t":[[1,0],[2,0]]}',
    { result: { kind: 'point', point: ['1', '0'] } },
  ],
  [
    'segment_intersection double literal point',
    '{"op":"segment_intersection","s":[[0,0],[0.5,0]],"t":[[0.25,1],[0.25,-1]]}',
    { result: { kind: 'point', point: ['1/4', '0'] } },
  ],

  // point_in_convex_polygon
  ['point_in_convex_polygon inside', `{"op":"point_in_convex_polygon","p":[1,1],"polygon":${SQUARE}}`, { result: 'inside' }],
  [
    'point_in_convex_polygon boundary',
    `{"op":"point_in_convex_polygon","p":[2,"1/7"],"polygon":${SQUARE}}`,
    { result: 'boundary' },
  ],
  [
    'point_in_convex_polygon outside',
    `{"op":"point_in_convex_polygon","p":["2.0000000000000000001",1],"polygon":${SQUARE}}`,
    { result: 'outside' },
  ],
  [
    'point_in_convex_polygon clockwise winding',
    '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[0,2],[2,2],[2,0]]}',
    { result: 'inside' },
  ],
  ['point_in_convex_polygon one vertex', '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[1,1]]}', { result: 'boundary' }],
  [
    'point_in_convex_polygon two vertices',
    '{"op":"point_in_convex_polygon","p":["1/2","1/2"],"polygon":[[0,0],[2,2]]}',
    { result: 'boundary' },
  ],
  [
    'point_in_convex_polygon off a two-vertex polygon',
    '{"op":"point_in_convex_polygon","p":[1,0],"polygon":[[0,0],[2,2]]}',
    { result: 'outside' },
  ],
  [
    'point_in_convex_polygon collinear vertices out of order',
    '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[2,2],[1,1]]}',
    { result: 'boundary' },
  ],
  [
    'point_in_convex_polygon duplicates and collinear vertices',
    '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[0,0],[1,0],[2,0],[2,2],[0,2]]}',
    { result: 'inside' },
  ],
  [
    'point_in_convex_polygon bow tie',
    '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[2,0],[0,2],[2,2]]}',
    { error: 'not_convex' },
  ],
  [
    'point_in_convex_polygon spike',
    '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[2,0],[1,0],[2,2]]}',
    { error: 'not_convex' },
  ],
  [
    'point_in_convex_polygon traversed twice',
    `{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[2,0],[2,2],[0,2],[0,0],[2,0],[2,2],[0,2]]}`,
    { error: 'not_convex' },
  ],
  [
    'point_in_convex_polygon pentagram',
    '{"op":"point_in_convex_polygon","p":[0,0],"polygon":[[0,10],[6,-8],[-9,3],[9,3],[-6,-8]]}',
    { error: 'not_convex' },
  ],

  // segment_intersects_convex_polygon
  [
    'segment_intersects_convex_polygon touching an edge',
    `{"op":"segment_intersects_convex_polygon","s":[[-1,1],[0,1]],"polygon":${SQUARE}}`,
    { result: true },
  ],
  [
    'segment_intersects_convex_polygon short of it',
    `{"op":"segment_intersects_convex_polygon","s":[[-1,1],[-0.5,1]],"polygon":${SQUARE}}`,
    { result: false },
  ],
  [
    'segment_intersects_convex_polygon through it',
    `{"op":"segment_intersects_convex_polygon","s":[[-1,1],[3,1]],"polygon":${SQUARE}}`,
    { result: true },
  ],
  [
    'segment_intersects_convex_polygon inside',
    `{"op":"segment_intersects_convex_polygon","s":[["1/2","1/2"],["3/2","1/2"]],"polygon":${SQUARE}}`,
    { result: true },
  ],
  [
    'segment_intersects_convex_polygon past a corner',
    `{"op":"segment_intersects_convex_polygon","s":[[4,0],[0,"4.0000000001"]],"polygon":${SQUARE}}`,
    { result: false },
  ],
  [
    'segment_intersects_convex_polygon through a corner',
    `{"op":"segment_intersects_convex_polygon","s":[[3,1],[1,3]],"polygon":${SQUARE}}`,
    { result: true },
  ],
  [
    'segment_intersects_convex_polygon flat polygon',
    '{"op":"segment_intersects_convex_polygon","s":[[0,2],[2,0]],"polygon":[[0,0],[2,2]]}',
    { result: true },
  ],
  [
    'segment_intersects_convex_polygon not convex',
    '{"op":"segment_intersects_convex_polygon","s":[[0,2],[2,0]],"polygon":[[0,0],[2,0],[0,2],[2,2]]}',
    { error: 'not_convex' },
  ],

  // point_in_box
  ['point_in_box inside', '{"op":"point_in_box","p":[1,1],"box":{"min":[0,0],"max":[2,2]}}', { result: 'inside' }],
  ['point_in_box boundary', '{"op":"point_in_box","p":[2,"1/3"],"box":{"min":[0,0],"max":[2,2]}}', { result: 'boundary' }],
  ['point_in_box outside', '{"op":"point_in_box","p":[1,"-1e-30"],"box":{"min":[0,0],"max":[2,2]}}', { result: 'outside' }],
  [
    'point_in_box flat box has no inside',
    '{"op":"point_in_box","p":[1,0],"box":{"min":[0,0],"max":[2,0]}}',
    { result: 'boundary' },
  ],
  ['point_in_box point box', '{"op":"point_in_box","p":[1,1,1],"box":{"min":[1,1,1],"max":[1,1,1]}}', { result: 'boundary' }],
  [
    'point_in_box 3D inside',
    '{"op":"point_in_box","p":["1/2","1/2","1/2"],"box":{"min":[0,0,0],"max":[1,1,1]}}',
    { result: 'inside' },
  ],

  // boxes_overlap: closed boxes
  [
    'boxes_overlap touching corners',
    '{"op":"boxes_overlap","a":{"min":[0,0],"max":[1,1]},"b":{"min":[1,1],"max":[2,2]}}',
    { result: true },
  ],
  [
    'boxes_overlap apart by a hair',
    '{"op":"boxes_overlap","a":{"min":[0,0],"max":[1,1]},"b":{"min":["1.000000000000000000001",0],"max":[2,2]}}',
    { result: false },
  ],
  [
    'boxes_overlap 3D nested',
    '{"op":"boxes_overlap","a":{"min":[0,0,0],"max":[4,4,4]},"b":{"min":[1,1,1],"max":[2,2,2]}}',
    { result: true },
  ],
  [
    'boxes_overlap 3D apart in z',
    '{"op":"boxes_overlap","a":{"min":[0,0,0],"max":[4,4,4]},"b":{"min":[1,1,5],"max":[2,2,6]}}',
    { result: false },
  ],

  // bounding_box: a box of result rationals
  [
    'bounding_box 2D',
    '{"op":"bounding_box","points":[[3,"1/2"],[-1,2],[0.5,"-7/3"]]}',
    { result: { min: ['-1', '-7/3'], max: ['3', '2'] } },
  ],
  ['bounding_box one point, -0', '{"op":"bounding_box","points":[[-0,"-0"]]}', { result: { min: ['0', '0'], max: ['0', '0'] } }],
  [
    'bounding_box 3D with decimals',
    '{"op":"bounding_box","points":[["0.25","1e3",0],[1,"-2.50",0.75]]}',
    { result: { min: ['1/4', '-5/2', '0'], max: ['1', '1000', '3/4'] } },
  ],
  [
    'bounding_box double 0.1 exactly',
    '{"op":"bounding_box","points":[[0.1,0]]}',
    { result: { min: ['3602879701896397/36028797018963968', '0'], max: ['3602879701896397/36028797018963968', '0'] } },
  ],

  // segment_box: parameter interval within [0, 1]
  [
    'segment_box PROTOCOL example',
    '{"op":"segment_box","s":[[0,0],[4,2]],"box":{"min":[1,0],"max":[3,"0.5"]}}',
    { result: { hit: true, t: ['1/4', '1/4'] } },
  ],
  [
    'segment_box through',
    '{"op":"segment_box","s":[[0,1],[4,1]],"box":{"min":[1,0],"max":[3,2]}}',
    { result: { hit: true, t: ['1/4', '3/4'] } },
  ],
  ['segment_box miss', '{"op":"segment_box","s":[[0,3],[4,3]],"box":{"min":[1,0],"max":[3,2]}}', { result: { hit: false } }],
  [
    'segment_box zero-length inside',
    '{"op":"segment_box","s":[[1,1],[1,1]],"box":{"min":[0,0],"max":[2,2]}}',
    { result: { hit: true, t: ['0', '1'] } },
  ],
  [
    'segment_box 3D',
    '{"op":"segment_box","s":[[0,0,0],[2,2,2]],"box":{"min":[1,1,1],"max":[3,3,3]}}',
    { result: { hit: true, t: ['1/2', '1'] } },
  ],
  [
    'segment_box grazing a corner',
    '{"op":"segment_box","s":[[0,2],[2,0]],"box":{"min":[1,1],"max":[3,3]}}',
    { result: { hit: true, t: ['1/2', '1/2'] } },
  ],

  // ray_box: 0 <= t0 <= t1
  [
    'ray_box ahead',
    '{"op":"ray_box","origin":[0,0],"dir":[1,0],"box":{"min":[1,-1],"max":[2,1]}}',
    { result: { hit: true, t: ['1', '2'] } },
  ],
  [
    'ray_box from inside',
    '{"op":"ray_box","origin":["1.5",0],"dir":[1,0],"box":{"min":[1,-1],"max":[2,1]}}',
    { result: { hit: true, t: ['0', '1/2'] } },
  ],
  ['ray_box behind', '{"op":"ray_box","origin":[3,0],"dir":[1,0],"box":{"min":[1,-1],"max":[2,1]}}', { result: { hit: false } }],
  [
    'ray_box 3D scaled direction',
    '{"op":"ray_box","origin":[0,0,0],"dir":[2,2,2],"box":{"min":[1,1,1],"max":[3,3,3]}}',
    { result: { hit: true, t: ['1/2', '3/2'] } },
  ],

  // clip_segment: [s(t0), s(t1)]
  [
    'clip_segment diagonal',
    '{"op":"clip_segment","s":[[0,0],[4,4]],"box":{"min":[1,1],"max":[3,3]}}',
    {
      result: {
        hit: true,
        segment: [
          ['1', '1'],
          ['3', '3'],
        ],
      },
    },
  ],
  [
    'clip_segment PROTOCOL example box',
    '{"op":"clip_segment","s":[[0,0],[4,2]],"box":{"min":[1,0],"max":[3,"0.5"]}}',
    {
      result: {
        hit: true,
        segment: [
          ['1', '1/2'],
          ['1', '1/2'],
        ],
      },
    },
  ],
  ['clip_segment miss', '{"op":"clip_segment","s":[[0,3],[4,3]],"box":{"min":[1,0],"max":[3,2]}}', { result: { hit: false } }],
  [
    'clip_segment zero-length inside',
    '{"op":"clip_segment","s":[["1/3",1],["1/3",1]],"box":{"min":[0,0],"max":[2,2]}}',
    {
      result: {
        hit: true,
        segment: [
          ['1/3', '1'],
          ['1/3', '1'],
        ],
      },
    },
  ],
  [
    'clip_segment reversed 3D',
    '{"op":"clip_segment","s":[[4,4,4],[0,0,0]],"box":{"min":[1,1,1],"max":[3,3,3]}}',
    {
      result: {
        hit: true,
        segment: [
          ['3', '3', '3'],
          ['1', '1', '1'],
        ],
      },
    },
  ],

  // outcode: 0b01 below min, 0b10 above max, x in the highest bits
  ['outcode within', '{"op":"outcode","p":[1,1],"box":{"min":[0,0],"max":[2,2]}}', { result: 0 }],
  ['outcode left', '{"op":"outcode","p":[-1,1],"box":{"min":[0,0],"max":[2,2]}}', { result: 4 }],
  ['outcode below', '{"op":"outcode","p":[1,-1],"box":{"min":[0,0],"max":[2,2]}}', { result: 1 }],
  ['outcode above right', '{"op":"outcode","p":[3,3],"box":{"min":[0,0],"max":[2,2]}}', { result: 10 }],
  ['outcode on the boundary is within', '{"op":"outcode","p":[2,0],"box":{"min":[0,0],"max":[2,2]}}', { result: 0 }],
  ['outcode 3D', '{"op":"outcode","p":[-1,3,1],"box":{"min":[0,0,0],"max":[2,2,2]}}', { result: 24 }],
  ['outcode 3D z above', '{"op":"outcode","p":[1,1,"2.0000000000000000001"],"box":{"min":[0,0,0],"max":[2,2,2]}}', { result: 2 }],

  // segment_parallelepiped: {origin + Σ uᵢ eᵢ : 0 ≤ uᵢ ≤ 1}
  // Parallelogram with edges (2, 0), (1, 1): at height 1/2 it spans x ∈ [1/2, 5/2].
  [
    'segment_parallelepiped 2D crossing',
    '{"op":"segment_parallelepiped","s":[[0,"0.5"],[1,"0.5"]],"origin":[0,0],"edges":[[2,0],[1,1]]}',
    { result: true },
  ],
  [
    'segment_parallelepiped 2D touching the slanted edge',
    '{"op":"segment_parallelepiped","s":[[-1,"0.5"],["0.5","0.5"]],"origin":[0,0],"edges":[[2,0],[1,1]]}',
    { result: true },
  ],
  [
    'segment_parallelepiped 2D short of it',
    '{"op":"segment_parallelepiped","s":[[-1,"0.5"],["0.4999999999999999999","0.5"]],"origin":[0,0],"edges":[[2,0],[1,1]]}',
    { result: false },
  ],
  [
    'segment_parallelepiped 3D corner touch',
    '{"op":"segment_parallelepiped","s":[[-1,-1,-1],[0,0,0]],"origin":[0,0,0],"edges":[[1,0,0],[0,1,0],[0,0,1]]}',
    { result: true },
  ],
  [
    'segment_parallelepiped 3D miss',
    '{"op":"segment_parallelepiped","s":[[2,2,2],[3,3,3]],"origin":[0,0,0],"edges":[[1,0,0],[0,1,0],[0,0,1]]}',
    { result: false },
  ],
  [
    'segment_parallelepiped 2D degenerate',
    '{"op":"segment_parallelepiped","s":[[0,0],[1,1]],"origin":[0,0],"edges":[[1,1],[2,2]]}',
    { error: 'degenerate' },
  ],
  [
    'segment_parallelepiped 3D degenerate',
    '{"op":"segment_parallelepiped","s":[[0,0,0],[1,1,1]],"origin":[0,0,0],"edges":[[1,0,0],[0,1,0],[1,1,0]]}',
    { error: 'degenerate' },
  ],
  // compare_distance: the sign of |p − a|² − |p − b|²
  ['compare_distance 2D a nearer', '{"op":"compare_distance","p":[0,0],"a":[1,0],"b":[0,2]}', { result: -1 }],
  ['compare_distance 3D tie', '{"op":"compare_distance","p":[0,0,0],"a":[3,4,0],"b":[0,0,5]}', { result: 0 }],
  // |(1/3, 0)|² = 1/9 against |(0, 0.333)|² = 0.110889 < 1/9: b is nearer.
  ['compare_distance rational and decimal', '{"op":"compare_distance","p":[0,0],"a":["1/3",0],"b":[0,"0.333"]}', { result: 1 }],
  ['compare_distance mixed dimensions', '{"op":"compare_distance","p":[0,0],"a":[1,0,0],"b":[0,2]}', { error: 'bad_input' }],
  // incircle: 1 when d is inside the circle through a, b, c turning counterclockwise
  ['incircle inside', '{"op":"incircle","a":[0,0],"b":[2,0],"c":[0,2],"d":[1,1]}', { result: 1 }],
  ['incircle on the circle', '{"op":"incircle","a":[0,0],"b":[2,0],"c":[0,2],"d":[2,2]}', { result: 0 }],
  ['incircle outside', '{"op":"incircle","a":[0,0],"b":[2,0],"c":[0,2],"d":[3,3]}', { result: -1 }],
  ['incircle clockwise flips', '{"op":"incircle","a":[0,0],"b":[0,2],"c":[2,0],"d":[1,1]}', { result: -1 }],
  // The circle through (±1, 0) and (0, 1) is the unit circle; (3/5, 4/5) lies on it.
  ['incircle rational cocircular', '{"op":"incircle","a":[1,0],"b":[0,1],"c":[-1,0],"d":["3/5","4/5"]}', { result: 0 }],
  ['incircle 3D points', '{"op":"incircle","a":[0,0,0],"b":[2,0,0],"c":[0,2,0],"d":[1,1,0]}', { error: 'bad_input' }],
  // insphere: 1 when e is inside the sphere through a, b, c, d with orient3d(a, b, c, d) = 1
  ['insphere inside', '{"op":"insphere","a":[0,0,0],"b":[1,0,0],"c":[0,1,0],"d":[0,0,1],"e":["1/4","1/4","1/4"]}', { result: 1 }],
  // The sphere through the four points has centre (1/2, 1/2, 1/2); (1, 1, 1) lies on it.
  ['insphere on the sphere', '{"op":"insphere","a":[0,0,0],"b":[1,0,0],"c":[0,1,0],"d":[0,0,1],"e":[1,1,1]}', { result: 0 }],
  ['insphere outside', '{"op":"insphere","a":[0,0,0],"b":[1,0,0],"c":[0,1,0],"d":[0,0,1],"e":[2,2,2]}', { result: -1 }],
  [
    'insphere negative orientation flips',
    '{"op":"insphere","a":[0,0,0],"b":[0,1,0],"c":[1,0,0],"d":[0,0,1],"e":["1/4","1/4","1/4"]}',
    { result: -1 },
  ],
  ['insphere missing e', '{"op":"insphere","a":[0,0,0],"b":[1,0,0],"c":[0,1,0],"d":[0,0,1]}', { error: 'bad_input' }],
];

describe(`every op end to end (${CLI_LABEL})`, () => {
  checkOpCases(cases);

  it('covers the ops of the first scope (the domains have their own files)', () => {
    const ops = new Set(cases.map(([, request]) => (JSON.parse(request) as { op: string }).op));
    expect([...ops].sort()).toEqual(
      [
        'orient2d',
        'cw_test',
        'orient3d',
        'in_range',
        'in_box',
        'segments_intersect',
        'segment_intersection',
        'point_in_convex_polygon',
        'segment_intersects_convex_polygon',
        'point_in_box',
        'boxes_overlap',
        'bounding_box',
        'segment_box',
        'ray_box',
        'clip_segment',
        'outcode',
        'segment_parallelepiped',
        'compare_distance',
        'incircle',
        'insphere',
      ].sort(),
    );
  });
});
