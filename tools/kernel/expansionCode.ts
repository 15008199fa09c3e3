/*
 * Exact evaluation of a kernel tree on doubles, as expansions (sums of
 * non-overlapping doubles, smallest first). Small results stay in local
 * variables (a product of two doubles is two components, a sum of two such
 * four), written out inline; larger ones live in module-level scratch arrays
 * sized here, and go through the zero-eliminating routines of
 * src/core/expansion.ts, so that their actual lengths follow the data (for
 * integer inputs most components are zero and vanish).
 */
import type { Node } from './expr.js';
import { topological } from './expr.js';

/**
 * Lines declaring `e`, the exact error of the rounded product `p` = fl(a·b)
 * (Dekker's Two-Product, with Veltkamp's splitting: temporaries named from
 * `x`), so that p + e = a·b.
 */
export function twoProductTail(a: string, b: string, p: string, e: string, x: string): string[] {
  return [
    `let ${x} = SPLITTER * ${a};`,
    `const ${x}ah = ${x} - (${x} - ${a});`,
    `const ${x}al = ${a} - ${x}ah;`,
    `${x} = SPLITTER * ${b};`,
    `const ${x}bh = ${x} - (${x} - ${b});`,
    `const ${x}bl = ${b} - ${x}bh;`,
    `const ${e} = ${x}al * ${x}bl - (${p} - ${x}ah * ${x}bh - ${x}al * ${x}bh - ${x}ah * ${x}bl);`,
  ];
}

/** An expansion held by the generated code. */
export type EVal =
  | { kind: 'scalar'; name: string }
  | { kind: 'fixed'; names: string[] }
  | { kind: 'array'; buf: string; len: string; max: number };

export class ExpansionCode {
  readonly lines: string[] = [];
  private tmp = 0;

  /**
   * @param prefix names the stage's variables and buffers
   * @param buffers the module's scratch arrays, name → length (shared by all stages)
   */
  constructor(
    private readonly prefix: string,
    private readonly buffers: Map<string, number>,
  ) {}

  private fresh(base: string): string {
    return `${this.prefix}${base}${++this.tmp}`;
  }

  private buffer(max: number): string {
    const name = `${this.prefix.toUpperCase()}${++this.tmp}`;
    this.buffers.set(name, Math.max(1, max));
    return name;
  }

  /**
   * Exact a·b of two doubles: two components (Dekker's Two-Product). `known`
   * names a variable that already holds fl(a·b).
   */
  private twoProduct(a: string, b: string, known?: string): EVal {
    const hi = known ?? this.fresh('p');
    const lo = `${known ?? hi}t`;
    const x = this.fresh('c');
    if (!known) this.lines.push(`const ${hi} = ${a} * ${b};`);
    this.lines.push(...twoProductTail(a, b, hi, lo, x));
    return { kind: 'fixed', names: [lo, hi] };
  }

  /** Exact a ± b of two doubles: two components (Knuth's Two-Sum). */
  private twoSum(a: string, b: string, op: '+' | '-'): EVal {
    const hi = this.fresh('s');
    const lo = `${hi}t`;
    const b2 = op === '+' ? b : `-${b}`;
    this.lines.push(
      `const ${hi} = ${a} ${op} ${b};`,
      `const ${hi}v = ${hi} - ${a};`,
      `const ${lo} = ${a} - (${hi} - ${hi}v) + (${b2} - ${hi}v);`,
    );
    return { kind: 'fixed', names: [lo, hi] };
  }

  /**
   * Exact (a1 + a0) ± (b1 + b0) of two two-component expansions: four
   * components (Shewchuk's Two-Two-Sum, as two rounds of Two-One-Sum).
   */
  private twoTwo(a: string[], b: string[], op: '+' | '-'): EVal {
    const [a0, a1] = a as [string, string];
    const neg = (s: string): string => (op === '+' ? s : `-${s}`);
    const [b0, b1] = [neg(b[0] as string), neg(b[1] as string)];
    const x = this.fresh('q');
    const lines = this.lines;
    // (a1 + a0) + b0 = c2 + c1 + x0
    lines.push(
      `const ${x}i = ${a0} + ${b0};`,
      `let ${x}v = ${x}i - ${a0};`,
      `const ${x}0 = ${a0} - (${x}i - ${x}v) + (${b0} - ${x}v);`,
      `const ${x}j = ${a1} + ${x}i;`,
      `${x}v = ${x}j - ${a1};`,
      `const ${x}k = ${a1} - (${x}j - ${x}v) + (${x}i - ${x}v);`,
      // (c2 + c1) + b1 = x3 + x2 + x1
      `const ${x}m = ${x}k + ${b1};`,
      `${x}v = ${x}m - ${x}k;`,
      `const ${x}1 = ${x}k - (${x}m - ${x}v) + (${b1} - ${x}v);`,
      `const ${x}3 = ${x}j + ${x}m;`,
      `${x}v = ${x}3 - ${x}j;`,
      `const ${x}2 = ${x}j - (${x}3 - ${x}v) + (${x}m - ${x}v);`,
    );
    return { kind: 'fixed', names: [`${x}0`, `${x}1`, `${x}2`, `${x}3`] };
  }

