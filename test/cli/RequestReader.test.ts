import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/cli/parseJson.js';
import { parseJson } from '../../src/cli/parseJson.js';
import { RequestReader } from '../../src/cli/RequestReader.js';

const reader = (json: string) => new RequestReader('grid_cells', parseJson(json) as JsonObject, 10_000, 0);

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
}

describe('RequestReader limits (max_cells, max_pairs): any coordinate with an integer value from 0 to 2^53 - 1', () => {
  const limitOf = (json: string, name = 'max_cells'): number => {
    const r = reader(json);
    const limit = r.limit(name, 100_000);
    r.finish();
    return limit();
  };

  it('reads an optional count: its default when absent', () => {
    expect(limitOf('{}')).toBe(100_000);
  });

  it.each([
    ['7', 7],
    ['0', 0],
    ['-0', 0],
    ['9007199254740991', 2 ** 53 - 1],
    ['10.0', 10],
    ['1e3', 1000],
    ['"10"', 10],
    ['"20/2"', 10],
    ['"1.5e1"', 15],
    ['"9007199254740991"', 2 ** 53 - 1],
  ])('max_cells %s is %d', (v, n) => {
    expect(limitOf(`{"max_cells":${v}}`)).toBe(n);
  });

  it('reads max_pairs by the same rule (regression: max_pairs rejected "10" and 10.0 that max_cells took)', () => {
    expect(limitOf('{"max_pairs":"10"}', 'max_pairs')).toBe(10);
    expect(limitOf('{"max_pairs":10.0}', 'max_pairs')).toBe(10);
  });

  it.each(['-1', '1.5', '"1/3"', '"-2"', '"9007199254740992"', '"1e20"', '9007199254740992.0'])(
    'max_cells %s is bad_input, checked with the values',
    (v) => {
      const r = reader(`{"max_cells":${v}}`);
      const limit = r.limit('max_cells', 100_000);
      r.finish();
      expect(codeOf(limit)).toBe('bad_input');
      expect(limit).toThrow(`grid_cells: max_cells is ${v}, expected an integer from 0 to 2^53 - 1`);
    },
  );

  it.each(['null', '"x"', '[7]', 'true', '9007199254740992'])('max_cells %s is bad_input as it is read (no coordinate)', (v) => {
    const r = reader(`{"max_cells":${v}}`);
    expect(codeOf(() => r.limit('max_cells', 100_000))).toBe('bad_input');
  });

  it('a limit past --max-digits is too_large at finish(); a bad limit value comes after a too_large number', () => {
    const small = (json: string) => new RequestReader('grid_cells', parseJson(json) as JsonObject, 3, 0);
    const long = small('{"max_cells":"12345"}');
    long.limit('max_cells', 1);
    expect(codeOf(() => long.finish())).toBe('too_large');
    const both = small('{"a":["12345",0],"max_cells":1.5}');
    both.point('a');
    const limit = both.limit('max_cells', 1);
    expect(codeOf(() => both.finish())).toBe('too_large');
    expect(codeOf(limit)).toBe('bad_input');
  });

  it('says too_large for an answer past the limit, naming the field', () => {
    const e = reader('{}').overLimit('max_cells', 5, 'cells');
    expect(e.code).toBe('too_large');
    expect(e.message).toBe('grid_cells: more than 5 cells, over max_cells 5');
  });
});
