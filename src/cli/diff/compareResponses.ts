import { Rational } from '../../index.js';
import { decodeNumericString, isProblem } from '../decodeCoordinate.js';
import { judgeTriangles, TRIANGLE_OPS } from './judgeTriangles.js';

/**
 * How strictly results are compared: `exact` values, only the `verdict`
 * of object results, or numbers within `ulps:N` (see `withinUlps`).
 */
export type CompareMode = 'exact' | 'verdict' | `ulps:${number}`;

/** The N of `ulps:N`, or null for the other modes. */
export function ulpsOf(mode: CompareMode): number | null {
  return mode.startsWith('ulps:') ? Number(mode.slice(5)) : null;
}

/** A double's place in the ordered doubles: consecutive doubles differ by 1, and ±0 is 0. */
function ordinal(x: number): bigint {
  const bits = new BigInt64Array(new Float64Array([Math.abs(x)]).buffer)[0] as bigint;
  return x < 0 ? -bits : bits;
}

/**
 * True when `got` is at most `n` doubles away from the double nearest to
 * `expected` (both rounded to the nearest double first, a numeric string
 * included): `n` = 0 accepts exactly the correctly rounded double. Near 0
 * the doubles are dense, so 1e-17 is many ulps away from an exact 0.
 *
 * ```ts
 * withinUlps(Rational.of(1n, 3n), Rational.fromNumber(1 / 3), 0); // true
 * withinUlps(Rational.ZERO, Rational.fromNumber(1e-17), 4);       // false
 * ```
 */
export function withinUlps(expected: Rational, got: Rational, n: number): boolean {
  const d = ordinal(expected.toNumber()) - ordinal(got.toNumber());
  return (d < 0n ? -d : d) <= BigInt(n);
}

/** Agreement, or what is wrong with the answer in a few words. */
export type Comparison = { agree: true } | { agree: false; why: string };

const AGREE: Comparison = { agree: true };

/** A JSON number or numeric string as an exact Rational, or null when it is neither. */
function asRational(v: unknown): Rational | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Rational.fromNumber(v) : null;
  if (typeof v !== 'string') return null;
  const c = decodeNumericString(v, 100_000);
  return isProblem(c) ? null : Rational.from(c);
}

/**
 * Equality of two result values: numbers and numeric strings by exact
 * value (so `0.5`, `"1/2"` and `"2/4"` are equal, `0.1` and `"1/10"` are
 * not), or within N ulps in `ulps:N` mode; everything else structurally.
 * In `verdict` mode only the verdict of an object result counts: its `hit`
 * or its `kind`.
 */
export function sameValue(expected: unknown, got: unknown, mode: CompareMode): boolean {
  if (mode === 'verdict' && isObject(expected) && isObject(got)) {
    if ('hit' in expected) return expected.hit === got.hit;
    if ('kind' in expected) return expected.kind === got.kind;
  }
  const e = asRational(expected);
  if (e !== null) {
    const g = asRational(got);
    if (g === null) return false;
    const ulps = ulpsOf(mode);
    return ulps === null ? e.equals(g) : withinUlps(e, g, ulps);
  }
  if (Array.isArray(expected)) {
    return Array.isArray(got) && got.length === expected.length && expected.every((x, i) => sameValue(x, got[i], mode));
  }
  if (isObject(expected)) {
    if (!isObject(got)) return false;
    const keys = Object.keys(expected);
    return (
      keys.length === Object.keys(got).length && keys.every((k) => Object.hasOwn(got, k) && sameValue(expected[k], got[k], mode))
    );
  }
  return expected === got;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Compares the user's response line with ours (from the eval layer) for
 * the same request: same id, and the same result (see `sameValue`) or the
 * same error code. A triangle list (given the request) is judged by the
 * rules instead (see `judgeTriangles`): its order and its triangles are
 * free.
 *
 * ```ts
 * compareResponses('{"id":1,"result":0}', '{"id":1,"result":1}', 'exact'); // { agree: false, why: 'result 1, expected 0' }
 * ```
 */
export function compareResponses(
  expectedLine: string,
  gotLine: string | undefined,
  mode: CompareMode,
  requestLine?: string,
): Comparison {
  if (gotLine === undefined) return { agree: false, why: 'no answer' };
  const expected = JSON.parse(expectedLine) as Record<string, unknown>;
  let got: unknown;
  try {
    got = JSON.parse(gotLine);
  } catch {
    return { agree: false, why: 'the answer is not JSON' };
  }
  if (!isObject(got)) return { agree: false, why: 'the answer is not a JSON object' };
  if (!sameValue(expected.id, got.id, 'exact'))
    return { agree: false, why: `id ${JSON.stringify(got.id)}, expected ${JSON.stringify(expected.id)} (answers out of order?)` };
  if ('result' in expected) {
    if (isObject(got.error)) return { agree: false, why: `error ${JSON.stringify(got.error.code)}, expected a result` };
    if (!('result' in got)) return { agree: false, why: 'no "result" member' };
    if (requestLine !== undefined && TRIANGLE_OPS.has(String((JSON.parse(requestLine) as { op?: unknown }).op))) {
      return judgeTriangles(requestLine, expected.result, got.result);
    }
    return sameValue(expected.result, got.result, mode)
      ? AGREE
      : { agree: false, why: `result ${JSON.stringify(got.result)}, expected ${JSON.stringify(expected.result)}` };
  }
  const code = (expected.error as { code: string }).code;
  if (!isObject(got.error)) return { agree: false, why: `no error, expected error ${JSON.stringify(code)}` };
  return got.error.code === code
    ? AGREE
    : { agree: false, why: `error ${JSON.stringify(got.error.code)}, expected ${JSON.stringify(code)}` };
}
