import type { Coordinate } from '../../src/core/coordinate.js';
import type { Rational } from '../../src/core/rational.js';
import type { Frac } from './frac.js';
import { add, between, cmp, div, eq, frac, mul, ONE, orient2dFrac, show, sub, ZERO } from './frac.js';
import { offendingPairsFrac } from './polygonsFrac.js';

/*
 * Invariant checkers shared by unit tests and property tests. Each throws an
 * Error saying which invariant failed and on what values, and returns
 * nothing when all hold. They use the independent fraction kernel in
 * frac.ts, never the library's own arithmetic.
 */

type AnyPoint = readonly Coordinate[];
type AnyBox = { readonly min: AnyPoint; readonly max: AnyPoint };
type AnySegment = readonly [AnyPoint, AnyPoint];

function fail(what: string, details: string): never {
  throw new Error(`invariant violated: ${what} (${details})`);
}

const pts = (p: AnyPoint) => `[${p.map((x) => show(frac(x))).join(', ')}]`;

/** p lies in the closed box. */
export function checkPointInBox(p: AnyPoint, box: AnyBox, what = 'point in box'): void {
  for (let i = 0; i < p.length; i++) {
    const x = frac(p[i] as Coordinate);
    if (cmp(x, frac(box.min[i] as Coordinate)) < 0 || cmp(x, frac(box.max[i] as Coordinate)) > 0) {
      fail(what, `${pts(p)} outside [${pts(box.min)}, ${pts(box.max)}] on axis ${i}`);
    }
  }
}

/** The point p + t·(q − p) as fractions. */
export function pointAt(s: AnySegment, t: Frac): Frac[] {
  const [p, q] = s;
  return p.map((x, i) => add(frac(x), mul(t, sub(frac(q[i] as Coordinate), frac(x)))));
}

/**
 * The parameter t ∈ [0, 1] with p = s[0] + t·(s[1] − s[0]), or fails when p
 * is not on the closed segment. For a zero-length segment t is 0.
 */
export function parameterOn(p: AnyPoint, s: AnySegment, what = 'point on segment'): Frac {
  const [a, b] = s;
  let t: Frac | null = null;
  for (let i = 0; i < a.length && t === null; i++) {
    const d = sub(frac(b[i] as Coordinate), frac(a[i] as Coordinate));
    if (d.n !== 0n) t = div(sub(frac(p[i] as Coordinate), frac(a[i] as Coordinate)), d);
  }
  t ??= ZERO;
  const at = pointAt(s, t);
  if (!at.every((x, i) => eq(x, frac(p[i] as Coordinate)))) fail(what, `${pts(p)} is off the line of [${pts(a)}, ${pts(b)}]`);
  if (cmp(t, ZERO) < 0 || cmp(t, ONE) > 0) fail(what, `${pts(p)} is on the line of [${pts(a)}, ${pts(b)}] at t = ${show(t)}`);
  return t;
}

/** A parameter interval [t0, t1] with lower ≤ t0 ≤ t1 ≤ upper (upper null: unbounded). */
export function checkParamInterval(
  iv: readonly [Rational, Rational],
  lower: Frac,
  upper: Frac | null,
  what = 'interval',
): [Frac, Frac] {
  const t0 = frac(iv[0]);
  const t1 = frac(iv[1]);
  if (cmp(t0, t1) > 0) fail(what, `t0 = ${show(t0)} > t1 = ${show(t1)}`);
  if (cmp(t0, lower) < 0) fail(what, `t0 = ${show(t0)} < ${show(lower)}`);
  if (upper !== null && cmp(t1, upper) > 0) fail(what, `t1 = ${show(t1)} > ${show(upper)}`);
  return [t0, t1];
}

/**
 * The answer of segmentBox: 0 ≤ t0 ≤ t1 ≤ 1 and both points p + t·(q − p)
 * in the box.
 */
export function checkSegmentBoxInterval(s: AnySegment, box: AnyBox, iv: readonly [Rational, Rational]): [Frac, Frac] {
  const [t0, t1] = checkParamInterval(iv, ZERO, ONE, 'segmentBox interval');
  for (const t of [t0, t1]) checkFracPointInBox(pointAt(s, t), box, `segmentBox point at t = ${show(t)}`);
  return [t0, t1];
}

