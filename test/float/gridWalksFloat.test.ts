// The float grid walks as game code writes them: amanatidesWooFloat,
// supercoverFloat, lineOfSightFloat. Ordinary cases where they are right,
// then their real failures pinned: each input, the wrong answer it gives,
// and the exact answer, from gridCells and from the independent fraction
// reference (test/support/gridFrac.ts).
import { describe, expect, it } from 'vitest';
import { amanatidesWooFloat, lineOfSightFloat, supercoverFloat } from '../../src/float/index.js';
import type { CellIndex, GridMode } from '../../src/index.js';
import { gridCells, lineOfSight } from '../../src/index.js';
import { gridCellsFrac } from '../support/gridFrac.js';

const unit = { origin: [0, 0], cell: [1, 1] };
const tenth = { origin: [0, 0], cell: [0.1, 0.1] };
/** Pixel cells: unit squares centred on integer points, the supercover's cells. */
const pixels = { origin: [-0.5, -0.5], cell: [1, 1] };

/** The exact cells, from the library and from the fraction reference, which must agree. */
function exact(s: number[][], grid: { origin: number[]; cell: number[] }, mode: GridMode): number[][] {
  const cells = [...gridCells(s, grid, { mode })].map((c) => c.map(Number));
  const ref = gridCellsFrac(s[0] as number[], s[1] as number[], grid.origin, grid.cell, mode).map((c) => c.index.map(Number));
  expect(cells).toEqual(ref);
  return cells;
}

describe('amanatidesWooFloat: where it is right', () => {
  it('walks a segment that passes no vertex, as the floor rule says', () => {
    const s = [
      [0.2, 0.1],
      [3.7, 1.3],
    ];
    expect(amanatidesWooFloat(s, unit)).toEqual(exact(s, unit, 'half_open'));
    const s3 = [
      [0.5, 0.25, 0.75],
      [2.5, 1.5, -0.8],
    ];
    expect(amanatidesWooFloat(s3, { origin: [0, 0, 0], cell: [1, 1, 1] })).toEqual(
      exact(s3, { origin: [0, 0, 0], cell: [1, 1, 1] }, 'half_open'),
    );
  });

  it('walks an axis-parallel segment that lies on no grid line', () => {
    const s = [
      [0.5, 0.25],
      [3.5, 0.25],
    ];
    expect(amanatidesWooFloat(s, unit)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
  });
});

describe('amanatidesWooFloat: its failures, pinned', () => {
  it('through a grid vertex it lists one side cell: extra next to half_open, one missing next to closed', () => {
    const s = [
      [0.5, 0.5],
      [1.5, 1.5],
    ];
    expect(amanatidesWooFloat(s, unit)).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
    expect(exact(s, unit, 'half_open')).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(exact(s, unit, 'closed')).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
  });

  it('an axis-parallel segment on a grid line computes 0/0 = NaN and walks off across the lines until its step limit', () => {
    const s = [
      [0.5, 1],
      [3.5, 1],
    ];
    const walk = amanatidesWooFloat(s, unit, 50);
    expect(walk.slice(0, 4)).toEqual([
      [0, 1],
      [0, 0],
      [0, -1],
      [0, -2],
    ]);
    expect(walk).toHaveLength(50);
    expect(exact(s, unit, 'half_open')).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });

  it('rounding carries it past the end cell on a 0.1 grid, and it never ends', () => {
    const s = [
      [0.1, 0.1],
      [0.2, 0.6],
    ];
    expect(amanatidesWooFloat(s, tenth, 1000)).toHaveLength(1000);
    expect(exact(s, tenth, 'half_open')).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [1, 5],
      [2, 5],
    ]);
  });

  it('floor(0.5 / 0.1) = 5 puts the end in the wrong cell: 0.5 is below 5 × 0.1', () => {
    const s = [
      [0.1, 0.1],
      [0.1, 0.5],
    ];
    expect(amanatidesWooFloat(s, tenth).at(-1)).toEqual([1, 5]);
    expect(exact(s, tenth, 'half_open').at(-1)).toEqual([1, 4]);
  });
});

describe('lineOfSightFloat: not symmetric', () => {
  it('sees through a wall one way and not the other, where lineOfSight answers the same both ways', () => {
    const wall = (c: readonly (number | bigint)[]) => c[0] === 0 && c[1] === 1;
    expect(lineOfSightFloat([0.5, 0.5], [1.5, 1.5], unit, wall)).toBe(false);
    expect(lineOfSightFloat([1.5, 1.5], [0.5, 0.5], unit, wall)).toBe(true);
    // Exactly: the segment touches the wall at its corner (closed: no sight), enters neither side cell (open, half_open: sight).
    for (const [mode, sight] of [
      ['closed', false],
      ['open', true],
      ['half_open', true],
    ] as const) {
      expect(lineOfSight([0.5, 0.5], [1.5, 1.5], unit, wall as (c: CellIndex) => boolean, { mode })).toBe(sight);
      expect(lineOfSight([1.5, 1.5], [0.5, 0.5], unit, wall as (c: CellIndex) => boolean, { mode })).toBe(sight);
    }
  });
});

describe('supercoverFloat', () => {
  it('on integer endpoints it gives the open cells of pixel squares, exactly', () => {
    for (const s of [
      [
        [0, 0],
        [3, 1],
      ],
      [
        [-2, 5],
        [4, -1],
      ],
      [
        [1, 1],
        [1, 7],
      ],
    ]) {
      expect(supercoverFloat(s[0] as number[], s[1] as number[])).toEqual(exact(s, pixels, 'open'));
    }
  });

  it('through a corner it steps diagonally: the cells it touches there are missing next to closed', () => {
    expect(supercoverFloat([0, 0], [2, 2])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(
      exact(
        [
          [0, 0],
          [2, 2],
        ],
        pixels,
        'closed',
      ),
    ).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ]);
  });

  it('ends that are not integers are rounded, and the cells are those of another segment', () => {
    const s = [
      [0.4, 0],
      [2.6, 1.4],
    ];
    expect(supercoverFloat(s[0] as number[], s[1] as number[])).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
    expect(exact(s, pixels, 'open')).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });
});
