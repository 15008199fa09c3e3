import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/cli/parseJson.js';
import {
  DEFAULT_JSON_LIMITS,
  JsonLimitError,
  JsonNumber,
  JsonSyntaxError,
  parseJson,
  parseJsonLine,
} from '../../src/cli/parseJson.js';

/** What JSON.parse would give: numbers as doubles, objects as plain objects. */
function plain(v: JsonValue): unknown {
  if (v instanceof JsonNumber) return Number(v.text);
  if (Array.isArray(v)) return v.map(plain);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

function throws(f: () => unknown): boolean {
  try {
    f();
    return false;
  } catch {
    return true;
  }
}

describe('parseJson', () => {
  it('keeps number literals as written', () => {
    const v = parseJson('[12345678901234567890, -0, 1.50, 1e400, 1E-400, 0]') as JsonNumber[];
    expect(v.map((n) => n.text)).toEqual(['12345678901234567890', '-0', '1.50', '1e400', '1E-400', '0']);
    expect(v.map((n) => n.isIntegerLiteral)).toEqual([true, true, false, false, false, true]);
  });

  it('__proto__ is an ordinary own key, never the prototype', () => {
    const v = parseJson('{"__proto__":{"op":1},"toString":2}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.keys(v)).toEqual(['__proto__', 'toString']);
    expect(Object.getOwnPropertyDescriptor(v, '__proto__')?.value).toEqual({ op: new JsonNumber('1') });
    expect(v.op).toBeUndefined();
    expect(({} as Record<string, unknown>).op).toBeUndefined();
  });

  it('decodes every escape', () => {
    expect(parseJson(String.raw`"\" \\ \/ \b \f \n \r \t \u00e9 \uD83D\uDE00"`)).toBe('" \\ / \b \f \n \r \t é 😀');
  });

  it.each([
    ['NaN', 'unexpected "N" at column 1 where a value was expected'],
    ['[Infinity]', 'unexpected "I" at column 2 where a value was expected'],
    ['[-Infinity]', 'unexpected "I" at column 3 in a number'],
    ['{"a":1,}', 'unexpected "}" at column 8 where a "key" was expected'],
    ['{"a" 1}', 'unexpected "1" at column 6 where \':\' was expected'],
    ['[1 2]', "unexpected \"2\" at column 4 where ',' or ']' was expected"],
    ['"abc', 'unterminated string'],
    ['{"a":', 'unexpected end of line where a value was expected'],
    ['1.', 'unexpected end of line after a decimal point'],
    ['1e+', 'unexpected end of line in an exponent'],
    ['"\u0001"', 'unexpected U+0001 at column 2 inside a string (control characters must be escaped)'],
    ['"\\u12"', 'unexpected "\\\\" at column 2 as a \\u escape without 4 hex digits'],
    ['{} x', 'unexpected "x" at column 4 after the end of the value'],
    ['', 'unexpected end of line where a value was expected'],
  ])('rejects %j: %s', (text, message) => {
    expect(() => parseJson(text)).toThrow(JsonSyntaxError);
    expect(() => parseJson(text)).toThrow(message);
  });

  it('accepts what JSON.parse accepts and gives the same value (property)', () => {
    const mutated = fc
      .tuple(
        fc.json(),
        fc.nat(),
        fc.nat(3),
        fc.constantFrom('', '{', '}', '[', ']', ',', ':', '"', '\\', '-', '.', 'e', '0', ' ', '\u0000', 'N'),
      )
      .map(([s, at, cut, ins]) => {
        const i = at % (s.length + 1);
        return s.slice(0, i) + ins + s.slice(i + cut);
      });
    fc.assert(
      fc.property(fc.oneof(fc.json(), mutated, fc.string()), (text) => {
        const mine = throws(() => parseJson(text));
        const theirs = throws(() => JSON.parse(text));
        expect(mine).toBe(theirs);
        if (!mine) expect(plain(parseJson(text))).toEqual(JSON.parse(text));
      }),
      { numRuns: 3000, seed: 5, verbose: true },
    );
  });

  it('decodes long escaped strings a chunk at a time, to the same text as JSON.parse', () => {
    const text = JSON.stringify(`${'é\n\u0001"'.repeat(5000)}😀x`).replaceAll('é', '\\u00e9');
    expect(parseJson(text)).toBe(JSON.parse(text));
  });

  it('parses nesting of any depth below --max-depth without recursion', () => {
    const depth = 200_000;
    let v = parseJson(`${'['.repeat(depth)}${']'.repeat(depth)}`, { maxDepth: depth, maxValues: depth });
    let n = 0;
    while (Array.isArray(v) && v.length > 0) {
      v = v[0] as JsonValue;
      n++;
    }
    expect(n).toBe(depth - 1);
  });
});

describe('parseJson limits (--max-depth, --max-values)', () => {
  const limits = (maxDepth: number, maxValues: number) => ({ maxDepth, maxValues });
  const limitError = (text: string, maxDepth: number, maxValues: number): JsonLimitError => {
    try {
      parseJsonLine(text, limits(maxDepth, maxValues));
    } catch (e) {
      if (e instanceof JsonLimitError) return e;
      throw e;
    }
    throw new Error(`no limit error for ${text}`);
  };

  it('counts depth from the top-level container and values of every kind', () => {
    // [[1]] is 2 deep and holds 3 values; {"a":[1,"x",null,{}]} is 3 deep (an empty {} counts) and holds 6.
    expect(parseJson('[[1]]', limits(2, 3))).toEqual([[new JsonNumber('1')]]);
    expect(limitError('[[1]]', 1, 3).message).toBe('the line nests arrays and objects more than 1 deep, over --max-depth 1');
    expect(limitError('[[1]]', 2, 2).message).toBe('the line holds more than 2 JSON values, over --max-values 2');
    expect(parseJson('{"a":[1,"x",null,{}]}', limits(3, 6))).toEqual({ a: [new JsonNumber('1'), 'x', null, {}] });
    expect(limitError('{"a":[1,"x",null,{}]}', 3, 5).message).toMatch(/over --max-values 5$/);
    expect(limitError('{"a":[1,"x",null,{}]}', 2, 100).message).toMatch(/over --max-depth 2$/);
  });

  it('reads on past a limit: a syntax error anywhere still wins, and the top-level id is still found', () => {
    expect(() => parseJson('[[[1]]', limits(1, 100))).toThrow(JsonSyntaxError);
    expect(() => parseJson('{"a":[[[]]],"b":[1,}', limits(2, 100))).toThrow(JsonSyntaxError);
    const e = limitError('{"a":[[[{"id":1}]]],"id" : "late" ,"b":[0,0,0]}', 2, 100);
    expect([e.idText, e.isObject]).toEqual(['"late"', true]);
    expect(limitError('[[[[]]]]', 2, 100).isObject).toBe(false);
    // The id is echoed from the text, so it is known even when the limit is passed inside it.
    expect(limitError('{"id":[1,2,3],"x":0}', 10, 3).idText).toBe('[1,2,3]');
  });

  it('a line past the limits is read to its end with one byte per open container', () => {
    const depth = 1_000_000;
    const e = limitError(`{"op":"x","a":${'['.repeat(depth)}${']'.repeat(depth)},"id":9}`, 128, 1000);
    expect(e.idText).toBe('9');
  });

  it('defaults: 128 deep, a million values', () => {
    expect(DEFAULT_JSON_LIMITS).toEqual({ maxDepth: 128, maxValues: 1_000_000 });
    expect(() => parseJson(`${'['.repeat(128)}${']'.repeat(128)}`)).not.toThrow();
    expect(() => parseJson(`${'['.repeat(129)}${']'.repeat(129)}`)).toThrow(JsonLimitError);
    expect(() => parseJson(`[${'0,'.repeat(999_998)}0]`)).not.toThrow();
    expect(() => parseJson(`[${'0,'.repeat(999_999)}0]`)).toThrow(JsonLimitError);
  });
});

describe('parseJsonLine', () => {
  it('returns the source text of the top-level id, as written', () => {
    expect(parseJsonLine('{"id": 1.50 ,"op":"x"}').idText).toBe('1.50');
    expect(parseJsonLine('{"op":"x","id":{"a":[1, 2]}}').idText).toBe('{"a":[1, 2]}');
    expect(parseJsonLine('{"id":"a\\"b"}').idText).toBe('"a\\"b"');
    expect(parseJsonLine('{"id":1,"id":"two"}').idText).toBe('"two"');
    expect(parseJsonLine('{"x":{"id":1}}').idText).toBeUndefined();
    expect(parseJsonLine('[{"id":1}]').idText).toBeUndefined();
    expect(parseJsonLine('{"id":null}').idText).toBe('null');
  });
});
