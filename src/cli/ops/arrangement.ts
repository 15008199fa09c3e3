import type { Coordinate, IntersectionPair, Point2, RationalPoint, Segment2, SnapGridLike } from '../../index.js';
import { ExactRangeError, ExactTypeError, iterateSegmentIntersections, nodingCheck, Rational, snapRound } from '../../index.js';
import { pointTexts } from '../encodeResult.js';
import type { Operation, ResultJson } from '../operations.js';
import type { RequestReader } from '../RequestReader.js';
import { describeJson as show } from '../shared/describeJson.js';
import { RawJson } from '../shared/jsonText.js';
import { withoutStack } from '../withoutStack.js';
import type { Growth } from './answerBudget.js';
import { answerLimit, isLibraryLimit, itemText, numberBits, ResultSize } from './answerBudget.js';

/*
 * PROTOCOL.md "Arrangements of segments": segment_intersections,
 * noding_check and snap_round. Fields are read in the protocol's order
 * (shapes, then too_large numbers, then values: a cell size ≤ 0), then the
 * library is called. Segment positions in results are integers, so result
 * rationals ("0"), as the protocol says of every integer in these results.
 *
 * max_pairs bounds every one of them: segment_intersections by its field
 * (default 1000000), noding_check and snap_round by the same default, since
 * each pair of segments that meet is one event of the sweep (time and
 * memory), and snap_round's meetings with hot pixels count too (its
 * output). Big numbers lower the bound (answerBudget.ts), and the result
 * text has a length budget. Past any of them: too_large, never a hang or
 * running out of memory.
 */

/** max_pairs when the request gives none, and the bound of the ops without the field. */
export const DEFAULT_MAX_PAIRS = 1_000_000;

/** `segments`: an array (maybe empty) of 2D segments. */
export function readSegments(r: RequestReader): Segment2[] {
  const v = r.field('segments');
  if (!Array.isArray(v)) {
    throw withoutStack(() => new ExactTypeError(`${r.op}: segments is ${show(v)}, expected an array of segments [p, q]`));
  }
  const out: Segment2[] = new Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = r.segmentAt(v[i], `segments[${i}]`) as Segment2;
  return out;
}

/** The optional `grid` of snap_round (and the overlay ops): `{"origin": point, "cell": [w, h]}`, both required when the grid is given. */
export function readGrid(r: RequestReader): { origin: Point2; cell: Point2 } | undefined {
  const v = r.optional('grid');
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw withoutStack(
      () => new ExactTypeError(`${r.op}: grid is ${show(v)}, expected a grid {"origin": point, "cell": [w, h]}`),
    );
  }
  const g = v as { origin?: unknown; cell?: unknown };
  if (g.origin === undefined) throw withoutStack(() => new ExactTypeError(`${r.op}: grid has no "origin"`));
  const origin = r.pointAt(g.origin, 'grid.origin') as Point2;
  if (g.cell === undefined) throw withoutStack(() => new ExactTypeError(`${r.op}: grid has no "cell"`));
  return { origin, cell: r.pointAt(g.cell, 'grid.cell') as Point2 };
}

/** Value check: every cell size > 0. */
export function checkCell(r: RequestReader, grid: SnapGridLike | undefined): void {
  const cell = grid?.cell as readonly Coordinate[] | undefined;
  if (cell === undefined) return;
  for (let k = 0; k < cell.length; k++) {
    if (Rational.from(cell[k] as Coordinate).sign() <= 0) {
      throw withoutStack(() => new ExactRangeError(`${r.op}: grid.cell[${k}] is not > 0`));
    }
  }
}

/** Pairs and snap rounding compare and build exact crossings: their cost grows about as the cube of the numbers' size. */
const PAIRS: Growth = 'cubic';

/** Every coordinate of the segments (and the grid), for their size. */
export function coordinatesOf(segments: readonly Segment2[], grid?: { origin: Point2; cell: Point2 }): Coordinate[] {
  const out: Coordinate[] = [];
  for (const [p, q] of segments) out.push(p[0], p[1], q[0], q[1]);
  if (grid !== undefined) out.push(...grid.origin, ...grid.cell);
  return out;
}

/**
 * The most pairs the overlay and triangulation ops meet, for small numbers:
 * each pair costs them more memory than a listed pair (measured peaks at
 * 1 000 000 pairs: 414 MB for polygon_normalize, 428 MB for triangulate;
 * at 500 000 about 240 MB).
 */
