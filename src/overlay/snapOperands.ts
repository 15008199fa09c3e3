import type { PairLimit } from '../arrangement/arrangementOptions.js';
import type { SnapGridLike } from '../arrangement/snapGrid.js';
import { exactDouble } from '../arrangement/snapGrid.js';
import { snapRound } from '../arrangement/snapRound.js';
import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';
import type { OperandInput, OverlayEdges } from './overlayEdges.js';
import { readOverlayEdges } from './overlayEdges.js';

/**
 * The operands snapped to the grid, as PROTOCOL.md defines it: every edge
 * of every ring (in order, the last vertex back to the first) is snap
 * rounded together with all the others, and each ring becomes the closed
 * polyline of its edges' snapped polylines. Snap rounding adds no crossing,
 * so every vertex of an answer for these rings is a pixel centre. A
 * coordinate that is exactly a double is given as that number.
 *
 * ```ts
 * // The triangle (0.2, 0.1), (2.9, 0), (0, 3.2) on the unit grid: (0, 0), (3, 0), (0, 3).
 * snapOperands('f', readOverlayEdges('f', [{ rings: [[[0.2, 0.1], [2.9, 0], [0, 3.2]]], key: 0, name: 'a' }]), undefined, NO_LIMIT);
 * ```
 */
export function snapOperands(fn: string, edges: OverlayEdges, grid: SnapGridLike | undefined, limit: PairLimit): OverlayEdges {
  const { segments, ringStart, key } = edges;
  const { n, c, flipped } = segments;
  const given: [[Coordinate, Coordinate], [Coordinate, Coordinate]][] = new Array(n);
  for (let s = 0; s < n; s++) {
    const k = 4 * s;
    const start: [Coordinate, Coordinate] = [c[k] as Coordinate, c[k + 1] as Coordinate];
    const end: [Coordinate, Coordinate] = [c[k + 2] as Coordinate, c[k + 3] as Coordinate];
    given[s] = flipped[s] === 1 ? [end, start] : [start, end];
  }
  const lines = snapRound(given, grid, { maxPairs: limit.max });
  const snapped: OperandInput[] = [];
  for (let r = 0; r + 1 < ringStart.length; r++) {
    const ring: [Coordinate, Coordinate][] = [];
    for (let s = ringStart[r] as number; s < (ringStart[r + 1] as number); s++) {
      for (const [x, y] of lines[s] ?? []) {
        const p: [Coordinate, Coordinate] = [exactDouble(x), exactDouble(y)];
        const last = ring[ring.length - 1];
        if (last === undefined || !samePoint(last, p)) ring.push(p);
      }
    }
    const first = ring[0];
    while (ring.length > 1 && first !== undefined && samePoint(ring[ring.length - 1] as [Coordinate, Coordinate], first))
      ring.pop();
    // Each ring keeps the key its edges counted for.
    snapped.push({ rings: [ring], key: key[ringStart[r] as number] as number, name: `snapped[${r}]` });
  }
  return readOverlayEdges(fn, snapped);
}

/** Exact equality of two snapped points. */
function samePoint(p: readonly [Coordinate, Coordinate], q: readonly [Coordinate, Coordinate]): boolean {
  return compareCoord(p[0], q[0]) === 0 && compareCoord(p[1], q[1]) === 0;
}
