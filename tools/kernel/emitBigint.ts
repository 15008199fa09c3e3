/*
 * The BigInt stages of a kernel: the exact sign of any coordinates
 * (`${name}Big`), and for a spec with `value`, the exact value as a fraction
 * (`${name}Fraction`). Every input is scaled to an integer by one common factor
 * L. A homogeneous polynomial of degree k only gains the factor L^k; in one
 * whose terms have different degrees (a grid index times a cell size beside
 * a coordinate difference) the lower-degree side of a sum is multiplied by L
 * per missing degree, so the whole becomes L^degree times the polynomial.
 */
import type { KernelContext } from './context.js';
import { indent } from './context.js';
import type { Node, Op } from './expr.js';
import { degree, isLeaf, topological } from './expr.js';
import type { Names } from './names.js';

/** The BigInt name of an input. */
const up = (s: string): string => `${s}_`;

/** True when every sum's operands have one degree (then L^degree factors out without help). */
export function isHomogeneous(root: Node): boolean {
  return topological(root).every((n) => isLeaf(n) || n.kind === 'mul' || degree(n.l) === degree(n.r));
}

/**
 * The BigInt names of the nodes under the roots (inputs `x_`, the rest the
 * float pass's name and `_`), and the line of each operation.
 */
export function bigintNodes(
  roots: readonly Node[],
  names: Names,
): { name: Map<number, string>; operand: (n: Op, side: Node) => string; line: (n: Op) => string } {
  const name = new Map<number, string>();
  for (const root of roots)
    for (const n of topological(root)) name.set(n.id, n.kind === 'input' ? up(n.name) : `${names.value(n)}_`);
  /** A sum's operand, raised to the sum's degree. */
  const operand = (n: Op, side: Node): string => {
    const v = name.get(side.id) as string;
    const missing = n.kind === 'mul' ? 0 : degree(n) - degree(side);
    return missing === 0 ? v : `${v} * scale_${missing === 1 ? '' : ` ** ${missing}n`}`;
  };
  const line = (n: Op): string =>
    `const ${name.get(n.id)} = ${operand(n, n.l)} ${n.kind === 'add' ? '+' : n.kind === 'sub' ? '-' : '*'} ${operand(n, n.r)};`;
  return { name, operand, line };
}

/** The body of `${name}Big(...)`: the exact sign of any validated coordinates. */
export function bigBody(ctx: KernelContext): string[] {
  const { spec, root } = ctx;
  const homogeneous = isHomogeneous(root);
  const argList = spec.inputs.join(', ');
  const big: string[] = [];
  big.push(...spec.inputs.map((i) => `let ${up(i)}: bigint;`));
  if (!homogeneous) big.push('let scale_ = 1n;');
  big.push(`if (${spec.inputs.map((i) => `typeof ${i} === 'bigint'`).join(' && ')}) {`);
  big.push(...indent(spec.inputs.map((i) => `${up(i)} = ${i};`)));
  big.push('} else {');
  if (homogeneous) big.push(...indent([`const ints = scaleToIntegers([${argList}]).ints;`]));
  else
    big.push(...indent([`const scaled = scaleToIntegers([${argList}]);`, 'const ints = scaled.ints;', 'scale_ = scaled.scale;']));
  big.push(...indent(spec.inputs.map((i, k) => `${up(i)} = ints[${k}] as bigint;`)));
  big.push('}');
  const { name, operand, line } = bigintNodes([root], ctx.names);
  for (const n of topological(root)) {
    if (n.kind === 'input' || n === root) continue;
    if (n.kind === 'diff') big.push(`const ${name.get(n.id)} = ${up(n.a.name)} - ${up(n.b.name)};`);
    else big.push(line(n));
  }
  if (isLeaf(root)) big.push(`const det = ${name.get(root.id)};`);
  else {
    const l = operand(root, root.l);
    const r = operand(root, root.r);
    if (root.kind === 'sub')
      big.push(`// Compare instead of subtracting: one big operation fewer.`, `return ${l} > ${r} ? 1 : ${l} < ${r} ? -1 : 0;`);
    else big.push(`const det = ${l} ${root.kind === 'add' ? '+' : '*'} ${r};`, 'return det > 0n ? 1 : det < 0n ? -1 : 0;');
  }
  return big;
}

/** The body of `${name}Fraction(...)`: the exact value as a fraction [n, d], d > 0 (for specs with `value`). */
export function valueBody(ctx: KernelContext): string[] {
  const { spec, root, a } = ctx;
  const homogeneous = isHomogeneous(root);
  const { name, line } = bigintNodes([root], ctx.names);
  const value: string[] = [];
  value.push(`const { ints, scale${homogeneous ? '' : ': scale_'} } = scaleToIntegers([${spec.inputs.join(', ')}]);`);
  value.push(...spec.inputs.map((i, k) => `const ${up(i)} = ints[${k}] as bigint;`));
  for (const n of topological(root)) {
    if (n.kind === 'input') continue;
    if (n.kind === 'diff') value.push(`const ${name.get(n.id)} = ${up(n.a.name)} - ${up(n.b.name)};`);
    else value.push(line(n));
  }
  value.push(`return [${name.get(root.id)}, ${homogeneous ? 'scale' : 'scale_'} ** ${a.degree}n];`);
  return value;
}
