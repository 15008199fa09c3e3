import type * as fc from 'fast-check';
import type { CoordinateKind } from '../../arbitraries/index.js';
import { requestLine } from '../encodeRequest.js';
import { evaluateLine } from '../evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../evaluateRequest.js';
import { familySeed } from '../shared/familySeed.js';
import { type CompareMode, compareResponses } from './compareResponses.js';
import { type Fields, opCases } from './opCases.js';
import { runCommand, runProblem, streamCommand } from './runCommand.js';
import { shrinkBatched } from './shrinkBatched.js';
import { ShrinkRunner } from './shrinkRunner.js';
import { valueStream } from './valueStream.js';

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

/** A disagreement of the main run, kept for shrinking: the case, and what the command answered. */
type Failure = { value: fc.Value<Fields>; id: number; got: string };

/** Disagreements kept per op for shrinking and showing, whatever their number (shrunk ones may turn out the same). */
const keptFailures = (examples: number): number => Math.max(16, 8 * examples);

/** A request line with id, and our exact response to it. */
function exchange(op: string, fields: Fields, id: number): { request: string; expected: string } {
  const request = requestLine(op, fields, id);
  return { request, expected: evaluateLine(request, id, DEFAULT_EVAL_OPTIONS) as string };
}

/** Every case, op after op, `cases` of each, generated one at a time (the same ones on every call). */
async function* allCases(arbs: ReadonlyMap<string, fc.Arbitrary<Fields>>, options: DiffOptions): AsyncGenerator<Case> {
  for (const op of options.ops) {
    const arb = arbs.get(op) as fc.Arbitrary<Fields>;
    for await (const value of valueStream(arb, familySeed(options.seed, op), options.cases)) yield { op, value };
  }
}

/** The request lines of `allCases`, ids from 1. */
async function* requestLines(cases: AsyncGenerator<Case>): AsyncGenerator<string> {
  let id = 0;
  for await (const c of cases) yield requestLine(c.op, c.value.value, ++id);
}

/**
 * Runs `diff`: draws `cases` requests per op from the degeneracy-biased
 * arbitraries, sends them all to the command in one run, compares each
 * answer with the exact one from the eval layer, and shrinks the first
 * disagreements of each op (batched, see shrinkBatched) to minimal
 * requests. The cases stream through: each is generated as it is sent, and
 * generated again (the same seed gives the same stream) when its answer
 * comes back, so memory does not grow with their number. Never throws on a
 * misbehaving command: that goes in `problem`.
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
  const total = options.ops.length * options.cases;
  const reports = new Map<string, OpReport>(
    options.ops.map((op) => [op, { op, cases: options.cases, agree: 0, disagree: 0, unanswered: 0, examples: [] }]),
  );
  const failing = new Map<string, Failure[]>(options.ops.map((op) => [op, []]));
  const keep = keptFailures(options.examples);
  const expected = allCases(arbs, options);
  onProgress?.(`sending ${total} requests`);
  const run = await streamCommand(
    options.command,
    requestLines(allCases(arbs, options)),
    total,
    options.timeoutMs,
    async (lines, first) => {
      for (let k = 0; k < lines.length && first + k < total; k++) {
        const c = (await expected.next()).value as Case;
        const id = first + k + 1;
        const r = reports.get(c.op) as OpReport;
        const got = lines[k] as string;
        const e = exchange(c.op, c.value.value, id);
        if (compareResponses(e.expected, got, options.compare, e.request).agree) r.agree++;
        else {
          r.disagree++;
          const kept = failing.get(c.op) as Failure[];
          if (kept.length < keep) kept.push({ value: c.value, id, got: shortened(got) });
        }
      }
    },
  );
  await expected.return(undefined);
  for (const r of reports.values()) r.unanswered = r.cases - r.agree - r.disagree;
  const problem = runProblem(run, total, options.timeoutMs);
  // Shrinking reruns the command many times: not worth it when it could not even start, hung or flooded its output.
  const canShrink = run.spawnError === undefined && !run.timedOut && !run.tooMuchOutput;
  const runner = new ShrinkRunner(options.command, options.timeoutMs);
  try {
    for (const op of options.ops) {
      const r = reports.get(op) as OpReport;
      const seen = new Set<string>();
      for (const f of failing.get(op) ?? []) {
        if (r.examples.length >= options.examples) break;
        onProgress?.(`shrinking ${op} (${r.examples.length + 1} of ${Math.min(options.examples, r.disagree)})`);
        const ex = canShrink ? await shrinkCase(op, arbs.get(op) as fc.Arbitrary<Fields>, f.value, options, runner) : null;
        const example = ex ?? counterexample(exchange(op, f.value.value, f.id), f.got, options, 0, 0);
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

/** The most of a kept answer shown in a report. */
const SHOWN_ANSWER = 4096;

/** An answer line cut for the report, if it is very long. */
function shortened(line: string): string {
  return line.length > SHOWN_ANSWER ? `${line.slice(0, SHOWN_ANSWER)}… (${line.length} characters)` : line;
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
