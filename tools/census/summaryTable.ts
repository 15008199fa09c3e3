import { markdownTable } from './markdownTable.js';
import type { CensusResult, CensusRow } from './runCensus.js';
import { type Counts, zeroCounts } from './types.js';

const HEADERS = [
  'float algorithm',
  'method',
  'exact twin',
  'family',
  'cases',
  'agree',
  'agree %',
  'float miss',
  'false hit',
  'wrong',
  'error/NaN',
];
const NUMERIC_FROM = 4;

/** Agreement as a percentage with enough digits to tell 100 from 99.99. */
export function agreePercent(c: Counts): string {
  if (c.cases === 0) return '–';
  if (c.agree === c.cases) return '100';
  return Math.min((100 * c.agree) / c.cases, 99.99).toFixed(2);
}

function cells(r: { algorithm: string; method: string; exact: string; family: string; counts: Counts }): string[] {
  const c = r.counts;
  return [
    r.algorithm,
    r.method,
    r.exact,
    r.family,
    ...[c.cases, c.agree].map(String),
    agreePercent(c),
    ...[c.miss, c.falseHit, c.wrong, c.error].map(String),
  ];
}

/** The rows of one algorithm plus a total row ("all families"). */
function withTotals(
  rows: readonly CensusRow[],
): { algorithm: string; method: string; exact: string; family: string; counts: Counts }[] {
  const out: { algorithm: string; method: string; exact: string; family: string; counts: Counts }[] = [];
  let i = 0;
  while (i < rows.length) {
    const first = rows[i] as CensusRow;
    const total = zeroCounts();
    let n = 0;
    for (; i < rows.length && (rows[i] as CensusRow).algorithm === first.algorithm; i++, n++) {
      const r = rows[i] as CensusRow;
      out.push(r);
      for (const k of Object.keys(total) as (keyof Counts)[]) total[k] += r.counts[k];
    }
    if (n > 1)
      out.push({ algorithm: first.algorithm, method: first.method, exact: first.exact, family: 'all families', counts: total });
  }
  return out;
}

/**
 * The summary as an aligned text table, one line per (algorithm, family)
 * and a total per algorithm, for the terminal.
 *
 * ```ts
 * console.log(textTable(runCensus(options)));
 * ```
 */
export function textTable(r: CensusResult): string {
  const body = withTotals(r.rows).map(cells);
  const widths = HEADERS.map((h, j) => Math.max(h.length, ...body.map((row) => (row[j] as string).length)));
  const line = (row: readonly string[]): string =>
    row
      .map((s, j) => (j >= NUMERIC_FROM ? s.padStart(widths[j] as number) : s.padEnd(widths[j] as number)))
      .join('  ')
      .trimEnd();
  const out: string[] = [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  ')];
  let prev = '';
  for (const row of body) {
    if (prev !== '' && row[0] !== prev) out.push('');
    prev = row[0] as string;
    out.push(line(row));
  }
  return out.join('\n');
}

/** The summary's header and body cells, totals included (for other renderings). */
export function tableCells(r: CensusResult): { headers: readonly string[]; rows: string[][]; numericFrom: number } {
  return { headers: HEADERS, rows: withTotals(r.rows).map(cells), numericFrom: NUMERIC_FROM };
}

/** The same summary as a Markdown table (for the README). */
export function summaryMarkdown(r: CensusResult): string {
  return markdownTable(HEADERS, withTotals(r.rows).map(cells), NUMERIC_FROM);
}
