/**
 * A comb ring of `teeth` unit-wide teeth 2·teeth long, standing on the x
 * axis (or, `alongY`, on the y axis), its teeth joined along the axis:
 * its region is the teeth. Two combs across each other meet in (2·teeth)²
 * crossings of long edges, each at its own point, and intersect in
 * teeth² unit squares. `coordinate` writes each integer (for example as
 * a rational text).
 *
 * ```ts
 * comb(1, false); // [[0, 0], [0, 2], [1, 2], [1, 0]]
 * ```
 */
export function comb<C = number>(teeth: number, alongY: boolean, coordinate: (k: number) => C = (k) => k as C): C[][] {
  const points: C[][] = [];
  for (let i = 0; i < teeth; i++) {
    for (const [u, v] of [
      [2 * i, 0],
      [2 * i, 2 * teeth],
      [2 * i + 1, 2 * teeth],
      [2 * i + 1, 0],
    ] as const)
      points.push(alongY ? [coordinate(v), coordinate(u)] : [coordinate(u), coordinate(v)]);
  }
  return points;
}
