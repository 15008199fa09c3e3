import os from 'node:os';
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
    out.push('');
  }
  return out.join('\n');
}

export type TargetCheck = { target: string; limit: number; measured: number | undefined; met: boolean | undefined };

/** The targets, read off the results (ratios are medians within rounds). */
export type Allocation = { set: string; bytesPerCall: number };

export function targets(results: readonly SuiteResult[], allocations: readonly Allocation[]): TargetCheck[] {
  const find = (topic: string, set: string): SuiteResult | undefined => results.find((r) => r.topic === topic && r.set === set);
  const checks: TargetCheck[] = [];
  const add = (target: string, limit: number, measured: number | undefined): void => {
    checks.push({ target, limit, measured, met: measured === undefined ? undefined : measured <= limit });
  };
  for (const set of ['random int ±2^20', 'random int ±2^52', 'random double']) {
    const r = find('orient2d', set);
    add(`orient2d, ${set}: ≤ 1.7× naive`, 1.7, r?.ratio.naive);
    add(`orient2d, ${set}: ≤ 1.0× robust-predicates`, 1.0, r?.ratio['robust-predicates']);
  }
  for (const set of ['collinear int ±2^20', 'collinear int ±2^52']) {
    const r = find('orient2d', set);
    add(`orient2d, ${set}: ≤ 0.6× robust-predicates`, 0.6, r?.ratio['robust-predicates']);
    const alloc = allocations.find((x) => x.set === set);
    add(`orient2d, ${set}: no allocation (bytes per call)`, 0.5, alloc?.bytesPerCall);
  }
  add(
    'orient2d, near-collinear double: ≤ 1.0× robust-predicates',
    1.0,
    find('orient2d', 'near-collinear double')?.ratio['robust-predicates'],
  );
  for (const set of ['random double', 'random int ±2^20']) {
    const r = find('segmentsIntersect', set);
    add(`segmentsIntersect, ${set}: ≤ 0.6× naive Ruby`, 0.6, r?.ratio['naive Ruby']);
    add(`segmentsIntersect, ${set}: ≤ 0.25× robust-segment-intersect`, 0.25, r?.ratio['robust-segment-intersect']);
  }
  for (const set of ['degenerate int ±2^20', 'degenerate int ±2^52']) {
    const r = find('segmentsIntersect', set);
    add(`segmentsIntersect, ${set}: ≤ 3.5× naive Ruby`, 3.5, r?.ratio['naive Ruby']);
    add(`segmentsIntersect, ${set}: ≤ 0.3× robust-segment-intersect`, 0.3, r?.ratio['robust-segment-intersect']);
  }
  add(
    'segmentIntersectsBox, random double 2D: ≤ 1.2× float slab',
    1.2,
    find('segmentIntersectsBox', 'random double 2D')?.ratio['float slab'],
  );
  add(
    'segmentIntersectsBox, degenerate int ±2^20 2D: ≤ 1.3× float slab',
    1.3,
    find('segmentIntersectsBox', 'degenerate int ±2^20 2D')?.ratio['float slab'],
  );
  add(
    'segmentIntersectsBox, degenerate int ±2^52 2D: ≤ 3.5× float slab',
    3.5,
    find('segmentIntersectsBox', 'degenerate int ±2^52 2D')?.ratio['float slab'],
  );
  for (const r of results.filter((x) => x.topic.endsWith('bigint'))) {
    const base = Object.keys(r.ns)[1] as string;
    add(`${r.topic}, ${r.set}: ≤ 1.1× ${base}`, 1.1, r.ratio[base]);
  }
  return checks;
}

export function targetLines(checks: readonly TargetCheck[]): string {
  return checks
    .map(
      (c) =>
        `${c.met === undefined ? 'n/a ' : c.met ? 'MET ' : 'MISS'}  ${c.target}: ${c.measured === undefined ? 'not measured' : c.measured.toFixed(2)}`,
    )
    .join('\n');
}
