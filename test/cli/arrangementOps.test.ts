import { beforeAll, describe, expect, it } from 'vitest';
import type { Response } from './cliProcess.js';
import { CLI_LABEL, evalLines } from './cliProcess.js';

/*
 * PROTOCOL.md "Arrangements of segments", end to end through the spawned
 * command: segment_intersections, noding_check and snap_round. Answers are
 * worked out by hand (the arithmetic in comments). Positions i, j are
 * integers in a result, so result rationals: "0".
 */
type Case = [title: string, request: string, expected: { result: unknown } | { error: string; message?: string }];

const X = '[[[0,0],[2,2]],[[0,2],[2,0]]]';
const cases: Case[] = [
  ['no segments, no pairs', '{"op":"segment_intersections","segments":[]}', { result: { pairs: [] } }],
  [
    'a crossing',
    `{"op":"segment_intersections","segments":${X}}`,
    { result: { pairs: [{ i: '0', j: '1', kind: 'point', point: ['1', '1'] }] } },
  ],
  [
    // (0,0)–(3,0) and (1,-1)–(2,2): the second is y = 3x − 4, so it meets y = 0 at x = 4/3.
    'an exact rational point',
    '{"op":"segment_intersections","segments":[[[0,0],[3,0]],[[1,-1],[2,2]]]}',
    { result: { pairs: [{ i: '0', j: '1', kind: 'point', point: ['4/3', '0'] }] } },
  ],
  [
    'an overlap, a T-junction and a touch, sorted by (i, j)',
    '{"op":"segment_intersections","segments":[[[4,0],[0,0]],[[2,0],[2,3]],[[1,0],[6,0]],[[2,3],[5,5]]]}',
    {
      result: {
        pairs: [
          { i: '0', j: '1', kind: 'point', point: ['2', '0'] },
          {
            i: '0',
            j: '2',
            kind: 'segment',
            segment: [
              ['1', '0'],
              ['4', '0'],
            ],
          },
          { i: '1', j: '2', kind: 'point', point: ['2', '0'] },
          { i: '1', j: '3', kind: 'point', point: ['2', '3'] },
        ],
      },
    },
  ],
  [
    // A zero-length segment at the crossing (1/2, 1/2) of the diagonals of the unit square, in decimals.
    'decimal strings are exact; zero-length segments count',
    '{"op":"segment_intersections","segments":[[[0,0],[1,1]],[["0.5","0.5"],["1/2","5e-1"]],[[0,1],[1,0]]]}',
    {
      result: {
        pairs: [
          { i: '0', j: '1', kind: 'point', point: ['1/2', '1/2'] },
          { i: '0', j: '2', kind: 'point', point: ['1/2', '1/2'] },
          { i: '1', j: '2', kind: 'point', point: ['1/2', '1/2'] },
        ],
      },
    },
  ],
  [
    // Three segments through (0, 0): three pairs, one over max_pairs 2.
    'more pairs than max_pairs',
    '{"op":"segment_intersections","segments":[[[-1,0],[1,0]],[[0,-1],[0,1]],[[-1,-1],[1,1]]],"max_pairs":2}',
    { error: 'too_large', message: 'segment_intersections: more than 2 intersecting pairs, over max_pairs 2' },
  ],
  [
    'exactly max_pairs',
    `{"op":"segment_intersections","segments":${X},"max_pairs":1}`,
    { result: { pairs: [{ i: '0', j: '1', kind: 'point', point: ['1', '1'] }] } },
  ],
  // Regression: max_pairs took only JSON integers, where max_cells took any coordinate of integer value.
  ...['"1"', '1.0', '"2/2"', '1e0'].map(
    (v): Case => [
      `max_pairs ${v}, a limit given as a coordinate of integer value`,
      `{"op":"segment_intersections","segments":${X},"max_pairs":${v}}`,
      { result: { pairs: [{ i: '0', j: '1', kind: 'point', point: ['1', '1'] }] } },
    ],
  ),
  [
    'max_pairs "0" with one pair',
    `{"op":"segment_intersections","segments":${X},"max_pairs":"0"}`,
    { error: 'too_large', message: 'segment_intersections: more than 0 intersecting pairs, over max_pairs 0' },
  ],
  [
    'max_pairs not an integer',
    `{"op":"segment_intersections","segments":${X},"max_pairs":1.5}`,
    { error: 'bad_input', message: 'segment_intersections: max_pairs is 1.5, expected an integer from 0 to 2^53 - 1' },
  ],
  ['max_pairs "1/2"', `{"op":"segment_intersections","segments":${X},"max_pairs":"1/2"}`, { error: 'bad_input' }],
  [
    'max_pairs past 2^53 - 1',
    `{"op":"segment_intersections","segments":${X},"max_pairs":"9007199254740992"}`,
    { error: 'bad_input' },
  ],
  [
    'a bad max_pairs value comes after a number past --max-digits',
    `{"op":"segment_intersections","segments":[[[0,0],[1,"1${'0'.repeat(10001)}"]]],"max_pairs":1.5}`,
    { error: 'too_large' },
  ],
  ['max_pairs negative', `{"op":"segment_intersections","segments":${X},"max_pairs":-1}`, { error: 'bad_input' }],
  [
    'segments missing',
    '{"op":"segment_intersections"}',
    { error: 'bad_input', message: 'segment_intersections: missing field "segments"' },
  ],
  ['segments not an array', '{"op":"segment_intersections","segments":{}}', { error: 'bad_input' }],
  [
    'a 3D point',
    '{"op":"segment_intersections","segments":[[[0,0],[1,1]],[[0,0],[1,1,1]]]}',
    {
      error: 'bad_input',
      message: 'segment_intersections: segments[1][1] has 3 coordinates, expected 2 (segment_intersections is 2D only)',
    },
  ],
  ['a segment of three points', '{"op":"segment_intersections","segments":[[[0,0],[1,1],[2,2]]]}', { error: 'bad_input' }],
  ['a bad number', '{"op":"segment_intersections","segments":[[[0,0],[1,"x"]]]}', { error: 'bad_input' }],
  [
    'a number past --max-digits',
    `{"op":"segment_intersections","segments":[[[0,0],[1,"1${'0'.repeat(10001)}"]]]}`,
    { error: 'too_large' },
  ],

  [
    'noding_check: end to end',
    '{"op":"noding_check","segments":[[[0,0],[1,1]],[[1,1],[2,0]],[[2,0],[0,0]]]}',
    { result: { noded: true } },
  ],
  ['noding_check: empty', '{"op":"noding_check","segments":[]}', { result: { noded: true } }],
  ['noding_check: a crossing', `{"op":"noding_check","segments":${X}}`, { result: { noded: false, pair: ['0', '1'] } }],
  [
    // 2 crosses 0 at (9, 0) and 3 ends on 0 at (5, 0): the sweep meets (0, 3) first, (0, 2) comes first in (i, j) order.
    'noding_check: the first offending pair in (i, j) order',
    '{"op":"noding_check","segments":[[[0,0],[10,0]],[[20,0],[30,0]],[[9,-1],[9,1]],[[5,0],[5,5]]]}',
    { result: { noded: false, pair: ['0', '2'] } },
  ],
  [
    'noding_check: an overlap',
    '{"op":"noding_check","segments":[[[0,0],[2,0]],[[1,0],[3,0]]]}',
    { result: { noded: false, pair: ['0', '1'] } },
  ],
  [
    'noding_check: max_pairs is not its field, bad fields are',
    '{"op":"noding_check","segments":[[[0,0]]]}',
    { error: 'bad_input' },
  ],

  [
    // y = 0.3x and x = 2 + 0.1(y + 1) cross at (2.16…, 0.649…), in pixel [2, 1]; both bend there.
    'snap_round on the integer grid',
    '{"op":"snap_round","segments":[[[0,0],[4,"1.2"]],[[2,-1],["2.4",3]]]}',
    {
      result: {
        polylines: [
          [
            ['0', '0'],
            ['2', '1'],
            ['4', '1'],
          ],
          [
            ['2', '-1'],
            ['2', '1'],
            ['2', '3'],
          ],
        ],
      },
    },
  ],
  [
    // The diagonals of [0, 3]² cross at (3/2, 3/2): on the corner of pixels, so in pixel [2, 2] (half-open).
    'snap_round: a crossing on a pixel corner',
    '{"op":"snap_round","segments":[[[0,0],[3,3]],[[0,3],[3,0]]]}',
    {
      result: {
        polylines: [
          [
            ['0', '0'],
            ['2', '2'],
            ['3', '3'],
          ],
          [
            ['0', '3'],
            ['2', '2'],
            ['3', '0'],
          ],
        ],
      },
    },
  ],
  [
    // origin (1/2, 0), cell (2, 3/2): (0, 0) is in pixel [0, 0], centre (1/2, 0); (3, 3) in [1, 2], centre (5/2, 3).
    'snap_round on another grid',
    '{"op":"snap_round","segments":[[[0,0],[3,3]]],"grid":{"origin":["1/2",0],"cell":[2,"3/2"]}}',
    {
      result: {
        polylines: [
          [
            ['1/2', '0'],
            ['5/2', '3'],
          ],
        ],
      },
    },
  ],
  [
    'snap_round: a zero-length segment is one centre',
    '{"op":"snap_round","segments":[[["0.4","0.6"],["0.4","0.6"]]]}',
    { result: { polylines: [[['0', '1']]] } },
  ],
  [
    'snap_round: a cell of size 0',
    '{"op":"snap_round","segments":[],"grid":{"origin":[0,0],"cell":[1,0]}}',
    { error: 'bad_input', message: 'snap_round: grid.cell[1] is not > 0' },
  ],
  [
    'snap_round: a negative cell',
    '{"op":"snap_round","segments":[],"grid":{"origin":[0,0],"cell":["-1/2",1]}}',
    { error: 'bad_input' },
  ],
  [
    'snap_round: a grid without cell',
    '{"op":"snap_round","segments":[],"grid":{"origin":[0,0]}}',
    { error: 'bad_input', message: 'snap_round: grid has no "cell"' },
  ],
  ['snap_round: a 3D origin', '{"op":"snap_round","segments":[],"grid":{"origin":[0,0,0],"cell":[1,1]}}', { error: 'bad_input' }],
  ['snap_round: a grid that is not an object', '{"op":"snap_round","segments":[],"grid":[1,1]}', { error: 'bad_input' }],
];

