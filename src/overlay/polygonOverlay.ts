import type { PairLimit } from '../arrangement/arrangementOptions.js';
import { NO_LIMIT } from '../arrangement/arrangementOptions.js';
import type { Coordinate } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import type { PolygonInput } from '../polygon/geoJson.js';
import { ringsOfInput } from '../polygon/geoJson.js';
import { boundaryGraph } from './boundaryGraph.js';
import { boundaryPolygons } from './boundaryRings.js';
import type { ResultPolygon } from './eventPoints.js';
import { eventPolygonsWithPoints } from './eventPoints.js';
import type { Labels } from './labels.js';
import { ChannelLabels, KeyedLabels } from './labels.js';
import type { Operation, WindingRule } from './membership.js';
import { TABLES } from './membership.js';
import type { OverlayEdges } from './overlayEdges.js';
import { edgesOfPoints, readOverlayEdges } from './overlayEdges.js';
import type { OverlayOptions, ReadOverlayOptions } from './overlayOptions.js';
import { readOverlayOptions } from './overlayOptions.js';
import { snapOperands } from './snapOperands.js';
import { touchingBoundaryGraph } from './touchingSweep.js';

/** The answer for edges read (and snapped when asked): the boundary graph of the labels, its rings, their points. */
export function overlayAnswer(edges: OverlayEdges, labels: Labels, limit: PairLimit): ResultPolygon[] {
  const graph = boundaryGraph(edges, labels, limit);
  return eventPolygonsWithPoints(boundaryPolygons(graph, edges.segments), graph, edges.segments);
}

/**
 * `normalizePolygon`'s answer for rings (no grid in `read`) whose edges
 * seldom cross, as clipPolygonToBox's clamped rings: the boundary graph of
 * the sweep without a crossing queue (touchingSweep.ts) when it finishes,
 * the general sweep's when it declines (or at once when the caller knows
 * two edges cross inside both: `crossing`); the same graph either way.
 */
export function normalizeTouchingRings(
  rings: readonly (readonly (readonly [Coordinate, Coordinate])[])[],
  read: ReadOverlayOptions,
  crossing = false,
): ResultPolygon[] {
  // The points are read already: their edges are laid out as readOverlayEdges would, without a second read.
  const edges = edgesOfPoints(rings);
  const limit = read.limit;
  // Edges known to cross inside both would stop the touching sweep at that crossing: the general sweep at once.
  if (crossing) return overlayAnswer(edges, channels(edges, read, TABLES.first), limit);
  const graph = touchingBoundaryGraph(edges, channels(edges, read, TABLES.first), limit);
  if (graph === null) return overlayAnswer(edges, channels(edges, read, TABLES.first), limit);
  return eventPolygonsWithPoints(boundaryPolygons(graph, edges.segments), graph, edges.segments);
}

/** The operands' edges (operand i's windings counting for key i), snapped when the options give a grid. */
function operandEdges(
  fn: string,
  operands: readonly unknown[],
  names: readonly string[],
  read: ReadOverlayOptions,
): { edges: OverlayEdges; limit: PairLimit } {
  const edges = readOverlayEdges(
    fn,
    operands.map((input, i) => {
      const name = names[i] ?? `operands[${i}]`;
      // A GeoJSON operand becomes rings here, read once (see ringsOfInput).
      return { rings: ringsOfInput(fn, input, name), key: i, name };
    }),
  );
  if (read.grid === undefined) return { edges, limit: read.limit };
  // Snap rounding counts (and limits) the pairs of the edges as given; the snapped rings are bounded by its answer.
  return { edges: snapOperands(fn, edges, read.grid, read.limit), limit: NO_LIMIT };
}

/** The rule every operand is read with. */
function ruleOf(read: ReadOverlayOptions): WindingRule {
  return read.evenOdd ? 'evenodd' : 'nonzero';
}

/** Two-operand labels for a truth table (operand 0 is a, operand 1 is b). */
function channels(edges: OverlayEdges, read: ReadOverlayOptions, table: number): ChannelLabels {
  const rule = ruleOf(read);
  return new ChannelLabels(edges.segments.n, edges.key, edges.weight, { rules: [rule, rule], table });
}

/**
 * The overlay of polygon operands a and b: the closure of the interior of
 * the set operation applied to their point sets (PROTOCOL.md, "Overlay and
 * triangulation"), as valid polygons. Each operand is rings as
 * `pointInPolygon` takes them (holes, several parts, any winding,
 * self-intersecting) or a GeoJSON Polygon, MultiPolygon or Feature of
 * either (exteriors and holes by their roles, as `pointInPolygon` reads
 * them), read with `options.rule` (default `'nonzero'`). The other overlay
 * functions take the same operands. `'difference'` is a minus b.
 *
 * @example
 * ```ts
 * const a = [[[0, 0], [2, 0], [2, 2], [0, 2]]];
 * const b = [[[1, 1], [3, 1], [3, 3], [1, 3]]];
 * polygonOverlay(a, b, 'intersection'); // [[[[1, 1], [2, 1], [2, 2], [1, 2]]]]
 * ```
 */
export function polygonOverlay(
  a: PolygonInput,
  b: PolygonInput,
  operation: Operation,
  options?: OverlayOptions,
): ResultPolygon[] {
  const fn = 'polygonOverlay';
  if (typeof operation !== 'string' || !Object.hasOwn(TABLES, operation) || operation === ('first' as string)) {
    const message = `${fn}: operation is ${describeValue(operation)}, expected 'intersection', 'union', 'difference' or 'xor'`;
    throw typeof operation === 'string' ? new ExactRangeError(message) : new ExactTypeError(message);
  }
  return binary(fn, a, b, operation, options);
}

