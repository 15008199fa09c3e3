/**
 * `npm run bench:v8`: what the fast paths are shaped for, checked on the
 * node that runs it. Each check prints MET or MISS; any MISS exits 1.
 *
 * The code relies on three things about V8's optimizing compiler: a double
 * passed to a call it does not inline is boxed on the heap; it inlines a
 * callee only while the caller's inlined bytecode stays within a budget;
 * and it never inlines a function whose bytecode is past a size limit.
 * Which functions fit is a property of one V8 release, so it is checked
 * here rather than written in comments. Each probe runs in a child process
 * started with `--trace-turbo-inlining --trace-opt`: it drives one public
 * function in a loop over the bench's seeded sets, one set after another as
 * `npm run bench` does, measures the heap growth per call on each, and the
 * parent reads from the trace what each function's last optimized code
 * inlined. The child compiles on the main thread
 * (`--no-concurrent-recompilation`): with a background compiler, the
 * feedback a compilation sees depends on thread timing, and so would the
 * answer.
 *
 * `npm run bench:v8 -- --only <probe>` runs the probes whose name starts
 * with it; `--verbose` prints what every optimized function inlined.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import type { Box, PointLike, PreparedPolygon, Segment } from '../src/index.js';
import {
  gridCells,
  pointInPolygon,
  preparePolygon,
  rayIntersectsBox,
  rayIntersectsTriangle,
  segmentBox,
  segmentBoxMany,
  segmentIntersectsBox,
  segmentsIntersect,
} from '../src/index.js';
import { gridSegments } from './grid.bench.js';
import type { BoxSet, Pt, Pt3 } from './inputs.js';
import { degenerateBoxCases, degeneratePairs, randomBoxCases, randomDoublePairs, randomIntPairs } from './inputs.js';
import { polygonSet } from './polygon.bench.js';
import { Rng } from './rng.js';
import { aimedRayTriangles, randomRayTriangles } from './triangle.bench.js';

/** What a probe's child reports: the loop's name, and the heap growth per call of each measured pass. */
type ProbeReport = { loop: string; bytesPerCall: Record<string, number> };

/** One probe: the driver run in the child, and what the parent requires of its trace and report. */
type Probe = {
  name: string;
  /** Why the code needs it (printed beside a MISS). */
  why: string;
  drive: () => ProbeReport;
  /** [callee, caller] pairs, by their names in the bundle: the caller's last optimized code must have inlined the callee ('loop': the probe's loop). */
  inlined?: readonly (readonly [string, string])[];
  /** Functions no optimized code may inline. */
  neverInlined?: readonly string[];
  /** Functions whose bytecode must be longer than V8's `--max-inlined-bytecode-size`. */
  tooLargeToInline?: readonly string[];
  /** Every measured pass must allocate less than this many bytes per call (0.5: nothing, bar a one-off). */
  maxBytesPerCall?: number;
};

const CASES = 1 << 14;
const PASSES = 300;

/** Heap growth over one pass, per call: the median of five passes (a one-off recompilation shows in one). */
function bytesPerCall(pass: () => number, calls: number): number {
  const growth: number[] = [];
  for (let k = 0; k < 5; k++) {
    const before = getHeapStatistics().used_heap_size;
    pass();
    growth.push(getHeapStatistics().used_heap_size - before);
  }
  growth.sort((a, b) => a - b);
  return Math.max(0, growth[2] as number) / calls;
}

/** Runs `pass` often enough for V8 to optimize the loops it runs; the check then finds their compilation in the trace. */
function warm(pass: () => number, passes = PASSES): void {
  for (let k = 0; k < passes; k++) pass();
}

/** Each set in turn, as the bench runs them: warmed, then measured. */
function inTurn<T extends { name: string }>(
  sets: readonly T[],
  pass: (set: T) => number,
  calls: (set: T) => number,
  passes = PASSES,
): Record<string, number> {
  const bytes: Record<string, number> = {};
  for (const set of sets) {
    warm(() => pass(set), passes);
    bytes[set.name] = bytesPerCall(() => pass(set), calls(set));
  }
  return bytes;
}

