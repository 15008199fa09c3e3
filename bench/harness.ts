/*
 * Timing: interleaved rounds, medians, ratios taken within a round.
 *
 * Every loop sums its function's results without branching on them
 * (`s += +f(...)`), so that no implementation pays the caller's branch
 * mispredictions, and prints the sum as a checksum.
 *
 * A suite is one input set and the implementations that run on it. Each
 * implementation is a separate loop function (so V8 keeps separate type
 * feedback and inlines each callee into its own loop) that makes one pass
 * over all cases and returns a checksum. A round times every implementation
 * once, in alternating order (A B C, then C B A) so that drift and caches
 * favour nobody; a sample is a number of whole passes chosen per
 * implementation in warm-up so that it lasts at least ~minSampleMs. Reported:
 * median ns per call per implementation, and for every pair of
 * implementations the median over rounds of their ratio per call, measured in
 * the same round (ours against each other one is `ratio`).
 *
 * The clock is the process's CPU time (user + system) by default: on a
 * shared machine, wall time also counts the time the scheduler gives other
 * processes, which is noise here; CPU time does not (--clock wall switches).
 */

export type Impl = { name: string; run: () => number };

export type Suite = {
  topic: string;
  set: string;
  cases: number;
  /** Name of our implementation, and of the baseline (the naive floor). */
  ours: string;
  baseline: string;
  impls: Impl[];
  /** Untimed per-case analysis: fallback rates and disagreement counts. */
  analyse?: () => Analysis;
  /** For a suite whose one pass takes seconds: at most this many rounds, and no warm-up pass (one pass a sample). */
  maxRounds?: number;
  /**
   * Collect garbage before each sample (with node --expose-gc, as `npm run
   * bench` runs): for sets whose one pass takes seconds and leaves large
   * answers, so that one contender's garbage is not collected in the next
   * one's time. (After a sample of milliseconds the collector's concurrent
   * threads would still be sweeping, and the cpu clock counts them.)
   */
  gcBefore?: boolean;
};

export type Analysis = {
  /** Share of cases (0..1) the double filter did not decide. */
  filterMiss?: number;
  /** Share of cases (0..1) that needed BigInt. */
  bigint?: number;
  /** Per implementation: number of cases whose answer differs from ours (ours is exact). */
  wrong?: Record<string, number>;
  /** What the analysis found, a line each (printed under the topic's table). */
  notes?: string[];
};

export type SuiteResult = {
  topic: string;
  set: string;
  cases: number;
  rounds: number;
  /** Median ns per call. */
  ns: Record<string, number>;
  /** Passes per sample, per implementation. */
  passes: Record<string, number>;
  /** Median over rounds of time(ours) / time(other), keyed by the other's name. */
  ratio: Record<string, number>;
  /** Median over rounds of time(x) / time(baseline). */
  vsBaseline: Record<string, number>;
  /** Median over rounds of time(a) / time(b), for every pair a ≠ b: `between[a][b]`. */
  between: Record<string, Record<string, number>>;
  checksum: Record<string, number>;
  analysis: Analysis;
};

export type HarnessOptions = { rounds: number; warmup: number; minSampleMs: number; clock: 'cpu' | 'wall' };

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

function push(samples: Record<string, number[]>, name: string, value: number): void {
  const list = samples[name];
  if (list) list.push(value);
  else samples[name] = [value];
}

function now(clock: 'cpu' | 'wall'): number {
  if (clock === 'wall') return Number(process.hrtime.bigint());
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

function time(impl: Impl, passes: number, clock: 'cpu' | 'wall'): { ns: number; checksum: number } {
  let checksum = 0;
  const t0 = now(clock);
  for (let k = 0; k < passes; k++) checksum += impl.run();
  const t1 = now(clock);
  return { ns: t1 - t0, checksum: checksum / passes };
}

/** A full garbage collection, when node runs with --expose-gc (else nothing). */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

export function runSuite(suite: Suite, given: HarnessOptions): SuiteResult {
  const { impls } = suite;
  const opts = suite.maxRounds === undefined ? given : { ...given, rounds: Math.min(given.rounds, suite.maxRounds), warmup: 0 };
  if (!impls.some((i) => i.name === suite.baseline))
    throw new Error(`bench: suite ${suite.set} has no baseline ${suite.baseline}`);
  const fastest: Record<string, number> = {};
  for (let w = 0; w < opts.warmup; w++) {
    for (const impl of impls) {
      const t = time(impl, 1, 'wall');
      fastest[impl.name] = Math.min(fastest[impl.name] ?? Number.POSITIVE_INFINITY, t.ns);
    }
  }
  const passes: Record<string, number> = {};
  // Without a warm-up (fastest unknown), one pass a sample.
  for (const impl of impls)
    passes[impl.name] = Math.max(1, Math.ceil((opts.minSampleMs * 1e6) / (fastest[impl.name] ?? Number.POSITIVE_INFINITY)));
  const perCall: Record<string, number[]> = {};
  const checksum: Record<string, number> = {};
  // Per round, time(a) / time(b) for every pair: ratios are taken within a round, then the median.
  const pairs: Record<string, Record<string, number[]>> = Object.fromEntries(impls.map((i) => [i.name, {}]));
  for (let r = 0; r < opts.rounds; r++) {
    const order = r % 2 === 0 ? impls : [...impls].reverse();
    const round: Record<string, number> = {};
    for (const impl of order) {
      const k = passes[impl.name] as number;
      if (suite.gcBefore) collectGarbage();
      const t = time(impl, k, opts.clock);
      round[impl.name] = t.ns / (k * suite.cases);
      checksum[impl.name] = t.checksum;
      push(perCall, impl.name, round[impl.name] as number);
    }
    for (const a of impls) {
      for (const b of impls) {
        if (a !== b)
          push(pairs[a.name] as Record<string, number[]>, b.name, (round[a.name] as number) / (round[b.name] as number));
      }
    }
  }
  const medians = (m: Record<string, number[]>): Record<string, number> =>
    Object.fromEntries(Object.entries(m).map(([name, v]) => [name, median(v)]));
  const between: Record<string, Record<string, number>> = Object.fromEntries(
    Object.entries(pairs).map(([name, m]) => [name, medians(m)]),
  );
  return {
    topic: suite.topic,
    set: suite.set,
    cases: suite.cases,
    rounds: opts.rounds,
    ns: medians(perCall),
    passes,
    ratio: between[suite.ours] as Record<string, number>,
    vsBaseline: Object.fromEntries(
      impls.map((i) => [i.name, i.name === suite.baseline ? 1 : (between[i.name]?.[suite.baseline] as number)]),
    ),
    between,
    checksum,
    analysis: suite.analyse ? suite.analyse() : {},
  };
}
