import { COORDINATE_KINDS, type CoordinateKind } from '../arbitraries/index.js';
import type { CompareMode } from './diff/compareResponses.js';
import { formatReport } from './diff/formatReport.js';
import { opCases } from './diff/opCases.js';
import { type DiffOptions, runDiff } from './diff/runDiff.js';
import { parseFlags } from './shared/parseFlags.js';
import { progressBar } from './shared/progressBar.js';
import type { CommandRunner } from './shared/usage.js';
import { EXIT_OK, EXIT_SOME_ERROR, UsageError, wantsHelp, withUsageErrors } from './shared/usage.js';

const ALL_OPS = [...opCases('grid').keys()];

/** The most ulps `--compare ulps:N` takes: 2^52 doubles span a whole binade. */
const MAX_ULPS = 2 ** 52;

/** Defaults of `exact-predicates diff`. */
export const DIFF_DEFAULTS = {
  cases: 100,
  seed: 42,
  timeoutMs: 10_000,
  coordinates: 'double' as CoordinateKind,
  compare: 'exact' as CompareMode,
  examples: 3,
};

export const DIFF_USAGE = `usage: exact-predicates diff --cmd "COMMAND" [--ops OP,OP,...] [--cases N] [--seed S]
                            [--timeout MS] [--coordinates KIND] [--compare exact|verdict|ulps:N]
                            [--examples K]

Tests your geometry code against the exact answers. COMMAND is your program
speaking the NDJSON protocol (PROTOCOL.md) on stdin/stdout: it reads request
lines until end of input and writes one response line per request, in order.
diff draws cases from the degeneracy-biased arbitraries (collinear and nearly
collinear points, thin triangles whose products pass 2^53, T-junctions,
segments in box faces or through corners, rays grazing faces, ...), sends them all in one run of COMMAND, compares every
answer with the exact one, and shrinks the first disagreements of each op to
minimal requests with fast-check. Shrinking is fast when COMMAND answers each
line as it arrives (flush stdout after each answer): one copy of it then
answers every candidate; otherwise each batch of candidates is one more run.
Example programs to try it on (a naive float orient2d in JavaScript and in
Python, an exact one, a float slab method) are in the package's examples/
folder: node_modules/exact-predicates/examples.

  --cmd "COMMAND"     run through the shell, e.g. --cmd "python3 my_oracle.py"
  --ops LIST          comma-separated ops (default: all ${ALL_OPS.length}):
                      ${ALL_OPS.join(', ')}
  --cases N           cases per op (default ${DIFF_DEFAULTS.cases})
  --seed S            fast-check seed (default ${DIFF_DEFAULTS.seed}); same seed, same cases
  --timeout MS        longest one run of COMMAND may take (default ${DIFF_DEFAULTS.timeoutMs})
  --coordinates KIND  ${COORDINATE_KINDS.join(', ')} (default ${DIFF_DEFAULTS.coordinates}:
                      JSON numbers, from subnormal to 1e276; 'mixed' adds integer
                      and rational strings for full-protocol implementations)
  --compare MODE      exact: results must be equal as exact values (0.5 equals
                      "1/2"); ulps:N: numbers in results may be N doubles away
                      from the correctly rounded exact value (ulps:0 takes 1/3
                      as 0.3333333333333333), everything else exact; verdict:
                      only "hit" / "kind" of object results (default ${DIFF_DEFAULTS.compare})
  --examples K        minimal counterexamples shown per op (default ${DIFF_DEFAULTS.examples})

Exit status: 0 when COMMAND agrees on every case, 1 on any disagreement or
when COMMAND crashes, hangs or answers fewer lines, 2 for bad usage, 4 when
stdout cannot be written.`;

/** The diff options from the command line; throws UsageError. */
export function parseDiffArgs(argv: readonly string[]): DiffOptions {
  const f = parseFlags(argv, {
    cmd: { type: 'string' },
    ops: { type: 'string' },
    cases: { type: 'int', min: 1, max: 1_000_000 },
    seed: { type: 'int', min: -(2 ** 31), max: 2 ** 31 - 1 },
    timeout: { type: 'int', min: 1, max: 24 * 3600 * 1000 },
    coordinates: { type: 'string' },
    compare: { type: 'string' },
    examples: { type: 'int', min: 0, max: 100 },
  });
  if (f.cmd === undefined) throw new UsageError('--cmd "COMMAND" is required');
  const ops =
    f.ops === undefined
      ? ALL_OPS
      : String(f.ops)
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '');
  const unknown = ops.filter((op) => !ALL_OPS.includes(op));
  if (unknown.length > 0)
    throw new UsageError(
      `unknown op${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} in --ops (known: ${ALL_OPS.join(', ')})`,
    );
  if (ops.length === 0) throw new UsageError('--ops names no op');
  const coordinates = (f.coordinates ?? DIFF_DEFAULTS.coordinates) as CoordinateKind;
  if (!COORDINATE_KINDS.includes(coordinates))
    throw new UsageError(`--coordinates is ${JSON.stringify(coordinates)}, expected one of ${COORDINATE_KINDS.join(', ')}`);
  const compare = (f.compare ?? DIFF_DEFAULTS.compare) as CompareMode;
  const ulps = /^ulps:([0-9]{1,16})$/.exec(compare);
  if (compare !== 'exact' && compare !== 'verdict' && (ulps === null || Number(ulps[1]) > MAX_ULPS))
    throw new UsageError(
      `--compare is ${JSON.stringify(compare)}, expected exact, verdict or ulps:N with N from 0 to ${MAX_ULPS}`,
    );
  return {
    command: String(f.cmd),
    ops: [...new Set(ops)],
    cases: (f.cases as number | undefined) ?? DIFF_DEFAULTS.cases,
    seed: (f.seed as number | undefined) ?? DIFF_DEFAULTS.seed,
    timeoutMs: (f.timeout as number | undefined) ?? DIFF_DEFAULTS.timeoutMs,
    coordinates,
    compare,
    examples: (f.examples as number | undefined) ?? DIFF_DEFAULTS.examples,
  };
}

/**
 * `exact-predicates diff`: runs the diff and prints its report on stdout;
 * resolves to 0 iff the command agreed on every case, 1 otherwise, 2 for
 * bad usage.
 */
export const runDiffCommand: CommandRunner = withUsageErrors('diff', async (argv, io) => {
  if (wantsHelp(argv)) {
    io.stdout.write(`${DIFF_USAGE}\n`);
    return EXIT_OK;
  }
  const options = parseDiffArgs(argv);
  const bar = progressBar(io.stderr, 'diff');
  let step = 0;
  options.onProgress = (message) => bar.update(++step, step + 1, message);
  const report = await runDiff(options);
  bar.done();
  io.stdout.write(formatReport(report));
  const bad = report.ops.some((x) => x.disagree > 0 || x.unanswered > 0);
  return bad || report.problem !== null ? EXIT_SOME_ERROR : EXIT_OK;
});