function loopSegmentsIntersect(S: readonly [Pt, Pt][]): number {
  let s = 0;
  for (let i = 0; i < S.length; i += 2) s += +segmentsIntersect(S[i] as [Pt, Pt], S[i + 1] as [Pt, Pt]);
  return s;
}

function loopSegmentIntersectsBox(S: readonly Segment[], B: readonly Box[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) s += +segmentIntersectsBox(S[i] as Segment, B[i] as Box);
  return s;
}

function loopRayIntersectsBox(O: readonly PointLike[], D: readonly PointLike[], B: readonly Box[]): number {
  let s = 0;
  for (let i = 0; i < O.length; i++) s += +rayIntersectsBox(O[i] as PointLike, D[i] as PointLike, B[i] as Box);
  return s;
}

function loopSegmentBox(S: readonly Segment[], B: readonly Box[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) s += +(segmentBox(S[i] as Segment, B[i] as Box) !== null);
  return s;
}

function loopRayIntersectsTriangle(O: readonly Pt3[], D: readonly Pt3[], T: readonly [Pt3, Pt3, Pt3][]): number {
  let s = 0;
  for (let i = 0; i < O.length; i++) s += +rayIntersectsTriangle(O[i] as Pt3, D[i] as Pt3, T[i] as [Pt3, Pt3, Pt3]);
  return s;
}

function loopPointInPolygon(Q: readonly number[][], R: readonly number[][][][], per: number): number {
  let s = 0;
  for (let i = 0; i < Q.length; i++) s += +(pointInPolygon(Q[i] as Pt, R[(i / per) | 0] as Pt[][]) !== 'outside');
  return s;
}

function loopPrepared(Q: readonly number[][], prepared: PreparedPolygon): number {
  let s = 0;
  for (let i = 0; i < Q.length; i++) s += +(prepared.pointInPolygon(Q[i] as Pt) !== 'outside');
  return s;
}

function loopGridCells(S: readonly [number[], number[]][], grid: { origin: number[]; cell: number[] }): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) {
    for (const c of gridCells(S[i] as unknown as Segment, grid, { mode: 'half_open' })) s += (c[0] as number) + (c[1] as number);
  }
  return s;
}

function loopSegmentBoxMany(set: BoxSet, out: Uint8Array): number {
  segmentBoxMany(set.flatSegments, set.flatBoxes, out, set.dim);
  return out[0] as number;
}

const rng = (): Rng => new Rng(20240607);
const segments = (set: BoxSet): Segment[] => set.segments as unknown as Segment[];
const boxes = (set: BoxSet): Box[] => set.boxes as unknown as Box[];

/** The rays p + t·(q − p) of a box set's segments with q ≠ p, as the bench's ray suite takes them. */
function raySet(set: BoxSet): { name: string; O: PointLike[]; D: PointLike[]; B: Box[] } {
  const kept = set.segments.flatMap(([p, q], i) => {
    const d = q.map((x, k) => x - (p[k] as number));
    return d.every((x) => x === 0) ? [] : [{ o: p, d, box: set.boxes[i] as unknown as Box }];
  });
  return { name: set.name, O: kept.map((k) => k.o), D: kept.map((k) => k.d), B: kept.map((k) => k.box) };
}

/** The box sets of the bench, in its order. */
function boxSets(r: Rng): BoxSet[] {
  return [
    randomBoxCases(r, CASES, 2),
    degenerateBoxCases(r, CASES, 2, 20),
    randomBoxCases(r, CASES, 3),
    degenerateBoxCases(r, CASES, 3, 20),
  ];
}

