import { incircle as rpIncircle, orient2d as rpOrient2d, orient3d as rpOrient3d } from 'robust-predicates';
import { orient2dStage } from '../src/core/generated/orient2d.js';
import { incircle, orient2d, orient3d } from '../src/flat/index.js';
import type { Suite } from './harness.js';
import type { FlatSet } from './inputs.js';

/*
 * exact-predicates/flat against robust-predicates in its own form: both take
 * the same flat doubles, read from one Float64Array by loops of the same
 * shape. Signs are compared in the analysis (ours must equal theirs: both
 * are exact).
 */

type Flat = (...v: number[]) => number;

/** One timed loop per implementation, each its own function so that V8 keeps separate feedback. */
function loops(set: FlatSet, ours: Flat, peer: Flat): [() => number, () => number] {
  const v = set.values;
  const k = set.arity;
  if (k === 6) {
    const o = ours as (a: number, b: number, c: number, d: number, e: number, f: number) => number;
    const p = peer as typeof o;
    return [
      () => {
        let s = 0;
        for (let i = 0; i < v.length; i += 6)
          s += Math.sign(
            o(v[i] as number, v[i + 1] as number, v[i + 2] as number, v[i + 3] as number, v[i + 4] as number, v[i + 5] as number),
          );
        return s;
      },
      () => {
        let s = 0;
        for (let i = 0; i < v.length; i += 6)
          s += Math.sign(
            p(v[i] as number, v[i + 1] as number, v[i + 2] as number, v[i + 3] as number, v[i + 4] as number, v[i + 5] as number),
          );
        return s;
      },
    ];
  }
  if (k === 8) {
    const o = ours as (a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number) => number;
    const p = peer as typeof o;
    return [
      () => {
        let s = 0;
        for (let i = 0; i < v.length; i += 8)
          s += Math.sign(
            o(
              v[i] as number,
              v[i + 1] as number,
              v[i + 2] as number,
              v[i + 3] as number,
              v[i + 4] as number,
              v[i + 5] as number,
              v[i + 6] as number,
              v[i + 7] as number,
            ),
          );
        return s;
      },
      () => {
        let s = 0;
        for (let i = 0; i < v.length; i += 8)
          s += Math.sign(
            p(
              v[i] as number,
              v[i + 1] as number,
              v[i + 2] as number,
              v[i + 3] as number,
              v[i + 4] as number,
              v[i + 5] as number,
              v[i + 6] as number,
              v[i + 7] as number,
            ),
          );
        return s;
      },
    ];
  }
  const o = ours as (...a: number[]) => number;
  const p = peer as typeof o;
  return [
    () => {
      let s = 0;
      for (let i = 0; i < v.length; i += 12)
        s += Math.sign(
          o(
            v[i] as number,
            v[i + 1] as number,
            v[i + 2] as number,
            v[i + 3] as number,
            v[i + 4] as number,
            v[i + 5] as number,
            v[i + 6] as number,
            v[i + 7] as number,
            v[i + 8] as number,
            v[i + 9] as number,
            v[i + 10] as number,
            v[i + 11] as number,
          ),
        );
      return s;
    },
    () => {
      let s = 0;
      for (let i = 0; i < v.length; i += 12)
        s += Math.sign(
          p(
            v[i] as number,
            v[i + 1] as number,
            v[i + 2] as number,
            v[i + 3] as number,
            v[i + 4] as number,
            v[i + 5] as number,
            v[i + 6] as number,
            v[i + 7] as number,
            v[i + 8] as number,
            v[i + 9] as number,
            v[i + 10] as number,
            v[i + 11] as number,
          ),
        );
      return s;
    },
  ];
}

const PREDICATES = {
  orient2d: [orient2d, rpOrient2d],
  incircle: [incircle, rpIncircle],
  orient3d: [orient3d, rpOrient3d],
} as const;

export function flatSuite(name: keyof typeof PREDICATES, set: FlatSet): Suite {
  const [ours, peer] = PREDICATES[name] as unknown as [Flat, Flat];
  const [runOurs, runPeer] = loops(set, ours, peer);
  return {
    topic: `flat ${name}`,
    set: set.name,
    cases: set.values.length / set.arity,
    ours: `exact-predicates/flat`,
    baseline: 'robust-predicates',
    impls: [
      { name: 'exact-predicates/flat', run: runOurs },
      { name: 'robust-predicates', run: runPeer },
    ],
    analyse: () => {
      let miss = 0;
      let wrong = 0;
      const v = set.values;
      const n = v.length / set.arity;
      for (let i = 0; i < v.length; i += set.arity) {
        const args = Array.from(v.subarray(i, i + set.arity));
        if (Math.sign(ours(...args)) !== Math.sign(peer(...args))) wrong++;
        if (name === 'orient2d' && orient2dStage(...(args as [number, number, number, number, number, number])) !== 'filter')
          miss++;
      }
      return { filterMiss: name === 'orient2d' ? miss / n : undefined, wrong: { 'robust-predicates': wrong } };
    },
  };
}
