import type { FloatPoint2 } from './types.js';

/** The four set operations of `polygonOverlayFloat`; `'difference'` is a minus b. */
export type FloatOverlayOperation = 'intersection' | 'union' | 'difference' | 'xor';

/** A vertex of one polygon's list: an original vertex or a crossing linked to its twin in the other list. */
type Node = {
  x: number;
  y: number;
  next: Node;
  prev: Node;
  crossing: boolean;
  entry: boolean;
  visited: boolean;
  twin: Node | null;
  /** Where a crossing lies along its edge, 0 < alpha < 1. */
  alpha: number;
};

function node(x: number, y: number, crossing: boolean, alpha: number): Node {
  const n = { x, y, crossing, alpha, entry: false, visited: false, twin: null } as unknown as Node;
  n.next = n;
  n.prev = n;
  return n;
}

/** The ring as a circular list, turned counterclockwise by its shoelace area in doubles. */
function ringList(ring: ArrayLike<FloatPoint2>): Node[] {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const p = ring[j] as FloatPoint2;
    const q = ring[i] as FloatPoint2;
    area += (p[0] as number) * (q[1] as number) - (q[0] as number) * (p[1] as number);
  }
  const points = Array.from(ring, (p) => [p[0] as number, p[1] as number] as const);
  if (area < 0) points.reverse();
  const nodes = points.map(([x, y]) => node(x, y, false, 0));
  nodes.forEach((n, i) => {
    n.next = nodes[(i + 1) % nodes.length] as Node;
    (nodes[(i + 1) % nodes.length] as Node).prev = n;
  });
  return nodes;
}

/** Inserts crossing c on the edge from vertex `from` to the next original vertex, kept in order of alpha. */
function insertCrossing(from: Node, c: Node): void {
  let at = from;
  while (at.next.crossing && at.next.alpha < c.alpha) at = at.next;
  c.prev = at;
  c.next = at.next;
  at.next.prev = c;
  at.next = c;
}

/** PNPOLY's ray crossing in doubles over a list's original vertices (even-odd). */
function insideList(x: number, y: number, vertices: readonly Node[]): boolean {
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i] as Node;
    const b = vertices[j] as Node;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Phase 1: every pair of edges that cross strictly inside both (0 < α < 1
 * on each, by the usual cross-product formula) gets a crossing vertex in
 * each list, the two linked as twins. Touching ends, and parallel or
 * collinear edges, give none: the textbook leaves those degenerate cases
 * out.
 */
function insertCrossings(a: readonly Node[], b: readonly Node[]): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    const p = a[i] as Node;
    const q = a[(i + 1) % a.length] as Node;
    for (let j = 0; j < b.length; j++) {
      const r = b[j] as Node;
      const s = b[(j + 1) % b.length] as Node;
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const ex = s.x - r.x;
      const ey = s.y - r.y;
      const denom = dx * ey - dy * ex;
      if (denom === 0) continue;
      const fx = r.x - p.x;
      const fy = r.y - p.y;
      const alphaA = (fx * ey - fy * ex) / denom;
      const alphaB = (fx * dy - fy * dx) / denom;
      if (!(alphaA > 0 && alphaA < 1 && alphaB > 0 && alphaB < 1)) continue;
      const x = p.x + alphaA * dx;
      const y = p.y + alphaA * dy;
      const ca = node(x, y, true, alphaA);
      const cb = node(x, y, true, alphaB);
      ca.twin = cb;
      cb.twin = ca;
      insertCrossing(p, ca);
      insertCrossing(r, cb);
      count++;
    }
  }
  return count;
}

/**
 * Phase 2: walking a list from its first vertex, crossings alternate
 * between entering the other polygon and leaving it; the first vertex's
 * side (by PNPOLY) says which comes first. `flip` turns the marks round
 * (union walks outside both, a − b outside b along a).
 */
function markEntries(list: readonly Node[], other: readonly Node[], flip: boolean): void {
  const first = list[0] as Node;
  let inside = insideList(first.x, first.y, other);
  for (let n = first.next; n !== first; n = n.next) {
    if (!n.crossing) continue;
    n.entry = !inside !== flip;
    inside = !inside;
  }
}

/**
 * Phase 3: from each crossing not yet visited, walk forward along its list
 * when it is an entry and backward when not, to the next crossing, then
 * jump to its twin in the other list, until back at the start. A walk that
 * has not closed after visiting every vertex twice is abandoned (on
 * degenerate input the marks can be inconsistent and the textbook loop
 * would not end).
 */
