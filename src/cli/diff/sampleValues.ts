import * as fc from 'fast-check';

/** Passes generation and shrinking through to `inner`, keeping every generated Value. */
class Recorder<T> extends fc.Arbitrary<T> {
  readonly values: fc.Value<T>[] = [];
  constructor(private readonly inner: fc.Arbitrary<T>) {
    super();
  }
  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    const v = this.inner.generate(mrng, biasFactor);
    this.values.push(v);
    return v;
  }
  canShrinkWithoutContext(value: unknown): value is T {
    return this.inner.canShrinkWithoutContext(value);
  }
  shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
    return this.inner.shrink(value, context);
  }
}

/**
 * The values `fc.sample(arb, { seed, numRuns: n })` gives (the same stream
 * `fc.assert` would test with that seed), each with the shrinking context
 * fast-check keeps beside it, so that a failing one can later be shrunk
 * with `arb.shrink(value, context)` outside of `fc.check`.
 *
 * ```ts
 * const vs = sampleValues(fc.nat(), 42, 10);
 * vs[0].value; // same as fc.sample(fc.nat(), { seed: 42, numRuns: 10 })[0]
 * ```
 */
export function sampleValues<T>(arb: fc.Arbitrary<T>, seed: number, n: number): fc.Value<T>[] {
  if (n === 0) return [];
  const r = new Recorder(arb);
  fc.sample(r, { seed, numRuns: n });
  return r.values.slice(0, n);
}
