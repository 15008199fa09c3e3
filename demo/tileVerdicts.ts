// What the tile view compares: the exact tiles of gridCells in the chosen
// mode, and the tiles the Amanatides–Woo walk of game code lists.
import { amanatidesWooFloat } from '../src/float/index.js';
import { gridCells } from '../src/index.js';
import type { TileScene } from './tileScene.js';

/** The float walk stops here; past it, it would never end. */
export const STEP_LIMIT = 2000;

export interface TileComparison {
  /** The exact tiles, in traversal order. */
  exact: number[][];
  /** The float walk's tiles, in its order. */
  float: number[][];
  /** Tiles only the float walk lists. */
  extra: number[][];
  /** Tiles only the exact answer lists. */
  missing: number[][];
  /** The float walk reached its step limit. */
  endless: boolean;
}

const key = (c: readonly number[]) => `${c[0]},${c[1]}`;

/**
 * Both tile lists and how they differ.
 *
 * ```ts
 * compareTiles(TILE_START).extra; // [[0, 1], [1, 2], [2, 3]]
 * ```
 */
export function compareTiles(s: TileScene): TileComparison {
  const grid = { origin: [0, 0], cell: [s.cell, s.cell] };
  const exact = [...gridCells([s.a, s.b], grid, { mode: s.mode })].map((c) => c.map(Number));
  const float = amanatidesWooFloat([s.a, s.b], grid, STEP_LIMIT);
  const inExact = new Set(exact.map(key));
  const inFloat = new Set(float.map(key));
  return {
    exact,
    float,
    extra: float.filter((c) => !inExact.has(key(c))),
    missing: exact.filter((c) => !inFloat.has(key(c))),
    endless: float.length >= STEP_LIMIT,
  };
}

/** A list of tiles in words: "4 tiles: [0, 0] [1, 1] …". */
export function tileWords(tiles: readonly number[][]): string {
  const shown = tiles.slice(0, 6).map((c) => `[${c[0]}, ${c[1]}]`);
  return `${tiles.length} tile${tiles.length === 1 ? '' : 's'}${tiles.length > 0 ? `: ${shown.join(' ')}${tiles.length > 6 ? ' …' : ''}` : ''}`;
}
