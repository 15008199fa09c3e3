import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/core/rational.js';

/*
 * A tiny exact rational kernel for tests, independent of the library's
 * Rational and det2 code: fractions n/d of bigints with d > 0, never
 * reduced (so no gcd to get wrong), and doubles decomposed here from their
 * IEEE-754 bits. Slow and obviously correct is the point.
 */

/** n/d with d > 0 (not necessarily in lowest terms). */
export type Frac = { readonly n: bigint; readonly d: bigint };

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** Number of trailing zero bits of a non-zero bigint. */
function trailingZeros(x: bigint): number {
  // The lowest set bit alone is 2^k; in hex it is one of 1, 2, 4, 8 and
  // then k >> 2 zeros (a quarter of the digits base 2 would print).
  const hex = (x & -x).toString(16);
  return 4 * (hex.length - 1) + (LOG2_OF_HEX_DIGIT[hex.charCodeAt(0) - 48] as number);
}
const LOG2_OF_HEX_DIGIT = [0, 0, 1, 0, 2, 0, 0, 0, 3] as const;

/**
 * The exact value of a finite double as a fraction m/2^k in lowest terms
 * (m odd unless k = 0), so that products of many such values stay small.
 */
export function fracOfNumber(x: number): Frac {
  if (!Number.isFinite(x)) throw new Error(`fracOfNumber: ${x} is not finite`);
  f64[0] = x;
  const bits = u64[0] as bigint;
  const negative = bits >> 63n === 1n;
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  // Normal: (2^52 + f)·2^(biased − 1075); subnormal: f·2^-1074.
  let m = biased === 0 ? fraction : fraction | (1n << 52n);
  let e = biased === 0 ? -1074 : biased - 1075;
  if (m === 0n) return ZERO;
  if (e < 0) {
    const shift = Math.min(trailingZeros(m), -e);
    m >>= BigInt(shift);
    e += shift;
  }
  const n = negative ? -m : m;
  return e >= 0 ? { n: n << BigInt(e), d: 1n } : { n, d: 1n << BigInt(-e) };
}

/** The exact value of any coordinate. */
export function frac(c: Coordinate): Frac {
  if (typeof c === 'number') return fracOfNumber(c);
  if (typeof c === 'bigint') return { n: c, d: 1n };
  if (c instanceof Rational) return { n: c.num, d: c.den };
  throw new Error(`frac: not a coordinate: ${String(c)}`);
}

export const ZERO: Frac = { n: 0n, d: 1n };
export const ONE: Frac = { n: 1n, d: 1n };

export const add = (a: Frac, b: Frac): Frac => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const sub = (a: Frac, b: Frac): Frac => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
export const mul = (a: Frac, b: Frac): Frac => ({ n: a.n * b.n, d: a.d * b.d });
export const neg = (a: Frac): Frac => ({ n: -a.n, d: a.d });
export const abs = (a: Frac): Frac => (a.n < 0n ? neg(a) : a);
export function div(a: Frac, b: Frac): Frac {
  if (b.n === 0n) throw new Error('div: division by zero');
  return b.n < 0n ? { n: -a.n * b.d, d: a.d * -b.n } : { n: a.n * b.d, d: a.d * b.n };
}
export const sign = (a: Frac): -1 | 0 | 1 => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);
export const cmp = (a: Frac, b: Frac): -1 | 0 | 1 => sign(sub(a, b));
export const eq = (a: Frac, b: Frac): boolean => a.n * b.d === b.n * a.d;

/** Removes common factors (for printing and to keep sizes down in long chains). */
export function reduce(a: Frac): Frac {
  let x = a.n < 0n ? -a.n : a.n;
  let y = a.d;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? ZERO : { n: a.n / x, d: a.d / x };
}

/** "n/d" in lowest terms. */
export function show(a: Frac): string {
  const r = reduce(a);
  return r.d === 1n ? `${r.n}` : `${r.n}/${r.d}`;
}

/** Fractions (and null ends) as strings, the way `String` shows a Rational: for comparing exact intervals. */
export const showAll = (v: readonly (Frac | null)[] | null): (string | null)[] | null =>
  v?.map((x) => (x === null ? null : show(x))) ?? null;

