import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';

/** The default limit on reported pairs: the command-line tool's default `max_pairs` too. */
export const DEFAULT_MAX_PAIRS = 1_000_000;

/**
 * `options.maxPairs` checked: a whole number ≥ 0 or Infinity, the default
 * when absent.
 *
 * ```ts
 * readMaxPairs('f', undefined); // 1000000
 * readMaxPairs('f', { maxPairs: 10 }); // 10
 * ```
 */
export function readMaxPairs(fn: string, options: { maxPairs?: number } | undefined): number {
  if (options === undefined) return DEFAULT_MAX_PAIRS;
  if (typeof options !== 'object' || options === null) {
    throw new ExactTypeError(`${fn}: options is ${describeValue(options)}, expected an object`);
  }
  const max = options.maxPairs;
  if (max === undefined) return DEFAULT_MAX_PAIRS;
  if (typeof max !== 'number') throw new ExactTypeError(`${fn}: options.maxPairs is ${describeValue(max)}, expected a number`);
  if (!(max >= 0) || (!Number.isInteger(max) && max !== Number.POSITIVE_INFINITY)) {
    throw new ExactRangeError(`${fn}: options.maxPairs is ${describeValue(max)}, expected a whole number ≥ 0 or Infinity`);
  }
  return max;
}