const probes: Probe[] = [
  {
    name: 'segmentsIntersect',
    why: "segmentsIntersect's fast path (segmentsMeet and the four orientation filters of orient2dPairFilter) runs in the caller's loop, with no call per pair",
    drive: () => {
      const r = rng();
      const sets = [randomDoublePairs(r, CASES), randomIntPairs(r, CASES, 20), degeneratePairs(r, CASES, 20)];
      const bytes = inTurn(
        sets,
        (set) => loopSegmentsIntersect(set.segments),
        () => CASES,
      );
      return { loop: loopSegmentsIntersect.name, bytesPerCall: bytes };
    },
    inlined: [
      ['segmentsIntersect', 'loop'],
      ['segmentsMeet', 'loop'],
      ['orient2dPairFilter', 'loop'],
    ],
    maxBytesPerCall: 0.5,
  },
  {
    name: 'segmentIntersectsBox',
    why: 'the functions that take doubles (segmentMeetsBox2/3, storeAxis) are inlined into their callers, beside the plane test, which is too large to inline: no double is boxed',
    drive: () => {
      const bytes = inTurn(
        boxSets(rng()),
        (set) => loopSegmentIntersectsBox(segments(set), boxes(set)),
        () => CASES,
      );
      return { loop: loopSegmentIntersectsBox.name, bytesPerCall: bytes };
    },
    inlined: [
      ['segmentMeetsBox2', 'segmentBoxOnDoubles'],
      ['storeAxis', 'segmentBoxOnDoubles'],
      ['segmentMeetsBox3', 'segmentBoxOnDoubles3'],
      ['storeAxis', 'segmentBoxOnDoubles3'],
    ],
    neverInlined: ['lineSeparates'],
    tooLargeToInline: ['lineSeparates'],
    maxBytesPerCall: 0.5,
  },
  {
    name: 'rayIntersectsBox',
    why: 'the ray tests that take doubles (rayMeetsBox2/3, storeAxis) are inlined into their callers, beside the out-of-line plane test: no double is boxed',
    drive: () => {
      const rays = boxSets(rng()).map(raySet);
      const bytes = inTurn(
        rays,
        (x) => loopRayIntersectsBox(x.O, x.D, x.B),
        (x) => x.O.length,
      );
      return { loop: loopRayIntersectsBox.name, bytesPerCall: bytes };
    },
    inlined: [
      ['rayMeetsBox2', 'rayBoxOnDoubles'],
      ['storeAxis', 'rayBoxOnDoubles'],
      ['rayMeetsBox3', 'rayBoxOnDoubles3'],
      ['storeAxis', 'rayBoxOnDoubles3'],
    ],
    neverInlined: ['lineSeparates'],
    maxBytesPerCall: 0.5,
  },
  {
    name: 'box predicates in one process',
    why: "segmentIntersectsBox (with segmentBox, which shares its number path) and rayIntersectsBox each keep their own number path: one function shared by both would carry both tests inside one inlining budget, and after the segments have run, the rays' doubles are boxed (`npm run bench -- --only =rayIntersectsBox`'s no-allocation line fails the same way)",
    drive: () => {
      // As `npm run bench` runs them: every segment set, the exact interval, then every ray set.
      const sets = boxSets(rng());
      const bytes = inTurn(
        sets,
        (set) => loopSegmentIntersectsBox(segments(set), boxes(set)),
        () => CASES,
        PASSES / 3,
      );
      for (const set of sets) warm(() => loopSegmentBox(segments(set), boxes(set)), PASSES / 10);
      const rays = inTurn(
        sets.map(raySet),
        (x) => loopRayIntersectsBox(x.O, x.D, x.B),
        (x) => x.O.length,
        PASSES / 3,
      );
      for (const [set, b] of Object.entries(rays)) bytes[`rays after segments, ${set}`] = b;
      return { loop: loopRayIntersectsBox.name, bytesPerCall: bytes };
    },
    inlined: [
      ['rayMeetsBox2', 'rayBoxOnDoubles'],
      ['rayMeetsBox3', 'rayBoxOnDoubles3'],
    ],
    maxBytesPerCall: 0.5,
  },
  {
    name: 'segmentBoxMany',
    why: "each dimension's loop (many2, many3) has the test that takes doubles inlined: no double is boxed per item",
    drive: () => {
      const out = new Uint8Array(CASES);
      // One call is a whole loop, which V8 compiles while it runs.
      const bytes = inTurn(
        boxSets(rng()).slice(0, 3),
        (set) => loopSegmentBoxMany(set, out),
        () => CASES,
        PASSES / 10,
      );
      return { loop: loopSegmentBoxMany.name, bytesPerCall: bytes };
    },
    inlined: [
      ['segmentMeetsBox2', 'many2'],
      ['storeAxis', 'many2'],
      ['segmentMeetsBox3', 'many3'],
      ['storeAxis', 'many3'],
    ],
    maxBytesPerCall: 0.5,
  },
  {
    name: 'rayIntersectsTriangle',
    why: 'the five filters read the values from typed arrays and return a small integer, so no double crosses a call, inlined or not',
    drive: () => {
      const r = rng();
      const sets = [randomRayTriangles(r, CASES), aimedRayTriangles(r, CASES)];
      const bytes = inTurn(
        sets,
        (set) => loopRayIntersectsTriangle(set.origins, set.dirs, set.triangles),
        () => CASES,
      );
      return { loop: loopRayIntersectsTriangle.name, bytesPerCall: bytes };
    },
    maxBytesPerCall: 0.5,
  },
  {
    name: 'pointInPolygon',
    why: "the number path adds up the winding number as it reads, storing nothing per vertex, with the crossing's orientation filter inlined into its loop (windChunk)",
    drive: () => {
      const set = polygonSet(rng(), 8, 1000, 4096);
      const rings = set.polygons.map((p) => [p]);
      const bytes = inTurn(
        [{ name: `${set.name}, per vertex read` }],
        () => loopPointInPolygon(set.queries, rings, set.per),
        () => set.queries.length * 1000,
        PASSES / 30,
      );
      return { loop: loopPointInPolygon.name, bytesPerCall: bytes };
    },
    inlined: [['orient2dFilter', 'windChunk']],
    maxBytesPerCall: 0.5,
  },
  {
    name: 'preparePolygon',
    why: "the prepared polygon's query loops have the edge test (edgeStepAt) inlined",
    drive: () => {
      const set = polygonSet(rng(), 1, 10000, 16384);
      const prepared = preparePolygon([set.polygons[0] as Pt[]]);
      warm(() => loopPrepared(set.queries, prepared), PASSES / 10);
      return { loop: loopPrepared.name, bytesPerCall: {} };
    },
    inlined: [['edgeStepAt', 'winding']],
  },
  {
    name: 'gridCells',
    why: "the cell iterator's next() is small enough to be inlined into the caller's for-of loop, so its result object need not be allocated",
    drive: () => {
      const set = gridSegments(rng(), 256, 'double grid', { origin: [0.37, -1.21], cell: [0.7, 1.3] }, 100, false);
      warm(() => loopGridCells(set.segments, set.grid));
      return { loop: loopGridCells.name, bytesPerCall: {} };
    },
    inlined: [['next', 'loop']],
  },
];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** V8's limit on the bytecode of a function it inlines at all, as this node sets it. */
function maxInlinedBytecodeSize(): number {
  const out = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
  const m = /--max-inlined-bytecode-size=(\d+)/.exec(out);
  if (!m) throw new Error('node --v8-options does not list --max-inlined-bytecode-size');
  return Number(m[1]);
}

