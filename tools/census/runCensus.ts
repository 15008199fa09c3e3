import * as fc from 'fast-check';
import { familySeed } from '../../src/cli/shared/familySeed.js';
import type { Algorithm } from './algorithms.js';
import { classify } from './classify.js';
import { type Family, familyLabel } from './family.js';
import { scaleDistance } from './scale.js';
import { type Category, type CensusCase, type Counts, type Verdict, zeroCounts } from './types.js';

/** What to run. */
export interface CensusOptions {
  seed: number;
  /** Cases drawn per family. */
  cases: number;
  families: readonly Family[];
  algorithms: readonly Algorithm[];
  /** Keep every case in the result (for replay); otherwise only disagreements. */
  allCases?: boolean;
  /** Disagreements kept per (algorithm, family) cell, the most ordinary-scale first; the counts cover all of them. */
  keepPerCell?: number;
  /** Called now and then with the work done so far. */
  onProgress?: (done: number, total: number, label: string) => void;
}

/** One line of the summary: an algorithm on a family. */
export interface CensusRow {
  algorithm: string;
  exact: string;
  /** The float algorithm's method in words. */
  method: string;
  family: string;
  counts: Counts;
  /** Cases the exact twin rejected (outside the algorithm's domain), not in `counts`. */
  skipped: number;
}

/** A case where the float algorithm and its exact twin differ. */
export interface Disagreement {
  algorithm: string;
  family: string;
  /** Position of the case in its family's sample. */
  index: number;
  category: Exclude<Category, 'agree'>;
  float: Verdict | null;
  exact: Verdict;
  note?: string;
  case: CensusCase;
}

/** The census: a pure function of (seed, cases, families, algorithms), no clock in it. */
export interface CensusResult {
  tool: 'exact-predicates census';
  seed: number;
  casesPerFamily: number;
  families: { label: string; source: string; kind: string; dim: number }[];
  rows: CensusRow[];
  disagreements: Disagreement[];
  /** Every case per family label, when `allCases` was asked for. */
  cases?: Record<string, CensusCase[]>;
}

/** The default number of disagreements kept per cell. */
const KEEP_PER_CELL = 40;

/**
 * Draws `cases` cases from each family with fast-check (seeded: the same
 * options give the same result), runs every algorithm of the family's kind
 * and dimension on each, and counts how the float answer relates to the
 * exact one.
 *
 * ```ts
 * const r = runCensus({ seed: 1, cases: 100, families: FAMILIES, algorithms: ALGORITHMS });
 * r.rows[0]; // { algorithm: 'orient2dFloat', family: 'random 2D', counts: { cases: 100, agree: 100, ... }, ... }
 * ```
 */
export function runCensus(options: CensusOptions): CensusResult {
  const keep = options.keepPerCell ?? KEEP_PER_CELL;
  const labels = options.families.map(familyLabel);
  const twice = labels.find((l, i) => labels.indexOf(l) !== i);
  if (twice !== undefined) throw new Error(`census: two families are labelled ${twice}`);
  const plan = options.families.map((f) => ({
    f,
    algs: options.algorithms.filter((a) => a.kind === f.kind && a.dims.includes(f.dim)),
  }));
  const total = plan.reduce((n, p) => n + p.algs.length * options.cases, 0);
  const rows: CensusRow[] = [];
  const disagreements: Disagreement[] = [];
  const allCases: Record<string, CensusCase[]> = {};
  let done = 0;
  for (const { f, algs } of plan) {
    const label = familyLabel(f);
    const cases = sampleFamily(f, options.seed, options.cases);
    if (options.allCases) allCases[label] = cases;
    for (const alg of algs) {
      const row: CensusRow = {
        algorithm: alg.name,
        exact: alg.exactName,
        method: alg.method,
        family: label,
        counts: zeroCounts(),
        skipped: 0,
      };
      const cell: { d: Disagreement; scale: number }[] = [];
      cases.forEach((c, index) => {
        const o = classify(alg, c);
        if (o === null) {
          row.skipped++;
          return;
        }
        row.counts.cases++;
        row.counts[o.category]++;
        if (o.category !== 'agree') {
          const d: Disagreement = {
            algorithm: alg.name,
            family: label,
            index,
            category: o.category,
            float: o.float,
            exact: o.exact,
            case: c,
          };
          if (o.note !== undefined) d.note = o.note;
          cell.push({ d, scale: scaleDistance(c) });
        }
      });
      // Keep the cell's most ordinary-scale disagreements (the gallery draws those first), in sampling order.
      const kept = [...cell].sort((x, y) => x.scale - y.scale || x.d.index - y.d.index).slice(0, keep);
      disagreements.push(...kept.map((x) => x.d).sort((x, y) => x.index - y.index));
      rows.push(row);
      done += cases.length;
      options.onProgress?.(done, total, `${alg.name} · ${label}`);
    }
  }
  // Report order: algorithm by algorithm, each over its families.
  const order = (name: string): number => options.algorithms.findIndex((a) => a.name === name);
  rows.sort((a, b) => order(a.algorithm) - order(b.algorithm));
  disagreements.sort((a, b) => order(a.algorithm) - order(b.algorithm));
  const result: CensusResult = {
    tool: 'exact-predicates census',
    seed: options.seed,
    casesPerFamily: options.cases,
    families: options.families.map((f) => ({ label: familyLabel(f), source: f.source, kind: f.kind, dim: f.dim })),
    rows,
    disagreements,
  };
  if (options.allCases) result.cases = allCases;
  return result;
}

/** The family's cases for a census seed, -0 written as 0 so that JSON keeps them exactly. */
function sampleFamily(f: Family, seed: number, n: number): CensusCase[] {
  if (n === 0) return [];
  return fc.sample(f.arb, { seed: familySeed(seed, familyLabel(f)), numRuns: n }).map(plainZeros);
}

/** A copy of a JSON-like value with every -0 replaced by 0; throws on a non-finite number. */
function plainZeros<T>(v: T): T {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`census: a case holds ${v}`);
    return (v === 0 ? 0 : v) as T;
  }
  if (Array.isArray(v)) return v.map(plainZeros) as T;
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = plainZeros(x);
    return out as T;
  }
  return v;
}
