/*
 * The robustness census: every contender on the degenerate sets of
 * test/support/degenerateOverlays.ts and on the two-operand inputs of the
 * peers' published failures (test/fixtures/overlay-regressions), each pair
 * of operands under the four operations. The peers run in a child process (bench/overlayCensusChild.ts)
 * with a time cap per case: one that has not answered within the cap is
 * counted as hung, and its process is killed and started again. A peer's
 * answer is normalised and checked by bench/overlayAnswers.ts: invalid by
 * our polygonValidity, or valid with an area that is neither ours under
 * the nonzero rule nor under even-odd nor as GeoJSON reads the operands
 * (each ring nonzero, each hole taken from its own polygon: polygon-clipping's
 * reading; a self-intersecting operand means any of these, depending on
 * the peer) beyond the rounding it may do. Ours runs
 * here, under both rules, checked by test/support/overlayCheck.ts (validity
 * and membership at test points). Slow (seconds per hung case): part of
 * `npm run bench`, never of `npm test`.
 */
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FillRule, ResultPoint } from '../src/index.js';
import { polygonDifference, polygonOverlay, polygonUnion, Rational } from '../src/index.js';
import type { CasePolygon, CaseRing, DegenerateCase } from '../test/support/degenerateOverlays.js';
import { degenerateOverlays, operandRings } from '../test/support/degenerateOverlays.js';
import { answerArea, overlayProblem } from '../test/support/overlayCheck.js';
import { areaDifference, areaTolerance, FLOAT_SHIFT, peerVerdict } from './overlayAnswers.js';
import type { CensusReply, CensusRequest } from './overlayCensusChild.js';
import type { GeoMultiPolygon, OverlayOperation, Pair } from './overlayPeers.js';
import { CONTENDERS, openRing } from './overlayPeers.js';

/** The time a contender gets per case. */
export const CAP_MS = 2000;
const OPERATIONS: readonly OverlayOperation[] = ['intersection', 'union', 'difference', 'xor'];
const RULES: readonly FillRule[] = ['nonzero', 'evenodd'];

/** How one run ended. */
type Outcome = 'ok' | 'threw' | 'hung' | 'crashed' | 'invalid' | 'wrong';
const FAILURES: readonly Outcome[] = ['threw', 'hung', 'crashed', 'invalid', 'wrong'];

/** Per contender: runs and outcomes; per family, failures; per contender, why its answers were invalid. */
export type CensusResult = {
  cases: number;
  capMs: number;
  contenders: string[];
  counts: Record<string, Record<Outcome, number> & { runs: number }>;
  byFamily: Record<string, Record<string, { runs: number; failed: number }>>;
  reasons: Record<string, Record<string, number>>;
};

/** The peers' child process: started on first use and after a kill. */
class Child {
  private proc: ChildProcess | null = null;
  private ready: Promise<void> | null = null;

