/*
 * The number stage of a predicate on points and boxes, written once: read
 * every coordinate into a local (each exactly once), test the locals
 * without allocating (`typeof`, the objects they came from, a finite sum,
 * min ≤ max on every box), and then either decide on doubles or hand the
 * values read to the predicate's checked path. Each predicate gets its own
 * copy of this code, in its own functions (src/predicates/generated/): one
 * function serving several predicates would carry all their tests inside
 * one V8 inlining budget, and the doubles of the one that no longer fits
 * would be boxed (`npm run bench:v8`, probe "box predicates in one
 * process").
 */

export type Axis = 'x' | 'y' | 'z';

/** One point the stage reads: a parameter, an element of a parameter (a segment's end) or a box corner. */
export type StagePoint = {
  /** The local (or parameter) that holds the point. */
  readonly name: string;
  /** The local of its coordinate on `axis`. */
  readonly coord: (axis: Axis) => string;
  /** The local of its length. */
  readonly length: string;
};

/**
 * A parameter that is read: a point, a pair of points (a segment), a box of
 * two corners, or a triangle of three vertices (read only by the fast-path
 * mode 'triangle3D', fastPath.ts).
 */
export type StageInput =
  | { readonly kind: 'point'; readonly point: StagePoint }
  | { readonly kind: 'segment'; readonly name: string; readonly length: string; readonly ends: readonly [StagePoint, StagePoint] }
  | { readonly kind: 'box'; readonly name: string; readonly min: StagePoint; readonly max: StagePoint }
  | {
      readonly kind: 'triangle';
      readonly name: string;
      readonly length: string;
      readonly vertices: readonly [StagePoint, StagePoint, StagePoint];
    };

/** The inputs a number stage (and the fast-path modes but 'triangle3D') reads: no triangle. */
export function noTriangle(i: StageInput): never {
  throw new Error(`${i.kind === 'point' ? i.point.name : i.name}: only the fast-path mode 'triangle3D' reads a triangle`);
}

/**
 * One predicate's number stage. `dims: 'split'` writes the 2D test inside
 * the entry and the 3D test in a function of its own (`${entry}3`), so that
 * each fits the inlining budget; `'merged'` writes one test for both, with
 * z read as 0 in 2D (`three`), for predicates whose test stays small.
 */
export type StageSpec = {
  /** The module, src/predicates/generated/<module>.ts. */
  readonly module: string;
  /** Its header comment, after the generator's line. */
  readonly header: readonly string[];
  /** Imports of the module, as written. */
  readonly imports: readonly string[];
  /** Declarations before the entry (types, constants), as written. */
  readonly prelude: readonly string[];
  readonly entry: string;
  /** The entry's doc comment lines (without the comment marks). */
  readonly doc: readonly string[];
  /** The parameters read, in order. */
  readonly inputs: readonly StageInput[];
  /** Parameters after them (not read), as `name: Type`. */
  readonly extra: readonly string[];
  /** The entry's return type: what it decides, or the values read (`asRead`). */
  readonly returns: string;
  /** The 3D function's return type (split only). */
  readonly returns3?: string;
  /** The type of the values read, handed to the checked path. */
  readonly asRead: string;
  readonly dims: 'split' | 'merged';
  /** The checks of the objects the coordinates came from, after the `typeof` chain. */
  readonly objects: readonly string[];
  /** A last condition of the number test beside min ≤ max (the ray's non-zero direction), on the coordinate locals. */
  readonly also?: (dim: 2 | 3) => string | null;
  /** The lines that decide on the finite doubles (they return). */
  readonly decide: (dim: 2 | 3 | null, coords: readonly string[]) => readonly string[];
};

const AXES: readonly Axis[] = ['x', 'y', 'z'];

/** Every point the stage reads, in order: parameters, segment ends, box corners. */
export function pointsOf(inputs: readonly StageInput[]): StagePoint[] {
  return inputs.flatMap((i) =>
    i.kind === 'point' ? [i.point] : i.kind === 'segment' ? [...i.ends] : i.kind === 'box' ? [i.min, i.max] : [...i.vertices],
  );
}

