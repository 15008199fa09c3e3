import * as fc from 'fast-check';
import type { CoordinateKind } from '../../arbitraries/index.js';
import { polygonPair } from '../../arbitraries/index.js';
import type { Fields } from './opCases.js';

/**
 * The request fields `diff` sends for the overlay ops: pairs of polygon
 * operands that share edges and vertices (`polygonPair`), every operation
 * under both rules, and one operand alone for `polygon_normalize`; one
 * request in four snaps to the unit grid (or a grid of half cells).
 *
 * ```ts
 * new Map(overlayOpCases('grid')).get('polygon_overlay'); // an fc.Arbitrary of { a, b, operation, rule }
 * ```
 */
export function overlayOpCases(k: CoordinateKind): [string, fc.Arbitrary<Fields>][] {
  const pair = polygonPair({ coordinates: k });
  const rule = fc.constantFrom('nonzero', 'evenodd');
  const operation = fc.constantFrom('intersection', 'union', 'difference', 'xor');
  const grid = fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom({ origin: [0, 0], cell: [1, 1] }, { origin: [0, 0], cell: [0.5, 0.5] }) },
  );
  const withGrid = (fields: Fields, g: unknown): Fields => (g === undefined ? fields : { ...fields, grid: g });
  return [
    [
      'polygon_overlay',
      fc.tuple(pair, operation, rule, grid).map(([{ a, b }, op, r, g]) => withGrid({ a, b, operation: op, rule: r }, g)),
    ],
    ['polygon_normalize', fc.tuple(pair, rule, grid).map(([{ a }, r, g]) => withGrid({ rings: a, rule: r }, g))],
  ];
}
