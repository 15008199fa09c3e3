// Arguments whose every read is counted, for the tests that every public
// function reads each coordinate once, and each array element, length and
// object field at most once (test/*/readOnceCases.ts, run by the folders'
// readOnce.test.ts; test/readOnceCoverage.test.ts checks that every public
// function has a case).
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { isExactError, Rational } from '../../src/index.js';
import { thrown } from './expectError.js';

/**
 * How a counted array is built (points and the arrays that hold them
 * alike): an array whose indices are getters (its length is the array's
 * own), a Proxy of an array (its `get` trap counts indices and `length`),
 * or a plain object `{ 0, 1, length }` whose indices and length are getters
 * (the general, non-array path). Plain objects (boxes, grids, options) get
 * getters for their fields, or a counting Proxy in the proxy mode.
 */
export type Mode = 'getters' | 'proxy' | 'arrayLike';
const MODES: readonly Mode[] = ['getters', 'proxy', 'arrayLike'];

/**
 * What coordinate i gives on its first read and on every later one, from
 * its plain value v, and what a length gives on every read after the first.
 */
export type Reads = {
  first: (i: number, v: unknown) => unknown;
  later: (i: number, v: unknown) => unknown;
  laterLength: (n: number) => number;
};

const LATER_SAME: Reads = { first: (_, v) => v, later: (_, v) => v, laterLength: (n) => n };

/**
 * Later reads give NaN and a shorter length, or a different valid value and
 * a longer length: a function that reads again answers about a value it
 * never checked.
 */
const LATER: Record<string, Pick<Reads, 'later' | 'laterLength'>> = {
  'NaN, a shorter length': { later: () => Number.NaN, laterLength: (n) => Math.max(0, n - 1) },
  'another value, a longer length': {
    later: (_, v) => (typeof v === 'number' ? v + 7 : typeof v === 'bigint' ? v + 7n : 7),
    laterLength: (n) => n + 1,
  },
};

function isCoordinate(v: unknown): boolean {
  return typeof v === 'number' || typeof v === 'bigint' || v instanceof Rational || v instanceof Big;
}

/** A point: an array of coordinates (not a segment, a polygon or a box). */
function isPoint(v: unknown): v is unknown[] {
  return Array.isArray(v) && v.length > 0 && v.every(isCoordinate);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** One counted read site: `path` (as `args[1][0].length`), read `count` times. */
export type Tally = { path: string; count: number };

/**
 * A call's arguments with every array and plain object made counted:
 * `count[i]` is how often coordinate i (in the order of the arguments,
 * depth first) was read, `others` every other counted site (array
 * elements that are not coordinates, lengths, object fields), `objects`
 * every counted object (none may come back in an answer).
 */
export type Counted = { args: unknown[]; count: number[]; others: Tally[]; objects: Set<object> };

/**
 * A deep copy of `args` (arrays and plain objects rebuilt) with every array
 * and plain object replaced by a counted one of the given mode.
 */
export function countedArgs(args: readonly unknown[], mode: Mode, reads: Reads): Counted {
  const count: number[] = [];
  const others: Tally[] = [];
  const objects = new Set<object>();
  const site = (path: string): Tally => {
    const t = { path, count: 0 };
    others.push(t);
    return t;
  };
  const lengthOf = (path: string, n: number): (() => number) => {
    const t = site(`${path}.length`);
    return () => (++t.count === 1 ? n : reads.laterLength(n));
  };
  const wrap = (v: unknown, path: string): unknown => {
    if (Array.isArray(v)) {
      const n = v.length;
      let at: (k: number) => unknown;
      if (isPoint(v)) {
        const base = count.length;
        for (const _ of v) count.push(0);
        at = (k) => {
          const i = base + k;
          count[i] = (count[i] as number) + 1;
          return count[i] === 1 ? reads.first(i, v[k]) : reads.later(i, v[k]);
        };
      } else {
        const items = v.map((x, k) => wrap(x, `${path}[${k}]`));
        const tallies = v.map((_, k) => site(`${path}[${k}]`));
        at = (k) => {
          (tallies[k] as Tally).count++;
          return items[k];
        };
      }
      const length = lengthOf(path, n);
      const o = arrayOf(n, mode, at, length);
      objects.add(o);
      return o;
    }
    if (isPlainObject(v)) {
      const keys = Object.keys(v);
      const items = Object.fromEntries(keys.map((k) => [k, wrap(v[k], `${path}.${k}`)]));
      const tallies = Object.fromEntries(keys.map((k) => [k, site(`${path}.${k}`)]));
      const field = (k: string): unknown => {
        (tallies[k] as Tally).count++;
        return items[k];
      };
      const o = objectOf(keys, mode, field);
      objects.add(o);
      return o;
    }
    return v;
  };
  return { args: args.map((a, i) => wrap(a, `args[${i}]`)), count, others, objects };
}

/** A counted array of n elements: `at(k)` answers index k, `length()` the length (not counted in the getters mode: an array's own). */
function arrayOf(n: number, mode: Mode, at: (k: number) => unknown, length: () => number): object {
  if (mode === 'proxy') {
    return new Proxy(new Array(n).fill(0), {
      get: (target, key, receiver) => {
        if (key === 'length') return length();
        if (typeof key === 'string' && /^\d+$/.test(key) && Number(key) < n) return at(Number(key));
        return Reflect.get(target, key, receiver);
      },
    });
  }
  const p: Record<number, unknown> = mode === 'getters' ? new Array(n) : {};
  for (let k = 0; k < n; k++) Object.defineProperty(p, k, { get: () => at(k), enumerable: true, configurable: true });
  if (mode === 'arrayLike') Object.defineProperty(p, 'length', { get: length, enumerable: false, configurable: true });
  return p;
}

/** A counted plain object with these keys: `field(k)` answers field k. */
function objectOf(keys: readonly string[], mode: Mode, field: (k: string) => unknown): object {
  if (mode === 'proxy') {
    const target = Object.fromEntries(keys.map((k) => [k, undefined]));
    return new Proxy(target, {
      get: (t, key, receiver) => (typeof key === 'string' && keys.includes(key) ? field(key) : Reflect.get(t, key, receiver)),
    });
  }
  const o: Record<string, unknown> = {};
  for (const k of keys) Object.defineProperty(o, k, { get: () => field(k), enumerable: true, configurable: true });
  return o;
}

/** A deep copy of `args` with coordinate i (in the order countedArgs numbers them) replaced by f(i, v). */
export function mapCoordinates(args: readonly unknown[], f: (i: number, v: unknown) => unknown): unknown[] {
  let i = 0;
  const copy = (v: unknown): unknown => {
    if (isPoint(v)) return v.map((x) => f(i++, x));
    if (Array.isArray(v)) return v.map(copy);
    if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]));
    return v;
  };
  return args.map(copy);
}

