/*
 * Writes one generated kernel module (src/core/generated/<name>.ts) from a
 * spec: the filter, the staged exact evaluation in doubles, the BigInt
 * evaluation, and the one dispatch that runs them in order. Every kernel's
 * code comes from this template; the constants come from analysis.ts.
 */
import type { Analysis } from './analysis.js';
import { analyse, boundConstant, boundConstant2, G_EXP, normalAtLeast } from './analysis.js';
import {
  atEntry,
  filterPointsEntry,
  flatEntry,
  inlinesPass,
  pairFilterEntry,
  pointsEntry,
  pointsOf,
  signEntry,
} from './emitEntries.js';
import type { EVal } from './expansionCode.js';
import { ExpansionCode } from './expansionCode.js';
import type { Node, Op } from './expr.js';
import { Builder, degree, isLeaf, topological } from './expr.js';
import { filterPass, floatPass, gMultiples, negationPath } from './floatPass.js';
import { Names } from './names.js';
import type { KernelSpec } from './spec.js';

const indent = (lines: string[], depth = 1): string[] => lines.map((l) => (l === '' ? l : `${'  '.repeat(depth)}${l}`));

function signOf(x: string): string {
  return `${x} > 0 ? 1 : ${x} < 0 ? -1 : 0`;
}

/** The diff leaves of a tree, in order. */
function diffLeaves(root: Node): Node[] {
  return topological(root).filter((n) => n.kind === 'diff');
}

export type Generated = { name: string; source: string; analysis: Analysis };

