// The formula text of the generated comments is written from each kernel's
// tree: parentheses where the tree puts them, squares as ², named
// subexpressions by name and defined after, each after the names it uses.
import { describe, expect, it } from 'vitest';
import { Builder } from '../../../tools/kernel/expr.js';
import { formulaLines } from '../../../tools/kernel/formula.js';
import { generatedSources } from '../../../tools/kernel/generate.js';
import { specs } from '../../../tools/kernel/specs.js';

describe('the formula text', () => {
  it('follows the tree: a difference is a leaf, a sum on the right of a sum or inside a product is parenthesised', () => {
    const b = new Builder(['a', 'b', 'c', 'd', 'x']);
    const ab = b.d('a', 'b');
    const cd = b.d('c', 'd');
    expect(formulaLines('f', b.sub(b.mul(ab, cd), b.mul(cd, ab)), b.labels)).toEqual(['f = (a − b)·(c − d) − (c − d)·(a − b)']);
    const sum = b.add(ab, b.in('x'));
    expect(formulaLines('g', b.sub(b.in('x'), b.add(b.sq(ab), b.sq(cd))), b.labels)).toEqual(['g = x − ((a − b)² + (c − d)²)']);
    expect(formulaLines('h', b.mul(sum, b.sq(sum)), b.labels)).toEqual(['h = ((a − b) + x)·((a − b) + x)²']);
  });

  it('writes a named subexpression by its name and defines it after the names it uses', () => {
    const b = new Builder(['a', 'b', 'c', 'd']);
    const D = b.named('D', b.mul(b.d('a', 'b'), b.d('c', 'd')));
    const E = b.named('E', b.add(D, b.in('a')));
    expect(formulaLines('k', b.sub(b.mul(E, E), D), b.labels)).toEqual([
      'k = E² − D, where',
      '  D = (a − b)·(c − d)',
      '  E = D + a',
    ]);
    expect(() => b.named('F', D)).toThrow(/named twice/);
  });

  it("is what every generated file's comment says", () => {
    const sources = generatedSources();
    for (const spec of specs) {
      const b = new Builder(spec.inputs);
      const lines = formulaLines(spec.name, spec.build(b), b.labels);
      const source = sources.get(`src/core/generated/${spec.name}.ts`) as string;
      expect(source, spec.name).toContain(lines.map((l) => ` * ${l}`).join('\n'));
    }
    const det2 = specs.find((s) => s.name === 'det2');
    if (!det2) throw new Error('no det2');
    const b = new Builder(det2.inputs);
    expect(formulaLines('det2', det2.build(b), b.labels)).toEqual(['det2 = (a − b)·(c − d) − (e − f)·(g − h)']);
  }, 60_000);
});