/** Equality of a library Rational with a fraction. */
export function equalsRational(r: Rational, a: Frac): boolean {
  return r.num * a.d === a.n * r.den;
}

/** Sign of (b − a) × (c − a) for 2D points of any coordinates, exactly. */
export function orient2dExact(a: readonly Coordinate[], b: readonly Coordinate[], c: readonly Coordinate[]): -1 | 0 | 1 {
  const [ax, ay] = [frac(a[0] as Coordinate), frac(a[1] as Coordinate)];
  const bx = sub(frac(b[0] as Coordinate), ax);
  const by = sub(frac(b[1] as Coordinate), ay);
  const cx = sub(frac(c[0] as Coordinate), ax);
  const cy = sub(frac(c[1] as Coordinate), ay);
  return sign(sub(mul(bx, cy), mul(by, cx)));
}

/** Sign of ((b − a) × (c − a)) · (d − a) for 3D points of any coordinates, exactly. */
export function orient3dExact(
  a: readonly Coordinate[],
  b: readonly Coordinate[],
  c: readonly Coordinate[],
  d: readonly Coordinate[],
): -1 | 0 | 1 {
  const rel = (p: readonly Coordinate[]) => p.map((v, i) => sub(frac(v), frac(a[i] as Coordinate))) as [Frac, Frac, Frac];
  const [bx, by, bz] = rel(b);
  const [cx, cy, cz] = rel(c);
  const [dx, dy, dz] = rel(d);
  const x = sub(mul(by, cz), mul(bz, cy));
  const y = sub(mul(bz, cx), mul(bx, cz));
  const z = sub(mul(bx, cy), mul(by, cx));
  return sign(add(add(mul(x, dx), mul(y, dy)), mul(z, dz)));
}

/** Sign of the same cross product for points given as fractions. */
export function orient2dFrac(a: readonly Frac[], b: readonly Frac[], c: readonly Frac[]): -1 | 0 | 1 {
  const [ax, ay] = a as [Frac, Frac];
  const bx = sub(b[0] as Frac, ax);
  const by = sub(b[1] as Frac, ay);
  const cx = sub(c[0] as Frac, ax);
  const cy = sub(c[1] as Frac, ay);
  return sign(sub(mul(bx, cy), mul(by, cx)));
}

/** A point of coordinates as fractions. */
export const fracPoint = (p: readonly Coordinate[]): Frac[] => p.map((x) => frac(x));

/** a ≤ x ≤ b or b ≤ x ≤ a. */
export function between(x: Frac, a: Frac, b: Frac): boolean {
  const lo = cmp(x, a);
  const hi = cmp(x, b);
  return lo === 0 || hi === 0 || lo !== hi;
}

/** Bits of a positive bigint below 2^53. */
function bitLength53(m: bigint): number {
  const x = Number(m); // exact: m < 2^53
  const high = Math.floor(x / 2 ** 32);
  return high > 0 ? 64 - Math.clz32(high) : 32 - Math.clz32(x);
}

/** True iff the fraction is exactly a finite double. */
export function isDouble(a: Frac): boolean {
  if (a.n === 0n) return true;
  // n/d is dyadic iff the odd part of d divides n; then it is m·2^e with m odd.
  const tz = trailingZeros(a.d);
  const odd = a.d >> BigInt(tz);
  if (a.n % odd !== 0n) return false;
  let m = a.n / odd;
  if (m < 0n) m = -m;
  const mz = trailingZeros(m);
  m >>= BigInt(mz);
  const e = mz - tz; // value = m·2^e
  if (m >= 1n << 53n) return false;
  const top = e + bitLength53(m); // value < 2^top
  return top <= 1024 && e >= -1074;
}

