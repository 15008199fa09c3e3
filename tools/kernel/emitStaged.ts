/*
 * The staged exact function of a kernel: the sign for finite doubles by
 * the stages in doubles, each an emitter of its own, run in this order
 * until one decides (analysis.ts proves each): integers, wide integers,
 * exact products, then the expansion stages B, C and D; UNDECIDED when an
 * input is outside their range.
 */
import type { KernelContext } from './context.js';
import { indent, STAGE, signOf } from './context.js';
import type { EVal } from './expansionCode.js';
import { ExpansionCode } from './expansionCode.js';
import type { Node, Op } from './expr.js';
import { isLeaf, topological } from './expr.js';

/** The diff leaves of a tree, in order. */
function diffLeaves(root: Node): Node[] {
  return topological(root).filter((n) => n.kind === 'diff');
}

/** The body of `${name}Staged`: every stage in doubles, in order. */
export function stagedBody(ctx: KernelContext): string[] {
  const b = new ExpansionCode('b', ctx.buffers);
  return [
    ...readInputs(ctx),
    ...integerStage(ctx),
    ...tails(ctx),
    ...wideIntegerStage(ctx),
    ...productStage(ctx),
    ...rangeCheck(ctx),
    ...expansionStages(ctx, b),
  ];
}

/** The inputs (from `args`, or from v[i] on for a one-index At entry), then the float pass. */
function readInputs({ spec, pass, indexed }: KernelContext): string[] {
  const out: string[] = [];
  if (!indexed) out.push('const v = args;');
  for (const [i, inp] of spec.inputs.entries())
    out.push(`const ${inp} = v[${indexed ? `i${i ? ` + ${i}` : ''}` : i}] as number;`);
  out.push('const abs = Math.abs;', ...pass);
  return out;
}

/** Integers whose magnitudes stay below 2^53: the float pass was exact. */
function integerStage({ spec }: KernelContext): string[] {
  return [
    '// Integers whose magnitudes stay below 2^53: every operation above was exact.',
    `const fraction = ${spec.inputs.map((i) => `(${i} - Math.floor(${i}))`).join(' + ')};`,
    `if (m < 2 ** 53 && fraction === 0) return decide(${STAGE.integer}, ${signOf('det')});`,
  ];
}

/** The exact Two-Diff tail of every difference, and `exact` when all are 0. */
function tails({ root, names }: KernelContext): string[] {
  const diffs = diffLeaves(root);
  const out = ['// The exact tails of the differences (Two-Diff); NaN for infinite or NaN input.'];
  for (const d of diffs) {
    if (d.kind !== 'diff') continue;
    const x = names.value(d);
    out.push(
      `const ${x}v = ${d.a.name} - ${x};`,
      `const ${names.tail(d)} = ${d.a.name} - (${x} + ${x}v) + (${x}v - ${d.b.name});`,
    );
  }
  out.push(`const exact = ${diffs.map((d) => `${names.tail(d)} === 0`).join(' && ') || 'true'};`);
  return out;
}

/**
 * Integers with moderate differences: the products' factors are exact in
 * doubles; each product is exact with its Two-Product tail, and the
 * integers add up exactly as s + e (analysis.ts, WideIntegers).
 */
function wideIntegerStage({ root, a, names }: KernelContext): string[] {
  if (!a.wide) return [];
  const bound = `2 ** ${a.wide.bits}`;
  const leavesSmall = diffLeaves(root)
    .map((d) => `abs(${names.value(d)}) <= ${bound}`)
    .join(' && ');
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
  return [`if (fraction === 0 && ${leavesSmall}) {`, ...indent(lines), '}'];
}

/** A root A ± B of two leaf products: with exact leaves, unequal rounded products decide (rounding is monotone). */
function productStage({ root, a, names }: KernelContext): string[] {
  if (!(a.pairRoot && root.kind !== 'mul' && !isLeaf(root))) return [];
  const l = names.value(root.l);
  const r = names.value(root.r);
  const rr = root.kind === 'sub' ? r : `-${r}`;
  return [
    '// Exact leaves: each product is rounded once, and rounding is monotone, so',
    '// unequal rounded products compare like the exact ones.',
    `if (exact && ${l} !== ${rr}) return decide(${STAGE.pair}, ${l} > ${rr} ? 1 : -1);`,
  ];
}

