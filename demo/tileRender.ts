// Drawing the tile view: the grid, the exact tiles (blue), the float walk's
// tiles (orange outline), the tiles it adds (orange, crossed) and misses
// (red), the segment and its two handles. Handles are made once and moved;
// the tiles are redrawn in their own group at every change.

import { make, set } from './dom.js';
import { type Pt, STAGE, TILE_HANDLES, TILES, type TileHandle, type TileScene, toScreen } from './tileScene.js';
import type { TileComparison } from './tileVerdicts.js';

/** Colours, shared with the e2e test's pixel checks (test/browser/tiles.e2e.ts). */
export const TILE_COLORS = {
  grid: '#e6e9ef',
  axis: '#b9bfcc',
  /** A tile both lists have. */
  exact: '#cfe0fb',
  /** A tile only the float walk lists. */
  extra: '#ffc970',
  /** A tile only the exact answer lists. */
  missing: '#f28b82',
  floatStroke: '#e07000',
  segment: '#1d2330',
  handle: '#1d2330',
} as const;

export interface TileStage {
  draw(scene: TileScene, cmp: TileComparison): void;
  handle(el: Element): TileHandle | undefined;
}

/** The stage rectangle of tile [i, j], or null when it is off the stage. */
function tileRect([i, j]: readonly number[], cell: number): { x: number; y: number; w: number } | null {
  const [x0, y1] = toScreen([(i as number) * cell, ((j as number) + 1) * cell], cell);
  const w = STAGE / TILES;
  if (x0 + w < 0 || y1 + w < 0 || x0 > STAGE || y1 > STAGE) return null;
  return { x: x0, y: y1, w };
}

export function createTileStage(svg: SVGSVGElement): TileStage {
  const gridLines = make(svg, 'g', { 'shape-rendering': 'crispEdges' });
  for (let n = 0; n <= TILES; n++) {
    const at = (n * STAGE) / TILES;
    const stroke = n === TILES / 2 ? TILE_COLORS.axis : TILE_COLORS.grid;
    make(gridLines, 'line', { x1: at, y1: 0, x2: at, y2: STAGE, stroke, 'stroke-width': 1 });
    make(gridLines, 'line', { x1: 0, y1: at, x2: STAGE, y2: at, stroke, 'stroke-width': 1 });
  }
  const tiles = make(svg, 'g', { 'shape-rendering': 'crispEdges' });
  const segment = make(svg, 'line', { stroke: TILE_COLORS.segment, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  const handles = new Map<Element, TileHandle>();
  const handleEls = {} as Record<TileHandle, SVGElement>;
  for (const h of TILE_HANDLES) {
    const el = make(svg, 'circle', {
      r: 7,
      fill: TILE_COLORS.handle,
      cursor: 'grab',
      'data-handle': h,
      'data-testid': `tile-handle-${h}`,
    });
    handles.set(el, h);
    handleEls[h] = el;
  }
  return {
    draw(scene, cmp) {
      tiles.replaceChildren();
      const extra = new Set(cmp.extra.map((c) => `${c[0]},${c[1]}`));
      const missing = new Set(cmp.missing.map((c) => `${c[0]},${c[1]}`));
      for (const c of cmp.exact) {
        const r = tileRect(c, scene.cell);
        if (r === null) continue;
        const fill = missing.has(`${c[0]},${c[1]}`) ? TILE_COLORS.missing : TILE_COLORS.exact;
        make(tiles, 'rect', { x: r.x, y: r.y, width: r.w, height: r.w, fill, 'data-tile': `exact ${c[0]},${c[1]}` });
      }
      for (const c of cmp.float) {
        const r = tileRect(c, scene.cell);
        if (r === null) continue;
        const added = extra.has(`${c[0]},${c[1]}`);
        if (added) {
          make(tiles, 'rect', {
            x: r.x,
            y: r.y,
            width: r.w,
            height: r.w,
            fill: TILE_COLORS.extra,
            'data-tile': `extra ${c[0]},${c[1]}`,
          });
          const d = `M${r.x + 4} ${r.y + 4}L${r.x + r.w - 4} ${r.y + r.w - 4}M${r.x + 4} ${r.y + r.w - 4}L${r.x + r.w - 4} ${r.y + 4}`;
          make(tiles, 'path', { d, stroke: TILE_COLORS.floatStroke, 'stroke-width': 1.5 });
        }
        make(tiles, 'rect', {
          x: r.x + 2,
          y: r.y + 2,
          width: r.w - 4,
          height: r.w - 4,
          fill: 'none',
          stroke: TILE_COLORS.floatStroke,
          'stroke-width': 1.5,
        });
      }
      const [ax, ay] = toScreen(scene.a, scene.cell);
      const [bx, by] = toScreen(scene.b, scene.cell);
      set(segment, { x1: ax, y1: ay, x2: bx, y2: by });
      for (const h of TILE_HANDLES) {
        const [sx, sy] = toScreen(scene[h] as Pt, scene.cell);
        set(handleEls[h], { cx: sx, cy: sy });
      }
      svg.classList.toggle('disagree', cmp.extra.length + cmp.missing.length > 0);
    },
    handle: (el) => handles.get(el),
  };
}
