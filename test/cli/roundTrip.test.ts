import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Response } from './cliProcess.js';
import { CLI_LABEL, evalLines } from './cliProcess.js';

/*
 * Round trip (issue 5): every rational in a result, fed back as input,
 * reproduces the same answer. Run 1 answers random constructions; run 2
 * feeds each result back:
 * - identity: the bounding box of the point [r, r] is [r, r] as written, for
 *   every result rational r (its text parses back to exactly r);
 * - meaning: an intersection point P lies on s (orient2d 0) and meets s at
 *   P; an overlap [P, Q] intersects s in [P, Q]; a clipped segment clips to
 *   itself; a bounding box is its own corners' bounding box; segment and
 *   ray parameters satisfy 0 <= t0 <= t1 (<= 1 for segments).
 */
const SEED = 20250105;
const CASES = 400;

// Coordinates of every kind the protocol reads, biased to small grids so that
// touching and overlapping cases are common.
const coordinate = fc.oneof(
  fc.integer({ min: -4, max: 4 }),
  fc.integer({ min: -32, max: 32 }).map((k) => `${k / 8}`),
  fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 7 })).map(([n, d]) => `${n}/${d}`),
  fc.integer({ min: -40, max: 40 }).map((k) => k / 10),
  fc.constantFrom('12345678901234567890123', '-98765432109876543210/3', '1.5e-20'),
);
const point2 = fc.tuple(coordinate, coordinate);
const point3 = fc.tuple(coordinate, coordinate, coordinate);
const point = fc.oneof(point2, point3);
const pointOfDim = (d: number): fc.Arbitrary<(string | number)[]> => (d === 2 ? point2 : point3);
const box = (dim: number) =>
  fc.array(fc.tuple(coordinate, coordinate), { minLength: dim, maxLength: dim }).map((axes) => {
    // Order each axis by value so that min <= max.
    const sorted = axes.map(([a, b]) => (value(a) <= value(b) ? [a, b] : [b, a]));
    return { min: sorted.map((s) => s[0]), max: sorted.map((s) => s[1]) };
  });
function value(c: string | number): number {
  if (typeof c === 'number') return c;
  const [n, d] = c.split('/');
  return Number(n) / Number(d ?? 1);
}

type Request = Record<string, unknown> & { op: string };
const request: fc.Arbitrary<Request> = fc.oneof(
  fc.tuple(point2, point2, point2, point2).map(([p, q, u, v]) => ({ op: 'segment_intersection', s: [p, q], t: [u, v] })),
  // Collinear on purpose: the second segment on the first one's line.
  fc
    .tuple(
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: -2, max: 2 }),
      fc.integer({ min: -2, max: 2 }),
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: -3, max: 3 }),
    )
    .map(([ox, oy, dx, dy, a, b]) => {
      const at = (k: number) => [`${ox + k * dx}/2`, oy + k * dy];
      return { op: 'segment_intersection', s: [at(a), at(b)], t: [at(b - 1), at(a + 2)] };
    }),
  point.chain((p) => fc.tuple(pointOfDim(p.length), box(p.length)).map(([q, b]) => ({ op: 'segment_box', s: [p, q], box: b }))),
  point.chain((p) => fc.tuple(pointOfDim(p.length), box(p.length)).map(([q, b]) => ({ op: 'clip_segment', s: [p, q], box: b }))),
  point.chain((o) =>
    fc
      .tuple(pointOfDim(o.length), box(o.length))
      .filter(([d]) => d.some((c) => value(c) !== 0))
      .map(([d, b]) => ({ op: 'ray_box', origin: o, dir: d, box: b })),
  ),
  point.chain((p) =>
    fc.array(pointOfDim(p.length), { minLength: 0, maxLength: 5 }).map((ps) => ({ op: 'bounding_box', points: [p, ...ps] })),
  ),
);

/** The rationals of a result, in order. */
function rationals(result: unknown): string[] {
  if (typeof result === 'string' && /^-?\d+(\/\d+)?$/.test(result)) return [result];
  if (Array.isArray(result)) return result.flatMap(rationals);
  if (result !== null && typeof result === 'object') return Object.values(result).flatMap(rationals);
  return [];
}

type Check = { request: Request; expected: unknown; why: string };