/** The points read out of a parameter (segment ends, box corners), with the expression that reads each. */
export function innerReads(inputs: readonly StageInput[]): string[] {
  return inputs.flatMap((i) => {
    if (i.kind === 'segment') return i.ends.map((e, k) => `const ${e.name} = (${i.name} as Segment)?.[${k}];`);
    if (i.kind === 'box')
      return [`const ${i.min.name} = (${i.name} as Box)?.min;`, `const ${i.max.name} = (${i.name} as Box)?.max;`];
    return [];
  });
}

/** Why the points inside a parameter are read as they are. */
function readNote(inputs: readonly StageInput[]): string[] {
  if (!inputs.some((i) => i.kind !== 'point')) return [];
  return [
    '// Plain property reads only: `p?.[0]` would merge undefined into the',
    '// loaded double and box it on every call. The casts only name the shapes',
    '// the reads below test for.',
  ];
}

/** The coordinate locals of the points on the first `dim` axes, point by point. */
export function coordsOf(points: readonly StagePoint[], dim: 2 | 3): string[] {
  return points.flatMap((p) => AXES.slice(0, dim).map((a) => p.coord(a)));
}

/** Each coordinate read into its local, point by point (null: merged, z read only when `three`, else 0). */
export function coordReads(points: readonly StagePoint[], dim: 2 | 3 | null): string[] {
  return points.flatMap((p) =>
    AXES.slice(0, dim ?? 3).map((a, k) => {
      const read = `${p.name}[${k}]`;
      return `const ${p.coord(a)} = ${dim === null && a === 'z' ? `three ? ${read} : 0` : read};`;
    }),
  );
}

/** The test that every coordinate local is a number, one `typeof` per local. */
export const numbersAre = (coords: readonly string[]): string[] => coords.map((c) => `typeof ${c} === 'number'`);

/** min ≤ max on each axis of each box. */
function orderedOf(inputs: readonly StageInput[], dim: 2 | 3): string[] {
  return inputs.flatMap((i) => (i.kind === 'box' ? AXES.slice(0, dim).map((a) => `${i.min.coord(a)} <= ${i.max.coord(a)}`) : []));
}

/** A point as read, for the checked path (`n`: the dimension, a number or the local that holds it). */
export function pointAsRead(p: StagePoint, n: string): string {
  const [x, y, z] = AXES.map((a) => p.coord(a));
  return `pointAsRead(${p.name}, ${n}, ${x}, ${y}, ${n === '2' ? '0' : z})`;
}

/** The values read, as the checked path takes them: fresh arrays of the coordinates read, one field per parameter. */
function asReadOf(inputs: readonly StageInput[], n: string): string[] {
  const lines: string[] = [];
  const fields = inputs.map((i) => {
    if (i.kind === 'point') return `${i.point.name}: ${pointAsRead(i.point, n)}`;
    if (i.kind === 'segment') {
      const [p, q] = i.ends;
      return `${i.name}: segmentAsRead(${i.name}, ${pointAsRead(p, n)}, ${pointAsRead(q, n)})`;
    }
    if (i.kind === 'triangle') return noTriangle(i);
    const box = inputs.filter((x) => x.kind === 'box').length > 1;
    const min = box ? `${i.name}Min` : 'min';
    const max = box ? `${i.name}Max` : 'max';
    lines.push(`const ${min} = ${pointAsRead(i.min, n)};`, `const ${max} = ${pointAsRead(i.max, n)};`);
    return `${i.name}: boxAsRead(${i.name}, ${min}, ${max})`;
  });
  return [...lines, `return { ${fields.join(', ')} };`];
}

