// The preset buttons: positions worth looking at. test/browser/demo.e2e.ts
// checks every preset's verdicts in the browser, so one that stops showing
// what its text promises fails a test.
import { type Scene, START } from './scene.js';

/** A named starting position. */
export interface Preset {
  id: string;
  label: string;
  /** Shown as the button's tooltip: what to look at. */
  why: string;
  scene: Scene;
  /** The float algorithm to compare with (an id of FLOAT_ALGORITHMS); default: keep the current one. */
  algorithm?: string;
  /** What the page must show, checked by the e2e test. */
  expect: { exact: 'intersects' | 'misses'; float: 'intersects' | 'misses' };
}

const BOX = { p: [-4, -3], q: [4, 3] } as const;

export const PRESETS: Preset[] = [
  {
    id: 'start',
    label: 'Start over',
    why: 'A segment that clearly misses the box.',
    scene: START,
    algorithm: 'slab',
    expect: { exact: 'misses', float: 'misses' },
  },
  {
    id: 'corner',
    label: 'Through a corner',
    // d = (5, 15): the slab method multiplies by 1/5 and 1/15, both rounded,
    // so the two slabs' parameters at the corner (-4, 3), both exactly 3/5,
    // come out as 0.6000000000000001 and 0.6: entry after exit, a miss.
    why: 'Integer points; the segment touches the corner (-4, 3) at t = 3/5. The slab method rounds 1/5 and 1/15 and misses it.',
    scene: { a: [-7, -6], b: [-2, 9], p: [...BOX.p], q: [...BOX.q] },
    algorithm: 'slab',
    expect: { exact: 'intersects', float: 'misses' },
  },
  {
    id: 'face',
    label: 'Along a face',
    // The original's own code computes 0 × ∞ = NaN here; the float reference
    // fixes that, so both agree: the boundary belongs to the box.
    why: 'The segment lies in the top face y = 3: the boundary belongs to the box, so it intersects.',
    scene: { a: [-7, 3], b: [7, 3], p: [...BOX.p], q: [...BOX.q] },
    algorithm: 'slab',
    expect: { exact: 'intersects', float: 'intersects' },
  },
  {
    id: 'decimal',
    label: 'Decimal near miss',
    // 7.2, 2.8, 0.6, 3.8, 3.9 and 3.3 are not exact doubles: at x = 3.9 the
    // stored segment is 2.5e-17 above the stored corner (3.9, 3.3), less
    // than a rounding of 3.3, and the rounded arithmetic of Liang–Barsky (and
    // of the slab method) lets it in.
    why: 'Decimal coordinates: the segment passes 2.5e-17 above the corner (3.9, 3.3), so it misses; Liang–Barsky rounds and says it hits.',
    scene: { a: [7.2, 2.8], b: [0.6, 3.8], p: [-4.1, -2.7], q: [3.9, 3.3] },
    algorithm: 'liang-barsky',
    expect: { exact: 'misses', float: 'intersects' },
  },
];