/** Every object reachable from v (arrays and plain objects), to check that none of the caller's comes back. */
function reachable(v: unknown, seen = new Set<object>()): Set<object> {
  if (typeof v === 'object' && v !== null && !seen.has(v) && !(v instanceof Rational) && !(v instanceof Big)) {
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
 * coordinates), and `'validates nothing'` for a function that takes NaN
 * without an error (a converter). The name starts with the function's exported name (as
 * `preparePolygon(rings).pointInPolygon(p)` or `gridCells 3D`): that is
 * how test/readOnceCoverage.test.ts finds every public function's cases.
 */
export type Case = [name: string, call: (...args: never[]) => unknown, args: readonly unknown[], checks?: 'validates nothing'];

/** The sites read more than once. */
function reReads(c: Counted): string[] {
  return c.others.filter((t) => t.count > 1).map((t) => `${t.path} read ${t.count} times`);
}

/**
 * Every coordinate is read exactly once, every other element, length and
 * field at most once, and the answer is the one on plain arrays, whether
 * later reads give NaN or another valid value; nothing counted comes back
 * inside the answer (nor any of the plain call's arguments inside its).
 */
function expectReadOnce([, call, args]: Case, mode: Mode, later: Pick<Reads, 'later' | 'laterLength'>): void {
  const f = call as (...a: unknown[]) => unknown;
  const plain = f(...args);
  const counted = countedArgs(args, mode, { first: (_, v) => v, ...later });
  const answer = f(...counted.args);
  expect(counted.count).toEqual(counted.count.map(() => 1));
  expect(reReads(counted)).toEqual([]);
  const inputs = reachable(args);
  for (const p of reachable(plain)) expect(inputs.has(p), "one of the caller's arrays or objects in the answer").toBe(false);
  for (const p of reachable(answer))
    expect(counted.objects.has(p), "one of the caller's arrays or objects in the answer").toBe(false);
  expect(answer).toEqual(plain);
}

/**
 * For each coordinate in turn: a first read that fails validation (NaN), and
 * later reads that would pass, throw the error the plain call with NaN there
 * throws, naming that coordinate from its one read.
 */
function expectBadValueNamedOnce([, call, args, checks]: Case, mode: Mode): void {
  const f = call as (...a: unknown[]) => unknown;
  const n = countedArgs(args, mode, LATER_SAME).count.length;
  for (let j = 0; j < n; j++) {
    const withNaN = mapCoordinates(args, (i, v) => (i === j ? Number.NaN : v));
    const expected = outcome(() => f(...withNaN));
    if (checks !== 'validates nothing') expect(expected, `coordinate ${j}`).toHaveProperty('error');
    const counted = countedArgs(args, mode, { ...LATER_SAME, first: (i, v) => (i === j ? Number.NaN : v) });
    expect(
      outcome(() => f(...counted.args)),
      `coordinate ${j}`,
    ).toEqual(expected);
    expect(counted.count[j], `coordinate ${j}`).toBe(1);
    expect(
      counted.count.every((c) => c <= 1),
      `coordinate ${j}: ${counted.count}`,
    ).toBe(true);
    expect(reReads(counted), `coordinate ${j}`).toEqual([]);
  }
}

/**
 * The tests of a folder's readOnce.test.ts: for each way of making an
 * array (getters, Proxy, array-like object), each case reads every
 * coordinate once and everything else at most once, and answers as on
 * plain arrays, whether later reads would give NaN or another value; and a
 * bad value is named from its one read.
 */
export function describeReadOnce(cases: readonly Case[]): void {
  describe.each(MODES)('read once (%s)', (mode) => {
    describe.each(Object.entries(LATER))('later reads give %s', (_, later) => {
      it.each(cases)('%s', (...c) => expectReadOnce(c, mode, later));
    });
    it.each(cases)('%s: a value that fails validation is named from its one read', (...c) => expectBadValueNamedOnce(c, mode));
  });
}
