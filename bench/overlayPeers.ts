/*
 * The overlay contenders behind one interface, for the benchmark and the
 * robustness census. Every contender gets the same operands, GeoJSON
 * MultiPolygon coordinates (each ring closed: its first point repeated at
 * the end), converts them once into the form it takes — outside any timed
 * loop — and gives back a function that runs the operation, and a reader
 * that turns what that function returned into polygons (outer ring, then
 * holes) for the checks.
 *
 * How each one is called:
 * - ours: every operand's rings in one list with the closing point dropped,
 *   read with the even-odd rule (a GeoJSON polygon is its outer ring minus
 *   its holes whatever their orientation, as the peers read it; for valid
 *   MultiPolygons even-odd says exactly that); `polygonUnion(...all)` for
 *   more than two operands;
 * - ours through `exact-predicates/clip`, the polygon-clipping drop-in:
 *   the same call as polygon-clipping's on the same coordinates, numbers
 *   out;
 * - polygon-clipping and polyclip-ts: their own call with every operand
 *   (`union(a, ...rest)`);
 * - martinez-polygon-clipping: two operands only; a union of more is a
 *   balanced tree of pairwise unions (halves united, recursively: a left
 *   fold `union(union(a, b), c)`..., as a Turf user writes it, is quadratic
 *   and takes minutes on the dissolve sets);
 * - clipper2-ts: `ClipperD` at 8 decimals (coordinates scaled by 10^8 to
 *   integers), with a `PolyTreeD` for an answer so that it gives polygons
 *   with their holes as the others do; each operand even-odd, except a
 *   union of more than two operands, one subject list under nonzero (the
 *   dissolve sets are single counterclockwise rings);
 * - JSTS: geometries built once by its `GeoJSONReader`;
 *   `SnapIfNeededOverlayOp` for two operands (what JTS's
 *   `Geometry.union` and friends call), `UnaryUnionOp` (the cascaded union)
 *   for more.
 */
import { createRequire } from 'node:module';
import { Clipper, ClipType, FillRule, type PathsD, type PolyPathD, PolyTreeD } from 'clipper2-ts';
import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import GeoJSONReader from 'jsts/org/locationtech/jts/io/GeoJSONReader.js';
import GeoJSONWriter from 'jsts/org/locationtech/jts/io/GeoJSONWriter.js';
import SnapIfNeededOverlayOp from 'jsts/org/locationtech/jts/operation/overlay/snap/SnapIfNeededOverlayOp.js';
import UnaryUnionOp from 'jsts/org/locationtech/jts/operation/union/UnaryUnionOp.js';
import * as martinez from 'martinez-polygon-clipping';
import { difference as pcDifference, intersection as pcIntersection, union as pcUnion, xor as pcXor } from 'polyclip-ts';
import * as exactClip from '../src/clip/index.js';
import type { ResultPolygon } from '../src/index.js';
import { polygonDifference, polygonIntersection, polygonUnion, polygonXor } from '../src/index.js';

const require = createRequire(import.meta.url);
type PolygonClipping = Record<OverlayOperation, (geom: GeoMultiPolygon, ...geoms: GeoMultiPolygon[]) => GeoMultiPolygon>;
/** polygon-clipping (its ESM build is not what Node resolves; the CommonJS one is). */
const polygonClipping = require('polygon-clipping') as PolygonClipping;

/** An [x, y] point of doubles. */
export type Pair = [number, number];
/** A GeoJSON polygon: outer ring, then holes, each ring closed. */
export type GeoPolygon = Pair[][];
/** GeoJSON MultiPolygon coordinates. */
export type GeoMultiPolygon = GeoPolygon[];
/** The four set operations; `difference` is the first operand minus the others. */
export type OverlayOperation = 'intersection' | 'union' | 'difference' | 'xor';

/** A polygon as a contender answers it: outer ring then holes, points [x, y] (numbers, or ours' exact coordinates). */
export type AnswerPolygon = ArrayLike<ArrayLike<ArrayLike<unknown>>>;

/**
 * One contender's operation on prepared operands: `run` is what is timed,
 * `count` the number of polygons (or paths) of its answer, read in the
 * timed loop for the checksum, `polygons` reads the answer for the checks
 * (untimed).
 */
export type Prepared = { run: () => unknown; count: (answer: unknown) => number; polygons: (answer: unknown) => AnswerPolygon[] };

/**
 * A contender: its name, how it prepares an operation, and for one that
 * rounds its answer to a grid coarser than doubles, that grid's spacing.
 */
