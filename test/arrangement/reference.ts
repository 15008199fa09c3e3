import type { IntersectionPair } from '../../src/arrangement/segmentIntersections.js';
import type { Coordinate, PointLike, SegmentLike } from '../../src/index.js';
import { Rational, segmentIntersection } from '../../src/index.js';
import type { Frac } from '../support/frac.js';
import { add, cmp, div, eq, frac, mul, ONE, show, sign, sub, ZERO } from '../support/frac.js';
import { slabFrac } from '../support/slabFrac.js';

/**
 * The reference for every arrangement test: segmentIntersection on every
 * pair i < j, in (i, j) order. Quadratic, and obviously what the sweep must
 * find.
 */
export function allPairs(segments: readonly SegmentLike[]): IntersectionPair[] {
  const out: IntersectionPair[] = [];
  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) {
      const x = segmentIntersection(segments[i] as SegmentLike, segments[j] as SegmentLike);
      if (x.kind === 'point') out.push({ i, j, kind: 'point', point: x.point });
      else if (x.kind === 'segment') out.push({ i, j, kind: 'segment', segment: x.segment });
    }
  }
  return out;
}

/** Pairs as strings, for readable comparisons: `0 1 point 1,1`. */
export function showPairs(pairs: readonly IntersectionPair[]): string[] {
  return pairs.map((p) =>
    p.kind === 'point'
      ? `${p.i} ${p.j} point ${p.point.join(',')}`
      : `${p.i} ${p.j} segment ${p.segment.map((q) => q.join(',')).join(' ')}`,
  );
}

/** True iff p is (exactly) one of the segment's endpoints. */
function isEndpoint(p: readonly Rational[], s: SegmentLike): boolean {
  return [s[0], s[1]].some(
    (q) =>
      eq(frac(p[0] as Rational), frac((q as PointLike)[0] as Coordinate)) &&
      eq(frac(p[1] as Rational), frac((q as PointLike)[1] as Coordinate)),
  );
}

/** The reference for nodingCheck: the first pair, in (i, j) order, that overlaps or meets away from an endpoint of both. */
export function firstNonNodedPair(segments: readonly SegmentLike[]): [number, number] | null {
  for (const p of allPairs(segments)) {
    if (p.kind === 'segment') return [p.i, p.j];
    if (!isEndpoint(p.point, segments[p.i] as SegmentLike) || !isEndpoint(p.point, segments[p.j] as SegmentLike))
      return [p.i, p.j];
  }
  return null;
}

/** A snap grid as fractions. */
export type FracGrid = { x0: Frac; y0: Frac; w: Frac; h: Frac };

/** ⌊v⌋ of a fraction. */
function floorFrac(v: Frac): bigint {
  const q = v.n / v.d;
  return v.n < 0n && q * v.d !== v.n ? q - 1n : q;
}

/** The pixel [i, j] of a point: ⌊(x − x0)/w + ½⌋, ⌊(y − y0)/h + ½⌋. */
export function pixelOfFrac(x: Frac, y: Frac, g: FracGrid): [bigint, bigint] {
  const half = { n: 1n, d: 2n };
  return [floorFrac(add(div(sub(x, g.x0), g.w), half)), floorFrac(add(div(sub(y, g.y0), g.h), half))];
}

/**
 * Where segment s first meets the half-open pixel [i, j], by a route of its
 * own: the closed box's parameter interval (slab method on fractions), then
 * the strict inequalities x(t) < x_hi and y(t) < y_hi, each an open
 * half-line in t. Null when they do not meet; else the infimum T and
 * whether s(T) is in the pixel.
 */
export function pixelEntry(s: SegmentLike, i: bigint, j: bigint, g: FracGrid): { t: Frac; closed: boolean } | null {
  const half = { n: 1n, d: 2n };
  const lo = [add(g.x0, mul(g.w, sub({ n: i, d: 1n }, half))), add(g.y0, mul(g.h, sub({ n: j, d: 1n }, half)))] as [Frac, Frac];
  const hi = [add(lo[0], g.w), add(lo[1], g.h)] as [Frac, Frac];
  const p = [0, 1].map((k) => frac((s[0] as PointLike)[k] as Coordinate));
  const d = [0, 1].map((k) => sub(frac((s[1] as PointLike)[k] as Coordinate), p[k] as Frac));
  const box = { min: lo.map(toRational), max: hi.map(toRational) };
  const closed = slabFrac(p, d, box, ZERO, ONE);
  if (closed === null) return null;
  let [t0, t1] = closed as [Frac, Frac];
  let open0 = false;
  let open1 = false;
  for (let k = 0; k < 2; k++) {
    const dk = d[k] as Frac;
    if (sign(dk) === 0) {
      if (cmp(p[k] as Frac, hi[k] as Frac) >= 0) return null;
      continue;
    }
    const u = div(sub(hi[k] as Frac, p[k] as Frac), dk);
    if (sign(dk) > 0 && cmp(u, t1) <= 0) [t1, open1] = [u, true];
    if (sign(dk) < 0 && cmp(u, t0) >= 0) [t0, open0] = [u, true];
  }
  const order = cmp(t0, t1);
  if (order > 0 || (order === 0 && (open0 || open1))) return null;
  return { t: t0, closed: !open0 };
}

const toRational = (f: Frac): Rational => Rational.of(f.n, f.d);

/**
 * The reference for snapRound: hot pixels from every endpoint and every
 * shared point of the all-pairs reference; each segment tested against
 * every hot pixel by pixelEntry; centres in order of (T, closed first, i, j).
 */
export function snapReference(segments: readonly SegmentLike[], g: FracGrid): string[] {
  const hot = new Map<string, [bigint, bigint]>();
  const heat = (x: Frac, y: Frac) => {
    const [i, j] = pixelOfFrac(x, y, g);
    hot.set(`${i},${j}`, [i, j]);
  };
  for (const s of segments) for (const q of [s[0], s[1]] as PointLike[]) heat(frac(q[0] as Coordinate), frac(q[1] as Coordinate));
  for (const p of allPairs(segments)) {
    for (const q of p.kind === 'point' ? [p.point] : p.segment) heat(frac(q[0]), frac(q[1]));
  }
  return segments.map((s) => {
    const hits: { t: Frac; closed: boolean; i: bigint; j: bigint }[] = [];
    for (const [i, j] of hot.values()) {
      const e = pixelEntry(s, i, j, g);
      if (e !== null) hits.push({ ...e, i, j });
    }
    hits.sort(
      (a, b) => cmp(a.t, b.t) || +b.closed - +a.closed || (a.i < b.i ? -1 : a.i > b.i ? 1 : a.j < b.j ? -1 : a.j > b.j ? 1 : 0),
    );
    return hits
      .map((h) => `${show(add(g.x0, mul(g.w, { n: h.i, d: 1n })))},${show(add(g.y0, mul(g.h, { n: h.j, d: 1n })))}`)
      .join(' ');
  });
}
