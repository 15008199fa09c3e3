/** -1, 0 or 1. */
export type Sign = -1 | 0 | 1;

/** What a kernel's staged exact evaluation in doubles returns when it cannot decide (then BigInt does). */
export const UNDECIDED = 2;

/**
 * The stages of a kernel (src/core/generated), in the order they run:
 * - `filter`: doubles with a proven error bound;
 * - `integers`: integer inputs whose magnitudes stay below 2^53 (the double evaluation was exact);
 * - `products`: exact differences and a root A ± B of two of their products, decided by the rounded products or, when those are equal, by the exact product tails;
 * - `differences`: exact differences, evaluated exactly in doubles;
 * - `rounded`: the rounded differences evaluated exactly, with a proven bound for their tails;
 * - `corrected`: the same plus the first-order effect of the tails, with a proven bound;
 * - `expansion`: everything exactly, in doubles;
 * - `bigint`: BigInt, for bigints, Rationals and doubles outside the expansion range.
 */
export type KernelStage = 'filter' | 'integers' | 'products' | 'differences' | 'rounded' | 'corrected' | 'expansion' | 'bigint';

/** The stages by index, as the generated code records them. */
export const STAGES: readonly KernelStage[] = [
  'filter',
  'integers',
  'products',
  'differences',
  'rounded',
  'corrected',
  'expansion',
  'bigint',
];
