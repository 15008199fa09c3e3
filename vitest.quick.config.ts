// `npm run test:quick`: the unit tests a change to src/ usually needs, for
// the edit-test loop: every folder of test/ that mirrors the library's
// arithmetic and domains, without the layers that take minutes (the
// kernel's adversarial checks in test/core/generated, the agreement of the
// box methods on thousands of seeded cases, the built package, the browser,
// the command line and its processes, the repository's tools) and without
// property/. `npm test` runs all of them.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/{core,predicates,constructions,polygon,arrangement,grid,triangle,batch,decimal,flat,ruby}/**/*.test.ts'],
    exclude: ['test/core/generated/**', 'test/constructions/segmentBox.agreement.test.ts'],
  },
});
