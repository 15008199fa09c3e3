// The two answers the demo compares, turned into what the page shows. No
// geometry is decided here: the exact verdict is the library's, the float
// one a tutorial's algorithm from the float reference entry point.

import type { FloatHit } from '../src/float/index.js';
import { cohenSutherlandClipFloat, liangBarskyFloat, segmentBoxFloat, segRectCollideFloat } from '../src/float/index.js';
import { clipSegment, segmentBox, segmentIntersectsBox } from '../src/index.js';
import { boxOf, type Pt, type Scene } from './scene.js';

/** One verdict as displayed: does the closed segment a–b meet the closed box? */
export interface Verdict {
  hit: boolean;
  /** Parameter interval [t0, t1] of the part inside the box (t = 0 at a, 1 at b), as text; null on a miss or when the algorithm gives none. */
  interval: [string, string] | null;
  /** The inside part's end points, rounded for drawing, or null. */
  piece: [Pt, Pt] | null;
}

/**
 * The exact verdict: `segmentIntersectsBox` (the predicate) says whether they
 * meet; `segmentBox` gives the exact interval (t0 = t1: they touch in one
 * point) and `clipSegment` the exact inside part, drawn rounded.
 */
export function exactVerdict(scene: Scene): Verdict {
  const s: [Pt, Pt] = [scene.a, scene.b];
  const box = boxOf(scene);
  const hit = segmentIntersectsBox(s, box);
  const ts = segmentBox(s, box);
  const clip = clipSegment(s, box);
  if (hit !== (ts !== null) || hit !== (clip !== null)) {
    throw new Error('library disagrees with itself: segmentIntersectsBox vs segmentBox/clipSegment');
  }
  if (!ts || !clip) return { hit: false, interval: null, piece: null };
  const [p, q] = clip;
  return {
    hit,
    interval: [ts[0].toString(), ts[1].toString()],
    piece: [
      [p[0].toNumber(), p[1].toNumber()],
      [q[0].toNumber(), q[1].toNumber()],
    ],
  };
}

/** A float algorithm the page can compare against. */
export interface FloatAlgorithm {
  id: string;
  label: string;
  verdict(scene: Scene): Verdict;
}

function fromHit(hit: FloatHit | null): Verdict {
  if (hit === null) return { hit: false, interval: null, piece: null };
  const { t0, t1, enter, exit } = hit;
  return {
    hit: true,
    interval: [String(t0), String(t1)],
    piece: [
      [enter[0] ?? Number.NaN, enter[1] ?? Number.NaN],
      [exit[0] ?? Number.NaN, exit[1] ?? Number.NaN],
    ],
  };
}

/** The float algorithms, the first being the default. */
export const FLOAT_ALGORITHMS: FloatAlgorithm[] = [
  {
    id: 'slab',
    label: 'slab method, multiplying by 1/d (segmentBoxFloat)',
    verdict: (sc) => fromHit(segmentBoxFloat([sc.a, sc.b], boxOf(sc))),
  },
  {
    id: 'liang-barsky',
    label: 'Liang–Barsky (liangBarskyFloat)',
    verdict: (sc) => fromHit(liangBarskyFloat([sc.a, sc.b], boxOf(sc))),
  },
  {
    id: 'cohen-sutherland',
    label: 'Cohen–Sutherland (cohenSutherlandClipFloat)',
    verdict: (sc) => {
      const clip = cohenSutherlandClipFloat([sc.a, sc.b], boxOf(sc));
      if (clip === null) return { hit: false, interval: null, piece: null };
      const [p, q] = clip;
      return { hit: true, interval: null, piece: [p as Pt, q as Pt] };
    },
  },
  {
    id: 'ruby',
    label: "the Ruby post's seg_rect_collide? (segRectCollideFloat)",
    verdict: (sc) => {
      const { min, max } = boxOf(sc);
      // Corners in order around the rectangle: tl, tr, br, bl.
      const hit = segRectCollideFloat(sc.a, sc.b, [min[0], max[1]], [max[0], max[1]], [max[0], min[1]], [min[0], min[1]]);
      return { hit, interval: null, piece: null };
    },
  },
];

/** "intersects" / "misses", the word the page and the e2e test use. */
export function word(v: Verdict): string {
  return v.hit ? 'intersects' : 'misses';
}

/** The detail line under a verdict: where along the segment the box is. */
export function detail(v: Verdict): string {
  if (!v.hit) return 'no common point';
  if (!v.interval && v.piece) {
    const [[px, py], [qx, qy]] = v.piece;
    return `clipped to (${px}, ${py}) – (${qx}, ${qy})`;
  }
  if (!v.interval) return 'a yes/no test: no interval';
  const [t0, t1] = v.interval;
  return t0 === t1 ? `touches at t = ${t0}` : `t ∈ [${t0}, ${t1}]`;
}
