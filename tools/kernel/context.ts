/*
 * What every emitter of one kernel module shares: the spec, its tree and
 * analysis, the variable names (numbered in the order the float pass first
 * asks for them), and the module's scratch arrays, which the stages size as
 * they use them.
 */
import type { Analysis } from './analysis.js';
import type { Node } from './expr.js';
import type { Names } from './names.js';
import type { KernelSpec } from './spec.js';

export type KernelContext = {
  readonly spec: KernelSpec;
  readonly root: Node;
  readonly a: Analysis;
  readonly names: Names;
  /** The module's scratch arrays, name → length (the exact stages in doubles add theirs). */
  readonly buffers: Map<string, number>;
  /** The float pass the staged function starts with (values, m0, u and m). */
  readonly pass: readonly string[];
  /** The staged function reads its inputs at v[i], v[i + 1], ... (a one-index At entry), not from `args`. */
  readonly indexed: boolean;
};

/** The lines indented by `depth` steps of two spaces (empty lines stay empty). */
export const indent = (lines: readonly string[], depth = 1): string[] =>
  lines.map((l) => (l === '' ? l : `${'  '.repeat(depth)}${l}`));

/** `x > 0 ? 1 : x < 0 ? -1 : 0` for the source text x. */
export function signOf(x: string): string {
  return `${x} > 0 ? 1 : ${x} < 0 ? -1 : 0`;
}

/** Indices of the stages, as in STAGES (src/core/sign.ts). */
export const STAGE = { filter: 0, integer: 1, pair: 2, exact: 3, B: 4, C: 5, D: 6, bigint: 7 } as const;

/** A double as source text that reads back as exactly the same double. */
function literal(x: number): string {
  const text = String(x);
  if (Number(text) !== x) throw new Error(`${text} does not read back as ${x}`);
  return text;
}

/**
 * The code lines with every named constant written as its literal (comment
 * lines keep the names): a bundler turns a module's top-level `const` into
 * `var`, which V8 then loads and unboxes at every use instead of folding it.
 */
export function withLiterals(lines: readonly string[], constants: ReadonlyMap<string, number>): string[] {
  const named = new RegExp(`\\b(${[...constants.keys()].join('|')})\\b`, 'g');
  return lines.map((line) =>
    /^\s*(\/\*|\*|\/\/)/.test(line) ? line : line.replace(named, (c) => literal(constants.get(c) as number)),
  );
}