/** Run-2 requests with their expected answers, from one run-1 answer. */
function checksFor(req: Request, result: unknown): Check[] {
  const checks: Check[] = rationals(result).map((r) => ({
    request: { op: 'bounding_box', points: [[r, r]] },
    expected: { min: [r, r], max: [r, r] },
    why: `identity of ${r}`,
  }));
  const res = result as Record<string, unknown>;
  if (req.op === 'segment_intersection' && res.kind === 'point') {
    const P = res.point;
    const [p, q] = req.s as unknown[];
    checks.push({
      request: { op: 'segment_intersection', s: req.s, t: [P, P] },
      expected: { kind: 'point', point: P },
      why: 'P meets s at P',
    });
    checks.push({ request: { op: 'orient2d', a: p, b: q, c: P }, expected: 0, why: 'P on the line of s' });
  }
  if (req.op === 'segment_intersection' && res.kind === 'segment') {
    checks.push({
      request: { op: 'segment_intersection', s: req.s, t: res.segment },
      expected: { kind: 'segment', segment: res.segment },
      why: 'overlap meets s in itself',
    });
  }
  if (req.op === 'clip_segment' && res.hit === true) {
    checks.push({
      request: { op: 'clip_segment', s: res.segment, box: req.box },
      expected: { hit: true, segment: res.segment },
      why: 'clipped segment clips to itself',
    });
  }
  if (req.op === 'bounding_box') {
    checks.push({ request: { op: 'bounding_box', points: [res.min, res.max] }, expected: result, why: 'box of its corners' });
  }
  if ((req.op === 'segment_box' || req.op === 'ray_box') && res.hit === true) {
    const [t0, t1] = res.t as string[];
    checks.push({ request: { op: 'in_range', x: t0, a: 0, b: t1 }, expected: true, why: '0 <= t0 <= t1' });
    if (req.op === 'segment_box')
      checks.push({ request: { op: 'in_range', x: t1, a: t0, b: 1 }, expected: true, why: 't0 <= t1 <= 1' });
  }
  return checks;
}

describe(`round trip: result rationals fed back as input (${CLI_LABEL}, seed ${SEED})`, () => {
  const requests = fc.sample(request, { seed: SEED, numRuns: CASES });
  let first: Response[] = [];
  let checks: Check[] = [];
  let second: Response[] = [];

  beforeAll(async () => {
    first = (await evalLines(requests.map((r) => JSON.stringify(r)))).responses;
    checks = requests.flatMap((r, i) => ('result' in (first[i] as Response) ? checksFor(r, (first[i] as Response).result) : []));
    second = (await evalLines(checks.map((c) => JSON.stringify(c.request)))).responses;
  });

  it('run 1 answers every request with a result', () => {
    const errors = first
      .filter((r) => r.error)
      .map((r) => `${r.id}: ${JSON.stringify(r.error)} for ${JSON.stringify(requests[(r.id as number) - 1])}`);
    expect(errors).toEqual([]);
    expect(first).toHaveLength(CASES);
  });

  it('the sample covers every kind of result', () => {
    const kinds = new Set(
      first.map((r, i) => `${requests[i]?.op}:${JSON.stringify(r.result).match(/"(kind|hit)":("?\w+"?)/)?.[2] ?? 'box'}`),
    );
    for (const k of [
      'segment_intersection:"none"',
      'segment_intersection:"point"',
      'segment_intersection:"segment"',
      'segment_box:true',
      'segment_box:false',
      'clip_segment:true',
      'clip_segment:false',
      'ray_box:true',
      'ray_box:false',
      'bounding_box:box',
    ]) {
      expect(kinds).toContain(k);
    }
    expect(checks.length).toBeGreaterThan(CASES);
  });

  it('every fed-back result gives the same answer', () => {
    const failures = checks
      .map((c, i) => ({ c, got: second[i] }))
      .filter(({ c, got }) => JSON.stringify(got?.result) !== JSON.stringify(c.expected))
      .map(
        ({ c, got }) =>
          `${c.why}: ${JSON.stringify(c.request)} gave ${JSON.stringify(got)}, expected ${JSON.stringify(c.expected)}`,
      );
    expect(failures).toEqual([]);
  });
});
