/*
 * The number stages of the box predicates, one spec each: what the
 * predicate reads, how it decides on finite doubles, and its module's
 * imports and declarations. The template (numberStage.ts) writes the reads,
 * the tests and the values handed to the checked path.
 */
import type { FastPathSpec } from './fastPath.js';
import type { Axis, StageInput, StagePoint, StageSpec } from './numberStage.js';

const AXES: readonly Axis[] = ['x', 'y', 'z'];

/** A point whose coordinate locals are `${prefix}x`, `${prefix}y`, `${prefix}z`. */
const point = (name: string, prefix: string, length: string): StagePoint => ({
  name,
  length,
  coord: (a) => `${prefix}${a}`,
});

/** A box corner whose coordinate locals are `${prefix}x${suffix}`, ... (x0, y0, z0 for the min of a box). */
const corner = (name: string, prefix: string, suffix: string, length: string): StagePoint => ({
  name,
  length,
  coord: (a) => `${prefix}${a}${suffix}`,
});

const box: StageInput = { kind: 'box', name: 'box', min: corner('lo', '', '0', 'lon'), max: corner('hi', '', '1', 'hin') };

const dims = (dim: 2 | 3): readonly Axis[] => AXES.slice(0, dim);

const ray: StageSpec = {
  module: 'rayBoxOnDoubles',
  header: ["rayIntersectsBox's number stage: a ray and a box read once, decided on", 'doubles when they are finite numbers.'],
  imports: [
    "import type { Box, BoxLike } from '../../core/box.js';",
    "import type { Point3, PointLike } from '../../core/coordinate.js';",
    "import { arrayAsRead, boxAsRead, cornersAsRead, pointAsRead, pointsAndBoxAreObjects } from '../../core/readInputs.js';",
    "import { rayMeetsBox2, rayMeetsBox3 } from '../../core/separatingAxis.js';",
  ],
  prelude: [
    '/** A ray and a box as `rayBoxOnDoubles` read them, for a checked path. */',
    'export type RayBoxAsRead = { readonly origin: unknown; readonly dir: unknown; readonly box: unknown };',
  ],
  entry: 'rayBoxOnDoubles',
  doc: [
    'Reads the ray origin + t·dir (t ≥ 0) and the box once, each coordinate',
    'into a local. Finite numbers with min ≤ max and dir ≠ 0 are decided on',
    'doubles, exactly and without allocating: whether they meet. Anything',
    'else (other coordinates, bad values, other shapes) gives the ray and box',
    'as read, for a checked path.',
    '',
    '@example',
    '```ts',
    'rayBoxOnDoubles([0, 0], [1, 1], { min: [2, 2], max: [3, 3] });   // true',
    'rayBoxOnDoubles([0n, 0n], [1, 1], { min: [2, 2], max: [3, 3] }); // { origin: [0n, 0n], dir: [1, 1], box: { min: [2, 2], max: [3, 3] } }',
    '```',
  ],
  inputs: [{ kind: 'point', point: point('origin', 'o', 'n') }, { kind: 'point', point: point('dir', 'd', 'dn') }, box],
  extra: [],
  returns: 'boolean | RayBoxAsRead',
  returns3: 'boolean | RayBoxAsRead',
  asRead: 'RayBoxAsRead',
  dims: 'split',
  objects: ['pointsAndBoxAreObjects(origin, dir, lo, hi, box)'],
  also: (dim) =>
    `(${dims(dim)
      .map((a) => `d${a} !== 0`)
      .join(' || ')})`,
  decide: (dim, coords) => [`return rayMeetsBox${dim}(${coords.join(', ')});`],
};

