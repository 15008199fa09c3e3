/*
 * Writes one generated value module (src/core/generated/<name>.ts) from a
 * ValueSpec: the nearest doubles of the values P_i/Q in double-double
 * arithmetic, proven by the bounds of valueAnalysis.ts (whose header is the
 * proof, operation by operation, of the code written here), and their exact
 * fractions in BigInt.
 */
import { normalAtLeast } from './analysis.js';
import { indent, withLiterals } from './context.js';
import { bigintNodes, isHomogeneous } from './emitBigint.js';
import { twoProductTail } from './expansionCode.js';
import type { Node } from './expr.js';
import { Builder, degree, topological } from './expr.js';
import { formulaLines } from './formula.js';
import type { Frac } from './frac.js';
import { Names } from './names.js';
import type { ValueSpec } from './spec.js';
import type { DDFacts } from './valueAnalysis.js';
import { A_MIN_EXP, C_LIMIT_EXP, ddAnalysis, quotientBounds, valueRange } from './valueAnalysis.js';

/** Lines for the trace of the Check entry only start with this mark. */
const TRACE = '@trace ';

/** Knuth's Two-Sum s + e = a + b (b given with its sign), s already declared as `s`. */
function twoSum(a: string, b: string, s: string, e: string): string[] {
  return [`const ${s}v = ${s} - ${a};`, `const ${e} = ${a} - (${s} - ${s}v) + (${b} - ${s}v);`];
}

/**
 * The double-double evaluation of every node under the roots: node N's
 * high part in `names.value(N)`, its low part (none for an input) in
 * `${value}l`, its magnitude M̃ as the expression `magnitude(N)`.
 */
function ddPass(
  roots: readonly Node[],
  names: Names,
  facts: Map<number, DDFacts>,
): { lines: string[]; magnitude: (n: Node) => string } {
  const lines: string[] = [];
  const mags = new Map<number, string>();
  const low = (n: Node): string | null => (facts.get(n.id)?.scalar ? null : `${names.value(n)}l`);
  const magnitude = (n: Node): string => mags.get(n.id) as string;
  const seen = new Set<number>();
  for (const root of roots) {
    for (const n of topological(root)) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      const v = names.value(n);
      if (n.kind === 'input') {
        mags.set(n.id, `abs(${v})`);
        continue;
      }
      if (n.kind === 'diff') {
        // Two-Diff: exact.
        lines.push(
          `const ${v} = ${n.a.name} - ${n.b.name};`,
          `const ${v}v = ${n.a.name} - ${v};`,
          `const ${v}l = ${n.a.name} - (${v} + ${v}v) + (${v}v - ${n.b.name});`,
        );
        mags.set(n.id, `abs(${v})`);
        continue;
      }
      const A = names.value(n.l);
      const B = names.value(n.r);
      const lA = low(n.l);
      const lB = low(n.r);
      if (n.kind === 'mul') {
        lines.push(`const ${v}p = ${A} * ${B};`, ...twoProductTail(A, B, `${v}p`, `${v}e`, `${v}c`));
        const t = [lB ? `${A} * ${lB}` : null, lA ? `${lA} * ${B}` : null].filter(Boolean);
        if (t.length === 0) lines.push(`const ${v} = ${v}p;`, `const ${v}l = ${v}e;`);
        else {
          // u = e + t, then Fast-Two-Sum(p, u): |u| ≤ 4ε|p|.
          lines.push(
            `const ${v}u = ${v}e + ${t.length === 2 ? `(${t[0]} + ${t[1]})` : t[0]};`,
            `const ${v} = ${v}p + ${v}u;`,
            `const ${v}l = ${v}u - (${v} - ${v}p);`,
          );
        }
        const leaves = (n.l.kind === 'input' || n.l.kind === 'diff') && (n.r.kind === 'input' || n.r.kind === 'diff');
        mags.set(n.id, leaves ? `abs(${v}p)` : `m_${v}`);
        if (!leaves) lines.push(`const m_${v} = ${magnitude(n.l)} * ${magnitude(n.r)};`);
        continue;
      }
      const op = n.kind === 'add' ? '+' : '-';
      const neg = (x: string): string => (op === '+' ? x : `-${x}`);
      lines.push(`const ${v}s = ${A} ${op} ${B};`, ...twoSum(A, neg(B), `${v}s`, `${v}e`));
      const t = lA && lB ? `(${lA} ${op} ${lB})` : lA ? lA : lB ? neg(lB) : null;
      if (t === null) lines.push(`const ${v} = ${v}s;`, `const ${v}l = ${v}e;`);
      else lines.push(`const ${v}u = ${v}e + ${t};`, `const ${v} = ${v}s + ${v}u;`, ...twoSum(`${v}s`, `${v}u`, v, `${v}l`));
      lines.push(`const m_${v} = ${magnitude(n.l)} + ${magnitude(n.r)};`);
      mags.set(n.id, `m_${v}`);
    }
  }
  return { lines, magnitude };
}

