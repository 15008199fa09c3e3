import { Rational } from '../src/index.js';
import type { Impl, Suite, SuiteResult } from './harness.js';
import { areaDifference, areaOf, areaTolerance, FLOAT_SHIFT, peerVerdict, validityOf } from './overlayAnswers.js';
import type { OverlaySet } from './overlayInputs.js';
import { boardSet, circleSet, classicSets, starSets } from './overlayInputs.js';
import type { AnswerPolygon, Contender, Pair } from './overlayPeers.js';
import { CONTENDERS } from './overlayPeers.js';
import type { TargetCheck } from './report.js';
import { Rng } from './rng.js';

/*
 * Polygon overlay: ours (and ours through the exact-predicates/clip
 * drop-in) against polygon-clipping, martinez-polygon-clipping,
 * polyclip-ts, clipper2-ts and JSTS (bench/overlayPeers.ts says how each is
 * called), every one on the same operands converted once into the form it
 * takes, in its own loop. One case is one whole overlay. Each loop keeps
 * its last answer; after the rounds, outside every timed loop, the answers
 * are checked (bench/overlayAnswers.ts): ours must be valid as it is, a
 * peer's answer is normalised first, and its exact area is compared with
 * ours.
 */

/** Our answer's vertices rounded to the nearest doubles (as the peers round theirs): for its area and perimeter (an exact sum over crossings' Rationals grows too large). */
function rounded(polygons: readonly AnswerPolygon[]): Pair[][][] {
  return polygons.map((polygon) =>
    Array.from(polygon, (ring) => Array.from(ring, (p): Pair => [toNumber(p[0]), toNumber(p[1])])),
  );
}

const toNumber = (c: unknown): number => (typeof c === 'number' ? c : (c as Rational).toNumber());

/** The largest |coordinate| of a set's operands. */
function largest(set: OverlaySet): number {
  let m = 0;
  for (const operand of set.operands) for (const p of operand.flat(2)) m = Math.max(m, Math.abs(p[0]), Math.abs(p[1]));
  return m;
}

/** What the checks say of one contender's last answer, and whether it counts as wrong. */
type Finding = { wrong: boolean; text: string };

/** A peer's answer: threw, invalid, or valid with an area that is right within the tolerance, or not. */
function check(
  name: string,
  answer: unknown,
  polygons: (a: unknown) => AnswerPolygon[],
  exact: Rational | null,
  tolerance: number,
): Finding {
  if (answer instanceof Error) return { wrong: true, text: `${name} threw (${answer.message.slice(0, 80)})` };
  const v = peerVerdict(polygons(answer));
  if (!v.valid) return { wrong: true, text: `${name} invalid (${v.reason})` };
  const off = areaDifference(v.area, exact);
  if (off > tolerance)
    return { wrong: true, text: `${name} area off by ${off.toPrecision(2)} (allowed ${tolerance.toPrecision(2)})` };
  return { wrong: false, text: `${name} valid, area off by ${off.toPrecision(1)}` };
}

/** The suite of one overlay set: every contender in its own loop; the checks after. */
export function overlaySuite(set: OverlaySet, maxRounds?: number, contenders: readonly Contender[] = CONTENDERS): Suite {
  const prepared = contenders.map((c) => ({ name: c.name, grid: c.grid, ...c.prepare(set.operation, set.operands) }));
  const last = new Map<string, unknown>();
  const impls: Impl[] = prepared.map(({ name, run, count }) => ({
    name,
    run: () => {
      try {
        const answer = run();
        last.set(name, answer);
        return count(answer);
      } catch (e) {
        // A peer that throws is timed until it throws and counted wrong.
        last.set(name, e instanceof Error ? e : new Error(String(e)));
        return -1;
      }
    },
  }));
  const [ours, ...peers] = prepared;
  const analyse = () => {
    if (ours === undefined) return {};
    const answer = last.get(ours.name);
    const polygons = answer instanceof Error ? null : ours.polygons(answer);
    const own = polygons === null ? null : validityOf(polygons);
    const near = polygons === null ? [] : rounded(polygons);
    const exact = areaOf(near);
    const wrong: Record<string, number> = {};
    const found: string[] = [];
    if (own === null || !own.valid) found.push(`OURS FAILED: ${answer instanceof Error ? answer.message : own?.reason}`);
    else found.push(`ours valid, area ${(exact ?? Rational.ZERO).toNumber().toPrecision(8)}`);
    const shift = FLOAT_SHIFT * largest(set);
    for (const peer of peers) {
      const tolerance = areaTolerance(near, peer.grid ?? shift);
      const finding = check(peer.name, last.get(peer.name), peer.polygons, exact, tolerance);
      wrong[peer.name] = +finding.wrong;
      found.push(finding.text);
    }
    return { wrong, notes: [found.join('; ')] };
  };
  const suite: Suite = {
    topic: 'overlay',
    set: set.name,
    cases: 1,
    ours: 'ours',
    baseline: 'polygon-clipping',
    impls,
    analyse,
    // Sets of seconds a pass leave answers of megabytes; a short sample would time the collector's threads instead.
    gcBefore: maxRounds !== undefined,
  };
  return maxRounds === undefined ? suite : { ...suite, maxRounds };
}

/**
 * The sets of the issue: the classic three, the 1000 circles, random stars
 * of 10^3, 10^4 and 10^5 vertices (intersected and united), the board of
 * 10^4 squares. The largest take seconds a pass: fewer rounds.
 */
export function overlaySuites(): Suite[] {
  const rng = new Rng(20260301);
  const [holeHole, asia, states] = classicSets() as [OverlaySet, OverlaySet, OverlaySet];
  const stars = starSets(rng, [1000, 10_000, 100_000]);
  return [
    overlaySuite(holeHole),
    overlaySuite(asia, 5),
    overlaySuite(states),
    overlaySuite(circleSet(rng), 5),
    ...stars.map((s, i) => overlaySuite(s, i < 2 ? undefined : i < 4 ? 5 : 3)),
    overlaySuite(boardSet(100), 5),
  ];
}

/** The overlay targets, per set (ratios are medians within rounds). */
export function overlayTargets(results: readonly SuiteResult[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const add = (target: string, limit: number, measured: number | undefined, context?: TargetCheck['context']): void => {
    const check: TargetCheck = { target, limit, measured, met: measured === undefined ? undefined : measured <= limit };
    checks.push(context ? { ...check, context } : check);
  };
  for (const r of results.filter((x) => x.topic === 'overlay')) {
    add(`overlay, ${r.set}: ≤ 1.0× polygon-clipping`, 1.0, r.ratio['polygon-clipping'], {
      what: 'the /clip drop-in, numbers out, against polygon-clipping',
      ratio: r.between['ours (/clip)']?.['polygon-clipping'],
    });
    if (r.analysis.wrong?.martinez === 0) add(`overlay, ${r.set}: ≤ 2.0× martinez`, 2.0, r.ratio.martinez);
    else add(`overlay, ${r.set}: ≤ 2.0× martinez (not counted: martinez's answer is wrong)`, 2.0, undefined);
    add(`overlay, ${r.set}: ≤ 0.33× polyclip-ts (3× faster)`, 0.33, r.ratio['polyclip-ts']);
  }
  return checks;
}
