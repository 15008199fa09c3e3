/*
 * The formula text of a kernel, for the comment at the top of its generated
 * file: written from the tree itself, so that it shows what is evaluated,
 * in the order it is evaluated (parentheses follow the tree). Subexpressions
 * the spec names (`Builder.named`) are written by name, and defined on the
 * lines after the formula.
 */
import type { Node } from './expr.js';
import { topological } from './expr.js';

const isSum = (n: Node): boolean => n.kind === 'add' || n.kind === 'sub';

/**
 * `name = …` for the tree, then one line `label = …` per named
 * subexpression it uses, each after the names it uses in turn.
 *
 * ```ts
 * const b = new Builder(['a', 'b', 'c', 'd']);
 * formulaLines('f', b.mul(b.d('a', 'b'), b.d('c', 'd')), b.labels); // ['f = (a − b)·(c − d)']
 * ```
 */
export function formulaLines(name: string, root: Node, labels: ReadonlyMap<number, string>): string[] {
  const text = (n: Node, top: boolean): string => {
    const label = labels.get(n.id);
    if (label !== undefined && !top) return label;
    if (n.kind === 'input') return n.name;
    if (n.kind === 'diff') return `(${n.a.name} − ${n.b.name})`;
    const l = text(n.l, false);
    const r = text(n.r, false);
    if (n.kind === 'mul') {
      // A factor that is a sum needs parentheses; a square's base, anything but an atom.
      if (n.l === n.r) return `${atom(n.l) ? l : `(${l})`}²`;
      return `${isSum(n.l) && !labels.has(n.l.id) ? `(${l})` : l}·${isSum(n.r) && !labels.has(n.r.id) ? `(${r})` : r}`;
    }
    // The right operand of a sum in parentheses when it is a sum itself: the tree's order of evaluation.
    const right = isSum(n.r) && !labels.has(n.r.id) ? `(${r})` : r;
    return `${l} ${n.kind === 'add' ? '+' : '−'} ${right}`;
  };
  const atom = (n: Node): boolean => labels.has(n.id) || n.kind === 'input' || n.kind === 'diff';
  // Every named subexpression is written by its name: define each, after the ones it uses.
  const named = topological(root).filter((n) => n !== root && labels.has(n.id));
  const first = `${name} = ${text(root, true)}${named.length ? ', where' : ''}`;
  return [first, ...named.map((n) => `  ${labels.get(n.id)} = ${text(n, true)}`)];
}
