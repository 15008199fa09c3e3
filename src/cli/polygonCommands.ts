import { createReadStream } from 'node:fs';
import type { OverlayOperation, OverlayOptions, Point2, ResultPolygon } from '../index.js';
import { normalizePolygon, polygonOrientation, polygonOverlay, Rational } from '../index.js';
import { decodeNumericString, isProblem } from './decodeCoordinate.js';
import { assertReadableFile, fileErrorStatus } from './noding/fileInput.js';
import { polygonsText } from './ops/overlay.js';
import { positionText } from './polygons/geoJsonText.js';
import type { FilePoint, PolygonFile } from './polygons/readPolygonFile.js';
import { readPolygonFile } from './polygons/readPolygonFile.js';
import { validityReport } from './polygons/validityReport.js';
import { parseFlags } from './shared/parseFlags.js';
import type { CommandIo } from './shared/usage.js';
import { EXIT_OK, EXIT_SOME_ERROR, oneLine, UsageError, wantsHelp, withUsageErrors } from './shared/usage.js';

/** The default --max-pairs: pairs of edges that meet (each vertex's two edges are one), bounding time and memory. */
export const POLYGON_MAX_PAIRS = 1_000_000;
/** The default --max-segments: edges read from each file. */
const POLYGON_MAX_SEGMENTS = 1_000_000;
/** The most arrays and objects open at once in a file. */
const POLYGON_MAX_DEPTH = 100_000;
/** The most digits of a --grid cell size. */
const GRID_DIGITS = 1000;

const OPERATIONS: readonly OverlayOperation[] = ['intersection', 'union', 'difference', 'xor'];

const INPUT = `Reads the Polygon and MultiPolygon geometries of a GeoJSON file (in a
FeatureCollection, a Feature, a GeometryCollection or alone; Points pass
by, a line is an error) or of a TopoJSON topology, streamed, coordinates
exact (an integer is the integer written, at any size; other numbers the
doubles they are; TopoJSON's transform applied exactly).`;

const OUTPUT = `Writes one GeoJSON MultiPolygon to stdout, valid by PROTOCOL.md's rules
(outer rings counterclockwise, holes clockwise, simple rings meeting only
at points, canonical order), each ring closed; a coordinate is a JSON
number where its exact value is a double, otherwise a string "n/d" (the
exact rational, as PROTOCOL.md writes it).`;

const LIMITS = `  --grid G          snap the operands to the grid of cell G (a number or "n/d",
                    origin 0) first: every vertex of the answer is a multiple of G
  --object NAME     TopoJSON: read only the object NAME of the topology
  --max-pairs N     stop past N pairs of edges that meet (default ${POLYGON_MAX_PAIRS})
  --max-segments N  stop past N edges in a file (default ${POLYGON_MAX_SEGMENTS})`;

const STATUS = `Exit status: 0 answered, 2 bad usage or a file that is not GeoJSON or
TopoJSON, 3 past a limit (nothing is written), 4 stdout could not be written.`;

export const OVERLAY_USAGE = `usage: exact-predicates overlay OPERATION A B [--grid G] [--object NAME]
                                [--max-pairs N] [--max-segments N]

The exact polygon overlay of files A and B: OPERATION is intersection,
union, difference (A minus B) or xor. Each file is one operand, the union
of its polygons: each polygon the region of its outer ring less its holes,
whatever way its rings turn (outer rings are read counterclockwise, holes
clockwise, under the nonzero rule), so overlapping features add up.
${INPUT}
${OUTPUT}

${LIMITS}

${STATUS}`;

export const NORMALIZE_USAGE = `usage: exact-predicates normalize FILE [--grid G] [--object NAME]
                                  [--max-pairs N] [--max-segments N]

Make-valid: the point set of FILE's polygons (read as overlay reads an
operand) as valid polygons, exactly. Spikes and rings without area vanish,
a bow tie becomes two triangles touching at a point, overlapping features
merge.
${INPUT}
${OUTPUT}

${LIMITS}

${STATUS}`;

