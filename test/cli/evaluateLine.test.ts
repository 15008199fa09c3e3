import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { answerLine, evaluateLine, formatError, isBlank } from '../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS, errorFromException, evaluateRequest } from '../../src/cli/evaluateRequest.js';
import { OP_NAMES } from '../../src/cli/operations.js';
import { parseJson } from '../../src/cli/parseJson.js';
import { ExactRangeError } from '../../src/core/errors.js';
import { Rational } from '../../src/core/rational.js';

const CODES = ['bad_json', 'unknown_op', 'bad_input', 'not_convex', 'degenerate', 'too_large'];
const options = DEFAULT_EVAL_OPTIONS;

describe('evaluateLine (in process)', () => {
  it('answers, echoes ids, skips blank lines', () => {
    expect(evaluateLine('{"op":"in_range","x":2,"a":3,"b":1}', 7, options)).toBe('{"id":7,"result":true}');
    expect(evaluateLine(' \t\r', 3, options)).toBeNull();
    expect(evaluateLine('', 3, options)).toBeNull();
    expect(evaluateLine('{"id":"q","op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}', 8, options)).toBe('{"id":"q","result":1}');
    expect(answerLine('{"op":"nope"}', 1, options)?.isError).toBe(true);
    expect(answerLine('{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}', 1, options)?.isError).toBe(false);
  });

  it('isBlank: only spaces, tabs and carriage returns', () => {
    expect(isBlank(' \t\r ')).toBe(true);
    expect(isBlank('\u00a0')).toBe(false);
    expect(isBlank('\f')).toBe(false);
  });

  it('formatError escapes messages', () => {
    expect(formatError('1', 'bad_input', 'a "quoted"\nline')).toBe(
      '{"id":1,"error":{"code":"bad_input","message":"a \\"quoted\\"\\nline"}}',
    );
  });

  it('extra fields are ignored', () => {
    expect(evaluateLine('{"op":"in_range","x":2,"a":3,"b":1,"c":"junk","comment":{"any":[null]}}', 1, options)).toBe(
      '{"id":1,"result":true}',
    );
  });
});

describe('evaluateRequest', () => {
  it('takes requests built in code with plain numbers', () => {
    expect(evaluateRequest({ op: 'orient2d', a: [0, 0], b: [1, 0], c: [0.5, '1e-300'] })).toEqual({ result: 1 });
    expect(
      evaluateRequest({
        op: 'segment_intersection',
        s: [
          [0, 0],
          [3, 1],
        ],
        t: [
          [0, 1],
          [1, 0],
        ],
      }),
    ).toEqual({
      result: { kind: 'point', point: ['3/4', '1/4'] },
    });
    expect(evaluateRequest(parseJson('{"op":"in_range","x":"1/3","a":0,"b":1}'))).toEqual({ result: true });
    expect(evaluateRequest({ op: 'bounding_box', points: [[Rational.of(1n, 3n), 2n ** 70n]] })).toEqual({
      result: { min: ['1/3', '1180591620717411303424'], max: ['1/3', '1180591620717411303424'] },
    });
  });

  it('a bug becomes an error answer (bad_input, "internal error"), reported to onInternalError', () => {
    const onInternalError = vi.fn();
    const request = {
      get op(): string {
        throw new TypeError('boom');
      },
    };
    expect(evaluateRequest(request, { maxDigits: 10, onInternalError })).toEqual({
      error: { code: 'bad_input', message: 'internal error, please report it: TypeError: boom' },
    });
    expect(onInternalError).toHaveBeenCalledOnce();
  });

  it('maps library errors by code, engine size limits to too_large', () => {
    expect(errorFromException(new ExactRangeError('f: x', 'degenerate'))).toEqual({ code: 'degenerate', message: 'f: x' });
    expect(errorFromException(new RangeError('Maximum BigInt size exceeded')).code).toBe('too_large');
    expect(errorFromException('a string').code).toBe('bad_input');
  });

  it('bad_input before too_large before value checks (in process)', () => {
    const code = (line: string) =>
      (JSON.parse(evaluateLine(line, 1, options) as string) as { error?: { code: string } }).error?.code;
    expect(code('{"op":"segment_box","s":[[0,0],["1e10001",0]],"box":{"min":[1,0],"max":[0,1]}}')).toBe('too_large');
    expect(code('{"op":"segment_box","s":[[0,0],["1e10001",0]],"box":{"min":[1,0]}}')).toBe('bad_input');
    expect(code('{"op":"ray_box","origin":["1e10001",0],"dir":[0,0],"box":{"min":[0,0],"max":[1,1]}}')).toBe('too_large');
  });
});

// Values that exercise every branch of the field readers.
const junk = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '-7/3',
    '1.5e-7',
    '1e999999999',
    'x',
    '',
    '1/0',
    '12345678901234567890',
    'NaN',
    '[]',
    '{}',
    'null',
    'true',
    '1e400',
    '9007199254740992',
    '0.1',
    '"3"',
  ),
  fc.integer({ min: -5, max: 5 }).map(String),
);
const jsonish: fc.Arbitrary<string> = fc.letrec<{ v: string }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junk,
    fc.array(tie('v'), { maxLength: 4 }).map((a) => `[${a.join(',')}]`),
    fc.record({ min: tie('v'), max: tie('v') }).map(({ min, max }) => `{"min":${min},"max":${max}}`),
  ),
})).v;
const request = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...OP_NAMES).map((o) => `"${o}"`),
      junk,
    ),
    fc.dictionary(
      fc.constantFrom('a', 'b', 'c', 'd', 'p', 's', 't', 'x', 'box', 'polygon', 'points', 'origin', 'dir', 'edges', 'id'),
      jsonish,
      { maxKeys: 6 },
    ),
  )
  .map(
    ([op, fields]) =>
      `{"op":${op}${Object.entries(fields)
        .map(([k, v]) => `,"${k}":${v}`)
        .join('')}}`,
  );

describe('nothing a line contains can make evaluateLine throw (property)', () => {
  it('random requests and random text always get one well-formed answer', () => {
    fc.assert(
      fc.property(fc.oneof(request, fc.string(), fc.json()), fc.integer({ min: 1, max: 1e9 }), (line, lineNo) => {
        const answer = evaluateLine(line, lineNo, { maxDigits: 50 });
        if (answer === null) {
          expect(isBlank(line)).toBe(true);
          return;
        }
        expect(answer).not.toContain('\n');
        const response = JSON.parse(answer) as { id: unknown; result?: unknown; error?: { code: string; message: string } };
        expect('id' in response).toBe(true);
        expect('result' in response !== 'error' in response).toBe(true);
        if (response.error) {
          expect(CODES).toContain(response.error.code);
          expect(response.error.message).not.toMatch(/internal error/);
        }
      }),
      { numRuns: 5000, seed: 5, verbose: true },
    );
  });
});
