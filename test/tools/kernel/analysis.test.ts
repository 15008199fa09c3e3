// The underflow weight u of analysis.ts, and the lifts rule that trades some
// of its terms for others: the weight as emitted must be at least u at every
// input, or the filter's G·u would not pay for what underflow can lose.
import { describe, expect, it } from 'vitest';
import type { Weight } from '../../../tools/kernel/analysis.js';
import { analyse, boundByLifts, weightLosses } from '../../../tools/kernel/analysis.js';
import type { Node } from '../../../tools/kernel/expr.js';
import { Builder, isLeaf, topological } from '../../../tools/kernel/expr.js';
import { Frac, ONE } from '../../../tools/kernel/frac.js';
import { specs } from '../../../tools/kernel/specs.js';
import { mulberry32 } from '../../support/mulberry32.js';

const build = (name: string) => {
  const spec = specs.find((s) => s.name === name);
  if (!spec) throw new Error(`no kernel ${name}`);
  return spec.build(new Builder(spec.inputs));
};

/** The permanent M of every node, from the magnitudes given to the leaves. */
function magnitudes(root: Node, leaf: (n: Node) => Frac): Map<number, Frac> {
  const m = new Map<number, Frac>();
  for (const n of topological(root)) {
    if (isLeaf(n)) m.set(n.id, leaf(n));
    else {
      const l = m.get(n.l.id) as Frac;
      const r = m.get(n.r.id) as Frac;
      m.set(n.id, n.kind === 'mul' ? l.mul(r) : l.add(r));
    }
  }
  return m;
}

function evaluate(w: Weight, m: Map<number, Frac>): Frac {
  let sum = Frac.of(0n);
  for (const t of w.values()) sum = sum.add(t.factors.reduce((p, f) => p.mul(m.get(f.id) as Frac), t.coef));
  return sum;
}

describe('the underflow weight', () => {
  it('incircle: the cross products go into the lifts, |x·y| ≤ (x² + y²)/2: 4·(three lifts) + 4, from seven terms', () => {
    const root = build('incircle');
    const top = analyse(root).facts.get(root.id)?.weight as Weight;
    const weight = analyse(root).weight;
    expect(top.size).toBe(7);
    expect(weight.size).toBe(4);
    const coefs = [...weight.values()].map((t) => [t.factors.length, Number(t.coef.ceil())]);
    expect(coefs.sort()).toEqual([
      [0, 4],
      [1, 4],
      [1, 4],
      [1, 4],
    ]);
  });

  it('orient3d and compareDistance keep their weight: nothing to trade', () => {
    for (const name of ['orient3d', 'compareDistance2', 'insphere']) {
      const root = build(name);
      expect(analyse(root).weight, name).toEqual(analyse(root).facts.get(root.id)?.weight);
    }
  });

  it.each(specs.map((s) => [s.name] as const))(
    '%s: the weight as emitted is at least u, at random and at tight magnitudes',
    (name) => {
      const root = build(name);
      const a = analyse(root);
      const u = a.facts.get(root.id)?.weight as Weight;
      const rand = mulberry32(4099);
      for (let i = 0; i < 200; i++) {
        // Half the runs give every leaf the same magnitude, where |x·y| = (x² + y²)/2 holds with equality.
        const same = Frac.of(BigInt(1 + Math.floor(rand() * 1000)));
        const m = magnitudes(root, () => (i % 2 ? same : Frac.of(BigInt(Math.floor(rand() * 2 ** 20)), 1n << 10n)));
        expect(evaluate(a.weight, m).cmp(evaluate(u, m)), name).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it('boundByLifts counts a leaf that appears twice among the products twice', () => {
    // S = x·y + x·z, and one lift L = x² + y² + z²; u = M(S) + M(L).
    const b = new Builder(['x', 'y', 'z', 'o']);
    const [x, y, z] = [b.d('x', 'o'), b.d('y', 'o'), b.d('z', 'o')];
    const s = b.add(b.mul(x, y), b.mul(x, z));
    const lift = b.add(b.add(b.sq(x), b.sq(y)), b.sq(z));
    const root = b.mul(s, lift);
    const u: Weight = new Map([
      [String(s.id), { coef: ONE, factors: [s] }],
      [String(lift.id), { coef: ONE, factors: [lift] }],
    ]);
    const bounded = boundByLifts(u, root);
    // (|xy| + |xz|) ≤ (2x² + y² + z²)/2 ≤ M(L): x occurs twice, so the lift gets (1/2)·2.
    expect([...bounded.keys()]).toEqual([String(lift.id)]);
    expect(bounded.get(String(lift.id))?.coef.cmp(Frac.of(2n))).toBe(0);
    const m = magnitudes(root, (n) => (n === x ? Frac.of(3n) : Frac.of(1n)));
    expect(evaluate(bounded, m).cmp(evaluate(u, m))).toBeGreaterThanOrEqual(0);
  });

  it('weightLosses counts, per term, its coefficient times the products below its factors', () => {
    // orient3d's factors are differences (no product below them); incircle's are three lifts of two squares
    // each, with coefficient 4: 4·2·3 = 24.
    expect(weightLosses(analyse(build('orient3d')).weight)).toBe(0);
    expect(weightLosses(analyse(build('incircle')).weight)).toBe(24);
    // Every kernel stays far inside the 2^51 that the slack 1 − (L + 1)·2^-51 allows.
    for (const spec of specs) expect(weightLosses(analyse(build(spec.name)).weight), spec.name).toBeLessThan(1000);
    // A term of three factors is refused: the argument bounds one other factor by 2^1024, not two.
    const b = new Builder(['x', 'y', 'z', 'o']);
    const [x, y, z] = [b.d('x', 'o'), b.d('y', 'o'), b.d('z', 'o')];
    const three: Weight = new Map([['t', { coef: ONE, factors: [x, y, z] }]]);
    expect(() => weightLosses(three)).toThrow(/more than two factors/);
  });
});