/** A set operation on two operands. */
function binary(fn: string, a: PolygonInput, b: PolygonInput, operation: Operation, options: unknown): ResultPolygon[] {
  const read = readOverlayOptions(fn, options);
  const { edges, limit } = operandEdges(fn, [a, b], ['a', 'b'], read);
  return overlayAnswer(edges, channels(edges, read, TABLES[operation]), limit);
}

/**
 * The intersection of polygon operands a and b (the points both hold),
 * regularized: the closure of its interior, so a shared edge or a touching
 * corner alone gives nothing. See `polygonOverlay`.
 *
 * @example
 * ```ts
 * polygonIntersection([[[0, 0], [2, 0], [2, 2], [0, 2]]], [[[2, 0], [4, 0], [4, 2], [2, 2]]]); // [] (they share only an edge)
 * ```
 */
export function polygonIntersection(a: PolygonInput, b: PolygonInput, options?: OverlayOptions): ResultPolygon[] {
  return binary('polygonIntersection', a, b, 'intersection', options);
}

/**
 * The difference a − b of polygon operands (the points of a that b does not
 * hold, regularized). See `polygonOverlay`.
 *
 * @example
 * ```ts
 * polygonDifference([[[0, 0], [4, 0], [4, 4], [0, 4]]], [[[1, 1], [3, 1], [3, 3], [1, 3]]]);
 * // [[[[0, 0], [4, 0], [4, 4], [0, 4]], [[1, 1], [1, 3], [3, 3], [3, 1]]]] (a square with a hole)
 * ```
 */
export function polygonDifference(a: PolygonInput, b: PolygonInput, options?: OverlayOptions): ResultPolygon[] {
  return binary('polygonDifference', a, b, 'difference', options);
}

/**
 * The symmetric difference of polygon operands a and b (the points exactly
 * one of them holds, regularized). See `polygonOverlay`.
 *
 * @example
 * ```ts
 * polygonXor([[[0, 0], [2, 0], [2, 2], [0, 2]]], [[[0, 0], [2, 0], [2, 2], [0, 2]]]); // []
 * ```
 */
export function polygonXor(a: PolygonInput, b: PolygonInput, options?: OverlayOptions): ResultPolygon[] {
  return binary('polygonXor', a, b, 'xor', options);
}

/**
 * The union of any number of polygon operands, regularized: polygons that
 * share an edge merge, a shared corner keeps them apart as two polygons
 * touching at a point. The last argument may be the options instead of an
 * operand. All operands are swept once together, each region labelled
 * with the windings of the few operands that enclose it, so a dissolve of
 * many is one pass, not a chain of unions. See `polygonOverlay`.
 *
 * @example
 * ```ts
 * polygonUnion([[[0, 0], [1, 0], [1, 1], [0, 1]]], [[[1, 0], [2, 0], [2, 1], [1, 1]]]); // [[[[0, 0], [2, 0], [2, 1], [0, 1]]]]
 * ```
 */
export function polygonUnion(a: PolygonInput, ...rest: (PolygonInput | OverlayOptions)[]): ResultPolygon[] {
  const fn = 'polygonUnion';
  const last = rest[rest.length - 1];
  const hasOptions = last !== undefined && typeof last === 'object' && last !== null && !isRingsLike(last);
  const operands = [a, ...(hasOptions ? rest.slice(0, -1) : rest)] as unknown[];
  const read = readOverlayOptions(fn, hasOptions ? last : undefined);
  const { edges, limit } = operandEdges(fn, operands, operands.length === 2 ? ['a', 'b'] : [], read);
  if (operands.length <= 2)
    return overlayAnswer(edges, channels(edges, read, operands.length === 1 ? TABLES.first : TABLES.union), limit);
  const rule = ruleOf(read);
  // A region is in the union when some operand holds it: some winding passes the rule (vectors hold no 0).
  const holds = (v: readonly number[]): boolean => {
    if (rule === 'nonzero') return v.length > 0;
    for (let i = 1; i < v.length; i += 2) if (((v[i] as number) & 1) !== 0) return true;
    return false;
  };
  return overlayAnswer(edges, new KeyedLabels(edges.segments.n, edges.key, edges.weight, holds), limit);
}

/** True for an array-like or a GeoJSON object (an operand), false for an options object; an operand's fields are read once, later. */
function isRingsLike(v: object): boolean {
  return Array.isArray(v) || 'length' in v || 'type' in v;
}

/**
 * The valid form of a polygon operand: its own point set (the closure of
 * the points on no edge whose winding number passes the rule) as valid
 * polygons — make-valid. Spikes, edges traversed there and back and rings
 * without area vanish; a bowtie becomes two triangles touching at a point;
 * a self-overlapping ring counts where its winding says.
 *
 * @example
 * ```ts
 * normalizePolygon([[[0, 0], [2, 2], [2, 0], [0, 2]]]); // a bowtie: two triangles meeting at (1, 1)
 * // [[[[0, 0], [1, 1], [0, 2]]], [[[1, 1], [2, 0], [2, 2]]]]
 * ```
 */
export function normalizePolygon(rings: PolygonInput, options?: OverlayOptions): ResultPolygon[] {
  const fn = 'normalizePolygon';
  const read = readOverlayOptions(fn, options);
  const { edges, limit } = operandEdges(fn, [rings], ['rings'], read);
  return overlayAnswer(edges, channels(edges, read, TABLES.first), limit);
}