/** The determinant of a square matrix of fractions, by exact Gaussian elimination (no tree shared with the kernels). */
export function determinant(rows: readonly (readonly Frac[])[]): Frac {
  const m = rows.map((r) => [...r]);
  const n = m.length;
  let det: Frac = ONE;
  for (let col = 0; col < n; col++) {
    const pivot = m.findIndex((r, i) => i >= col && (r[col] as Frac).n !== 0n);
    if (pivot < 0) return ZERO;
    if (pivot !== col) {
      [m[col], m[pivot]] = [m[pivot] as Frac[], m[col] as Frac[]];
      det = neg(det);
    }
    const p = (m[col] as Frac[])[col] as Frac;
    det = reduce(mul(det, p));
    for (let i = col + 1; i < n; i++) {
      const row = m[i] as Frac[];
      const f = div(row[col] as Frac, p);
      for (let j = col; j < n; j++) row[j] = reduce(sub(row[j] as Frac, mul(f, (m[col] as Frac[])[j] as Frac)));
    }
  }
  return det;
}

/** The incircle sign (PROTOCOL.md): rows (p − d, |p − d|²) for p = a, b, c. */
export function incircleExact(
  a: readonly Coordinate[],
  b: readonly Coordinate[],
  c: readonly Coordinate[],
  d: readonly Coordinate[],
): -1 | 0 | 1 {
  const D = fracPoint(d);
  const row = (p: readonly Coordinate[]): Frac[] => {
    const [x, y] = fracPoint(p).map((v, i) => sub(v, D[i] as Frac)) as [Frac, Frac];
    return [x, y, add(mul(x, x), mul(y, y))];
  };
  return sign(determinant([row(a), row(b), row(c)]));
}

/** The insphere sign (PROTOCOL.md): minus the determinant with rows (p − e, |p − e|²) for p = a, b, c, d. */
export function insphereExact(
  a: readonly Coordinate[],
  b: readonly Coordinate[],
  c: readonly Coordinate[],
  d: readonly Coordinate[],
  e: readonly Coordinate[],
): -1 | 0 | 1 {
  const E = fracPoint(e);
  const row = (p: readonly Coordinate[]): Frac[] => {
    const v = fracPoint(p).map((x, i) => sub(x, E[i] as Frac));
    return [...v, v.reduce((s, x) => add(s, mul(x, x)), ZERO)];
  };
  return sign(neg(determinant([row(a), row(b), row(c), row(d)])));
}

/** sign(|p − a|² − |p − b|²) in any dimension. */
export function compareDistanceExact(p: readonly Coordinate[], a: readonly Coordinate[], b: readonly Coordinate[]): -1 | 0 | 1 {
  const P = fracPoint(p);
  const dist = (q: readonly Coordinate[]): Frac =>
    fracPoint(q).reduce((s, x, i) => {
      const t = sub(P[i] as Frac, x);
      return add(s, mul(t, t));
    }, ZERO);
  return sign(sub(dist(a), dist(b)));
}

/** Sign of ((b − a) × (c − a)) · v for 3D points a, b, c and a vector v of any coordinates: the determinant of the rows b − a, c − a, v. */
export function orient3dDirExact(
  a: readonly Coordinate[],
  b: readonly Coordinate[],
  c: readonly Coordinate[],
  v: readonly Coordinate[],
): -1 | 0 | 1 {
  const A = fracPoint(a);
  const rel = (p: readonly Coordinate[]): Frac[] => fracPoint(p).map((x, i) => sub(x, A[i] as Frac));
  return sign(determinant([rel(b), rel(c), fracPoint(v)]));
}

/** sign(x − (o + n·w)): which side of the grid plane o + n·w the coordinate x lies on, exactly. */
export function gridSideExact(x: Coordinate, o: Coordinate, n: Coordinate, w: Coordinate): -1 | 0 | 1 {
  return cmp(frac(x), add(frac(o), mul(frac(n), frac(w))));
}

/**
 * The sign of N₁·D₂ − N₂·D₁ (Nᵢ = aᵢ − bᵢ + nᵢ·wᵢ, Dᵢ = cᵢ − dᵢ), found as the
 * order of the two quotients Nᵢ/Dᵢ times the signs of the denominators when
 * both are non-zero (the products themselves only when one is zero).
 */
