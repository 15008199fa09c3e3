/*
 * The kernel's evaluation in doubles: values, and the magnitude m that the
 * filter's bound multiplies (analysis.ts says what each form guarantees).
 * Emitted once into the filter and again at the head of the staged exact
 * function.
 */
import type { Analysis } from './analysis.js';
import type { Node } from './expr.js';
import { isLeaf, topological } from './expr.js';
import type { Names } from './names.js';

/** Source text of `c·G` (a module constant for c > 1). */
export function gTimes(c: number): string {
  return c === 1 ? 'G' : `G${c}`;
}

/** Lines computing every value ṽ, then `det` and the root magnitude `m`. */
export function floatPass(root: Node, a: Analysis, names: Names): string[] {
  const lines: string[] = [];
  for (const n of topological(root)) {
    if (n.kind === 'input') continue;
    const v = names.value(n);
    if (n.kind === 'diff') lines.push(`const ${v} = ${n.a.name} - ${n.b.name};`);
    else
      lines.push(
        `const ${v} = ${names.value(n.l)} ${n.kind === 'add' ? '+' : n.kind === 'sub' ? '-' : '*'} ${names.value(n.r)};`,
      );
  }
  lines.push(`const det = ${names.value(root)};`);
  const facts = (n: Node) => {
    const f = a.facts.get(n.id);
    if (!f) throw new Error('no facts');
    return f;
  };
  const declared = new Set<number>();
  // The base of a node's magnitude, as an expression (a leaf's |x̃|) or a constant.
  const base = (n: Node): string => {
    const form = facts(n).magnitude.form;
    const v = names.value(n);
    if (form === 'abs') return `abs(${v})`;
    if (declared.has(n.id)) return names.magnitude(n);
    let text: string;
    if (form === 'absProduct') text = isLeaf(n) || n.kind !== 'mul' || n.l !== n.r ? `abs(${v})` : v;
    else if (form === 'value') text = v;
    else if (isLeaf(n)) throw new Error('composite form on a leaf');
    else if (form === 'rootPair') text = `abs(${names.value(n.l)} ${n.kind === 'sub' ? '+' : '-'} ${names.value(n.r)})`;
    else if (form === 'product') text = `${full(n.l)} * ${full(n.r)}`;
    else text = `${base(n.l)} + ${base(n.r)}`;
    if (text === v || text === `abs(${v})`) return text;
    declared.add(n.id);
    lines.push(`const ${names.magnitude(n)} = ${text};`);
    return names.magnitude(n);
  };
  // base + c·G, as a factor of a product.
  const full = (n: Node): string => {
    const c = facts(n).magnitude.c;
    const b = base(n);
    return c > 0 ? `(${b} + ${gTimes(c)})` : b;
  };
  const c = facts(root).magnitude.c;
  const b = base(root);
  lines.push(`const m = ${c > 0 ? `${b} + ${gTimes(c)}` : b};`);
  return lines;
}

/** Every c·G constant with c > 1 that the pass uses. */
export function gMultiples(root: Node, a: Analysis): number[] {
  const cs = new Set<number>();
  for (const n of topological(root)) {
    const c = a.facts.get(n.id)?.magnitude.c ?? 0;
    if (c > 1) cs.add(c);
  }
  return [...cs].sort((x, y) => x - y);
}
