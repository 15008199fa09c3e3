/*
 * How a failing property is reported and replayed, shown on a law that is
 * false on purpose (property/support/replayDemo.ts). It runs only with
 * REPLAY_DEMO=1, so that `npm test` stays green; docs/testing.md walks
 * through its output, and test/harness/replayDemo.test.ts checks that the
 * seed and path printed there still lead to the counterexample shown.
 */
import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { params } from './support/params.js';
import { floatOrientationIsExact } from './support/replayDemo.js';

describe.runIf(process.env.REPLAY_DEMO === '1')('replaying a failure', () => {
  it('the naive float orientation equals the exact one (false on purpose)', () => {
    fc.assert(floatOrientationIsExact, params(1000));
  });
});