function traverse(list: readonly Node[], limit: number): number[][][] {
  const rings: number[][][] = [];
  for (const start of crossingsOf(list)) {
    if (start.visited) continue;
    const ring: number[][] = [];
    let current = start;
    let steps = 0;
    do {
      current.visited = true;
      (current.twin as Node).visited = true;
      const forward = current.entry;
      do {
        ring.push([current.x, current.y]);
        current = forward ? current.next : current.prev;
        steps++;
      } while (!current.crossing && steps < limit);
      current = current.twin as Node;
    } while (current !== start && current.twin !== start && steps < limit);
    if (steps < limit) rings.push(ring);
  }
  return rings;
}

function crossingsOf(list: readonly Node[]): Node[] {
  const out: Node[] = [];
  const first = list[0] as Node;
  for (let n = first.next; n !== first; n = n.next) if (n.crossing) out.push(n);
  return out;
}

const pointsOf = (list: readonly Node[], reverse = false): number[][] => {
  const ring = list.map((n) => [n.x, n.y]);
  return reverse ? ring.reverse() : ring;
};

/** The answer when the boundaries do not cross: by whether each polygon's first vertex lies in the other. */
function disjointAnswer(a: readonly Node[], b: readonly Node[], op: Exclude<FloatOverlayOperation, 'xor'>): number[][][] {
  const aInB = insideList((a[0] as Node).x, (a[0] as Node).y, b);
  const bInA = insideList((b[0] as Node).x, (b[0] as Node).y, a);
  if (op === 'intersection') return aInB ? [pointsOf(a)] : bInA ? [pointsOf(b)] : [];
  if (op === 'union') return aInB ? [pointsOf(b)] : bInA ? [pointsOf(a)] : [pointsOf(a), pointsOf(b)];
  return aInB ? [] : bInA ? [pointsOf(a), pointsOf(b, true)] : [pointsOf(a)];
}

function overlay(a: ArrayLike<FloatPoint2>, b: ArrayLike<FloatPoint2>, op: Exclude<FloatOverlayOperation, 'xor'>): number[][][] {
  const listA = ringList(a);
  const listB = ringList(b);
  if (listA.length < 3 || listB.length < 3) return [];
  const crossings = insertCrossings(listA, listB);
  if (crossings === 0) return disjointAnswer(listA, listB, op);
  markEntries(listA, listB, op !== 'intersection');
  markEntries(listB, listA, op === 'union');
  return traverse(listA, 2 * (listA.length + listB.length + 2 * crossings));
}

/**
 * The Greiner–Hormann clipping algorithm (Greiner and Hormann, "Efficient
 * clipping of arbitrary polygons", ACM TOG 1998) in doubles, as the
 * textbook gives it, for two simple rings: both turned counterclockwise
 * (by their shoelace area); every pair of edges that cross strictly inside
 * both (the usual cross-product formula, 0 < α < 1 on each) gets a
 * crossing vertex in both vertex lists; walking each list, crossings are
 * marked entering and leaving the other polygon in turn, starting from
 * whether its first vertex lies in the other (PNPOLY); the answer's rings
 * are traced from crossing to crossing, forward from an entry and backward
 * from an exit, switching lists at each crossing. Union marks both lists
 * the other way round, a − b marks a's; xor is a − b then b − a. When the
 * boundaries do not cross, the answer comes from whether each first vertex
 * lies inside the other polygon. The rings are returned as the walk traces
 * them (a ring's first point not repeated), read with the even-odd rule:
 * the algorithm does not tell outer rings from holes, and a ring may come
 * out either way round.
 *
 * Where it goes wrong: degenerate cases — a vertex on the other polygon's
 * edge, overlapping edges, a shared vertex — give no crossing, so shared
 * and touching boundaries are missed, and the first-vertex test decides
 * the whole answer (a square inside another along two edges intersects to
 * the larger one); a first vertex on the other's boundary is in or out by
 * which edge PNPOLY meets; crossing points are rounded; holes, several
 * parts and self-intersecting rings are outside its input. A walk whose
 * marks disagree (on degenerate input) is dropped instead of looping for
 * ever, the one change from the textbook. `polygonOverlay` is the exact
 * twin.
 *
 * @example
 * ```ts
 * const a = [[0, 0], [2, 0], [2, 2], [0, 2]];
 * const b = [[1, 1], [3, 1], [3, 3], [1, 3]];
 * polygonOverlayFloat(a, b, 'intersection'); // [[[2, 1], [2, 2], [1, 2], [1, 1]]]
 * polygonOverlayFloat([[0, 0], [4, 0], [4, 4], [0, 4]], a, 'intersection'); // [[[0, 0], [4, 0], [4, 4], [0, 4]]] (exact: a)
 * ```
 */
export function polygonOverlayFloat(
  a: ArrayLike<FloatPoint2>,
  b: ArrayLike<FloatPoint2>,
  operation: FloatOverlayOperation,
): number[][][] {
  if (operation === 'xor') return [...overlay(a, b, 'difference'), ...overlay(b, a, 'difference')];
  return overlay(a, b, operation);
}
