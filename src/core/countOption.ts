import { describeValue, ExactRangeError, ExactTypeError } from './errors.js';

/**
 * A count option such as `maxPairs` or `maxCells`, checked: a whole number
 * ≥ 0, or Infinity for no limit; `fallback` when it is undefined. Errors
 * name the function and the option: `gridCells: options.maxCells is -1,
 * expected a whole number ≥ 0 or Infinity`.
 *
 * ```ts
 * readCountOption('f', 'maxCells', undefined, Infinity); // Infinity
 * readCountOption('f', 'maxCells', 10, Infinity); // 10
 * ```
 */
export function readCountOption(fn: string, name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number') throw new ExactTypeError(`${fn}: options.${name} is ${describeValue(value)}, expected a number`);
  if (!(value >= 0) || (!Number.isInteger(value) && value !== Number.POSITIVE_INFINITY)) {
    throw new ExactRangeError(`${fn}: options.${name} is ${describeValue(value)}, expected a whole number ≥ 0 or Infinity`);
  }
  return value;
}
