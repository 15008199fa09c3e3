/**
 * How a float list of items (grid cells, hull vertices, as text keys)
 * differs from the exact list, order aside: `extra` when it has an item the
 * exact one has not, `missing` when it lacks one. The census's categories
 * (compareCells) and the grid agreement tables of property/ both count
 * from it.
 *
 * ```ts
 * listDifference(['0,0', '1,0'], ['0,0', '0,1']); // { extra: true, missing: true }
 * ```
 */
export function listDifference(float: readonly string[], exact: readonly string[]): { extra: boolean; missing: boolean } {
  const f = new Set(float);
  const e = new Set(exact);
  return { extra: float.some((x) => !e.has(x)), missing: exact.some((x) => !f.has(x)) };
}
