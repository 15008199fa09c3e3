/*
 * The gallery's palette: green and red say right and wrong, nothing else.
 * The exact answer (and the exact point zoomed on) is green, the float
 * answer (and the points the float code computed) red; the shapes
 * themselves are blue and the box a dashed grey, whatever the answer.
 */

/** What is right: the exact answer, the exact point the inset zooms on. */
export const RIGHT = '#2ca02c';
/** What is wrong: the float answer, the points the float code computed. */
export const WRONG = '#d62728';
/** The shapes: the segment, the ray, the point c. */
export const SHAPE = '#1f77b4';
/** The box (or cuboid) outline. */
export const BOX = '#555555';
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
