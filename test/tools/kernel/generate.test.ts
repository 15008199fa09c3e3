// The generated kernels are what the generator writes now (no hand edits,
// no stale file), and each bound constant in them is the derived bound
// rounded up by a hair, not more.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse, boundConstant } from '../../../tools/kernel/analysis.js';
import { Builder } from '../../../tools/kernel/expr.js';
import { EPS, Frac } from '../../../tools/kernel/frac.js';
import { generatedSources } from '../../../tools/kernel/generate.js';
import { specs } from '../../../tools/kernel/specs.js';

describe('the kernel generator', () => {
  it('src/core/generated holds exactly what `npm run kernel` writes', () => {
    for (const [path, source] of generatedSources()) expect(readFileSync(path, 'utf8'), path).toBe(source);
  }, 60_000);

  it.each(specs.map((s) => [s.name, s] as const))('%s: the filter constant covers the derived bound within 0.1%%', (_, spec) => {
    const a = analyse(spec.build(new Builder(spec.inputs)));
    const c = boundConstant(a.filter);
    const value = Frac.fromDouble(c.value);
    expect(value.cmp(a.filter)).toBeGreaterThanOrEqual(0);
    expect(value.cmp(a.filter.mul(Frac.of(1001n, 1000n)))).toBeLessThan(0);
  });

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
});
