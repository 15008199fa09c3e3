import type { Builder, Node } from './expr.js';

/** One sign of the kernel: a polynomial in its inputs, written once. */
export type KernelSpec = {
  /** The stem of every generated function: `${name}Filter`, `${name}Sign`, ... */
  name: string;
  /** What the sign is, for the generated doc comments. */
  summary: string;
  /** The input coordinates, in argument order. */
  inputs: readonly string[];
  /** The polynomial's tree (its formula text in the generated comments is written from it: see formula.ts). */
  build: (b: Builder) => Node;
  /** Also generate `${name}Fraction`: the exact value as a fraction (values.ts gives it to constructions as `${name}Value`, a Rational). */
  value?: boolean;
  /** The inputs grouped as points (`a` for ax, ay, ...): also generate `${name}Points` for the public predicates. */
  points?: readonly string[];
  /**
   * Also generate `${name}Flat`, with robust-predicates' arguments: its value
   * times `factor` has the sign of this polynomial; `doc` is its comment, `fn`
   * the name in its errors.
   */
  flat?: { factor: 1 | -1; doc: string; fn: string };
  /**
   * Also generate `${name}PairFilter(px, py, qx, qy, ux, uy, vx, vy)`: the
   * filter of the four orientations of two segments p–q and u–v, in one
   * function without calls (a kernel of three 2D points a, b, c only).
   */
  pairFilter?: boolean;
  /** Also generate `${name}At`, for values stored in a Float64Array (one index per point, or one for all). */
  at?: boolean;
  /**
   * Also generate `${name}FilterPoints`: the filter on points that are arrays
   * of numbers (checked by the caller), returning the proven sign or 0. It
   * takes arrays and returns a small integer, so no double crosses a call:
   * code that needs more filters than V8 will inline into one function
   * can call these without V8 boxing doubles. Needs `points`.
   */
  filterPoints?: boolean;
  /**
   * Also generate `${name}Stored(c, f, ...groups[, k])`, for inputs stored in
   * the flat coordinates of a segment set (`c` as given, `f` the same values
   * as doubles, or null): input i is read at `at[i]`, a group (whose start
   * index the caller passes, in the order the groups first appear) plus an
   * offset from 0 to 3 for x₁, y₁, x₂, y₂ (`'s+2'`: the second x of s); with
   * `swap`, the axes are swapped when the caller's k is 1 (offset o read at
   * o ^ k). The filter on `f` first, then the exact sign on `c`.
   */
  stored?: { at: readonly string[]; swap: boolean };
  /** An example call of `${name}Sign` and its answer, for the doc comment. */
  example: { args: string; sign: -1 | 0 | 1 };
};

/**
 * Values of a construction, each a quotient P_i/Q of polynomials in its
 * inputs with one denominator Q, written once: the generator emits their
 * nearest doubles in double-double arithmetic with derived error bounds
 * (valueAnalysis.ts) and their exact fractions in BigInt.
 */
export type ValueSpec = {
  /** The stem of the generated functions: `${name}Values`, `${name}Exact`, ... */
  name: string;
  /** What the values are, for the generated comments. */
  summary: string;
  /** The input coordinates, in order (the caller writes them to `${name}In`). */
  inputs: readonly string[];
  /** The names of the values, in order (`t`, `x`, ...). */
  values: readonly string[];
  /** The numerators, one per value, and their common denominator. */
  build: (b: Builder) => { nums: Node[]; den: Node };
};