describe(`arrangement ops end to end (${CLI_LABEL})`, () => {
  let responses: Response[] = [];
  let status: number | null = null;
  beforeAll(async () => {
    const run = await evalLines(cases.map(([, request], i) => request.replace('{', `{"id":${i},`)));
    responses = run.responses;
    status = run.status;
  });

  it('answers every line, in order, and exits 1 (some cases are errors)', () => {
    expect(responses.map((r) => r.id)).toEqual(cases.map((_, i) => i));
    expect(status).toBe(1);
  });

  it.each(cases.map((c, i) => [c[0], i, c[2]] as const))('%s', (_title, i, expected) => {
    const response = responses[i] as Response;
    if ('result' in expected) expect(response).toEqual({ id: i, result: expected.result });
    else {
      expect(response.error?.code).toBe(expected.error);
      if (expected.message !== undefined) expect(response.error?.message).toBe(expected.message);
      expect(response).not.toHaveProperty('result');
    }
  });
});

describe('max_pairs bounds the work: a dense star answers too_large at once', () => {
  it('4000 segments through one point (about 8 million pairs) with the default max_pairs', async () => {
    const star = Array.from({ length: 4000 }, (_, k) => `[[${-k - 1},-1],[${k + 1},1]]`).join(',');
    const { responses: [noded, pairs, snapped] = [] } = await evalLines([
      `{"op":"noding_check","segments":[${star}]}`,
      `{"op":"segment_intersections","segments":[${star}]}`,
      `{"op":"snap_round","segments":[${star}]}`,
    ]);
    for (const r of [noded, pairs, snapped]) expect(r?.error?.code).toBe('too_large');
  });
});
