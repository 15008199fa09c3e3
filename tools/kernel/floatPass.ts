/*
 * The kernel's evaluation in doubles: values, the magnitude m0 (a permanent
 * computed from the same values) and the underflow weight u (analysis.ts
 * says what each form guarantees). The filter tests
 * |det| − GUARD·u > FILTER·m0 (filterPass); the staged exact function, at
 * whose head the evaluation is emitted again, bounds its stages by
 * m = m0 + G·u (floatPass).
 */
import type { Analysis, Weight } from './analysis.js';
import type { Node } from './expr.js';
import { isLeaf, topological } from './expr.js';
import { Frac } from './frac.js';

import type { Names } from './names.js';

/** Each coefficient of the weight, rounded up to an integer (the G-sized parts of some are far below that). */
function integerCoefficients(w: Weight): { coef: number; factors: Node[] }[] {
  return [...w.values()].map((t) => ({ coef: Number(t.coef.ceil()), factors: t.factors }));
}

/** The weight's constant when it has no variable terms, else null. */
export function constantWeight(w: Weight): number | null {
  const terms = integerCoefficients(w);
  return terms.every((t) => t.factors.length === 0) ? terms.reduce((s, t) => s + t.coef, 0) : null;
}

/**
 * Lines computing every value ṽ, then `det` and the root magnitude `m`
 * (m = m0 + G·u: the staged function's bound multiplies it).
 * With `negated`, `det` is exactly −ṽ(root) at no cost: the values along a
 * path from the root down (negationPath) are computed negated, each by
 * the same operation with its operands reordered, since in round-to-nearest
 * fl(b − a) = −fl(a − b), fl(−x − y) = −fl(x + y) and fl((−x)·y) = −fl(x·y).
 * The filter's test, symmetric in the sign, is unchanged, so an entry whose
 * convention is the opposite sign returns det without a negation (one
 * instruction fewer on its hottest path).
 */
export function floatPass(root: Node, a: Analysis, names: Names, negated = false): string[] {
  const { lines, m0, weight } = evaluation(root, a, names, negated);
  if (weight.kind === 'constant') lines.push(`const m = ${m0} + ${gText(weight.value)};`);
  else lines.push(`const u = ${weight.text};`, `const m = ${m0} + ${gText(weight.common)} * u;`);
  return lines;
}

/**
 * The filter's lines and its test `|det| − GUARD·u > FILTER·m0` (analysis.ts,
 * "The filter"): the guard is taken from |det| rather than added to m0, so
 * that it lies beside the magnitude's longest chain, not at its end (the
 * product and sum chains of det are one operation shorter). GUARD is the
 * derived guard times the weight's common divisor (u as written), or times
 * the whole weight when it is a constant. `suffix` names the constants of
 * another analysis of the kernel (`_ROUNDED`, for its rounded inputs).
 */
export function filterPass(
  root: Node,
  a: Analysis,
  names: Names,
  negated = false,
  suffix = '',
): { lines: string[]; test: string; guard: Frac } {
  const { lines, m0, weight } = evaluation(root, a, names, negated);
  const [GUARD, FILTER] = [`GUARD${suffix}`, `FILTER${suffix}`];
  if (weight.kind === 'constant')
    return { lines, test: `abs(det) - ${GUARD} > ${FILTER} * ${m0}`, guard: a.guard.mul(Frac.of(BigInt(weight.value))) };
  lines.push(`const u = ${weight.text};`);
  return { lines, test: `abs(det) - ${GUARD} * u > ${FILTER} * ${m0}`, guard: a.guard.mul(Frac.of(BigInt(weight.common))) };
}

type WeightText = { kind: 'constant'; value: number } | { kind: 'variable'; text: string; common: number };

