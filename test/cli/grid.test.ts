import { describe, expect, it } from 'vitest';
import { evaluateLine } from '../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../../src/cli/evaluateRequest.js';
import { ITEM_CEILING } from '../../src/cli/ops/answerBudget.js';
import type { EvalCase, Response } from './cliProcess.js';
import { describeEvalCases } from './cliProcess.js';

/*
 * grid_cells and grid_raycast as PROTOCOL.md "Grids" specifies them, end to
 * end through the spawned command: field names, result shapes (cell
 * indices and parameters as result rationals), the traversal order, every
 * error code; max_cells answers too_large at once however many cells the
 * segment crosses. Expected answers are worked out by hand.
 */

const UNIT = '{"origin":[0,0],"cell":[1,1]}';

const cases: EvalCase[] = [
  // Regression: number coordinates give the library number indices; an index past 2^53 (x = 1 in cells of 2^-1074) is still answered,
  // exactly: the op retries on exact values when the library's error carries limit 'number_index' (without it this answers too_large).
  [
    'grid_cells with an index past 2^53 from number coordinates',
    '{"op":"grid_cells","s":[[1,0],[1,0]],"grid":{"origin":[0,0],"cell":[5e-324,1]},"mode":"half_open"}',
    { result: { cells: [[(2n ** 1074n).toString(), '0']] } },
  ],
  // Through the vertex (1, 1): all four cells in closed mode, in index order at t = 1/2.
  [
    'grid_cells closed through a vertex',
    `{"op":"grid_cells","s":[[0.5,0.5],[1.5,1.5]],"grid":${UNIT},"mode":"closed"}`,
    {
      result: {
        cells: [
          ['0', '0'],
          ['0', '1'],
          ['1', '0'],
          ['1', '1'],
        ],
      },
    },
  ],
  [
    'grid_cells open through a vertex',
    `{"op":"grid_cells","s":[[0.5,0.5],[1.5,1.5]],"grid":${UNIT},"mode":"open"}`,
    {
      result: {
        cells: [
          ['0', '0'],
          ['1', '1'],
        ],
      },
    },
  ],
  // Down-right through (1, 1): the vertex is in [1, 1] by the floor rule, entered at t = 1/2 and left at once.
  [
    'grid_cells half_open through a vertex, with params',
    `{"op":"grid_cells","s":[[0.5,1.5],[1.5,0.5]],"grid":${UNIT},"mode":"half_open","params":true}`,
    {
      result: {
        cells: [
          ['0', '1'],
          ['1', '1'],
          ['1', '0'],
        ],
        t: [
          ['0', '1/2'],
          ['1/2', '1/2'],
          ['1/2', '1'],
        ],
      },
    },
  ],
  // Along y = 1: the rows on both sides touch it; the order by t, then index.
  [
    'grid_cells closed along a grid line',
    `{"op":"grid_cells","s":[[0.5,1],[1.5,1]],"grid":${UNIT},"mode":"closed","params":true}`,
    {
      result: {
        cells: [
          ['0', '0'],
          ['0', '1'],
          ['1', '0'],
          ['1', '1'],
        ],
        t: [
          ['0', '1/2'],
          ['0', '1/2'],
          ['1/2', '1'],
          ['1/2', '1'],
        ],
      },
    },
  ],
  [
    'grid_cells open along a grid line',
    `{"op":"grid_cells","s":[[0.5,1],[1.5,1]],"grid":${UNIT},"mode":"open"}`,
    { result: { cells: [] } },
  ],
  // Cells a third wide as exact strings: x crosses 1/3 at t = 1/3, 2/3 at 2/3, and q = (1, 1/2) lies on x = 1, in cell 3.
  [
    'grid_cells rational cell sizes',
    '{"op":"grid_cells","s":[[0,"1/2"],[1,"1/2"]],"grid":{"origin":[0,0],"cell":["1/3",1]},"mode":"half_open","params":true}',
    {
      result: {
        cells: [
          ['0', '0'],
          ['1', '0'],
          ['2', '0'],
          ['3', '0'],
        ],
        t: [
          ['0', '1/3'],
          ['1/3', '2/3'],
          ['2/3', '1'],
          ['1', '1'],
        ],
      },
    },
  ],
  // Decimal strings are exact: 0.3 / 0.1 = 3 is a cell boundary.
  [
    'grid_cells decimal strings',
    '{"op":"grid_cells","s":[["0.05","0.05"],["0.3","0.05"]],"grid":{"origin":[0,0],"cell":["0.1","0.1"]},"mode":"half_open"}',
    {
      result: {
        cells: [
          ['0', '0'],
          ['1', '0'],
          ['2', '0'],
          ['3', '0'],
        ],
      },
    },
  ],
  // Coordinates near 2^100 in unit cells: indices as big integer strings.
  [
    'grid_cells huge indices',
    '{"op":"grid_cells","s":[["1267650600228229401496703205376.5","0.5"],["1267650600228229401496703205377.5","0.5"]],"grid":' +
      `${UNIT},"mode":"half_open"}`,
    {
      result: {
        cells: [
          ['1267650600228229401496703205376', '0'],
          ['1267650600228229401496703205377', '0'],
        ],
      },
    },
  ],
  [
    'grid_cells 3D point on a voxel vertex',
    '{"op":"grid_cells","s":[[1,1,1],[1,1,1]],"grid":{"origin":[0,0,0],"cell":[1,1,1]},"mode":"half_open"}',
    { result: { cells: [['1', '1', '1']] } },
  ],
  [
    'grid_cells max_cells reached exactly',
    `{"op":"grid_cells","s":[[0.5,0.5],[2.5,0.5]],"grid":${UNIT},"mode":"open","max_cells":3}`,
    {
      result: {
        cells: [
          ['0', '0'],
          ['1', '0'],
          ['2', '0'],
        ],
      },
    },
  ],
  [
    'grid_cells max_cells passed',
    `{"op":"grid_cells","s":[[0.5,0.5],[2.5,0.5]],"grid":${UNIT},"mode":"open","max_cells":2}`,
    { error: 'too_large' },
  ],
  [
    'grid_cells a segment across 10^300 cells',
    `{"op":"grid_cells","s":[[0.5,0.5],["1e300",0.5]],"grid":${UNIT},"mode":"closed"}`,
    { error: 'too_large' },
  ],
  [
    'grid_cells cell size 0',
    `{"op":"grid_cells","s":[[0,0],[1,1]],"grid":{"origin":[0,0],"cell":[1,0]},"mode":"open"}`,
    { error: 'bad_input', message: 'grid_cells: grid.cell[1] is 0, expected a size > 0' },
  ],
  [
    'grid_cells negative cell size',
    `{"op":"grid_cells","s":[[0,0],[1,1]],"grid":{"origin":[0,0],"cell":["-1/2",1]},"mode":"open"}`,
    { error: 'bad_input' },
  ],
  [
    'grid_cells mixed dimensions',
    `{"op":"grid_cells","s":[[0,0],[1,1]],"grid":{"origin":[0,0,0],"cell":[1,1,1]},"mode":"open"}`,
    { error: 'bad_input' },
  ],
  [
    'grid_cells missing mode',
    `{"op":"grid_cells","s":[[0,0],[1,1]],"grid":${UNIT}}`,
    { error: 'bad_input', message: 'grid_cells: missing field "mode"' },
  ],
  ['grid_cells unknown mode', `{"op":"grid_cells","s":[[0,0],[1,1]],"grid":${UNIT},"mode":"touching"}`, { error: 'bad_input' }],
  [
    'grid_cells params not a boolean',
    `{"op":"grid_cells","s":[[0,0],[1,1]],"grid":${UNIT},"mode":"open","params":1}`,
    { error: 'bad_input' },
  ],
  [
    'grid_cells max_cells not an integer',
    `{"op":"grid_cells","s":[[0,0],[1,1]],"grid":${UNIT},"mode":"open","max_cells":2.5}`,
    { error: 'bad_input' },
  ],
  ...['"2"', '2.0', '"4/2"'].map(
    (v): EvalCase => [
      `grid_cells max_cells ${v}`,
      `{"op":"grid_cells","s":[[0.5,0.5],[1.5,0.5]],"grid":${UNIT},"mode":"open","max_cells":${v}}`,
      {
        result: {
          cells: [
            ['0', '0'],
            ['1', '0'],
          ],
        },
      },
    ],
  ),
  [
    'grid_cells max_cells past 2^53 - 1',
    `{"op":"grid_cells","s":[[0,0],[1,1]],"grid":${UNIT},"mode":"open","max_cells":"100000000000000000000"}`,
    { error: 'bad_input', message: 'grid_cells: max_cells is "100000000000000000000", expected an integer from 0 to 2^53 - 1' },
  ],
  [
    'grid_cells negative max_cells',
    `{"op":"grid_cells","s":[[0,0],[1,1]],"grid":${UNIT},"mode":"open","max_cells":-1}`,
    { error: 'bad_input' },
  ],
  [
    'grid_cells grid without cell',
    '{"op":"grid_cells","s":[[0,0],[1,1]],"grid":{"origin":[0,0]},"mode":"open"}',
    { error: 'bad_input' },
  ],
  [
    'grid_cells a number past --max-digits',
    `{"op":"grid_cells","s":[[0,0],["1e999999999",1]],"grid":${UNIT},"mode":"open"}`,
    { error: 'too_large' },
  ],

  // The diagonal touches the corners of [1, 2] and [2, 1] at (2, 2), t = 3/2.
  [
    'grid_raycast closed corner graze, two cells',
    `{"op":"grid_raycast","origin":[0.5,0.5],"dir":[1,1],"grid":${UNIT},"mode":"closed","blocked":[[2,1],[1,2]]}`,
    {
      result: {
        hit: true,
        t: '3/2',
        point: ['2', '2'],
        cells: [
          ['1', '2'],
          ['2', '1'],
        ],
      },
    },
  ],
  [
    'grid_raycast open corner graze misses',
    `{"op":"grid_raycast","origin":[0.5,0.5],"dir":[1,1],"grid":${UNIT},"mode":"open","blocked":[[2,1],[1,2]]}`,
    { result: { hit: false } },
  ],
  // dir = (2, 0): t counts multiples of dir, so x = 5 is t = 9/4.
  [
    'grid_raycast t counts multiples of dir',
    `{"op":"grid_raycast","origin":[0.5,0.5],"dir":[2,0],"grid":${UNIT},"mode":"half_open","blocked":[[5,0],[9,0]]}`,
    { result: { hit: true, t: '9/4', point: ['5', '1/2'], cells: [['5', '0']] } },
  ],
  [
    'grid_raycast max_t at the hit',
    `{"op":"grid_raycast","origin":[0.5,0.5],"dir":[1,0],"grid":${UNIT},"mode":"closed","blocked":[["7","0"]],"max_t":"13/2"}`,
    { result: { hit: true, t: '13/2', point: ['7', '1/2'], cells: [['7', '0']] } },
  ],
  [
    'grid_raycast max_t before the hit',
    `{"op":"grid_raycast","origin":[0.5,0.5],"dir":[1,0],"grid":${UNIT},"mode":"closed","blocked":[[7,0]],"max_t":6}`,
    { result: { hit: false } },
  ],
  [
    'grid_raycast no blocked cells',
    `{"op":"grid_raycast","origin":[0.5,0.5],"dir":[1,0],"grid":${UNIT},"mode":"closed","blocked":[]}`,
    { result: { hit: false } },
  ],
  // Two walls a billion cells apart, the ray between them: answered at once.
  [
    'grid_raycast far apart walls',
    `{"op":"grid_raycast","origin":[-5,7.5],"dir":[1,0],"grid":${UNIT},"mode":"closed","blocked":[[0,0],[1000000000,1000000000]]}`,
    { result: { hit: false } },
  ],
  [
    'grid_raycast 3D',
    '{"op":"grid_raycast","origin":[0.5,0.5,0.5],"dir":[1,1,1],"grid":{"origin":[0,0,0],"cell":[1,1,1]},"mode":"closed","blocked":[[1,1,0],[0,1,1]]}',
    {
      result: {
        hit: true,
        t: '1/2',
        point: ['1', '1', '1'],
        cells: [
          ['0', '1', '1'],
          ['1', '1', '0'],
        ],
      },
    },
  ],
  [
    'grid_raycast zero direction',
    `{"op":"grid_raycast","origin":[0,0],"dir":[0,"0"],"grid":${UNIT},"mode":"closed","blocked":[]}`,
    { error: 'bad_input' },
  ],
  [
    'grid_raycast a non-integer index',
    `{"op":"grid_raycast","origin":[0,0],"dir":[1,0],"grid":${UNIT},"mode":"closed","blocked":[[1,"1/2"]]}`,
    { error: 'bad_input', message: 'grid_raycast: blocked[0][1] is 1/2, expected an integer' },
  ],
  [
    'grid_raycast a 3D cell in 2D',
    `{"op":"grid_raycast","origin":[0,0],"dir":[1,0],"grid":${UNIT},"mode":"closed","blocked":[[1,2,3]]}`,
    { error: 'bad_input' },
  ],
  [
    'grid_raycast negative max_t',
    `{"op":"grid_raycast","origin":[0,0],"dir":[1,0],"grid":${UNIT},"mode":"closed","blocked":[],"max_t":-1}`,
    { error: 'bad_input' },
  ],
  [
    'grid_raycast blocked not an array',
    `{"op":"grid_raycast","origin":[0,0],"dir":[1,0],"grid":${UNIT},"mode":"closed","blocked":{"0":[1,1]}}`,
    { error: 'bad_input' },
  ],
  [
    'grid_raycast cell size 0',
    `{"op":"grid_raycast","origin":[0,0],"dir":[1,0],"grid":{"origin":[0,0],"cell":[0,1]},"mode":"closed","blocked":[]}`,
    { error: 'bad_input' },
  ],
  [
    'grid_raycast missing blocked',
    `{"op":"grid_raycast","origin":[0,0],"dir":[1,0],"grid":${UNIT},"mode":"closed"}`,
    { error: 'bad_input' },
  ],
];

describeEvalCases('grid ops end to end', cases);

describe('grid_cells never lists more than its ceiling, whatever max_cells says', () => {
  const answer = (line: string) => JSON.parse(evaluateLine(line, 1, DEFAULT_EVAL_OPTIONS) as string) as Response;

  it(`a max_cells past ${ITEM_CEILING} still stops at the ceiling with too_large, at once`, () => {
    const out = answer(
      `{"op":"grid_cells","s":[[0.5,0.5],[1e15,0.5]],"grid":${UNIT},"mode":"open","max_cells":9007199254740991}`,
    );
    expect(out.error).toEqual({
      code: 'too_large',
      message: `grid_cells: the segment meets more than ${ITEM_CEILING} cells, the most one answer lists`,
    });
  });

  it('fewer for big numbers, each cell costing more: 250 000 for numbers of 997 bits (10^300)', () => {
    const out = answer(`{"op":"grid_cells","s":[[0.5,0.5],["1e300",0.5]],"grid":${UNIT},"mode":"open","max_cells":1000000}`);
    expect(out.error).toEqual({
      code: 'too_large',
      message: 'grid_cells: the segment meets more than 250000 cells, the most one answer lists for numbers of 997 bits',
    });
  });
});
