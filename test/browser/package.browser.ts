// The built package (dist/, from `npm run build`) loaded by the browser as
// an application would load it: the ESM file of each entry point of the
// `exports` map. The unit tests prove the sources work in Chromium; this proves
// the files we publish do, including the chunks the entry points share.
// Runs only in the "chromium" project of vitest.browser.config.ts.
import Big from 'big.js';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type Main = typeof import('../../src/index.js');
type Float = typeof import('../../src/float/index.js');
type Ruby = typeof import('../../src/ruby/index.js');
type Decimal = typeof import('../../src/decimal/index.js');
type Arbitraries = typeof import('../../src/arbitraries/index.js');

// Not a static import: dist/ exists only after a build, and the type checker
// must not need it. The URL is served by Vitest's dev server from the repo root.
const load = <T>(entry: string): Promise<T> => import(/* @vite-ignore */ `/dist/${entry}`);

const built = (await fetch('/dist/index.js', { method: 'HEAD' })).ok;
// In CI `npm test` builds first, so a missing dist/ there is a failure.
const inCi = Boolean(process.env.CI);
if (!built && !inCi) console.warn('[package.browser] dist/ not built: run `npm run build`; skipping');

describe.skipIf(!built && !inCi)('the built entry points in Chromium', () => {
  it('exact-predicates: exact answers where doubles round', async () => {
    const m = await load<Main>('index.js');
    expect(m.orient2d([0, 0], [1, 0], [0, 1])).toBe(1);
    // Three doubles on one line only in exact arithmetic: 0.1 + 0.2 is not 0.3.
    expect(m.orient2d([0, 0], [0.1, 0.1], [0.30000000000000004, 0.30000000000000004])).toBe(0);
    // The demo's corner case: d = (5, 15) touches the corner (-4, 3) at t = 3/5.
    const box = { min: [-4, -3] as [number, number], max: [4, 3] as [number, number] };
    expect(
      m
        .segmentBox(
          [
            [-7, -6],
            [-2, 9],
          ],
          box,
        )
        ?.map(String),
    ).toEqual(['3/5', '3/5']);
    expect(
      m.segmentIntersectsBox(
        [
          [-7, -6],
          [-2, 9],
        ],
        box,
      ),
    ).toBe(true);
    // Errors keep their class and code across the bundle boundary.
    const bad = (() => {
      try {
        m.orient2d([Number.NaN, 0], [1, 0], [0, 1]);
      } catch (e) {
        return e;
      }
    })();
    expect(bad).toBeInstanceOf(m.ExactRangeError);
    expect(m.isExactError(bad) && bad.code).toBe('bad_input');
    expect((bad as Error).message).toBe('orient2d: a[0] is NaN');
  });

  it('exact-predicates/float: the slab method misses that touch', async () => {
    const f = await load<Float>('float/index.js');
    expect(
      f.segmentBoxFloat(
        [
          [-7, -6],
          [-2, 9],
        ],
        { min: [-4, -3], max: [4, 3] },
      ),
    ).toBeNull();
  });

  it("exact-predicates/ruby: the post's names, exact", async () => {
    const r = await load<Ruby>('ruby/index.js');
    // (b − a) × (c − a) = 23.5·2^-53 − 11.5·2^-53 = 12·2^-53 > 0: counterclockwise, not collinear.
    expect(r.cwTest([0.5 + 2 ** -53, 0.5], [24, 24], [12, 12])).toBe(1);
    expect(r.segIntersect([1, 1], [1, 1], [3, -235421324], [1, 1])).toBe(true);
  });

  it('exact-predicates/decimal: big.js values, and the same Rational class as the main entry', async () => {
    const m = await load<Main>('index.js');
    const d = await load<Decimal>('decimal/index.js');
    const r = d.fromBig(new Big('12.375'));
    expect(r.toString()).toBe('99/8');
    // Entry points share one chunk: a Rational from one is a Rational of the other.
    expect(r).toBeInstanceOf(m.Rational);
  });

  it('exact-predicates/arbitraries: generates boxes the main entry accepts', async () => {
    const m = await load<Main>('index.js');
    const a = await load<Arbitraries>('arbitraries/index.js');
    const boxes = fc.sample(a.box2(), { numRuns: 50, seed: 7 });
    expect(boxes).toHaveLength(50);
    for (const b of boxes) expect(m.pointInBox(b.min, b)).not.toBe('outside');
  });

  it('runs in Chromium, not in Node', () => {
    expect(navigator.userAgent).toContain('HeadlessChrome');
    expect(document.createElement('canvas').getContext('2d')).not.toBeNull();
  });
});
