import type { Algorithm } from '../algorithms.js';
import type { CensusResult, CensusRow } from '../runCensus.js';
import { agreePercent } from '../summaryTable.js';
import { CATEGORIES, type CaseKind, type Counts } from '../types.js';
import { CATEGORY_COLORS, INK, MUTED } from './colors.js';
import { el, text } from './svg.js';

const LABEL_W = 178;
const CELL_W = 150;
const CELL_H = 46;
const HEAD_H = 52;

const KIND_TITLES: Record<CaseKind, string> = {
  triple: 'Orientation of three points',
  segments: 'Segment against segment',
  segmentBox: 'Segment against box',
  rayBox: 'Ray against box',
  segmentCuboid: 'Segment against rotated cuboid',
  gridSegment: 'Cells of a grid along a segment',
  pixelSegment: 'Pixel cells between integer ends',
  rayTriangle: 'Ray against triangle',
  rayMesh: 'Ray from inside a closed mesh',
  trianglePair: 'Triangle against triangle',
  segmentSet: 'Sets of segments: crossings and snap rounding',
  pointPolygon: 'Point in a polygon (closed, even-odd)',
  polygonRings: 'The sign of a polygon area',
  hullPoints: 'Convex hull',
};

/** Pale green when all agree, then yellow to red as the disagreement rate grows from 0.1% to 100%. */
function cellColor(c: Counts): string {
  if (c.cases === 0) return '#f2f2f2';
  const r = 1 - c.agree / c.cases;
  if (r === 0) return '#e6f4e4';
  const t = Math.max(0, Math.min(1, (Math.log10(r) + 3) / 3));
  const mix = (a: number, b: number) => Math.round(a + (b - a) * t);
  return `rgb(${mix(255, 240)},${mix(236, 150)},${mix(170, 140)})`;
}

function cellText(c: Counts): string {
  if (c.cases === 0) return 'no cases';
  const parts: string[] = [];
  if (c.miss) parts.push(`${c.miss} miss`);
  if (c.falseHit) parts.push(`${c.falseHit} false hit`);
  if (c.wrong) parts.push(`${c.wrong} wrong`);
  if (c.error) parts.push(`${c.error} error`);
  return parts.length === 0 ? `all ${c.cases} agree` : parts.join(' · ');
}

function cell(row: CensusRow | undefined, x: number, y: number): string {
  if (row === undefined) {
    return (
      el('rect', { x, y, width: CELL_W - 4, height: CELL_H - 4, fill: '#f4f4f4', rx: 4 }) +
      text(x + (CELL_W - 4) / 2, y + 26, '—', { 'text-anchor': 'middle', fill: '#aaaaaa', 'font-size': 12 })
    );
  }
  const c = row.counts;
  const out = [el('rect', { x, y, width: CELL_W - 4, height: CELL_H - 4, fill: cellColor(c), rx: 4 })];
  out.push(text(x + 8, y + 19, `${agreePercent(c)}${c.cases ? '%' : ''}`, { 'font-size': 15, 'font-weight': 'bold', fill: INK }));
  out.push(text(x + CELL_W - 12, y + 19, `of ${c.cases}`, { 'font-size': 9.5, fill: MUTED, 'text-anchor': 'end' }));
  out.push(text(x + 8, y + 33, cellText(c), { 'font-size': 10, fill: INK }));
  // A stacked bar of the categories along the bottom.
  let bx = x;
  const w = CELL_W - 4;
  for (const k of CATEGORIES) {
    if (c.cases === 0 || c[k] === 0) continue;
    const bw = Math.max((w * c[k]) / c.cases, 1.5);
    out.push(el('rect', { x: bx, y: y + CELL_H - 8, width: Math.min(bw, x + w - bx), height: 4, fill: CATEGORY_COLORS[k] }));
    bx += bw;
  }
  out.push(
    el(
      'title',
      {},
      `${row.algorithm} on ${row.family}: ${c.cases} cases, ${c.agree} agree, ${c.miss} float miss, ${c.falseHit} false hit, ${c.wrong} wrong, ${c.error} error/NaN; ${row.skipped} skipped`,
    ),
  );
  return out.join('');
}