export const VALIDATE_USAGE = `usage: exact-predicates validate FILE [--object NAME] [--max-segments N]

Checks, exactly, that each Polygon and MultiPolygon geometry of FILE is
valid by PROTOCOL.md's rules for a polygon result (the OGC rules for a
valid MultiPolygon): outer rings counterclockwise and holes clockwise,
rings simple with no repeated or collinear vertex, meeting only at points
and never crossing, each hole inside its outer ring, polygons' interiors
disjoint and connected. A ring's order of vertices, and the order of rings
and polygons, are not asked of a file. For each geometry that is not valid,
one line: the feature, the rule broken, the rings and a witness point
(exact, as the output of overlay writes coordinates).
${INPUT}

  --object NAME     TopoJSON: read only the object NAME of the topology
  --max-segments N  stop past N edges (default ${POLYGON_MAX_SEGMENTS})

Exit status: 0 every geometry is valid, 1 some is not, 2 bad usage or a
file that is not GeoJSON or TopoJSON, 3 past a limit, 4 stdout could not
be written.`;

/** The arguments of a polygon command: its positional words and its flags. */
function readArguments(
  argv: readonly string[],
  positional: number,
  what: string,
  withGrid: boolean,
): { words: string[]; flags: Record<string, unknown> } {
  const valued = new Set(['--grid', '--object', '--max-pairs', '--max-segments']);
  const words = argv.filter((a, k) => !a.startsWith('--') && !valued.has(argv[k - 1] as string));
  if (words.length !== positional) throw new UsageError(`${what} ${words.length < positional ? 'is needed' : 'only'}`);
  const rest = argv.filter((a, k) => !(words.includes(a) && !valued.has(argv[k - 1] as string)));
  const flags = parseFlags(rest, {
    object: { type: 'string' },
    'max-segments': { type: 'int', min: 0, max: 2 ** 31 - 1 },
    ...(withGrid
      ? { grid: { type: 'string' }, 'max-pairs': { type: 'int', min: 0, max: Number.MAX_SAFE_INTEGER } }
      : ({} as Record<string, never>)),
  });
  return { words, flags };
}

/** --grid G: the grid of square cells G with origin 0 (G a number or "n/d", > 0). */
function readGrid(text: unknown): { origin: Point2; cell: Point2 } | undefined {
  if (text === undefined) return undefined;
  const g = decodeNumericString(text as string, GRID_DIGITS);
  if (isProblem(g) || Rational.from(g).sign() <= 0)
    throw new UsageError(`--grid is ${JSON.stringify(text)}, expected a cell size > 0 (a number or "n/d")`);
  return { origin: [0, 0], cell: [g, g] };
}

/** Reads one file's polygons; the file's errors and limits come out as the shared exit statuses. */
async function readFile(file: string, flags: Record<string, unknown>, keepRepeated = false): Promise<PolygonFile> {
  await assertReadableFile(file);
  const object = flags.object as string | undefined;
  return readPolygonFile(createReadStream(file, { highWaterMark: 1 << 16 }), {
    maxSegments: (flags['max-segments'] as number | undefined) ?? POLYGON_MAX_SEGMENTS,
    maxDepth: POLYGON_MAX_DEPTH,
    keepRepeated,
    ...(object === undefined ? {} : { object }),
  });
}

/**
 * A file's polygons as one operand: each ring as written, turned so that
 * its outer ring winds counterclockwise and its holes clockwise (a ring of
 * signed area 0 as it is), so that under the nonzero rule each polygon is
 * its outer ring less its holes and overlapping polygons add up.
 */
function operandRings(file: PolygonFile): FilePoint[][] {
  const out: FilePoint[][] = [];
  for (const polygon of file.polygons) {
    polygon.rings.forEach((ring, k) => {
      const want = polygon.ringNumbers[k] === 0 ? 1 : -1;
      out.push(polygonOrientation(ring) === -want ? ring.slice().reverse() : ring);
    });
  }
  return out;
}

/**
 * The overlay of two operands, either of which may be empty (a file with no
 * polygon): then the answer is the other's valid form, or nothing.
 */
function overlayOf(a: FilePoint[][], b: FilePoint[][], operation: OverlayOperation, options: OverlayOptions): ResultPolygon[] {
  if (a.length > 0 && b.length > 0) return polygonOverlay(a, b, operation, options);
  const kept = operation === 'intersection' ? [] : operation === 'difference' ? a : a.length > 0 ? a : b;
  return kept.length === 0 ? [] : normalizePolygon(kept, options);
}

