import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';

/*
 * Constraint checking shared by every arbitrary. Bad constraints throw when
 * the arbitrary is built (not when it is sampled), with a message naming the
 * arbitrary and the field, like the library's own errors:
 * "segment2: constraints.coordinates is "big", expected one of ...".
 */

/** The constraints object as a record; throws on a non-object or an unknown field. */
export function readConstraints(fn: string, c: unknown, fields: readonly string[]): Record<string, unknown> {
  if (c === undefined) return {};
  if (c === null || typeof c !== 'object' || Array.isArray(c)) {
    throw new ExactTypeError(`${fn}: constraints is ${describeValue(c)}, expected an object or undefined`);
  }
  for (const key of Object.keys(c)) {
    if (!fields.includes(key)) {
      throw new ExactRangeError(`${fn}: constraints.${key} is not a known field (known: ${fields.join(', ') || 'none'})`);
    }
  }
  return c as Record<string, unknown>;
}

/** An integer field in [min, max], or its default when absent. */
export function intField(fn: string, c: Record<string, unknown>, field: string, dflt: number, min: number, max: number): number {
  const v = c[field];
  if (v === undefined) return dflt;
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new ExactTypeError(`${fn}: constraints.${field} is ${describeValue(v)}, expected an integer`);
  }
  if (v < min || v > max) throw new ExactRangeError(`${fn}: constraints.${field} is ${v}, expected ${min} to ${max}`);
  return v;
}

/** One of a fixed set of values, or the default when absent. */
export function choiceField<T>(fn: string, c: Record<string, unknown>, field: string, dflt: T, allowed: readonly T[]): T {
  const v = c[field];
  if (v === undefined) return dflt;
  if (!allowed.includes(v as T)) {
    throw new ExactRangeError(
      `${fn}: constraints.${field} is ${describeValue(v)}, expected one of ${allowed.map((a) => describeValue(a)).join(', ')}`,
    );
  }
  return v as T;
}

/** The dimension field: 2 or 3. */
export function dimField(fn: string, c: Record<string, unknown>, dflt: 2 | 3 = 2): 2 | 3 {
  return choiceField(fn, c, 'dim', dflt, [2, 3] as const);
}

/** Throws unless lo ≤ hi (two fields already read). */
export function checkOrdered(fn: string, loField: string, lo: number, hiField: string, hi: number): void {
  if (lo > hi) throw new ExactRangeError(`${fn}: constraints.${loField} (${lo}) is greater than constraints.${hiField} (${hi})`);
}
