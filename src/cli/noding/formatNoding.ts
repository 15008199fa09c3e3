import type { RationalPoint } from '../../index.js';
import { segmentIntersection } from '../../index.js';
import type { NodingReport, ProblemKind } from './findProblems.js';
import { KINDS } from './findProblems.js';
import type { GeoFile } from './readGeoJson.js';

/** What was read, for the report. */
export type NodingInput = { readonly file: string; readonly geo: GeoFile };

const PLURAL: Record<ProblemKind, string> = {
  crossing: 'crossings',
  touch: 'touches',
  overlap: 'overlaps',
  duplicate: 'duplicates',
};
const counted = (n: number, kind: ProblemKind): string => `${n} ${n === 1 ? kind : PLURAL[kind]}`;

/** The report is handed out in pieces of about this many characters, for a writer that waits for `drain`. */
const PIECE = 64 * 1024;

/** Where segment s comes from, as a report names it. */
type Source = { feature: string; index: number; name: string | undefined; part: number; ring: number; edge: number };

function sourceOf(input: NodingInput, s: number): Source {
  const [index, part, ring, edge] = input.geo.store.source(s);
  const info = input.geo.store.infoOf(index);
  return { feature: info.id ?? String(index), index, name: info.name, part, ring, edge };
}

/** A segment's source as text: `feature "242" "Fiji" polygon 3 ring 0 edge 12` (the id as the file writes it). */
function where(s: Source, withEdge = true): string {
  const parts = [`feature ${s.feature}`];
  if (s.name !== undefined) parts.push(JSON.stringify(s.name));
  if (withEdge) {
    if (s.part >= 0) parts.push(`${s.ring >= 0 ? 'polygon' : 'line'} ${s.part}`);
    if (s.ring >= 0) parts.push(`ring ${s.ring}`);
    parts.push(`edge ${s.edge}`);
  }
  return parts.join(' ');
}

/** The point, or the piece, problem pair (i, j) shares, exactly, in the file's coordinates. */
function shared(input: NodingInput, i: number, j: number): RationalPoint | [RationalPoint, RationalPoint] {
  const store = input.geo.store;
  const x = segmentIntersection(store.segment(i), store.segment(j));
  if (x.kind === 'point') return input.geo.toFile(x.point);
  if (x.kind === 'segment') return [input.geo.toFile(x.segment[0]), input.geo.toFile(x.segment[1])];
  throw new Error(`noding: segments ${i} and ${j} were reported as meeting, and share nothing`);
}

const text = (p: RationalPoint): string => `(${p[0]}, ${p[1]})`;
const approx = (p: RationalPoint): string => `≈ (${p[0].toNumber()}, ${p[1].toNumber()})`;

/** Gathers text and hands it out in pieces of about PIECE characters. */
class Pieces {
  private buffer: string[] = [];
  private size = 0;
  /** Adds a line; returns a piece when enough has gathered, else null. */
  add(line: string): string | null {
    this.buffer.push(line);
    this.size += line.length + 1;
    return this.size >= PIECE ? this.take() : null;
  }
  take(): string {
    const out = this.buffer.length === 0 ? '' : `${this.buffer.join('\n')}\n`;
    this.buffer = [];
    this.size = 0;
    return out;
  }
}

/** The header of both reports: the counts, `noded`, and the kinds found. */
function summary(input: NodingInput, report: NodingReport, seconds: number): string {
  const { store } = input.geo;
  const counts = KINDS.map((k) => counted(report.counts[k], k)).join(', ');
  return (
    `${input.file}: ${store.segments} segments in ${store.features} features (${store.repeated} repeated vertices skipped); ` +
    `${report.pairs} pairs meet; ${report.count === 0 ? 'noded' : `not noded: ${counts}`} (${seconds.toFixed(2)} s)`
  );
}

/**
 * The report as text, piece by piece: a summary line, then every crossing,
 * touch and overlap; duplicates (edges two features share, as neighbouring
 * polygons do) one line per pair of features, or each one with `all`.
 */
export function* formatNodingText(input: NodingInput, report: NodingReport, seconds: number, all: boolean): Generator<string> {
  const out = new Pieces();
  for (const line of textLines(input, report, seconds, all)) {
    const piece = out.add(line);
    if (piece !== null) yield piece;
  }
  yield out.take();
}