/** The values, `det`, the root's m0 (a name or an expression) and the weight u as written. */
function evaluation(
  root: Node,
  a: Analysis,
  names: Names,
  negated: boolean,
): { lines: string[]; m0: string; weight: WeightText } {
  const path = negated ? negationPath(root, a) : new Set<number>();
  if (!path) throw new Error('floatPass: this root has no path to negate for free');
  const lines: string[] = [];
  for (const n of topological(root)) {
    if (n.kind === 'input') continue;
    const v = names.value(n);
    const flip = path.has(n.id);
    if (n.kind === 'diff') lines.push(`const ${v} = ${flip ? `${n.b.name} - ${n.a.name}` : `${n.a.name} - ${n.b.name}`};`);
    else {
      const [l, r] = [names.value(n.l), names.value(n.r)];
      // −(l − r) = r − l; −(l + r) = (−l) − r or (−r) − l; −(l·r) = (−l)·r or l·(−r).
      let text = `${l} ${n.kind === 'add' ? '+' : n.kind === 'sub' ? '-' : '*'} ${r}`;
      if (flip && n.kind === 'sub') text = `${r} - ${l}`;
      else if (flip && n.kind === 'add') text = path.has(n.l.id) ? `${l} - ${r}` : `${r} - ${l}`;
      lines.push(`const ${v} = ${text};`);
    }
  }
  lines.push(`const det = ${names.value(root)};`);
  const facts = (n: Node) => {
    const f = a.facts.get(n.id);
    if (!f) throw new Error('no facts');
    return f;
  };
  const declared = new Set<number>();
  // The magnitude m0 of a node, as an expression (a leaf's |x̃|) or a constant's name.
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
    else if (form === 'product') text = `${base(n.l)} * ${base(n.r)}`;
    else text = `${base(n.l)} + ${base(n.r)}`;
    if (text === v || text === `abs(${v})`) return text;
    declared.add(n.id);
    lines.push(`const ${names.magnitude(n)} = ${text};`);
    return names.magnitude(n);
  };
  const m0 = base(root);
  const fixed = constantWeight(a.weight);
  if (fixed !== null) return { lines, m0, weight: { kind: 'constant', value: fixed } };
  // A divisor common to the coefficients goes into the constant that
  // multiplies u (c·G is exact), and terms with the same coefficient share
  // one multiplication. The summands are added as a balanced tree: the
  // guard then waits for fewer additions in a row.
  const common = commonDivisor(a.weight);
  const byCoef = new Map<number, string[]>();
  for (const t of integerCoefficients(a.weight).map((x) => ({ ...x, coef: x.coef / common }))) {
    const product = t.factors.length ? t.factors.map((f) => base(f)).join(' * ') : '1';
    byCoef.set(t.coef, [...(byCoef.get(t.coef) ?? []), product]);
  }
  let constant = 0;
  const summands: string[] = [];
  for (const [c, products] of byCoef) {
    constant += products.filter((x) => x === '1').length * c;
    const variable = products.filter((x) => x !== '1');
    if (c === 1) summands.push(...variable);
    else if (variable.length) summands.push(`${c} * ${parenthesised(balancedSum(variable))}`);
  }
  if (constant) summands.push(`${constant}`);
  return { lines, m0, weight: { kind: 'variable', text: balancedSum(summands), common } };
}

/** x1 + x2 + … as a balanced tree of additions: (x1 + x2) + (x3 + x4). */
function balancedSum(xs: readonly string[]): string {
  if (xs.length === 1) return xs[0] as string;
  const half = Math.ceil(xs.length / 2);
  return `${parenthesised(balancedSum(xs.slice(0, half)))} + ${parenthesised(balancedSum(xs.slice(half)))}`;
}

const parenthesised = (x: string): string => (/^[\w.]+$|^abs\([^()]*\)$/.test(x) ? x : `(${x})`);

/**
 * The greatest common divisor of the weight's variable coefficients, when
 * the constant divided by it is still exact (a power of two, or a divisor
 * of the constant too); else that of all coefficients. 1 for a constant
 * weight (see constantWeight).
 */
function commonDivisor(w: Weight): number {
  if (constantWeight(w) !== null) return 1;
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  const terms = integerCoefficients(w);
  const variable = terms.filter((t) => t.factors.length > 0).reduce((g, t) => gcd(g, t.coef), 0);
  const constant = terms.filter((t) => t.factors.length === 0).reduce((k, t) => k + t.coef, 0);
  const powerOfTwo = (variable & (variable - 1)) === 0;
  return powerOfTwo || constant % variable === 0 ? variable : gcd(variable, constant);
}

/**
 * The nodes whose negated values give −ṽ(root) for free, or null: a path
 * from the root that ends at a difference (reversed: r − l, or b − a for a
 * leaf), passing through sums (one operand negated) and products (one
 * factor negated). Below the root every node on it has one use, so that
 * nothing else reads a negated value, and none has the magnitude form
 * `value` (its magnitude is its value, which would then be negative).
 */
export function negationPath(root: Node, a: Analysis): Set<number> | null {
  const uses = new Map<number, number>();
  for (const n of topological(root))
    if (n.kind !== 'input' && n.kind !== 'diff') for (const c of [n.l, n.r]) uses.set(c.id, (uses.get(c.id) ?? 0) + 1);
  const walk = (n: Node): number[] | null => {
    if (n !== root && uses.get(n.id) !== 1) return null;
    if (a.facts.get(n.id)?.magnitude.form === 'value') return null;
    if (n.kind === 'sub' || n.kind === 'diff') return [n.id];
    if (n.kind === 'input') return null;
    const below = walk(n.l) ?? walk(n.r);
    return below ? [n.id, ...below] : null;
  };
  const path = walk(root);
  return path ? new Set(path) : null;
}

/** Source text of c·G: G itself, or a module constant G<c>. */
export function gText(c: number): string {
  return c === 1 ? 'G' : `G${c}`;
}

/** The multiples c > 1 of G the pass uses (a constant weight, or a common divisor), for the module's constants `G<c> = c·G`. */
export function gMultiples(_root: Node, a: Analysis): number[] {
  const c = constantWeight(a.weight) ?? commonDivisor(a.weight);
  return c > 1 ? [c] : [];
}