  private start(): Promise<void> {
    const proc = fork(resolve('bench/overlayCensusChild.ts'), [], {
      execArgv: ['--import', 'tsx', '--max-old-space-size=1024'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    this.proc = proc;
    this.ready = new Promise((done, fail) => {
      proc.once('message', () => done());
      proc.once('exit', (code) => fail(new Error(`overlay census: the child process exited (${code}) before it was ready`)));
    });
    return this.ready;
  }

  /** The reply to one request, or how the child failed to give one within the cap. */
  async ask(request: CensusRequest): Promise<CensusReply | 'hung' | 'crashed'> {
    await (this.ready ?? this.start());
    const proc = this.proc as ChildProcess;
    return new Promise((done) => {
      const finish = (result: CensusReply | 'hung' | 'crashed'): void => {
        clearTimeout(timer);
        proc.off('message', onMessage);
        proc.off('exit', onExit);
        done(result);
      };
      const timer = setTimeout(() => {
        this.stop();
        finish('hung');
      }, CAP_MS);
      const onMessage = (reply: CensusReply): void => {
        if (reply.id === request.id) finish(reply);
      };
      const onExit = (): void => {
        this.proc = null;
        this.ready = null;
        finish('crashed');
      };
      proc.on('message', onMessage);
      proc.once('exit', onExit);
      proc.send(request);
    });
  }

  stop(): void {
    this.proc?.kill('SIGKILL');
    this.proc = null;
    this.ready = null;
  }
}

const closedRing = (ring: CaseRing): Pair[] => [...ring, ring[0] as Pair];
const geo = (operand: DegenerateCase['a']): GeoMultiPolygon => operand.map((polygon) => polygon.map(closedRing));
const toNumber = (c: unknown): number => (typeof c === 'number' ? c : (c as Rational).toNumber());

/** Our answers under both rules, checked, with their exact areas and the vertices rounded (for the peers' tolerance). */
function oursOn(c: DegenerateCase, operation: OverlayOperation) {
  const a = operandRings(c.a);
  const b = operandRings(c.b);
  return RULES.map((rule) => {
    const t0 = Date.now();
    try {
      const answer = polygonOverlay(a, b, operation, { rule });
      const problem = overlayProblem(operation, a, b, rule, answer);
      const outcome: Outcome =
        Date.now() - t0 > CAP_MS ? 'hung' : problem === null ? 'ok' : problem.startsWith('invalid') ? 'invalid' : 'wrong';
      const near = answer.map((p) => p.map((r) => r.map((q): Pair => [toNumber(q[0]), toNumber(q[1])])));
      return { outcome, area: answerArea(answer), near, problem };
    } catch (e) {
      return { outcome: 'threw' as Outcome, area: Rational.ZERO, near: [] as Pair[][][], problem: String(e) };
    }
  });
}

const NONZERO = { rule: 'nonzero' } as const;
/** An operand without area, as rings (an operand needs one). */
const EMPTY: Rings = [
  [
    [0, 0],
    [0, 0],
    [0, 0],
  ],
];
type Rings = readonly (readonly ResultPoint[])[];

/**
 * An operand read as GeoJSON (each polygon its outer ring minus its holes,
 * each ring nonzero, the polygons united), as valid rings: built with the
 * main entry's operations, not the clip entry's one sweep.
 */
function geoJsonReading(polygons: readonly CasePolygon[]): Rings {
  const parts = polygons.map(([shell, ...holes]): Rings => {
    if (shell === undefined) return EMPTY;
    if (holes.length === 0) return [shell];
    const part = polygonDifference([shell], holes, NONZERO).flat();
    return part.length === 0 ? EMPTY : part;
  });
  const [first, ...more] = parts;
  if (first === undefined) return EMPTY;
  if (more.length === 0) return first;
  const united = polygonUnion(first, ...more, NONZERO).flat();
  return united.length === 0 ? EMPTY : united;
}

/** The exact area of the answer with the operands read as GeoJSON (null if that throws). */
function geoJsonArea(c: DegenerateCase, operation: OverlayOperation): Rational | null {
  try {
    return answerArea(polygonOverlay(geoJsonReading(c.a), geoJsonReading(c.b), operation, NONZERO));
  } catch {
    return null;
  }
}

/** An error message without the coordinates it names, so that the same failure counts once. */
const gist = (message: string): string => (message.split(/[[(]/)[0] as string).trim().slice(0, 70);

function largest(c: DegenerateCase): number {
  let m = 0;
  for (const [x, y] of [...c.a, ...c.b].flat(2)) m = Math.max(m, Math.abs(x), Math.abs(y));
  return m;
}

/**
 * The two-operand cases of test/fixtures/overlay-regressions (the peers'
 * published failures), as one more family: each operand's polygons with
 * their rings open.
 */
function publishedFailures(): DegenerateCase[] {
  const dir = resolve('test/fixtures/overlay-regressions');
  const out: DegenerateCase[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const c = JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as { operation: string; operands: unknown[] };
    if (c.operands.length !== 2 || c.operation === 'clipToBox') continue;
    const [a, b] = c.operands.map((operand) => {
      const multi = Array.isArray((operand as unknown[][][])[0]?.[0]?.[0]);
      const polygons = (multi ? operand : [operand]) as CaseRing[][];
      return polygons.map((polygon) => polygon.map((ring) => openRing(ring) as CaseRing));
    }) as [DegenerateCase['a'], DegenerateCase['b']];
    out.push({ family: 'peers’ published failures', name: file.slice(0, -'.json'.length), a, b });
  }
  return out;
}

/** Runs the census (peers one request at a time, in the child process). */
export async function overlayCensus(): Promise<CensusResult> {
  const cases = [...degenerateOverlays(), ...publishedFailures()];
  const names = CONTENDERS.map((c) => c.name);
  const blank = (): Record<Outcome, number> & { runs: number } => ({
    runs: 0,
    ok: 0,
    threw: 0,
    hung: 0,
    crashed: 0,
    invalid: 0,
    wrong: 0,
  });
  const counts = Object.fromEntries(names.map((n) => [n, blank()]));
  const byFamily: CensusResult['byFamily'] = {};
  const reasons: CensusResult['reasons'] = Object.fromEntries(names.map((n) => [n, {}]));
  const record = (name: string, family: string, outcome: Outcome, reason?: string): void => {
    const count = counts[name] as ReturnType<typeof blank>;
    count.runs++;
    count[outcome]++;
    const row = byFamily[family] ?? {};
    byFamily[family] = row;
    const cell = row[name] ?? { runs: 0, failed: 0 };
    row[name] = cell;
    cell.runs++;
    if (outcome !== 'ok') cell.failed++;
    if (reason !== undefined) {
      const r = reasons[name] as Record<string, number>;
      r[reason] = (r[reason] ?? 0) + 1;
    }
  };
  const child = new Child();
  let id = 0;
  try {
    for (const c of cases) {
      const operands = [geo(c.a), geo(c.b)];
      const shift = FLOAT_SHIFT * largest(c);
      for (const operation of OPERATIONS) {
        const ours = oursOn(c, operation);
        const geoArea = geoJsonArea(c, operation);
        for (const o of ours) record('ours', c.family, o.outcome, o.outcome === 'ok' ? undefined : (o.problem ?? undefined));
        for (const contender of CONTENDERS.slice(1)) {
          const reply = await child.ask({ id: id++, contender: contender.name, operation, operands });
          if (reply === 'hung' || reply === 'crashed') {
            record(contender.name, c.family, reply);
            continue;
          }
          if ('error' in reply) {
            record(contender.name, c.family, 'threw', `threw "${gist(reply.error)}"`);
            continue;
          }
          const v = peerVerdict(reply.polygons as never);
          if (!v.valid) {
            record(contender.name, c.family, 'invalid', v.reason ?? undefined);
            continue;
          }
          const tolerance = Math.max(...ours.map((o) => areaTolerance(o.near, contender.grid ?? shift)));
          const areas = geoArea === null ? ours.map((o) => o.area) : [...ours.map((o) => o.area), geoArea];
          const off = Math.min(...areas.map((area) => areaDifference(v.area, area)));
          record(contender.name, c.family, off > tolerance ? 'wrong' : 'ok');
        }
      }
    }
  } finally {
    child.stop();
  }
  return { cases: cases.length, capMs: CAP_MS, contenders: names, counts, byFamily, reasons };
}

/** The census as markdown: outcomes per contender, failures per family, and why answers were invalid. */
export function censusTables(r: CensusResult): string {
  const out: string[] = [
    `### overlay census: ${r.cases} degenerate pairs × 4 operations (ours under both fill rules), ${r.capMs / 1000} s cap per case`,
    '',
    '| contender | runs | threw | hung | crashed | invalid | wrong area | failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const name of r.contenders) {
    const c = r.counts[name];
    if (c === undefined) continue;
    const failed = FAILURES.reduce((n, f) => n + c[f], 0);
    out.push(`| ${name} | ${c.runs} | ${c.threw} | ${c.hung} | ${c.crashed} | ${c.invalid} | ${c.wrong} | ${failed} |`);
  }
  out.push('', `| family | ${r.contenders.join(' | ')} |`, `|---|${r.contenders.map(() => '---:').join('|')}|`);
  for (const [family, cells] of Object.entries(r.byFamily)) {
    out.push(`| ${family} | ${r.contenders.map((n) => (cells[n] ? `${cells[n].failed}/${cells[n].runs}` : '—')).join(' | ')} |`);
  }
  out.push('');
  for (const name of r.contenders) {
    const why = Object.entries(r.reasons[name] ?? {});
    if (why.length > 0) out.push(`- ${name}: ${why.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  }
  return out.join('\n');
}
