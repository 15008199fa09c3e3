// The read-once cases of test/decimal/readOnceCases.ts, run by test/support/readCounting.ts.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { fromBig, isBig, orient2d, toBig, toCoordinate } from '../../src/decimal/index.js';
import { describeReadOnce } from '../support/readCounting.js';
import { decimalCases } from './readOnceCases.js';

describeReadOnce(decimalCases);

/** A Big whose sign, exponent and digits are getters that count their reads and answer for 1 after the first. */
function countedBig(text: string, count: Record<string, number>): Big {
  const b = new Big(text);
  const one = new Big(1);
  const digits = b.c.slice();
  const counted = Object.create(Object.getPrototypeOf(b)) as Big;
  const part = (name: string, first: () => unknown, later: () => unknown) =>
    Object.defineProperty(counted, name, {
      get: () => {
        count[name] = (count[name] ?? 0) + 1;
        return count[name] === 1 ? first() : later();
      },
    });
  part(
    's',
    () => b.s,
    () => one.s,
  );
  part(
    'e',
    () => b.e,
    () => one.e,
  );
  // A Proxy of the digits, so that its length is counted too (and shrinks after the first read).
  const c = new Proxy(digits.slice(), {
    get: (target, key, receiver) => {
      const name = key === 'length' ? 'c.length' : typeof key === 'string' && /^\d+$/.test(key) ? `c[${key}]` : null;
      if (name === null) return Reflect.get(target, key, receiver);
      count[name] = (count[name] ?? 0) + 1;
      if (key === 'length') return count[name] === 1 ? digits.length : 1;
      return count[name] === 1 ? digits[Number(key)] : 1;
    },
  });
  part(
    'c',
    () => c,
    () => one.c,
  );
  return counted;
}

describe("a Big's sign, exponent and digits are read once", () => {
  const once = (count: Record<string, number>) => expect(Object.values(count).every((n) => n === 1)).toBe(true);
  it.each([
    ['fromBig', (b: Big) => String(fromBig(b)), '-123/1000'],
    ['toCoordinate', (b: Big) => String(toCoordinate(b)), '-123/1000'],
    ['toBig', (b: Big) => toBig(b, 2).toFixed(2), '-0.12'],
    ['isBig', (b: Big) => isBig(b), true],
    ['orient2d', (b: Big) => orient2d([0, 0], [1, 0], [0, b]), -1],
  ])('%s', (_, f, expected) => {
    const count: Record<string, number> = {};
    expect(f(countedBig('-0.123', count))).toBe(expected);
    expect(Object.keys(count).sort()).toEqual(['c', 'c.length', 'c[0]', 'c[1]', 'c[2]', 'e', 's']);
    once(count);
  });
});
