import type { Algorithm } from '../algorithms.js';
import { algorithmNamed } from '../algorithms.js';
import type { CensusResult, Disagreement } from '../runCensus.js';
import { CARD_H, CARD_W, caseCard } from './caseCard.js';
import { BOX, INK, MUTED, RIGHT, SHAPE, WRONG } from './colors.js';
import { categoryLegend, summaryGrid } from './summaryGrid.js';
import { el, esc, text } from './svg.js';

const MARGIN = 28;
const GAP = 18;
const COLUMNS = 3;
const PAGE_W = 2 * MARGIN + COLUMNS * CARD_W + (COLUMNS - 1) * GAP;

/** What the picture says about the run besides the result. */
export interface PictureInfo {
  /** Coordinate kind of the degenerate families. */
  coordinates: string;
  /** Wall time of the run, in seconds (not in census.json, which has no clock). */
  seconds: number;
}

/**
 * The census picture: a header, the summary grids, and a gallery of
 * disagreement cards (`gallery`, see `caseCard`).
 *
 * ```ts
 * writeFileSync('census.svg', censusSvg(result, ALGORITHMS, pickGallery(result.disagreements, ALGORITHMS, 2), info));
 * ```
 */
export function censusSvg(
  result: CensusResult,
  algorithms: readonly Algorithm[],
  gallery: readonly Disagreement[],
  info: PictureInfo,
): string {
  const inner = PAGE_W - 2 * MARGIN;
  const total = result.rows.reduce((n, r) => n + r.counts.cases, 0);
  const differ = result.rows.reduce((n, r) => n + r.counts.cases - r.counts.agree, 0);
  const out: string[] = [];
  let y = MARGIN + 22;
  out.push(text(MARGIN, y, 'Float algorithms against their exact twins', { 'font-size': 24, 'font-weight': 'bold', fill: INK }));
  y += 22;
  out.push(
    text(
      MARGIN,
      y,
      `exact-predicates census · seed ${result.seed} · ${result.casesPerFamily} cases per family · '${info.coordinates}' coordinates · ${total} evaluations, ${differ} disagreements · ${info.seconds.toFixed(1)} s`,
      { 'font-size': 13, fill: MUTED },
    ),
  );
  y += 26;
  out.push(el('g', { transform: `translate(${MARGIN} ${y})` }, categoryLegend()));
  y += 26;
  const grid = summaryGrid(result, algorithms, inner);
  out.push(el('g', { transform: `translate(${MARGIN} ${y})` }, grid.svg));
  y += grid.h + 40;
  out.push(text(MARGIN, y, 'Where they disagree', { 'font-size': 20, 'font-weight': 'bold', fill: INK }));
  y += 20;
  out.push(
    el(
      'text',
      { x: MARGIN, y, 'font-size': 12.5, fill: MUTED },
      el('tspan', { fill: SHAPE, 'font-weight': 'bold' }, 'Segments and rays'),
      esc(' in blue, '),
      el('tspan', { fill: BOX, 'font-weight': 'bold' }, 'boxes'),
      esc(' dashed, rays with an arrowhead. '),
      el('tspan', { fill: RIGHT, 'font-weight': 'bold' }, 'Green: right'),
      esc(' (the exact answer, the exact point ringed); '),
      el('tspan', { fill: WRONG, 'font-weight': 'bold' }, 'red: wrong'),
      esc(
        ' (the float answer, × where the float code put its enter/exit points). Right panel: the ring, magnified by the factor under it.',
      ),
    ),
  );
  y += 16;
  if (gallery.length === 0) {
    y += 20;
    out.push(text(MARGIN, y, 'No disagreement in this run.', { 'font-size': 14, fill: INK }));
    y += 20;
  }
  gallery.forEach((d, i) => {
    const col = i % COLUMNS;
    const row = Math.floor(i / COLUMNS);
    out.push(caseCard(d, algorithmNamed(d.algorithm), MARGIN + col * (CARD_W + GAP), y + row * (CARD_H + GAP), `c${i}`));
  });
  y += Math.ceil(gallery.length / COLUMNS) * (CARD_H + GAP) + MARGIN;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_W}" height="${y}" viewBox="0 0 ${PAGE_W} ${y}" font-family="Helvetica, Arial, sans-serif">`,
    el('rect', { x: 0, y: 0, width: PAGE_W, height: y, fill: '#f7f7f5' }),
    ...out,
    '</svg>',
  ].join('\n');
}
