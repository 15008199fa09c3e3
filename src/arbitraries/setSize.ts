import { checkOrdered, intField, readConstraints } from './constraints.js';
import type { CoordinateKind } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS } from './embedding.js';

/** The largest set any segment-set family makes: enough for laws, small enough for brute-force references. */
const MAX_SET_SIZE = 64;

/**
 * `minSegments` and `maxSegments` of a segment-set family, checked (1 to
 * 64, min ≤ max), with the family's defaults.
 *
 * ```ts
 * setSize('segmentStar', { maxSegments: 5 }, 3, 12); // [3, 5]
 * ```
 */
function setSize(fn: string, c: Record<string, unknown>, dfltMin: number, dfltMax: number): [number, number] {
  const min = intField(fn, c, 'minSegments', dfltMin, 1, MAX_SET_SIZE);
  const max = intField(fn, c, 'maxSegments', Math.max(dfltMax, min), 1, MAX_SET_SIZE);
  checkOrdered(fn, 'minSegments', min, 'maxSegments', max);
  return [min, max];
}

/** The fields every segment-set family accepts. */
const SET_FIELDS = ['coordinates', 'minSegments', 'maxSegments'] as const;

/**
 * The constraints of a segment-set family, read and checked: its coordinate
 * kind (default `'mixed'`), the set sizes, and the kind's integer bit budget.
 *
 * ```ts
 * setFamily('segmentStar', { coordinates: 'grid' }, 3, 12); // { kind: 'grid', min: 3, max: 12, bits: 6 }
 * ```
 */
export function setFamily(
  fn: string,
  constraints: unknown,
  dfltMin: number,
  dfltMax: number,
): { kind: CoordinateKind; min: number; max: number; bits: number } {
  const c = readConstraints(fn, constraints, SET_FIELDS);
  const kind = kindField(fn, c, 'mixed');
  const [min, max] = setSize(fn, c, dfltMin, dfltMax);
  return { kind, min, max, bits: EMBEDDING_BITS[kind] };
}
