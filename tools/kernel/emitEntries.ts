/*
 * The entries of a generated kernel: the dispatch on validated coordinates
 * (`${name}Sign`), the adapter that reads and validates points
 * (`${name}Points`), the robust-predicates-compatible flat form
 * (`${name}Flat`) and the stage diagnostic. Each runs the stages through
 * `chain`, the one place where "filter, then exact in doubles, then BigInt"
 * is written.
 */
import type { KernelSpec } from './spec.js';

const indent = (lines: string[], depth = 1): string[] => lines.map((l) => (l === '' ? l : `${'  '.repeat(depth)}${l}`));

/**
 * The filter in an entry, then a return of `ret(x)` for the proven value x,
 * else of `rest`, the call that runs the other stages out of line.
 *
 * A short float pass (orient2d, det2, ...) is written into the entry itself
 * with `test`, the filter's bound: a filter that returns "det or 0" to be
 * tested again costs its caller a second branch on every call. A long one
 * (incircle, orient3d, ...) stays in `${name}Filter`, which V8 inlines:
 * written into the entry it makes the entry too large to inline into a
 * caller's loop, and every double it returns is then boxed. Either way the
 * rest is out of line, and NaN and ±∞ fail the strict comparison.
 */
function chain(
  name: string,
  args: string,
  pass: readonly string[],
  test: string,
  ret: (x: string) => string,
  rest: string,
  filter = `${name}Filter`,
): string[] {
  if (!inlinesPass(pass)) {
    return [`const proven = ${filter}(${args});`, `if (proven !== 0) return ${ret('proven')};`, `return ${rest};`];
  }
  return ['const abs = Math.abs;', ...pass, `if (${test}) return ${ret('det')}; // FILTER`, `return ${rest};`];
}

/** The longest float pass written into an entry (orient2d's has 10 lines, incircle's 49). */
const INLINE_PASS_LINES = 16;

/** Whether an entry gets the float pass written into it (else it calls the kernel's filter function). */
export function inlinesPass(pass: readonly string[]): boolean {
  return pass.length <= INLINE_PASS_LINES;
}

/** The sign of a double as a Sign, without a branch. */
const signOf = (x: string): string => `(+(${x} > 0) - +(${x} < 0)) as Sign`;

const allNumbers = (inputs: readonly string[]): string => inputs.map((i) => `typeof ${i} === 'number'`).join(' && ');

/** The point names and dimension of a kernel whose inputs are points, e.g. ax, ay, bx, by. */
export function pointsOf(spec: KernelSpec): { points: string[]; dim: number } | null {
  if (!spec.points) return null;
  const dim = spec.inputs.length / spec.points.length;
  const axes = ['x', 'y', 'z'].slice(0, dim);
  const expected = spec.points.flatMap((p) => axes.map((a) => `${p}${a}`));
  if (expected.join() !== spec.inputs.join()) throw new Error(`${spec.name}: inputs must be ${expected.join(', ')}`);
  return { points: [...spec.points], dim };
}