/** The expansion stages need every input 0 or of magnitude in [LO, HI]; NaN fails. */
function rangeCheck({ spec }: KernelContext): string[] {
  return [
    '// The exact stages need every input 0 or of magnitude in [LO, HI] (NaN fails).',
    ...spec.inputs.map((i) => `const ${i}m = abs(${i});`),
    `if (!(${spec.inputs.map((i) => `((${i}m >= LO && ${i}m <= HI) || ${i} === 0)`).join(' && ')})) return decide(${STAGE.bigint}, UNDECIDED);`,
  ];
}

/** Stages B, C and D, which share B's expansion. */
function expansionStages(ctx: KernelContext, codeB: ExpansionCode): string[] {
  const { bVal, lines } = stageB(ctx, codeB);
  return [...lines, ...stageC(ctx, codeB, bVal), ...stageD(ctx)];
}

/** Stage B: the polynomial of the rounded leaves, exactly (for a pair root, with exact leaves, the products' tails first). */
function stageB({ root, a, names }: KernelContext, codeB: ExpansionCode): { bVal: EVal; lines: string[] } {
  const out: string[] = [];
  const scalar = (n: Node): EVal => ({ kind: 'scalar', name: names.value(n) });
  // The float pass already holds each rounded leaf product.
  const known = (n: Node): string | undefined => (n.kind === 'mul' && isLeaf(n.l) && isLeaf(n.r) ? names.value(n) : undefined);
  out.push('// Stage B: the polynomial of the rounded differences, exactly.');
  if (a.pairRoot && !isLeaf(root) && root.kind !== 'mul') {
    // Exact leaves and equal rounded products: D is the difference of the two product tails.
    const lv = codeB.evaluate(root.l, scalar, known);
    const rv = codeB.evaluate(root.r, scalar, known);
    if (lv.kind !== 'fixed' || rv.kind !== 'fixed') throw new Error('pair root: products of two doubles expected');
    out.push(...codeB.lines.splice(0));
    const t = `${lv.names[0]} ${root.kind === 'sub' ? '-' : '+'} ${rv.names[0]}`;
    out.push(
      '// Exact leaves and equal rounded products: D is the difference of the exact',
      '// product tails, and a rounded difference keeps its sign.',
      `const tails = ${t};`,
      `if (exact) return decide(${STAGE.pair}, ${signOf('tails')});`,
    );
  }
  const bVal = codeB.evaluate(root, scalar, known);
  out.push(...codeB.lines.splice(0));
  out.push(`const topB = ${codeB.top(bVal)};`);
  // (For a pair root the exact case was decided above.)
  if (!a.pairRoot) out.push(`if (exact) return decide(${STAGE.exact}, ${signOf('topB')});`);
  out.push(`if (abs(topB) > STAGE_B * m) return decide(${STAGE.B}, ${signOf('topB')});`);
  return { bVal, lines: out };
}

/** Stage C: B plus the first-order effect of the tails, forward mode in doubles. */
function stageC({ root, names, buffers }: KernelContext, codeB: ExpansionCode, bVal: EVal): string[] {
  const out = ['// Stage C: B plus the first-order effect of the tails (forward mode in doubles).'];
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
      out.push(`const ${names.tangent(n)} = ${expr};`);
      tangent.set(n.id, names.tangent(n));
    } else tangent.set(n.id, null);
  }
  const rootTangent = tangent.get(root.id) ?? '0';
  const bArr = codeB.toArray(bVal);
  out.push(...codeB.lines.splice(0));
  out.push(`const lenC = growExpansion(${bArr.buf}, ${bArr.len}, ${rootTangent});`);
  out.push(`const topC = ${bArr.buf}[lenC - 1] as number;`);
  out.push(`if (abs(topC) > STAGE_C * m) return decide(${STAGE.C}, ${signOf('topC')});`);
  // growExpansion needs one slot more than B had.
  buffers.set(bArr.buf, (buffers.get(bArr.buf) ?? 1) + 1);
  return out;
}

/** Stage D: the exact polynomial of the exact differences. */
function stageD({ root, names, buffers }: KernelContext): string[] {
  const codeD = new ExpansionCode('x', buffers);
  const dVal = codeD.evaluate(root, (n) =>
    n.kind === 'diff' ? { kind: 'fixed', names: [names.tail(n), names.value(n)] } : { kind: 'scalar', name: names.value(n) },
  );
  return [
    '// Stage D: the polynomial of the exact differences, exactly.',
    ...codeD.lines,
    `const topD = ${codeD.top(dVal)};`,
    `return decide(${STAGE.D}, ${signOf('topD')});`,
  ];
}