const segment: StageSpec = {
  module: 'segmentBoxOnDoubles',
  header: [
    "segmentIntersectsBox's and segmentBox's number stage: a segment and a box",
    'read once, decided on doubles when they are finite numbers.',
  ],
  imports: [
    "import type { Box, BoxLike } from '../../core/box.js';",
    "import type { Point3, Segment, SegmentLike } from '../../core/coordinate.js';",
    "import { arrayAsRead, boxAsRead, cornersAsRead, pointAsRead, pointsAndBoxAreObjects, segmentAsRead } from '../../core/readInputs.js';",
    "import { segmentMeetsBox2, segmentMeetsBox3 } from '../../core/separatingAxis.js';",
  ],
  prelude: [
    '/** A segment and a box as `segmentBoxOnDoubles` read them, for a checked path. */',
    'export type SegmentBoxAsRead = { readonly s: unknown; readonly box: unknown };',
    '',
    '/**',
    ' * The coordinates of the last segment and box that `segmentBoxOnDoubles`',
    ' * found to meet (x, y, z; z unused in 2D). Filled once every read is done,',
    ' * so a getter that calls back into the package cannot disturb them; read',
    ' * them at once, before any code that could call it again.',
    ' */',
    'export const MET = {',
    '  p: new Float64Array(3),',
    '  q: new Float64Array(3),',
    '  min: new Float64Array(3),',
    '  max: new Float64Array(3),',
    '} as const;',
  ],
  entry: 'segmentBoxOnDoubles',
  doc: [
    'Reads the segment and the box once, each coordinate into a local. Finite',
    'numbers with min ≤ max are decided on doubles, exactly and without',
    'allocating: 0 when they do not meet, the dimension when they do (with',
    '`record`, the values are then in `MET`; the predicate passes false, since',
    'eight to twelve stores on every meeting pair cost it about a tenth of the',
    "float slab's time on degenerate input). Anything else (other coordinates,",
    'bad values, other shapes) gives the segment and box as read, for a',
    'checked path.',
    '',
    '@example',
    '```ts',
    'segmentBoxOnDoubles([[0, 2], [2, 0]], { min: [1, 1], max: [3, 3] }, true);    // 2 (they meet, in 2D; MET holds them)',
    'segmentBoxOnDoubles([[0n, 2n], [2n, 0n]], { min: [1, 1], max: [3, 3] }, true); // { s: [[0n, 2n], [2n, 0n]], box: { min: [1, 1], max: [3, 3] } }',
    '```',
  ],
  inputs: [{ kind: 'segment', name: 's', length: 'sn', ends: [point('p', 'p', 'n'), point('q', 'q', 'qn')] }, box],
  extra: ['record: boolean'],
  returns: '0 | 2 | 3 | SegmentBoxAsRead',
  returns3: '0 | 3 | SegmentBoxAsRead',
  asRead: 'SegmentBoxAsRead',
  dims: 'split',
  objects: ['pointsAndBoxAreObjects(p, q, lo, hi, box)'],
  decide: (dim, coords) => {
    const axes = dims(dim as 2 | 3);
    const stores = (
      [
        ['mp', 'p'],
        ['mq', 'q'],
        ['mlo', '0'],
        ['mhi', '1'],
      ] as const
    ).flatMap(([to, from]) =>
      axes.map((a, k) => `${to}[${k}] = ${from === '0' || from === '1' ? `${a}${from}` : `${from}${a}`};`),
    );
    return [
      `if (!segmentMeetsBox${dim}(${coords.join(', ')})) return 0;`,
      'if (record) {',
      '// Stored in place: doubles passed to a call V8 does not inline are boxed.',
      'const { p: mp, q: mq, min: mlo, max: mhi } = MET;',
      ...stores,
      '}',
      `return ${dim};`,
    ];
  },
};

const region: StageSpec = {
  module: 'boxRegionOnDoubles',
  header: [
    "boxRegion's number stage: a point and a box read once, their region",
    'found on doubles when they are finite numbers.',
  ],
  imports: [
    "import type { Box, BoxLike } from '../../core/box.js';",
    "import { isBoxObject } from '../../core/box.js';",
    "import type { PointLike } from '../../core/coordinate.js';",
    "import { boxAsRead, pointAsRead } from '../../core/readInputs.js';",
    "import { axisRegion, withAxis } from '../axisRegion.js';",
  ],
  prelude: [
    '/** A point and a box as `boxRegionOnDoubles` read them, for a checked path. */',
    'export type PointBoxAsRead = { readonly p: unknown; readonly box: unknown };',
  ],
  entry: 'boxRegionOnDoubles',
  doc: [
    'Reads the point and the box once, each coordinate into a local (z only',
    'in 3D). Finite numbers with min ≤ max give their region (code and flag,',
    'see axisRegion.ts) on doubles, where comparisons are exact, allocating',
    'nothing. Anything else gives the point and box as read, for a checked',
    'path.',
    '',
    '@example',
    '```ts',
    'boxRegionOnDoubles([-1, 5], { min: [0, 0], max: [4, 4] });  // 6 = 0b0110',
    'boxRegionOnDoubles([-1n, 5], { min: [0, 0], max: [4, 4] }); // { p: [-1n, 5], box: { min: [0, 0], max: [4, 4] } }',
    '```',
  ],
  inputs: [{ kind: 'point', point: point('p', 'p', 'n') }, box],
  extra: [],
  returns: 'number | PointBoxAsRead',
  asRead: 'PointBoxAsRead',
  dims: 'merged',
  objects: ["typeof p === 'object'", 'isBoxObject(box)', "typeof lo === 'object'", "typeof hi === 'object'"],
  decide: () => [
    'const region = withAxis(axisRegion(px, x0, x1), axisRegion(py, y0, y1));',
    'return three ? withAxis(region, axisRegion(pz, z0, z1)) : region;',
  ],
};

/** Every number stage the generator writes. */
export const stageSpecs: readonly StageSpec[] = [ray, segment, region];