/** The values read when the lengths are not those of the number stage: the lengths as read, the elements read now. */
function otherLengthsOf(inputs: readonly StageInput[]): string[] {
  const lines: string[] = [];
  const fields = inputs.map((i) => {
    if (i.kind === 'point') return `${i.point.name}: arrayAsRead(${i.point.name}, ${i.point.length}, [], 3)`;
    if (i.kind === 'segment') {
      const ends = i.ends.map((e) => `arrayAsRead(${e.name}, ${e.length}, [], 3)`).join(', ');
      return `${i.name}: arrayAsRead(${i.name}, ${i.length}, [${ends}], 2)`;
    }
    if (i.kind === 'triangle') return noTriangle(i);
    lines.push(`const corners = cornersAsRead(${i.name}, ${i.min.name}, ${i.min.length}, ${i.max.name}, ${i.max.length});`);
    return `${i.name}: corners`;
  });
  return [...lines, `return { ${fields.join(', ')} };`];
}

/**
 * The reads of one dimension (null: merged, z read only when `three`) and
 * the number test: every coordinate a number, the `objects` checks, a
 * finite sum, min ≤ max on every box and `also`; then `decide`'s lines.
 */
export function numberTest(
  inputs: readonly StageInput[],
  objects: readonly string[],
  also: string | null,
  dim: 2 | 3 | null,
  decide: (dim: 2 | 3 | null, coords: readonly string[]) => readonly string[],
): string[] {
  const points = pointsOf(inputs);
  const d = dim ?? 3;
  const coords = coordsOf(points, d);
  const segments = inputs.flatMap((i) => (i.kind === 'segment' ? [`typeof ${i.name} === 'object'`] : []));
  const types = [...numbersAre(coords), ...segments, ...objects];
  const test = ['sum - sum === 0', ...orderedOf(inputs, d), ...(also === null ? [] : [also])];
  return [
    ...coordReads(points, dim),
    `if (${types.join(' && ')}) {`,
    '// NaN or ±Infinity anywhere makes the sum NaN or infinite (a sum of finite',
    '// values that overflows only sends valid input to the checked path).',
    `const sum = ${coords.join(' + ')};`,
    `if (${test.join(' && ')}) {`,
    ...decide(dim, coords),
    '}',
    '}',
  ];
}

/**
 * The reads, the number test and the fallback of one dimension (null:
 * merged, z read only when `three`), as the body of a block.
 */
function stageBody(spec: StageSpec, dim: 2 | 3 | null): string[] {
  const also = dim === null ? null : (spec.also?.(dim) ?? null);
  return [
    ...numberTest(spec.inputs, spec.objects, also, dim, spec.decide),
    ...(dim === 2 ? ["// The values read above go on, never the caller's arrays again."] : []),
    ...asReadOf(spec.inputs, dim === null ? 'n' : String(dim)),
  ];
}

/** The lengths of the points and segments, each read once. */
function lengthReads(inputs: readonly StageInput[]): string[] {
  return inputs.flatMap((i) => {
    if (i.kind === 'point') return [`const ${i.point.length} = ${i.point.name}?.length;`];
    if (i.kind === 'box') return [i.min, i.max].map((p) => `const ${p.length} = ${p.name}?.length;`);
    return [];
  });
}

/** `n === dim && ...` over every point read, and every segment of two ends. */
function lengthsAre(inputs: readonly StageInput[], dim: 2 | 3): string {
  const points = pointsOf(inputs).map((p) => `${p.length} === ${dim}`);
  const segments = inputs.flatMap((i) => (i.kind === 'segment' ? [`${i.length} === 2`] : []));
  return [...points, ...segments].join(' && ');
}

const comment = (lines: readonly string[]): string[] => ['/**', ...lines.map((l) => (l === '' ? ' *' : ` * ${l}`)), ' */'];

/** The parameters of the entry, typed as the public function takes them. */
function params(spec: StageSpec): string {
  const typed = spec.inputs.map((i) =>
    i.kind === 'point' ? `${i.point.name}: PointLike` : i.kind === 'segment' ? `${i.name}: SegmentLike` : `${i.name}: BoxLike`,
  );
  return [...typed, ...spec.extra].join(', ');
}

