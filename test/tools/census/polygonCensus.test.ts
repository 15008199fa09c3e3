import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateLine } from '../../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../../../src/cli/evaluateRequest.js';
import { Rational } from '../../../src/index.js';
import { algorithmNamed } from '../../../tools/census/algorithms.js';
import { caseRequest } from '../../../tools/census/caseRequest.js';
import { classify } from '../../../tools/census/classify.js';
import { caseScene } from '../../../tools/census/picture/caseScene.js';
import { polygonFamilies } from '../../../tools/census/polygonFamilies.js';
import type { Disagreement } from '../../../tools/census/runCensus.js';
import type { CensusCase } from '../../../tools/census/types.js';

/*
 * The census's polygon families and algorithms: the pinned float failures
 * (test/float/) classified as they are, each family's cases of the right
 * shape, replay lines whose exact answer is the census's verdict, and the
 * gallery scenes zooming on the point PNPOLY puts on the wrong side and on
 * the vertex the float hull drops.
 */

// test/float/pointInPolygonFloat.test.ts: strictly inside, within rounding of an edge; PNPOLY says outside.
const inside: CensusCase = {
  kind: 'pointPolygon',
  p: [0.8483672424250017, 0.3228076113305206],
  rings: [
    [
      [0.1966165285076092, 0.9339946273872604],
      [1.0477024976851896, 0.13587859498144994],
      [0.1115458532290281, 0.15115522027535142],
    ],
  ],
};
const square = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];
// test/float/convexHullFloat.test.ts: pts[1] is strictly convex by less than the rounding; the float hull drops it.
const dropped: CensusCase = {
  kind: 'hullPoints',
  points: [
    [0.22908519172532726, 0.23481732757520737],
    [1.574824556510348, 1.0763212694210564],
    [2.920563921295369, 1.9178252112669056],
    [0.9019548741178377, 0.6555692984981322],
    [1.9802122572344785, 1.427407339879967],
  ],
};

describe('census: polygon algorithms', () => {
  it('PNPOLY: a point inside within rounding of an edge is a miss, a point on the top edge of a square a miss', () => {
    const alg = algorithmNamed('pointInPolygonFloat');
    expect(classify(alg, inside)).toEqual({ category: 'miss', float: false, exact: true });
    expect(classify(alg, { kind: 'pointPolygon', p: [2, 4], rings: [square] })).toEqual({
      category: 'miss',
      float: false,
      exact: true,
    });
    expect(classify(alg, { kind: 'pointPolygon', p: [2, 2], rings: [square] })?.category).toBe('agree');
  });

  it('the shoelace: area 0 at 2^52 (a false hit), clockwise at 1.3e8 (wrong), an overflow at 1e300 (an error)', () => {
    const alg = algorithmNamed('polygonAreaFloat');
    const big = 2 ** 52;
    const flat: CensusCase = {
      kind: 'polygonRings',
      rings: [
        [
          [big, big],
          [big + 2, big],
          [big, big + 1],
        ],
      ],
    };
    expect(classify(alg, flat)).toEqual({ category: 'falseHit', float: 0, exact: 1 });
    const thin: CensusCase = {
      kind: 'polygonRings',
      rings: [
        [
          [134217728.17778286, 134217728.99680534],
          [134217730.307225, 134217731.53059497],
          [134217738.8249935, 134217741.66575447],
        ],
      ],
    };
    expect(classify(alg, thin)).toEqual({ category: 'wrong', float: -1, exact: 1 });
    const huge: CensusCase = {
      kind: 'polygonRings',
      rings: [
        [
          [1e300, 0],
          [0, 1e300],
          [-1e300, 0],
        ],
      ],
    };
    expect(classify(alg, huge)).toMatchObject({ category: 'error', float: null, exact: 1 });
  });

  it('the monotone chain: dropping a strictly convex vertex is a miss; the verdicts list the vertices', () => {
    const alg = algorithmNamed('convexHullFloat');
    const [a, b, c, , e] = (dropped as { points: number[][] }).points.map((p) => p.join(','));
    expect(classify(alg, dropped)).toEqual({
      category: 'miss',
      float: [a, c, e].join(' '),
      exact: [a, b, c, e].join(' '),
    });
    expect(alg.describe([a, b, c, e].join(' '))).toBe(`4 vertices: ${a}  ${b} …`);
  });

  it('replays each case as a protocol line whose exact answer is the verdict', () => {
    const answer = (c: CensusCase, name: string) => {
      const line = caseRequest(algorithmNamed(name), c);
      return JSON.parse(evaluateLine(line, 1, DEFAULT_EVAL_OPTIONS) as string).result as unknown;
    };
    expect(answer(inside, 'pointInPolygonFloat')).toBe('inside');
    expect(answer({ kind: 'pointPolygon', p: [2, 4], rings: [square] }, 'pointInPolygonFloat')).toBe('boundary');
    expect(answer({ kind: 'polygonRings', rings: [square] }, 'polygonAreaFloat')).toBe('16');
    const hull = answer(dropped, 'convexHullFloat') as string[][];
    expect(hull.map((p) => p.map((v) => Rational.parse(v).toNumber()).join(',')).join(' ')).toBe(
      classify(algorithmNamed('convexHullFloat'), dropped)?.exact,
    );
  });
});

