/*
 * Exact non-negative fractions for the generator's error-bound derivations
 * (the constants are proven with exact arithmetic, then rounded up to a
 * double and checked again exactly).
 */

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

export class Frac {
  private constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {}

  static of(n: bigint, d = 1n): Frac {
    if (d < 0n) [n, d] = [-n, -d];
    const g = gcd(n, d) || 1n;
    return new Frac(n / g, d / g);
  }

  /** The exact value of a finite double. */
  static fromDouble(x: number): Frac {
    if (!Number.isFinite(x)) throw new Error(`not finite: ${x}`);
    let e = 0;
    let m = x;
    while (!Number.isInteger(m)) {
      m *= 2;
      e++;
    }
    return Frac.of(BigInt(m), 1n << BigInt(e));
  }

  add(o: Frac): Frac {
    return Frac.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }

  sub(o: Frac): Frac {
    return Frac.of(this.n * o.d - o.n * this.d, this.d * o.d);
  }

  mul(o: Frac): Frac {
    return Frac.of(this.n * o.n, this.d * o.d);
  }

  div(o: Frac): Frac {
    return Frac.of(this.n * o.d, this.d * o.n);
  }

  pow(k: number): Frac {
    let r = ONE;
    for (let i = 0; i < k; i++) r = r.mul(this);
    return r;
  }

  cmp(o: Frac): number {
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  /** The least integer at least this fraction (which is non-negative). */
  ceil(): bigint {
    return (this.n + this.d - 1n) / this.d;
  }

  max(o: Frac): Frac {
    return this.cmp(o) >= 0 ? this : o;
  }

  min(o: Frac): Frac {
    return this.cmp(o) <= 0 ? this : o;
  }

  /** A double approximation (for comments and rough checks only). */
  approx(): number {
    // Scale to keep the division in range.
    const shift = BigInt(Math.max(0, this.d.toString(2).length - 900));
    return Number(this.n >> shift) / Number(this.d >> shift);
  }
}

export const ONE = Frac.of(1n);
export const ZERO = Frac.of(0n);
/** The unit roundoff of binary64, 2^-53. */
export const EPS = Frac.of(1n, 1n << 53n);
/** 1 + ε and 1 − ε. */
export const UP = ONE.add(EPS);
export const DOWN = ONE.sub(EPS);

/** (1 + ε)^k − 1: the relative error of k roundings in a row. */
export function gamma(k: number): Frac {
  return UP.pow(k).sub(ONE);
}