export type Contender = {
  name: string;
  prepare: (operation: OverlayOperation, operands: GeoMultiPolygon[]) => Prepared;
  grid?: number;
};

/** The rings of a GeoJSON operand in one list, each without its closing point (a ring of ours closes itself). */
export function openRings(operand: GeoMultiPolygon): Pair[][] {
  return operand.flatMap((polygon) => polygon.map(openRing));
}

/** A ring without its last point when that repeats the first. */
export function openRing(ring: Pair[]): Pair[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
  return closed ? ring.slice(0, -1) : ring;
}

const EVEN_ODD = { rule: 'evenodd' } as const;
const OURS: Record<Exclude<OverlayOperation, 'union'>, typeof polygonIntersection> = {
  intersection: polygonIntersection,
  difference: polygonDifference,
  xor: polygonXor,
};

const ours: Contender = {
  name: 'ours',
  prepare: (operation, operands) => {
    const rings = operands.map(openRings);
    const [a, b] = rings as [Pair[][], Pair[][]];
    const op = operation === 'union' ? null : OURS[operation];
    return {
      run: op === null ? () => polygonUnion(a, ...rings.slice(1), EVEN_ODD) : () => op(a, b, EVEN_ODD),
      count: length,
      polygons: (answer) => answer as ResultPolygon[],
    };
  },
};

const asPolygons = (answer: unknown): AnswerPolygon[] => (answer ?? []) as GeoMultiPolygon;
/** The length of an array answer (martinez's empty answer is null). */
const length = (answer: unknown): number => (answer === null ? 0 : (answer as unknown[]).length);

const EXACT_CLIP = exactClip as unknown as PolygonClipping;

const clipEntryContender: Contender = {
  name: 'ours (/clip)',
  prepare: (operation, [a, ...rest]) => {
    const op = EXACT_CLIP[operation];
    return { run: () => op(a as GeoMultiPolygon, ...rest), count: length, polygons: asPolygons };
  },
};

const polygonClippingContender: Contender = {
  name: 'polygon-clipping',
  prepare: (operation, [a, ...rest]) => {
    const op = polygonClipping[operation];
    return { run: () => op(a as GeoMultiPolygon, ...rest), count: length, polygons: asPolygons };
  },
};

type Variadic = (geom: GeoMultiPolygon, ...geoms: GeoMultiPolygon[]) => GeoMultiPolygon;
const POLYCLIP = {
  intersection: pcIntersection,
  union: pcUnion,
  difference: pcDifference,
  xor: pcXor,
} as unknown as Record<OverlayOperation, Variadic>;

const polyclipContender: Contender = {
  name: 'polyclip-ts',
  prepare: (operation, [a, ...rest]) => {
    const op = POLYCLIP[operation];
    return { run: () => op(a as GeoMultiPolygon, ...rest), count: length, polygons: asPolygons };
  },
};

type MartinezOp = (a: GeoMultiPolygon, b: GeoMultiPolygon) => GeoMultiPolygon | null;
const MARTINEZ: Record<OverlayOperation, MartinezOp> = {
  intersection: martinez.intersection as MartinezOp,
  union: martinez.union as MartinezOp,
  difference: martinez.diff as MartinezOp,
  xor: martinez.xor as MartinezOp,
};

const martinezContender: Contender = {
  name: 'martinez',
  prepare: (operation, operands) => {
    const op = MARTINEZ[operation];
    // martinez answers null for an empty result; an empty operand goes on as [].
    const pair = (a: GeoMultiPolygon, b: GeoMultiPolygon): GeoMultiPolygon => op(a, b) ?? [];
    const run =
      operands.length > 2 && operation === 'union'
        ? () => balancedUnion(operands, 0, operands.length, pair)
        : () => operands.slice(1).reduce(pair, operands[0] as GeoMultiPolygon);
    return { run, count: length, polygons: asPolygons };
  },
};

/** The union of operands[lo..hi) by halves: each operand takes part in log₂ n unions of similar sizes (a left fold is quadratic). */
function balancedUnion(
  operands: readonly GeoMultiPolygon[],
  lo: number,
  hi: number,
  pair: (a: GeoMultiPolygon, b: GeoMultiPolygon) => GeoMultiPolygon,
): GeoMultiPolygon {
  if (hi - lo === 1) return operands[lo] as GeoMultiPolygon;
  const mid = (lo + hi) >> 1;
  return pair(balancedUnion(operands, lo, mid, pair), balancedUnion(operands, mid, hi, pair));
}

