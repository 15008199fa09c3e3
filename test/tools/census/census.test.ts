import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateLine } from '../../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../../../src/cli/evaluateRequest.js';
import { nodingCheck, Rational } from '../../../src/index.js';
import { ALGORITHMS, algorithmNamed } from '../../../tools/census/algorithms.js';
import { polylineEdges } from '../../../tools/census/arrangementAlgorithms.js';
import { caseRequest } from '../../../tools/census/caseRequest.js';
import { runCensusCommand } from '../../../tools/census/census.js';
import { classify } from '../../../tools/census/classify.js';
import type { Family } from '../../../tools/census/family.js';
import { caseCard } from '../../../tools/census/picture/caseCard.js';
import { caseScene } from '../../../tools/census/picture/caseScene.js';
import { RIGHT, SHAPE, WRONG } from '../../../tools/census/picture/colors.js';
import { pickGallery } from '../../../tools/census/picture/pickGallery.js';
import { esc } from '../../../tools/census/picture/svg.js';
import { whyWrong } from '../../../tools/census/picture/whyWrong.js';
import type { CensusResult, Disagreement } from '../../../tools/census/runCensus.js';
import { runCensus } from '../../../tools/census/runCensus.js';
import { scaleDistance } from '../../../tools/census/scale.js';
import type { CensusCase, Verdict } from '../../../tools/census/types.js';

/** Runs the census (`npm start -- ...args`) in process; collects its output. */
async function census(args: readonly string[], isTTY = false): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), { isTTY, columns: 100 });
  let out = '';
  let err = '';
  stdout.on('data', (b: Buffer) => {
    out += b.toString();
  });
  stderr.on('data', (b: Buffer) => {
    err += b.toString();
  });
  const status = await runCensusCommand(args, { stdin: new PassThrough(), stdout, stderr });
  return { status, stdout: out, stderr: err };
}

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let dir = '';
let jsonText = '';
let result: CensusResult;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'census-test-'));
  const r = await census(['--seed', '7', '--cases', '30', '--out', join(dir, 'a'), '--all-cases']);
  expect(r.status).toBe(0);
  jsonText = await readFile(join(dir, 'a', 'census.json'), 'utf8');
  result = JSON.parse(jsonText) as CensusResult;
}, 120_000);

afterAll(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true });
});

/**
 * The categories, written out again here from their definition (not via
 * classify): exact hit + float miss is a miss, the reverse a false hit,
 * any other difference "wrong"; "hit" is true for boxes and 0 for the
 * orientations and zero areas; for lists of grid cells or hull vertices, missing ones make a miss, added
 * ones a false hit.
 */
function recount(algorithm: string, c: CensusCase): string | null {
  const alg = algorithmNamed(algorithm);
  let exact: Verdict;
  try {
    exact = alg.exact(c as never);
  } catch {
    return null;
  }
  let float: Verdict;
  try {
    float = alg.float(c as never);
  } catch {
    return 'error';
  }
  if (float === exact) return 'agree';
  if (typeof exact === 'string') {
    // Lists of grid cells or hull vertices: float lacks exact ones (a miss), has others (a false hit), or both (wrong).
    const f = String(float).split(' ');
    const e = exact.split(' ');
    const lacks = e.some((x) => x !== '' && !f.includes(x));
    const adds = f.some((x) => x !== '' && !e.includes(x));
    return lacks && adds ? 'wrong' : lacks ? 'miss' : adds ? 'falseHit' : 'wrong';
  }
  // Hit: true for boxes and segments, collinear (0) for orientations; the arrangement algorithms say what theirs is.
  const hit = (v: Verdict) => (alg.kind === 'segmentSet' ? alg.isHit(v) : typeof v === 'boolean' ? v : v === 0);
  if (hit(exact) && !hit(float)) return 'miss';
  if (!hit(exact) && hit(float)) return 'falseHit';
  return 'wrong';
}

/**
 * The verdict in an object result: `hit` for boxes; for sets of segments,
 * the number of meeting pairs, or whether the rounded polylines meet only
 * at shared vertices.
 */
