// Drawing the scene into the SVG stage. Elements are made once and then only
// their attributes change, so a handle keeps its pointer capture while it is
// dragged.
import { make, set } from './dom.js';
import { boxOf, EXTENT, HANDLES, type Handle, type Pt, SCALE, type Scene, STAGE, toScreen } from './scene.js';
import type { Verdict } from './verdicts.js';

/** Colours, shared with the e2e test's pixel checks (test/browser/demo.e2e.ts). */
export const COLORS = {
  grid: '#e6e9ef',
  axis: '#b9bfcc',
  boxFill: '#dce9fb',
  boxStroke: '#2f6fd0',
  /** The segment when the exact verdict is "intersects". */
  hit: '#e07000',
  /** The segment when the exact verdict is "misses". */
  miss: '#1b7f8c',
  /** The exact part of the segment inside the box, drawn over it. */
  piece: '#8a2be2',
  handle: '#1d2330',
} as const;

export interface Stage {
  draw(scene: Scene, exact: Verdict, disagree: boolean): void;
  handle(el: Element): Handle | undefined;
}

/** Unit grid with the axes a little darker. */
function drawGrid(svg: SVGSVGElement): void {
  const g = make(svg, 'g', { 'shape-rendering': 'crispEdges' });
  for (let i = -EXTENT; i <= EXTENT; i++) {
    const at = STAGE / 2 + i * SCALE;
    const stroke = i === 0 ? COLORS.axis : COLORS.grid;
    make(g, 'line', { x1: at, y1: 0, x2: at, y2: STAGE, stroke, 'stroke-width': 1 });
    make(g, 'line', { x1: 0, y1: at, x2: STAGE, y2: at, stroke, 'stroke-width': 1 });
  }
}

/** Builds the stage's elements once; `draw` then moves them. */
export function createStage(svg: SVGSVGElement): Stage {
  drawGrid(svg);
  const box = make(svg, 'rect', { fill: COLORS.boxFill, stroke: COLORS.boxStroke, 'stroke-width': 2 });
  const segment = make(svg, 'line', { 'stroke-width': 3, 'stroke-linecap': 'round' });
  const piece = make(svg, 'line', { stroke: COLORS.piece, 'stroke-width': 7, 'stroke-linecap': 'round' });
  // A ring around a single common point (t0 = t1), which is otherwise a dot.
  const touch = make(svg, 'circle', { r: 9, fill: 'none', stroke: COLORS.piece, 'stroke-width': 2 });
  const handles = new Map<Element, Handle>();
  const handleEls = {} as Record<Handle, SVGElement>;
  for (const h of HANDLES) {
    const isEnd = h === 'a' || h === 'b';
    const el = isEnd ? make(svg, 'circle', { r: 8 }) : make(svg, 'rect', { width: 14, height: 14 });
    set(el, { fill: COLORS.handle, cursor: 'grab', 'data-handle': h, 'data-testid': `handle-${h}` });
    handles.set(el, h);
    handleEls[h] = el;
  }

  function placeHandle(h: Handle, at: Pt): void {
    const [sx, sy] = toScreen(at);
    const el = handleEls[h];
    if (el.tagName === 'circle') set(el, { cx: sx, cy: sy });
    else set(el, { x: sx - 7, y: sy - 7 });
  }

  return {
    draw(scene, exact, disagree) {
      svg.classList.toggle('disagree', disagree);
      const { min, max } = boxOf(scene);
      const [x0, y0] = toScreen([min[0], max[1]]);
      const [x1, y1] = toScreen([max[0], min[1]]);
      set(box, { x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
      const [ax, ay] = toScreen(scene.a);
      const [bx, by] = toScreen(scene.b);
      set(segment, { x1: ax, y1: ay, x2: bx, y2: by, stroke: exact.hit ? COLORS.hit : COLORS.miss });
      if (exact.piece) {
        const [[px, py], [qx, qy]] = exact.piece.map(toScreen) as [Pt, Pt];
        set(piece, { x1: px, y1: py, x2: qx, y2: qy, visibility: 'visible' });
        const single = exact.interval !== null && exact.interval[0] === exact.interval[1];
        set(touch, { cx: px, cy: py, visibility: single ? 'visible' : 'hidden' });
      } else {
        set(piece, { visibility: 'hidden' });
        set(touch, { visibility: 'hidden' });
      }
      for (const h of HANDLES) placeHandle(h, scene[h]);
    },
    handle: (el) => handles.get(el),
  };
}