  /** The expansion in a scratch array (zero components dropped); each expansion is copied once. */
  toArray(e: EVal): Extract<EVal, { kind: 'array' }> {
    if (e.kind === 'array') return e;
    const cached = this.arrays.get(e);
    if (cached) return cached;
    const made = this.copyToArray(e);
    this.arrays.set(e, made);
    return made;
  }

  private readonly arrays = new Map<EVal, Extract<EVal, { kind: 'array' }>>();

  private copyToArray(e: Extract<EVal, { kind: 'scalar' | 'fixed' }>): Extract<EVal, { kind: 'array' }> {
    const comps = e.kind === 'scalar' ? [e.name] : e.names;
    const buf = this.buffer(comps.length);
    const len = this.fresh('n');
    this.lines.push(`let ${len} = 0;`);
    for (const c of comps) this.lines.push(`if (${c} !== 0) ${buf}[${len}++] = ${c};`);
    return { kind: 'array', buf, len, max: comps.length };
  }

  mul(a: EVal, b: EVal, known?: string): EVal {
    if (a.kind === 'scalar' && b.kind === 'scalar') return this.twoProduct(a.name, b.name, known);
    if (b.kind === 'scalar' || a.kind === 'scalar') {
      const [e, s] = (b.kind === 'scalar' ? [a, b] : [b, a]) as [EVal, Extract<EVal, { kind: 'scalar' }>];
      const src = this.toArray(e);
      const max = 2 * src.max;
      const buf = this.buffer(max);
      const len = this.fresh('n');
      this.lines.push(`const ${len} = scaleExpansion(${src.len}, ${src.buf}, ${s.name}, ${buf});`);
      return { kind: 'array', buf, len, max };
    }
    const x = this.toArray(a);
    const y = this.toArray(b);
    const max = 2 * x.max * y.max;
    const buf = this.buffer(max);
    const t1 = this.buffer(2 * Math.max(x.max, y.max));
    const t2 = this.buffer(max);
    const len = this.fresh('n');
    this.lines.push(`const ${len} = multiplyExpansions(${x.len}, ${x.buf}, ${y.len}, ${y.buf}, ${buf}, ${t1}, ${t2});`);
    return { kind: 'array', buf, len, max };
  }

  addSub(a: EVal, b: EVal, op: '+' | '-'): EVal {
    if (a.kind === 'scalar' && b.kind === 'scalar') return this.twoSum(a.name, b.name, op);
    if (a.kind === 'fixed' && b.kind === 'fixed' && a.names.length === 2 && b.names.length === 2) {
      return this.twoTwo(a.names, b.names, op);
    }
    const x = this.toArray(a);
    const y = this.toArray(b);
    const max = x.max + y.max;
    const buf = this.buffer(max);
    const len = this.fresh('n');
    this.lines.push(`const ${len} = sumExpansions(${x.len}, ${x.buf}, ${y.len}, ${y.buf}, ${op === '+' ? 1 : -1}, ${buf});`);
    return { kind: 'array', buf, len, max };
  }

  /** Source text of the largest non-zero component (0 when all are zero). */
  top(e: EVal): string {
    if (e.kind === 'scalar') return e.name;
    if (e.kind === 'array') return `${e.buf}[${e.len} - 1] as number`;
    let text = '0';
    for (const c of e.names) text = `${c} !== 0 ? ${c} : ${text}`;
    return `(${text})`;
  }

  /**
   * Evaluates the tree bottom-up from the given leaf expansions; `known(n)`
   * may name a variable already holding the rounded product of a node whose
   * factors are single doubles. Nodes evaluated before (by an earlier call)
   * are not evaluated again.
   */
  evaluate(root: Node, leaf: (n: Node) => EVal, known: (n: Node) => string | undefined = () => undefined): EVal {
    const vals = this.vals;
    for (const n of topological(root)) {
      if (vals.has(n.id)) continue;
      if (n.kind === 'input' || n.kind === 'diff') {
        vals.set(n.id, leaf(n));
        continue;
      }
      const l = vals.get(n.l.id) as EVal;
      const r = vals.get(n.r.id) as EVal;
      vals.set(n.id, n.kind === 'mul' ? this.mul(l, r, known(n)) : this.addSub(l, r, n.kind === 'add' ? '+' : '-'));
    }
    return vals.get(root.id) as EVal;
  }

  private readonly vals = new Map<number, EVal>();
}
