/*
 * The Bowyer–Watson algorithm as tutorials write it, in doubles: a super
 * triangle around the points, then each point in turn removes the
 * triangles whose circumcircle (centre and radius² in doubles) holds it
 * and fills the hole with a fan from the point; last, the triangles that
 * touch the super triangle go.
 */

type Circle = { x: number; y: number; r2: number };

/** The circumcircle of (a, b, c) in doubles (infinite radius when they are collinear). */
function circumcircle(p: readonly (readonly number[])[], a: number, b: number, c: number): Circle {
  const [ax, ay] = p[a] as readonly number[] as [number, number];
  const [bx, by] = p[b] as readonly number[] as [number, number];
  const [cx, cy] = p[c] as readonly number[] as [number, number];
  const d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by));
  const a2 = ax * ax + ay * ay;
  const b2 = bx * bx + by * by;
  const c2 = cx * cx + cy * cy;
  const x = (a2 * (by - cy) + b2 * (cy - ay) + c2 * (ay - by)) / d;
  const y = (a2 * (cx - bx) + b2 * (ax - cx) + c2 * (bx - ax)) / d;
  return { x, y, r2: (ax - x) ** 2 + (ay - y) ** 2 };
}

/**
 * A Delaunay triangulation in doubles by Bowyer–Watson: three point
 * indices per triangle, counterclockwise. Every test rounds: on
 * cocircular or nearly cocircular points (an integer lattice) the circle
 * test can go either way, so triangles may overlap or leave holes; the
 * super triangle's size is a guess, so hull triangles can be missing or
 * wrong; repeated points are not removed. O(n²). `delaunay` is the exact
 * counterpart.
 *
 * @example
 * ```ts
 * delaunayFloat([[0, 0], [10, 0], [5, 1], [5, -1]]).length / 3; // 2
 * ```
 */
export function delaunayFloat(points: readonly (readonly number[])[]): number[] {
  const n = points.length;
  if (n < 3) return [];
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points as [number, number][]) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const size = Math.max(maxX - minX, maxY - minY) || 1;
  const mx = (minX + maxX) / 2;
  const my = (minY + maxY) / 2;
  const p: (readonly number[])[] = [...points, [mx - 20 * size, my - size], [mx + 20 * size, my - size], [mx, my + 20 * size]];
  type Tri = { v: [number, number, number]; c: Circle };
  const make = (a: number, b: number, c: number): Tri => {
    const [ax, ay] = p[a] as [number, number];
    const [bx, by] = p[b] as [number, number];
    const [cx, cy] = p[c] as [number, number];
    const ccw = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) > 0;
    const v: [number, number, number] = ccw ? [a, b, c] : [a, c, b];
    return { v, c: circumcircle(p, a, b, c) };
  };
  let tris: Tri[] = [make(n, n + 1, n + 2)];
  for (let i = 0; i < n; i++) {
    const [x, y] = p[i] as [number, number];
    const bad = tris.filter((t) => (x - t.c.x) ** 2 + (y - t.c.y) ** 2 < t.c.r2);
    // The hole's boundary: edges of bad triangles that no other bad triangle has.
    const count = new Map<string, [number, number]>();
    const seen = new Map<string, number>();
    for (const t of bad) {
      for (let k = 0; k < 3; k++) {
        const a = t.v[k] as number;
        const b = t.v[(k + 1) % 3] as number;
        const key = a < b ? `${a},${b}` : `${b},${a}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        count.set(key, [a, b]);
      }
    }
    tris = tris.filter((t) => !bad.includes(t));
    for (const [key, [a, b]] of count) if (seen.get(key) === 1) tris.push(make(a, b, i));
  }
  const out: number[] = [];
  for (const t of tris) if (t.v.every((v) => v < n)) out.push(...t.v);
  return out;
}