const closer: FastPathSpec = {
  file: 'src/predicates/compareDistance.ts',
  entry: 'compareDistance',
  inputs: [point('p', 'p', 'n'), point('a', 'a', 'na'), point('b', 'b', 'nb')].map((p) => ({ kind: 'point', point: p })),
  dims: 'both',
  objects: [],
  checked: 'compareDistanceChecked',
  note: [],
  decide: (dim, coords) => [`return compareDistance${dim}Sign(${coords.join(', ')});`],
};

/** A box's corners, `${name}min` and `${name}max`, with coordinate locals `${name}x0` ... and `${name}x1` ... */
const namedBox = (name: string): StageInput => ({
  kind: 'box',
  name,
  min: corner(`${name}min`, name, '0', `${name}minn`),
  max: corner(`${name}max`, name, '1', `${name}maxn`),
});

const overlap: FastPathSpec = {
  file: 'src/predicates/boxesOverlap.ts',
  entry: 'boxesOverlap',
  inputs: [namedBox('a'), namedBox('b')],
  dims: 'merged',
  objects: [
    'isBoxObject(a)',
    'isBoxObject(b)',
    "typeof amin === 'object'",
    "typeof amax === 'object'",
    "typeof bmin === 'object'",
    "typeof bmax === 'object'",
  ],
  checked: 'boxesOverlapChecked',
  note: ['A 2D box reads as the 3D box with z in [0, 0], which overlaps on that axis and changes nothing.'],
  decide: () => {
    const sides = dims(3).flatMap((a) => [`a${a}0 <= b${a}1`, `b${a}0 <= a${a}1`]);
    return [`return ${sides.join(' && ')};`];
  },
};

/** Segments s = p–q and t = u–v, with coordinate locals px, py, ... vy. */
const segmentPair: readonly StageInput[] = [
  { kind: 'segment', name: 's', length: 'sn', ends: [point('p', 'p', 'pn'), point('q', 'q', 'qn')] },
  { kind: 'segment', name: 't', length: 'tn', ends: [point('u', 'u', 'un'), point('v', 'v', 'vn')] },
];

const meet: FastPathSpec = {
  file: 'src/predicates/segmentsIntersect.ts',
  entry: 'segmentsMeet',
  inputs: segmentPair,
  dims: 'segments2D',
  objects: [],
  checked: 'segmentsMeetChecked',
  lead: ['fn'],
  note: [],
  pair: {
    oneShapeExit: true,
    firstApart: 'segmentsMeetPoints',
    before: ['let numbers = false;'],
    undecided: (coords) => `segmentsMeetRead(fn, numbers, ${coords.join(', ')})`,
  },
  decide: (_, coords) => [`const m = segmentPairFilter(${coords.join(', ')});`, 'if (m >= 0) return m === 1;', 'numbers = true;'],
};

const crossing: FastPathSpec = {
  file: 'src/constructions/segmentIntersection.ts',
  entry: 'segmentIntersection',
  inputs: segmentPair,
  dims: 'segments2D',
  objects: [],
  checked: 'segmentIntersectionChecked',
  note: [
    "A pair the kernel's filter proves to cross properly (the lines are not parallel)",
    'gets its crossing from the value kernel; every other pair, and every other',
    'input, goes to the checked path with the values read.',
  ],
  decide: (_, coords) => [
    `const m = segmentPairFilter(${coords.join(', ')});`,
    "if (m === 0) return { kind: 'none' };",
    'if (m === 1) {',
    'const w = CROSSING_INPUTS;',
    ...coords.map((c, k) => `w[${k}] = ${c};`),
    "return { kind: 'point', point: crossingOfInputs() };",
    '}',
  ],
};

/** A line piece p, q (a ray's origin and dir) and a triangle t = a, b, c, every coordinate stored for the filters. */
const lineTriangle: FastPathSpec = {
  file: 'src/triangle/lineTriangleOnDoubles.ts',
  entry: 'readLineTriangle',
  inputs: [
    { kind: 'point', point: point('p', 'p', 'pn') },
    { kind: 'point', point: point('q', 'q', 'qn') },
    {
      kind: 'triangle',
      name: 't',
      length: 'tn',
      vertices: [point('a', 'a', 'an'), point('b', 'b', 'bn'), point('c', 'c', 'cn')],
    },
  ],
  dims: 'triangle3D',
  objects: ['p', 'q', 't', 'a', 'b', 'c'].map((n) => `typeof ${n} === 'object'`),
  checked: null,
  note: ['Containers the checked path would refuse (a function with numeric keys) fail the object checks and go to it.'],
  decide: (_, coords) => [
    '// NaN and ±Infinity go on too: the filters decline them, and the',
    '// checked path names them from the values stored here.',
    ...['P', 'Q', 'A', 'B', 'C'].flatMap((to, i) => [0, 1, 2].map((k) => `${to}[${k}] = ${coords[3 * i + k]};`)),
    'return null;',
  ],
};

/** Every entry whose whole fast path the generator writes. */
export const fastPathSpecs: readonly FastPathSpec[] = [closer, overlap, meet, crossing, lineTriangle];