export type GeneratedValue = { name: string; source: string };

/** A normal double at least the bound, or 0 for a bound of 0 (the term it multiplies is left out). */
function atLeast(bound: Frac): number {
  return bound.n === 0n ? 0 : normalAtLeast(bound);
}

export function emitValueModule(spec: ValueSpec): GeneratedValue {
  const b = new Builder(spec.inputs);
  const { nums, den } = spec.build(b);
  if (nums.length !== spec.values.length)
    throw new Error(`${spec.name}: ${nums.length} numerators for ${spec.values.length} values`);
  const roots = [den, ...nums];
  const names = new Names();
  const facts = ddAnalysis(roots);
  const range = valueRange(roots);
  const { lines: dd, magnitude } = ddPass(roots, names, facts);
  const Q = names.value(den);
  const qFacts = facts.get(den.id) as DDFacts;
  const bounds = nums.map((p) => quotientBounds(facts.get(p.id) as DDFacts, qFacts));
  const N = spec.name;
  const k = spec.values.length;
  const first = bounds[0] as (typeof bounds)[0];
  // A term whose constant is 0 (an exact numerator or denominator) is left out.
  const term = (c: string, x: string): string[] => ((constants.get(c) as number) === 0 ? [] : [`${c} * ${x}`]);
  const constants = new Map<string, number>([
    ['LO', 2 ** range.lo],
    ['HI', 2 ** range.hi],
    ['A_MIN', 2 ** A_MIN_EXP],
    ['C_MIN', 2 ** -C_LIMIT_EXP],
    ['C_MAX', 2 ** C_LIMIT_EXP],
    ['SPLITTER', 2 ** 27 + 1],
    ['CQ', atLeast(first.cq)],
    ['KQ', atLeast(first.kq)],
    ['KS', atLeast(first.ks)],
    ['KA', atLeast(first.ka)],
    ...bounds.map((q, i): [string, number] => [`KP${i}`, atLeast(q.kp)]),
  ]);
  // The trace: Qh, Ql, M̃Q, then per value Ph, Pl, M̃P, c, d, Δf.
  const traceSize = 3 + 6 * k;
  const body: string[] = [
    `const v = ${N}In;`,
    ...spec.inputs.map((x, i) => `const ${x} = v[${i}] as number;`),
    'const abs = Math.abs;',
    '// Every input 0 or of magnitude in [LO, HI] (NaN fails): the polynomial part is exact where it must be.',
    `if (!(${spec.inputs.map((x) => `((abs(${x}) >= LO && abs(${x}) <= HI) || ${x} === 0)`).join(' && ')})) return 0;`,
    '// The numerators and the denominator in double-double, with their magnitudes M̃.',
    ...dd,
    `${TRACE}tr[0] = ${Q};`,
    `${TRACE}tr[1] = ${Q}l;`,
    `${TRACE}tr[2] = ${magnitude(den)};`,
    '// Q proven far from 0: EQ ≤ A/8, and A large enough for the η terms.',
    `const A = abs(${Q});`,
    `if (!(${['A >= A_MIN', ...term('CQ', magnitude(den)).map((t) => `16 * (${t}) <= A`)].join(' && ')})) return 0;`,
    `const out = ${N}Out;`,
    `out[${k}] = ${Q};`,
    `let qs = SPLITTER * ${Q};`,
    `const qsh = qs - (qs - ${Q});`,
    `const qsl = ${Q} - qsh;`,
    'let proven = 0;',
  ];
  nums.forEach((p, i) => {
    const P = names.value(p);
    const c = `c${i}`;
    body.push(
      `// ${spec.values[i]}: c = fl(P/Q), the residual R = P − c·Q, d = fl(R/Q), the bound Δf, and the rounding of c + d.`,
      `const ${c} = ${P} / ${Q};`,
      `const a${c} = abs(${c});`,
      `if (a${c} >= C_MIN && a${c} <= C_MAX) {`,
      ...indent([
        `const t${i} = ${c} * ${Q};`,
        `let s${i} = SPLITTER * ${c};`,
        `const s${i}h = s${i} - (s${i} - ${c});`,
        `const s${i}l = ${c} - s${i}h;`,
        `const r${i} = s${i}l * qsl - (t${i} - s${i}h * qsh - s${i}l * qsh - s${i}h * qsl);`,
        `const R${i} = ${P} - t${i} - r${i} + (${P}l - ${c} * ${Q}l);`,
        `const d${i} = R${i} / ${Q};`,
        `const w${i} = (${[...term(`KP${i}`, magnitude(p)), ...term('KQ', `(a${c} * ${magnitude(den)})`), `KS * abs(${P})`].join(' + ')}) / A + KA;`,
        `${TRACE}tr[${3 + 6 * i}] = ${P};`,
        `${TRACE}tr[${4 + 6 * i}] = ${P}l;`,
        `${TRACE}tr[${5 + 6 * i}] = ${magnitude(p)};`,
        `${TRACE}tr[${6 + 6 * i}] = ${c};`,
        `${TRACE}tr[${7 + 6 * i}] = d${i};`,
        `${TRACE}tr[${8 + 6 * i}] = w${i};`,
        `const lo${i} = ${c} + (d${i} - w${i});`,
        `if (lo${i} === ${c} + (d${i} + w${i})) {`,
        `  out[${i}] = lo${i};`,
        `  proven |= ${1 << i};`,
        '}',
      ]),
      '}',
    );
  });
  body.push('return proven;');
  const hot = body.filter((l) => !l.trimStart().startsWith(TRACE));
  const traced = body.map((l) => l.replace(TRACE, ''));
  const out = [
    ...headerLines(spec, roots, b.labels, range),
    "import type { Coordinate } from '../coordinate.js';",
    "import { scaleToIntegers } from '../coordinate.js';",
    '',
    ...constantsComment(constants),
    `/** Where the caller writes the inputs of ${N}Values: ${spec.inputs.join(', ')}. */`,
    `export const ${N}In = /* @__PURE__ */ new Float64Array(${spec.inputs.length});`,
    '/**',
    ` * Where ${N}Values writes the nearest double of each value it proves (${spec.values.join(', ')}),`,
    ` * then the denominator's high part, which has the denominator's sign when any value is proven.`,
    ' */',
    `export const ${N}Out = /* @__PURE__ */ new Float64Array(${k + 1});`,
    '',
    '/**',
    ` * The nearest doubles (ties to even) of ${spec.summary}, for the inputs in`,
    ` * ${N}In: bit i of the answer is set when value i is proven, and then`,
    ` * ${N}Out[i] holds it; 0 when an input is outside the range or the`,
    ' * denominator is not proven far from 0. No double crosses the call (V8 would',
    ' * box it): the inputs and answers travel in typed arrays.',
    ' */',
    `export function ${N}Values(): number {`,
    ...indent(hot),
    '}',
    '',
    `/** For the tests of the bounds: what ${N}Values computes, each quantity its proof bounds written to ${N}Trace. */`,
    `export const ${N}Trace = /* @__PURE__ */ new Float64Array(${traceSize});`,
    '',
    `/** ${N}Values, also writing ${N}Trace: Qh, Ql, M̃Q, then per value Ph, Pl, M̃P, c, d and Δf. */`,
    `export function ${N}Check(): number {`,
    `  const tr = ${N}Trace;`,
    ...indent(traced),
    '}',
    '',
    ...exactFunction(spec, nums, den, names),
  ];
  return { name: N, source: `${withLiterals(out, constants).join('\n')}\n` };
}

