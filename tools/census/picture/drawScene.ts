import { Rational } from '../../../src/index.js';
import { GRID, MUTED } from './colors.js';
import type { Scene, SceneLine } from './scene.js';
import { el, px, text } from './svg.js';

/** A tick label: `-2`, `0.25`, `1.5e-308` (no trailing `.0`). */
function tickLabel(v: number): string {
  const a = Math.abs(v);
  if (v === 0) return '0';
  if (a >= 1e-3 && a < 1e5) return String(Number(v.toPrecision(3)));
  return v.toExponential(1).replace('.0e', 'e');
}

import type { RPt, View } from './view.js';

/** How `drawScene` decorates the panel. */
export interface PanelOptions {
  /** Unique id for the clip path. */
  id: string;
  /** Grid lines with tick labels (the main view), or none (the inset). */
  grid: boolean;
  frame: string;
  frameWidth: number;
  background: string;
}

/** A "nice" grid step (1, 2 or 5 times a power of ten) giving about 3 lines across `width`. */
function niceStep(width: number): number {
  const raw = width / 3;
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m >= 5 ? 5 : m >= 2 ? 2 : 1) * p;
}

/**
 * Grid lines like matplotlib's `plt.grid(linestyle='--')` with tick labels,
 * and the axes x = 0 and y = 0 darker when in view.
 */
function grid(view: View): string {
  const w = view.window();
  const x0 = w.min[0].toNumber();
  const x1 = w.max[0].toNumber();
  const y0 = w.min[1].toNumber();
  const y1 = w.max[1].toNumber();
  const step = niceStep(x1 - x0);
  if (!(step > 0) || !Number.isFinite(step)) return '';
  const out: string[] = [];
  const right = view.left + view.size;
  const bottom = view.top + view.size;
  for (let k = Math.ceil(x0 / step); k * step <= x1 && out.length < 40; k++) {
    const [x] = view.toPx([Rational.fromNumber(k * step), w.min[1]]);
    const axis = k === 0;
    out.push(
      el('line', {
        x1: x,
        y1: view.top,
        x2: x,
        y2: bottom,
        stroke: axis ? MUTED : GRID,
        'stroke-width': axis ? 0.8 : 0.5,
        'stroke-dasharray': '3 3',
      }),
    );
    out.push(text(x, bottom + 10, tickLabel(k * step), { 'font-size': 7.5, fill: MUTED, 'text-anchor': 'middle' }));
  }
  for (let k = Math.ceil(y0 / step); k * step <= y1 && out.length < 80; k++) {
    const [, y] = view.toPx([w.min[0], Rational.fromNumber(k * step)]);
    const axis = k === 0;
    out.push(
      el('line', {
        x1: view.left,
        y1: y,
        x2: right,
        y2: y,
        stroke: axis ? MUTED : GRID,
        'stroke-width': axis ? 0.8 : 0.5,
        'stroke-dasharray': '3 3',
      }),
    );
    out.push(text(view.left - 3, y + 3, tickLabel(k * step), { 'font-size': 7.5, fill: MUTED, 'text-anchor': 'end' }));
  }
  return out.join('');
}

function mark(p: [number, number], shape: 'dot' | 'ring' | 'cross' | 'square', color: string): string {
  const [x, y] = p;
  switch (shape) {
    case 'dot':
      return el('circle', { cx: x, cy: y, r: 3, fill: color });
    case 'ring':
      return el('circle', { cx: x, cy: y, r: 6, fill: 'none', stroke: color, 'stroke-width': 1.2 });
    case 'square':
      return el('rect', {
        x: x - 4,
        y: y - 4,
        width: 8,
        height: 8,
        fill: 'none',
        stroke: color,
        'stroke-width': 1.5,
        'stroke-dasharray': '2 1.5',
      });
    case 'cross':
      return el('path', {
        d: `M${px(x - 4)} ${px(y - 4)}L${px(x + 4)} ${px(y + 4)}M${px(x - 4)} ${px(y + 4)}L${px(x + 4)} ${px(y - 4)}`,
        stroke: color,
        'stroke-width': 2,
      });
  }
}

/**
 * One panel of a gallery card: the scene seen through `view`, every line
 * clipped exactly to the window first (see `View.clip`) and then to the
 * panel by a clip path.
 */
export function drawScene(scene: Scene, view: View, o: PanelOptions): string {
  const { left, top, size } = view;
  const body: string[] = [];
  for (const l of scene.lines) {
    const c = view.clip(l.p, l.q);
    if (c === null) continue;
    const [a, b] = [view.toPx(c[0]), view.toPx(c[1])];
    body.push(
      el('line', {
        x1: a[0],
        y1: a[1],
        x2: b[0],
        y2: b[1],
        stroke: l.color,
        'stroke-width': l.width,
        'stroke-dasharray': l.dash,
        'stroke-linecap': 'round',
      }),
    );
  }
  for (const l of scene.lines) if (l.arrow) body.push(arrowhead(view, l));
  for (const p of scene.points) {
    if (!view.contains(p.p, 0.05)) continue;
    const at = view.toPx(p.p);
    body.push(mark(at, p.shape, p.color));
    if (p.label !== undefined)
      body.push(text(at[0] + 5, at[1] - 5, p.label, { 'font-size': 11, 'font-style': 'italic', fill: p.color }));
  }
  return [
    el('clipPath', { id: o.id }, el('rect', { x: left, y: top, width: size, height: size })),
    el('rect', { x: left, y: top, width: size, height: size, fill: o.background }),
    o.grid ? grid(view) : '',
    el('g', { 'clip-path': `url(#${o.id})` }, ...body),
    el('rect', { x: left, y: top, width: size, height: size, fill: 'none', stroke: o.frame, 'stroke-width': o.frameWidth }),
  ].join('');
}

/**
 * An arrowhead on the part of line p→q inside the panel, four fifths of the
 * way along it, pointing from p to q: a ray's direction, in any view. None
 * when the line misses the panel or is shorter there than the head.
 */
function arrowhead(view: View, l: SceneLine): string {
  const inside = view.clip(l.p, l.q, 0);
  if (inside === null) return '';
  const [a, b] = [view.toPx(inside[0]), view.toPx(inside[1])];
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy);
  if (!(length > 12)) return '';
  const [ux, uy] = [dx / length, dy / length];
  const tip = [a[0] + 0.8 * dx, a[1] + 0.8 * dy] as const;
  const base = [tip[0] - 9 * ux, tip[1] - 9 * uy] as const;
  const d = `M${px(tip[0])} ${px(tip[1])}L${px(base[0] - 4 * uy)} ${px(base[1] + 4 * ux)}L${px(base[0] + 4 * uy)} ${px(base[1] - 4 * ux)}Z`;
  return el('path', { class: 'arrow', d, fill: l.color });
}

/** The pixel position of a world point, or null when it is outside the panel. */
export function pixelIn(view: View, p: RPt): [number, number] | null {
  return view.contains(p) ? view.toPx(p) : null;
}
