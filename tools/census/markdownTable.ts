/**
 * A Markdown table: the header row, the rule (columns from `numericFrom` on
 * right-aligned, the others left-aligned) and one row per line. The
 * census's summary.md and the agreement tables of property/ are written by
 * it.
 *
 * ```ts
 * markdownTable(['family', 'cases'], [['collinear', '300']], 1); // '| family | cases |\n|---|---:|\n| collinear | 300 |'
 * ```
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], numericFrom: number): string {
  const rule = header.map((_, j) => (j >= numericFrom ? '---:' : '---')).join('|');
  const lines = [`| ${header.join(' | ')} |`, `|${rule}|`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}