export function signEntry(spec: KernelSpec, pass: readonly string[], test: string): string[] {
  const N = spec.name;
  const params = spec.inputs.map((i) => `${i}: Coordinate`).join(', ');
  const numberParams = spec.inputs.map((i) => `${i}: number`).join(', ');
  const args = spec.inputs.join(', ');
  return [
    '/**',
    ` * The exact sign of ${spec.summary}, for validated coordinates`,
    ' * (finite numbers, bigints, Rationals): the filter, then the exact stages',
    ' * in doubles, then BigInt.',
    ' *',
    ' * ```ts',
    ` * ${N}Sign(${spec.example.args}); // ${spec.example.sign}`,
    ' * ```',
    ' */',
    `export function ${N}Sign(${params}): Sign {`,
    `  if (${allNumbers(spec.inputs)}) {`,
    ...indent(chain(N, args, pass, test, signOf, `${N}SignRest(${args})`), 2),
    '  }',
    `  return ${N}Other(${args});`,
    '}',
    '',
    '/**',
    ' * Coordinates that are not all numbers. When every one is a double',
    " * exactly (a Rational known to be one: a construction's copy of an input),",
    ' * the stages in doubles decide; else, when every one has a nearest double',
    " * within ε of it (a lazy construction result's, or a Rational's rounded",
    ' * once and kept: roundedDoubleOf), the filter for rounded inputs may;',
    ' * anything else, and any bigint among them, goes to BigInt.',
    ' */',
    `function ${N}Other(${params}): Sign {`,
    ...spec.inputs.map((i) => `  const ${i}d = doubleOf(${i});`),
    `  if (!Number.isNaN(${spec.inputs.map((i) => `${i}d`).join(' + ')})) return ${N}Sign(${spec.inputs.map((i) => `${i}d`).join(', ')});`,
    '  // A bigint has no rounded double (roundedDoubleOf gives NaN, which the filter declines): BigInt at once.',
    `  if (${spec.inputs.map((i) => `typeof ${i} === 'bigint'`).join(' || ')}) return ${N}Big(${args});`,
    `  const proven = ${N}FilterRounded(${spec.inputs.map((i) => `roundedDoubleOf(${i})`).join(', ')});`,
    `  return proven !== 0 ? (proven > 0 ? 1 : -1) : ${N}Big(${args});`,
    '}',
    '',
    '/** The stages after the filter, for finite doubles it could not decide. */',
    `function ${N}SignRest(${numberParams}): Sign {`,
    `  const staged = ${N}Exact(${args});`,
    `  return staged !== UNDECIDED ? staged : ${N}Big(${args});`,
    '}',
    '',
    `/** Which stage decides these coordinates in \`${N}Sign\` (diagnostics for tests and benchmarks). */`,
    `export function ${N}Stage(${params}): KernelStage {`,
    `  if (${allNumbers(spec.inputs)}) {`,
    `    if (${N}Filter(${args}) !== 0) return 'filter';`,
    `    if (${N}Exact(${args}) !== UNDECIDED) return STAGES[decidedBy[0] as number] as KernelStage;`,
    '  }',
    "  return 'bigint';",
    '}',
  ];
}

/**
 * `${name}Points(fn, a, b, ...)`: the public predicates' entry. Reads every
 * coordinate once; arrays of numbers take the fast path (the filter inlined
 * into the caller, no allocation); everything else is validated with errors
 * naming `fn` and the coordinate, then decided exactly.
 */
export function pointsEntry(spec: KernelSpec, pass: readonly string[], test: string): string[] {
  const shape = pointsOf(spec);
  if (!shape) return [];
  const { points, dim } = shape;
  const N = spec.name;
  const axes = ['x', 'y', 'z'].slice(0, dim);
  const args = spec.inputs.join(', ');
  const first = spec.inputs[0] as string;
  const rest = spec.inputs.slice(1);
  const read = (i: string): string => {
    const p = i.slice(0, -1);
    return `${p}[${axes.indexOf(i.slice(-1))}]`;
  };
  const sizes = points.map((p) => `${p}.length === ${dim}`).join(' && ');
  return [
    '/**',
    ` * The exact sign of ${spec.summary}, for points as the public predicates`,
    ` * take them (arrays, or array-likes, of ${dim} coordinates), with errors naming`,
    ' * `fn` and the argument. Each coordinate is read once. Arrays of numbers',
    ' * take the fast path: the filter, small enough to inline, and no',
    ' * allocation; the first coordinate is read apart, so that the other reads',
    ' * only ever see arrays of numbers (a read site that has seen bigint arrays',
    ' * makes V8 box the doubles it loads).',
    ' */',
    `export function ${N}Points(fn: string, ${points.map((p) => `${p}: PointLike`).join(', ')}): Sign {`,
    '  const isArray = Array.isArray;',
    `  if (${points.map((p) => `isArray(${p})`).join(' && ')} && ${sizes}) {`,
    `    const ${first} = ${read(first)};`,
    `    if (typeof ${first} === 'number') {`,
    ...indent(
      [
        ...rest.map((i) => `const ${i} = ${read(i)};`),
        `if (${allNumbers(rest)}) {`,
        ...indent(chain(N, args, pass, test, signOf, `${N}PointsRest(fn, ${args})`)),
        '}',
        `return ${N}Checked(fn, ${args});`,
      ],
      3,
    ),
    '    }',
    `    return ${N}Checked(fn, ${first}, ${rest.map(read).join(', ')});`,
    '  }',
    `  return ${N}General(fn, ${points.join(', ')});`,
    '}',
    '',
    '/** Doubles the filter could not decide: the exact stages, or (NaN, ±∞) the named error. */',
    `function ${N}PointsRest(fn: string, ${spec.inputs.map((i) => `${i}: number`).join(', ')}): Sign {`,
    `  const staged = ${N}Exact(${args});`,
    `  return staged !== UNDECIDED ? staged : ${N}Checked(fn, ${args});`,
    '}',
    '',
    '/** Values already read: validated by name, then decided exactly. */',
    `function ${N}Checked(fn: string, ${spec.inputs.map((i) => `${i}: unknown`).join(', ')}): Sign {`,
    ...spec.inputs.map((i) => `  checkCoordinate(fn, '${read(i)}', ${i});`),
    `  return ${N}Sign(${args});`,
    '}',
    '',
    '/** Points that are not arrays of the right length: array-likes, or errors. */',
    `function ${N}General(fn: string, ${points.map((p) => `${p}: unknown`).join(', ')}): Sign {`,
    `  const v: Coordinate[] = [];`,
    ...points.map((p) => `  readPoint(fn, '${p}', ${p}, ${dim}, v);`),
    `  return ${N}Sign(${spec.inputs.map((_, k) => `v[${k}] as Coordinate`).join(', ')});`,
    '}',
  ];
}

