import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCoordinate, isProblem } from '../../src/cli/decodeCoordinate.js';
import { encodeValue, requestLine } from '../../src/cli/encodeRequest.js';
import { evaluateLine } from '../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../../src/cli/evaluateRequest.js';
import { parseJson } from '../../src/cli/parseJson.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/core/rational.js';

describe('encodeValue / requestLine', () => {
  it('encodes coordinates so that they read back exactly', () => {
    expect(encodeValue([2 ** 60, 0.1, 5n, Rational.of(-7n, 3n), -0, 1e-7, 1.5e300])).toBe(
      '[1.152921504606847e+18,0.1,"5","-7/3",0,1e-7,1.5e+300]',
    );
    expect(encodeValue({ min: [0, 1], max: [new Big('2.50'), null], skipped: undefined })).toBe(
      '{"min":[0,1],"max":["2.5",null]}',
    );
    expect(() => encodeValue(Number.NaN)).toThrow('encodeValue: NaN has no protocol encoding');
    expect(() => encodeValue(() => 1)).toThrow('has no protocol encoding');
  });

  it('requestLine builds a line the evaluator answers', () => {
    const line = requestLine('orient2d', { a: [0, 0], b: [1, 0], c: [0, 1n] }, 7);
    expect(line).toBe('{"id":7,"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,"1"]}');
    expect(evaluateLine(line, 1, DEFAULT_EVAL_OPTIONS)).toBe('{"id":7,"result":1}');
    expect(requestLine('in_range', { x: 1, a: 0, b: 2 })).toBe('{"op":"in_range","x":1,"a":0,"b":2}');
  });

  it('every double, bigint and Rational survives encode → parse → decode (property)', () => {
    const coordinate = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }),
      fc
        .tuple(fc.bigInt({ min: -(1n << 100n), max: 1n << 100n }), fc.bigInt({ min: 1n, max: 1n << 100n }))
        .map(([n, d]) => Rational.of(n, d)),
    );
    fc.assert(
      fc.property(coordinate, (c: Coordinate) => {
        const back = decodeCoordinate(parseJson(encodeValue(c)), 10_000);
        expect(isProblem(back)).toBe(false);
        expect(Rational.from(back as Coordinate).equals(Rational.from(c))).toBe(true);
      }),
      { numRuns: 3000, seed: 5, verbose: true },
    );
  });
});
