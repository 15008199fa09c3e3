/*
 * The whole fast path of a predicate's entry, written once: read every
 * coordinate into a local (each exactly once), test the locals with a
 * `typeof` chain, decide on doubles and return; anything else is handed,
 * as read, straight to the predicate's checked path by a call in return
 * position. The code is written into the entry itself, between two marks
 * (src/predicates/<predicate>.ts): no call and no result object stand
 * between the caller and the answer on doubles, which a separate number
 * stage returning "answer or the values read" would add (bench topic
 * "fast path", `npm run bench -- --only "fast path"`).
 */
import type { StageInput, StagePoint } from './numberStage.js';
import { coordReads, coordsOf, innerReads, noTriangle, numbersAre, numberTest, pointAsRead, pointsOf } from './numberStage.js';

/**
 * One predicate entry's fast path. `dims: 'both'` takes points only, each
 * an array (`Array.isArray`), and writes the 2D and the 3D test one after
 * the other in the entry; `'merged'` writes one test for both, with z read
 * as 0 in 2D (`three`), for predicates whose test stays small;
 * `'segments2D'` takes two segments, each an array of two arrays of two
 * coordinates (the segment-pair predicates and constructions);
 * `'triangle3D'` takes points and one triangle, all in 3D, and returns
 * null or the values read (`checked: null`: the reader of the line-triangle
 * functions, which decide on what `decide` stored).
 */
export type FastPathSpec = {
  /** The file whose entry holds the fast path, between the marks. */
  readonly file: string;
  /** The entry, as the marks name it. */
  readonly entry: string;
  /** The parameters read, in order. */
  readonly inputs: readonly StageInput[];
  readonly dims: 'both' | 'merged' | 'segments2D' | 'triangle3D';
  /** The checks of the objects the coordinates came from, after the `typeof` chain. */
  readonly objects: readonly string[];
  /**
   * The checked path: a function of the module taking the parameters (as
   * read) in order; null (triangle3D) when every exit returns them, as read,
   * in an object with one field per parameter.
   */
  readonly checked: string | null;
  /** Comment lines at the top of the fast path: why its decision holds (without the `//`). */
  readonly note: readonly string[];
  /** The lines that decide on the finite doubles (they return). */
  readonly decide: (dim: 2 | 3 | null, coords: readonly string[]) => readonly string[];
  /** Parameters before the ones read, passed first to every exit (an error's function name). */
  readonly lead?: readonly string[];
  /** segments2D: what the fast path's own exits may add, for an entry that must stay small. */
  readonly pair?: PairExits;
};

/**
 * The exits of a segments2D fast path beyond the checked path. `decide`
 * there runs on numbers that may not be finite (the segment filter leaves
 * them undecided), without the finite-sum test of the other modes.
 */
export type PairExits = {
  /** The function given (lead, the first coordinate, the four ends) when the first coordinate is not a number: the other reads then only ever see arrays of numbers. */
  readonly firstApart?: string;
  /**
   * Ends that are not arrays of two go to the checked path as the segments
   * were given, by the same exit as segments that are not arrays of two (the
   * checked path reads the ends again, each coordinate still once): one call
   * less in an entry that must stay small.
   */
  readonly oneShapeExit?: boolean;
  /** Lines before the number test (a flag that `decide` sets when it does not return). */
  readonly before?: readonly string[];
  /** Where the coordinates read go when `decide` did not return (default: the checked path, given the two segments as read). */
  readonly undecided?: (coords: readonly string[]) => string;
};

/** The first line of the fast path in the entry (the generator finds the fast path by it). */
export const startMark = (spec: FastPathSpec): string =>
  `// ${spec.entry}'s fast path, down to the end mark: written by \`npm run kernel\` from tools/predicates/specs.ts.`;

/** The last line of the fast path. */
export const endMark = (spec: FastPathSpec): string => `// The end of ${spec.entry}'s generated fast path.`;

const nameOf = (i: StageInput): string => (i.kind === 'point' ? i.point.name : i.name);

const leadOf = (spec: FastPathSpec): string[] => [...(spec.lead ?? [])];

const noteOf = (spec: FastPathSpec): string[] => spec.note.map((l) => `// ${l}`);

