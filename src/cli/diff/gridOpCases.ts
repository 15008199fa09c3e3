import * as fc from 'fast-check';
import type { CoordinateKind } from '../../arbitraries/index.js';
import {
  rayGrazingCellCorner,
  segmentAlongGridLine,
  segmentOnGrid,
  segmentThroughGridVertex,
  zeroLengthSegmentOnGrid,
} from '../../arbitraries/index.js';
import type { CellIndex, Coordinate, SegmentLike } from '../../index.js';
import { gridCells, Rational } from '../../index.js';
import type { Fields } from './opCases.js';

type GridValue = {
  segment: readonly (readonly Coordinate[])[];
  grid: { origin: readonly Coordinate[]; cell: readonly Coordinate[] };
};

/** Every grid segment family, 2D and 3D. */
function gridSegments(k: CoordinateKind): fc.Arbitrary<GridValue> {
  const families = [segmentOnGrid, segmentThroughGridVertex, segmentAlongGridLine, zeroLengthSegmentOnGrid] as ((
    c: object,
  ) => fc.Arbitrary<unknown>)[];
  return fc.oneof(
    ...families.flatMap((f) => [f({ coordinates: k, dim: 2 }), f({ coordinates: k, dim: 3 })]),
  ) as fc.Arbitrary<GridValue>;
}

const mode = fc.constantFrom('closed', 'open', 'half_open');

/**
 * Rays for grid_raycast: a grid segment's p and direction q − p (along the
 * x axis when it has none), blocked cells picked from the cells around the
 * segment, sometimes a max_t; and rays grazing a blocked cell's corner.
 */
function gridRays(k: CoordinateKind): fc.Arbitrary<Fields> {
  const near = fc
    .tuple(
      gridSegments(k),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: -1, max: 1 })), { maxLength: 4 }),
      fc.option(fc.nat(8)),
      mode,
    )
    .map(([{ segment, grid }, picks, m, mode]) => {
      const [p, q] = segment as [readonly Coordinate[], readonly Coordinate[]];
      const d = q.map((x, i) => Rational.from(x).sub(Rational.from(p[i] as Coordinate)));
      const dir = d.some((x) => x.sign() !== 0) ? d : d.map((_, i) => (i === 0 ? 1 : 0));
      const cells = [...gridCells(segment as SegmentLike, grid, { mode: 'closed' })] as CellIndex[];
      // A cell along the segment, moved by -1, 0 or 1 on the first axis.
      const blocked = picks.map(([n, off]) => {
        const c = cells[n % cells.length] as CellIndex;
        return c.map((v, i) => (i === 0 ? BigInt(v) + BigInt(off) : BigInt(v)));
      });
      return { origin: p, dir, grid, mode, blocked, ...(m === null ? {} : { max_t: Rational.of(BigInt(m), 4n) }) };
    });
  const grazing = fc
    .tuple(fc.oneof(rayGrazingCellCorner({ coordinates: k, dim: 2 }), rayGrazingCellCorner({ coordinates: k, dim: 3 })), mode)
    .map(([r, mode]) => ({ origin: r.origin, dir: r.dir, grid: r.grid, mode, blocked: r.blocked }));
  return fc.oneof(near, grazing);
}

/**
 * The request fields `diff` sends for grid_cells and grid_raycast: segments
 * through grid vertices, along grid lines, points on vertices and edges, on
 * grids anywhere the kind reaches; rays grazing blocked corners.
 *
 * ```ts
 * new Map(gridOpCases('double')).get('grid_cells'); // an arbitrary of { s, grid, mode, params }
 * ```
 */
export function gridOpCases(k: CoordinateKind): [string, fc.Arbitrary<Fields>][] {
  const cells = fc
    .tuple(gridSegments(k), mode, fc.boolean())
    .map(([{ segment, grid }, mode, params]) => ({ s: segment, grid, mode, ...(params ? { params } : {}) }));
  return [
    ['grid_cells', cells],
    ['grid_raycast', gridRays(k)],
  ];
}
