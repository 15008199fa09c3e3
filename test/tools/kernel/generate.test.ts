// The generated kernels are what the generator writes now (no hand edits,
// no stale file), and each bound constant in them is the derived bound
// rounded up by a hair, not more.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse, boundConstant, normalAtLeast } from '../../../tools/kernel/analysis.js';
import { pairFilterEntry } from '../../../tools/kernel/emitEntries.js';
import { Builder } from '../../../tools/kernel/expr.js';
import { filterPass, floatPass, negationPath } from '../../../tools/kernel/floatPass.js';
import { EPS, Frac } from '../../../tools/kernel/frac.js';
import { generatedSources } from '../../../tools/kernel/generate.js';
import { Names } from '../../../tools/kernel/names.js';
import { specs } from '../../../tools/kernel/specs.js';

const source = (name: string) => readFileSync(`src/core/generated/${name}.ts`, 'utf8');

describe('the kernel generator', () => {
  it('src/core/generated and src/predicates/generated hold exactly what `npm run kernel` writes', () => {
    for (const [path, source] of generatedSources()) expect(readFileSync(path, 'utf8'), path).toBe(source);
  }, 60_000);

  it.each(specs.map((s) => [s.name, s] as const))('%s: the filter constant covers the derived bound within 0.1%%', (_, spec) => {
    const a = analyse(spec.build(new Builder(spec.inputs)));
    const c = boundConstant(a.filter);
    const value = Frac.fromDouble(c.value);
    expect(value.cmp(a.filter)).toBeGreaterThanOrEqual(0);
    expect(value.cmp(a.filter.mul(Frac.of(1001n, 1000n)))).toBeLessThan(0);
  });

  it.each(specs.map((s) => [s.name, s] as const))(
    '%s: the filter subtracts a guard that covers the derived one by a hair',
    (_, spec) => {
      const root = spec.build(new Builder(spec.inputs));
      const a = analyse(root);
      const { test, guard } = filterPass(root, a, new Names());
      expect(test).toMatch(/^abs\(det\) - GUARD( \* u)? > FILTER \* \w+$/);
      const value = Frac.fromDouble(normalAtLeast(guard));
      expect(value.cmp(guard)).toBeGreaterThanOrEqual(0);
      expect(value.cmp(guard.mul(Frac.of((1n << 50n) + 1n, 1n << 50n)))).toBeLessThan(0);
      // Per unit of the weight about e·G, as FILTER is about e: within a factor 2 of FILTER·G.
      const filterG = a.filter.mul(Frac.of(1n, 1n << 960n));
      expect(a.guard.cmp(filterG.mul(Frac.of(1n, 2n)))).toBe(1);
      expect(a.guard.cmp(filterG.mul(Frac.of(2n)))).toBe(-1);
      expect(source(spec.name)).toContain(String(normalAtLeast(guard)));
    },
  );

  it('derives the classic orient2d bound: 3ε and a hair, as Shewchuk', () => {
    const spec = specs.find((s) => s.name === 'orient2d');
    if (!spec) throw new Error('no orient2d');
    const a = analyse(spec.build(new Builder(spec.inputs)));
    // 3ε < bound < 3.0001ε
    expect(a.filter.cmp(EPS.mul(Frac.of(3n)))).toBe(1);
    expect(a.filter.cmp(EPS.mul(Frac.of(30001n, 10000n)))).toBe(-1);
    expect(a.degree).toBe(2);
    expect(a.pairRoot).toBe(true);
  });

  it('negates the root along a path of single-use values, each by reordering its operands, and refuses a tree without one', () => {
    const build = (name: string) => {
      const spec = specs.find((s) => s.name === name);
      if (!spec) throw new Error(`no ${name}`);
      const root = spec.build(new Builder(spec.inputs));
      return { root, a: analyse(root) };
    };
    const o2 = build('orient2d');
    const plain = floatPass(o2.root, o2.a, new Names());
    const negated = floatPass(o2.root, o2.a, new Names(), true);
    // Only the root's line differs: the same operands, swapped.
    const changed = plain.map((line, i) => [line, negated[i]]).filter(([x, y]) => x !== y);
    expect(changed).toEqual([['const s3 = p1 - p2;', 'const s3 = p2 - p1;']]);
    // orient3d's root is a sum: −(s9 + p13) = (−s9) − p13, −s9 = (−p4) − p8, −p4 = (a − d)x·s3, the difference reversed.
    const o3 = build('orient3d');
    const plain3 = floatPass(o3.root, o3.a, new Names());
    const negated3 = floatPass(o3.root, o3.a, new Names(), true);
    expect(plain3.map((line, i) => [line, negated3[i]]).filter(([x, y]) => x !== y)).toEqual([
      ['const dx_ax = dx - ax;', 'const dx_ax = ax - dx;'],
      ['const s9 = p4 + p8;', 'const s9 = p4 - p8;'],
      ['const s14 = s9 + p13;', 'const s14 = s9 - p13;'],
    ]);
    // Not through a value read twice (x·x), nor down to an input: x·x + y has no free negation.
    const b = new Builder(['x', 'o', 'y']);
    const x = b.d('x', 'o');
    const root = b.add(b.mul(x, x), b.in('y'));
    expect(negationPath(root, analyse(root))).toBeNull();
    expect(() => floatPass(root, analyse(root), new Names(), true)).toThrow(/no path to negate/);
  });

  it('writes the pair filter from the kernel pass: shared differences once, single uses inlined, no calls', () => {
    const spec = specs.find((s) => s.name === 'orient2d');
    if (!spec) throw new Error('no orient2d');
    const root = spec.build(new Builder(spec.inputs));
    const { lines: pass, test } = filterPass(root, analyse(root), new Names());
    const text = pairFilterEntry(spec, pass, test).join('\n');
    // q − p and v − u, each computed once for its two orientations.
    expect(text.match(/= qx - px;/g)).toHaveLength(1);
    expect(text.match(/= vx - ux;/g)).toHaveLength(1);
    // Four filter tests, one combination, no call but Math.abs.
    expect(text.match(/ - GUARD > FILTER \* abs\(/g)).toHaveLength(4);
    expect(text).toContain('return abs(a * b) > 0 ? +(a < 0) & +(b < 0) : -1;');
    expect(text.replace(/abs\(|Math\.abs|orient2dPairFilter\(/g, '')).not.toMatch(/\w\(/);
    // Only a kernel of three 2D points has one.
    const o3 = specs.find((s) => s.name === 'orient3d');
    if (!o3) throw new Error('no orient3d');
    expect(() => pairFilterEntry({ ...o3, pairFilter: true }, pass, 'x')).toThrow(/three 2D points/);
    expect(pairFilterEntry({ ...spec, pairFilter: false }, pass, 'x')).toEqual([]);
  });
});

describe('the stages read where the caller stored the values', () => {
  it('a kernel with a one-index At entry gets ExactAt, and its stages read from the given index; the others read args', () => {
    const sources = generatedSources();
    for (const spec of specs) {
      const source = sources.get(`src/core/generated/${spec.name}.ts`) as string;
      const indexed = spec.at === true && spec.points === undefined;
      expect(source.includes(`export function ${spec.name}ExactAt(values: Float64Array, i: number)`), spec.name).toBe(indexed);
      expect(source.includes(`function ${spec.name}Staged(v: Float64Array, i: number)`), spec.name).toBe(indexed);
      expect(source.includes(`function ${spec.name}Staged(): Sign | 2`), spec.name).toBe(!indexed);
    }
    expect(specs.some((s) => s.at === true && s.points === undefined)).toBe(true);
  }, 60_000);
});
