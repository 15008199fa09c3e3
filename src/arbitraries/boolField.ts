import { describeValue, ExactTypeError } from '../core/errors.js';

/** A boolean field, or its default when absent. */
export function boolField(fn: string, c: Record<string, unknown>, field: string, dflt: boolean): boolean {
  const v = c[field];
  if (v === undefined) return dflt;
  if (typeof v !== 'boolean') throw new ExactTypeError(`${fn}: constraints.${field} is ${describeValue(v)}, expected a boolean`);
  return v;
}