/** One section: families down, algorithms across. Returns the SVG and its size. */
function section(
  kind: CaseKind,
  result: CensusResult,
  algorithms: readonly Algorithm[],
): { svg: string; w: number; h: number } | null {
  const families = result.families.filter((f) => f.kind === kind);
  const algs = algorithms.filter((a) => a.kind === kind && result.rows.some((r) => r.algorithm === a.name));
  if (families.length === 0 || algs.length === 0) return null;
  const out: string[] = [text(0, 16, KIND_TITLES[kind], { 'font-size': 15, 'font-weight': 'bold', fill: INK })];
  algs.forEach((a, j) => {
    const x = LABEL_W + j * CELL_W;
    out.push(text(x, 36, a.name, { 'font-size': 11.5, 'font-weight': 'bold', fill: INK }));
    out.push(text(x, 49, a.method, { 'font-size': 9.5, fill: MUTED }));
    out.push(text(x, 61, `vs ${a.exactName}`, { 'font-size': 9.5, fill: MUTED }));
  });
  families.forEach((f, i) => {
    const y = HEAD_H + 14 + i * CELL_H;
    out.push(text(0, y + 18, f.label, { 'font-size': 12, fill: INK }));
    out.push(text(0, y + 31, f.source, { 'font-size': 9.5, fill: MUTED }));
    algs.forEach((a, j) => {
      const row = result.rows.find((r) => r.algorithm === a.name && r.family === f.label);
      out.push(cell(row, LABEL_W + j * CELL_W, y));
    });
  });
  return { svg: out.join(''), w: LABEL_W + algs.length * CELL_W, h: HEAD_H + 14 + families.length * CELL_H };
}

/**
 * The summary as coloured grids, one per kind of case: for each family
 * (rows) and float algorithm (columns) the agreement rate, the counts of
 * each kind of disagreement, and a bar of their shares. Sections flow left
 * to right within `width`. Returns the SVG (at the origin) and its height.
 */
export function summaryGrid(result: CensusResult, algorithms: readonly Algorithm[], width: number): { svg: string; h: number } {
  const kinds: CaseKind[] = [
    'triple',
    'segments',
    'segmentBox',
    'rayBox',
    'segmentCuboid',
    'gridSegment',
    'pixelSegment',
    'rayTriangle',
    'rayMesh',
    'trianglePair',
    'segmentSet',
    'pointPolygon',
    'polygonRings',
    'hullPoints',
  ];
  const out: string[] = [];
  let x = 0;
  let y = 0;
  let rowH = 0;
  for (const kind of kinds) {
    const s = section(kind, result, algorithms);
    if (s === null) continue;
    if (x > 0 && x + s.w > width) {
      x = 0;
      y += rowH + 24;
      rowH = 0;
    }
    out.push(el('g', { transform: `translate(${x} ${y})` }, s.svg));
    x += s.w + 34;
    rowH = Math.max(rowH, s.h);
  }
  return { svg: out.join(''), h: y + rowH };
}

/** The category legend: a swatch and a phrase for each. */
export function categoryLegend(): string {
  const words: Record<string, string> = {
    agree: 'agree',
    miss: 'float miss (exact hit)',
    falseHit: 'false hit (exact miss)',
    wrong: 'wrong (e.g. +1 vs −1)',
    error: 'error / NaN',
  };
  let x = 0;
  const out: string[] = [];
  for (const k of CATEGORIES) {
    out.push(el('rect', { x, y: -9, width: 12, height: 10, fill: CATEGORY_COLORS[k], rx: 2 }));
    out.push(text(x + 17, 0, words[k] as string, { 'font-size': 11, fill: INK }));
    // About 5.6 px per character at 11 px Helvetica.
    x += 17 + Math.ceil(5.6 * (words[k] as string).length) + 22;
  }
  out.push(
    text(x + 10, 0, 'Cells: share of cases where the float answer equals the exact one; "—": the algorithm is 2D only.', {
      'font-size': 11,
      fill: MUTED,
    }),
  );
  return out.join('');
}
