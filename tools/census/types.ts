/*
 * The census compares each float algorithm with its exact twin on
 * the same cases. A case is plain JSON (doubles only, -0 written as 0), so
 * census.json holds exactly what was evaluated and can be replayed.
 */

/** A point of doubles, `[x, y]` or `[x, y, z]`. */
export type Pt = number[];
/** A box of doubles with min ≤ max on every axis. */
export type BoxCase = { min: Pt; max: Pt };

/** The shapes of case the census draws and evaluates. */
export type CensusCase =
  | { kind: 'triple'; a: Pt; b: Pt; c: Pt }
  | { kind: 'segments'; s: [Pt, Pt]; t: [Pt, Pt] }
  | { kind: 'segmentBox'; s: [Pt, Pt]; box: BoxCase }
  | { kind: 'rayBox'; origin: Pt; dir: Pt; box: BoxCase }
  | { kind: 'segmentCuboid'; s: [Pt, Pt]; origin: Pt; edges: Pt[] }
  | { kind: 'gridSegment'; s: [Pt, Pt]; grid: { origin: Pt; cell: Pt } }
  | { kind: 'pixelSegment'; s: [Pt, Pt] }
  | { kind: 'rayTriangle'; origin: Pt; dir: Pt; triangle: [Pt, Pt, Pt] }
  | { kind: 'rayMesh'; origin: Pt; dir: Pt; triangles: [Pt, Pt, Pt][] }
  | { kind: 'trianglePair'; a: [Pt, Pt, Pt]; b: [Pt, Pt, Pt] }
  | { kind: 'segmentSet'; segments: [Pt, Pt][]; grid?: { origin: Pt; cell: Pt } }
  | { kind: 'pointPolygon'; p: Pt; rings: Pt[][] }
  | { kind: 'polygonRings'; rings: Pt[][] }
  | { kind: 'hullPoints'; points: Pt[] };

/** The kind tag of a case. */
export type CaseKind = CensusCase['kind'];
/** The case of one kind. */
export type CaseOf<K extends CaseKind> = Extract<CensusCase, { kind: K }>;

/**
 * What an algorithm answered: a boolean (hit or miss), a small integer
 * (orientation sign, cw_test code), or a list of grid cells as text.
 */
export type Verdict = boolean | number | string;

/**
 * How the float answer relates to the exact one:
 * - `agree`: the same verdict;
 * - `miss`: exact hit, float says miss;
 * - `falseHit`: exact miss, float says hit;
 * - `wrong`: both hit, or both miss, yet different (orientation +1 against −1);
 * - `error`: the float code threw or answered NaN.
 * For orientations "hit" means "collinear" (the degenerate event the
 * families aim at), so `miss` is "float misses a collinearity".
 */
export type Category = 'agree' | 'miss' | 'falseHit' | 'wrong' | 'error';

/** All categories, in table order. */
export const CATEGORIES: readonly Category[] = ['agree', 'miss', 'falseHit', 'wrong', 'error'];

/** Counts of one (algorithm, family) cell. */
export type Counts = { cases: number } & Record<Category, number>;

/** A fresh all-zero count. */
export function zeroCounts(): Counts {
  return { cases: 0, agree: 0, miss: 0, falseHit: 0, wrong: 0, error: 0 };
}
