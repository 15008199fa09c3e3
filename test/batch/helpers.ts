import * as fc from 'fast-check';

export { expectError } from '../support/expectError.js';

/**
 * Coordinates that exercise every path of the batch functions: small
 * integers (collinear and touching configurations come up often), integers
 * near 2^52, doubles of any size, tiny and subnormal values.
 */
export const coordinate: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -4, max: 4 }),
  fc.integer({ min: -4, max: 4 }).map((k) => 2 ** 52 + k),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -3, max: 3 }).map((k) => k * 2 ** -1074),
);

/** Runs per property: NUM_RUNS when set (deep runs), else a CI size. */
export const runs = (ci: number): number => {
  const n = Number(process.env.NUM_RUNS);
  return Number.isInteger(n) && n > 0 ? n : ci;
};
