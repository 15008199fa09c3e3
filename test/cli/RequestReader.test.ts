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

describe('RequestReader limits (max_cells, max_pairs)', () => {
  it('reads an optional count: its default when absent, else a JSON integer from 0', () => {
    expect(reader('{}').limit('max_cells', 100_000)).toBe(100_000);
    expect(reader('{"max_cells":7}').limit('max_cells', 100_000)).toBe(7);
    expect(reader('{"max_cells":0}').limit('max_cells', 100_000)).toBe(0);
    expect(reader('{"max_cells":9007199254740991}').limit('max_cells', 1)).toBe(2 ** 53 - 1);
    expect(new RequestReader('x', { max_pairs: 12 } as never, 10, 0).limit('max_pairs', 1)).toBe(12);
  });

  it.each(['-1', '1.5', '1e3', '"7"', 'null', '9007199254740992'])('max_cells %s is bad_input', (v) => {
    const r = reader(`{"max_cells":${v}}`);
    expect(codeOf(() => r.limit('max_cells', 100_000))).toBe('bad_input');
    expect(() => r.limit('max_cells', 100_000)).toThrow(`grid_cells: max_cells is ${v}, expected an integer from 0 to 2^53 - 1`);
  });

  it('says too_large for an answer past the limit, naming the field', () => {
    const e = reader('{}').overLimit('max_cells', 5, 'cells');
    expect(e.code).toBe('too_large');
    expect(e.message).toBe('grid_cells: more than 5 cells, over max_cells 5');
  });
});
