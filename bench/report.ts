import os from 'node:os';
import { GENERAL_LOOP } from './grid.bench.js';
import type { SuiteResult } from './harness.js';

/* Tables for the terminal and the README, and the target checks. */

export function machine(): Record<string, string | number> {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.versions.node,
    v8: process.versions.v8,
  };
}

const fmtNs = (v: number | undefined): string =>
  v === undefined ? '—' : v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0);
const fmtRatio = (v: number | undefined): string => (v === undefined ? '—' : `${v.toFixed(2)}×`);
const fmtPct = (v: number | undefined): string =>
  v === undefined ? 'n/a' : v === 0 ? '0' : v < 0.001 ? '<0.1%' : `${(100 * v).toFixed(1)}%`;

/** One markdown table per topic: rows are input sets. */
export function tables(results: readonly SuiteResult[]): string {
  const topics = [...new Set(results.map((r) => r.topic))];
  const out: string[] = [];
  for (const topic of topics) {
    const rows = results.filter((r) => r.topic === topic);
    const first = rows[0] as SuiteResult;
    const names = Object.keys(first.ns);
    const ours = names[0] as string;
    const others = names.slice(1);
    const header = [
      'input set',
      ...names.map((n) => `${n} ns`),
      ...others.map((n) => `${ours} ÷ ${n}`),
      'filter miss',
      'BigInt',
      ...others.map((n) => `wrong: ${n}`),
      `checksum`,
    ];
    out.push(`### ${topic}`, '', `| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
    for (const r of rows) {
      const cells = [
        r.set,
        ...names.map((n) => fmtNs(r.ns[n])),
        ...others.map((n) => fmtRatio(r.ratio[n])),
        fmtPct(r.analysis.filterMiss),
        fmtPct(r.analysis.bigint),
        ...others.map((n) => {
          const w = r.analysis.wrong?.[n];
          return w === undefined ? '—' : String(w);
        }),
        String(r.checksum[ours]),
      ];
      out.push(`| ${cells.join(' | ')} |`);
    }
    const notes = rows.flatMap((r) => (r.analysis.notes ?? []).map((n) => `- ${r.set}: ${n}`));
    if (notes.length > 0) out.push('', ...notes);
    out.push('');
  }
  return out.join('\n');
}

/**
 * One target and its measured ratio. `context`, when given, is a ratio
 * measured in the same rounds that bounds or explains the measured one:
 * what reading the inputs alone costs against the same contender (no
 * implementation reading them can do better), or the contender held to the
 * same input contract as ours.
 */
export type TargetCheck = {
  target: string;
  limit: number;
  measured: number | undefined;
  met: boolean | undefined;
  context?: { what: string; ratio: number | undefined };
};

/** Heap growth per call of our implementation on one suite. */
export type Allocation = { topic: string; set: string; bytesPerCall: number };

/**
 * Topics whose every set must allocate nothing: the box and triangle tests'
 * number paths pass doubles only to functions V8 inlines (docs/speed.md),
 * in 2D and in 3D.
 */
export const NO_ALLOCATION_TOPICS = [
  'segmentIntersectsBox',
  'rayIntersectsBox',
  'rayIntersectsTriangle',
  'segmentIntersectsTriangle',
] as const;

/** The targets, read off the results (ratios are medians within rounds). */
export function targets(results: readonly SuiteResult[], allocations: readonly Allocation[]): TargetCheck[] {
  const find = (topic: string, set: string): SuiteResult | undefined => results.find((r) => r.topic === topic && r.set === set);
  const checks: TargetCheck[] = [];
  const add = (target: string, limit: number, measured: number | undefined, context?: TargetCheck['context']): void => {
    const check: TargetCheck = { target, limit, measured, met: measured === undefined ? undefined : measured <= limit };
    checks.push(context ? { ...check, context } : check);
  };
  // The sign kernel's targets: exact-predicates/flat against robust-predicates in its own form.
  const flat = (topic: string, set: string, limit: number): void =>
    add(`${topic}, ${set}: ≤ ${limit.toFixed(1)}× robust-predicates`, limit, find(topic, set)?.ratio['robust-predicates']);
  for (const set of ['random int ±2^20', 'random int ±2^52', 'random double']) flat('flat orient2d', set, 1.0);
  for (const set of ['collinear int ±2^20', 'collinear int ±2^52']) flat('flat orient2d', set, 0.5);
  flat('flat orient2d', 'near-collinear double', 0.8);
  flat('flat incircle', 'random double', 1.0);
  flat('flat incircle', 'cocircular int ±2^20', 0.5);
  flat('flat orient3d', 'random double', 1.0);
  flat('flat orient3d', 'coplanar int ±2^20', 0.5);
  // orient2d on [x, y] points, against robust-predicates reading the same arrays.
  for (const set of ['random int ±2^20', 'random int ±2^52', 'random double']) {
    const r = find('orient2d', set);
    add(`orient2d, ${set}: ≤ 1.0× robust-predicates`, 1.0, r?.ratio['robust-predicates'], {
      what: 'robust-predicates with the same input checks and a sign for an answer',
      ratio: r?.ratio['robust-predicates, checked'],
    });
  }
  for (const set of ['collinear int ±2^20', 'collinear int ±2^52']) {
    const alloc = allocations.find((x) => x.topic === 'orient2d' && x.set === set);
    add(`orient2d, ${set}: no allocation (bytes per call)`, 0.5, alloc?.bytesPerCall);
  }
  const seg = find('segmentsIntersect', 'random int ±2^20');
  const readOnly = (against: string): TargetCheck['context'] => ({
    what: 'reading the same arrays alone, the floor',
    ratio: seg?.between['read only']?.[against],
  });
  add('segmentsIntersect, random int ±2^20: ≤ 0.6× naive Ruby', 0.6, seg?.ratio['naive Ruby'], readOnly('naive Ruby'));
  add(
    'segmentsIntersect, random int ±2^20: ≤ 0.25× robust-segment-intersect',
    0.25,
    seg?.ratio['robust-segment-intersect'],
    readOnly('robust-segment-intersect'),
  );
  for (const [set, limit] of [
    ['random double 2D', 1.2],
    ['degenerate int ±2^20 2D', 1.3],
    ['degenerate int ±2^52 2D', 3.5],
  ] as const) {
    add(`segmentIntersectsBox, ${set}: ≤ ${limit}× float slab`, limit, find('segmentIntersectsBox', set)?.ratio['float slab']);
  }
  for (const alloc of allocations.filter((x) => (NO_ALLOCATION_TOPICS as readonly string[]).includes(x.topic))) {
    add(`${alloc.topic}, ${alloc.set}: no allocation (bytes per call)`, 0.5, alloc.bytesPerCall);
  }
  add(
    'segmentBox (exact interval), random int ±2^20 2D: ≤ 3.0× the float slab returning the interval',
    3.0,
    find('segmentBox', 'random int ±2^20 2D')?.ratio['float slab interval'],
  );
  // Grid walks: gridCells against the float Amanatides–Woo walk, on segments crossing about 100 cells.
  for (const r of results.filter((x) => x.topic === 'gridCells 2D')) {
    add(`gridCells 2D, ${r.set.split(' (')[0]}: ≤ 2.0× the float Amanatides–Woo walk`, 2.0, r.ratio['Amanatides–Woo (float)']);
    // GridWalk's 2D copy of its loop (batch2) earns its place only while it beats the general loop.
    add(`gridCells 2D, ${r.set.split(' (')[0]}: ≤ 1.0× ${GENERAL_LOOP}`, 1.0, r.ratio[GENERAL_LOOP]);
  }
  for (const set of ['random rays and triangles', 'rays aimed inside the triangle']) {
    add(
      `rayIntersectsTriangle, ${set}: ≤ 1.5× Möller–Trumbore`,
      1.5,
      find('rayIntersectsTriangle', set)?.ratio['Möller–Trumbore'],
    );
  }
  // The constructions: lazy exact results against the float formulas, each result read as doubles.
  for (const set of ['random double', 'random int ±2^20']) {
    add(
      `segmentIntersection (the point), ${set}: ≤ 8× the float line–line formula`,
      8,
      find('segmentIntersection (the point)', set)?.ratio['float line–line'],
    );
  }
  add(
    'rayTriangle (t and the point), rays aimed inside the triangle: ≤ 8× Möller–Trumbore returning t and the point',
    8,
    find('rayTriangle (t and the point)', 'rays aimed inside the triangle')?.ratio['Möller–Trumbore'],
  );
  for (const set of ['random double 2D', 'random int ±2^20 2D']) {
    add(`clipSegment, ${set}: ≤ 5× liangBarskyFloat`, 5, find('clipSegment', set)?.ratio.liangBarskyFloat);
  }
  const sweep = results.find((r) => r.topic === 'segmentIntersections' && r.set.startsWith('random, n = 10000'));
  add(
    `segmentIntersections, ${sweep?.set ?? 'random, n = 10000'}: ≤ 1.0× sweepline-intersections`,
    1.0,
    sweep?.ratio['sweepline-intersections'],
  );
  const made = find('construction results', 'random double');
  add('toNumber() of a construction result: ≤ 50 ns', 50, made?.ns.toNumber);
  add('comparing two construction results: ≤ 20 ns', 20, made?.ns.compare);
  for (const r of results.filter((x) => x.topic.endsWith('bigint'))) {
    const base = Object.keys(r.ns)[1] as string;
    add(`${r.topic}, ${r.set}: ≤ 1.1× ${base}`, 1.1, r.ratio[base]);
  }
  return checks;
}

export function targetLines(checks: readonly TargetCheck[]): string {
  const value = (v: number | undefined): string => (v === undefined ? 'not measured' : v.toFixed(2));
  return checks
    .map((c) => {
      const line = `${c.met === undefined ? 'n/a ' : c.met ? 'MET ' : 'MISS'}  ${c.target}: ${value(c.measured)}`;
      return c.context && c.measured !== undefined ? `${line} (${c.context.what}: ${value(c.context.ratio)})` : line;
    })
    .join('\n');
}
