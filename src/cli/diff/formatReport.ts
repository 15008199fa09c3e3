import type { DiffReport } from './runDiff.js';

/**
 * The diff report as text: the command and settings, a table per op
 * (cases, agreements, disagreements, unanswered), what went wrong with the
 * command, and for each op with disagreements its minimal counterexamples
 * as ready-to-paste protocol lines with the expected and received answers.
 *
 * ```ts
 * process.stdout.write(formatReport(await runDiff(options)));
 * ```
 */
export function formatReport(r: DiffReport): string {
  const o = r.options;
  const out: string[] = [];
  out.push(`exact-predicates diff: ${o.command}`);
  out.push(
    `seed ${o.seed} · ${o.cases} cases per op · '${o.coordinates}' coordinates · compare ${o.compare} · ${(r.ms / 1000).toFixed(1)} s`,
  );
  out.push('');
  const headers = ['op', 'cases', 'agree', 'disagree', 'unanswered'];
  const rows = r.ops.map((x) => [x.op, String(x.cases), String(x.agree), String(x.disagree), String(x.unanswered)]);
  const widths = headers.map((h, j) => Math.max(h.length, ...rows.map((row) => (row[j] as string).length)));
  const line = (row: string[]): string =>
    row.map((s, j) => (j === 0 ? s.padEnd(widths[j] as number) : s.padStart(widths[j] as number))).join('  ');
  out.push(line(headers));
  out.push(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) out.push(line(row));
  if (r.problem !== null) {
    out.push('');
    out.push(`COMMAND FAILED: the command ${r.problem}.`);
    const tail = r.stderrTail.trim();
    if (tail !== '') out.push(`its stderr ended with:\n${indent(tail.split('\n').slice(-8).join('\n'))}`);
  }
  for (const x of r.ops) {
    if (x.examples.length === 0) continue;
    out.push('');
    const n = x.examples.length;
    out.push(
      `${x.op}: ${x.disagree} disagreement${x.disagree === 1 ? '' : 's'}; ${n === 1 ? 'a minimal counterexample' : `${n} minimal counterexamples`}:`,
    );
    for (const e of x.examples) {
      out.push(`  request:  ${e.request}`);
      out.push(`  expected: ${e.expected}`);
      out.push(`  got:      ${e.got ?? '(no answer)'}`);
      out.push(`  (${e.why}; shrunk in ${e.steps} step${e.steps === 1 ? '' : 's'}, ${e.tried} candidates tried)`);
      out.push('');
    }
    out.pop();
  }
  if (r.shrinkMode === 'batch') {
    out.push('');
    out.push('Note: the command did not answer a request before its input ended, so each batch of shrink');
    out.push('candidates took a run of its own. Answer each line as it arrives (flush stdout) to shrink faster.');
  }
  if (r.shrinkProblems.length > 0) {
    out.push('');
    out.push('While shrinking, the command also:');
    for (const p of r.shrinkProblems) out.push(`  - ${p}`);
  }
  const bad = r.ops.reduce((s, x) => s + x.disagree, 0);
  out.push('');
  if (bad === 0 && r.problem === null)
    out.push(`OK: the command agrees with the exact answers on all ${r.ops.reduce((s, x) => s + x.cases, 0)} cases.`);
  else if (bad > 0)
    out.push(`FAIL: ${bad} disagreement${bad === 1 ? '' : 's'}. Replay a request: echo 'REQUEST' | exact-predicates eval`);
  else out.push('FAIL: the command did not answer every request.');
  return `${out.join('\n')}\n`;
}

function indent(s: string): string {
  return s
    .split('\n')
    .map((l) => `  | ${l}`)
    .join('\n');
}