/** The answer of rayBox: 0 ≤ t0 ≤ t1 and both points origin + t·dir in the box. */
export function checkRayBoxInterval(
  origin: AnyPoint,
  dir: AnyPoint,
  box: AnyBox,
  iv: readonly [Rational, Rational],
): [Frac, Frac] {
  const [t0, t1] = checkParamInterval(iv, ZERO, null, 'rayBox interval');
  for (const t of [t0, t1]) {
    const p = origin.map((x, i) => add(frac(x), mul(t, frac(dir[i] as Coordinate))));
    checkFracPointInBox(p, box, `rayBox point at t = ${show(t)}`);
  }
  return [t0, t1];
}

function checkFracPointInBox(p: readonly Frac[], box: AnyBox, what: string): void {
  for (let i = 0; i < p.length; i++) {
    const x = p[i] as Frac;
    if (cmp(x, frac(box.min[i] as Coordinate)) < 0 || cmp(x, frac(box.max[i] as Coordinate)) > 0) {
      fail(
        what,
        `coordinate ${i} = ${show(x)} outside [${show(frac(box.min[i] as Coordinate))}, ${show(frac(box.max[i] as Coordinate))}]`,
      );
    }
  }
}

/**
 * A clipped segment [a, b] of s by the box: both ends in the box, both on s,
 * and in s's direction (a no later than b along s).
 */
export function checkClippedSegment(s: AnySegment, box: AnyBox, clip: readonly [AnyPoint, AnyPoint]): [Frac, Frac] {
  const [a, b] = clip;
  checkPointInBox(a, box, 'clipped start in box');
  checkPointInBox(b, box, 'clipped end in box');
  const ta = parameterOn(a, s, 'clipped start on the segment');
  const tb = parameterOn(b, s, 'clipped end on the segment');
  if (cmp(ta, tb) > 0) fail('clipped segment keeps the direction', `start at t = ${show(ta)}, end at t = ${show(tb)}`);
  return [ta, tb];
}

/** A 2D point on the closed segment s: orientation 0 with it and within its span. */
export function checkOnSegment2(p: AnyPoint, s: AnySegment, what: string): void {
  const fp = p.map((x) => frac(x));
  const a = s[0].map((x) => frac(x));
  const b = s[1].map((x) => frac(x));
  if (orient2dFrac(a, b, fp) !== 0) fail(what, `orient2d(${pts(s[0])}, ${pts(s[1])}, ${pts(p)}) ≠ 0`);
  if (!between(fp[0] as Frac, a[0] as Frac, b[0] as Frac) || !between(fp[1] as Frac, a[1] as Frac, b[1] as Frac)) {
    fail(what, `${pts(p)} outside the span of [${pts(s[0])}, ${pts(s[1])}]`);
  }
}

/** An intersection point lies on both segments. */
export function checkIntersectionPoint(p: AnyPoint, s: AnySegment, t: AnySegment): void {
  checkOnSegment2(p, s, 'intersection point on s');
  checkOnSegment2(p, t, 'intersection point on t');
}

/**
 * An answer of isSimplePolygon agrees with PROTOCOL.md's definition checked
 * pair by pair (offendingPairsFrac): simple exactly when no pair of edges
 * offends, `edges` null when fewer than 3 distinct vertices remain, else one
 * of the offending pairs (any one: the sweep names the first it meets).
 */
export function checkSimplicity(
  ring: readonly AnyPoint[],
  answer: { readonly simple: boolean; readonly edges?: readonly [number, number] | null },
): void {
  const pairs = offendingPairsFrac(ring);
  const ringText = `[${ring.map(pts).join(', ')}]`;
  if (pairs === 'few') {
    if (answer.simple || answer.edges !== null) fail('fewer than 3 distinct vertices: not simple, no pair', ringText);
  } else if (pairs.length === 0) {
    if (!answer.simple) fail('no pair of edges offends: simple', ringText);
  } else {
    const e = answer.edges;
    if (answer.simple || !e || !pairs.some(([i, j]) => i === e[0] && j === e[1])) {
      fail(`a witness among the offending pairs ${JSON.stringify(pairs)}`, `${ringText}: ${JSON.stringify(answer)}`);
    }
  }
}