/** The checked path given `args`, each parameter as read. */
function checkedCall(spec: FastPathSpec, args: readonly string[]): string {
  if (spec.checked === null) throw new Error(`${spec.entry}: only dims 'triangle3D' returns the values read`);
  return `return ${spec.checked}(${[...leadOf(spec), ...args].join(', ')});`;
}

/** Points that are arrays, of the first one's length: 2D, then 3D, each decided in the entry. */
function bothDims(spec: FastPathSpec): string[] {
  if (spec.inputs.some((i) => i.kind !== 'point')) throw new Error(`${spec.entry}: dims 'both' reads points only`);
  const points = pointsOf(spec.inputs);
  const names = points.map((p) => p.name);
  const block = (dim: 2 | 3): string[] => [
    `if (${points.map((p) => `${p.length} === ${dim}`).join(' && ')}) {`,
    ...numberTest(spec.inputs, spec.objects, null, dim, spec.decide),
    checkedCall(
      spec,
      points.map((p) => `[${coordsOf([p], dim).join(', ')}]`),
    ),
    '}',
  ];
  return [
    ...noteOf(spec),
    'const isArray = Array.isArray;',
    `if (${names.map((n) => `!isArray(${n})`).join(' || ')}) ${checkedCall(spec, names)}`,
    `// Each length read once: ${names[0]}'s decides the dimension, and the kernel is given the coordinates read.`,
    ...points.map((p) => `const ${p.length} = ${p.name}.length;`),
    ...block(2),
    ...block(3),
    checkedCall(
      spec,
      points.map((p) => `arrayAsRead(${p.name}, ${p.length}, [], 3)`),
    ),
  ];
}

/** A parameter as read, for the checked path, when every point has n coordinates. */
function asRead(i: StageInput): string {
  if (i.kind === 'point') return pointAsRead(i.point, 'n');
  if (i.kind === 'box') return `boxAsRead(${i.name}, ${pointAsRead(i.min, 'n')}, ${pointAsRead(i.max, 'n')})`;
  if (i.kind === 'triangle') return noTriangle(i);
  return `segmentAsRead(${i.name}, ${i.ends.map((e: StagePoint) => pointAsRead(e, 'n')).join(', ')})`;
}

/** One test for 2D and 3D (z read as 0 in 2D); other lengths give the parameters to the checked path as they are. */
function mergedDims(spec: FastPathSpec): string[] {
  const [first, ...rest] = pointsOf(spec.inputs) as [StagePoint, ...StagePoint[]];
  return [
    '// Each coordinate read once into a local (z as 0 in 2D). Finite numbers',
    '// are decided here, allocating nothing; anything else goes to the checked',
    '// path with the values read.',
    ...noteOf(spec),
    ...innerReads(spec.inputs),
    `const n = ${first.name}?.length;`,
    `if ((n === 2 || n === 3) && ${rest.map((p) => `${p.name}?.length === n`).join(' && ')}) {`,
    'const three = n === 3;',
    ...numberTest(spec.inputs, spec.objects, null, null, spec.decide),
    checkedCall(spec, spec.inputs.map(asRead)),
    '}',
    checkedCall(spec, spec.inputs.map(nameOf)),
  ];
}

/**
 * Two segments, each an array of two arrays of two: every length and
 * coordinate read once, the `typeof` test, `decide`, and the values read
 * on to the checked path (or the exits of `pair`). Any other shape goes to
 * the checked path with what was read.
 */
