/**
 * `npm run bench [-- --json FILE] [--rounds N] [--cases N] [--only TOPIC[,TOPIC...]] [--clock cpu|wall]`
 * (`--only` takes topic prefixes; `=TOPIC` is that topic alone)
 *
 * One process runs every suite on pre-generated seeded inputs and prints a
 * markdown table per topic plus the issue's targets; --json writes the same
 * figures. Never part of `npm test`: timings are not assertions.
 */
import { writeFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { arithmeticSuites } from './arithmetic.bench.js';
import { arrangementGrowthSuites, arrangementSuites } from './arrangement.bench.js';
import { orientBatchSuite, segmentsBatchSuite } from './batch.bench.js';
import { bigintOrientSuite, bigintSegmentsSuite } from './bigint.bench.js';
import { clipPolygonToBoxSuite, clipPolygonToBoxTargets, tileCases } from './clipPolygonToBox.bench.js';
import {
  clipSegmentSuite,
  crossingPairs,
  rayTriangleHitSuite,
  resultSuite,
  segmentIntersectionSuite,
  segmentTriangleHitSuite,
} from './constructions.bench.js';
import { fastPathSuites } from './fastPath.bench.js';
import { flatSuite } from './flat.bench.js';
import { gridPiecesSuite, gridRaycastSuite, gridSegments, gridSuite } from './grid.bench.js';
import type { Suite, SuiteResult } from './harness.js';
import { runSuite } from './harness.js';
import {
  bigintPairs,
  bigintTriples,
  cocircularIntQuads,
  collinearIntTriples,
  coplanarIntQuads,
  degenerateBoxCases,
  degeneratePairs,
  flatTriples,
  nearCollinearDoubleTriples,
  nearCollinearIntTriples,
  randomBoxCases,
  randomDoublePairs,
  randomDoublePoints,
  randomDoubleTriples,
  randomIntBoxCases,
  randomIntPairs,
  randomIntTriples,
} from './inputs.js';
import { orient2dSuite } from './orient2d.bench.js';
import { overlaySuites, overlayTargets } from './overlay.bench.js';
import { censusTables, overlayCensus } from './overlayCensus.js';
import {
  convexHullSuite,
  hullPointSet,
  pointInPolygonSuite,
  polygonSet,
  polygonTargets,
  preparedSuite,
} from './polygon.bench.js';
import type { Allocation } from './report.js';
import { machine, NO_ALLOCATION_TOPICS, tables, targetLines, targets } from './report.js';
import { Rng } from './rng.js';
import { boxBatchSuite, rayBoxSuite, segmentBoxIntervalSuite, segmentBoxSuite } from './segmentBox.bench.js';
import { segmentsSuite } from './segments.bench.js';
import {
  aimedRayTriangles,
  randomRayTriangles,
  rayTriangleFirstHitSuite,
  rayTriangleSuite,
  segmentTriangleSuite,
} from './triangle.bench.js';
import {
  constrainedSuite,
  delaunaySuite,
  earcutFixture,
  earcutSuite,
  latticePoints,
  starWithPoints,
  triangulationTargets,
  uniformPoints,
} from './triangulation.bench.js';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const rounds = Number(option('rounds') ?? 15);
const cases = Number(option('cases') ?? 131072);
// Topic prefixes, comma-separated (=TOPIC: that topic only); the suites keep the full run's order (what V8 compiled first matters).
const only = option('only')?.split(',');
/** Whether a topic is in the run: every topic without --only; else one that a name starts (or, written =name, equals). */
const wanted = (topic: string): boolean =>
  only === undefined || only.some((t) => (t.startsWith('=') ? topic === t.slice(1) : topic.startsWith(t)));
const jsonFile = option('json');
const clock = option('clock') === 'wall' ? 'wall' : 'cpu';
const SEED = 20240607;
if (cases < 1e5) console.warn(`bench: ${cases} cases per set is below 10^5; branch predictors will learn the inputs`);

const rng = new Rng(SEED);
const sets = {
  randInt20: randomIntTriples(rng, cases, 20),
  randInt52: randomIntTriples(rng, cases, 52),
  randDouble: randomDoubleTriples(rng, cases),
  collInt20: collinearIntTriples(rng, cases, 20),
  collInt52: collinearIntTriples(rng, cases, 52),
  nearInt52: nearCollinearIntTriples(rng, cases, 52),
  nearDouble: nearCollinearDoubleTriples(rng, cases),
  pairsDouble: randomDoublePairs(rng, cases),
  pairsInt20: randomIntPairs(rng, cases, 20),
  degPairs20: degeneratePairs(rng, cases, 20),
  degPairs52: degeneratePairs(rng, cases, 52),
  box2: randomBoxCases(rng, cases, 2),
  degBox2_20: degenerateBoxCases(rng, cases, 2, 20),
  degBox2_52: degenerateBoxCases(rng, cases, 2, 52),
  box3: randomBoxCases(rng, cases, 3),
  boxInt2_20: randomIntBoxCases(rng, cases, 2, 20),
  degBox3_20: degenerateBoxCases(rng, cases, 3, 20),
  bigRand: bigintTriples(rng, cases, 100, false),
  bigColl: bigintTriples(rng, cases, 100, true),
  bigPairs: bigintPairs(rng, cases, 100),
  circleDouble: randomDoublePoints(rng, cases, 4, 2),
  cocircular20: cocircularIntQuads(rng, cases, 20),
  tetraDouble: randomDoublePoints(rng, cases, 4, 3),
  coplanar20: coplanarIntQuads(rng, cases, 20),
  raysRandom: randomRayTriangles(rng, cases),
  raysAimed: aimedRayTriangles(rng, cases),
};

// Grid walks: segments crossing about 100 cells each (a case is a whole segment, so fewer of them).
const gridCases = Math.max(64, Math.round(cases / 32));
const gridSets = {
  double2: gridSegments(
    rng,
    gridCases,
    'double grid (cells 0.7 × 1.3 from (0.37, −1.21))',
    { origin: [0.37, -1.21], cell: [0.7, 1.3] },
    100,
    false,
  ),
  int2: gridSegments(rng, gridCases, 'integer grid (16 × 16 tiles), integer ends', { origin: [0, 0], cell: [16, 16] }, 100, true),
  double3: gridSegments(rng, gridCases, 'unit voxels, double ends', { origin: [0, 0, 0], cell: [1, 1, 1] }, 100, false),
};

const s = sets;
const numberSuites = (): Suite[] => [
  ...[s.randInt20, s.randInt52, s.randDouble, s.collInt20, s.collInt52, s.nearInt52, s.nearDouble].map((t) => orient2dSuite(t)),
  ...[s.pairsDouble, s.pairsInt20, s.degPairs20, s.degPairs52].map((p) => segmentsSuite(p)),
  ...[s.box2, s.degBox2_20, s.degBox2_52, s.box3, s.degBox3_20].map((b) => segmentBoxSuite(b)),
  segmentBoxIntervalSuite(s.boxInt2_20),
  ...[s.box2, s.degBox2_20, s.box3, s.degBox3_20].map((b) => rayBoxSuite(b)),
];
const flatSuites = (): Suite[] => [
  ...[s.randInt20, s.randInt52, s.randDouble, s.collInt20, s.collInt52, s.nearDouble].map((t) =>
    flatSuite('orient2d', flatTriples(t)),
  ),
  flatSuite('incircle', s.circleDouble),
  flatSuite('incircle', s.cocircular20),
  flatSuite('orient3d', s.tetraDouble),
  flatSuite('orient3d', s.coplanar20),
];
const batchSuites = (): Suite[] => [
  orientBatchSuite(s.randDouble),
  orientBatchSuite(s.collInt52),
  segmentsBatchSuite(s.pairsDouble),
  segmentsBatchSuite(s.degPairs20),
  ...[s.box2, s.degBox2_20, s.box3].map((b) => boxBatchSuite(b)),
];
// Polygons get their own generator (same seed), so that adding them leaves every other input set as it was.
const polygonRng = new Rng(SEED + 16);
const polygonSuites = (): Suite[] => [
  pointInPolygonSuite(polygonSet(polygonRng, 8, 1000, 16384)),
  convexHullSuite(hullPointSet(polygonRng, 100000)),
  preparedSuite(polygonSet(polygonRng, 1, 10000, 100000)),
];
// Triangulations get their own generator too; a case is one whole triangulation.
const triangulationRng = new Rng(SEED + 32);
const triangulationSuites = (): Suite[] => [
  delaunaySuite(uniformPoints(triangulationRng, 100_000)),
  delaunaySuite(latticePoints(316)),
  delaunaySuite(uniformPoints(triangulationRng, 1_000_000)),
  ...['water-huge3', 'touching-holes6', 'rain', 'water2'].map((name) => earcutSuite(earcutFixture(name))),
  constrainedSuite(starWithPoints(triangulationRng, 10_000, 10_000)),
];
const bigintSuites = (): Suite[] => [bigintOrientSuite(s.bigRand), bigintOrientSuite(s.bigColl), bigintSegmentsSuite(s.bigPairs)];
const afterBigint = (): Suite[] =>
  [orient2dSuite(s.randDouble), orient2dSuite(s.collInt52), segmentsSuite(s.pairsDouble), segmentsSuite(s.degPairs20)].map(
    (x) => ({
      ...x,
      topic: `${x.topic} (again, after bigint input)`,
    }),
  );

/**
 * Heap growth over one pass of our implementation, per call: the median of five
 * passes (a one-off recompilation shows in one pass; a real allocation of
 * at least 16 bytes per call shows in all of them).
 */
function bytesPerCall(suite: Suite): number {
  const ours = suite.impls.find((i) => i.name === suite.ours);
  if (!ours) return Number.NaN;
  const growth: number[] = [];
  for (let k = 0; k < 5; k++) {
    const before = getHeapStatistics().used_heap_size;
    ours.run();
    growth.push(getHeapStatistics().used_heap_size - before);
  }
  growth.sort((a, b) => a - b);
  return Math.max(0, growth[2] as number) / suite.cases;
}

const gridSuites = (): Suite[] => [
  gridSuite(gridSets.double2),
  gridSuite(gridSets.int2),
  gridSuite(gridSets.double3),
  gridPiecesSuite(gridSets.double2),
  gridPiecesSuite(gridSets.int2),
  gridRaycastSuite(gridSets.double2),
  gridRaycastSuite(gridSets.int2),
];
const triangleSuites = (): Suite[] => [
  ...[s.raysRandom, s.raysAimed].map((x) => rayTriangleSuite(x)),
  segmentTriangleSuite(s.raysRandom, 1),
  segmentTriangleSuite(s.raysAimed, 2),
  ...[s.raysRandom, s.raysAimed].map((x) => rayTriangleFirstHitSuite(x, 8192)),
];

// The constructions get their own generator too, for the same reason.
const constructionRng = new Rng(SEED + 32);
const constructionSuites = (): Suite[] => {
  const doubles = crossingPairs(cases, 'random double', () => [constructionRng.range(-1, 1), constructionRng.range(-1, 1)]);
  const ints = crossingPairs(cases, 'random int ±2^20', () => [constructionRng.int(20), constructionRng.int(20)]);
  return [
    segmentIntersectionSuite(doubles),
    segmentIntersectionSuite(ints),
    resultSuite(doubles),
    rayTriangleHitSuite(s.raysAimed),
    segmentTriangleHitSuite(s.raysAimed),
    clipSegmentSuite(s.box2),
    clipSegmentSuite(s.boxInt2_20),
  ];
};

const plan: Suite[] = [
  ...flatSuites(),
  ...numberSuites(),
  ...gridSuites(),
  ...triangleSuites(),
  ...constructionSuites(),
  ...batchSuites(),
  ...polygonSuites(),
  ...bigintSuites(),
  ...afterBigint(),
  ...arrangementSuites(),
  ...arrangementGrowthSuites(),
  // The triangulation inputs (10^6 points) are made only when asked for.
  ...(['delaunay', 'earcut', 'constrainedDelaunay'].some((topic) => wanted(topic)) ? triangulationSuites() : []),
  // The overlay sets load fixtures and convert them for six contenders: built only when asked for.
  ...(wanted('overlay') ? overlaySuites() : []),
  ...(wanted('overlay: clipPolygonToBox') ? [clipPolygonToBoxSuite(tileCases(10))] : []),
  // Its own generator, so that every other input set stays as it was.
  ...arithmeticSuites(new Rng(SEED + 36)),
  // Its own generator too, and built only when asked for.
  ...(wanted('fast path') ? fastPathSuites(new Rng(SEED + 40), cases) : []),
].filter((x) => wanted(x.topic));
const options = { rounds, warmup: 3, minSampleMs: 5, clock } as const;
const results: SuiteResult[] = [];
const allocations: Allocation[] = [];
const started = Date.now();
for (const suite of plan) {
  process.stderr.write(`${suite.topic} / ${suite.set} ...\n`);
  // Whole sets of segments, and 10^5 pointInPolygon calls on 10 000 vertices, take seconds per run: fewer rounds.
  const slow =
    suite.topic.startsWith('segmentIntersections') ||
    suite.topic === 'preparePolygon' ||
    suite.topic.startsWith('arithmetic') ||
    (suite.topic === 'delaunay' && suite.set.startsWith('1000000'));
  results.push(runSuite(suite, slow ? { ...options, rounds: Math.min(rounds, 7) } : options));
  // orient2d's slow path, and the number paths that pass doubles between functions (boxed on the heap when V8 does not inline the callee).
  if (
    (suite.topic === 'orient2d' && suite.set.startsWith('collinear')) ||
    (NO_ALLOCATION_TOPICS as readonly string[]).includes(suite.topic)
  )
    allocations.push({ topic: suite.topic, set: suite.set, bytesPerCall: bytesPerCall(suite) });
}
// The robustness census: the peers on degenerate inputs, in a child process with a time cap per case.
const census = wanted('overlay census') ? await overlayCensus() : null;
const checks = [
  ...targets(results, allocations),
  ...polygonTargets(results),
  ...overlayTargets(results),
  ...clipPolygonToBoxTargets(results),
  ...triangulationTargets(results),
];
const m = machine();
console.log(tables(results));
for (const topic of new Set(allocations.map((a) => a.topic))) {
  const list = allocations.filter((a) => a.topic === topic);
  console.log(
    `allocation (heap growth per call of ${topic}): ${list.map((a) => `${a.set}: ${a.bytesPerCall.toFixed(3)} B`).join(', ')}`,
  );
}
if (census !== null) console.log(`${censusTables(census)}\n`);
console.log(`\n${targetLines(checks)}`);
console.log(
  `\n${m.cpu}, ${m.cores} cores, Node ${m.node} (V8 ${m.v8}), ${m.os}; ${cases} cases per set, ${rounds} rounds, ${clock} clock, seed ${SEED}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (jsonFile) {
  const json = {
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    date: new Date().toISOString(),
    machine: m,
    seed: SEED,
    cases,
    options,
    results,
    allocations,
    targets: checks,
    census,
  };
  writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`wrote ${jsonFile}`);
}
