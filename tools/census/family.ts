import type * as fc from 'fast-check';
import type { CaseKind, CensusCase } from './types.js';

/**
 * A family of census cases: one of the package's arbitraries (random or
 * degeneracy-biased) turned into plain double cases of one kind and one
 * dimension. Every algorithm of that kind and dimension runs on the same
 * cases.
 */
export interface Family {
  /** Short name shown in the table: "random", "through corner", ... */
  name: string;
  /** The exported arbitrary it samples, for the README and the JSON. */
  source: string;
  kind: CaseKind;
  dim: 2 | 3;
  arb: fc.Arbitrary<CensusCase>;
}

/** The family's label in tables: "through corner 3D". */
export function familyLabel(f: { name: string; dim: number }): string {
  return `${f.name} ${f.dim}D`;
}
