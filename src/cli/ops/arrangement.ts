import type { Coordinate, IntersectionPair, Point2, RationalPoint, Segment2, SnapGridLike } from '../../index.js';
import { ExactRangeError, ExactTypeError, nodingCheck, Rational, segmentIntersections, snapRound } from '../../index.js';
import { pointTexts } from '../encodeResult.js';
import type { Operation, ResultJson } from '../operations.js';
import type { RequestReader } from '../RequestReader.js';
import { describeJson as show } from '../shared/describeJson.js';
import { withoutStack } from '../withoutStack.js';

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
 * memory). Past it: too_large, never a hang or running out of memory.
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

/** Runs f; the library's too_large for the pair limit becomes the protocol's, naming max_pairs. */
export function limited<T>(r: RequestReader, max: number, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ExactRangeError && e.code === 'too_large') throw r.overLimit('max_pairs', max, 'intersecting pairs');
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
      const max = r.limit('max_pairs', DEFAULT_MAX_PAIRS);
      r.finish();
      const pairs = limited(r, max, () => segmentIntersections(segments, { maxPairs: max }));
      return { pairs: pairs.map(pairJson) };
    },
  },
  noding_check: {
    dim: 2,
    run(r): ResultJson {
      const segments = readSegments(r);
      r.finish();
      const answer = limited(r, DEFAULT_MAX_PAIRS, () => nodingCheck(segments, { maxPairs: DEFAULT_MAX_PAIRS }));
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
      const lines = limited(r, DEFAULT_MAX_PAIRS, () => snapRound(segments, grid, { maxPairs: DEFAULT_MAX_PAIRS }));
      return { polylines: lines.map((line) => line.map(point)) };
    },
  },
};
