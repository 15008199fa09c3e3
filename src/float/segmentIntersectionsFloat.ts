import type { FloatPoint2, FloatSegment2 } from './types.js';

/** A point where two or more segments meet, as a float sweep reports it. */
export type FloatIntersection = {
  /** The point, computed in doubles. */
  point: [number, number];
  /** The positions of the segments through it, ascending. */
  segments: number[];
};

/**
 * The Bentley–Ottmann sweep of the textbook (de Berg et al., "finding all
 * intersections of a set of line segments"), in doubles as it is usually
 * ported: events in (x, then y) order merged when their doubles are equal,
 * each holding the segments that start and end there and the pairs whose
 * crossing it is; the status a sorted array ordered by each segment's y at
 * the sweep line, interpolated in doubles (a vertical segment at the
 * event's y), ties by slope; a held segment also passes through the event
 * point when its interpolated y equals the point's y; neighbours' crossings
 * computed by the usual cross-product formula and queued when they lie
 * after the event. Reports
 * each meeting point once with every segment through it, in sweep order.
 * No tolerance; collinear overlaps are reported where one segment begins on
 * the other. `segmentIntersections` is the exact twin.
 *
 * Where it goes wrong: a crossing whose rounded point falls behind the
 * sweep, or on the wrong side of a neighbour, is never reported; a rounded
 * crossing point lies on neither segment; an event point rounds to a y that
 * a segment through it does not interpolate to.
 *
 * @example
 * ```ts
 * segmentIntersectionsFloat([[[0, 0], [2, 2]], [[0, 2], [2, 0]]]); // [{ point: [1, 1], segments: [0, 1] }]
 * ```
 */
export function segmentIntersectionsFloat(segments: ArrayLike<FloatSegment2>): FloatIntersection[] {
  const n = segments.length;
  // Each segment from its smaller endpoint (x, then y) to its larger.
  const ax = new Float64Array(n);
  const ay = new Float64Array(n);
  const bx = new Float64Array(n);
  const by = new Float64Array(n);
  const queue = new EventQueue();
  for (let i = 0; i < n; i++) {
    const s = segments[i] as FloatSegment2;
    const p = s[0] as FloatPoint2;
    const q = s[1] as FloatPoint2;
    const [px, py, qx, qy] = [p[0] as number, p[1] as number, q[0] as number, q[1] as number];
    const flip = qx < px || (qx === px && qy < py);
    ax[i] = flip ? qx : px;
    ay[i] = flip ? qy : py;
    bx[i] = flip ? px : qx;
    by[i] = flip ? py : qy;
    queue.add(ax[i] as number, ay[i] as number).starts.push(i);
    queue.add(bx[i] as number, by[i] as number).ends.push(i);
  }
  const yAt = (s: number, x: number, y: number): number => {
    const x1 = ax[s] as number;
    const x2 = bx[s] as number;
    if (x1 === x2) return y;
    const y1 = ay[s] as number;
    return y1 + ((x - x1) * ((by[s] as number) - y1)) / (x2 - x1);
  };
  const slope = (s: number): number => {
    const dx = (bx[s] as number) - (ax[s] as number);
    return dx === 0 ? Number.POSITIVE_INFINITY : ((by[s] as number) - (ay[s] as number)) / dx;
  };
  const status: number[] = [];
  const out: FloatIntersection[] = [];
  const findNewEvent = (s: number, t: number, x: number, y: number): void => {
    const rx = (bx[s] as number) - (ax[s] as number);
    const ry = (by[s] as number) - (ay[s] as number);
    const wx = (bx[t] as number) - (ax[t] as number);
    const wy = (by[t] as number) - (ay[t] as number);
    const d = rx * wy - ry * wx;
    if (d === 0) return;
    const ux = (ax[t] as number) - (ax[s] as number);
    const uy = (ay[t] as number) - (ay[s] as number);
    const tau = (ux * wy - uy * wx) / d;
    const sigma = (ux * ry - uy * rx) / d;
    if (tau < 0 || tau > 1 || sigma < 0 || sigma > 1) return;
    const cx = (ax[s] as number) + tau * rx;
    const cy = (ay[s] as number) + tau * ry;
    if (cx > x || (cx === x && cy > y)) queue.add(cx, cy).crossing.push(s, t);
  };
  for (let e = queue.pop(); e !== null; e = queue.pop()) {
    const { x, y, starts, ends, crossing } = e;
    // The held segments through the point: the run whose interpolated y
    // equals the point's, and the segments that end here or whose crossing
    // made this event. They leave the status; the new run goes where the
    // lowest of them was (or where the point falls).
    let at = lowerBound(status, (s) => yAt(s, x, y) >= y);
    const held = new Set<number>();
    for (let k = at; k < status.length && yAt(status[k] as number, x, y) === y; k++) held.add(status[k] as number);
    for (const s of [...ends, ...crossing]) if (status.includes(s)) held.add(s);
    if (held.size > 0) at = Math.min(...[...held].map((s) => status.indexOf(s)));
    const through = status.filter((s) => held.has(s));
    for (let k = status.length - 1; k >= 0; k--) if (held.has(status[k] as number)) status.splice(k, 1);
    const passing = through.filter((s) => !ends.includes(s));
    const all = [...new Set([...starts, ...through])];
    if (all.length > 1) out.push({ point: [x, y], segments: all.sort((a, b) => a - b) });
    // A zero-length segment starts and ends here: it is reported, never held.
    const inserted = [...starts.filter((s) => !ends.includes(s)), ...passing].sort((a, b) => slope(a) - slope(b) || a - b);
    status.splice(at, 0, ...inserted);
    const lo = at;
    const end = lo + inserted.length;
    if (inserted.length === 0) {
      if (lo > 0 && lo < status.length) findNewEvent(status[lo - 1] as number, status[lo] as number, x, y);
    } else {
      if (lo > 0) findNewEvent(status[lo - 1] as number, status[lo] as number, x, y);
      if (end < status.length) findNewEvent(status[end - 1] as number, status[end] as number, x, y);
    }
  }
  return out;
}

/** The first index of the sorted array where `atOrAbove` holds (false below, true above). */
function lowerBound(a: readonly number[], atOrAbove: (s: number) => boolean): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (atOrAbove(a[mid] as number)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

type Event = { x: number; y: number; starts: number[]; ends: number[]; crossing: number[] };

/** Events by (x, then y), one per distinct pair of doubles: a binary heap and a map from the pair to its event. */
class EventQueue {
  private readonly heap: Event[] = [];
  private readonly byPoint = new Map<string, Event>();

  add(x: number, y: number): Event {
    const key = `${x},${y}`;
    const old = this.byPoint.get(key);
    if (old !== undefined) return old;
    const e: Event = { x, y, starts: [], ends: [], crossing: [] };
    this.byPoint.set(key, e);
    const h = this.heap;
    let i = h.length;
    h.push(e);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(e, h[p] as Event)) break;
      h[i] = h[p] as Event;
      i = p;
    }
    h[i] = e;
    return e;
  }

  pop(): Event | null {
    const h = this.heap;
    const top = h[0];
    if (top === undefined) return null;
    this.byPoint.delete(`${top.x},${top.y}`);
    const last = h.pop() as Event;
    if (h.length > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= h.length) break;
        if (c + 1 < h.length && before(h[c + 1] as Event, h[c] as Event)) c++;
        if (!before(h[c] as Event, last)) break;
        h[i] = h[c] as Event;
        i = c;
      }
      h[i] = last;
    }
    return top;
  }
}

const before = (a: Event, b: Event): boolean => a.x < b.x || (a.x === b.x && a.y < b.y);
