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
import { coordsOf, innerReads, numberTest, pointAsRead, pointsOf } from './numberStage.js';

/**
 * One predicate entry's fast path. `dims: 'both'` takes points only, each
 * an array (`Array.isArray`), and writes the 2D and the 3D test one after
 * the other in the entry; `'merged'` writes one test for both, with z read
 * as 0 in 2D (`three`), for predicates whose test stays small.
 */
export type FastPathSpec = {
  /** The file whose entry holds the fast path, between the marks. */
  readonly file: string;
  /** The entry, as the marks name it. */
  readonly entry: string;
  /** The parameters read, in order. */
  readonly inputs: readonly StageInput[];
  readonly dims: 'both' | 'merged';
  /** The checks of the objects the coordinates came from, after the `typeof` chain. */
  readonly objects: readonly string[];
  /** The checked path: a function of the module taking the parameters (as read) in order. */
  readonly checked: string;
  /** Comment lines at the top of the fast path: why its decision holds (without the `//`). */
  readonly note: readonly string[];
  /** The lines that decide on the finite doubles (they return). */
  readonly decide: (dim: 2 | 3 | null, coords: readonly string[]) => readonly string[];
};

/** The first line of the fast path in the entry (the generator finds the fast path by it). */
export const startMark = (spec: FastPathSpec): string =>
  `// ${spec.entry}'s fast path, down to the end mark: written by \`npm run kernel\` from tools/predicates/specs.ts.`;

/** The last line of the fast path. */
export const endMark = (spec: FastPathSpec): string => `// The end of ${spec.entry}'s generated fast path.`;

const nameOf = (i: StageInput): string => (i.kind === 'point' ? i.point.name : i.name);

const noteOf = (spec: FastPathSpec): string[] => spec.note.map((l) => `// ${l}`);

/** The checked path given `args`, each parameter as read. */
const checkedCall = (spec: FastPathSpec, args: readonly string[]): string => `return ${spec.checked}(${args.join(', ')});`;

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

/** The fast path's lines, marks included (unformatted: the caller formats the file). */
export function emitFastPath(spec: FastPathSpec): string[] {
  return [startMark(spec), ...(spec.dims === 'both' ? bothDims(spec) : mergedDims(spec)), endMark(spec)];
}