function segmentPair(spec: FastPathSpec): string[] {
  const segments = spec.inputs.map((i) => {
    if (i.kind !== 'segment') throw new Error(`${spec.entry}: dims 'segments2D' reads segments only`);
    return i;
  });
  if (segments.length !== 2) throw new Error(`${spec.entry}: dims 'segments2D' reads two segments`);
  const { firstApart, before = [], undecided, oneShapeExit = false } = spec.pair ?? {};
  const ends = segments.flatMap((s) => [...s.ends]);
  const names = segments.map((s) => s.name);
  const coords = coordsOf(ends, 2);
  const [first, ...others] = coords as [string, ...string[]];
  const reads = coordReads(ends, 2);
  const asSegments = segments.map((s) => `[${s.ends.map((e) => `[${coordsOf([e], 2).join(', ')}]`).join(', ')}]`);
  const outer = `${names.map((n) => `isArray(${n})`).join(' && ')} && ${names.map((n) => `${n}.length === 2`).join(' && ')}`;
  const inner = `${ends.map((e) => `isArray(${e.name})`).join(' && ')} && ${ends.map((e) => `${e.name}.length === 2`).join(' && ')}`;
  const endReads = segments.flatMap((s) => s.ends.map((e, k) => `const ${e.name} = ${s.name}[${k}];`));
  const body = [
    ...(firstApart === undefined
      ? reads
      : [
          reads[0] as string,
          `if (typeof ${first} !== 'number') return ${firstApart}(${[...leadOf(spec), first, ...ends.map((e) => e.name)].join(', ')});`,
          ...reads.slice(1),
        ]),
    ...before,
    `if (${numbersAre(firstApart === undefined ? coords : others).join(' && ')}) {`,
    ...spec.decide(2, coords),
    '}',
    undecided === undefined ? checkedCall(spec, asSegments) : `return ${undecided(coords)};`,
  ];
  const start = [...noteOf(spec), 'const isArray = Array.isArray;'];
  if (oneShapeExit) {
    return [...start, `if (${outer}) {`, ...endReads, `if (${inner}) {`, ...body, '}', '}', checkedCall(spec, names)];
  }
  return [
    ...start,
    `if (!(${outer}))`,
    checkedCall(spec, names),
    ...endReads,
    `if (!(${inner}))`,
    checkedCall(
      spec,
      segments.map((s) => `segmentAsRead(${s.name}, ${s.ends.map((e) => e.name).join(', ')})`),
    ),
    ...body,
  ];
}

/**
 * Points and one triangle, every one of 3 coordinates: each length read
 * once (the triangle's first, then its vertices read, then the points' and
 * the vertices' lengths), every coordinate read once, the `typeof` chain
 * and the `objects` checks, then `decide` (which returns). Every other exit
 * returns the parameters as read, one field each: the lengths as read for
 * another shape, the values read for other coordinates.
 */
function triangle3D(spec: FastPathSpec): string[] {
  const triangles = spec.inputs.flatMap((i) => (i.kind === 'triangle' ? [i] : []));
  if (triangles.length !== 1 || spec.inputs.some((i) => i.kind !== 'point' && i.kind !== 'triangle'))
    throw new Error(`${spec.entry}: dims 'triangle3D' reads points and one triangle`);
  if (spec.checked !== null) throw new Error(`${spec.entry}: dims 'triangle3D' returns the values read`);
  const [t] = triangles as [(typeof triangles)[0]];
  const points = pointsOf(spec.inputs);
  const coords = coordsOf(points, 3);
  const fields = (value: (i: StageInput) => string): string =>
    `return { ${spec.inputs.map((i) => (value(i) === nameOf(i) ? nameOf(i) : `${nameOf(i)}: ${value(i)}`)).join(', ')} };`;
  const exit = (point: (p: StagePoint) => string): string[] => [
    `const vertices = [${t.vertices.map(point).join(', ')}];`,
    fields((i) => (i.kind === 'point' ? point(i.point) : `elementsAsRead(${i.name}, vertices)`)),
  ];
  return [
    ...noteOf(spec),
    '// Every length read once, before any decision, and handed on as read.',
    `const ${t.length} = ${t.name}?.length;`,
    `if (${t.length} !== 3) ${fields((i) => (i === t ? `arrayAsRead(${t.name}, ${t.length}, [], 3)` : nameOf(i)))}`,
    ...t.vertices.map((v, k) => `const ${v.name} = ${t.name}[${k}] as PointLike;`),
    ...points.map((p) => `const ${p.length} = ${p.name}?.length;`),
    `if (${points.map((p) => `${p.length} !== 3`).join(' || ')}) {`,
    ...exit((p) => `arrayAsRead(${p.name}, ${p.length}, [], 3)`),
    '}',
    ...coordReads(points, 3),
    `if (${[...numbersAre(coords), ...spec.objects].join(' && ')}) {`,
    ...spec.decide(3, coords),
    '}',
    ...exit((p) => pointAsRead(p, '3')),
  ];
}

/** The fast path's lines, marks included (unformatted: the caller formats the file). */
export function emitFastPath(spec: FastPathSpec): string[] {
  const body =
    spec.dims === 'both'
      ? bothDims(spec)
      : spec.dims === 'merged'
        ? mergedDims(spec)
        : spec.dims === 'segments2D'
          ? segmentPair(spec)
          : triangle3D(spec);
  return [startMark(spec), ...body, endMark(spec)];
}
