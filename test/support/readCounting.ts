// Points whose coordinate reads are counted, for the tests that every public
// function reads each coordinate once (test/*/readOnce.test.ts).
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { isExactError, Rational } from '../../src/index.js';
import { thrown } from './expectError.js';

/**
 * How a counted point is built: an array whose indices are getters, a Proxy
 * of an array (its `get` trap counts), or a plain object `{ 0, 1, length }`
 * whose indices are getters (the general, non-array path).
 */
export type Mode = 'getters' | 'proxy' | 'arrayLike';
const MODES: readonly Mode[] = ['getters', 'proxy', 'arrayLike'];

/** What coordinate i gives on its first read and on every later one, from its plain value v. */
export type Reads = { first: (i: number, v: unknown) => unknown; later: (i: number, v: unknown) => unknown };

const LATER_SAME: Reads = { first: (_, v) => v, later: (_, v) => v };

/** Later reads give NaN, or a different valid value: a function that reads again answers about a value it never checked. */
const LATER: Record<string, (i: number, v: unknown) => unknown> = {
  NaN: () => Number.NaN,
  'another value': (_, v) => (typeof v === 'number' ? v + 7 : typeof v === 'bigint' ? v + 7n : 7),
};

function isCoordinate(v: unknown): boolean {
  return typeof v === 'number' || typeof v === 'bigint' || v instanceof Rational || v instanceof Big;
}

/** A point: an array of coordinates (not a segment, a polygon or a box). */
function isPoint(v: unknown): v is unknown[] {
  return Array.isArray(v) && v.length > 0 && v.every(isCoordinate);
}

function makePoint(values: readonly unknown[], base: number, mode: Mode, reads: Reads, count: number[]): object {
  const at = (k: number): unknown => {
    const i = base + k;
    count[i] = (count[i] as number) + 1;
    return count[i] === 1 ? reads.first(i, values[k]) : reads.later(i, values[k]);
  };
  const n = values.length;
  if (mode === 'proxy') {
    return new Proxy(values.slice(), {
      get: (target, key, receiver) =>
        typeof key === 'string' && /^\d+$/.test(key) && Number(key) < n ? at(Number(key)) : Reflect.get(target, key, receiver),
    });
  }
  const p: Record<number, unknown> & { length: number } = mode === 'getters' ? new Array(n) : { length: n };
  for (let k = 0; k < n; k++) Object.defineProperty(p, k, { get: () => at(k), enumerable: true, configurable: true });
  return p;
}

/** A call's arguments with every point made counted; `count[i]` is how often coordinate i (in reading order of the arguments) was read. */
export type Counted = { args: unknown[]; count: number[]; points: Set<object> };

/**
 * A deep copy of `args` (arrays and plain objects rebuilt) with every point
 * replaced by a counted one of the given mode.
 */
export function countedArgs(args: readonly unknown[], mode: Mode, reads: Reads): Counted {
  const count: number[] = [];
  const points = new Set<object>();
  const copy = (v: unknown): unknown => {
    if (isPoint(v)) {
      const base = count.length;
      for (const _ of v) count.push(0);
      const p = makePoint(v, base, mode, reads, count);
      points.add(p);
      return p;
    }
    if (Array.isArray(v)) return v.map(copy);
    if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]));
    }
    return v;
  };
  return { args: args.map(copy), count, points };
}

/** A deep copy of `args` with coordinate i (in the order countedArgs numbers them) replaced by f(i, v). */
function mapCoordinates(args: readonly unknown[], f: (i: number, v: unknown) => unknown): unknown[] {
  let i = 0;
  const copy = (v: unknown): unknown => {
    if (isPoint(v)) return v.map((x) => f(i++, x));
    if (Array.isArray(v)) return v.map(copy);
    if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]));
    }
    return v;
  };
  return args.map(copy);
}

/** Every object reachable from v (arrays and plain objects), to check that none of the caller's points comes back. */
function reachable(v: unknown, seen = new Set<object>()): Set<object> {
  if (typeof v === 'object' && v !== null && !seen.has(v) && !(v instanceof Rational)) {
    seen.add(v);
    for (const x of Object.values(v)) reachable(x, seen);
  }
  return seen;
}

