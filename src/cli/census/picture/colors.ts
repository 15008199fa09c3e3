/*
 * The palette of seed 000's matplotlib visualize(): the box dashed red, a
 * segment red when it hits and green when it misses (matplotlib's default
 * red and green), plus one colour for what the float code claims.
 */

/** A hit (seed 000: `line_color = 'r'`); also the box outline. */
export const HIT = '#d62728';
/** A miss (seed 000: `line_color = 'g'`). */
export const MISS = '#2ca02c';
/** What the float code computed (its entry/exit points). */
export const FLOAT = '#ff7f0e';
/** Axes, grid and secondary lines. */
export const GRID = '#c8c8c8';
export const INK = '#222222';
export const MUTED = '#666666';

/** Category colours of the summary bars. */
export const CATEGORY_COLORS = {
  agree: '#9ecf9a',
  miss: '#ff7f0e',
  falseHit: '#d62728',
  wrong: '#9467bd',
  error: '#444444',
} as const;

/** The colour of a verdict: red for a hit (or collinear), green otherwise. */
export function verdictColor(hit: boolean): string {
  return hit ? HIT : MISS;
}