/** The callees inlined into each caller's last optimized code, from the `--trace-opt` and `--trace-turbo-inlining` output. */
function inlinings(trace: string): Map<string, Set<string>> {
  const byCaller = new Map<string, Set<string>>();
  const inlining = /^Inlining 0x\w+ \{0x\w+ <SharedFunctionInfo ([^>]*)>\} into 0x\w+ \{0x\w+ <SharedFunctionInfo ([^>]*)>\}/;
  for (const line of trace.split('\n')) {
    const compiling = /^\[compiling method 0x\w+ <JSFunction ([^ >]*)/.exec(line);
    if (compiling) byCaller.set(compiling[1] as string, new Set());
    const m = inlining.exec(line);
    if (!m) continue;
    const [callee, caller] = [m[1] as string, m[2] as string];
    const set = byCaller.get(caller) ?? new Set<string>();
    set.add(callee);
    byCaller.set(caller, set);
  }
  return byCaller;
}

/** Bytecode length of each function named in the `--print-bytecode` output. */
function bytecodeLengths(out: string): Map<string, number> {
  const lengths = new Map<string, number>();
  const re = /\[generated bytecode for function: (\S+) [^\n]*\]\nBytecode length: (\d+)/g;
  for (const m of out.matchAll(re)) lengths.set(m[1] as string, Number(m[2]));
  return lengths;
}

function runChild(probe: Probe, flags: string[]): string {
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, [...flags, self, '--probe', probe.name], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (child.status !== 0) throw new Error(`${probe.name}: the probe failed\n${child.stderr}`);
  return child.stdout;
}

type Line = { met: boolean; text: string };

function check(probe: Probe, maxInline: number, verbose: boolean): Line[] {
  const out = runChild(probe, ['--trace-turbo-inlining', '--trace-opt', '--no-concurrent-recompilation']);
  const reportLine = out.split('\n').find((l) => l.startsWith('PROBE '));
  if (!reportLine) throw new Error(`${probe.name}: no report`);
  const report = JSON.parse(reportLine.slice(6)) as ProbeReport;
  const inlined = inlinings(out);
  const lines: Line[] = [];
  if (verbose)
    for (const [caller, callees] of inlined) console.log(`${probe.name}: ${caller} inlines ${[...callees].join(', ')}`);
  for (const [callee, into] of probe.inlined ?? []) {
    const caller = into === 'loop' ? report.loop : into;
    const compiled = inlined.get(caller);
    const text = `${probe.name}: ${callee} inlined into ${caller}${compiled ? '' : ' (never optimized)'}`;
    lines.push({ met: compiled?.has(callee) === true, text });
  }
  for (const name of probe.neverInlined ?? []) {
    const into = [...inlined].filter(([, callees]) => callees.has(name)).map(([caller]) => caller);
    lines.push({
      met: into.length === 0,
      text: `${probe.name}: ${name} never inlined${into.length ? ` (inlined into ${into.join(', ')})` : ''}`,
    });
  }
  if (probe.tooLargeToInline?.length) {
    const filter = probe.tooLargeToInline;
    const lengths = new Map<string, number>();
    for (const name of filter) {
      for (const [k, v] of bytecodeLengths(runChild(probe, ['--print-bytecode', `--print-bytecode-filter=${name}`])))
        lengths.set(k, v);
    }
    for (const name of filter) {
      const n = lengths.get(name);
      lines.push({
        met: n !== undefined && n > maxInline,
        text: `${probe.name}: ${name} is ${n ?? '?'} bytes of bytecode, past the ${maxInline} V8 inlines at all`,
      });
    }
  }
  if (probe.maxBytesPerCall !== undefined) {
    for (const [set, bytes] of Object.entries(report.bytesPerCall)) {
      lines.push({
        met: bytes < probe.maxBytesPerCall,
        text: `${probe.name}, ${set}: ${bytes.toFixed(3)} bytes allocated per call`,
      });
    }
  }
  return lines;
}

const probeName = option('probe');
if (probeName !== undefined) {
  const probe = probes.find((p) => p.name === probeName);
  if (!probe) throw new Error(`no probe ${probeName}`);
  console.log(`PROBE ${JSON.stringify(probe.drive())}`);
} else {
  const only = option('only');
  const verbose = process.argv.includes('--verbose');
  const maxInline = maxInlinedBytecodeSize();
  let missed = 0;
  for (const probe of probes.filter((p) => only === undefined || p.name.startsWith(only))) {
    const lines = check(probe, maxInline, verbose);
    for (const line of lines) console.log(`${line.met ? 'MET ' : 'MISS'}  ${line.text}`);
    if (lines.some((l) => !l.met)) {
      missed++;
      console.log(`      needed because ${probe.why}`);
    }
  }
  console.log(
    `\nNode ${process.versions.node} (V8 ${process.versions.v8}); ${missed === 0 ? 'every check met' : `${missed} probe(s) missed`}`,
  );
  process.exitCode = missed === 0 ? 0 : 1;
}