/**
 * `${name}Flat(...)`: robust-predicates' argument list and sign convention
 * (its value times `factor` has our sign), exact on every finite double, and
 * a typed error for anything else. `negated`: `pass` computes the negated
 * root (floatPass), so the filter's det already has robust-predicates' sign;
 * an entry that calls its filter calls `${name}FilterNegated`, written from it.
 */
export function flatEntry(spec: KernelSpec, pass: readonly string[], test: string, negated = false): string[] {
  if (!spec.flat) return [];
  const N = spec.name;
  const params = spec.inputs.map((i) => `${i}: number`).join(', ');
  const args = spec.inputs.join(', ');
  const f = spec.flat.factor;
  const out = (s: string): string => (f === 1 ? s : s === 'det' || s === 'proven' ? `-${s}` : `0 - ${s}`);
  // A pass that computed the negated root (floatPass's `negated`) returns its value as it is.
  const outFiltered = (s: string): string => ((s === 'det' || s === 'proven') && negated ? s : out(s));
  return [
    '/**',
    ` * ${spec.flat.doc}`,
    ' * Exact for every finite double; NaN, ±∞ and non-numbers throw an error',
    ' * naming the argument.',
    ' */',
    `export function ${N}Flat(${params}): number {`,
    `  if (${allNumbers(spec.inputs)}) {`,
    ...indent(chain(N, args, pass, test, outFiltered, out(`${N}FlatRest(${args})`), `${N}Filter${negated ? 'Negated' : ''}`), 2),
    '  }',
    `  return ${out(`${N}FlatChecked(${args})`)};`,
    '}',
    '',
    '/** Doubles the filter could not decide: the exact stages, or (NaN, ±∞) the named error. */',
    `function ${N}FlatRest(${params}): Sign {`,
    `  const staged = ${N}Exact(${args});`,
    `  return staged !== UNDECIDED ? staged : ${N}FlatChecked(${args});`,
    '}',
    '',
    `function ${N}FlatChecked(${spec.inputs.map((i) => `${i}: unknown`).join(', ')}): Sign {`,
    ...spec.inputs.map((i) => `  checkNumber('${spec.flat?.fn ?? N}', '${i}', ${i});`),
    `  return ${N}Big(${spec.inputs.map((i) => `${i} as number`).join(', ')});`,
    '}',
  ];
}