export const REGION_PAIRS = 500_000;

/** Every coordinate of polygon rings (and the grid), for their size. */
export function ringCoordinates(rings: readonly (readonly Point2[])[], grid?: { origin: Point2; cell: Point2 }): Coordinate[] {
  const out: Coordinate[] = [];
  for (const ring of rings) for (const p of ring) out.push(p[0], p[1]);
  if (grid !== undefined) out.push(...grid.origin, ...grid.cell);
  return out;
}

/**
 * The pair limit of an op that meets pairs of segments: the requested one,
 * or lower for big numbers, as the cost of a pair grows (cubic where each
 * crossing is built, the default), from `most` pairs for small numbers
 * (answerBudget.ts).
 */
export function pairLimitOf(
  requested: number,
  coordinates: Coordinate[],
  field: string | null,
  growth: Growth = PAIRS,
  most?: number,
): { max: number; why: string } {
  return answerLimit(field, requested, numberBits(coordinates), growth, most);
}

/** Runs f; the library's too_large for the pair limit (thrown by `fn`, or one of them) becomes the protocol's, saying which limit. */
export function limited<T>(
  r: RequestReader,
  fn: string | readonly string[],
  limit: { max: number; why: string },
  what: string,
  f: () => T,
): T {
  try {
    return f();
  } catch (e) {
    if ((typeof fn === 'string' ? [fn] : fn).some((name) => isLibraryLimit(e, name)))
      throw withoutStack(() => new ExactRangeError(`${r.op}: more than ${limit.max} ${what}, ${limit.why}`, 'too_large'));
    throw e;
  }
}

const point = (p: RationalPoint): string[] => pointTexts(p);

function pairJson(p: IntersectionPair): ResultJson {
  const ij = { i: String(p.i), j: String(p.j) };
  return p.kind === 'point'
    ? { ...ij, kind: 'point', point: point(p.point) }
    : { ...ij, kind: 'segment', segment: [point(p.segment[0]), point(p.segment[1])] };
}

/** The arrangement operations of PROTOCOL.md. */
export const arrangementOps: Record<string, Operation> = {
  segment_intersections: {
    dim: 2,
    run(r): ResultJson {
      const segments = readSegments(r);
      const maxPairs = r.limit('max_pairs', DEFAULT_MAX_PAIRS);
      r.finish();
      const limit = pairLimitOf(maxPairs(), coordinatesOf(segments), 'max_pairs');
      const size = new ResultSize(r.op);
      // Lazily, each pair encoded as it comes: the answer's text is counted before it is all there.
      const pairs: { i: number; j: number; text: string }[] = [];
      limited(r, 'iterateSegmentIntersections', limit, 'intersecting pairs', () => {
        for (const p of iterateSegmentIntersections(segments, { maxPairs: limit.max }))
          pairs.push({ i: p.i, j: p.j, text: itemText(size, pairJson(p)) });
      });
      pairs.sort((a, b) => a.i - b.i || a.j - b.j);
      return { pairs: new RawJson(`[${pairs.map((p) => p.text).join(',')}]`) };
    },
  },
  noding_check: {
    dim: 2,
    run(r): ResultJson {
      const segments = readSegments(r);
      r.finish();
      const limit = pairLimitOf(DEFAULT_MAX_PAIRS, coordinatesOf(segments), null);
      const answer = limited(r, 'nodingCheck', limit, 'intersecting pairs', () => nodingCheck(segments, { maxPairs: limit.max }));
      return answer.noded ? { noded: true } : { noded: false, pair: answer.pair.map(String) };
    },
  },
  snap_round: {
    dim: 2,
    run(r): ResultJson {
      const segments = readSegments(r);
      const grid = readGrid(r);
      r.finish();
      checkCell(r, grid);
      const limit = pairLimitOf(DEFAULT_MAX_PAIRS, coordinatesOf(segments, grid), null);
      const lines = limited(r, 'snapRound', limit, 'intersecting pairs and meetings with hot pixels', () =>
        snapRound(segments, grid, { maxPairs: limit.max }),
      );
      const size = new ResultSize(r.op);
      return { polylines: new RawJson(`[${lines.map((line) => itemText(size, line.map(point))).join(',')}]`) };
    },
  },
};