/** The split entry: lengths, the 2D test, the call of the 3D function, and any other lengths. */
function splitEntry(spec: StageSpec): string[] {
  const segments = spec.inputs.flatMap((i) => (i.kind === 'segment' ? [`const ${i.length} = ${i.name}?.length;`] : []));
  const inner = spec.inputs.flatMap((i) =>
    i.kind === 'segment' ? i.ends.map((e) => `const ${e.length} = ${e.name}?.length;`) : [],
  );
  const three = pointsOf(spec.inputs).map((p) => `${p.name} as Point3`);
  const outer = spec.inputs
    .filter((i) => i.kind !== 'point')
    .map((i) => (i.kind === 'segment' || i.kind === 'box' ? i.name : ''));
  const extraNames = spec.extra.map((e) => e.split(':')[0] as string);
  return [
    ...comment(spec.doc),
    `export function ${spec.entry}(${params(spec)}): ${spec.returns} {`,
    ...readNote(spec.inputs),
    ...innerReads(spec.inputs),
    '// Every length read once, before any decision (a Proxy may answer differently on a second read).',
    ...inner,
    ...lengthReads(spec.inputs),
    ...segments,
    `if (${lengthsAre(spec.inputs, 2)}) {`,
    ...stageBody(spec, 2),
    '}',
    `if (${lengthsAre(spec.inputs, 3)}) {`,
    `return ${spec.entry}3(${[...outer, ...three, ...extraNames].join(', ')});`,
    '}',
    ...otherLengthsOf(spec.inputs),
    '}',
    '',
    ...comment([
      `${spec.entry} in 3D, on the parts it read, apart from the 2D test so`,
      'that each fits the inlining budget on its own (`npm run bench:v8`).',
    ]),
    `function ${spec.entry}3(${[
      ...spec.inputs
        .filter((i) => i.kind !== 'point')
        .map((i) => (i.kind === 'segment' ? `${i.name}: SegmentLike` : `${i.name}: BoxLike`)),
      ...pointsOf(spec.inputs).map((p) => `${p.name}: Point3`),
      ...spec.extra,
    ].join(', ')}): ${spec.returns3} {`,
    ...stageBody(spec, 3),
    '}',
  ];
}

/** The merged entry: one test for 2D and 3D; other lengths give the parameters back as they are. */
function mergedEntry(spec: StageSpec): string[] {
  const points = pointsOf(spec.inputs);
  const [first, ...rest] = points as [StagePoint, ...StagePoint[]];
  const same = rest.map((p) => `${p.name}?.length === n`);
  const names = spec.inputs.map((i) => (i.kind === 'point' ? i.point.name : i.name));
  return [
    ...comment(spec.doc),
    `export function ${spec.entry}(${params(spec)}): ${spec.returns} {`,
    ...readNote(spec.inputs),
    ...innerReads(spec.inputs),
    `const n = ${first.name}?.length;`,
    `if ((n === 2 || n === 3) && ${same.join(' && ')}) {`,
    'const three = n === 3;',
    ...stageBody(spec, null),
    '}',
    `return { ${names.join(', ')} };`,
    '}',
  ];
}

/** The module's source (unformatted: the caller formats it as the repository formats TypeScript). */
export function emitStageModule(spec: StageSpec): { path: string; source: string } {
  const lines = [
    '/*',
    ' * Generated by tools/predicates/generate.ts (`npm run kernel`) from the',
    ' * number-stage template, tools/predicates/numberStage.ts: edit the spec',
    ' * in tools/predicates/specs.ts or the template, never this file.',
    ' *',
    ...spec.header.map((l) => (l === '' ? ' *' : ` * ${l}`)),
    ' */',
    ...spec.imports,
    '',
    ...spec.prelude,
    '',
    ...(spec.dims === 'split' ? splitEntry(spec) : mergedEntry(spec)),
    '',
  ];
  return { path: `src/predicates/generated/${spec.module}.ts`, source: lines.join('\n') };
}
