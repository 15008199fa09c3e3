import { describe, expect, it } from 'vitest';
import { decimalSize, parseRationalParts } from '../../src/core/parseRational.js';

describe('parseRationalParts', () => {
  it('gives the value unreduced, a decimal exponent applied', () => {
    expect(parseRationalParts('f', '-1.25e-3', 100)).toEqual([-125n, 100000n]);
    expect(parseRationalParts('f', '6/4', 100)).toEqual([6n, 4n]);
    expect(parseRationalParts('f', '1.5E+2', 100)).toEqual([150n, 1n]);
    expect(parseRationalParts('f', '-00012', 100)).toEqual([-12n, 1n]);
  });
});

describe('decimalSize', () => {
  it('agrees with the expanded n/d', () => {
    expect(decimalSize('1', '5', true, '7')).toEqual({ num: 2, den: 9 });
    expect(decimalSize('1', '5', false, '7')).toEqual({ num: 8, den: 1 });
    expect(decimalSize('000', '000', false, '5')).toEqual({ num: 1, den: 1 });
    expect(decimalSize('0', '0', true, '5')).toEqual({ num: 1, den: 7 });
    expect(decimalSize('1', '', false, '9'.repeat(20))).toEqual({ num: Number.POSITIVE_INFINITY, den: 1 });
  });
});
