import { CountTable, percent, titledTable } from './agreement.js';

/*
 * The agreement table of a float grid walk, per family: how often its cell
 * list is the exact one (same cells, same order), how it differs when it
 * does not (an extra cell, a missing cell, both), how often it never ends
 * (stops at its step limit), how often walking the segment backwards visits
 * another set of cells (what makes its line of sight asymmetric), and how
 * many disagreements the fraction reference confirmed (asserted to be all).
 */

type Row = {
  cases: number;
  agree: number;
  extra: number;
  missing: number;
  endless: number;
  asymmetric: number;
  /** Cases where the backward walk was measured. */
  backward: number;
  confirmed: number;
};

/** Outcome of one case. */
export type WalkOutcome = {
  /** The float list is the exact one. */
  agree: boolean;
  /** The float list has a cell the exact one has not. */
  extra: boolean;
  /** The exact list has a cell the float one has not. */
  missing: boolean;
  /** The float walk stopped at its step limit. */
  endless: boolean;
  /** The float walk of the reversed segment visits another set of cells (null: not measured). */
  asymmetric: boolean | null;
  /** A disagreement that the fraction reference confirmed. */
  confirmed: boolean;
};

export class GridAgreementTable extends CountTable<Row> {
  record(family: string, o: WalkOutcome): void {
    const row = this.row(family, () => ({
      cases: 0,
      agree: 0,
      extra: 0,
      missing: 0,
      endless: 0,
      asymmetric: 0,
      backward: 0,
      confirmed: 0,
    }));
    row.cases++;
    if (o.agree) row.agree++;
    if (o.extra) row.extra++;
    if (o.missing) row.missing++;
    if (o.endless) row.endless++;
    if (o.asymmetric !== null) row.backward++;
    if (o.asymmetric) row.asymmetric++;
    if (!o.agree && o.confirmed) row.confirmed++;
  }

  render(): string {
    const pct = percent;
    return titledTable(
      this.title,
      [
        'family',
        'cases',
        'float = exact',
        'an extra cell',
        'a missing cell',
        'never ends',
        'other cells walked backwards',
        'disagreements confirmed by the fraction reference',
      ],
      [...this.rows].map(([name, r]) => [
        name,
        String(r.cases),
        pct(r.agree, r.cases),
        pct(r.extra, r.cases),
        pct(r.missing, r.cases),
        pct(r.endless, r.cases),
        pct(r.asymmetric, r.backward),
        `${r.confirmed}/${r.cases - r.agree}`,
      ]),
    );
  }
}