/**
 * `${name}At(values, i, j, ...)`: the sign for points stored in a
 * Float64Array, point k's coordinates from index k (batch and segment code
 * keep doubles there: no double crosses a call boundary, where V8 would box
 * it); UNDECIDED (2) when the values are not finite or are outside the
 * expansion range (validate them, then ask `${name}Sign`). Followed by the
 * `${name}Stored` entry when the spec asks for one (`storedEntry`), the
 * other entry on stored values.
 */
export function atEntry(spec: KernelSpec): string[] {
  if (!spec.at) return storedEntry(spec);
  const shape = pointsOf(spec);
  const N = spec.name;
  const args = spec.inputs.join(', ');
  const filtered = [
    `  const proven = ${N}Filter(${args});`,
    '  if (proven !== 0) return (+(proven > 0) - +(proven < 0)) as Sign;',
  ];
  const tail = [...filtered, `  return ${N}Exact(${args});`, '}'];
  const doc = (where: string): string[] => [
    '/**',
    ` * The sign of ${spec.summary} for values stored in a Float64Array, ${where};`,
    ' * UNDECIDED (2) for values that are not finite or lie outside the expansion',
    ' * range (validate them, then use the Sign entry). Batch and segment code keep',
    ' * doubles in typed arrays: no double crosses a call boundary, where V8 would',
    ' * box it.',
    ' */',
  ];
  if (!shape) {
    return [
      ...doc(`${args} at values[i], values[i + 1], ...`),
      `export function ${N}At(values: Float64Array, i: number): Sign | 2 {`,
      ...spec.inputs.map((inp, k) => `  const ${inp} = values[i${k ? ` + ${k}` : ''}] as number;`),
      ...filtered,
      // The values are in a typed array already: the stages read them there.
      `  return ${N}Staged(values, i);`,
      '}',
      ...storedEntry(spec),
    ];
  }
  const { points, dim } = shape;
  const axes = ['x', 'y', 'z'].slice(0, dim);
  return [
    ...doc(
      `point ${points[0]} at values[${points[0]}i] (x), values[${points[0]}i + 1] (y)${dim === 3 ? ', ...' : ''}, and so on`,
    ),
    `export function ${N}At(values: Float64Array, ${points.map((p) => `${p}i: number`).join(', ')}): Sign | 2 {`,
    ...points.flatMap((p) => axes.map((a, k) => `  const ${p}${a} = values[${p}i${k ? ` + ${k}` : ''}] as number;`)),
    ...tail,
    ...storedEntry(spec),
  ];
}

/**
 * `${name}Stored(c, f, ...groups[, k])` (see `KernelSpec.stored`): the
 * argument lists of the sweep's comparisons, written here once from the
 * spec's slots instead of twice by hand in every caller (once as doubles
 * for the filter, once as coordinates for the exact sign).
 */
function storedEntry(spec: KernelSpec): string[] {
  const st = spec.stored;
  if (!st) return [];
  const N = spec.name;
  if (st.at.length !== spec.inputs.length) throw new Error(`${N}: stored needs one place per input`);
  const places = st.at.map((place) => {
    const m = /^(\w+)(?:\+([0-3]))?$/.exec(place);
    if (!m) throw new Error(`${N}: stored place ${place} is not group or group+offset`);
    return { group: m[1] as string, offset: Number(m[2] ?? 0) };
  });
  const groups = [...new Set(places.map((p) => p.group))];
  const offset = (o: number): string => {
    if (!st.swap) return o > 0 ? ` + ${o}` : '';
    return `${o & 2 ? ' + 2' : ''} + ${o & 1 ? 'l' : 'k'}`;
  };
  const at = places.map((p) => `${p.group}${offset(p.offset)}`);
  const params = [...groups.map((g) => `${g}: number`), ...(st.swap ? ['k: number'] : [])].join(', ');
  const reads = spec.inputs.map((input, i) => `${input} at [${at[i] as string}]`).join(', ');
  const swap = st.swap ? ' (k = 1 swaps every x and y; l = 1 − k)' : '';
  return [
    '',
    '/**',
    ` * \`${N}Sign\` for inputs stored in the flat coordinates of a segment set:`,
    ' * `c` as given, `f` the same values as doubles (null unless every one is',
    ' * a number). The filter on the doubles first, the exact sign only when it',
    ...wrap(` * cannot decide. Reads ${reads}${swap}.`, ' * '),
    ' */',
    `export function ${N}Stored(c: ArrayLike<Coordinate>, f: Float64Array | null, ${params}): Sign {`,
    ...(st.swap ? ['  const l = 1 - k;'] : []),
    '  if (f !== null) {',
    `    const proven = ${N}Filter(${at.map((x) => `f[${x}] as number`).join(', ')});`,
    '    if (proven !== 0) return proven > 0 ? 1 : -1;',
    '  }',
    `  return ${N}Sign(${at.map((x) => `c[${x}] as Coordinate`).join(', ')});`,
    '}',
  ];
}

