import type { GeomRings } from './readGeoms.js';

/** The set operations of the polygon-clipping API, on any number of geometries. */
export type ClipOperation = 'union' | 'intersection' | 'xor' | 'difference';

/*
 * A geometry holds a point (polygon-clipping's reading of GeoJSON) when
 * one of its polygons does: the point is inside the polygon's outer ring
 * and inside none of its holes, each ring read with the nonzero rule on
 * its own (so its winding order does not matter, a self-crossing ring
 * holds where it winds, a hole outside its outer ring takes nothing away,
 * and overlapping polygons simply overlap). A region's label holds the
 * windings of the rings around it, by key; a polygon's rings have
 * consecutive keys, its outer ring first, so one pass over the label
 * finds the polygons, and the geometries, that hold the region.
 */

/**
 * The membership of the operation's answer: whether the answer holds a
 * region of windings v. `union`: some geometry holds it; `intersection`:
 * every one; `xor`: an odd number of them; `difference`: the first and no
 * other.
 *
 * ```ts
 * const holds = geomMembership(readGeoms('union', [square]), 'union');
 * holds(Int32Array.of(0, 1)); // true: inside ring 0, the outer ring of the only polygon
 * ```
 */
export function geomMembership(rings: GeomRings, operation: ClipOperation): (v: readonly number[]) => boolean {
  const { polygonOf, geomOf, outer, geoms } = rings;
  return (v) => {
    let count = 0;
    let firstHeld = false;
    let lastGeom = -1;
    let i = 0;
    while (i < v.length) {
      const key = v[i] as number;
      const polygon = polygonOf[key] as number;
      // Skip to the end of this polygon's entries, noting its outer ring and any hole.
      let inOuter = false;
      let inHole = false;
      while (i < v.length && polygonOf[v[i] as number] === polygon) {
        if (outer[v[i] as number] === 1) inOuter = true;
        else inHole = true;
        i += 2;
      }
      if (!inOuter || inHole) continue;
      const geom = geomOf[polygon] as number;
      if (geom === lastGeom) continue;
      lastGeom = geom;
      if (operation === 'union') return true;
      count++;
      if (geom === 0) firstHeld = true;
    }
    switch (operation) {
      case 'intersection':
        return count === geoms;
      case 'xor':
        return (count & 1) === 1;
      default:
        return firstHeld && count === 1;
    }
  };
}
