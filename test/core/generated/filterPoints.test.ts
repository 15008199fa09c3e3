// The FilterPoints entries (generated with `filterPoints: true`) are the
// filter on points held in arrays: the same proven sign as the filter on
// the same values, 0 where the filter declines, on adversarial inputs
// (bisected near a zero, scaled into underflow and overflow, NaN).
import { describe, expect, it } from 'vitest';
import { orient3dFilter, orient3dFilterPoints } from '../../../src/core/generated/orient3d.js';
import { orient3dDirFilter, orient3dDirFilterPoints } from '../../../src/core/generated/orient3dDir.js';
import { orient3dDirExact, orient3dExact } from '../../support/frac.js';
import { mulberry32 } from '../../support/random.js';

type P = number[];
const kernels = [
  { name: 'orient3d', filter: orient3dFilter, points: orient3dFilterPoints, exact: orient3dExact },
  { name: 'orient3dDir', filter: orient3dDirFilter, points: orient3dDirFilterPoints, exact: orient3dDirExact },
];

/** Random points, some coplanar up to one rounding (d = a + i·(b − a) + j·(c − a) in doubles), at many scales. */
function cases(seed: number): [P, P, P, P][] {
  const rand = mulberry32(seed);
  const out: [P, P, P, P][] = [];
  for (let n = 0; n < 3000; n++) {
    const s = 2 ** Math.round((rand() * 2 - 1) * 600);
    const p = (): P => [rand() * 2 - 1, rand() * 2 - 1, rand() * 2 - 1].map((x) => x * s);
    const [a, b, c] = [p(), p(), p()];
    const [i, j] = [rand(), rand()];
    const d = n % 2 === 0 ? p() : a.map((x, k) => x + i * ((b[k] as number) - x) + j * ((c[k] as number) - x));
    out.push([a, b, c, d]);
  }
  out.push([
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [Number.NaN, 0, 1],
  ]);
  return out;
}

describe.each(kernels)('$name FilterPoints', (k) => {
  it('gives the filter’s proven sign, and 0 where it declines; the sign is exact', () => {
    let proven = 0;
    let declined = 0;
    for (const [a, b, c, d] of cases(4242)) {
      const f = k.filter(
        ...(a as [number, number, number]),
        ...(b as [number, number, number]),
        ...(c as [number, number, number]),
        ...(d as [number, number, number]),
      );
      const s = k.points(a, b, c, d);
      expect(s).toBe(Math.sign(f));
      if (s === 0) declined++;
      else {
        proven++;
        expect(s).toBe(k.exact(a, b, c, d));
      }
    }
    // Scales up to 2^±600 overflow or underflow the degree-3 products: the filter declines those.
    expect(proven).toBeGreaterThan(500);
    expect(declined).toBeGreaterThan(100);
  });
});
