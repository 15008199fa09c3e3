import type { Coordinate } from '../../src/core/coordinate.js';
import {
  compareDistanceExact,
  crossingCompareExact,
  crossingOffsetExact,
  crossingOrientExact,
  type Frac,
  frac,
  gridCrossingExact,
  gridSideExact,
  incircleExact,
  insphereExact,
  mul,
  orient2dExact,
  orient3dDirExact,
  orient3dExact,
  sign,
  sub,
} from './frac.js';

/*
 * The exact sign of every sign kernel (tools/kernel/specs.ts) from its
 * definition, by the fractions of frac.ts (determinants by Gaussian
 * elimination, crossings solved as linear systems): no tree shared with the
 * generator. Inputs in the kernel's argument order, any coordinates.
 */

const points = (v: readonly Coordinate[], dim: number): Coordinate[][] =>
  Array.from({ length: v.length / dim }, (_, i) => v.slice(i * dim, i * dim + dim));

type Reference = (v: readonly Coordinate[]) => -1 | 0 | 1;

/** The reference sign of each kernel, by name, with its arity. */
export const kernelReferences: Record<string, { arity: number; reference: Reference }> = {
  det2: {
    arity: 8,
    reference: (v) => {
      const [a, b, c, d, e, f, g, h] = v.map((x) => frac(x)) as Frac[] as [Frac, Frac, Frac, Frac, Frac, Frac, Frac, Frac];
      return sign(sub(mul(sub(a, b), sub(c, d)), mul(sub(e, f), sub(g, h))));
    },
  },
  orient2d: {
    arity: 6,
    reference: (v) => {
      const [a, b, c] = points(v, 2) as [Coordinate[], Coordinate[], Coordinate[]];
      return orient2dExact(a, b, c);
    },
  },
  orient3d: {
    arity: 12,
    reference: (v) => {
      const [a, b, c, d] = points(v, 3) as [Coordinate[], Coordinate[], Coordinate[], Coordinate[]];
      return orient3dExact(a, b, c, d);
    },
  },
  incircle: {
    arity: 8,
    reference: (v) => {
      const [a, b, c, d] = points(v, 2) as [Coordinate[], Coordinate[], Coordinate[], Coordinate[]];
      return incircleExact(a, b, c, d);
    },
  },
  insphere: {
    arity: 15,
    reference: (v) => {
      const [a, b, c, d, e] = points(v, 3) as [Coordinate[], Coordinate[], Coordinate[], Coordinate[], Coordinate[]];
      return insphereExact(a, b, c, d, e);
    },
  },
  compareDistance2: {
    arity: 6,
    reference: (v) => {
      const [p, a, b] = points(v, 2) as [Coordinate[], Coordinate[], Coordinate[]];
      return compareDistanceExact(p, a, b);
    },
  },
  compareDistance3: {
    arity: 9,
    reference: (v) => {
      const [p, a, b] = points(v, 3) as [Coordinate[], Coordinate[], Coordinate[]];
      return compareDistanceExact(p, a, b);
    },
  },
  orient3dDir: {
    arity: 12,
    reference: (v) => {
      const [a, b, c, d] = points(v, 3) as [Coordinate[], Coordinate[], Coordinate[], Coordinate[]];
      return orient3dDirExact(a, b, c, d);
    },
  },
  gridSide: {
    arity: 4,
    reference: (v) => gridSideExact(v[0] as Coordinate, v[1] as Coordinate, v[2] as Coordinate, v[3] as Coordinate),
  },
  gridCrossing: { arity: 12, reference: gridCrossingExact },
  crossingOffset: { arity: 9, reference: crossingOffsetExact },
  crossingCompare: { arity: 16, reference: crossingCompareExact },
  crossingOrient: { arity: 12, reference: crossingOrientExact },
};
