import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import { rayGrazingCellCorner, segmentOnGrid, segmentThroughGridVertex } from '../src/arbitraries/index.js';
import type { CellIndex, Coordinate, GridMode, GridRaycastHit, Point, Segment } from '../src/index.js';
import { gridCells, gridRaycast, lineOfSight, pointInBox, Rational } from '../src/index.js';
import { equalsRational } from '../test/support/frac.js';
import { raycastFrac } from '../test/support/gridFrac.js';
import type { AnyGrid } from './support/gridCheck.js';
import { cellBox, cellsAround, key } from './support/gridCheck.js';
import { params } from './support/params.js';

/*
 * The laws of gridRaycast and lineOfSight:
 * - the first blocked cells, t and point equal the fraction reference's
 *   (every blocked cell tested on its own), whether the cells come as a
 *   list (tested one by one when the list is short) or as a predicate with
 *   bounds (walked), with and without maxT;
 * - the point is origin + t·dir and lies in every cell reported;
 * - a ray grazing a blocked cell's corner hits it in closed mode, at the
 *   corner, and never in open mode;
 * - lineOfSight(a, b) = lineOfSight(b, a), and it is false exactly when a
 *   blocked cell is among gridCells(a, b).
 */

const MODES: GridMode[] = ['closed', 'open', 'half_open'];
const kinds: CoordinateKind[] = ['mixed', 'double', 'rational', 'huge'];
type Ray = { origin: Coordinate[]; dir: Coordinate[]; grid: AnyGrid; blocked: CellIndex[]; maxT?: Coordinate };

function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`expected ${what}`);
}

/** Rays from a segment on a grid (origin p, dir q − p), with blocked cells picked among those around it, and sometimes a maxT. */
function rays(kind: CoordinateKind, dim: 2 | 3): fc.Arbitrary<Ray> {
  const seg = segmentOnGrid({ coordinates: kind, dim: dim as 2 }) as fc.Arbitrary<{ segment: Segment; grid: AnyGrid }>;
  return fc
    .tuple(seg, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.option(fc.integer({ min: 0, max: 8 })))
    .filter(([{ segment }]) =>
      (segment[0] as readonly Coordinate[]).some(
        (x, k) => Rational.from(x).compare((segment[1] as readonly Coordinate[])[k] as Coordinate) !== 0,
      ),
    )
    .map(([{ segment, grid }, picks, m]) => {
      const [p, q] = segment as unknown as [Coordinate[], Coordinate[]];
      const around = cellsAround(segment, grid);
      const blocked = picks.map((n) => around[n % around.length] as bigint[]);
      const dir = q.map((x, k) => Rational.from(x).sub(p[k] as Coordinate));
      return { origin: p, dir, grid, blocked, ...(m === null ? {} : { maxT: Rational.of(BigInt(m), 4n) }) };
    });
}

const show = (h: GridRaycastHit) => (h.hit ? `t=${h.t} ${h.cells.map(key).join(' ')}` : 'miss');

function checkRay(r: Ray, mode: GridMode): void {
  const listed = gridRaycast(r.origin, r.dir, r.grid, r.blocked, { mode, maxT: r.maxT });
  const keys = new Set(r.blocked.map(key));
  const lo = r.blocked[0]?.map((_, k) =>
    r.blocked.reduce(
      (m, c) => (BigInt(c[k] as bigint) < m ? BigInt(c[k] as bigint) : m),
      BigInt((r.blocked[0] as CellIndex)[k] as bigint),
    ),
  );
  const hi = r.blocked[0]?.map((_, k) =>
    r.blocked.reduce(
      (m, c) => (BigInt(c[k] as bigint) > m ? BigInt(c[k] as bigint) : m),
      BigInt((r.blocked[0] as CellIndex)[k] as bigint),
    ),
  );
  const walked = gridRaycast(r.origin, r.dir, r.grid, (c) => keys.has(key(c)), {
    mode,
    maxT: r.maxT,
    bounds: { min: lo as bigint[], max: hi as bigint[] },
  });
  must(show(listed) === show(walked), `the walk to find what the list finds (${mode}): ${show(listed)} / ${show(walked)}`);
  const ref = raycastFrac(
    r.origin,
    r.dir,
    r.grid.origin,
    r.grid.cell,
    r.blocked.map((c) => c.map(BigInt)),
    mode,
    r.maxT,
  );
  if (ref === null || !listed.hit) {
    must(ref === null && !listed.hit, `the reference's hit or miss (${mode}): ${show(listed)}`);
    return;
  }
  must(equalsRational(listed.t, ref.t), `t to be the reference's (${mode})`);
  must(listed.cells.map(key).join(' ') === ref.cells.map(key).join(' '), `the reference's cells (${mode})`);
  must(listed.t.sign() >= 0, 't ≥ 0');
  const point = r.origin.map((x, k) => Rational.from(x).add(listed.t.mul(Rational.from(r.dir[k] as Coordinate))));
  must(
    point.every((x, k) => x.equals(listed.point[k] as Rational)),
    'the point to be origin + t·dir',
  );
  for (const c of listed.cells)
    must(pointInBox(point as unknown as Point, cellBox(r.grid, c) as never) !== 'outside', 'the point in every cell hit');
}

for (const dim of [2, 3] as const) {
  describe(`gridRaycast laws ${dim}D`, () => {
    it.each(kinds)('rays across a grid, %s coordinates: listed = walked = the fraction reference', (kind) => {
      fc.assert(
        fc.property(rays(kind, dim), (r) => {
          for (const mode of MODES) checkRay(r, mode);
        }),
        params(dim === 2 ? 30 : 12),
      );
    });

    it.each(kinds)('rays grazing a blocked corner, %s coordinates: a hit when closed, none when open', (kind) => {
      fc.assert(
        fc.property(rayGrazingCellCorner({ coordinates: kind, dim: dim as 2 }), (c) => {
          const r = { ...c, origin: [...c.origin], dir: [...c.dir], blocked: [...c.blocked] } as Ray;
          for (const mode of MODES) checkRay(r, mode);
          must(gridRaycast(c.origin, c.dir, c.grid, c.blocked).hit, 'closed: a hit');
          must(!gridRaycast(c.origin, c.dir, c.grid, c.blocked, { mode: 'open' }).hit, 'open: a miss');
        }),
        params(dim === 2 ? 30 : 12),
      );
    });
  });

  describe(`lineOfSight laws ${dim}D`, () => {
    it.each(kinds)('%s coordinates: the same both ways, false exactly when gridCells meets a blocked cell', (kind) => {
      const cases = fc.tuple(
        segmentThroughGridVertex({ coordinates: kind, dim: dim as 2 }) as fc.Arbitrary<{ segment: Segment; grid: AnyGrid }>,
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      );
      fc.assert(
        fc.property(cases, ([{ segment, grid }, picks]) => {
          const around = cellsAround(segment, grid);
          const blocked = picks.map((n) => around[n % around.length] as bigint[]);
          const keys = new Set(blocked.map(key));
          for (const mode of MODES) {
            const ab = lineOfSight(segment[0], segment[1], grid, blocked, { mode });
            const ba = lineOfSight(segment[1], segment[0], grid, (c) => keys.has(key(c)), { mode });
            const want = ![...gridCells(segment, grid, { mode })].some((c) => keys.has(key(c)));
            must(ab === want && ba === want, `lineOfSight ${want} both ways (${mode})`);
          }
        }),
        params(dim === 2 ? 30 : 12),
      );
    });
  });
}
