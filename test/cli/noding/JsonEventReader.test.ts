import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonEvents } from '../../../src/cli/noding/JsonEventReader.js';
import { JsonEventReader, JsonStreamLimitError, JsonStreamSyntaxError } from '../../../src/cli/noding/JsonEventReader.js';
import { JsonNumber } from '../../../src/cli/parseJson.js';

/** Builds the value the events describe (numbers as doubles, as JSON.parse), leaving out members named `skip`. */
function builder(skipKey: string | null): { events: JsonEvents; value: () => unknown; reader?: JsonEventReader } {
  const stack: { container: unknown[] | Record<string, unknown>; key: string }[] = [];
  let result: unknown;
  let done = false;
  const put = (v: unknown): void => {
    const top = stack.at(-1);
    if (top === undefined) {
      result = v;
      done = true;
    } else if (Array.isArray(top.container)) top.container.push(v);
    else Object.defineProperty(top.container, top.key, { value: v, enumerable: true, writable: true, configurable: true });
  };
  const out: { events: JsonEvents; value: () => unknown; reader?: JsonEventReader } = {
    value: () => (done ? result : undefined),
    events: {
      startObject: () => stack.push({ container: {}, key: '' }),
      startArray: () => stack.push({ container: [], key: '' }),
      endObject: () => put((stack.pop() as { container: unknown }).container),
      endArray: () => put((stack.pop() as { container: unknown }).container),
      key: (k) => {
        (stack.at(-1) as { key: string }).key = k;
        if (k === skipKey) out.reader?.skipValue();
      },
      scalar: (v) => put(v instanceof JsonNumber ? Number(v.text) : v),
    },
  };
  return out;
}

/** Reads `text` cut at the given places; the value, or 'error'. */
function read(text: string, cuts: number[], skipKey: string | null = null): unknown {
  const b = builder(skipKey);
  const reader = new JsonEventReader(b.events, { maxDepth: 100_000, maxToken: 1 << 20 });
  b.reader = reader;
  try {
    let from = 0;
    for (const c of [...cuts.map((k) => k % (text.length + 1))].sort((x, y) => x - y)) {
      reader.push(text.slice(from, c));
      from = Math.max(from, c);
    }
    reader.push(text.slice(from));
    reader.end();
  } catch (e) {
    if (e instanceof JsonStreamSyntaxError) return 'error';
    throw e;
  }
  return b.value();
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return 'error';
  }
};

describe('JsonEventReader', () => {
  it('reads what JSON.parse reads, to the same value, however the text is cut (property)', () => {
    const mutated = fc
      .tuple(
        fc.json(),
        fc.nat(),
        fc.nat(3),
        fc.constantFrom('', '{', '}', '[', ']', ',', ':', '"', '\\', '-', '.', 'e', '0', ' ', '\u0000', 'N', 't', '\uFEFF'),
      )
      .map(([s, at, cut, ins]) => {
        const i = at % (s.length + 1);
        return s.slice(0, i) + ins + s.slice(i + cut);
      });
    fc.assert(
      fc.property(fc.oneof(fc.json(), mutated, fc.string()), fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const theirs = parsed(text);
        // A JSON.parse 'error' string is a value too; compare the outcome only where it is not ambiguous.
        if (text.trim() === '"error"') return;
        expect(read(text, cuts)).toEqual(theirs);
      }),
      { numRuns: 3000, seed: 36 },
    );
  });

  it('passes over skipped values, keeping nothing of them', () => {
    const text = '{"a":1,"skip":{"x":[1,2,{"skip":3}],"y":"\\u0041"},"b":[{"skip":[[]]},"c"],"skip":7}';
    for (const cuts of [[], [3], [10, 11, 12], [20, 40, 60]]) expect(read(text, cuts, 'skip')).toEqual({ a: 1, b: [{}, 'c'] });
    // A skipped value is still checked.
    expect(read('{"skip":[1,,2]}', [], 'skip')).toBe('error');
  });

  it('says where the text is wrong, on which line', () => {
    const error = (text: string): string => {
      const reader = new JsonEventReader(builder(null).events, { maxDepth: 100, maxToken: 100 });
      try {
        for (const c of text) reader.push(c);
        reader.end();
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(error('{\n  "a": 1,\n  }')).toBe('unexpected "}" at line 3 column 3 where a "key" was expected');
    expect(error('[1, 2\n')).toBe('unexpected end of text (line 2)');
    expect(error('\uFEFF[]')).toBe('unexpected U+FEFF at line 1 column 1 where a value was expected');
    expect(error('[01]')).toBe('"01" is not a JSON number (line 1)');
  });

  it('reads nesting of any depth within its limit, without recursion; past it, a limit error', () => {
    const depth = 300_000;
    const b = builder(null);
    new JsonEventReader(b.events, { maxDepth: depth, maxToken: 10 }).push(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(Array.isArray(b.value())).toBe(true);
    const tooDeep = new JsonEventReader(builder(null).events, { maxDepth: 1000, maxToken: 10 });
    expect(() => tooDeep.push('['.repeat(1001))).toThrow(JsonStreamLimitError);
    expect(() => tooDeep.push('')).not.toThrow();
  });

  it('refuses a string or number past maxToken; a skipped string is not kept, so it may be of any length', () => {
    const long = `{"skip":"${'x'.repeat(200)}"}`;
    const skipping = builder('skip');
    const reader = new JsonEventReader(skipping.events, { maxDepth: 10, maxToken: 100 });
    skipping.reader = reader;
    expect(() => reader.push(long)).not.toThrow();
    const kept = new JsonEventReader(builder(null).events, { maxDepth: 10, maxToken: 100 });
    expect(() => kept.push(long)).toThrow('it holds a string longer than 100 characters');
    const number = new JsonEventReader(builder(null).events, { maxDepth: 10, maxToken: 100 });
    expect(() => number.push(`[${'9'.repeat(200)}]`)).toThrow('it holds a number longer than 100 characters');
  });
});
