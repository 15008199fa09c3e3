/*
 * Timing: interleaved rounds, medians, ratios taken within a round.
 *
 * A suite is one input set and the implementations that run on it. Each
 * implementation is a separate loop function (so V8 keeps separate type
 * feedback and inlines each callee into its own loop) that makes one pass
 * over all cases and returns a checksum. A round times every implementation
 * once, in alternating order (A B C, then C B A) so that drift and caches
 * favour nobody; a sample is `passes` whole passes, with `passes` chosen in
 * warm-up so that the baseline's sample lasts ~minSampleMs. Reported:
 * median ns per call per implementation, and for each other implementation
 * the median over rounds of (ours / it) measured in the same round.
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
};

export type Analysis = {
  /** Share of cases (0..1) the double filter did not decide. */
  filterMiss?: number;
  /** Share of cases (0..1) that needed BigInt. */
  bigint?: number;
  /** Per implementation: number of cases whose answer differs from ours (ours is exact). */
  wrong?: Record<string, number>;
};

export type SuiteResult = {
  topic: string;
  set: string;
  cases: number;
  rounds: number;
  passes: number;
  /** Median ns per call. */
  ns: Record<string, number>;
  /** Median over rounds of time(ours) / time(other), keyed by the other's name. */
  ratio: Record<string, number>;
  /** Median over rounds of time(x) / time(baseline). */
  vsBaseline: Record<string, number>;
  checksum: Record<string, number>;
  analysis: Analysis;
};

export type HarnessOptions = { rounds: number; warmup: number; minSampleMs: number };

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

function time(impl: Impl, passes: number): { ns: number; checksum: number } {
  let checksum = 0;
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < passes; k++) checksum += impl.run();
  const t1 = process.hrtime.bigint();
  return { ns: Number(t1 - t0), checksum: checksum / passes };
}

export function runSuite(suite: Suite, opts: HarnessOptions): SuiteResult {
  const { impls } = suite;
  const base = impls.find((i) => i.name === suite.baseline);
  if (!base) throw new Error(`bench: suite ${suite.set} has no baseline ${suite.baseline}`);
  let baseNs = Number.POSITIVE_INFINITY;
  for (let w = 0; w < opts.warmup; w++) {
    for (const impl of impls) {
      const t = time(impl, 1);
      if (impl === base) baseNs = Math.min(baseNs, t.ns);
    }
  }
  const passes = Math.max(1, Math.ceil((opts.minSampleMs * 1e6) / baseNs));
  const samples: Record<string, number[]> = {};
  const checksum: Record<string, number> = {};
  for (const impl of impls) samples[impl.name] = [];
  const ratios: Record<string, number[]> = {};
  const vsBase: Record<string, number[]> = {};
  for (let r = 0; r < opts.rounds; r++) {
    const order = r % 2 === 0 ? impls : [...impls].reverse();
    const round: Record<string, number> = {};
    for (const impl of order) {
      const t = time(impl, passes);
      round[impl.name] = t.ns;
      checksum[impl.name] = t.checksum;
      samples[impl.name]?.push(t.ns / (passes * suite.cases));
    }
    const ours = round[suite.ours] as number;
    const baseline = round[suite.baseline] as number;
    for (const impl of impls) {
      const t = round[impl.name] as number;
      (vsBase[impl.name] ??= []).push(t / baseline);
      if (impl.name !== suite.ours) (ratios[impl.name] ??= []).push(ours / t);
    }
  }
  const ns: Record<string, number> = {};
  for (const [name, s] of Object.entries(samples)) ns[name] = median(s);
  const ratio: Record<string, number> = {};
  for (const [name, s] of Object.entries(ratios)) ratio[name] = median(s);
  const vsBaseline: Record<string, number> = {};
  for (const [name, s] of Object.entries(vsBase)) vsBaseline[name] = median(s);
  return {
    topic: suite.topic,
    set: suite.set,
    cases: suite.cases,
    rounds: opts.rounds,
    passes,
    ns,
    ratio,
    vsBaseline,
    checksum,
    analysis: suite.analyse ? suite.analyse() : {},
  };
}
