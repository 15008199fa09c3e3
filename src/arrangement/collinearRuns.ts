import type { Coordinates } from './eventOrder.js';
import { turn } from './eventOrder.js';

/**
 * Where the runs of parallel segments start in `segments` (segments through
 * one point, in status order, where parallel ones are neighbours), followed
 * by `segments.length`: run r is segments[runs[r] .. runs[r + 1] − 1].
 *
 * ```ts
 * collinearRuns({ c: [0, 0, 2, 2, 0, 0, 1, 1, 0, 0, 2, 0], f: null }, [0, 1, 2]); // [0, 2, 3]
 * ```
 */
export function collinearRuns(xy: Coordinates, segments: readonly number[]): number[] {
  const runs = [0];
  for (let k = 1; k < segments.length; k++) {
    if (turn(xy, segments[k - 1] as number, segments[k] as number) !== 0) runs.push(k);
  }
  runs.push(segments.length);
  return runs;
}
