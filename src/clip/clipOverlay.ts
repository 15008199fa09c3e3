import { NO_LIMIT } from '../arrangement/arrangementOptions.js';
import type { Coordinate } from '../core/coordinate.js';
import type { ResultPolygon } from '../overlay/eventPoints.js';
import { KeyedLabels } from '../overlay/labels.js';
import { readOverlayEdges } from '../overlay/overlayEdges.js';
import { overlayAnswer } from '../overlay/polygonOverlay.js';
import { polygonValidity } from '../overlay/polygonValidity.js';
import { snapOperands } from '../overlay/snapOperands.js';
import type { ClipOperation } from './geomMembership.js';
import { geomMembership } from './geomMembership.js';
import type { MultiPolygon, Pair } from './readGeoms.js';
import { readGeoms } from './readGeoms.js';

/**
 * The answer of a polygon-clipping operation in numbers. The exact answer
 * is computed first; each of its coordinates is then the nearest double
 * (every vertex of an operand is one already, so only crossings move, by
 * at most half a unit in the last place). The rounded rings are checked
 * exactly (polygonValidity); should rounding have broken a rule (a crossing
 * rounded onto a neighbouring edge), the answer is computed again on a
 * grid: the operands snap rounded to pixels of size 2^(e − 50), e the
 * exponent of the largest |coordinate| given, whose centres are all doubles
 * within the range of the input, so that every vertex of that answer is a
 * double and it is valid by construction.
 */
export function clipOverlay(fn: string, geoms: readonly unknown[], operation: ClipOperation): MultiPolygon {
  return clipAnswer(fn, geoms, operation).polygons;
}

/** The answer, and whether it had to be computed on the grid. */
export function clipAnswer(
  fn: string,
  geoms: readonly unknown[],
  operation: ClipOperation,
): { polygons: MultiPolygon; onGrid: boolean } {
  const rings = readGeoms(fn, geoms);
  if (rings.operands.length === 0) return { polygons: [], onGrid: false };
  const edges = readOverlayEdges(fn, rings.operands);
  const holds = geomMembership(rings, operation);
  const exact = overlayAnswer(edges, new KeyedLabels(edges.segments.n, edges.key, edges.weight, holds), NO_LIMIT);
  const rounded = inNumbers(exact);
  if (rounded.exact || polygonValidity(rounded.polygons).valid) return { polygons: closed(rounded.polygons), onGrid: false };
  const cell = gridCell(rings.largest);
  const snapped = snapOperands(fn, edges, { origin: [0, 0], cell: [cell, cell] }, NO_LIMIT);
  const onGrid = new KeyedLabels(snapped.segments.n, snapped.key, snapped.weight, holds);
  return { polygons: closed(inNumbers(overlayAnswer(snapped, onGrid, NO_LIMIT)).polygons), onGrid: true };
}

/** The pixel size of the grid for the largest |coordinate| m: 2^(e − 50) for m in [2^e, 2^(e + 1)), at least 2^-1074. */
export function gridCell(m: number): number {
  if (!(m > 0)) return 1;
  let e = Math.floor(Math.log2(m));
  // log2 may round across a power of two: settle e exactly.
  while (2 ** e > m) e--;
  while (2 ** (e + 1) <= m) e++;
  return 2 ** Math.max(e - 50, -1074);
}

/** The answer with every coordinate as a double (a Rational rounded to the nearest); `exact` when none needed rounding. */
function inNumbers(answer: readonly ResultPolygon[]): { polygons: Pair[][][]; exact: boolean } {
  let exact = true;
  const num = (v: Coordinate): number => {
    if (typeof v === 'number') return v;
    const d = typeof v === 'bigint' ? Number(v) : v.toNumber();
    if (exact && (typeof v === 'bigint' ? BigInt(d) !== v : !v.equals(d))) exact = false;
    return d;
  };
  const polygons = answer.map((polygon) => polygon.map((ring) => ring.map(([x, y]): Pair => [num(x), num(y)])));
  return { polygons, exact };
}

/** Each ring with its first point repeated at the end, as GeoJSON writes rings. */
function closed(polygons: Pair[][][]): MultiPolygon {
  return polygons.map((polygon) => polygon.map((ring) => [...ring, [(ring[0] as Pair)[0], (ring[0] as Pair)[1]]]));
}
