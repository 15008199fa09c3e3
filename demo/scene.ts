// The demo's state: one segment and one axis-aligned box, in world
// coordinates (y up), and the mapping to the 600×600 SVG stage (y down).

/** A 2D point as the library takes it. */
export type Pt = [number, number];

/**
 * What the user moves: segment ends `a`, `b` and two opposite box corners
 * `p`, `q` (in any order: the box is their bounding box, so dragging a corner
 * past the other never makes an invalid box).
 */
export interface Scene {
  a: Pt;
  b: Pt;
  p: Pt;
  q: Pt;
}

/** The draggable points, in drawing order. */
export const HANDLES = ['a', 'b', 'p', 'q'] as const;
export type Handle = (typeof HANDLES)[number];

/** Stage size in pixels and the visible world square [-EXTENT, EXTENT]². */
export const STAGE = 600;
export const EXTENT = 10;
/** Pixels per world unit. */
export const SCALE = STAGE / (2 * EXTENT);

/** World → stage pixels. */
export function toScreen([x, y]: Pt): Pt {
  return [STAGE / 2 + x * SCALE, STAGE / 2 - y * SCALE];
}

/** Stage pixels → world. */
export function toWorld([sx, sy]: Pt): Pt {
  return [(sx - STAGE / 2) / SCALE, (STAGE / 2 - sy) / SCALE];
}

/** Keeps a dragged point on the stage, and on the unit grid when snapping. */
export function placePoint([x, y]: Pt, snap: boolean): Pt {
  const clamp = (v: number) => Math.min(EXTENT, Math.max(-EXTENT, v));
  // `+ 0` turns -0 from rounding into 0, so the coordinate table shows "0".
  const fix = (v: number) => (snap ? Math.round(clamp(v)) + 0 : clamp(v));
  return [fix(x), fix(y)];
}

/** The box spanned by the two corners, as the library's `{ min, max }`. */
export function boxOf(scene: Scene): { min: Pt; max: Pt } {
  const { p, q } = scene;
  return {
    min: [Math.min(p[0], q[0]), Math.min(p[1], q[1])],
    max: [Math.max(p[0], q[0]), Math.max(p[1], q[1])],
  };
}

const BOX = { p: [-4, -3] as Pt, q: [4, 3] as Pt };

/**
 * The opening position: a segment that clearly misses the box. Dragging `b`
 * into the box makes both verdicts "intersects".
 */
export const START: Scene = { a: [-8, 6], b: [-6, -7], ...BOX };

/** Copies a scene so presets are never mutated by dragging. */
export function cloneScene(s: Scene): Scene {
  return { a: [...s.a], b: [...s.b], p: [...s.p], q: [...s.q] };
}