/** The answer as one GeoJSON MultiPolygon, rings closed, coordinates exact. */
function multiPolygonText(answer: readonly ResultPolygon[]): string {
  return `{"type":"MultiPolygon","coordinates":${polygonsText(answer, positionText, { close: true })}}\n`;
}

/** Runs `work` on the files; its errors become exit statuses said on stderr, naming the file being read. */
async function answerFiles(
  command: string,
  io: CommandIo,
  pairs: number,
  work: (read: (file: string, keepRepeated?: boolean) => Promise<PolygonFile>) => Promise<number>,
  flags: Record<string, unknown>,
): Promise<number> {
  let current = '';
  const say = (message: string): void => {
    io.stderr.write(`exact-predicates ${command}: ${current === '' ? '' : `${current}: `}${oneLine(message)}\n`);
  };
  try {
    return await work(async (file, keepRepeated) => {
      current = file;
      const read = await readFile(file, flags, keepRepeated);
      current = '';
      return read;
    });
  } catch (e) {
    const status = fileErrorStatus(e, say, `more than ${pairs} pairs of edges meet (--max-pairs)`);
    if (status !== undefined) return status;
    throw e;
  }
}

/** exact-predicates overlay OPERATION A B: the exact overlay of two files' polygons, as GeoJSON. */
export const runOverlayCommand = withUsageErrors('overlay', async (argv, io) => {
  if (wantsHelp(argv)) {
    io.stdout.write(`${OVERLAY_USAGE}\n`);
    return EXIT_OK;
  }
  const { words, flags } = readArguments(argv, 3, 'OPERATION A B', true);
  const [operation, a, b] = words as [string, string, string];
  if (!(OPERATIONS as readonly string[]).includes(operation))
    throw new UsageError(`the operation is ${JSON.stringify(operation)}, expected ${OPERATIONS.join(', ')}`);
  const grid = readGrid(flags.grid);
  const maxPairs = (flags['max-pairs'] as number | undefined) ?? POLYGON_MAX_PAIRS;
  return answerFiles(
    'overlay',
    io,
    maxPairs,
    async (read) => {
      const ra = operandRings(await read(a));
      const rb = operandRings(await read(b));
      const answer = overlayOf(ra, rb, operation as OverlayOperation, { grid, maxPairs });
      io.stdout.write(multiPolygonText(answer));
      return EXIT_OK;
    },
    flags,
  );
});

/** exact-predicates normalize FILE: make-valid, as GeoJSON. */
export const runNormalizeCommand = withUsageErrors('normalize', async (argv, io) => {
  if (wantsHelp(argv)) {
    io.stdout.write(`${NORMALIZE_USAGE}\n`);
    return EXIT_OK;
  }
  const { words, flags } = readArguments(argv, 1, 'FILE', true);
  const grid = readGrid(flags.grid);
  const maxPairs = (flags['max-pairs'] as number | undefined) ?? POLYGON_MAX_PAIRS;
  return answerFiles(
    'normalize',
    io,
    maxPairs,
    async (read) => {
      const rings = operandRings(await read(words[0] as string));
      // An empty file is an empty operand: its valid form is nothing.
      const answer = rings.length === 0 ? [] : normalizePolygon(rings, { grid, maxPairs });
      io.stdout.write(multiPolygonText(answer));
      return EXIT_OK;
    },
    flags,
  );
});

/** exact-predicates validate FILE: each geometry's validity, with the rule broken and a witness. */
export const runValidateCommand = withUsageErrors('validate', async (argv, io) => {
  if (wantsHelp(argv)) {
    io.stdout.write(`${VALIDATE_USAGE}\n`);
    return EXIT_OK;
  }
  const { words, flags } = readArguments(argv, 1, 'FILE', false);
  const file = words[0] as string;
  return answerFiles(
    'validate',
    io,
    0,
    async (read) => {
      const report = validityReport(await read(file, true));
      io.stdout.write(`${file}: ${report.summary}\n${report.lines.map((l) => `${l}\n`).join('')}`);
      return report.lines.length === 0 ? EXIT_OK : EXIT_SOME_ERROR;
    },
    flags,
  );
});