export function emitModule(spec: KernelSpec): Generated {
  const b = new Builder(spec.inputs);
  const root = spec.build(b);
  const a = analyse(root);
  const names = new Names();
  const N = spec.inputs.length;
  const params = spec.inputs.map((i) => `${i}: number`).join(', ');
  const coordParams = spec.inputs.map((i) => `${i}: Coordinate`).join(', ');
  const argList = spec.inputs.join(', ');
  const Name = spec.name;
  const filter = boundConstant(a.filter);
  const stageB = boundConstant(a.stageB);
  const stageC = boundConstant2(a.stageC);
  const pass = floatPass(root, a, names);
  const hot = filterPass(root, a, names);
  const hotPass = hot.lines;
  const filterTest = hot.test;
  const guard = normalAtLeast(hot.guard);
  // robust-predicates' sign is the opposite of ours for some kernels: the flat
  // entry's pass then computes the negated root directly when it can.
  const flatNegated = spec.flat?.factor === -1 && negationPath(root, a) !== null;
  const flatPass = flatNegated ? filterPass(root, a, names, true).lines : hotPass;
  const gs = gMultiples(root, a);
  const buffers = new Map<string, number>();
  const diffs = diffLeaves(root);
  const shape = pointsOf(spec);

  // ---- the staged exact function ----
  const staged: string[] = [];
  // Kernels with one-index `At` entries read their inputs where the caller
  // stored them (v from index i); the others from `args`, at fixed indices.
  const indexed = spec.at === true && !shape;
  if (!indexed) staged.push('const v = args;');
  for (const [i, inp] of spec.inputs.entries()) {
    staged.push(`const ${inp} = v[${indexed ? `i${i ? ` + ${i}` : ''}` : i}] as number;`);
  }
  staged.push('const abs = Math.abs;');
  staged.push(...pass);
  staged.push(
    '// Integers whose magnitudes stay below 2^53: every operation above was exact.',
    `const fraction = ${spec.inputs.map((i) => `(${i} - Math.floor(${i}))`).join(' + ')};`,
    `if (m < 2 ** 53 && fraction === 0) return decide(${STAGE.integer}, ${signOf('det')});`,
  );
  staged.push('// The exact tails of the differences (Two-Diff); NaN for infinite or NaN input.');
  for (const d of diffs) {
    if (d.kind !== 'diff') continue;
    const x = names.value(d);
    staged.push(
      `const ${x}v = ${d.a.name} - ${x};`,
      `const ${names.tail(d)} = ${d.a.name} - (${x} + ${x}v) + (${x}v - ${d.b.name});`,
    );
  }
  staged.push(`const exact = ${diffs.map((d) => `${names.tail(d)} === 0`).join(' && ') || 'true'};`);
  if (a.wide) {
    // Integers with moderate differences: the products' factors are exact
    // in doubles; each product is exact with its Two-Product tail, and the
    // integers add up exactly as s + e (analysis.ts, WideIntegers).
    const bound = `2 ** ${a.wide.bits}`;
    const leavesSmall = diffs.map((d) => `abs(${names.value(d)}) <= ${bound}`).join(' && ');
    staged.push(`if (fraction === 0 && ${leavesSmall}) {`);
    const lines: string[] = ['let s = 0;', 'let e = 0;'];
    for (const [i, t] of a.wide.terms.entries()) {
      const m = t.node as Op;
      const p = names.value(m);
      const A = names.value(m.l);
      const B = names.value(m.r);
      const sg = t.negative ? '-' : '';
      lines.push(
        `let w${i} = SPLITTER * ${A};`,
        `const w${i}ah = w${i} - (w${i} - ${A});`,
        `const w${i}al = ${A} - w${i}ah;`,
        `w${i} = SPLITTER * ${B};`,
        `const w${i}bh = w${i} - (w${i} - ${B});`,
        `const w${i}bl = ${B} - w${i}bh;`,
        `const w${i}t = w${i}al * w${i}bl - (${p} - w${i}ah * w${i}bh - w${i}al * w${i}bh - w${i}ah * w${i}bl);`,
        `const w${i}s = s + ${sg}${p};`,
        `const w${i}v = w${i}s - s;`,
        `e += s - (w${i}s - w${i}v) + (${sg}${p} - w${i}v) + ${sg}w${i}t;`,
        `s = w${i}s;`,
      );
    }
    lines.push('const total = s + e;', `return decide(${STAGE.integer}, ${signOf('total')});`);
    staged.push(...indent(lines), '}');
  }
  if (a.pairRoot && root.kind !== 'mul' && !isLeaf(root)) {
    // Monotone rounding: with exact leaves, fl(xy) ≠ fl(uv) decides xy − uv.
    const l = names.value(root.l);
    const r = names.value(root.r);
    const rr = root.kind === 'sub' ? r : `-${r}`;
    staged.push(
      '// Exact leaves: each product is rounded once, and rounding is monotone, so',
      '// unequal rounded products compare like the exact ones.',
      `if (exact && ${l} !== ${rr}) return decide(${STAGE.pair}, ${l} > ${rr} ? 1 : -1);`,
    );
  }
  staged.push(
    '// The exact stages need every input 0 or of magnitude in [LO, HI] (NaN fails).',
    ...spec.inputs.map((i) => `const ${i}m = abs(${i});`),
    `if (!(${spec.inputs.map((i) => `((${i}m >= LO && ${i}m <= HI) || ${i} === 0)`).join(' && ')})) return decide(${STAGE.bigint}, UNDECIDED);`,
  );
  // Stage B: the polynomial of the rounded leaves, exactly.
  const codeB = new ExpansionCode('b', buffers);
  const scalar = (n: Node): EVal => ({ kind: 'scalar', name: names.value(n) });
  // The float pass already holds each rounded leaf product.
  const known = (n: Node): string | undefined => (n.kind === 'mul' && isLeaf(n.l) && isLeaf(n.r) ? names.value(n) : undefined);
  staged.push('// Stage B: the polynomial of the rounded differences, exactly.');
  if (a.pairRoot && !isLeaf(root) && root.kind !== 'mul') {
    // Exact leaves and equal rounded products: D is the difference of the two product tails.
    const lv = codeB.evaluate(root.l, scalar, known);
    const rv = codeB.evaluate(root.r, scalar, known);
    if (lv.kind !== 'fixed' || rv.kind !== 'fixed') throw new Error('pair root: products of two doubles expected');
    staged.push(...codeB.lines.splice(0));
    const t = `${lv.names[0]} ${root.kind === 'sub' ? '-' : '+'} ${rv.names[0]}`;
    staged.push(
      '// Exact leaves and equal rounded products: D is the difference of the exact',
      '// product tails, and a rounded difference keeps its sign.',
      `const tails = ${t};`,
      `if (exact) return decide(${STAGE.pair}, ${signOf('tails')});`,
    );
  }
  const bVal = codeB.evaluate(root, scalar, known);
  staged.push(...codeB.lines.splice(0));
  staged.push(`const topB = ${codeB.top(bVal)};`);
  // (For a pair root the exact case was decided above.)
  if (!a.pairRoot) staged.push(`if (exact) return decide(${STAGE.exact}, ${signOf('topB')});`);
  staged.push(`if (abs(topB) > STAGE_B * m) return decide(${STAGE.B}, ${signOf('topB')});`);
  // Stage C: first-order correction by the tails, forward mode.
  staged.push('// Stage C: B plus the first-order effect of the tails (forward mode in doubles).');
  const tangent = new Map<number, string | null>();
  for (const n of topological(root)) {
    if (n.kind === 'input') {
      tangent.set(n.id, null);
      continue;
    }
    if (n.kind === 'diff') {
      tangent.set(n.id, names.tail(n));
      continue;
    }
    const tl = tangent.get(n.l.id) ?? null;
    const tr = tangent.get(n.r.id) ?? null;
    let expr: string | null;
    if (n.kind === 'mul') {
      const parts: string[] = [];
      if (tl) parts.push(`${tl} * ${names.value(n.r)}`);
      if (tr) parts.push(`${names.value(n.l)} * ${tr}`);
      expr = parts.length ? parts.join(' + ') : null;
    } else {
      const op = n.kind === 'add' ? '+' : '-';
      expr = tl && tr ? `${tl} ${op} ${tr}` : tl ? tl : tr ? (op === '-' ? `-${tr}` : tr) : null;
    }
    if (expr) {
      staged.push(`const ${names.tangent(n)} = ${expr};`);
      tangent.set(n.id, names.tangent(n));
    } else tangent.set(n.id, null);
  }
  const rootTangent = tangent.get(root.id) ?? '0';
  const bArr = codeB.toArray(bVal);
  staged.push(...codeB.lines.splice(0));
  staged.push(`const lenC = growExpansion(${bArr.buf}, ${bArr.len}, ${rootTangent});`);
  staged.push(`const topC = ${bArr.buf}[lenC - 1] as number;`);
  staged.push(`if (abs(topC) > STAGE_C * m) return decide(${STAGE.C}, ${signOf('topC')});`);
  // growExpansion needs one slot more than B had.
  buffers.set(bArr.buf, (buffers.get(bArr.buf) ?? 1) + 1);
  // Stage D: the exact polynomial of the exact differences.
  const codeD = new ExpansionCode('x', buffers);
  const dVal = codeD.evaluate(root, (n) =>
    n.kind === 'diff' ? { kind: 'fixed', names: [names.tail(n), names.value(n)] } : { kind: 'scalar', name: names.value(n) },
  );
  staged.push('// Stage D: the polynomial of the exact differences, exactly.');
  staged.push(...codeD.lines);
  staged.push(`const topD = ${codeD.top(dVal)};`);
  staged.push(`return decide(${STAGE.D}, ${signOf('topD')});`);

  // ---- BigInt ----
  // Every input is scaled to an integer by one common factor L. A homogeneous
  // polynomial of degree k only gains the factor L^k; in one whose terms have
  // different degrees (a grid index times a cell size beside a coordinate
  // difference) the lower-degree side of a sum is multiplied by L per missing
  // degree, so the whole becomes L^degree times the polynomial.
  const homogeneous = topological(root).every((n) => isLeaf(n) || n.kind === 'mul' || degree(n.l) === degree(n.r));
  const big: string[] = [];
  const up = (s: string): string => `${s}_`;
  big.push(...spec.inputs.map((i) => `let ${up(i)}: bigint;`));
  if (!homogeneous) big.push('let scale_ = 1n;');
  big.push(`if (${spec.inputs.map((i) => `typeof ${i} === 'bigint'`).join(' && ')}) {`);
  big.push(...indent(spec.inputs.map((i) => `${up(i)} = ${i};`)));
  big.push('} else {');
  if (homogeneous) big.push(...indent([`const ints = scaleToIntegers([${argList}]).ints;`]));
  else
    big.push(...indent([`const scaled = scaleToIntegers([${argList}]);`, 'const ints = scaled.ints;', 'scale_ = scaled.scale;']));
  big.push(...indent(spec.inputs.map((i, k) => `${up(i)} = ints[${k}] as bigint;`)));
  big.push('}');
  const bigNames = new Map<number, string>();
  /** The BigInt name of a sum's operand, raised to the sum's degree. */
  const operand = (n: Op, side: Node): string => {
    const name = bigNames.get(side.id) as string;
    const missing = n.kind === 'mul' ? 0 : degree(n) - degree(side);
    return missing === 0 ? name : `${name} * scale_${missing === 1 ? '' : ` ** ${missing}n`}`;
  };
  const opLine = (n: Op, v: string): string =>
    `const ${v} = ${operand(n, n.l)} ${n.kind === 'add' ? '+' : n.kind === 'sub' ? '-' : '*'} ${operand(n, n.r)};`;
  for (const n of topological(root)) {
    if (n.kind === 'input') {
      bigNames.set(n.id, up(n.name));
      continue;
    }
    const v = `${names.value(n)}_`;
    bigNames.set(n.id, v);
    if (n === root) continue;
    if (n.kind === 'diff') big.push(`const ${v} = ${up(n.a.name)} - ${up(n.b.name)};`);
    else big.push(opLine(n, v));
  }
  const bigRoot = (): string[] => {
    if (isLeaf(root)) return [`const det = ${bigNames.get(root.id)};`];
    const l = operand(root, root.l);
    const r = operand(root, root.r);
    if (root.kind === 'sub')
      return [`// Compare instead of subtracting: one big operation fewer.`, `return ${l} > ${r} ? 1 : ${l} < ${r} ? -1 : 0;`];
    return [`const det = ${l} ${root.kind === 'add' ? '+' : '*'} ${r};`, 'return det > 0n ? 1 : det < 0n ? -1 : 0;'];
  };
  big.push(...bigRoot());

  // ---- value (Rational) ----
  const value: string[] = [];
  if (spec.value) {
    value.push(`const { ints, scale${homogeneous ? '' : ': scale_'} } = scaleToIntegers([${argList}]);`);
    value.push(...spec.inputs.map((i, k) => `const ${up(i)} = ints[${k}] as bigint;`));
    for (const n of topological(root)) {
      if (n.kind === 'input') continue;
      const v = `${names.value(n)}_`;
      if (n.kind === 'diff') value.push(`const ${v} = ${up(n.a.name)} - ${up(n.b.name)};`);
      else value.push(opLine(n, v));
    }
    value.push(`return Rational.of(${names.value(root)}_, ${homogeneous ? 'scale' : 'scale_'} ** ${a.degree}n);`);
  }

  // ---- module ----
  const bufferDecls = [...buffers.entries()].map(([n, size]) => `const ${n} = /* @__PURE__ */ new Float64Array(${size});`);
  const uses = (s: string): boolean => [...staged].some((l) => l.includes(s));
  const expansionImports = ['growExpansion', 'multiplyExpansions', 'scaleExpansion', 'sumExpansions'].filter(
    (s) => s === 'growExpansion' || uses(`${s}`),
  );
  const out: string[] = [];
  out.push(
    '/*',
    ` * Generated by tools/kernel/generate.ts from the definition of \`${Name}\` in`,
    ' * tools/kernel/specs.ts; do not edit (run `npm run kernel`). The derivation of',
    ' * every bound below is in tools/kernel/analysis.ts.',
    ' *',
    ` * ${spec.formula}`,
    ` * degree ${a.degree}; ${spec.summary}.`,
    ' *',
    ` * Filter:  |det| − GUARD·u > FILTER·m0, FILTER ≥ ${approxEps(a.filter.approx())}ε.`,
    ` * Exact stages in doubles for inputs 0 or of magnitude in [2^${a.range.lo}, 2^${a.range.hi}];`,
    ` *   stage B: |B| > STAGE_B·m, STAGE_B ≥ ${approxEps(a.stageB.approx())}ε;`,
    ` *   stage C: |B + T| > STAGE_C·m, STAGE_C ≥ ${approxEps2(a.stageC.approx())}ε².`,
    ' */',
    `import type { Coordinate${shape ? ', PointLike' : ''} } from '../coordinate.js';`,
    `import { ${[shape ? 'checkCoordinate' : '', spec.flat ? 'checkNumber' : '', shape ? 'readPoint' : '', 'scaleToIntegers'].filter(Boolean).join(', ')} } from '../coordinate.js';`,
    `import { ${expansionImports.sort((x, y) => x.localeCompare(y)).join(', ')} } from '../expansion.js';`,
  );
  if (spec.value) out.push("import { Rational } from '../rational.js';");
  out.push("import type { KernelStage, Sign } from '../sign.js';", "import { STAGES, UNDECIDED } from '../sign.js';", '');
  // The constants, written as literals where they are used (see `literal`).
  const constants = new Map<string, number>([
    ['G', 2 ** G_EXP],
    ...gs.map((k): [string, number] => [`G${k}`, k * 2 ** G_EXP]),
    ['FILTER', filter.value],
    ['GUARD', guard],
    ['STAGE_B', stageB.value],
    ['STAGE_C', stageC.value],
    ['LO', 2 ** a.range.lo],
    ['HI', 2 ** a.range.hi],
    ['SPLITTER', 2 ** 27 + 1],
    ['EPS', 2 ** -53],
  ]);
  out.push(
    '/*',
    ' * The constants, spelled as literals where they are used: a bundler turns a',
    " * module's top-level `const` into `var`, which V8 then loads and unboxes at",
    ' * every use instead of folding it into the code.',
    ` *   G = 2^${G_EXP} (the underflow unit of analysis.ts)${gs.map((k) => `, G${k} = ${k}·G`).join('')}`,
    ` *   FILTER = ${filter.text}`,
    ` *   GUARD = ${guard} (the underflow guard per unit of u as written)`,
    ` *   STAGE_B = ${stageB.text}`,
    ` *   STAGE_C = ${stageC.text}`,
    ` *   LO = 2^${a.range.lo}, HI = 2^${a.range.hi} (the range of the exact stages in doubles)`,
    ' *   SPLITTER = 2^27 + 1 (Dekker), EPS = 2^-53',
    ' */',
    '',
    '/**',
    ` * The filter: ${spec.summary}, computed in doubles; returns it when its`,
    ' * sign is proven, else 0 (also for NaN or infinite input). Small enough for',
    ' * V8 to inline into a caller.',
    ' */',
    ...filterFunction(`${Name}Filter`, params, hotPass, filterTest),
    ...(flatNegated && !inlinesPass(flatPass)
      ? [
          `/** The filter computing minus each of ${negatedNames(root, a, names)}, so that det is exactly minus the filter's: for the flat entry, whose sign is the opposite. */`,
          ...filterFunction(`${Name}FilterNegated`, params, flatPass, filterTest),
        ]
      : []),
    ...pairFilterEntry(spec, hotPass, filterTest),
    ...(spec.pairFilter ? [''] : []),
    ...filterPointsEntry(spec, hotPass, filterTest),
    `const args = /* @__PURE__ */ new Float64Array(${N});`,
    ...bufferDecls,
    '/**',
    ' * Which stage decided the last call of the staged function (an index into',
    ' * STAGES). A typed array, not a variable: writing a module variable would',
    " * invalidate V8's optimized code that assumed it constant.",
    ' */',
    'const decidedBy = new Uint8Array(1);',
    '',
    'function decide(stage: number, sign: Sign | 2): Sign | 2 {',
    '  decidedBy[0] = stage;',
    '  return sign;',
    '}',
    '',
    '/**',
    ` * The exact sign for finite doubles, by the stages in doubles, or UNDECIDED`,
    ' * (2) when an input is NaN, infinite or outside the expansion range. The',
    ' * doubles travel to the large staged function in a typed array: V8 boxes',
    ' * every double passed to a call it does not inline.',
    ' */',
    `export function ${Name}Exact(${params}): Sign | 2 {`,
    '  const v = args;',
    ...spec.inputs.map((i, k) => `  v[${k}] = ${i};`),
    `  return ${Name}Staged(${indexed ? 'v, 0' : ''});`,
    '}',
    '',
    ...(indexed ? exactAtEntry(spec) : []),
    `function ${Name}Staged(${indexed ? 'v: Float64Array, i: number' : ''}): Sign | 2 {`,
    ...indent(staged),
    '}',
    '',
    '/** The exact sign by BigInt, after scaling every input to an integer by one common positive factor. */',
    `export function ${Name}Big(${coordParams}): Sign {`,
    ...indent(big),
    '}',
    '',
    '',
    ...signEntry(spec, hotPass, filterTest),
    '',
    ...pointsEntry(spec, hotPass, filterTest),
    '',
    ...flatEntry(spec, flatPass, filterTest, flatNegated),
    '',
    ...atEntry(spec),
  );
  if (spec.value) {
    out.push(
      '',
      `/** The exact value of ${spec.summary}, for constructions. */`,
      `export function ${Name}Value(${coordParams}): Rational {`,
      ...indent(value),
      '}',
    );
  }
  const named = new RegExp(`\\b(${[...constants.keys()].join('|')})\\b`, 'g');
  const code = out.map((line) =>
    /^\s*(\/\*|\*|\/\/)/.test(line) ? line : line.replace(named, (c) => literal(constants.get(c) as number)),
  );
  return { name: Name, source: `${code.join('\n')}\n`, analysis: a };
}

