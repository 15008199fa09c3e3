import { readFileSync } from 'node:fs';
import { findProblems } from './noding/findProblems.js';
import { formatNodingJson, formatNodingText } from './noding/formatNoding.js';
import { readGeoJson } from './noding/readGeoJson.js';
import { parseFlags } from './shared/parseFlags.js';
import { EXIT_OK, EXIT_SOME_ERROR, UsageError, wantsHelp, withUsageErrors } from './shared/usage.js';

/** The default --max-pairs: meeting pairs looked at (a map's vertices are pairs too), bounding the time. */
export const NODING_MAX_PAIRS = 100_000_000;

export const NODING_USAGE = `usage: exact-predicates noding FILE.geojson [--json] [--all] [--max-pairs N]

Checks that the lines and polygon rings of a GeoJSON file are noded: that
every two edges share at most one point, an endpoint of both. Reads
LineString, MultiLineString, Polygon and MultiPolygon geometries (in a
FeatureCollection, a Feature, a GeometryCollection or alone; coordinates are
the doubles the file holds) and reports, exactly, every pair of edges that
is not noded, with both features and the exact point:

  crossing    the edges cross at a point inside both
  touch       an end of one edge lies inside the other (a T-junction)
  overlap     the edges share a piece, partly
  duplicate   the edges are the same (as where neighbouring polygons share a border)

  --json          one JSON object: counts, and every problem with both edges'
                  feature, polygon/line, ring and edge, and the exact point or
                  piece as rationals "n/d"
  --all           in the text report, every duplicate edge (by default one line
                  per pair of features)
  --max-pairs N   stop with an error past N pairs of edges that meet (default
                  ${NODING_MAX_PAIRS}; every shared vertex is one)

Exit status: 0 when the file is noded, 1 when a pair is not (or past
--max-pairs), 2 for bad usage or a file that is not GeoJSON.`;

/** exact-predicates noding: parses arguments, reads the file, reports. */
export const runNodingCommand = withUsageErrors('noding', async (argv, io) => {
  if (wantsHelp(argv)) {
    io.stdout.write(`${NODING_USAGE}\n`);
    return EXIT_OK;
  }
  const files = argv.filter((a, k) => !a.startsWith('--') && argv[k - 1] !== '--max-pairs');
  if (files.length !== 1) throw new UsageError(files.length === 0 ? 'FILE.geojson is needed' : 'one FILE.geojson at a time');
  const file = files[0] as string;
  const flags = parseFlags(
    argv.filter((a) => a !== file),
    { json: { type: 'switch' }, all: { type: 'switch' }, 'max-pairs': { type: 'int', min: 0, max: Number.MAX_SAFE_INTEGER } },
  );
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${file} is not JSON: ${(e as Error).message}`);
  }
  const geo = readGeoJson(doc);
  const start = performance.now();
  const maxPairs = (flags['max-pairs'] as number | undefined) ?? NODING_MAX_PAIRS;
  let report: ReturnType<typeof findProblems>;
  try {
    report = findProblems(geo.segments, maxPairs);
  } catch (e) {
    if ((e as { code?: string }).code !== 'too_large') throw e;
    io.stderr.write(`exact-predicates noding: ${file}: more than ${maxPairs} pairs of edges meet (--max-pairs)\n`);
    return EXIT_SOME_ERROR;
  }
  const seconds = (performance.now() - start) / 1000;
  const input = { file, segments: geo.segments.length, features: geo.features, repeated: geo.repeated, sources: geo.sources };
  io.stdout.write(
    flags.json === true ? formatNodingJson(input, report) : formatNodingText(input, report, seconds, flags.all === true),
  );
  return report.problems.length === 0 ? EXIT_OK : EXIT_SOME_ERROR;
});