/** The lines of the text report, one at a time. */
function* textLines(input: NodingInput, report: NodingReport, seconds: number, all: boolean): Generator<string> {
  yield summary(input, report, seconds);
  for (const kind of KINDS) {
    if (kind === 'duplicate' && !all) {
      yield* duplicatesByFeature(input, report);
      continue;
    }
    for (let k = 0; k < report.count; k++) {
      const p = report.problem(k);
      if (p.kind !== kind) continue;
      const at = shared(input, p.i, p.j);
      const place = Array.isArray(at[0])
        ? `from ${text(at[0] as RationalPoint)} to ${text(at[1] as RationalPoint)}`
        : `at ${text(at as RationalPoint)} ${approx(at as RationalPoint)}`;
      yield `${kind.padEnd(9)} ${where(sourceOf(input, p.i))} × ${where(sourceOf(input, p.j))} ${place}`;
    }
  }
}

/**
 * Duplicate edges counted per pair of features, in the order the pairs
 * first come: the problems are sorted by feature pair (a typed array of
 * their numbers, not a map of strings), then the pairs by their first one.
 */
function duplicatesByFeature(input: NodingInput, report: NodingReport): string[] {
  const store = input.geo.store;
  const dups: number[] = [];
  for (let k = 0; k < report.count; k++) if (report.problem(k).kind === 'duplicate') dups.push(k);
  const pairOf = (k: number): [number, number] => {
    const p = report.problem(k);
    const [a, b] = [store.source(p.i)[0], store.source(p.j)[0]];
    return a <= b ? [a, b] : [b, a];
  };
  const order = Int32Array.from(dups).sort((x, y) => {
    const [a, b] = [pairOf(x), pairOf(y)];
    return a[0] - b[0] || a[1] - b[1] || x - y;
  });
  const groups: { first: number; count: number }[] = [];
  for (let n = 0; n < order.length; n++) {
    const k = order[n] as number;
    const prev = n > 0 ? pairOf(order[n - 1] as number) : null;
    const pair = pairOf(k);
    if (prev !== null && prev[0] === pair[0] && prev[1] === pair[1]) (groups.at(-1) as { count: number }).count++;
    else groups.push({ first: k, count: 1 });
  }
  groups.sort((x, y) => x.first - y.first);
  return groups.map(({ first, count }) => {
    const p = report.problem(first);
    const [a, b] = [sourceOf(input, p.i), sourceOf(input, p.j)];
    const [lo, hi] = a.index <= b.index ? [a, b] : [b, a];
    return `duplicate ${where(lo, false)} × ${where(hi, false)}: ${count} shared edge${count === 1 ? '' : 's'} (--all lists them)`;
  });
}

const strings = (p: RationalPoint): string => `["${p[0]}","${p[1]}"]`;

/** A source as JSON, the feature's id as the file writes it. */
function sourceJson(s: Source): string {
  const name = s.name === undefined ? '' : `,"name":${JSON.stringify(s.name)}`;
  return `{"feature":${s.feature},"index":${s.index}${name},"part":${s.part},"ring":${s.ring},"edge":${s.edge}}`;
}

/**
 * The report as one JSON object, piece by piece: counts, and every problem
 * with both segments' sources and the exact point or piece as rationals.
 */
export function* formatNodingJson(input: NodingInput, report: NodingReport): Generator<string> {
  const { store, format } = input.geo;
  const counts = `{${KINDS.map((k) => `"${k}":${report.counts[k]}`).join(',')}}`;
  let out =
    `{"file":${JSON.stringify(input.file)},"format":"${format}","segments":${store.segments},"features":${store.features},` +
    `"repeatedVertices":${store.repeated},"pairs":${report.pairs},"noded":${report.count === 0},"counts":${counts},"problems":[`;
  for (let k = 0; k < report.count; k++) {
    const p = report.problem(k);
    const at = shared(input, p.i, p.j);
    const place = Array.isArray(at[0])
      ? `"segment":[${strings(at[0] as RationalPoint)},${strings(at[1] as RationalPoint)}]`
      : `"point":${strings(at as RationalPoint)}`;
    out += `${k > 0 ? ',' : ''}{"kind":"${p.kind}","a":${sourceJson(sourceOf(input, p.i))},"b":${sourceJson(sourceOf(input, p.j))},${place}}`;
    if (out.length >= PIECE) {
      yield out;
      out = '';
    }
  }
  yield `${out}]}\n`;
}