function headerLines(
  spec: ValueSpec,
  roots: readonly Node[],
  labels: ReadonlyMap<number, string>,
  range: { lo: number; hi: number },
): string[] {
  const [den, ...nums] = roots as [Node, ...Node[]];
  const numNames = spec.values.map((v) => `P_${v}`);
  const defs: string[] = [];
  const lines: string[] = [];
  for (const [name, root] of [...nums.map((n, i) => [numNames[i] as string, n] as const), ['Q', den] as const]) {
    // A named root is written by its name; its definition goes with the others.
    const label = labels.get(root.id);
    const [first, ...rest] = formulaLines(label ?? name, root, labels);
    const head = (first as string).replace(/, where$/, '');
    lines.push(` * ${label === undefined ? head : `${name} = ${label}`}`);
    for (const d of [...(label === undefined ? [] : [`  ${head}`]), ...rest]) if (!defs.includes(d)) defs.push(d);
  }
  return [
    '/*',
    ` * Generated by tools/kernel/generate.ts from the definition of \`${spec.name}\` in`,
    ' * tools/kernel/valueSpecs.ts; do not edit (run `npm run kernel`). The',
    ' * derivation of every bound below is in tools/kernel/valueAnalysis.ts.',
    ' *',
    ` * ${spec.values.map((v, i) => `${v} = ${numNames[i]}/Q`).join(', ')}; ${spec.summary}, where`,
    ...lines,
    ...(defs.length ? [' * and', ...defs.map((d) => ` * ${d}`)] : []),
    ` * degrees ${nums.map(degree).join(', ')} over ${degree(den)}; double-double for inputs 0 or of magnitude in [2^${range.lo}, 2^${range.hi}].`,
    ' */',
  ];
}

