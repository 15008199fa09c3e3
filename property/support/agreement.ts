import { mkdirSync, writeFileSync } from 'node:fs';
import { markdownTable } from '../../tools/census/markdownTable.js';
import { deep } from './params.js';

/*
 * The agreement-rate table: per family, how many cases ran, how many were
 * well separated (separation.ts), how often the float answer equalled the
 * exact one overall and on separated cases (asserted to be all of them),
 * and how many disagreements a second, independent exact method confirmed
 * (asserted to be all of them).
 */

type Row = { cases: number; separated: number; agree: number; agreeSeparated: number; disagree: number; confirmed: number };

/** a/b as a percentage with two decimals; never rounds to 100% or 0% when it is not. */
export function percent(a: number, b: number): string {
  if (b === 0) return '—';
  if (a === b) return '100%';
  const text = ((100 * a) / b).toFixed(2);
  return text === '100.00' ? '>99.99%' : a > 0 && text === '0.00' ? '<0.01%' : `${text}%`;
}

/** A Markdown table under a `###` title, the first column left-aligned and the others right-aligned. */
export function titledTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `### ${title}\n\n${markdownTable(header, rows, 1)}`;
}

/** Counts per family, rendered as a Markdown table, printed and (in a deep run) saved. */
export abstract class CountTable<R> {
  protected readonly rows = new Map<string, R>();
  constructor(readonly title: string) {}

  /** The row of a family, made by `fresh` the first time. */
  protected row(family: string, fresh: () => R): R {
    let row = this.rows.get(family);
    if (row === undefined) {
      row = fresh();
      this.rows.set(family, row);
    }
    return row;
  }

  /** A Markdown table. */
  abstract render(): string;

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

export class AgreementTable extends CountTable<Row> {
  record(family: string, outcome: { separated: boolean; agree: boolean; confirmed?: boolean }): void {
    const row = this.row(family, () => ({ cases: 0, separated: 0, agree: 0, agreeSeparated: 0, disagree: 0, confirmed: 0 }));
    row.cases++;
    if (outcome.separated) row.separated++;
    if (outcome.agree) row.agree++;
    if (outcome.agree && outcome.separated) row.agreeSeparated++;
    if (!outcome.agree) row.disagree++;
    if (!outcome.agree && outcome.confirmed) row.confirmed++;
  }

  render(): string {
    return titledTable(
      this.title,
      [
        'family',
        'cases',
        'well separated',
        'float = exact (all)',
        'float = exact (separated)',
        'disagreements',
        'confirmed by 2nd exact method',
      ],
      [...this.rows].map(([name, r]) => [
        name,
        String(r.cases),
        percent(r.separated, r.cases),
        percent(r.agree, r.cases),
        percent(r.agreeSeparated, r.separated),
        String(r.disagree),
        `${r.confirmed}/${r.disagree}`,
      ]),
    );
  }
}
