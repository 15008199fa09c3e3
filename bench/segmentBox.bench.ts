import { segmentBoxFloat } from '../src/float/index.js';
import type { Box as ExactBox, Segment } from '../src/index.js';
import { rayIntersectsBox, segmentBox, segmentBoxMany, segmentIntersectsBox } from '../src/index.js';
import type { Suite } from './harness.js';
import type { BoxSet } from './inputs.js';
import { liangBarskyClip, rayAabbSlabFloat, segAabbFloat } from './peers.js';

/*
 * segmentIntersectsBox (the boxes module's exact boolean) against the Python tutorial's
 * float slab and, in 2D, the liang-barsky package (non-destructive form,
 * with reused output points), all reading the same point arrays.
 */

type Seg = [number[], number[]];
type Box = { min: number[]; max: number[] };

function loopOurs(S: readonly Seg[], B: readonly Box[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) s += +segmentIntersectsBox(S[i] as unknown as Segment, B[i] as unknown as ExactBox);
  return s;
}

function loopSlab(S: readonly Seg[], B: readonly Box[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) {
    const seg = S[i] as Seg;
    const box = B[i] as Box;
    s += +segAabbFloat(seg[0], seg[1], box.min, box.max);
  }
  return s;
}

const da: [number, number] = [0, 0];
const db: [number, number] = [0, 0];

function loopLiangBarsky(S: readonly Seg[], L: readonly [number, number, number, number][]): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) {
    const seg = S[i] as Seg;
    s += liangBarskyClip(
      seg[0] as [number, number],
      seg[1] as [number, number],
      L[i] as [number, number, number, number],
      da,
      db,
    );
  }
  return s;
}

export function segmentBoxSuite(set: BoxSet): Suite {
  const S = set.segments;
  const B = set.boxes;
  const impls = [
    { name: 'segmentIntersectsBox', run: () => loopOurs(S, B) },
    { name: 'float slab', run: () => loopSlab(S, B) },
  ];
  if (set.dim === 2) impls.push({ name: 'liang-barsky', run: () => loopLiangBarsky(S, set.lb) });
  return {
    topic: 'segmentIntersectsBox',
    set: set.name,
    cases: S.length,
    ours: 'segmentIntersectsBox',
    baseline: 'float slab',
    impls,
    analyse: () => {
      let slabWrong = 0;
      let lbWrong = 0;
      for (let i = 0; i < S.length; i++) {
        const seg = S[i] as Seg;
        const box = B[i] as Box;
        const exact = segmentIntersectsBox(seg as unknown as Segment, box as unknown as ExactBox);
        if (segAabbFloat(seg[0], seg[1], box.min, box.max) !== exact) slabWrong++;
        if (set.dim === 2) {
          const hit =
            liangBarskyClip(
              seg[0] as [number, number],
              seg[1] as [number, number],
              set.lb[i] as [number, number, number, number],
              da,
              db,
            ) === 1;
          if (hit !== exact) lbWrong++;
        }
      }
      const wrong: Record<string, number> = { 'float slab': slabWrong };
      if (set.dim === 2) wrong['liang-barsky'] = lbWrong;
      return { wrong };
    },
  };
}

export function boxBatchSuite(set: BoxSet): Suite {
  const S = set.segments;
  const B = set.boxes;
  const out = new Uint8Array(S.length);
  return {
    topic: 'batch segmentBoxMany',
    set: set.name,
    cases: S.length,
    ours: 'segmentBoxMany',
    baseline: 'segmentIntersectsBox',
    impls: [
      {
        name: 'segmentBoxMany',
        run: () => {
          segmentBoxMany(set.flatSegments, set.flatBoxes, out, set.dim);
          let s = 0;
          for (let i = 0; i < out.length; i++) s += out[i] as number;
          return s;
        },
      },
      { name: 'segmentIntersectsBox', run: () => loopOurs(S, B) },
    ],
  };
}

function loopInterval(S: readonly Seg[], B: readonly Box[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) s += segmentBox(S[i] as unknown as Segment, B[i] as unknown as ExactBox) === null ? 0 : 1;
  return s;
}

function loopIntervalFloat(S: readonly Seg[], B: readonly Box[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) s += segmentBoxFloat(S[i] as never, B[i] as never) === null ? 0 : 1;
  return s;
}

/** segmentBox (the exact interval, as Rationals) against the float slab that returns the interval. */
export function segmentBoxIntervalSuite(set: BoxSet): Suite {
  const S = set.segments;
  const B = set.boxes;
  return {
    topic: 'segmentBox',
    set: set.name,
    cases: S.length,
    ours: 'segmentBox',
    baseline: 'float slab interval',
    impls: [
      { name: 'segmentBox', run: () => loopInterval(S, B) },
      { name: 'float slab interval', run: () => loopIntervalFloat(S, B) },
    ],
  };
}

/**
 * rayIntersectsBox on the rays p + t·(q − p) of a segment set's cases
 * (those whose q − p is not 0: a ray needs a direction), against the float
 * slab for rays. Timed so that `npm run bench` can report its allocation
 * per call, like segmentIntersectsBox's.
 */
export function rayBoxSuite(set: BoxSet): Suite {
  const O: number[][] = [];
  const D: number[][] = [];
  const B: Box[] = [];
  set.segments.forEach(([p, q], i) => {
    const d = q.map((v, k) => v - (p[k] as number));
    if (d.every((v) => v === 0)) return;
    O.push(p);
    D.push(d);
    B.push(set.boxes[i] as Box);
  });
  const ours = (): number => {
    let s = 0;
    for (let i = 0; i < O.length; i++) s += +rayIntersectsBox(O[i] as number[], D[i] as number[], B[i] as unknown as ExactBox);
    return s;
  };
  const slab = (): number => {
    let s = 0;
    for (let i = 0; i < O.length; i++) {
      const box = B[i] as Box;
      s += +rayAabbSlabFloat(O[i] as number[], D[i] as number[], box.min, box.max);
    }
    return s;
  };
  return {
    topic: 'rayIntersectsBox',
    set: set.name,
    cases: O.length,
    ours: 'rayIntersectsBox',
    baseline: 'float ray slab',
    impls: [
      { name: 'rayIntersectsBox', run: ours },
      { name: 'float ray slab', run: slab },
    ],
    analyse: () => {
      let wrong = 0;
      for (let i = 0; i < O.length; i++) {
        const box = B[i] as Box;
        const exact = rayIntersectsBox(O[i] as number[], D[i] as number[], box as unknown as ExactBox);
        if (rayAabbSlabFloat(O[i] as number[], D[i] as number[], box.min, box.max) !== exact) wrong++;
      }
      return { wrong: { 'float ray slab': wrong } };
    },
  };
}
