import * as fc from 'fast-check';

/*
 * Integer building blocks for the degenerate families. Everything is built
 * with map from independent parts (no chain, no filter) so that fast-check
 * shrinks every part on its own toward 0, the simplest configuration.
 */

/** An integer in [-2^bits, 2^bits], shrinking toward 0. */
export function int(bits: number): fc.Arbitrary<bigint> {
  const b = BigInt(Math.max(0, bits));
  return fc.bigInt({ min: -(1n << b), max: 1n << b });
}

/** An integer vector of dimension dim with entries in [-2^bits, 2^bits]. */
export function intVector(dim: number, bits: number): fc.Arbitrary<bigint[]> {
  return fc.array(int(bits), { minLength: dim, maxLength: dim });
}

/** a + k·u, componentwise. */
export function along(a: readonly bigint[], k: bigint, u: readonly bigint[]): bigint[] {
  return a.map((x, i) => x + k * (u[i] as bigint));
}

/**
 * An integer box: min in [-2^(bits-2), 2^(bits-2)] per axis and sides in
 * [0, 2^(bits-2)] (in [1, ...] unless `flat`), so every value stays within
 * 2^(bits-1) and there is room around the box. Sides shrink toward the
 * smallest allowed.
 */
export function intBox(dim: number, bits: number, flat = true): fc.Arbitrary<{ min: bigint[]; max: bigint[] }> {
  const b = BigInt(Math.max(1, bits - 2));
  const side = fc.bigInt({ min: flat ? 0n : 1n, max: 1n << b });
  return fc
    .tuple(intVector(dim, bits - 2), fc.array(side, { minLength: dim, maxLength: dim }))
    .map(([min, sides]) => ({ min, max: min.map((x, i) => x + (sides[i] as bigint)) }));
}

const FULL = 1n << 16n;

/**
 * A position in [0, 1] in steps of 2^-16, with both ends as likely as a
 * third of the draws (boundaries are where the bugs are). Shrinks toward 0.
 */
export function fraction(): fc.Arbitrary<bigint> {
  return fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: FULL }), fc.constant(FULL));
}

/**
 * The integer at position f (from `fraction`) on the way from `from` to
 * `to`: `from` at 0, `to` at the top. Either may be the larger: BigInt
 * division truncates toward zero, so the result stays between the two.
 */
export function pick(from: bigint, to: bigint, f: bigint): bigint {
  return from + ((to - from) * f) / FULL;
}

/** The integer at position f in [lo − w − 2, hi + w + 2], w = hi − lo: around the box side. */
export function pickAround(lo: bigint, hi: bigint, f: bigint): bigint {
  const w = hi - lo + 2n;
  return pick(lo - w, hi + w, f);
}

/** Several fractions at once. */
export function fractions(n: number): fc.Arbitrary<bigint[]> {
  return fc.array(fraction(), { minLength: n, maxLength: n });
}

/** A flag that is false three times out of four and shrinks to false. */
export function rareFlag(): fc.Arbitrary<boolean> {
  return fc.constantFrom(false, false, false, true);
}
