import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateLine } from '../../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../../../src/cli/evaluateRequest.js';
import { algorithmNamed } from '../../../tools/census/algorithms.js';
import { caseRequest } from '../../../tools/census/caseRequest.js';
import { classify } from '../../../tools/census/classify.js';
import { caseScene } from '../../../tools/census/picture/caseScene.js';
import type { Disagreement } from '../../../tools/census/runCensus.js';
import { triangleFamilies } from '../../../tools/census/triangleFamilies.js';
import type { CensusCase } from '../../../tools/census/types.js';

/*
 * The census's triangle families and algorithms: the pinned float failures
 * classified as they are, each family's cases of the right shape, replay
 * lines whose exact answer is the census's verdict, and the gallery scene
 * of a ray slipping between two triangles zooming on the shared edge.
 */

// A mesh's two triangles sharing the edge A–B and a ray through its midpoint (test/float/rayTriangleFloat.test.ts).
const A = [0.5, 0.8, 2.4];
const B = [0, 0.8, 0.5];
const slip: CensusCase = {
  kind: 'rayMesh',
  origin: [1.6, 2, 3.2],
  dir: [-1.35, -1.2, -1.7500000000000002],
  triangles: [
    [A, B, [2.5, 0.4, 2.9]],
    [B, A, [0.8, 2.2, 2.4]],
  ],
};

describe('census: triangle algorithms', () => {
  it('a ray through the shared edge of two triangles is a float miss on the mesh: it slips through', () => {
    const alg = algorithmNamed('rayTriangleFloat on a mesh');
    expect(classify(alg, slip)).toEqual({ category: 'miss', float: false, exact: true });
    expect(alg.describe(false)).toBe('slips through');
  });

  it('a grazing hit at a vertex is a float miss for one triangle', () => {
    const c: CensusCase = {
      kind: 'rayTriangle',
      origin: [0.3, 0.1, 1.4],
      dir: [0, 0.1, -1.4],
      triangle: [
        [0.3, 0.2, 0],
        [1.7, 2.4, 0.5],
        [1.5, 1.9, 0.9],
      ],
    };
    expect(classify(algorithmNamed('rayTriangleFloat'), c)).toEqual({ category: 'miss', float: false, exact: true });
  });

  it('triangles touching on an edge are a float miss, triangles one rounding apart a false hit', () => {
    const alg = algorithmNamed('trianglesIntersectFloat');
    const touching: CensusCase = {
      kind: 'trianglePair',
      a: [
        [1.7, 0.8, 2.6],
        [2.3, 2.9, 0.5],
        [0.8, 2.4, 0.8],
      ],
      b: [
        [2, 1.85, 1.55],
        [0.8, 2.2, 0],
        [1.9, 1.5, 0.8],
      ],
    };
    expect(classify(alg, touching)).toEqual({ category: 'miss', float: false, exact: true });
    const apart: CensusCase = {
      kind: 'trianglePair',
      a: [
        [0.9, 2.6, 0.8],
        [2.2, 2.1, 0.7],
        [0, 2.3, 0.6],
      ],
      b: [
        [1.55, 2.35, 0.75],
        [0.8, 0.3, 1.4],
        [2.9, 0.7, 0.2],
      ],
    };
    expect(classify(alg, apart)).toEqual({ category: 'falseHit', float: true, exact: false });
  });

  it('replays each case as a protocol line whose exact answer is the verdict', () => {
    const line = caseRequest(algorithmNamed('rayTriangleFloat on a mesh'), slip);
    expect(line.startsWith('{"op":"ray_triangle"')).toBe(true);
    const response = JSON.parse(evaluateLine(line, 1, DEFAULT_EVAL_OPTIONS) as string) as {
      result: { hit: boolean; where: string };
    };
    expect(response.result).toMatchObject({ hit: true, where: 'edge' });
  });
});

describe('census: triangle families', () => {
  it.each(['double', 'safe', 'grid'] as const)('%s: every family gives 3D cases of its kind, in doubles', (coords) => {
    const families = triangleFamilies(coords);
    expect(families.map((f) => f.kind)).toEqual([
      'rayTriangle',
      'rayTriangle',
      'rayTriangle',
      'rayMesh',
      'rayMesh',
      'rayMesh',
      'trianglePair',
      'trianglePair',
      'trianglePair',
    ]);
    for (const f of families) {
      for (const c of fc.sample(f.arb, { seed: 5, numRuns: 10 })) {
        expect(c.kind).toBe(f.kind);
        const numbers = JSON.stringify(c).match(/-?\d[\d.e+-]*/g) ?? [];
        expect(numbers.length).toBeGreaterThan(0);
        if (c.kind === 'rayMesh') expect(c.triangles.every((t) => t.every((p) => p.length === 3))).toBe(true);
      }
    }
  });

  it('the shared-edge family: two triangles around an edge, and an exact hit on that edge, shared by both', () => {
    const f = triangleFamilies('safe').find((x) => x.name === 'through a shared edge');
    const alg = algorithmNamed('rayTriangleFloat on a mesh');
    for (const c of fc.sample(f?.arb as fc.Arbitrary<CensusCase>, { seed: 9, numRuns: 20 })) {
      expect(classify(alg, c)?.exact).toBe(true);
    }
  });
});

describe('census: the picture of a ray slipping between two triangles', () => {
  it('draws both triangles, the ray, and zooms on the exact hit on their shared edge', () => {
    const d: Disagreement = {
      algorithm: 'rayTriangleFloat on a mesh',
      family: 'through a shared edge 3D',
      index: 0,
      category: 'miss',
      float: false,
      exact: true,
      case: slip,
    };
    const scene = caseScene(d, algorithmNamed(d.algorithm));
    expect(scene.focusWhat).toBe('the exact hit, shared by 2 triangles');
    // Six dashed triangle edges and the ray.
    expect(scene.lines.filter((l) => l.dash !== undefined)).toHaveLength(6);
    expect(scene.lines.filter((l) => l.dash === undefined)).toHaveLength(1);
    // The inset's centre is the edge's midpoint, exactly, on the two axes drawn (the ray runs mostly along z).
    expect(scene.axes).toBe('x–y');
    expect(scene.focus.map(String)).toEqual(['1/4', '3602879701896397/4503599627370496']);
  });
});