export function gridCrossingExact(v: readonly Coordinate[]): -1 | 0 | 1 {
  const f = v.map((x) => frac(x));
  const at = (i: number): Frac => f[i] as Frac;
  const num = (i: number): Frac => add(sub(at(i), at(i + 1)), mul(at(i + 2), at(i + 3)));
  const den = (i: number): Frac => sub(at(i + 4), at(i + 5));
  const [n1, d1, n2, d2] = [num(0), den(0), num(6), den(6)];
  if (sign(d1) === 0 || sign(d2) === 0) return sign(sub(mul(n1, d2), mul(n2, d1)));
  return (cmp(div(n1, d1), div(n2, d2)) * sign(d1) * sign(d2)) as -1 | 0 | 1;
}

/**
 * The lines through p→q and u→v as fractions, by Gaussian elimination on the
 * system p + τ·(q − p) = u + σ·(v − u): D = (q − p) × (v − u), N = τ·D, and
 * the crossing X (null when D = 0, parallel lines).
 */
export function crossingFrac(v: readonly Coordinate[]): { D: Frac; N: Frac; r: Frac[]; X: Frac[] | null } {
  const [px, py, qx, qy, ux, uy, vx, vy] = v.map((x) => frac(x)) as [Frac, Frac, Frac, Frac, Frac, Frac, Frac, Frac];
  const r = [sub(qx, px), sub(qy, py)] as [Frac, Frac];
  const w = [sub(vx, ux), sub(vy, uy)] as [Frac, Frac];
  const D = determinant([
    [r[0], w[0]],
    [r[1], w[1]],
  ]);
  const N = determinant([
    [sub(ux, px), w[0]],
    [sub(uy, py), w[1]],
  ]);
  if (D.n === 0n) return { D, N, r, X: null };
  const tau = div(N, D);
  return { D, N, r, X: [add(px, mul(tau, r[0])), add(py, mul(tau, r[1]))] };
}

/** A product of signs as a sign (no −0). */
const signOf = (x: number): -1 | 0 | 1 => (x > 0 ? 1 : x < 0 ? -1 : 0);

/** The sign of crossingOffset(p, q, u, v, a): D·(X_x − a) for the crossing X of the lines p→q, u→v (N·(q − p)_x when D = 0). */
export function crossingOffsetExact(v: readonly Coordinate[]): -1 | 0 | 1 {
  const { D, N, r, X } = crossingFrac(v.slice(0, 8));
  if (X === null) return sign(mul(N, r[0] as Frac));
  return signOf(sign(D) * cmp(X[0] as Frac, frac(v[8] as Coordinate)));
}

/** The sign of crossingCompare: D₁·D₂·(X₁x − X₂x), with the polynomial's value where a D is 0. */
export function crossingCompareExact(v: readonly Coordinate[]): -1 | 0 | 1 {
  const one = crossingFrac(v.slice(0, 8));
  const two = crossingFrac(v.slice(8, 16));
  if (one.X !== null && two.X !== null) return signOf(sign(one.D) * sign(two.D) * cmp(one.X[0] as Frac, two.X[0] as Frac));
  // D₁ = 0 leaves D₂·N₁·r₁x; D₂ = 0 leaves −D₁·N₂·r₂x.
  if (one.X === null) return sign(mul(two.D, mul(one.N, one.r[0] as Frac)));
  return sign(neg(mul(one.D, mul(two.N, two.r[0] as Frac))));
}

/** The sign of crossingOrient(a, b, p, q, u, v): D·orient2d(a, b, X) (N·((b − a) × (q − p)) when D = 0). */
export function crossingOrientExact(v: readonly Coordinate[]): -1 | 0 | 1 {
  const a = fracPoint(v.slice(0, 2));
  const b = fracPoint(v.slice(2, 4));
  const { D, N, r, X } = crossingFrac(v.slice(4, 12));
  if (X !== null) return signOf(sign(D) * orient2dFrac(a, b, X));
  const ba = [sub(b[0] as Frac, a[0] as Frac), sub(b[1] as Frac, a[1] as Frac)] as [Frac, Frac];
  return sign(mul(N, sub(mul(ba[0], r[1] as Frac), mul(ba[1], r[0] as Frac))));
}