/**
 * `${name}ExactAt(values, i)`, for kernels whose `At` entry takes one index:
 * the stages in doubles on values already stored there, for a caller whose
 * own filter has failed (neither the filter again nor a copy into `args`).
 */
function exactAtEntry(spec: KernelSpec): string[] {
  return [
    '/**',
    ` * The exact sign by the stages in doubles for ${spec.inputs.join(', ')} at values[i], values[i + 1], ...,`,
    ' * or UNDECIDED (2), as the Exact entry; for callers whose filter failed',
    ' * and whose values are already in a typed array (no filter, no copy).',
    ' */',
    `export function ${spec.name}ExactAt(values: Float64Array, i: number): Sign | 2 {`,
    `  return ${spec.name}Staged(values, i);`,
    '}',
    '',
  ];
}

/** A filter function: the pass, then det when the test proves its sign, else 0. */
function filterFunction(name: string, params: string, pass: readonly string[], test: string): string[] {
  return [
    `export function ${name}(${params}): number {`,
    '  const abs = Math.abs;',
    ...indent([...pass]),
    `  return ${test} ? det : 0; // FILTER`,
    '}',
    '',
  ];
}

/** The names of the values the negated pass computes negated, children first. */
function negatedNames(root: Node, a: Analysis, names: Names): string {
  const path = negationPath(root, a) ?? new Set<number>();
  return topological(root)
    .filter((n) => path.has(n.id))
    .map((n) => names.value(n))
    .join(', ');
}

/** A double as source text that reads back as exactly the same double. */
function literal(x: number): string {
  const text = String(x);
  if (Number(text) !== x) throw new Error(`${text} does not read back as ${x}`);
  return text;
}

/** Indices of the stages, as in STAGES (src/core/sign.ts). */
const STAGE = { filter: 0, integer: 1, pair: 2, exact: 3, B: 4, C: 5, D: 6, bigint: 7 } as const;

function approxEps(x: number): string {
  return (x / 2 ** -53).toFixed(6);
}

function approxEps2(x: number): string {
  return (x / 2 ** -106).toFixed(3);
}
