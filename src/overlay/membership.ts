/**
 * Which points belong to an overlay's answer, from the winding numbers of
 * its operands there. Each channel (an operand, or for a union of many
 * normalised operands their sum) has a rule that says when its winding
 * number puts a point inside; the answer then looks the pair of yes/no up
 * in a truth table of four bits, bit (inside₀ + 2·inside₁).
 */
export type Membership = {
  /** The rule of channel 0 and of channel 1. */
  readonly rules: readonly [WindingRule, WindingRule];
  /** Bit (inside₀ + 2·inside₁) is 1 when such a point is in the answer. */
  readonly table: number;
};

/**
 * When a winding number w puts a point inside: `nonzero` w ≠ 0, `evenodd`
 * w odd, `positive` w > 0 (the sum of normalised operands, which wind once
 * counterclockwise around every point they hold).
 */
export type WindingRule = 'nonzero' | 'evenodd' | 'positive';

/** The set operations on two operands a and b, as truth tables. */
export const TABLES = {
  intersection: 0b1000,
  union: 0b1110,
  difference: 0b0010,
  xor: 0b0110,
  /** Channel 0 alone: its own point set. */
  first: 0b1010,
} as const;

/** The set operations by name. */
export type Operation = 'intersection' | 'union' | 'difference' | 'xor';

/**
 * True when a winding number puts a point inside under the rule.
 *
 * ```ts
 * insideBy('evenodd', 2); // false
 * insideBy('nonzero', -1); // true
 * ```
 */
export function insideBy(rule: WindingRule, w: number): boolean {
  return rule === 'nonzero' ? w !== 0 : rule === 'evenodd' ? (w & 1) !== 0 : w > 0;
}

/**
 * True when windings w0 and w1 put a point in the answer.
 *
 * ```ts
 * isMember({ rules: ['nonzero', 'nonzero'], table: TABLES.intersection }, 1, 1); // true
 * ```
 */
export function isMember(m: Membership, w0: number, w1: number): boolean {
  const index = (insideBy(m.rules[0], w0) ? 1 : 0) | (insideBy(m.rules[1], w1) ? 2 : 0);
  return ((m.table >> index) & 1) === 1;
}