function constantsComment(constants: ReadonlyMap<string, number>): string[] {
  return [
    '/*',
    ' * The constants (literals where they are used, as in the sign kernels), each',
    ' * the derived bound rounded up to a double:',
    ...[...constants].map(([name, value]) => ` *   ${name} = ${value}`),
    ' */',
    '',
  ];
}

/** `${name}Exact(args, i)`: value i as a fraction [n, d], d ≠ 0 (any sign, not in lowest terms), for any coordinates. */
function exactFunction(spec: ValueSpec, nums: readonly Node[], den: Node, names: Names): string[] {
  const roots = [den, ...nums];
  const { name, line } = bigintNodes(roots, names);
  const homogeneous = roots.every(isHomogeneous);
  const up = (x: string): string => `${x}_`;
  const nodeLines = (root: Node, skip: Set<number>): string[] => {
    const out: string[] = [];
    for (const n of topological(root)) {
      if (n.kind === 'input' || skip.has(n.id)) continue;
      skip.add(n.id);
      out.push(n.kind === 'diff' ? `const ${name.get(n.id)} = ${up(n.a.name)} - ${up(n.b.name)};` : line(n));
    }
    return out;
  };
  const denNodes = new Set<number>();
  const denLines = nodeLines(den, denNodes);
  const dQ = degree(den);
  const branches = nums.flatMap((p, i) => {
    const dP = degree(p);
    // Inputs scaled by L: P and Q gain L^dP and L^dQ (padded to those degrees when not homogeneous).
    const power = (e: number): string => (e === 1 ? 'scale_' : `scale_ ** ${e}n`);
    const scaled =
      dP === dQ
        ? [name.get(p.id), name.get(den.id)]
        : dP > dQ
          ? [name.get(p.id), `${name.get(den.id)} * ${power(dP - dQ)}`]
          : [`${name.get(p.id)} * ${power(dQ - dP)}`, name.get(den.id)];
    return [`if (i === ${i}) {`, ...indent(nodeLines(p, new Set(denNodes))), `  return [${scaled.join(', ')}];`, '}'];
  });
  const usesScale = !homogeneous || nums.some((p) => degree(p) !== dQ);
  return [
    '/**',
    ` * Value i (${spec.values.map((v, i) => `${i}: ${v}`).join(', ')}) as a fraction [n, d], d ≠ 0, of any sign and`,
    ' * not in lowest terms, for any coordinates (the inputs, in order): every',
    ' * input is scaled to an integer by one common positive factor.',
    ' */',
    `export function ${spec.name}Exact(args: readonly Coordinate[], i: number): [bigint, bigint] {`,
    `  const { ints${usesScale ? ', scale: scale_' : ''} } = scaleToIntegers(args);`,
    ...spec.inputs.map((x, k) => `  const ${up(x)} = ints[${k}] as bigint;`),
    ...indent(denLines),
    ...indent(branches),
    `  throw new RangeError(\`${spec.name}Exact: no value \${i}\`);`,
    '}',
  ];
}
