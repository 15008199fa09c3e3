import { Rational } from '../../../src/index.js';
import { type Algorithm, floatPointsOf } from '../algorithms.js';
import type { Disagreement } from '../runCensus.js';
import { caseScene } from './caseScene.js';
import { INK, MUTED, RIGHT, WRONG } from './colors.js';
import { drawScene, pixelIn } from './drawScene.js';
import { el, esc, shortNumber, text, wrapText } from './svg.js';
import { viewAround, viewFitting } from './view.js';
import { whyWrong } from './whyWrong.js';

/** Card size in pixels. */
export const CARD_W = 470;
export const CARD_H = 380;
const PANEL = 200;
/** Characters per line of the sentence under the panels (about 5.3 px each at 10.5 px Helvetica). */
const WHY_CHARS = 84;

const CATEGORY_WORDS = {
  miss: 'float misses',
  falseHit: 'float false hit',
  wrong: 'float wrong',
  error: 'float error',
} as const;

/**
 * One disagreement: the shapes in blue and the box dashed grey, in a main
 * view (left) and an inset (right) zoomed on the critical point (a green
 * ring: it is exact) by the factor written under it. Below, the float
 * answer in red (it is wrong), the exact one in green, and a sentence on
 * why the float code got it wrong; the float code's own enter/exit points
 * are red crosses.
 *
 * ```ts
 * caseCard(d, algorithmNamed(d.algorithm), 0, 0, 'c1'); // '<g transform="translate(0 0)">…</g>'
 * ```
 */
export function caseCard(d: Disagreement, alg: Algorithm, x: number, y: number, id: string): string {
  const scene = caseScene(d, alg);
  const main = viewFitting([...scene.fit, scene.focus], 0.08, 14, 56, PANEL);
  let half = Rational.fromNumber(scene.focusHalf);
  // The inset must zoom in: at most a fifth of the main view.
  const maxHalf = main.width().div(Rational.of(10n));
  const capped = half.compare(maxHalf) > 0;
  if (capped) half = maxHalf;
  const inset = viewAround(scene.focus, half, 256, 56, PANEL);
  const zoom = main.width().div(inset.width()).toNumber();
  const out: string[] = [];
  out.push(el('rect', { x: 0, y: 0, width: CARD_W, height: CARD_H, rx: 8, fill: '#ffffff', stroke: '#d9d9d9' }));
  out.push(text(14, 20, `${alg.name} · ${d.family}`, { 'font-size': 14, 'font-weight': 'bold', fill: INK }));
  out.push(
    text(14, 37, `${CATEGORY_WORDS[d.category]} · ${alg.method} · case #${d.index} · ${scene.axes} view`, {
      'font-size': 11,
      fill: MUTED,
    }),
  );
  out.push(drawScene(scene, main, { id: `${id}m`, grid: true, frame: '#bbbbbb', frameWidth: 1, background: '#ffffff' }));
  // Where the inset looks: a ring in the main view, joined to the inset.
  const at = pixelIn(main, scene.focus);
  if (at !== null) {
    out.push(
      el('circle', { cx: at[0], cy: at[1], r: 9, fill: 'none', stroke: INK, 'stroke-width': 1, 'stroke-dasharray': '2 2' }),
    );
    out.push(el('line', { x1: at[0] + 9, y1: at[1], x2: 256, y2: 56, stroke: '#999999', 'stroke-width': 0.6 }));
    out.push(el('line', { x1: at[0] + 9, y1: at[1], x2: 256, y2: 256, stroke: '#999999', 'stroke-width': 0.6 }));
  }
  out.push(drawScene(scene, inset, { id: `${id}i`, grid: false, frame: INK, frameWidth: 1.5, background: '#fcfcf7' }));
  const width = inset.width().toNumber();
  // A capped zoom means the segment passes far from the box: no rounding near miss, the float code is simply wrong there.
  const scaleText = capped
    ? `inset ×${shortNumber(zoom)} · not a near miss`
    : `inset ×${shortNumber(zoom)} · ${shortNumber(width)} wide = ${shortNumber(width / scene.ulp)} ulp`;
  out.push(text(256 + PANEL / 2, 275, scaleText, { 'font-size': 11, 'text-anchor': 'middle', fill: INK }));
  out.push(text(256 + PANEL / 2, 289, `on ${scene.focusWhat}`, { 'font-size': 9.5, 'text-anchor': 'middle', fill: MUTED }));
  const floatText = d.float === null ? `error${d.note ? ` (${d.note})` : ''}` : alg.describe(d.float);
  out.push(
    el(
      'text',
      { x: 14, y: 306, 'font-size': 12.5 },
      el('tspan', { fill: MUTED }, 'float: '),
      el('tspan', { fill: WRONG, 'font-weight': 'bold' }, esc(floatText)),
      el('tspan', { fill: MUTED }, ' (wrong)   exact: '),
      el('tspan', { fill: RIGHT, 'font-weight': 'bold' }, esc(alg.describe(d.exact))),
    ),
  );
  const why = wrapText(`Why: ${whyWrong(d, alg, scene)}`, WHY_CHARS).slice(0, 3);
  out.push(
    el(
      'text',
      { class: 'why', x: 14, y: 324, 'font-size': 10.5, fill: INK },
      ...why.map((line, i) => el('tspan', { x: 14, dy: i === 0 ? 0 : 13.5 }, esc(line))),
    ),
  );
  const legend = [el('tspan', { fill: RIGHT }, '○ the exact point zoomed on')];
  if (floatPointsOf(alg, d.case).length > 0) legend.push(el('tspan', { fill: WRONG }, '   × where the float code enters/exits'));
  for (const l of scene.legend ?? []) legend.push(el('tspan', { fill: l.color }, `   ${esc(l.text)}`));
  out.push(el('text', { x: 14, y: 370, 'font-size': 10 }, ...legend));
  out.push(el('title', {}, esc(JSON.stringify(d.case))));
  return el('g', { transform: `translate(${x} ${y})`, 'data-kind': d.case.kind }, ...out);
}