function objectVerdict(r: object): Verdict {
  // Lists of grid cells compare as one string of cells.
  if ('cells' in r) return (r.cells as string[][]).map((c) => c.join(',')).join(' ');
  if ('pairs' in r) return (r.pairs as unknown[]).length;
  if ('polylines' in r) {
    const lines = (r.polylines as string[][][]).map((l) => l.map((p) => p.map((v) => Rational.parse(v))));
    return nodingCheck(polylineEdges(lines), { maxPairs: Number.POSITIVE_INFINITY }).noded;
  }
  // A convex hull: its vertices, "x,y x,y ...".
  if (Array.isArray(r)) return r.map((p: string[]) => p.map((v) => Rational.parse(v).toNumber()).join(',')).join(' ');
  return (r as { hit: boolean }).hit;
}

/** The verdict in a plain result: in the closed polygon (not 'outside'), the sign of an area, else the result itself. */
function textVerdict(kind: string, r: unknown): unknown {
  if (kind === 'pointPolygon') return r !== 'outside';
  if (kind === 'polygonRings') return Rational.parse(r as string).sign();
  return r;
}

describe('census on a small seed', () => {
  it('gives the same census.json twice', async () => {
    const r = await census(['--seed', '7', '--cases', '30', '--out', join(dir, 'b'), '--all-cases']);
    expect(r.status).toBe(0);
    expect(await readFile(join(dir, 'b', 'census.json'), 'utf8')).toBe(jsonText);
  }, 120_000);

  it('draws other cases for another seed', async () => {
    await census(['--seed', '8', '--cases', '30', '--out', join(dir, 'c'), '--all-cases']);
    const other = JSON.parse(await readFile(join(dir, 'c', 'census.json'), 'utf8')) as CensusResult;
    expect(other.cases?.['random 2D']).not.toEqual(result.cases?.['random points 2D']);
  }, 120_000);

  it('has counts that match re-evaluating every recorded case', () => {
    expect(result.seed).toBe(7);
    expect(result.casesPerFamily).toBe(30);
    expect(result.rows.length).toBeGreaterThan(40);
    for (const row of result.rows) {
      const cases = result.cases?.[row.family] as CensusCase[];
      expect(cases).toHaveLength(30);
      const counts = { agree: 0, miss: 0, falseHit: 0, wrong: 0, error: 0 } as Record<string, number>;
      let skipped = 0;
      for (const c of cases) {
        const k = recount(row.algorithm, c);
        if (k === null) skipped++;
        else counts[k] = (counts[k] as number) + 1;
      }
      expect({ ...row.counts, skipped: row.skipped }, `${row.algorithm} on ${row.family}`).toEqual({
        cases: 30 - skipped,
        ...counts,
        skipped,
      });
    }
  });

  it('records each disagreement with the case it came from', () => {
    expect(result.disagreements.length).toBeGreaterThan(0);
    for (const d of result.disagreements) {
      const c = result.cases?.[d.family]?.[d.index];
      expect(d.case).toEqual(c);
      expect(recount(d.algorithm, d.case)).toBe(d.category);
      expect(classify(algorithmNamed(d.algorithm), d.case)).toMatchObject({ category: d.category, exact: d.exact });
    }
    for (const row of result.rows) {
      const n = row.counts.cases - row.counts.agree;
      const kept = result.disagreements.filter((d) => d.algorithm === row.algorithm && d.family === row.family).length;
      expect(kept).toBe(Math.min(n, 40));
    }
  });

  it('prints the summary table and where the picture is', async () => {
    const r = await census(['--seed', '7', '--cases', '5', '--out', join(dir, 'd')]);
    expect(r.stdout).toMatch(
      /^float algorithm +method +exact twin +family +cases +agree +agree % +float miss +false hit +wrong +error\/NaN/,
    );
    expect(r.stdout).toMatch(/\nsegmentBoxFloat +slab by reciprocal +segmentIntersectsBox +through corner 3D +5 +\d/);
    expect(r.stdout).toContain(`picture: ${join(dir, 'd', 'census.svg')}`);
    expect(r.stderr).toBe(''); // not a terminal: no progress bar
  }, 60_000);

  it.each([
    ['an unknown option', ['--frobnicate'], 'census: unknown option --frobnicate'],
    ['a bad --cases', ['--cases', 'many'], 'census: --cases is "many", expected an integer'],
    ['a missing value', ['--out'], 'census: --out needs a value'],
    ['a bad --coordinates', ['--coordinates', 'huge'], 'census: --coordinates is "huge"'],
    [
      '--out through a file',
      ['--out', join('package.json', 'out')],
      `census: cannot write to --out ${join('package.json', 'out')}: ENOTDIR`,
    ],
    ['--out that is a file', ['--out', 'package.json'], 'census: cannot write to --out package.json: EEXIST'],
  ])('exits 2 with one line on %s', async (_title, args, message) => {
    const r = await census(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.startsWith(message), r.stderr).toBe(true);
    expect(r.stderr).toMatch(/ \(see 'npm start -- --help'\)\n$/);
    expect(r.stderr).toMatch(/^[^\n]+\n$/);
  });

  it('draws a progress bar on a terminal only', async () => {
    const r = await census(['--seed', '7', '--cases', '5', '--out', join(dir, 'e')], true);
    expect(r.stderr).toContain('\r[');
    expect(r.stderr).toContain('% census');
  }, 60_000);

  it('writes an SVG with the summary and a card per drawn disagreement, and an HTML page embedding it', async () => {
    const svg = await readFile(join(dir, 'a', 'census.svg'), 'utf8');
    const html = await readFile(join(dir, 'a', 'census.html'), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    for (const a of ALGORITHMS) expect(svg).toContain(`>${a.name}<`);
    const gallery = pickGallery(result.disagreements, ALGORITHMS, 2);
    expect(gallery.length).toBeGreaterThan(5);
    expect(svg.match(/>inset ×/g)).toHaveLength(gallery.length);
    expect(html).toContain(svg);
    expect(html.match(/<li>/g)).toHaveLength(gallery.length);
  });

  it('gives each drawn case as a protocol line whose exact answer is the recorded one', () => {
    for (const d of pickGallery(result.disagreements, ALGORITHMS, 2)) {
      const alg = algorithmNamed(d.algorithm);
      const response = JSON.parse(evaluateLine(caseRequest(alg, d.case), 1, DEFAULT_EVAL_OPTIONS) as string) as {
        result: unknown;
      };
      const r = response.result;
      const verdict = typeof r === 'object' && r !== null ? objectVerdict(r) : textVerdict(alg.kind, r);
      expect(verdict, caseRequest(alg, d.case)).toBe(d.exact);
    }
  });
});

describe('classify', () => {
  const alg = (name: string) => algorithmNamed(name);

  it('calls a float 0 on a non-collinear triple a false hit (hit = collinear)', () => {
    // b·c underflows to 0 in doubles: the naive formula sees collinear points.
    const c: CensusCase = { kind: 'triple', a: [0, 0], b: [0, 1.1113793747425387e-162], c: [1.1113793747425387e-162, 0] };
    expect(classify(alg('orient2dFloat'), c)).toEqual({ category: 'falseHit', float: 0, exact: -1 });
  });

  it('calls a slab miss on a segment through a box corner a float miss', () => {
    const c: CensusCase = {
      kind: 'segmentBox',
      s: [
        [-1549708355960668, -567260701142822],
        [66098492, 726519765722504],
      ],
      box: { min: [-28, 2], max: [503973104817148, 726519710539882] },
    };
    expect(classify(alg('segmentBoxFloat'), c)).toEqual({ category: 'miss', float: false, exact: true });
  });

  it('calls the Ruby post on a rectangle with no area a false hit (all four cw tests are 0)', () => {
    const c: CensusCase = {
      kind: 'segmentBox',
      s: [
        [5e-323, 6.47348783842106e-309],
        [5e-323, 6.47348783842106e-309],
      ],
      box: { min: [1.1e-322, -9e-323], max: [1.5e-322, 3.236743919210476e-309] },
    };
    expect(classify(alg('segRectCollideFloat'), c)).toEqual({ category: 'falseHit', float: true, exact: false });
  });

  it('agrees on an ordinary crossing', () => {
    const c: CensusCase = {
      kind: 'segmentBox',
      s: [
        [-1, 0.5],
        [2, 0.5],
      ],
      box: { min: [0, 0], max: [1, 1] },
    };
    for (const name of ['segmentBoxFloat', 'liangBarskyFloat', 'cohenSutherlandClipFloat', 'segRectCollideFloat']) {
      expect(classify(alg(name), c)).toEqual({ category: 'agree', float: true, exact: true });
    }
  });

  it('skips a case the exact twin rejects (a ray whose direction rounds away)', () => {
    // origin + dir rounds back to origin: the two-point ray_aabb gets p1 = p2, no ray.
    const c: CensusCase = { kind: 'rayBox', origin: [1e20, 0], dir: [1, 0], box: { min: [0, 0], max: [1, 1] } };
    expect(classify(alg('rayAabbFloat'), c)).toBeNull();
  });
});

/** A disagreement of `name` on case `c`, as the census records it. */
function disagreement(name: string, c: CensusCase, family = 'made up 2D', index = 0): Disagreement {
  const o = classify(algorithmNamed(name), c);
  if (o === null || o.category === 'agree') throw new Error(`${name} does not disagree on ${JSON.stringify(c)}`);
  return { algorithm: name, family, index, category: o.category, float: o.float, exact: o.exact, case: c };
}

const CORNER: CensusCase = {
  kind: 'segmentBox',
  s: [
    [-1549708355960668, -567260701142822],
    [66098492, 726519765722504],
  ],
  box: { min: [-28, 2], max: [503973104817148, 726519710539882] },
};
// The ray meets the box at t = 20000, past the tolerant slab's fixed end t = 10000.
const FAR_RAY: CensusCase = { kind: 'rayBox', origin: [0, 0.5], dir: [1, 0], box: { min: [2e4, 0], max: [3e4, 1] } };
// A rectangle of no area on the line x = 2, and a segment further along that line.
const FLAT_RECTANGLE: CensusCase = {
  kind: 'segmentBox',
  s: [
    [2, 3],
    [2, 5],
  ],
  box: { min: [2, 0], max: [2, 1] },
};
// A thin triangle (cross product 1) at an ordinary scale, and the same shape scaled by 2^-1000.
const THIN: CensusCase = { kind: 'triple', a: [0, 0], b: [134217729, 134217728], c: [134217728, 134217727] };
const scaled = (c: CensusCase, k: number): CensusCase =>
  JSON.parse(JSON.stringify(c), (_key, v) => (typeof v === 'number' ? v * k : v)) as CensusCase;

describe('the gallery: right and wrong, rays, why, ordinary scales first', () => {
  it('colours the float answer red (wrong) and the exact one green (right); shapes are neither', async () => {
    const svg = await readFile(join(dir, 'a', 'census.svg'), 'utf8');
    const floats = [...svg.matchAll(/>float: <\/tspan><tspan fill="([^"]+)"/g)].map((m) => m[1]);
    const exacts = [...svg.matchAll(/exact: <\/tspan><tspan fill="([^"]+)"/g)].map((m) => m[1]);
    expect(floats.length).toBeGreaterThan(5);
    expect(new Set(floats)).toEqual(new Set([WRONG]));
    expect(exacts).toHaveLength(floats.length);
    expect(new Set(exacts)).toEqual(new Set([RIGHT]));
    // Segments, rays and boxes are drawn as lines in the shape and box colours, whatever the answer
    // (grid cells and snapped polylines are answers themselves, drawn green where exact, red where float).
    const cards = svg.split(/(?=<g transform="[^"]*" data-kind=)/).slice(1);
    const answerDrawn = /^<g [^>]*data-kind="(gridSegment|pixelSegment|segmentSet|hullPoints)"/;
    const shapeCards = cards.filter((card) => !answerDrawn.test(card));
    expect(shapeCards.length).toBeGreaterThan(5);
    const strokes = new Set(shapeCards.flatMap((card) => [...card.matchAll(/<line [^>]*stroke="([^"]+)"/g)].map((m) => m[1])));
    expect(strokes.has(RIGHT) || strokes.has(WRONG)).toBe(false);
    expect(strokes.has(SHAPE)).toBe(true);
  });

  it('draws an arrowhead on rays, in both panels, and on nothing else', () => {
    const ray = caseCard(disagreement('rayAabbTolerantFloat', FAR_RAY), algorithmNamed('rayAabbTolerantFloat'), 0, 0, 'r');
    expect(ray.match(/<path class="arrow"/g)).toHaveLength(2);
    const segment = caseCard(disagreement('segmentBoxFloat', CORNER), algorithmNamed('segmentBoxFloat'), 0, 0, 's');
    expect(segment).not.toContain('class="arrow"');
  });

  it('says under each card why the float answer is wrong', async () => {
    const why = (name: string, c: CensusCase): string => {
      const d = disagreement(name, c);
      const alg = algorithmNamed(name);
      const card = caseCard(d, alg, 0, 0, 'w');
      const text = whyWrong(d, alg, caseScene(d, alg));
      // The card carries the sentence (wrapped into tspans).
      const shown = [...(/<text class="why"[^>]*>(.*?)<\/text>/.exec(card)?.[1] ?? '').matchAll(/>([^<]*)<\/tspan>/g)]
        .map((m) => m[1])
        .join(' ');
      expect(shown).toBe(esc(`Why: ${text}`));
      return text;
    };
    expect(why('segmentBoxFloat', CORNER)).toBe(
      'Exactly, the segment touches the box at a single point (t_enter = t_exit); the float code multiplies by the rounded reciprocal 1/d, and t_enter rounds above t_exit, so it reports a miss.',
    );
    expect(why('rayAabbTolerantFloat', FAR_RAY)).toBe(
      "The ray meets the box at t = 2.00e+4, past the float code's fixed ray end, t = 10000.",
    );
    expect(why('segRectCollideFloat', FLAT_RECTANGLE)).toMatch(/^The rectangle has no area, .* the coinciding-quad bug\.$/);
    // 1/|b − a| = 5.27e-9 from the line; one ulp of 2^27 + 1 is 2^-25: 0.177 ulp.
    expect(why('orient2dFloat', THIN)).toMatch(
      /^c lies 5\.3e-9 \(0\.177 ulp\) off the line a–b, less than the rounding error: the float code rounds the two products of \(b − a\) × \(c − a\), and they round to the same value\.$/,
    );
    expect(why('orient2dFloat', scaled(THIN, 2 ** -600))).toMatch(
      /at this scale \(coordinates near 3\.2e-173\) the float code's arithmetic underflows/,
    );
    const svg = await readFile(join(dir, 'a', 'census.svg'), 'utf8');
    expect(svg.match(/<text class="why"[^>]*><tspan[^>]*>Why: /g)).toHaveLength(
      pickGallery(result.disagreements, ALGORITHMS, 2).length,
    );
  });

  it('draws ordinary-scale cases first, and the census keeps them', () => {
    const tiny = disagreement('segmentBoxFloat', scaled(CORNER, 2 ** -1000), 'made up 2D', 0);
    const ordinary = disagreement('segmentBoxFloat', scaled(CORNER, 2 ** -40), 'made up 2D', 1);
    expect([scaleDistance(tiny.case), scaleDistance(ordinary.case)]).toEqual([expect.any(Number), 0]);
    expect(scaleDistance(tiny.case)).toBeGreaterThan(280);
    expect(pickGallery([tiny, ordinary], ALGORITHMS, 1)).toEqual([ordinary]);
    expect(pickGallery([tiny, ordinary], ALGORITHMS, 2)).toEqual([ordinary, tiny]);
    // A cell with both: the one disagreement kept is the ordinary one, whichever was drawn first.
    const family: Family = {
      name: 'made up',
      source: 'test',
      kind: 'segmentBox',
      dim: 2,
      arb: fc.constantFrom(tiny.case, ordinary.case),
    };
    const run = runCensus({
      seed: 1,
      cases: 20,
      families: [family],
      algorithms: [algorithmNamed('segmentBoxFloat')],
      keepPerCell: 1,
    });
    expect(run.rows[0]?.counts.miss).toBe(20);
    expect(run.disagreements.map((d) => d.case)).toEqual([ordinary.case]);
  });

  it('has no "seed" for a source post: algorithms have a method, and only the generator has a seed', async () => {
    expect(result.rows.every((r) => typeof r.method === 'string' && !('seed' in r))).toBe(true);
    const texts = await Promise.all(['census.svg', 'census.html', 'summary.md'].map((f) => readFile(join(dir, 'a', f), 'utf8')));
    for (const t of texts) expect(t.match(/seed(?! 7\b)/gi)).toBeNull();
    const sources = (
      await Promise.all(
        ['tools/census', 'src/cli'].map(async (d) =>
          (await readdir(join(ROOT, d), { recursive: true })).filter((f) => f.endsWith('.ts')).map((f) => join(d, f)),
        ),
      )
    ).flat();
    const named = (
      await Promise.all(
        sources.map(async (f) =>
          (await readFile(join(ROOT, f), 'utf8')).match(/seed (?:post|\d{3})|seed's|Seed\d{3}/gi) ? f : null,
        ),
      )
    ).filter((f) => f !== null);
    expect(named).toEqual([]);
  });
});