/** Clipper's decimal places: coordinates are scaled by 10^8 and rounded to integers. */
const CLIPPER_PRECISION = 8;
const CLIP_TYPE: Record<OverlayOperation, ClipType> = {
  intersection: ClipType.Intersection,
  union: ClipType.Union,
  difference: ClipType.Difference,
  xor: ClipType.Xor,
};

const toPathsD = (operand: GeoMultiPolygon): PathsD =>
  openRings(operand).map((ring) => ring.map(([x, y]) => ({ x, y }) as never));

/** The polygons of a PolyTreeD: each outer path with its holes, then the islands inside those holes, depth first. */
function polyTreePolygons(tree: PolyTreeD): Pair[][][] {
  const out: Pair[][][] = [];
  const ring = (node: PolyPathD): Pair[] => (node.poly ?? []).map((p) => [p.x, p.y]);
  const outers = (node: PolyPathD): void => {
    for (let i = 0; i < node.count; i++) {
      const outer = node.child(i);
      const holes: PolyPathD[] = [];
      for (let j = 0; j < outer.count; j++) holes.push(outer.child(j));
      out.push([ring(outer), ...holes.map(ring)]);
      for (const hole of holes) outers(hole);
    }
  };
  outers(tree);
  return out;
}

const clipperContender: Contender = {
  name: 'clipper2-ts',
  grid: 10 ** -CLIPPER_PRECISION,
  prepare: (operation, operands) => {
    const type = CLIP_TYPE[operation];
    const dissolve = operands.length > 2;
    const subject = dissolve ? operands.flatMap(toPathsD) : toPathsD(operands[0] as GeoMultiPolygon);
    const clip = dissolve ? null : toPathsD(operands[1] as GeoMultiPolygon);
    const rule = dissolve ? FillRule.NonZero : FillRule.EvenOdd;
    return {
      run: () => {
        const tree = new PolyTreeD();
        Clipper.booleanOpDWithPolyTree(type, subject, clip, tree, rule, CLIPPER_PRECISION);
        return tree;
      },
      count: (answer) => (answer as PolyTreeD).count,
      polygons: (answer) => polyTreePolygons(answer as PolyTreeD),
    };
  },
};

type JstsGeometry = object;
type JstsOp = (a: JstsGeometry, b: JstsGeometry) => JstsGeometry;
const JSTS: Record<OverlayOperation, JstsOp> = {
  intersection: SnapIfNeededOverlayOp.intersection,
  union: SnapIfNeededOverlayOp.union,
  difference: SnapIfNeededOverlayOp.difference,
  xor: SnapIfNeededOverlayOp.symDifference,
};
const jstsFactory = new GeometryFactory();
const jstsReader = new GeoJSONReader(jstsFactory);
const jstsWriter = new GeoJSONWriter();

/** A JSTS answer as polygons: a Polygon, a MultiPolygon, or a collection (its polygonal members). */
function jstsPolygons(answer: unknown): AnswerPolygon[] {
  const json = jstsWriter.write(answer as never) as { type: string; coordinates?: unknown; geometries?: unknown[] };
  const members = json.type === 'GeometryCollection' ? (json.geometries ?? []) : [json];
  return members
    .flatMap((g) => {
      const member = g as { type: string; coordinates: unknown };
      if (member.type === 'Polygon') return [member.coordinates as GeoPolygon];
      if (member.type === 'MultiPolygon') return member.coordinates as GeoMultiPolygon;
      return [];
    })
    .filter((polygon) => polygon.length > 0 && (polygon[0] as Pair[]).length > 0); // an empty polygon is written [[]]
}

const jstsCount = (answer: unknown): number => (answer as { getNumGeometries(): number }).getNumGeometries();

const jstsContender: Contender = {
  name: 'JSTS',
  prepare: (operation, operands) => {
    const geometries = operands.map((coordinates) => jstsReader.read({ type: 'MultiPolygon', coordinates }) as JstsGeometry);
    if (operands.length > 2) {
      const all = jstsFactory.createGeometryCollection(geometries as never);
      return { run: () => UnaryUnionOp.union(all), count: jstsCount, polygons: jstsPolygons };
    }
    const op = JSTS[operation];
    const [a, b] = geometries as [JstsGeometry, JstsGeometry];
    return { run: () => op(a, b), count: jstsCount, polygons: jstsPolygons };
  },
};

/** Every contender, ours first (the benchmark's ratios are ours against each of the others). */
export const CONTENDERS: readonly Contender[] = [
  ours,
  clipEntryContender,
  polygonClippingContender,
  martinezContender,
  polyclipContender,
  clipperContender,
  jstsContender,
];
