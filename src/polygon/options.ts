import { describeValue, ExactTypeError } from '../core/errors.js';

/**
 * The raw value of `options[field]` for an optional options object
 * (undefined when the object or the field is absent); anything but an
 * object or undefined is a typed error naming `fn`.
 *
 * @example
 * ```ts
 * optionField('pointInPolygon', { rule: 'evenodd' }, 'rule'); // 'evenodd'
 * optionField('pointInPolygon', undefined, 'rule');           // undefined
 * ```
 */
export function optionField(fn: string, options: unknown, field: string): unknown {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new ExactTypeError(`${fn}: options is ${describeValue(options)}, expected an object or undefined`);
  }
  return (options as Record<string, unknown>)[field];
}

/**
 * A boolean option, `dflt` (false unless given) when absent; anything but
 * true, false or undefined is a typed error naming `fn` and the field.
 *
 * @example
 * ```ts
 * boolOption('convexHull', { collinear: true }, 'collinear'); // true
 * boolOption('convexHull', undefined, 'collinear');           // false
 * ```
 */
export function boolOption(fn: string, options: unknown, field: string, dflt = false): boolean {
  const v = optionField(fn, options, field);
  if (v === undefined) return dflt;
  if (typeof v !== 'boolean') throw new ExactTypeError(`${fn}: options.${field} is ${describeValue(v)}, expected true or false`);
  return v;
}
