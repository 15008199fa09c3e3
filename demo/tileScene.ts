// The tile-map view's state: a segment a–b over a grid of square tiles of
// side `cell` (origin 0), in world coordinates (y up), and the mapping to
// the 600×600 SVG stage, which always shows 20 tiles across.
import type { GridMode } from '../src/index.js';

/** A 2D point of doubles. */
export type Pt = [number, number];

export interface TileScene {
  a: Pt;
  b: Pt;
  /** The tile side (a double > 0; the grid's origin is (0, 0)). */
  cell: number;
  /** Which points belong to a tile for the exact cells. */
  mode: GridMode;
}

export const TILE_HANDLES = ['a', 'b'] as const;
export type TileHandle = (typeof TILE_HANDLES)[number];

/** Stage size in pixels, and how many tiles it shows across. */
export const STAGE = 600;
export const TILES = 20;
/** The cell sizes offered. */
export const CELL_SIZES = [1, 0.5, 0.1, 0.3];

/** Pixels per world unit. */
export function scaleOf(cell: number): number {
  return STAGE / (TILES * cell);
}

/** World → stage pixels: the stage shows [-10, 10]² tiles, the origin in the middle. */
export function toScreen([x, y]: Pt, cell: number): Pt {
  const k = scaleOf(cell);
  return [STAGE / 2 + x * k, STAGE / 2 - y * k];
}

/** Stage pixels → world. */
export function toWorld([sx, sy]: Pt, cell: number): Pt {
  const k = scaleOf(cell);
  return [(sx - STAGE / 2) / k, (STAGE / 2 - sy) / k];
}

/**
 * Keeps a dragged point on the stage and, when snapping, on the half-tile
 * lattice (tile corners, edge midpoints and centres: where walks go wrong).
 * The snapped value is the double nearest to k·cell/2, computed as game
 * code would, so that with cell 0.1 the points are the doubles 0.1, 0.15, ...
 */
export function placeTilePoint([x, y]: Pt, cell: number, snap: boolean): Pt {
  const lim = (TILES / 2) * cell;
  const clamp = (v: number) => Math.min(lim, Math.max(-lim, v));
  const fix = (v: number) => (snap ? Number(((Math.round((2 * clamp(v)) / cell) * cell) / 2).toPrecision(12)) + 0 : clamp(v));
  return [fix(x), fix(y)];
}

/** The opening position: a segment through the tile corner (2, 2), where the float walk adds a tile. */
export const TILE_START: TileScene = { a: [0.5, 0.5], b: [3.5, 3.5], cell: 1, mode: 'half_open' };

export function cloneTileScene(s: TileScene): TileScene {
  return { a: [...s.a], b: [...s.b], cell: s.cell, mode: s.mode };
}

/** A named position of the tile view; the e2e test checks what each promises. */
export interface TilePreset {
  id: string;
  label: string;
  why: string;
  scene: TileScene;
  /** Tiles the float walk adds and misses there, and whether it ends. */
  expect: { extra: number; missing: number; endless: boolean };
}

export const TILE_PRESETS: TilePreset[] = [
  {
    id: 'vertex',
    label: 'Through tile corners',
    why: 'The diagonal passes exactly through tile corners: at each the float walk steps one axis, then the other, and lists a tile the segment never enters.',
    scene: TILE_START,
    expect: { extra: 3, missing: 0, endless: false },
  },
  {
    id: 'line',
    label: 'Along a grid line',
    why: 'A horizontal segment on the line y = 1: the float walk computes 0/0 = NaN and walks down the column for ever.',
    scene: { a: [0.5, 1], b: [4.5, 1], cell: 1, mode: 'half_open' },
    expect: { extra: 1999, missing: 4, endless: true },
  },
  {
    id: 'decimal',
    label: 'Tiles of 0.1',
    why: 'floor(0.5 / 0.1) = 5, but the double 0.5 lies below 5 × 0.1: the segment ends in tile 4, the float walk says 5.',
    scene: { a: [0.1, 0.1], b: [0.1, 0.5], cell: 0.1, mode: 'half_open' },
    expect: { extra: 1, missing: 0, endless: false },
  },
  {
    id: 'closed',
    label: 'Touching counts',
    why: 'In closed mode a segment through a corner touches the four tiles around it: the float walk lists three.',
    scene: { ...TILE_START, mode: 'closed' },
    expect: { extra: 0, missing: 3, endless: false },
  },
  {
    id: 'clean',
    label: 'No corner',
    why: 'A segment that passes no tile corner: the float walk and the exact tiles agree.',
    scene: { a: [-3.3, -1.2], b: [4.1, 2.6], cell: 1, mode: 'half_open' },
    expect: { extra: 0, missing: 0, endless: false },
  },
];
