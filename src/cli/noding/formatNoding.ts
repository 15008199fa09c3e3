import type { RationalPoint } from '../../index.js';
import type { NodingReport, Problem, ProblemKind } from './findProblems.js';
import type { SegmentSource } from './readGeoJson.js';

/** What was read, for the report. */
export type NodingInput = {
  file: string;
  segments: number;
  features: number;
  repeated: number;
  sources: readonly SegmentSource[];
};

const KINDS: readonly ProblemKind[] = ['crossing', 'touch', 'overlap', 'duplicate'];
const PLURAL: Record<ProblemKind, string> = {
  crossing: 'crossings',
  touch: 'touches',
  overlap: 'overlaps',
  duplicate: 'duplicates',
};
const counted = (n: number, kind: ProblemKind): string => `${n} ${n === 1 ? kind : PLURAL[kind]}`;

const text = (p: RationalPoint): string => `(${p[0]}, ${p[1]})`;
const approx = (p: RationalPoint): string => `≈ (${p[0].toNumber()}, ${p[1].toNumber()})`;

/** A segment's source as text: `feature 242 "Fiji" polygon 3 ring 0 edge 12`. */
function where(s: SegmentSource): string {
  const id = typeof s.feature === 'string' ? JSON.stringify(s.feature) : String(s.feature);
  const parts = [`feature ${id}`];
  if (s.name !== undefined) parts.push(JSON.stringify(s.name));
  if (s.part >= 0) parts.push(`${s.ring >= 0 ? 'polygon' : 'line'} ${s.part}`);
  if (s.ring >= 0) parts.push(`ring ${s.ring}`);
  parts.push(`edge ${s.edge}`);
  return parts.join(' ');
}

function line(p: Problem, sources: readonly SegmentSource[]): string {
  const a = where(sources[p.i] as SegmentSource);
  const b = where(sources[p.j] as SegmentSource);
  const at =
    p.kind === 'overlap' || p.kind === 'duplicate'
      ? `from ${text((p.at as RationalPoint[])[0] as RationalPoint)} to ${text((p.at as RationalPoint[])[1] as RationalPoint)}`
      : `at ${text(p.at as RationalPoint)} ${approx(p.at as RationalPoint)}`;
  return `${p.kind.padEnd(9)} ${a} × ${b} ${at}`;
}

const count = (problems: readonly Problem[], kind: ProblemKind): number => problems.filter((p) => p.kind === kind).length;

/**
 * The report as text: a summary line, then every crossing, touch and
 * overlap; duplicates (edges two features share, as neighbouring polygons
 * do) one line per pair of features, or each one with `all`.
 */
export function formatNodingText(input: NodingInput, report: NodingReport, seconds: number, all: boolean): string {
  const { problems } = report;
  const counts = KINDS.map((k) => counted(count(problems, k), k)).join(', ');
  const out = [
    `${input.file}: ${input.segments} segments in ${input.features} features (${input.repeated} repeated vertices skipped); ` +
      `${report.pairs} pairs meet; ${problems.length === 0 ? 'noded' : `not noded: ${counts}`} (${seconds.toFixed(2)} s)`,
  ];
  for (const kind of KINDS) {
    const ofKind = problems.filter((p) => p.kind === kind);
    if (kind !== 'duplicate' || all) for (const p of ofKind) out.push(line(p, input.sources));
    else if (ofKind.length > 0) out.push(...duplicatesByFeature(ofKind, input.sources));
  }
  return `${out.join('\n')}\n`;
}

/** Duplicate edges counted per pair of features. */
function duplicatesByFeature(problems: readonly Problem[], sources: readonly SegmentSource[]): string[] {
  const byPair = new Map<string, number>();
  for (const p of problems) {
    const [a, b] = [sources[p.i] as SegmentSource, sources[p.j] as SegmentSource];
    const label = (s: SegmentSource) => where({ ...s, part: -1, ring: -1, edge: -1 }).replace(/ edge -1$/, '');
    const key = a.index <= b.index ? `${label(a)} × ${label(b)}` : `${label(b)} × ${label(a)}`;
    byPair.set(key, (byPair.get(key) ?? 0) + 1);
  }
  return [...byPair].map(([key, n]) => `duplicate ${key}: ${n} shared edge${n === 1 ? '' : 's'} (--all lists them)`);
}

/** The report as one JSON object: counts, and every problem with both segments' sources and the exact point or piece. */
export function formatNodingJson(input: NodingInput, report: NodingReport): string {
  const counts = Object.fromEntries(KINDS.map((k) => [k, count(report.problems, k)]));
  const problems = report.problems.map((p) => {
    const at =
      p.kind === 'overlap' || p.kind === 'duplicate'
        ? { segment: (p.at as RationalPoint[]).map(strings) }
        : { point: strings(p.at as RationalPoint) };
    return { kind: p.kind, a: input.sources[p.i], b: input.sources[p.j], ...at };
  });
  return `${JSON.stringify({
    file: input.file,
    segments: input.segments,
    features: input.features,
    repeatedVertices: input.repeated,
    pairs: report.pairs,
    noded: report.problems.length === 0,
    counts,
    problems,
  })}\n`;
}

const strings = (p: RationalPoint): string[] => [p[0].toString(), p[1].toString()];
