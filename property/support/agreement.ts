import { mkdirSync, writeFileSync } from 'node:fs';
import { deep } from './params.js';

/*
 * The agreement-rate table: per family, how many cases ran, how many were
 * well separated (separation.ts), how often the float answer equalled the
 * exact one overall and on separated cases (asserted to be all of them),
 * and how many disagreements a second, independent exact method confirmed
 * (asserted to be all of them).
 */

type Row = { cases: number; separated: number; agree: number; agreeSeparated: number; disagree: number; confirmed: number };

export class AgreementTable {
  private readonly rows = new Map<string, Row>();
  constructor(readonly title: string) {}

  record(family: string, outcome: { separated: boolean; agree: boolean; confirmed?: boolean }): void {
    let row = this.rows.get(family);
    if (row === undefined) {
      row = { cases: 0, separated: 0, agree: 0, agreeSeparated: 0, disagree: 0, confirmed: 0 };
      this.rows.set(family, row);
    }
    row.cases++;
    if (outcome.separated) row.separated++;
    if (outcome.agree) row.agree++;
    if (outcome.agree && outcome.separated) row.agreeSeparated++;
    if (!outcome.agree) row.disagree++;
    if (!outcome.agree && outcome.confirmed) row.confirmed++;
  }

  /** A Markdown table. */
  render(): string {
    const pct = (a: number, b: number) => {
      if (b === 0) return '—';
      if (a === b) return '100%';
      const text = ((100 * a) / b).toFixed(2);
      return text === '100.00' ? '>99.99%' : a > 0 && text === '0.00' ? '<0.01%' : `${text}%`;
    };
    const lines = [
      `### ${this.title}`,
      '',
      '| family | cases | well separated | float = exact (all) | float = exact (separated) | disagreements | confirmed by 2nd exact method |',
      '|---|---:|---:|---:|---:|---:|---:|',
    ];
    for (const [name, r] of this.rows) {
      lines.push(
        `| ${name} | ${r.cases} | ${pct(r.separated, r.cases)} | ${pct(r.agree, r.cases)} | ${pct(r.agreeSeparated, r.separated)} | ${r.disagree} | ${r.confirmed}/${r.disagree} |`,
      );
    }
    return lines.join('\n');
  }

  /**
   * In a deep run, writes the table so far to reports/agreement-<file><REPORT_TAG>.md
   * (called after every test, so a run cut short still leaves its counts).
   */
  save(file: string): void {
    if (!deep || this.rows.size === 0) return;
    mkdirSync('reports', { recursive: true });
    writeFileSync(`reports/agreement-${file}${process.env.REPORT_TAG ?? ''}.md`, `${this.render()}\n`);
  }

  /** Prints the table (and saves it in a deep run). */
  print(file: string): void {
    if (this.rows.size === 0) return;
    console.log(`\n${this.render()}\n`);
    this.save(file);
  }
}