/**
 * `${name}FilterPoints(a, b, ...)`: the filter (the same lines, `pass`) on
 * points that are arrays or Float64Arrays of numbers, returning the proven
 * sign or 0: arrays in, a small integer out, so that V8 never boxes a double
 * for it, inlined or not.
 */
export function filterPointsEntry(spec: KernelSpec, pass: readonly string[], test: string): string[] {
  if (!spec.filterPoints) return [];
  const shape = pointsOf(spec);
  if (!shape) throw new Error(`${spec.name}: filterPoints needs points`);
  const { points, dim } = shape;
  const axes = ['x', 'y', 'z'].slice(0, dim);
  return [
    '/**',
    ` * The filter on points that are arrays or Float64Arrays of ${dim} numbers (not`,
    ' * checked: the caller has): the proven sign, or 0 when it is not proven',
    ' * (also for NaN or infinite input). Arrays in and a small integer out, so',
    ' * that V8 never boxes a double for this call, whether it inlines it or not:',
    ' * code that needs more filters than V8 inlines into one function calls these.',
    ' */',
    `export function ${spec.name}FilterPoints(${points.map((p) => `${p}: ArrayLike<number>`).join(', ')}): Sign {`,
    ...points.flatMap((p) => axes.map((a, k) => `  const ${p}${a} = ${p}[${k}] as number;`)),
    '  const abs = Math.abs;',
    ...indent([...pass]),
    `  return ${test} ? (det > 0 ? 1 : -1) : 0;`,
    '}',
    '',
  ];
}

/**
 * `${name}PairFilter`: the filter of two segments p–q and u–v, from the
 * kernel's own float pass, written out four times with the points renamed:
 * (p, q, u), (p, q, v), (u, v, p), (u, v, q). Returns 1 when the segments are
 * proven to cross, 0 when proven apart, -1 when an orientation is unproven.
 * The answer is combined from the signs of a = o1·o2 and b = o3·o4 without a
 * branch on it (a < 0 and b < 0: they cross; a > 0 or b > 0: apart). When
 * a·b is 0 or NaN, -1: an orientation unproven (0), a product that underflows,
 * or 0 · ±∞ (the filter returns an overflowing value of proven sign as ±∞,
 * and an unproven neighbour makes the product NaN, which no comparison
 * would catch). One function without calls, so that it and a caller's shape
 * checks fit into V8's inlining budget together (four calls of the filter
 * cost a copy of every argument each in bytecode).
 */