/** The plain answer of a call, or what it throws (as class, message and code). */
function outcome(f: () => unknown): unknown {
  let value: unknown;
  const e = thrown(() => {
    value = f();
  });
  if (e === undefined) return { value };
  return { error: isExactError(e) ? [e.name, e.message, e.code] : String(e) };
}

/**
 * A function of the package and arguments it answers on (plain arrays of
 * coordinates); `'input points'` for a function whose answer is a list of
 * the caller's own points (convexHull): those come back, by identity, and
 * are compared by their position among the inputs.
 */
export type Case = [name: string, call: (...args: never[]) => unknown, args: readonly unknown[], answer?: 'input points'];

/** The points of `args` in the order countedArgs numbers them. */
function pointsOf(args: readonly unknown[]): object[] {
  const out: object[] = [];
  const walk = (v: unknown): void => {
    if (isPoint(v)) out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype) Object.values(v).forEach(walk);
  };
  args.forEach(walk);
  return out;
}

/**
 * Every coordinate is read exactly once, and the answer is the one on plain
 * arrays, whether later reads give NaN or another valid value; no counted
 * point comes back inside the answer.
 */
function expectReadOnce([, call, args, kind]: Case, mode: Mode, later: Reads['later']): void {
  const f = call as (...a: unknown[]) => unknown;
  const plain = f(...args);
  const counted = countedArgs(args, mode, { first: (_, v) => v, later });
  const answer = f(...counted.args);
  expect(counted.count).toEqual(counted.count.map(() => 1));
  if (kind === 'input points') {
    const positions = (list: unknown, among: object[]) => (list as object[]).map((p) => among.indexOf(p));
    const where = positions(plain, pointsOf(args));
    expect(where.every((i) => i >= 0)).toBe(true);
    expect(positions(answer, [...counted.points])).toEqual(where);
    return;
  }
  const inputs = reachable(args);
  for (const p of reachable(plain)) expect(inputs.has(p)).toBe(false);
  for (const p of reachable(answer)) expect(counted.points.has(p)).toBe(false);
  expect(answer).toEqual(plain);
}

/**
 * For each coordinate in turn: a first read that fails validation (NaN), and
 * later reads that would pass, throw the error the plain call with NaN there
 * throws, naming that coordinate from its one read.
 */
function expectBadValueNamedOnce([, call, args]: Case, mode: Mode): void {
  const f = call as (...a: unknown[]) => unknown;
  const n = countedArgs(args, mode, LATER_SAME).count.length;
  for (let j = 0; j < n; j++) {
    const withNaN = mapCoordinates(args, (i, v) => (i === j ? Number.NaN : v));
    const expected = outcome(() => f(...withNaN));
    expect(expected, `coordinate ${j}`).toHaveProperty('error');
    const counted = countedArgs(args, mode, { first: (i, v) => (i === j ? Number.NaN : v), later: (_, v) => v });
    expect(
      outcome(() => f(...counted.args)),
      `coordinate ${j}`,
    ).toEqual(expected);
    expect(counted.count[j], `coordinate ${j}`).toBe(1);
    expect(
      counted.count.every((c) => c <= 1),
      `coordinate ${j}: ${counted.count}`,
    ).toBe(true);
  }
}

/**
 * The tests of a folder's readOnce.test.ts: for each way of making a point
 * (getters, Proxy, array-like object), each case reads every coordinate
 * once and answers as on plain arrays, whether later reads would give NaN
 * or another value; and a bad value is named from its one read.
 */
export function describeReadOnce(cases: readonly Case[]): void {
  describe.each(MODES)('coordinates are read once (%s)', (mode) => {
    describe.each(Object.entries(LATER))('later reads give %s', (_, later) => {
      it.each(cases)('%s', (...c) => expectReadOnce(c, mode, later));
    });
    it.each(cases)('%s: a value that fails validation is named from its one read', (...c) => expectBadValueNamedOnce(c, mode));
  });
}
