import type { Segment2 } from '../../../src/index.js';
import { clipSegment, Rational } from '../../../src/index.js';

/** A 2D point with exact coordinates: what the picture draws. */
export type RPt = readonly [Rational, Rational];

/**
 * A square panel of `size` pixels at (left, top) showing the world window
 * [x0, x0 + size/k] × [y0, y0 + size/k], y up. The mapping is exact
 * (Rational) and rounded once to pixels, so a window a few ulps wide around
 * 1e15 draws as sharply as the unit square: this is what lets the inset
 * show a segment missing a corner by one ulp.
 */
export class View {
  constructor(
    readonly x0: Rational,
    readonly y0: Rational,
    /** Pixels per world unit. */
    readonly k: Rational,
    readonly left: number,
    readonly top: number,
    readonly size: number,
  ) {}

  /** The pixel position of a world point. */
  toPx(p: RPt): [number, number] {
    const x = p[0].sub(this.x0).mul(this.k).toNumber();
    const y = p[1].sub(this.y0).mul(this.k).toNumber();
    return [this.left + x, this.top + this.size - y];
  }

  /** The world width of the panel. */
  width(): Rational {
    return Rational.of(BigInt(this.size)).div(this.k);
  }

  /** The world window grown by `grow` panel widths on every side, as a box. */
  window(grow = 0): { min: RPt; max: RPt } {
    const w = this.width();
    const g = w.mul(Rational.fromNumber(grow));
    return { min: [this.x0.sub(g), this.y0.sub(g)], max: [this.x0.add(w).add(g), this.y0.add(w).add(g)] };
  }

  /**
   * The part of segment p–q near the panel (the window grown by `grow`
   * widths on each side, a quarter by default), or null: what to draw, with
   * no pixel coordinate so large that the renderer's single-precision
   * arithmetic would bend it. Keeps the direction from p to q.
   */
  clip(p: RPt, q: RPt, grow = 0.25): [RPt, RPt] | null {
    const c = clipSegment([p, q] as unknown as Segment2, this.window(grow) as never);
    if (c === null) return null;
    return [c[0] as unknown as RPt, c[1] as unknown as RPt];
  }

  /** True when the point is inside the window grown by `grow` widths. */
  contains(p: RPt, grow = 0): boolean {
    const w = this.window(grow);
    return w.min[0].le(p[0]) && p[0].le(w.max[0]) && w.min[1].le(p[1]) && p[1].le(w.max[1]);
  }
}

/** The square panel centred at `center` showing `half` world units each way. */
export function viewAround(center: RPt, half: Rational, left: number, top: number, size: number): View {
  const k = Rational.of(BigInt(size)).div(half.add(half));
  return new View(center[0].sub(half), center[1].sub(half), k, left, top, size);
}

/**
 * The square panel showing every point of `pts` with a margin of
 * `margin` × the larger span on each side; a single point (zero span) gets
 * a window of ±1 around it, or ±|x|/4 when its coordinates are large.
 */
export function viewFitting(pts: readonly RPt[], margin: number, left: number, top: number, size: number): View {
  let lo = pts[0] as RPt;
  let hi = pts[0] as RPt;
  for (const p of pts) {
    lo = [Rational.min(lo[0], p[0]), Rational.min(lo[1], p[1])];
    hi = [Rational.max(hi[0], p[0]), Rational.max(hi[1], p[1])];
  }
  let span = Rational.max(hi[0].sub(lo[0]), hi[1].sub(lo[1]));
  if (span.sign() === 0) {
    const mag = Rational.max(Rational.max(lo[0].abs(), lo[1].abs()), Rational.ONE);
    span = mag.div(Rational.of(2n));
  }
  const half = span.mul(Rational.fromNumber(0.5 + margin));
  const two = Rational.of(2n);
  const center: RPt = [lo[0].add(hi[0]).div(two), lo[1].add(hi[1]).div(two)];
  return viewAround(center, half, left, top, size);
}
