// A mutation run over one part of src/, for working on that part's tests:
//   AREA=predicates npx stryker run stryker.area.config.mjs
//   AREA=core/rational.ts,core/errors.ts npx stryker run stryker.area.config.mjs
// AREA is a comma-separated list of folders or files under src/. Only those
// files are instrumented, so the run is much faster than `npm run mutation`;
// every test still runs, so the score is the one the full run would give
// those files. The full run's exclusions (generated code, the CLI, the float
// references) hold here too. Reports: reports/mutation/area-<area>.json and .html.
import base from './stryker.config.mjs';

const area = process.env.AREA;
if (area === undefined || area === '') throw new Error('stryker.area.config.mjs: set AREA, e.g. AREA=predicates');
const globs = area.split(',').map((a) => (a.endsWith('.ts') ? `src/${a}` : `src/${a}/**/*.ts`));
const tag = area.replace(/[^a-z]+/g, '-');

export default {
  ...base,
  mutate: [...globs, ...base.mutate.filter((g) => g.startsWith('!'))],
  tempDirName: `.stryker-tmp-${tag}`,
  incrementalFile: `reports/mutation/area-${tag}-incremental.json`,
  jsonReporter: { fileName: `reports/mutation/area-${tag}.json` },
  htmlReporter: { fileName: `reports/mutation/area-${tag}.html` },
};
