import type { Coordinate } from '../../index.js';
import { ExactRangeError, Rational } from '../../index.js';
import { withoutStack } from '../withoutStack.js';

/*
 * How big one answer may be, whatever the request's own limits say, so that
 * no line can take the tool out of memory or keep it busy for long
 * (docs/cli.md "Answers have a size"):
 *
 * - at most ITEM_CEILING items (grid cells, intersecting pairs, meetings
 *   with hot pixels);
 * - fewer when the numbers are big, since each item then costs more: with
 *   b the most bits in a numerator or denominator of the request's
 *   coordinates, ⌊ITEM_CEILING / w⌋ with a weight w that grows as the
 *   measured cost of an item does (bench: docs/cli.md "Answers have a
 *   size"): w = 1 + ⌊b/256⌋ for grid cells (a few products of the inputs
 *   per cell), (1 + ⌊b/80⌋)² for cells with their parameters (a gcd per
 *   parameter), (1 + ⌊b/80⌋)³ for pairs and snap rounding (degree-5
 *   comparisons of crossings, and a gcd per crossing point);
 * - at most RESULT_CHARS characters of result text.
 *
 * Every bound is decided from the request alone, never from a clock, so the
 * same line always gets the same answer.
 */

/** The most items (cells, pairs, hot-pixel meetings) one answer counts, for numbers of up to 79 bits. */
export const ITEM_CEILING = 1_000_000;

/** The most characters of result text one answer holds (32 MiB). */
const RESULT_CHARS = 2 ** 25;

/** How the cost of one item grows with the size of the numbers: see the comment above. */
export type Growth = 'linear' | 'quadratic' | 'cubic';

/**
 * The most items one answer lists for numbers of `bits` bits (`most` for
 * small numbers: ITEM_CEILING unless an op's items cost more memory).
 *
 * ```ts
 * itemCeiling(53, 'cubic'); // 1000000
 * itemCeiling(1000, 'cubic'); // 455 (1 000 000 / 13³)
 * ```
 */
export function itemCeiling(bits: number, growth: Growth, most = ITEM_CEILING): number {
  const weight = growth === 'linear' ? 1 + Math.floor(bits / 256) : (1 + Math.floor(bits / 80)) ** (growth === 'cubic' ? 3 : 2);
  return Math.floor(most / weight);
}

const view = new DataView(new ArrayBuffer(8));

/** Bits of a positive integer below 2^53. */
function smallBits(n: number): number {
  let bits = 0;
  for (let v = n; v >= 1; v = Math.floor(v / 2)) bits++;
  return bits;
}

/** Bits of |n| (0 for 0). */
function bigintBits(n: bigint): number {
  if (n === 0n) return 0;
  const hex = (n < 0n ? -n : n).toString(16);
  return 4 * (hex.length - 1) + smallBits(Number.parseInt(hex[0] as string, 16));
}

/**
 * The most bits of the numerator or the denominator of a double's exact
 * value m·2^e (m odd): 0.5 = 1/2 is 2 bits, 2^-1074 has a 1075-bit
 * denominator, 1e300 a 997-bit numerator, 0 = 0/1 one bit. Read from the
 * bits of the double.
 */
function doubleBits(x: number): number {
  if (x === 0) return 1;
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  let m = (hi & 0xfffff) * 2 ** 32 + lo + (biased === 0 ? 0 : 2 ** 52);
  let e = (biased === 0 ? 1 : biased) - 1075;
  while (m % 2 === 0) {
    m /= 2;
    e++;
  }
  const bits = smallBits(m);
  return e >= 0 ? bits + e : Math.max(bits, 1 - e);
}

/**
 * The most bits in the numerator or denominator of any of the values: the
 * size that decides how much one item of an answer costs.
 *
 * ```ts
 * numberBits([3, 0.5, Rational.of(1n, 1024n)]); // 11
 * ```
 */
export function numberBits(values: Iterable<Coordinate>): number {
  let most = 0;
  for (const v of values) {
    let bits: number;
    if (typeof v === 'number') bits = doubleBits(v);
    else if (typeof v === 'bigint') bits = Math.max(1, bigintBits(v));
    else {
      const r = Rational.from(v);
      bits = Math.max(bigintBits(r.num), bigintBits(r.den));
    }
    if (bits > most) most = bits;
  }
  return most;
}

/**
 * The limit an answer keeps to: the request's own (`max_cells`, `max_pairs`;
 * `field` null for an op whose default is the only limit), or the ceiling
 * for its numbers (from `most`) when that is lower, with the words that name it in a
 * too_large message.
 *
 * ```ts
 * answerLimit('max_pairs', 10, 53, 'cubic'); // { max: 10, why: 'over max_pairs 10' }
 * answerLimit('max_pairs', 10 ** 6, 1000, 'cubic'); // { max: 455, why: 'the most one answer lists for numbers of 1000 bits' }
 * ```
 */
export function answerLimit(
  field: string | null,
  requested: number,
  bits: number,
  growth: Growth,
  most = ITEM_CEILING,
): { max: number; why: string } {
  const ceiling = itemCeiling(bits, growth, most);
  if (field !== null && requested <= ceiling) return { max: requested, why: `over ${field} ${requested}` };
  if (ceiling >= requested || ceiling === most) return { max: Math.min(requested, ceiling), why: 'the most one answer lists' };
  return { max: ceiling, why: `the most one answer lists for numbers of ${bits} bits` };
}

/**
 * Counts the characters of an answer's result as it is built; past
 * RESULT_CHARS, too_large.
 *
 * ```ts
 * const size = new ResultSize('grid_cells');
 * for (const cell of cells) size.add(cellText.length);
 * ```
 */
export class ResultSize {
  private chars = 0;
  constructor(private readonly op: string) {}

  /** Adds `n` characters. */
  add(n: number): void {
    this.chars += n;
    if (this.chars > RESULT_CHARS) {
      throw withoutStack(
        () =>
          new ExactRangeError(
            `${this.op}: the answer would be longer than ${RESULT_CHARS} characters (the most one answer holds)`,
            'too_large',
          ),
      );
    }
  }
}

/**
 * True for the library's own too_large from a limit option (maxCells,
 * maxPairs) of the function `fn`, whose message it starts with: the op then
 * says which of its limits that was.
 */
export function isLibraryLimit(e: unknown, fn: string): boolean {
  return e instanceof ExactRangeError && e.code === 'too_large' && e.message.startsWith(`${fn}:`);
}

/**
 * One item of a long list in a result as JSON text, its length (and a
 * comma) counted against the answer's budget.
 *
 * ```ts
 * itemText(size, ['1', '-2']); // '["1","-2"]'
 * ```
 */
export function itemText(size: ResultSize, item: unknown): string {
  const text = JSON.stringify(item);
  size.add(text.length + 1);
  return text;
}
