import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SplitLine } from '../../src/cli/LineSplitter.js';
import { LineSplitter } from '../../src/cli/LineSplitter.js';

/** Feeds `input` cut at the given positions; returns what came out. */
function split(input: Buffer, cuts: number[], maxLineBytes = 1 << 20): SplitLine[] {
  const out: SplitLine[] = [];
  const splitter = new LineSplitter(maxLineBytes);
  const at = [...new Set(cuts.map((c) => c % (input.length + 1)))].sort((a, b) => a - b);
  let prev = 0;
  for (const c of [...at, input.length]) {
    splitter.push(input.subarray(prev, c), (l) => out.push(l));
    prev = c;
  }
  splitter.end((l) => out.push(l));
  return out;
}

const text = (s: string): SplitLine => ({ kind: 'text', text: s });

describe('LineSplitter', () => {
  it('splits at \\n, keeps \\r, empty lines and a last line without \\n', () => {
    expect(split(Buffer.from('a\r\n\nb\nc'), [])).toEqual([text('a\r'), text(''), text('b'), text('c')]);
    expect(split(Buffer.from('a\n'), [])).toEqual([text('a')]);
    expect(split(Buffer.from(''), [])).toEqual([]);
    expect(split(Buffer.from('\n'), [])).toEqual([text('')]);
  });

  it('skips a byte-order mark at the start only, even when it arrives a byte at a time', () => {
    const input = Buffer.from('\uFEFFa\n\uFEFFb\n');
    expect(split(input, [1, 2, 3, 4])).toEqual([text('a'), text('\uFEFFb')]);
    expect(split(Buffer.from('\uFEFF'), [1])).toEqual([]);
    expect(split(Buffer.from('ab'), [1])).toEqual([text('ab')]);
  });

  it('reports lines that are not UTF-8, and keeps a real U+FFFD', () => {
    const input = Buffer.concat([
      Buffer.from('ok\n'),
      Buffer.from([0x61, 0xff, 0x0a]),
      Buffer.from('\uFFFD\n'),
      Buffer.from([0xe2, 0x82]),
    ]);
    expect(split(input, [])).toEqual([text('ok'), { kind: 'invalid_utf8' }, text('\uFFFD'), { kind: 'invalid_utf8' }]);
  });

  it('drops a line past the limit as it streams by and goes on', () => {
    const long = 'x'.repeat(100);
    const input = Buffer.from(`short\n${long}\n${'y'.repeat(20)}\n${long}`);
    const expected = [text('short'), { kind: 'too_long', bytes: 100 }, text('y'.repeat(20)), { kind: 'too_long', bytes: 100 }];
    expect(split(input, [], 20)).toEqual(expected);
    expect(split(input, [7, 8, 9, 30, 50, 107, 108, 120], 20)).toEqual(expected);
  });

  it('gives the same lines however the input is cut into chunks (property)', () => {
    const line = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom('', '\r', 'é€😀', 'x'.repeat(40)));
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        (lines, finalNewline, cuts) => {
          const clean = lines.map((l) => l.replaceAll('\n', ' '));
          const body = clean.join('\n') + (finalNewline && clean.length > 0 ? '\n' : '');
          const expected =
            body === ''
              ? []
              : clean.map((l) => (Buffer.byteLength(l) > 32 ? { kind: 'too_long', bytes: Buffer.byteLength(l) } : text(l)));
          if (!finalNewline && clean.length > 0 && clean[clean.length - 1] === '') expected.pop();
          expect(split(Buffer.from(body), cuts, 32)).toEqual(expected);
        },
      ),
      { numRuns: 2000, seed: 5, verbose: true },
    );
  });
});
