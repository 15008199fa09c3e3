import type { CellIndex, Coordinate, GridMode, Point, Segment } from '../../src/index.js';
import { pointInBox, Rational, segmentBox } from '../../src/index.js';

/*
 * What "cell i contains a point of the segment" means in each mode, decided
 * with the library's box functions (segmentBox, pointInBox) and Rational
 * arithmetic — never with the grid walk — for the grid laws.
 */

/** A grid as the families give it. */
export type AnyGrid = { readonly origin: readonly Coordinate[]; readonly cell: readonly Coordinate[] };

/** floor(r) of a Rational, as a bigint. */
export function floorOf(r: Rational): bigint {
  const q = r.num / r.den;
  return r.num < 0n && q * r.den !== r.num ? q - 1n : q;
}

/** The closed box of cell `index`, as Rationals. */
export function cellBox(grid: AnyGrid, index: readonly (number | bigint)[]): { min: Rational[]; max: Rational[] } {
  const min = grid.origin.map((o, k) =>
    Rational.from(o).add(Rational.from(grid.cell[k] as Coordinate).mul(BigInt(index[k] as number))),
  );
  return { min, max: min.map((x, k) => x.add(grid.cell[k] as Coordinate)) };
}

/** The point p + t·(q − p) as Rationals. */
export function pointAt(s: Segment, t: Rational): Rational[] {
  const [p, q] = s as unknown as [Coordinate[], Coordinate[]];
  return p.map((x, k) => Rational.from(x).add(t.mul(Rational.from(q[k] as Coordinate).sub(x))));
}

/**
 * True iff x lies in cell `box` under `mode`: the closed box (pointInBox not
 * 'outside'), its interior ('inside'), or the closed box without its max
 * faces.
 */
export function pointInCell(x: Rational[], box: { min: Rational[]; max: Rational[] }, mode: GridMode): boolean {
  const where = pointInBox(x as unknown as Point, box as never);
  if (mode === 'closed') return where !== 'outside';
  if (mode === 'open') return where === 'inside';
  return where !== 'outside' && x.every((v, k) => v.lt(box.max[k] as Rational));
}

/**
 * The segment's parameters in the closed cell (segmentBox), and a witness:
 * a point of the segment in the cell under `mode`, or null when there is
 * none. The witness is the middle of the chord: when a chord of a box has a
 * point in the interior (or off the max faces), its middle does too.
 */
export function cellWitness(s: Segment, grid: AnyGrid, index: readonly (number | bigint)[], mode: GridMode): Rational[] | null {
  const box = cellBox(grid, index);
  const t = segmentBox(s, box as never);
  if (t === null) return null;
  const x = pointAt(s, t[0].add(t[1]).div(2));
  return pointInCell(x, box, mode) ? x : null;
}

/** Every cell index in the box of indices one beyond the segment's ends, in lexicographic order. */
export function cellsAround(s: Segment, grid: AnyGrid): bigint[][] {
  const [p, q] = s as unknown as [Coordinate[], Coordinate[]];
  let out: bigint[][] = [[]];
  for (let k = 0; k < p.length; k++) {
    const at = (x: Coordinate) =>
      floorOf(
        Rational.from(x)
          .sub(grid.origin[k] as Coordinate)
          .div(grid.cell[k] as Coordinate),
      );
    const a = at(p[k] as Coordinate);
    const b = at(q[k] as Coordinate);
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const next: bigint[][] = [];
    for (const prefix of out) for (let i = lo - 1n; i <= hi + 1n; i++) next.push([...prefix, i]);
    out = next;
  }
  return out;
}

/** A cell index as a string key (numbers and bigints alike). */
export const key = (c: CellIndex | readonly bigint[]): string => c.map((v) => BigInt(v).toString()).join(',');

/** Cells share a face, an edge or a vertex (their indices differ by at most 1 on every axis). */
export function touching(a: CellIndex, b: CellIndex): boolean {
  return a.every((v, k) => {
    const d = BigInt(v) - BigInt(b[k] as number | bigint);
    return d >= -1n && d <= 1n;
  });
}
