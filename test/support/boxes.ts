import type { Rational } from '../../src/index.js';

export { expectError } from './expectError.js';

// biome-ignore lint/suspicious/noExplicitAny: bad input on purpose
export const any = (v: unknown) => v as any;

/** Rational points as strings, for exact comparisons. */
export const show = (pts: readonly (readonly Rational[])[] | null) => pts?.map((p) => p.map(String)) ?? null;
