/*
 * Rings for the polygon tests: random grid rings (coincidences, crossings,
 * spikes and collinear runs are common on a small grid) and star-shaped
 * rings (simple by construction).
 */

/** n vertices with integer coordinates in [lo, lo + span − 1]. */
export function gridRing(rand: () => number, n: number, span: number, lo = 0): number[][] {
  const ring: number[][] = [];
  for (let i = 0; i < n; i++) ring.push([lo + Math.floor(rand() * span), lo + Math.floor(rand() * span)]);
  return ring;
}

/** n vertices at angles 2πi/n, counterclockwise, vertex i at distance radius(i) from the origin. */
export function starRing(n: number, radius: (i: number) => number): number[][] {
  const ring: number[][] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const r = radius(i);
    ring.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return ring;
}
