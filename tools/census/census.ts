import { access, constants, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseFlags } from '../../src/cli/shared/parseFlags.js';
import { progressBar } from '../../src/cli/shared/progressBar.js';
import type { CommandRunner } from '../../src/cli/shared/usage.js';
import { EXIT_OK, UsageError, wantsHelp, withUsageErrors } from '../../src/cli/shared/usage.js';
import { ALGORITHMS } from './algorithms.js';
import { CENSUS_COORDINATES, type CensusCoordinates, censusFamilies } from './families.js';
import { censusHtml } from './picture/censusHtml.js';
import { censusSvg } from './picture/censusSvg.js';
import { pickGallery } from './picture/pickGallery.js';
import { runCensus } from './runCensus.js';
import { summaryMarkdown, textTable } from './summaryTable.js';

/** Defaults of the census (what `npm start` runs). */
const CENSUS_DEFAULTS = {
  seed: 42,
  cases: 2000,
  out: 'census-out',
  coordinates: 'double' as CensusCoordinates,
  gallery: 2,
};

const CENSUS_USAGE = `usage: npm start -- [--seed N] [--cases N] [--out DIR] [--coordinates KIND] [--gallery N] [--all-cases]

The repository's census (tools/census; not part of the package). Runs the float algorithms of exact-predicates/float (the naive orientation,
the Ruby post's collision tests, the slab method, Liang–Barsky,
Cohen–Sutherland, a rotated cuboid) and their exact twins on the same cases,
drawn with fast-check from the package's arbitraries (random cases and every
degeneracy-biased family), and counts per algorithm and family: agreements,
float misses (exact hit, float says miss), false hits, wrong answers and
errors/NaN. The same --seed gives the same census.json.

  --seed N          fast-check seed (default ${CENSUS_DEFAULTS.seed})
  --cases N         cases per family (default ${CENSUS_DEFAULTS.cases})
  --out DIR         output directory (default ./${CENSUS_DEFAULTS.out})
  --coordinates K   coordinates of the degenerate families: double (integer cases
                    scaled by 2^e, half to an ordinary scale, half anywhere from
                    subnormal to 1e276), safe (integers to 2^52) or grid
                    (default ${CENSUS_DEFAULTS.coordinates})
  --gallery N       disagreements drawn per algorithm (default ${CENSUS_DEFAULTS.gallery})
  --all-cases       keep every case in census.json (for replaying), not only
                    the disagreements

Writes DIR/census.json (counts and disagreements, no timestamps),
DIR/census.svg (summary grids and a gallery of disagreements, ordinary
scales first, each with a zoomed inset and a sentence on why the float
answer is wrong), DIR/census.html (the SVG plus each drawn case as a
protocol line) and DIR/summary.md; prints the summary table. Exit status 0,
or 2 for bad usage.`;

/** Parsed census arguments. */
export interface CensusArgs {
  seed: number;
  cases: number;
  out: string;
  coordinates: CensusCoordinates;
  gallery: number;
  allCases: boolean;
}

/** The census arguments, defaults filled in; throws UsageError. */
function parseCensusArgs(argv: readonly string[]): CensusArgs {
  const f = parseFlags(argv, {
    seed: { type: 'int', min: -(2 ** 31), max: 2 ** 31 - 1 },
    cases: { type: 'int', min: 0, max: 10_000_000 },
    out: { type: 'string' },
    coordinates: { type: 'string' },
    gallery: { type: 'int', min: 0, max: 100 },
    'all-cases': { type: 'switch' },
  });
  const coordinates = (f.coordinates ?? CENSUS_DEFAULTS.coordinates) as CensusCoordinates;
  if (!CENSUS_COORDINATES.includes(coordinates)) {
    throw new UsageError(`--coordinates is ${JSON.stringify(coordinates)}, expected one of ${CENSUS_COORDINATES.join(', ')}`);
  }
  return {
    seed: (f.seed as number | undefined) ?? CENSUS_DEFAULTS.seed,
    cases: (f.cases as number | undefined) ?? CENSUS_DEFAULTS.cases,
    out: (f.out as string | undefined) ?? CENSUS_DEFAULTS.out,
    coordinates,
    gallery: (f.gallery as number | undefined) ?? CENSUS_DEFAULTS.gallery,
    allCases: f['all-cases'] === true,
  };
}

/** Makes `dir` (and its parents) and checks that files can be written in it; throws UsageError naming --out. */
async function outputDirectory(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (e) {
    throw new UsageError(`cannot write to --out ${dir}: ${(e as Error).message}`);
  }
}

/** Writes one output file; a failure names the file (exit 2, like an unwritable --out). */
async function writeOutput(file: string, text: string): Promise<void> {
  try {
    await writeFile(file, text);
  } catch (e) {
    throw new UsageError(`cannot write ${file}: ${(e as Error).message}`);
  }
}

/** How the census names itself in a usage error, and where its help is. */
const PROGRAM = { name: 'census', help: 'npm start -- --help' };

/**
 * The census (`npm start`): runs it, writes its files, prints the summary
 * table; resolves to the exit status. The output directory is checked
 * first, so that a bad --out fails at once, not after the run.
 */
export const runCensusCommand: CommandRunner = withUsageErrors(
  'census',
  async (argv, io) => {
    if (wantsHelp(argv)) {
      io.stdout.write(`${CENSUS_USAGE}\n`);
      return EXIT_OK;
    }
    const args = parseCensusArgs(argv);
    await outputDirectory(args.out);
    const started = performance.now();
    const bar = progressBar(io.stderr, 'census');
    const result = runCensus({
      seed: args.seed,
      cases: args.cases,
      families: censusFamilies(args.coordinates),
      algorithms: ALGORITHMS,
      allCases: args.allCases,
      onProgress: (done, total, label) => bar.update(done, total, label),
    });
    bar.done();
    const gallery = pickGallery(result.disagreements, ALGORITHMS, args.gallery);
    const seconds = (performance.now() - started) / 1000;
    const svg = censusSvg(result, ALGORITHMS, gallery, { coordinates: args.coordinates, seconds });
    await writeOutput(join(args.out, 'census.json'), `${JSON.stringify(result, null, 1)}\n`);
    await writeOutput(join(args.out, 'census.svg'), svg);
    await writeOutput(join(args.out, 'census.html'), censusHtml(result, svg, gallery));
    await writeOutput(join(args.out, 'summary.md'), `${summaryMarkdown(result)}\n`);
    const total = (performance.now() - started) / 1000;
    io.stdout.write(`${textTable(result)}\n\n`);
    io.stdout.write(
      `census: seed ${args.seed}, ${args.cases} cases per family, '${args.coordinates}' coordinates, ${total.toFixed(1)} s\n` +
        `picture: ${join(args.out, 'census.svg')} (and census.html); data: ${join(args.out, 'census.json')}\n`,
    );
    return EXIT_OK;
  },
  PROGRAM,
);
