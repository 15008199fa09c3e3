// `npm run test:quick`: the unit tests a change to src/ usually needs, for
// the edit-test loop: every folder of test/ that mirrors a folder of the
// library, without the layers that take minutes (the kernel's adversarial
// checks in test/core/generated, the agreement of the box methods on
// thousands of seeded cases, the real-data triangulation fixtures, the
// built package, the browser, the command line and its processes, the
// repository's tools) and without property/. `npm test` runs all of them.
//
// The files share one module graph per worker (`isolate: false`): importing
// src/ afresh for each of some hundred files took more than half the time.
// No test here mocks a module or patches a global, so none can see another
// file's state.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'test/{core,predicates,constructions,polygon,arrangement,grid,triangle,batch,decimal,flat,ruby,float}/**/*.test.ts',
      'test/{overlay,triangulation,clip}/**/*.test.ts',
      'test/readOnceCoverage.test.ts',
      'test/foreignRationals.test.ts',
    ],
    exclude: ['test/core/generated/**', 'test/constructions/segmentBox.agreement.test.ts', 'test/triangulation/fixtures.test.ts'],
    isolate: false,
  },
});
