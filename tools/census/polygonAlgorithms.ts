import { convexHullFloat, pointInPolygonFloat, polygonAreaFloat } from '../../src/float/index.js';
import type { Point2 } from '../../src/index.js';
import { convexHull, pointInPolygon, polygonArea } from '../../src/index.js';
import type { Algorithm } from './algorithms.js';
import { cellsVerdict, compareCells } from './gridAlgorithms.js';
import type { Pt, Verdict } from './types.js';

/*
 * The polygon algorithms of the census, each against its exact twin:
 * PNPOLY's crossing test (pointInPolygonFloat) against pointInPolygon with
 * the even-odd rule for the closed polygon (a boundary point is in it, so a
 * float "outside" there is a miss); the shoelace area's sign
 * (polygonAreaFloat) against polygonArea's (a hit is a zero area, as a
 * collinear triple is for orientations); and the monotone chain in doubles
 * (convexHullFloat) against convexHull, a verdict being the hull's vertices
 * as text ("x,y x,y ..."): a float hull that keeps a point the exact one
 * drops is a false hit, one that drops a vertex a miss.
 */

const rings2 = (rings: Pt[][]): Point2[][] => rings as unknown as Point2[][];
const isTrue = (v: Verdict): boolean => v === true;

function signWords(v: Verdict): string {
  return v === 1 ? '+1 (ccw)' : v === -1 ? '−1 (cw)' : v === 0 ? '0 (no area)' : String(v);
}

/** "4 vertices: 0,0  2,0 …" (the first two). */
function hullWords(v: Verdict): string {
  const vertices = String(v).split(' ').filter(Boolean);
  const shown = vertices.slice(0, 2).join('  ');
  return `${vertices.length} vertices${vertices.length > 0 ? `: ${shown}${vertices.length > 2 ? ' …' : ''}` : ''}`;
}

/** The sign of a float area; an overflow (±Infinity, NaN) is an error, not a sign. */
function areaSign(area: number): number {
  if (!Number.isFinite(area)) throw new Error(`the area overflowed to ${area}`);
  return Math.sign(area);
}

const pnpolyAlg: Algorithm<'pointPolygon'> = {
  name: 'pointInPolygonFloat',
  exactName: 'pointInPolygon',
  method: "PNPOLY's ray crossing",
  kind: 'pointPolygon',
  dims: [2],
  float: (c) => pointInPolygonFloat(c.p, c.rings),
  exact: (c) => pointInPolygon(c.p as unknown as Point2, rings2(c.rings), { rule: 'evenodd' }) !== 'outside',
  isHit: isTrue,
  describe: (v) => (v ? 'in the polygon' : 'outside'),
};

const shoelaceAlg: Algorithm<'polygonRings'> = {
  name: 'polygonAreaFloat',
  exactName: 'polygonArea',
  method: 'the shoelace formula',
  kind: 'polygonRings',
  dims: [2],
  float: (c) => areaSign(polygonAreaFloat(c.rings)),
  exact: (c) => polygonArea(rings2(c.rings)).sign(),
  isHit: (v) => v === 0,
  describe: signWords,
};

const monotoneChainAlg: Algorithm<'hullPoints'> = {
  name: 'convexHullFloat',
  exactName: 'convexHull',
  method: "Andrew's monotone chain",
  kind: 'hullPoints',
  dims: [2],
  // A hull is a verdict like a list of cells: each vertex "x,y", space-separated, in order.
  float: (c) => cellsVerdict(convexHullFloat(c.points)),
  exact: (c) => cellsVerdict(convexHull(c.points as unknown as Point2[]) as unknown as Pt[]),
  isHit: (v) => String(v) !== '',
  describe: hullWords,
  compare: compareCells,
};

/** The polygon algorithms, in report order. */
export const POLYGON_ALGORITHMS: readonly Algorithm[] = [pnpolyAlg, shoelaceAlg, monotoneChainAlg] as readonly Algorithm[];
