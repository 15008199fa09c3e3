// BigValue, the package's own description of a big.js Big, must describe the
// real thing: every member it declares exists on a Big, and (checked by tsc,
// which `npm test` runs over test/) a Big from @types/big.js and a BigValue
// can be used for each other both ways.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { BigValue } from '../../src/decimal/index.js';
import { fromBig, toBig } from '../../src/decimal/index.js';
import { Rational } from '../../src/index.js';

// A key per member of BigValue: the type fails to check if one is missing or extra.
const members: Record<keyof BigValue, 'method' | 'field'> = {
  s: 'field',
  e: 'field',
  c: 'field',
  abs: 'method',
  add: 'method',
  cmp: 'method',
  div: 'method',
  eq: 'method',
  gt: 'method',
  gte: 'method',
  lt: 'method',
  lte: 'method',
  minus: 'method',
  mod: 'method',
  mul: 'method',
  neg: 'method',
  plus: 'method',
  pow: 'method',
  prec: 'method',
  round: 'method',
  sqrt: 'method',
  sub: 'method',
  times: 'method',
  toExponential: 'method',
  toFixed: 'method',
  toPrecision: 'method',
  toString: 'method',
  toNumber: 'method',
  valueOf: 'method',
  toJSON: 'method',
};

describe('BigValue', () => {
  it('declares only what a big.js Big has', () => {
    const b = new Big('-12.5') as unknown as Record<string, unknown>;
    for (const [name, kind] of Object.entries(members)) {
      expect(typeof b[name], name).toBe(kind === 'method' ? 'function' : name === 'c' ? 'object' : 'number');
    }
  });

  it('a Big and a BigValue stand for each other', () => {
    const fromTypes: BigValue = new Big('0.1');
    const toTypes: Big = toBig(Rational.of(1n, 3n), 4);
    expect(fromBig(fromTypes).toString()).toBe('1/10');
    expect(toTypes.plus('0.0001').toFixed(4)).toBe('0.3334');
  });

  it("toBig's result is a real Big with big.js's methods", () => {
    const r = toBig(Rational.of(2n, 3n), 3);
    expect(r).toBeInstanceOf(Big);
    expect(r.times(3).toFixed(3)).toBe('2.001');
    expect(r.cmp('0.667')).toBe(0);
  });
});
