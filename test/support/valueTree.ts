import type { Node } from '../../tools/kernel/expr.js';
import { topological } from '../../tools/kernel/expr.js';
import type { Frac } from './frac.js';
import { abs, add, fracOfNumber, mul, sub } from './frac.js';

/*
 * A value kernel's tree evaluated exactly, for the tests of its bounds:
 * the exact value of every node and its permanent W (the same tree with
 * every leaf's magnitude and every sum a sum of magnitudes), in fractions.
 */

/** The exact value and permanent of the tree's root on the given doubles or fractions (inputs by index). */
export function evaluateExactly(root: Node, inputs: readonly (number | Frac)[]): { value: Frac; permanent: Frac } {
  const at = (i: number): Frac => {
    const x = inputs[i] as number | Frac;
    return typeof x === 'number' ? fracOfNumber(x) : x;
  };
  const value = new Map<number, Frac>();
  const perm = new Map<number, Frac>();
  for (const n of topological(root)) {
    if (n.kind === 'input') {
      const x = at(n.index);
      value.set(n.id, x);
      perm.set(n.id, abs(x));
    } else if (n.kind === 'diff') {
      const x = sub(at(n.a.index), at(n.b.index));
      value.set(n.id, x);
      perm.set(n.id, abs(x));
    } else {
      const [l, r] = [value.get(n.l.id) as Frac, value.get(n.r.id) as Frac];
      const [pl, pr] = [perm.get(n.l.id) as Frac, perm.get(n.r.id) as Frac];
      value.set(n.id, n.kind === 'mul' ? mul(l, r) : n.kind === 'add' ? add(l, r) : sub(l, r));
      perm.set(n.id, n.kind === 'mul' ? mul(pl, pr) : add(pl, pr));
    }
  }
  return { value: value.get(root.id) as Frac, permanent: perm.get(root.id) as Frac };
}
