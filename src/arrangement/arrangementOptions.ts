import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';

/** Options of the arrangement functions. */
export type ArrangementOptions = {
  /**
   * The most intersecting pairs to go through (default 1 000 000): one more
   * is a `too_large` error, raised at the event that passes the limit,
   * before its pairs are built. It bounds time and memory, since every
   * event of the sweep past the endpoints is a pair. `Infinity` lifts it.
   */
  maxPairs?: number;
};

/** The default limit on pairs: the command-line tool's default `max_pairs` too. */
const DEFAULT_MAX_PAIRS = 1_000_000;

/** A count of pairs against its limit, for errors that name the function. */
export type PairLimit = { readonly fn: string; readonly max: number };

/**
 * `options.maxPairs` checked (a whole number ≥ 0 or Infinity; the default
 * when absent), with the function's name for the error.
 *
 * ```ts
 * pairLimit('f', undefined); // { fn: 'f', max: 1000000 }
 * pairLimit('f', { maxPairs: 10 }); // { fn: 'f', max: 10 }
 * ```
 */
export function pairLimit(fn: string, options: ArrangementOptions | undefined): PairLimit {
  if (options === undefined) return { fn, max: DEFAULT_MAX_PAIRS };
  if (typeof options !== 'object' || options === null) {
    throw new ExactTypeError(`${fn}: options is ${describeValue(options)}, expected an object`);
  }
  const max = options.maxPairs;
  if (max === undefined) return { fn, max: DEFAULT_MAX_PAIRS };
  if (typeof max !== 'number') throw new ExactTypeError(`${fn}: options.maxPairs is ${describeValue(max)}, expected a number`);
  if (!(max >= 0) || (!Number.isInteger(max) && max !== Number.POSITIVE_INFINITY)) {
    throw new ExactRangeError(`${fn}: options.maxPairs is ${describeValue(max)}, expected a whole number ≥ 0 or Infinity`);
  }
  return { fn, max };
}

/** No limit: for the internal sweeps whose size the caller's limit already bounds. */
export const NO_LIMIT: PairLimit = { fn: '', max: Number.POSITIVE_INFINITY };
