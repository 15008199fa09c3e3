/**
 * `exact-predicates/decimal`: big.js support. Pass `Big` values as
 * coordinates (each is taken at its exact decimal value), and render any
 * exact result as a `Big` correctly rounded to a chosen number of places.
 *
 * ```ts
 * import Big from 'big.js';
 * import { Rational } from 'exact-predicates';
 * import { orient2d, toBig } from 'exact-predicates/decimal';
 * orient2d([new Big('0.1'), 0], [new Big('0.2'), 0], [new Big('0.3'), 0]); // 0
 * toBig(Rational.of(1n, 3n), 4).toFixed(4); // "0.3333"
 * ```
 *
 * @packageDocumentation
 */
export { isBig } from './isBig.js';
export { fromBig } from './fromBig.js';
export { toBig, MAX_DECIMAL_PLACES } from './toBig.js';
export type { RoundingMode } from './toBig.js';
export { convertBigs, toCoordinate, withBig } from './withBig.js';
export type { BigCoordinates } from './withBig.js';
export type { BigSource, BigValue } from './bigValue.js';
export * from './predicates.js';
export * from './triangle.js';
// The types these functions take and give, so that a consumer's declarations can name them from this entry.
export type { Box } from '../core/box.js';
export type { Coordinate } from '../core/coordinate.js';
export type { Sign } from '../core/sign.js';
export type { Rational } from '../core/rational.js';
export type { ClippedSegment } from '../constructions/clipSegment.js';
export type { SegmentIntersection } from '../constructions/segmentIntersection.js';
export type { Location } from '../predicates/convexPolygon.js';
export type { RayTriangleHit } from '../triangle/rayTriangle.js';
export type { SegmentTriangleIntersection } from '../triangle/segmentTriangle.js';
