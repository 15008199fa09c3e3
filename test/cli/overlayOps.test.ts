import type { EvalCase } from './cliProcess.js';
import { describeEvalCases } from './cliProcess.js';

/*
 * PROTOCOL.md "Overlay and triangulation (2D)", end to end through the
 * spawned command: polygon_overlay and polygon_normalize. Answers are
 * worked out by hand: squares [0,2]² and [1,3]² overlap in [1,2]², their
 * boundaries crossing at (2,1) and (1,2).
 */
const A = '[[[0,0],[2,0],[2,2],[0,2]]]';
const B = '[[[1,1],[3,1],[3,3],[1,3]]]';
const p = (...xy: string[]): string[][] => {
  const out: string[][] = [];
  for (let i = 0; i < xy.length; i += 2) out.push([xy[i] as string, xy[i + 1] as string]);
  return out;
};
const overlay = (operation: string, rule = 'nonzero', extra = ''): string =>
  `{"op":"polygon_overlay","a":${A},"b":${B},"operation":"${operation}","rule":"${rule}"${extra}}`;

const cases: EvalCase[] = [
  ['intersection', overlay('intersection'), { result: { polygons: [[p('1', '1', '2', '1', '2', '2', '1', '2')]] } }],
  [
    'union: one ring from its smallest vertex',
    overlay('union'),
    { result: { polygons: [[p('0', '0', '2', '0', '2', '1', '3', '1', '3', '3', '1', '3', '1', '2', '0', '2')]] } },
  ],
  [
    'difference: a minus b',
    overlay('difference'),
    { result: { polygons: [[p('0', '0', '2', '0', '2', '1', '1', '1', '1', '2', '0', '2')]] } },
  ],
  [
    'xor: two polygons in order',
    overlay('xor', 'evenodd'),
    {
      result: {
        polygons: [
          [p('0', '0', '2', '0', '2', '1', '1', '1', '1', '2', '0', '2')],
          [p('1', '2', '2', '2', '2', '1', '3', '1', '3', '3', '1', '3')],
        ],
      },
    },
  ],
  [
    'squares sharing only an edge: the intersection is empty',
    '{"op":"polygon_overlay","a":[[[0,0],[1,0],[1,1],[0,1]]],"b":[[[1,0],[2,0],[2,1],[1,1]]],"operation":"intersection","rule":"nonzero"}',
    { result: { polygons: [] } },
  ],
  [
    'a hole: outer counterclockwise, hole clockwise, each from its smallest vertex',
    '{"op":"polygon_overlay","a":[[[0,0],[4,0],[4,4],[0,4]]],"b":[[[1,1],[3,1],[3,3],[1,3]]],"operation":"difference","rule":"nonzero"}',
    { result: { polygons: [[p('0', '0', '4', '0', '4', '4', '0', '4'), p('1', '1', '1', '3', '3', '3', '3', '1')]] } },
  ],
  [
    // The bowtie's edges (0,0)-(2,2) and (2,0)-(0,2) cross at (1,1).
    'normalize: a bowtie is two triangles meeting at its crossing',
    '{"op":"polygon_normalize","rings":[[[0,0],[2,2],[2,0],[0,2]]],"rule":"evenodd"}',
    { result: { polygons: [[p('0', '0', '1', '1', '0', '2')], [p('1', '1', '2', '0', '2', '2')]] } },
  ],
  [
    'normalize: a ring there and back has no area',
    '{"op":"polygon_normalize","rings":[[[0,0],["1/3","1/3"]]],"rule":"nonzero"}',
    { result: { polygons: [] } },
  ],
  [
    'normalize with a grid: every vertex a pixel centre',
    '{"op":"polygon_normalize","rings":[[["0.2","0.1"],["2.9",0],[0,"3.2"]]],"rule":"nonzero","grid":{"origin":[0,0],"cell":[1,1]}}',
    { result: { polygons: [[p('0', '0', '3', '0', '0', '3')]] } },
  ],
  [
    // 4 + 4 pairs of consecutive edges, and the two crossings.
    'max_pairs: 10 pairs of edges meet',
    overlay('union', 'nonzero', ',"max_pairs":10'),
    { result: { polygons: [[p('0', '0', '2', '0', '2', '1', '3', '1', '3', '3', '1', '3', '1', '2', '0', '2')]] } },
  ],
  ['more pairs than max_pairs: too_large', overlay('union', 'nonzero', ',"max_pairs":9'), { error: 'too_large' }],
  ['an unknown operation', overlay('merge'), { error: 'bad_input' }],
  ['an unknown rule', overlay('union', 'winding'), { error: 'bad_input' }],
  ['missing b', `{"op":"polygon_overlay","a":${A},"operation":"union","rule":"nonzero"}`, { error: 'bad_input' }],
  ['a missing rule', `{"op":"polygon_normalize","rings":${A}}`, { error: 'bad_input' }],
  ['a 3D point', '{"op":"polygon_normalize","rings":[[[0,0,0],[1,0,0],[0,1,0]]],"rule":"nonzero"}', { error: 'bad_input' }],
  ['a cell size of 0', overlay('union', 'nonzero', ',"grid":{"origin":[0,0],"cell":[0,1]}'), { error: 'bad_input' }],
];

describeEvalCases('polygon overlay ops', cases);
