import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { assertReadableFile, fileErrorStatus } from './noding/fileInput.js';
import { findProblems } from './noding/findProblems.js';
import { formatNodingJson, formatNodingText } from './noding/formatNoding.js';
import { readGeoFile } from './noding/readGeoJson.js';
import { drained } from './shared/drained.js';
import { parseFlags } from './shared/parseFlags.js';
import type { CommandIo } from './shared/usage.js';
import { EXIT_OK, EXIT_OUTPUT, EXIT_SOME_ERROR, oneLine, UsageError, wantsHelp, withUsageErrors } from './shared/usage.js';

/** The default --max-pairs: pairs of edges that meet (a shared vertex is one), bounding the time and the report. */
export const NODING_MAX_PAIRS = 4_000_000;
/** The default --max-segments: edges kept, bounding the memory (about 200 bytes an edge, the sweep's included). */
const NODING_MAX_SEGMENTS = 1_500_000;
/** The most arrays and objects open at once in the file (a GeometryCollection nesting is two a level). */
const NODING_MAX_DEPTH = 100_000;

export const NODING_USAGE = `usage: exact-predicates noding FILE [--json] [--all] [--object NAME]
                               [--max-pairs N] [--max-segments N]

Checks that the lines and polygon rings of a GeoJSON or TopoJSON file are
noded: that every two edges share at most one point, an endpoint of both.
Reads LineString, MultiLineString, Polygon and MultiPolygon geometries (in a
FeatureCollection, a Feature, a GeometryCollection or alone), or the arcs of
a TopoJSON Topology's objects; coordinates are exact (an integer is the
integer written, at any size; other numbers the doubles they are). Reports,
exactly, every pair of edges that is not noded, with both features and the
exact point:

  crossing    the edges cross at a point inside both
  touch       an end of one edge lies inside the other (a T-junction)
  overlap     the edges share a piece, partly
  duplicate   the edges are the same (as where neighbouring polygons share a border)

  --json            one JSON object: counts, and every problem with both edges'
                    feature, polygon/line, ring and edge, and the exact point or
                    piece as rationals "n/d"
  --all             in the text report, every duplicate edge (by default one line
                    per pair of features)
  --object NAME     TopoJSON: check only the object NAME of the topology's objects
                    (default: all of them)
  --max-pairs N     stop past N pairs of edges that meet (default ${NODING_MAX_PAIRS};
                    every shared vertex is one)
  --max-segments N  stop past N edges (default ${NODING_MAX_SEGMENTS}); memory grows with them

The file is read as it streams in, so its size alone does not matter.
Exit status: 0 the file is noded, 1 it is not, 2 bad usage or a file that
is not GeoJSON or TopoJSON, 3 past --max-pairs, --max-segments or another
limit (nothing is reported), 4 stdout could not be written.`;

/** Writes the report's pieces, waiting for 'drain' when stdout is slow; false once stdout failed. */
async function writeAll(out: Writable, pieces: Iterable<string>): Promise<boolean> {
  let failed = false;
  const onError = (): void => {
    failed = true;
  };
  out.on('error', onError);
  try {
    for (const piece of pieces) {
      if (failed) return false;
      if (piece !== '' && !out.write(piece)) await drained(out);
    }
    return !failed;
  } catch {
    return false;
  } finally {
    out.off('error', onError);
  }
}

/** exact-predicates noding: parses arguments, reads the file as it streams, reports. */
export const runNodingCommand = withUsageErrors('noding', async (argv, io: CommandIo) => {
  if (wantsHelp(argv)) {
    io.stdout.write(`${NODING_USAGE}\n`);
    return EXIT_OK;
  }
  const valued = new Set(['--max-pairs', '--max-segments', '--object']);
  const files = argv.filter((a, k) => !a.startsWith('--') && !valued.has(argv[k - 1] as string));
  if (files.length !== 1) throw new UsageError(files.length === 0 ? 'FILE is needed' : 'one FILE at a time');
  const file = files[0] as string;
  const flags = parseFlags(
    argv.filter((a) => a !== file),
    {
      json: { type: 'switch' },
      all: { type: 'switch' },
      object: { type: 'string' },
      'max-pairs': { type: 'int', min: 0, max: Number.MAX_SAFE_INTEGER },
      'max-segments': { type: 'int', min: 0, max: 2 ** 31 - 1 },
    },
  );
  await assertReadableFile(file);
  const maxPairs = (flags['max-pairs'] as number | undefined) ?? NODING_MAX_PAIRS;
  const maxSegments = (flags['max-segments'] as number | undefined) ?? NODING_MAX_SEGMENTS;
  const say = (message: string): void => {
    io.stderr.write(`exact-predicates noding: ${file}: ${oneLine(message)}\n`);
  };
  const start = performance.now();
  let geo: Awaited<ReturnType<typeof readGeoFile>>;
  let report: ReturnType<typeof findProblems>;
  try {
    const object = flags.object as string | undefined;
    geo = await readGeoFile(createReadStream(file, { highWaterMark: 1 << 16 }), {
      maxSegments,
      maxDepth: NODING_MAX_DEPTH,
      ...(object === undefined ? {} : { object }),
    });
    report = findProblems(geo.store, maxPairs);
  } catch (e) {
    const status = fileErrorStatus(e, say, `more than ${maxPairs} pairs of edges meet (--max-pairs)`);
    if (status !== undefined) return status;
    throw e;
  }
  const seconds = (performance.now() - start) / 1000;
  const input = { file, geo };
  const pieces =
    flags.json === true ? formatNodingJson(input, report) : formatNodingText(input, report, seconds, flags.all === true);
  if (!(await writeAll(io.stdout, pieces))) return EXIT_OUTPUT;
  return report.count === 0 ? EXIT_OK : EXIT_SOME_ERROR;
});