export function pairFilterEntry(spec: KernelSpec, pass: readonly string[], test: string): string[] {
  if (!spec.pairFilter) return [];
  if (spec.inputs.join() !== 'ax,ay,bx,by,cx,cy') throw new Error('pairFilter: needs a kernel of three 2D points a, b, c');
  const params = ['px', 'py', 'qx', 'qy', 'ux', 'uy', 'vx', 'vy'];
  const declared = pass.map((l) => /^const (\w+)/.exec(l)?.[1]);
  const clash = declared.find((d) => d !== undefined && params.includes(d));
  if (clash) throw new Error(`pairFilter: the pass declares ${clash}, a parameter of the pair filter`);
  const out: string[] = [
    '/**',
    ` * The filter of the four orientations of segments p–q and u–v, written out from ${spec.name}Filter's`,
    ' * pass: 1 when the closed segments are proven to cross, 0 when proven apart, -1 when an',
    ' * orientation is unproven (or a product of two is 0 or NaN). No branch on the answer.',
    ' */',
    `export function ${spec.name}PairFilter(${params.map((x) => `${x}: number`).join(', ')}): number {`,
    '  const abs = Math.abs;',
  ];
  const orientations = [
    ['p', 'q', 'u'],
    ['p', 'q', 'v'],
    ['u', 'v', 'p'],
    ['u', 'v', 'q'],
  ];
  // Each orientation's pass with its locals suffixed; a value already
  // computed (the two orientations about one segment share its differences)
  // and a plain copy (det = s3) are aliased instead of computed again.
  const seen = new Map<string, string>();
  const alias = new Map<string, string>();
  const resolve = (t: string) => t.replace(/\b[A-Za-z_]\w*\b/g, (x) => alias.get(x) ?? x);
  orientations.forEach((pts, i) => {
    const map = new Map<string, string>();
    ['a', 'b', 'c'].forEach((k, j) => {
      map.set(`${k}x`, `${pts[j]}x`);
      map.set(`${k}y`, `${pts[j]}y`);
    });
    for (const d of [...declared, 'det', 'm']) if (d !== undefined) map.set(d, `${d}${i + 1}`);
    const rename = (l: string) => l.replace(/\b[A-Za-z_]\w*\b/g, (x) => map.get(x) ?? x);
    out.push(`  // (${pts.join(', ')})`);
    for (const line of pass.map(rename)) {
      const m = /^const (\w+) = (.*);$/.exec(line);
      if (!m) throw new Error(`pairFilter: unexpected line in the pass: ${line}`);
      const [, name, rhs] = m as unknown as [string, string, string];
      const value = resolve(rhs);
      const known = /^\w+$/.test(value) ? value : seen.get(value);
      if (known !== undefined) alias.set(name, known);
      else {
        seen.set(value, name);
        out.push(`  const ${name} = ${value};`);
      }
    }
    const det = resolve(`det${i + 1}`);
    out.push(`  const o${i + 1} = ${resolve(rename(test))} ? ${det} : 0;`);
  });
  out.push(
    '  const a = o1 * o2;',
    '  const b = o3 * o4;',
    '  // 0 (unproven, or underflow) and NaN (0 · ±∞: a filter proves an overflowing value) leave it open.',
    '  return abs(a * b) > 0 ? +(a < 0) & +(b < 0) : -1;',
    '}',
  );
  return inlineSingleUses(out);
}

/**
 * Lines `const x = e;` whose x is used once, later, written into that use
 * as (e): the same operations in the same order, so the same doubles, and
 * less bytecode (V8 counts bytecode when it decides what to inline).
 */
function inlineSingleUses(lines: string[]): string[] {
  const out = [...lines];
  // Comment lines neither count as uses nor receive one.
  const code = (l: string) => !/^\s*(\/\/|\/\*|\*)/.test(l);
  for (;;) {
    const uses = (name: string) =>
      out.filter(code).reduce((n, l) => n + (l.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0), 0);
    const k = out.findIndex((l) => {
      const m = /^\s*const (\w+) = (.*);$/.exec(l);
      return m !== null && !/^o\d$|^abs$/.test(m[1] as string) && uses(m[1] as string) === 2;
    });
    if (k < 0) return out;
    const [, name, rhs] = /^\s*const (\w+) = (.*);$/.exec(out[k] as string) as unknown as [string, string, string];
    out.splice(k, 1);
    const atom = /^[\w.]+$/.test(rhs) || /^abs\([^()]*\)$/.test(rhs) ? rhs : `(${rhs})`;
    const use = out.findIndex((l) => code(l) && new RegExp(`\\b${name}\\b`).test(l));
    out[use] = (out[use] as string).replace(new RegExp(`\\b${name}\\b`), atom);
  }
}

/** A comment line broken after commas into lines of at most 100 characters, each after the first starting with `lead`. */
function wrap(line: string, lead: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 100) {
    const cut = rest.lastIndexOf(', ', 99);
    if (cut <= lead.length) break;
    out.push(rest.slice(0, cut + 1));
    rest = lead + rest.slice(cut + 2);
  }
  out.push(rest);
  return out;
}
