import type * as fc from 'fast-check';
import type { CoordinateKind } from '../../arbitraries/index.js';
import { requestLine } from '../encodeRequest.js';
import { evaluateLine } from '../evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../evaluateRequest.js';
import { familySeed } from '../shared/familySeed.js';
import { type CompareMode, compareResponses } from './compareResponses.js';
import { type Fields, opCases } from './opCases.js';
import { runCommand, runProblem } from './runCommand.js';
import { sampleValues } from './sampleValues.js';
import { shrinkBatched } from './shrinkBatched.js';
import { ShrinkRunner } from './shrinkRunner.js';

/** What to run. */
export interface DiffOptions {
  command: string;
  ops: readonly string[];
  cases: number;
  seed: number;
  timeoutMs: number;
  coordinates: CoordinateKind;
  compare: CompareMode;
  /** Counterexamples shrunk and shown per op. */
  examples: number;
  /** Shrink candidates in the first run of each shrink step, and most runs of the command per counterexample. */
  shrinkChunk?: number;
  shrinkRuns?: number;
  onProgress?: (message: string) => void;
}

/** One minimal counterexample, ready to paste. */
export interface Counterexample {
  request: string;
  expected: string;
  got: string | null;
  why: string;
  /** Shrink steps taken from the generated case; tried: candidates run. */
  steps: number;
  tried: number;
}

/** The outcome for one op. */
export interface OpReport {
  op: string;
  cases: number;
  agree: number;
  disagree: number;
  /** Requests the command never answered (it crashed, hung or stopped early). */
  unanswered: number;
  examples: Counterexample[];
}

/** The whole diff. */
export interface DiffReport {
  options: Omit<DiffOptions, 'onProgress'>;
  ops: OpReport[];
  /** What went wrong with the command on the main run, if anything. */
  problem: string | null;
  stderrTail: string;
  /** Problems met while shrinking (the first of each kind). */
  shrinkProblems: string[];
  /** How shrink candidates were sent: one long-running session, one run per batch, or no shrinking. */
  shrinkMode: 'session' | 'batch' | 'none';
  ms: number;
}

type Case = { op: string; value: fc.Value<Fields> };

/** A request line with id, and our exact response to it. */
function exchange(op: string, fields: Fields, id: number): { request: string; expected: string } {
  const request = requestLine(op, fields, id);
  return { request, expected: evaluateLine(request, id, DEFAULT_EVAL_OPTIONS) as string };
}

/**
 * Runs `diff`: draws `cases` requests per op from the degeneracy-biased
 * arbitraries, sends them all to the command in one run, compares each
 * answer with the exact one from the eval layer, and shrinks the first
 * disagreements of each op (batched, see shrinkBatched) to minimal
 * requests. Never throws on a misbehaving command: that goes in `problem`.
 *
 * ```ts
 * const report = await runDiff({ command: 'python3 mine.py', ops: ['orient2d'], cases: 200, seed: 1, timeoutMs: 10000, coordinates: 'double', compare: 'exact', examples: 3 });
 * report.ops[0].disagree; // 0 when mine.py is right on all of them
 * ```
 */
export async function runDiff(options: DiffOptions): Promise<DiffReport> {
  const started = performance.now();
  const { onProgress, ...shown } = options;
  const arbs = opCases(options.coordinates);
  const cases: Case[] = [];
  for (const op of options.ops) {
    const arb = arbs.get(op) as fc.Arbitrary<Fields>;
    for (const value of sampleValues(arb, familySeed(options.seed, op), options.cases)) cases.push({ op, value });
  }
  const exchanges = cases.map((c, i) => exchange(c.op, c.value.value, i + 1));
  onProgress?.(`sending ${exchanges.length} requests`);
  const run = await runCommand(
    options.command,
    exchanges.map((e) => e.request),
    options.timeoutMs,
  );
  const problem = runProblem(run, exchanges.length, options.timeoutMs);
  const reports = new Map<string, OpReport>(
    options.ops.map((op) => [op, { op, cases: 0, agree: 0, disagree: 0, unanswered: 0, examples: [] }]),
  );
  const failing = new Map<string, number[]>();
  exchanges.forEach((e, i) => {
    const c = cases[i] as Case;
    const r = reports.get(c.op) as OpReport;
    r.cases++;
    if (i >= run.lines.length) {
      r.unanswered++;
      return;
    }
    if (compareResponses(e.expected, run.lines[i], options.compare, e.request).agree) r.agree++;
    else {
      r.disagree++;
      failing.set(c.op, [...(failing.get(c.op) ?? []), i]);
    }
  });
  // Shrinking reruns the command many times: not worth it when it could not even start, hung or flooded its output.
  const canShrink = run.spawnError === undefined && !run.timedOut && !run.tooMuchOutput;
  const runner = new ShrinkRunner(options.command, options.timeoutMs);
  try {
    for (const op of options.ops) {
      const r = reports.get(op) as OpReport;
      const seen = new Set<string>();
      for (const i of failing.get(op) ?? []) {
        if (r.examples.length >= options.examples) break;
        const c = cases[i] as Case;
        onProgress?.(`shrinking ${op} (${r.examples.length + 1} of ${Math.min(options.examples, r.disagree)})`);
        const ex = canShrink ? await shrinkCase(op, arbs.get(op) as fc.Arbitrary<Fields>, c.value, options, runner) : null;
        const example =
          ex ?? counterexample(exchanges[i] as { request: string; expected: string }, run.lines[i] ?? null, options, 0, 0);
        if (seen.has(example.request)) continue;
        seen.add(example.request);
        r.examples.push(example);
      }
    }
  } finally {
    // A live session would keep the process from exiting.
    runner.close();
  }
  return {
    options: shown,
    ops: [...reports.values()],
    problem,
    stderrTail: run.stderrTail,
    shrinkProblems: runner.problems,
    shrinkMode: runner.used ? (runner.interactive ? 'session' : 'batch') : 'none',
    ms: performance.now() - started,
  };
}

function counterexample(
  e: { request: string; expected: string },
  got: string | null,
  options: DiffOptions,
  steps: number,
  tried: number,
): Counterexample {
  const c = compareResponses(e.expected, got ?? undefined, options.compare, e.request);
  return { request: e.request, expected: e.expected, got, why: c.agree ? 'agrees when run alone' : c.why, steps, tried };
}

/** Shrinks one failing case; the minimal request is re-run alone (id 1, fresh process) so that the example pastes as is. */
async function shrinkCase(
  op: string,
  arb: fc.Arbitrary<Fields>,
  start: fc.Value<Fields>,
  options: DiffOptions,
  runner: ShrinkRunner,
): Promise<Counterexample> {
  const shrunk = await shrinkBatched(
    arb,
    start,
    async (candidates) => {
      const ex = candidates.map((f, i) => exchange(op, f, i + 1));
      const lines = await runner.answers(ex.map((e) => e.request));
      // An unanswered candidate does not count as failing: a crash elsewhere in the batch must not steer the shrink.
      return ex.map((e, i) => i < lines.length && !compareResponses(e.expected, lines[i], options.compare, e.request).agree);
    },
    { chunk: options.shrinkChunk ?? 64, maxBatches: options.shrinkRuns ?? 200 },
  );
  const e = exchange(op, shrunk.value.value, 1);
  const alone = await runCommand(options.command, [e.request], options.timeoutMs);
  return counterexample(e, alone.lines[0] ?? null, options, shrunk.steps, shrunk.tried);
}
