import type { RationalPoint } from '../constructions/segmentIntersection.js';
import type { Coordinate, SegmentLike } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import { compareParams } from '../core/slab.js';
import type { ArrangementOptions, PairLimit } from './arrangementOptions.js';
import { NO_LIMIT, pairLimit } from './arrangementOptions.js';
import { emptyList } from './emptyList.js';
import type { PixelHit } from './pixelHit.js';
import { pixelHit } from './pixelHit.js';
import type { SegmentSet } from './segmentSet.js';
import { readSegmentSet, segmentSetOf } from './segmentSet.js';
import type { SnapGridLike } from './snapGrid.js';
import { SnapGrid } from './snapGrid.js';
import { Sweep } from './sweep.js';

export type { SnapGridLike } from './snapGrid.js';

/**
 * Snap rounding (Hobby; Guibas–Marimont), exactly: every segment becomes the
 * polyline through the centres of the hot pixels it passes through. Pixel
 * [i, j] is the half-open box of the grid shifted by half a cell around the
 * centre origin + (i·w, j·h); a pixel is hot when it holds an endpoint of a
 * segment or a point shared by two segments. Each polyline lists those
 * centres in the order the segment, from its first point, enters their
 * pixels (as grid traversal orders cells: by the first parameter, a pixel
 * holding that point before one that holds only later points, then by
 * index). Rounding this way adds no crossing: the polylines meet only at
 * shared vertices, and each stays within the pixels its segment passes
 * through. `grid` defaults to origin [0, 0] and cell [1, 1] (integers);
 * `options.maxPairs` limits the pairs of segments that meet, as for
 * `segmentIntersections`, and with them the meetings of segments with hot
 * pixels (each a candidate vertex of a polyline), so that it bounds the
 * output too: one more is a `too_large` error.
 *
 * @example
 * ```ts
 * snapRound([[[0, 0], [4, 1.2]], [[2, -1], [2.4, 3]]]).map((line) => line.map((p) => p.join(',')).join(' '));
 * // ['0,0 2,1 4,1', '2,-1 2,1 2,3']  (both pass through the pixel of their crossing (2.2, 0.66))
 * ```
 */
export function snapRound(
  segments: ArrayLike<SegmentLike>,
  grid?: SnapGridLike,
  options?: ArrangementOptions,
): RationalPoint[][] {
  const fn = 'snapRound';
  const set = readSegmentSet(fn, segments);
  const g = SnapGrid.read(fn, grid);
  const limit = pairLimit(fn, options);
  const { hot, candidates, pairs } = hotPixels(set, g, limit);
  const pixels = [...hot.values()];
  addDiagonalMeetings(set, pixels, candidates, limit, pairs);
  const { n, c, flipped } = set;
  const lines: RationalPoint[][] = [];
  for (let s = 0; s < n; s++) {
    // The segment as the caller gave it: s(t) runs from its first point.
    const k = 4 * s;
    const [a, b] = flipped[s] === 1 ? [k + 2, k] : [k, k + 2];
    const ends = [c[a], c[a + 1], c[b], c[b + 1]] as Coordinate[];
    const hits: { pixel: Pixel; hit: PixelHit }[] = [];
    for (const pixel of candidates[s] ?? []) {
      const hit = pixelHit([...ends, ...pixel.bounds]);
      if (hit !== null) hits.push({ pixel, hit });
    }
    hits.sort(
      (u, v) =>
        compareParams(u.hit.t, v.hit.t) ||
        +v.hit.closed - +u.hit.closed ||
        compareIndex(u.pixel.i, v.pixel.i) ||
        compareIndex(u.pixel.j, v.pixel.j),
    );
    lines.push(hits.map((h) => g.centre(h.pixel.i, h.pixel.j)));
  }
  return lines;
}

/** A hot pixel: its index and its corners [x_lo, y_lo, x_hi, y_hi]. */
type Pixel = { readonly i: bigint; readonly j: bigint; readonly bounds: readonly Coordinate[] };

const compareIndex = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The hot pixels (those of every event point of the sweep: endpoints and
 * shared points), keyed by index, and for each segment the pixels of its
 * own endpoints as its first candidates.
 */
function hotPixels(
  set: SegmentSet,
  g: SnapGrid,
  limit: PairLimit,
): { hot: Map<string, Pixel>; candidates: Set<Pixel>[]; pairs: number } {
  const hot = new Map<string, Pixel>();
  const candidates: Set<Pixel>[] = Array.from({ length: set.n }, () => new Set<Pixel>());
  const sweep = new Sweep(set, limit);
  while (sweep.next()) {
    const [x, y] = sweep.point();
    const [i, j] = g.pixelOf(x, y);
    const key = `${i},${j}`;
    let pixel = hot.get(key);
    if (pixel === undefined) {
      pixel = { i, j, bounds: g.bounds(i, j) };
      hot.set(key, pixel);
    }
    for (const list of [sweep.starts, sweep.zeros, sweep.ending]) for (const s of list) candidates[s]?.add(pixel);
  }
  return { hot, candidates, pairs: sweep.pairs };
}

/**
 * Adds, for each segment, the hot pixels whose diagonals it meets: a second
 * exact sweep over the segments and both diagonals of every hot pixel. A
 * segment that passes through a pixel without ending in it crosses a
 * diagonal or touches a corner (the diagonals cut the pixel into four
 * triangles, and a line cannot enter and leave a triangle through the same
 * side), so these are all the pixels it can pass through; the exact
 * half-open test then keeps those it really does. Each meeting of a
 * segment with a diagonal counts against the limit, after the `pairs` of
 * the first sweep: a long segment through many hot pixels would otherwise
 * make an output of any size (one vertex per pixel).
 */
function addDiagonalMeetings(set: SegmentSet, pixels: Pixel[], candidates: Set<Pixel>[], limit: PairLimit, pairs: number): void {
  const { n } = set;
  const c = Array.from(set.c);
  for (const { bounds } of pixels) {
    const [xlo, ylo, xhi, yhi] = bounds as [Coordinate, Coordinate, Coordinate, Coordinate];
    c.push(xlo, ylo, xhi, yhi, xlo, yhi, xhi, ylo);
  }
  const m = n + 2 * pixels.length;
  const zero = new Uint8Array(m);
  zero.set(set.zero);
  // The pairs here are the first sweep's, the diagonals' own (a few per pixel), and the meetings counted below.
  const sweep = new Sweep(segmentSetOf(c, zero), NO_LIMIT);
  const originals: number[] = [];
  const diagonals: number[] = [];
  let meetings = pairs;
  while (sweep.next()) {
    emptyList(originals);
    emptyList(diagonals);
    for (const list of [sweep.starts, sweep.zeros, sweep.block]) for (const s of list) (s < n ? originals : diagonals).push(s);
    meetings += originals.length * diagonals.length;
    if (meetings > limit.max) {
      throw new ExactRangeError(
        `${limit.fn}: more than ${limit.max} intersecting pairs and meetings with hot pixels (options.maxPairs)`,
        'too_large',
      );
    }
    for (const s of originals) for (const d of diagonals) candidates[s]?.add(pixels[(d - n) >> 1] as Pixel);
  }
}
