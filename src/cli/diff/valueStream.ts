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

/** A promise with its resolve function outside. */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve: (v: T) => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * The values `fc.sample(arb, { seed, numRuns: n })` gives (the same stream
 * `fc.assert` would test with that seed), one at a time, each with the
 * shrinking context fast-check keeps beside it, so that a failing one can
 * later be shrunk with `arb.shrink(value, context)` outside of `fc.check`.
 * Each is generated when it is asked for, so that a million of them cost
 * the memory of one. It runs `fc.check` on an async property that hands each value
 * over and waits until the next one is asked for (fast-check generates a
 * run's value only when the run before it is over, and `fc.sample` draws
 * from the same stream). Stopping early leaves nothing running.
 *
 * ```ts
 * for await (const v of valueStream(fc.nat(), 42, 1_000_000)) check(v.value);
 * ```
 */
export async function* valueStream<T>(arb: fc.Arbitrary<T>, seed: number, n: number): AsyncGenerator<fc.Value<T>, void> {
  if (n === 0) return;
  const recorder = new Recorder(arb);
  let handOver = deferred<fc.Value<T> | null>();
  let goOn = deferred<void>();
  const property = fc.asyncProperty(recorder, async () => {
    const wait = goOn.promise;
    handOver.resolve(recorder.values.pop() as fc.Value<T>);
    await wait;
    return true;
  });
  fc.check(property, { seed, numRuns: n }).then(
    () => handOver.resolve(null),
    (e: unknown) => handOver.reject(e),
  );
  for (;;) {
    const value = await handOver.promise;
    if (value === null) return;
    handOver = deferred();
    const go = goOn;
    goOn = deferred();
    yield value;
    go.resolve();
  }
}