describe('census: polygon families', () => {
  it.each(['double', 'safe', 'grid'] as const)('%s: every family gives 2D cases of its kind, in doubles', (coords) => {
    const families = polygonFamilies(coords);
    expect(families.map((f) => f.kind)).toEqual([
      ...Array(7).fill('pointPolygon'),
      ...Array(5).fill('polygonRings'),
      'hullPoints',
      'hullPoints',
    ]);
    for (const f of families) {
      expect(f.dim).toBe(2);
      for (const c of fc.sample(f.arb, { seed: 5, numRuns: 8 })) {
        expect(c.kind).toBe(f.kind);
        const points = c.kind === 'pointPolygon' ? [c.p, ...c.rings.flat()] : c.kind === 'polygonRings' ? c.rings.flat() : [];
        if (c.kind === 'hullPoints') points.push(...c.points);
        expect(points.length).toBeGreaterThan(0);
        for (const p of points) expect(p.length === 2 && p.every((x) => typeof x === 'number' && Number.isFinite(x))).toBe(true);
      }
    }
  });

  it('the boundary families put every point on the boundary, exactly', () => {
    const alg = algorithmNamed('pointInPolygonFloat');
    const onBoundary = polygonFamilies('safe').filter((x) => x.source.startsWith('polygonBoundaryPoint'));
    expect(onBoundary).toHaveLength(4);
    for (const f of onBoundary) {
      for (const c of fc.sample(f.arb, { seed: 9, numRuns: 20 })) {
        const line = caseRequest(alg, c);
        expect(JSON.parse(evaluateLine(line, 1, DEFAULT_EVAL_OPTIONS) as string).result, `${f.name}: ${line}`).toBe('boundary');
      }
    }
  });
});

describe('census: the pictures of polygon disagreements', () => {
  const disagreement = (algorithm: string, c: CensusCase): Disagreement => {
    const o = classify(algorithmNamed(algorithm), c);
    if (o === null || o.category === 'agree') throw new Error('expected a disagreement');
    return { algorithm, family: 'polygon: pinned 2D', index: 0, category: o.category, float: o.float, exact: o.exact, case: c };
  };

  it('a point PNPOLY puts outside: the rings, the point, the inset on it and the nearest boundary point', () => {
    const scene = caseScene(disagreement('pointInPolygonFloat', inside), algorithmNamed('pointInPolygonFloat'));
    expect(scene.focusWhat).toBe('p, inside, and the nearest boundary point');
    expect(scene.lines).toHaveLength(3);
    expect(scene.points.map((p) => p.shape)).toEqual(['dot', 'ring']);
    expect(scene.focus.map((v) => v.toNumber())).toEqual(inside.kind === 'pointPolygon' ? inside.p : []);
    // The point is closer to the edge than one ulp of the coordinates: the inset is four times that gap.
    expect(scene.focusHalf).toBeLessThan(4 * scene.ulp);
    expect(scene.focusHalf).toBeGreaterThan(0);
    const onEdge = caseScene(
      disagreement('pointInPolygonFloat', { kind: 'pointPolygon', p: [2, 4], rings: [square] }),
      algorithmNamed('pointInPolygonFloat'),
    );
    expect(onEdge.focusWhat).toBe('p, exactly on the boundary');
    expect(onEdge.focusHalf).toBe(24 * onEdge.ulp);
  });

  it('a hull that drops a vertex: both hulls, every point, the inset on the dropped vertex', () => {
    const scene = caseScene(disagreement('convexHullFloat', dropped), algorithmNamed('convexHullFloat'));
    expect(scene.focusWhat).toBe('a vertex the float hull drops');
    expect(scene.focus.map((v) => v.toNumber())).toEqual((dropped as { points: number[][] }).points[1]);
    expect(scene.lines.filter((l) => l.dash === undefined)).toHaveLength(4);
    expect(scene.lines.filter((l) => l.dash !== undefined)).toHaveLength(3);
    expect(scene.points).toHaveLength(6);
  });
});
