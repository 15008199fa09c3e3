import { compareDistance, incircle, insphere } from '../../index.js';
import type { Operation, ResultJson } from '../operations.js';

/** The kernel's signs beyond orientation: PROTOCOL.md's `compare_distance`, `incircle` and `insphere`. */
export const kernelOps: Record<string, Operation> = {
  compare_distance: {
    dim: 0,
    run(r): ResultJson {
      const p = r.point('p');
      const a = r.point('a');
      const b = r.point('b');
      r.finish();
      return compareDistance(p, a, b);
    },
  },
  incircle: {
    dim: 2,
    run(r): ResultJson {
      const [a, b, c, d] = [r.point('a'), r.point('b'), r.point('c'), r.point('d')];
      r.finish();
      return incircle(a, b, c, d);
    },
  },
  insphere: {
    dim: 3,
    run(r): ResultJson {
      const [a, b, c, d, e] = [r.point('a'), r.point('b'), r.point('c'), r.point('d'), r.point('e')];
      r.finish();
      return insphere(a, b, c, d, e);
    },
  },
};
