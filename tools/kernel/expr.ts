/*
 * The expression language of the sign kernel. A kernel is a polynomial with
 * integer coefficients in its input coordinates, written once as a tree:
 * leaves are input coordinates or differences of two inputs (each rounded
 * once in doubles), inner nodes are sums, differences and products. Every
 * stage of the kernel (the filter, the exact stages in doubles, BigInt) is
 * generated from this one tree, and so is every error bound.
 *
 * Nodes are hash-consed: the same subexpression written twice is one node,
 * computed once by each stage.
 */

export type Input = { readonly kind: 'input'; readonly id: number; readonly name: string; readonly index: number };
export type Diff = { readonly kind: 'diff'; readonly id: number; readonly a: Input; readonly b: Input };
export type Op = { readonly kind: 'add' | 'sub' | 'mul'; readonly id: number; readonly l: Node; readonly r: Node };
export type Node = Input | Diff | Op;
export type Leaf = Input | Diff;

export function isLeaf(n: Node): n is Leaf {
  return n.kind === 'input' || n.kind === 'diff';
}

/** Builds the tree of one kernel; `inputs` are its coordinates, in argument order. */
export class Builder {
  readonly inputs: Input[];
  /** Names given to subexpressions (`named`), by node id: the formula text writes them as names. */
  readonly labels = new Map<number, string>();
  private readonly nodes = new Map<string, Node>();
  private next = 0;

  constructor(names: readonly string[]) {
    this.inputs = names.map((name, index) => ({ kind: 'input', id: this.next++, name, index }));
  }

  /** The input named `name`. */
  in(name: string): Input {
    const found = this.inputs.find((i) => i.name === name);
    if (!found) throw new Error(`unknown input ${name}`);
    return found;
  }

  /** a − b, a leaf: one rounding in doubles, an exact Two-Diff tail. */
  d(a: string, b: string): Diff {
    return this.intern(`d ${a} ${b}`, (id) => ({ kind: 'diff', id, a: this.in(a), b: this.in(b) }));
  }

  add(l: Node, r: Node): Node {
    return this.op('add', l, r);
  }

  sub(l: Node, r: Node): Node {
    return this.op('sub', l, r);
  }

  mul(l: Node, r: Node): Node {
    return this.op('mul', l, r);
  }

  /** x·x. */
  sq(x: Node): Node {
    return this.op('mul', x, x);
  }

  /**
   * The node itself, named `label` in the formula text of the generated
   * comments (a shared subexpression written once, as D = … after the
   * formula). Naming changes nothing that is computed.
   */
  named<T extends Node>(label: string, n: T): T {
    const old = this.labels.get(n.id);
    if (old !== undefined && old !== label) throw new Error(`node named twice: ${old} and ${label}`);
    this.labels.set(n.id, label);
    return n;
  }

  /** The 2×2 determinant a·d − b·c. */
  det2(a: Node, b: Node, c: Node, d: Node): Node {
    return this.sub(this.mul(a, d), this.mul(b, c));
  }

  private op(kind: Op['kind'], l: Node, r: Node): Node {
    return this.intern(`${kind} ${l.id} ${r.id}`, (id) => ({ kind, id, l, r }));
  }

  private intern<T extends Node>(key: string, make: (id: number) => T): T {
    const old = this.nodes.get(key);
    if (old) return old as T;
    const n = make(this.next++);
    this.nodes.set(key, n);
    return n;
  }
}

/** The nodes under `root` (itself included), children before parents, each once. */
export function topological(root: Node): Node[] {
  const out: Node[] = [];
  const seen = new Set<number>();
  const visit = (n: Node): void => {
    if (seen.has(n.id)) return;
    seen.add(n.id);
    if (n.kind === 'diff') {
      visit(n.a);
      visit(n.b);
    } else if (n.kind !== 'input') {
      visit(n.l);
      visit(n.r);
    }
    out.push(n);
  };
  visit(root);
  return out;
}

/** The polynomial degree of a node in the input coordinates. */
export function degree(n: Node): number {
  if (isLeaf(n)) return 1;
  return n.kind === 'mul' ? degree(n.l) + degree(n.r) : Math.max(degree(n.l), degree(n.r));
}

/** The number of monomials of the node's expanded magnitude (terms of the permanent). */
export function monomials(n: Node): number {
  if (isLeaf(n)) return 1;
  return n.kind === 'mul' ? monomials(n.l) * monomials(n.r) : monomials(n.l) + monomials(n.r);
}

/** The leaves under a node, in order of first appearance. */
export function leaves(root: Node): Leaf[] {
  return topological(root)
    .filter(isLeaf)
    .filter((n) => n.kind === 'diff' || isUsedInput(root, n));
}

function isUsedInput(root: Node, n: Node): boolean {
  // An input is a leaf of the polynomial only when an operation takes it
  // directly (not only through a difference).
  return topological(root).some((m) => !isLeaf(m) && (m.l === n || m.r === n)) || root === n;
}

/** True for a product of two leaves. */
export function isLeafProduct(n: Node): boolean {
  return n.kind === 'mul' && isLeaf(n.l) && isLeaf(n.r);
}

/**
 * True when the node's value is known to be ≥ 0 for every input: squares,
 * and sums and products of such.
 */
export function nonNegative(n: Node): boolean {
  if (isLeaf(n)) return false;
  if (n.kind === 'mul') return n.l === n.r || (nonNegative(n.l) && nonNegative(n.r));
  if (n.kind === 'add') return nonNegative(n.l) && nonNegative(n.r);
  return false;
}

/**
 * The tree for rounded inputs (analysis.ts, "Rounded inputs"): the same
 * polynomial with every difference leaf a − b written as the operation
 * a − b of two inputs, so that the analysis charges the difference with the
 * inputs' own errors as well as its rounding. Built on a fresh Builder with
 * the same inputs.
 */
export function withInputsAsLeaves(root: Node, inputs: readonly string[]): Node {
  const b = new Builder(inputs);
  const done = new Map<number, Node>();
  for (const n of topological(root)) {
    let out: Node;
    if (n.kind === 'input') out = b.in(n.name);
    else if (n.kind === 'diff') out = b.sub(b.in(n.a.name), b.in(n.b.name));
    else {
      const l = done.get(n.l.id) as Node;
      const r = done.get(n.r.id) as Node;
      out = n.kind === 'add' ? b.add(l, r) : n.kind === 'sub' ? b.sub(l, r) : b.mul(l, r);
    }
    done.set(n.id, out);
  }
  return done.get(root.id) as Node;
}
