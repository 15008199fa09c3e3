// Bad input to the grid functions: a typed error naming the function, the
// argument and the value, with its code; thrown when called, not when the
// iterator is first used.
import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, gridCells, gridPieces, gridRaycast, lineOfSight, Rational } from '../../src/index.js';
import { expectError } from '../support/expectError.js';

const unit = { origin: [0, 0], cell: [1, 1] };
const seg = [
  [0, 0],
  [1, 1],
];

describe('grid errors', () => {
  it('a zero or negative cell size', () => {
    expectError(
      () => gridCells(seg, { origin: [0, 0], cell: [1, 0] }),
      ExactRangeError,
      'gridCells: grid.cell[1] is 0, expected a size > 0',
    );
    expectError(
      () => gridCells(seg, { origin: [0, 0], cell: [Rational.of(-1n, 3n), 1] }),
      ExactRangeError,
      'gridCells: grid.cell[0] is -1/3, expected a size > 0',
    );
    expectError(
      () => gridRaycast([0, 0], [1, 0], { origin: [0, 0], cell: [-2n, 1] }, []),
      ExactRangeError,
      'gridRaycast: grid.cell[0] is -2n, expected a size > 0',
    );
    expectError(
      () => lineOfSight([0, 0], [1, 0], { origin: [0, 0], cell: [1, -0] }, []),
      ExactRangeError,
      'lineOfSight: grid.cell[1] is -0, expected a size > 0',
    );
  });

  it('mixed dimensions', () => {
    expectError(
      () => gridCells(seg, { origin: [0, 0, 0], cell: [1, 1, 1] }),
      ExactRangeError,
      'gridCells: grid.origin has 3 coordinates, expected 2',
    );
    expectError(
      () => gridCells(seg, { origin: [0, 0], cell: [1, 1, 1] }),
      ExactRangeError,
      'gridCells: grid.cell has 3 coordinates, expected 2',
    );
    expectError(
      () =>
        gridCells(
          [
            [0, 0],
            [1, 1, 1],
          ],
          unit,
        ),
      ExactRangeError,
      'gridCells: s[1] has 3 coordinates, expected 2',
    );
    expectError(
      () => gridRaycast([0, 0], [1, 0, 0], unit, []),
      ExactRangeError,
      'gridRaycast: dir has 3 coordinates, expected 2',
    );
    expectError(
      () => gridRaycast([0, 0], [1, 0], unit, [[1, 2, 3]]),
      ExactRangeError,
      'gridRaycast: isBlocked[0] has 3 indices, expected 2',
    );
    expectError(() => lineOfSight([0, 0, 0], [1, 0], unit, []), ExactRangeError, 'lineOfSight: b has 2 coordinates, expected 3');
  });

  it('a zero direction', () => {
    expectError(
      () => gridRaycast([0, 0], [0, 0n], unit, []),
      ExactRangeError,
      'gridRaycast: dir is [0, 0n], expected a non-zero direction',
    );
  });

  it('a blocked index that is not an integer', () => {
    expectError(
      () =>
        gridRaycast([0, 0], [1, 0], unit, [
          [0, 0],
          [1.5, 2],
        ]),
      ExactRangeError,
      'gridRaycast: isBlocked[1][0] is 1.5, expected an integer',
    );
    expectError(
      () => gridRaycast([0, 0], [1, 0], unit, [[0, Number.NaN]]),
      ExactRangeError,
      'gridRaycast: isBlocked[0][1] is NaN, expected an integer',
    );
    expectError(
      () => lineOfSight([0, 0], [1, 0], unit, [['1', 2]] as never),
      ExactTypeError,
      'lineOfSight: isBlocked[0][0] is "1", expected an integer (a number or a bigint)',
    );
    expectError(
      () => gridRaycast([0, 0], [1, 0], unit, 5 as never),
      ExactTypeError,
      'gridRaycast: isBlocked is 5, expected a function or an iterable of cell indices',
    );
    expectError(
      () => gridRaycast([0, 0], [1, 0], unit, () => false, { bounds: { min: [0, 0.5], max: [1, 1] } }),
      ExactRangeError,
      'gridRaycast: options.bounds.min[1] is 0.5, expected an integer',
    );
    expectError(
      () => gridRaycast([0, 0], [1, 0], unit, () => false, { bounds: { min: [0, 2], max: [1, 1] } }),
      ExactRangeError,
      'gridRaycast: options.bounds.min[1] > options.bounds.max[1] (2 > 1)',
    );
  });

  it('a predicate with neither maxT nor bounds, a negative maxT', () => {
    expectError(
      () => gridRaycast([0, 0], [1, 0], unit, () => false),
      ExactRangeError,
      'gridRaycast: isBlocked is a function and neither options.maxT nor options.bounds is given, so a ray that meets no blocked cell would never end',
    );
    expectError(
      () => gridRaycast([0, 0], [1, 0], unit, [], { maxT: -1 }),
      ExactRangeError,
      'gridRaycast: options.maxT is -1, expected a parameter ≥ 0',
    );
    expectError(
      () => gridRaycast([0, 0], [1, 0], unit, [], { maxT: Number.POSITIVE_INFINITY }),
      ExactRangeError,
      'gridRaycast: options.maxT is Infinity',
    );
  });

  it('bad options and grids', () => {
    expectError(
      () => gridCells(seg, unit, { mode: 'touching' as never }),
      ExactRangeError,
      `gridCells: options.mode is "touching", expected 'closed', 'open' or 'half_open'`,
    );
    expectError(
      () => gridCells(seg, unit, { params: 1 as never }),
      ExactTypeError,
      'gridCells: options.params is 1, expected a boolean',
    );
    expectError(
      () => gridPieces(seg, unit, 'closed' as never),
      ExactTypeError,
      'gridPieces: options is "closed", expected an object or undefined',
    );
    expectError(
      () => gridCells(seg, [0, 1] as never),
      ExactTypeError,
      'gridCells: grid is an array of length 2, expected a grid { origin, cell }',
    );
    expectError(
      () => gridCells(seg, { origin: [0, 0] } as never),
      ExactTypeError,
      'gridCells: grid.cell is undefined, expected a point [x, y]',
    );
    expectError(
      () =>
        gridCells(
          [
            [0, Number.NaN],
            [1, 1],
          ],
          unit,
        ),
      ExactRangeError,
      'gridCells: s[0][1] is NaN',
    );
  });

  it('errors come from the call, before any cell', () => {
    expect(() => gridCells(seg, { origin: [0, 0], cell: [0, 1] })).toThrow(ExactRangeError);
    expect(() => gridPieces(seg, { origin: [0, 0], cell: [0, 1] })).toThrow(ExactRangeError);
  });
});
