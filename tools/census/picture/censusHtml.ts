import { algorithmNamed } from '../algorithms.js';
import { caseRequest } from '../caseRequest.js';
import type { CensusResult, Disagreement } from '../runCensus.js';
import { tableCells } from '../summaryTable.js';
import { esc } from './svg.js';

/**
 * The HTML page of a census: the SVG inline, then every gallery case as a
 * protocol line to paste into `exact-predicates eval`, and the summary as
 * a plain table (for searching and copying).
 *
 * ```ts
 * writeFileSync('census.html', censusHtml(result, svg, gallery));
 * ```
 */
export function censusHtml(result: CensusResult, svg: string, gallery: readonly Disagreement[]): string {
  const items = gallery
    .map((d) => {
      const alg = algorithmNamed(d.algorithm);
      return `<li><b>${esc(d.algorithm)}</b> · ${esc(d.family)} · case #${d.index}: float ${esc(d.float === null ? 'error' : alg.describe(d.float))}, exact ${esc(alg.describe(d.exact))}<br><code>${esc(caseRequest(alg, d.case))}</code></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>exact-predicates census, seed ${result.seed}</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; margin: 0; background: #f7f7f5; color: #222; }
main { max-width: 1530px; margin: 0 auto; padding: 0 0 40px; }
svg { display: block; max-width: 100%; height: auto; }
section { padding: 0 28px; }
code { font-size: 12px; word-break: break-all; background: #fff; padding: 2px 4px; }
li { margin: 0 0 10px; }
table { border-collapse: collapse; background: #fff; font-size: 13px; }
th, td { padding: 3px 10px; border-bottom: 1px solid #e4e4e4; text-align: left; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.total td { font-weight: bold; border-bottom: 2px solid #bbb; }
</style>
</head>
<body>
<main>
${svg}
<section>
<h2>The gallery's cases as protocol lines</h2>
<p>Each line asks <code>exact-predicates eval</code> for the exact answer: <code>echo 'LINE' | npx exact-predicates eval</code>. Hover a card in the picture for its raw case.</p>
<ol>
${items}
</ol>
<h2>Summary</h2>
${htmlTable(result)}
<p>The full counts and up to ${'40'} disagreements per cell are in <a href="census.json">census.json</a>.</p>
</section>
</main>
</body>
</html>
`;
}

/** The summary as an HTML table, a bold total row per algorithm. */
function htmlTable(result: CensusResult): string {
  const { headers, rows, numericFrom } = tableCells(result);
  const cls = (j: number): string => (j >= numericFrom ? ' class="n"' : '');
  const head = `<tr>${headers.map((h, j) => `<th${cls(j)}>${esc(h)}</th>`).join('')}</tr>`;
  const body = rows
    .map(
      (r) =>
        `<tr${r[3] === 'all families' ? ' class="total"' : ''}>${r.map((c, j) => `<td${cls(j)}>${esc(c)}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<table>\n${head}\n${body}\n</table>`;
}
