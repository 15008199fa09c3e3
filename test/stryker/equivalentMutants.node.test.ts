// The ignorer plugin recognises exactly its patterns: the type probes of a
// fast-path guard (not a lone probe that validates), a finiteness sum (not
// a sum used otherwise), and an array made with a length.
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain-JavaScript Stryker plugin, without type declarations
import { strykerPlugins } from '../../stryker/equivalentMutants.mjs';

const silent = () => undefined;
const logger = new Proxy({}, { get: (_, k) => (String(k).startsWith('is') ? () => false : silent) });

/** The mutants of a snippet, as `mutator@line` → ignored by the plugin? */
async function mutants(code: string): Promise<Map<string, boolean>> {
  const ignorer = new (strykerPlugins[0] as { injectableClass: new () => object }).injectableClass();
  const result = await new Instrumenter(logger as never).instrument([{ name: 'x.ts', content: code, mutate: true }], {
    plugins: null,
    excludedMutations: [],
    ignorers: [ignorer as never],
    noHeader: true,
  });
  const out = new Map<string, boolean>();
  for (const m of result.mutants) {
    const key = `${m.mutatorName}@${m.location.start.line + 1}`;
    out.set(key, (out.get(key) ?? true) && m.status === 'Ignored' && (m.statusReason ?? '').startsWith('Equivalent:'));
  }
  return out;
}

describe('stryker/equivalentMutants.mjs', () => {
  it('ignores the strings of a fast-path guard, and nothing else on it', async () => {
    const m = await mutants(
      [
        'export function f(a: unknown, b: unknown): number {',
        "  if (typeof a === 'number' && typeof b === 'number') {",
        '    return a + b;',
        '  }',
        '  return g(a, b);',
        '}',
        'declare function g(a: unknown, b: unknown): number;',
      ].join('\n'),
    );
    expect(m.get('StringLiteral@2')).toBe(true);
    expect(m.get('ConditionalExpression@2')).toBe(false);
    expect(m.get('ArithmeticOperator@3')).toBe(false);
  });

  it('keeps a lone validating probe and a probe with an else', async () => {
    const m = await mutants(
      [
        'export function f(v: unknown): void {',
        "  if (typeof v === 'number') return;",
        "  if (typeof v === 'bigint' && typeof v === 'bigint') return; else throw new Error('x');",
        '}',
      ].join('\n'),
    );
    expect(m.get('StringLiteral@2')).toBe(false);
    expect(m.get('StringLiteral@3')).toBe(false);
  });

  it('ignores a finiteness sum, not a sum used as a value', async () => {
    const m = await mutants(
      [
        'export function f(a: number, b: number): number {',
        '  const sum = a + b;',
        '  if (sum - sum === 0) return 1;',
        '  const total = a + b;',
        '  return total;',
        '}',
      ].join('\n'),
    );
    expect(m.get('ArithmeticOperator@2')).toBe(true);
    expect(m.get('ArithmeticOperator@3')).toBe(false);
    expect(m.get('ArithmeticOperator@4')).toBe(false);
  });

  it('ignores `new Array(n)`', async () => {
    const m = await mutants(
      ['export function f(n: number): number[] {', '  const a: number[] = new Array(n);', '  return a;', '}'].join('\n'),
    );
    expect(m.get('ArrayDeclaration@2')).toBe(true);
  });
});
