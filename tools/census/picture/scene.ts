import type { Rational } from '../../../src/index.js';
import type { Pt } from '../types.js';
import { magnitude, type RVec, ulp } from './geometry.js';
import type { RPt } from './view.js';

/*
 * What a gallery card draws: the Scene type, and what the scene builders
 * (one file per kind of case; caseScene.ts picks one) share.
 */

/** A line to draw (a segment in world coordinates). */
export interface SceneLine {
  p: RPt;
  q: RPt;
  color: string;
  width: number;
  dash?: string;
  /** Draw an arrowhead pointing from p to q (a ray's direction). */
  arrow?: boolean;
}

/** A marked point. */
export interface ScenePoint {
  p: RPt;
  color: string;
  shape: 'dot' | 'ring' | 'cross' | 'square';
  label?: string;
}

/**
 * What one gallery card shows, in world coordinates already projected to
 * the two axes drawn: lines and points, which points the main view must
 * contain, and where the inset zooms in (its centre and half-width).
 */
export interface Scene {
  /** The axes drawn: "x–y", "x–z", ... */
  axes: string;
  lines: SceneLine[];
  points: ScenePoint[];
  fit: RPt[];
  focus: RPt;
  /** Half-width of the inset window, in world units. */
  focusHalf: number;
  /** What the inset is centred on, in words. */
  focusWhat: string;
  /** One ulp of the case's largest coordinate: the scale bar of the inset. */
  ulp: number;
  /** What the colours mean, when the card's usual legend does not say it. */
  legend?: { text: string; color: string }[];
  /** How far apart the shapes are exactly (0 when they meet), in world units. */
  gap?: number;
  /** Exactly: they do not meet, meet in a single point, or share more. */
  contact?: 'none' | 'point' | 'more';
}

const AXIS_NAMES = ['x', 'y', 'z'];

/** The two axes (i, j) a case is drawn in. */
export type Axes = [number, number];

/** The point's coordinates on the two drawn axes. */
export function project(p: RVec, [i, j]: Axes): RPt {
  return [p[i] as Rational, p[j] as Rational];
}

/**
 * The inset's half-width: four times the gap it must show, so that both
 * sides of it fit — even when the gap is below one ulp of the coordinates
 * (the drawing is exact, so it can zoom past double resolution); for a
 * touch (no gap) 24 ulps of the case's largest coordinate, the scale at
 * which the float code went wrong.
 */
export function insetHalf(gap: number, pts: readonly Pt[]): number {
  return gap > 0 ? 4 * gap : 24 * ulp(magnitude(pts));
}

/** "x–y", "x–z" or "y–z". */
export function axesName([i, j]: Axes): string {
  return `${AXIS_NAMES[i]}–${AXIS_NAMES[j]}`;
}
