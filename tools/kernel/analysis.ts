/*
 * Error analysis of a kernel, derived mechanically from its tree. This is
 * the one derivation of every bound in the kernel; the generated files only
 * quote its results.
 *
 * Notation: ε = 2^-53, η = 2^-1075 (the largest error of a product that
 * underflows; sums and differences of doubles never round in the subnormal
 * range); x̃ = fl(a − b) is a leaf as computed and x = a − b its exact value
 * (an input leaf is exact). For every node N, v(N) is the exact value and
 * ṽ(N) the one computed in doubles, and
 *   W(N)   a weighted permanent on exact leaves: W(leaf) = |x|,
 *          W(A ± B) = W(A) + W(B), W(A·B) = W(A)·W(B) + G, with a tiny
 *          constant G (G_EXP below). Without the G's it is the permanent M,
 *          which bounds |v|; the G's pay for underflow: each product may
 *          lose η ≤ εG, and W carries G for it, scaled by whatever the
 *          product is later multiplied by.
 *   α(N)   |ṽ(N) − v(N)| ≤ α(N)·W(N), by induction:
 *   leaf a − b:  |x̃ − x| ≤ ε|x| (exact when subnormal): α = ε (0 for an input).
 *   A ± B:       |fl(ṽA ± ṽB) − v| ≤ ε(|ṽA| + |ṽB|) + αA·WA + αB·WB
 *                ≤ (ε + (1 + ε)·max α)(WA + WB): α = ε + (1 + ε)·max(αA, αB).
 *   A·B:         ṽAṽB − vAvB = (ṽA − vA)ṽB + vA(ṽB − vB) with |vA| ≤ WA and
 *                |ṽB| ≤ (1 + αB)WB; the product's rounding adds
 *                ε(1 + αA)(1 + αB)·WA·WB + η, and η ≤ εG ≤ α·G:
 *                α = (1 + ε)(1 + αA)(1 + αB) − 1.
 * The filter computes a magnitude m ≥ λ·W (λ a little below 1), kept as a
 * double `base` plus c·G, the G's added only where a magnitude is
 * multiplied and once at the root (type Magnitude), with the invariant
 * base + c·G ≥ λ·W:
 *   leaf:        base = |x̃| ≥ (1 − ε)|x|, c = 0, λ = 1 − ε (1 for an input).
 *   A + B:       base = fl(baseA + baseB), c = cA + cB, λ = (1 − ε)·min(λA, λB).
 *   A·B:         base = fl(fA·fB) with fX = fl(baseX + cX·G) (fX = baseX when
 *                cX = 0), c = 1: the product's underflow η ≤ εG is absorbed
 *                by the G, so λ = (1 − ε)·ρA·ρB·λA·λB, ρX = 1 − ε when
 *                cX > 0, else 1.
 *   shortcuts:   a product of two leaves: base = |ṽ| = fl(|x̃|·|ỹ|), c = 1,
 *                λ = (1 − ε)·λx·λy; a non-negative sum of k leaf products (a
 *                sum of squares): base = ṽ, c = k, λ = (1 − ε)^r·λleaf² (r the
 *                roundings of ṽ); the root A − B of two leaf products:
 *                base = |ṽA + ṽB|, c = 2, λ = (1 − ε)²·λleaf² — equal to
 *                |ṽA| + |ṽB| when ṽA, ṽB have the same sign, and when their
 *                signs are strictly opposite fl(ṽA − ṽB) has the sign of v
 *                whatever the bound, since a nonzero rounded leaf product has
 *                the sign of the exact one (for A + B read −B).
 *   root:        m = fl(base + c·G), λ(root) times 1 − ε.
 *
 * The filter: at the root A ± B the rounding of the last operation keeps the
 * sign, and |ṽA ± ṽB| ≥ |fl(ṽA ± ṽB)|/(1 + ε), so sign(D̃) = sign(v) once
 * |D̃| > (1 + ε)·max(αA, αB)·W, implied by |D̃| > c·m with
 * c = (1 + ε)·max(αA, αB)/λ. The code tests |D̃| > fl(C·m) with a double
 * C ≥ c/(1 − ε); G ≥ 2^-969 keeps C·m ≥ 3ε·G in the normal range, where the
 * multiplication errs by at most a factor 1 − ε. Overflow anywhere makes D̃
 * or m infinite or NaN and the test false, as it is for NaN or infinite input.
 *
 * The exact stages in doubles run only when every input is 0 or has
 * magnitude in [2^lo, 2^hi] (rangeOf): then every value is a multiple of
 * q^j, q = 2^(lo − 52), with q^degree ≥ 2^-1074, so nothing rounds in the
 * subnormal range, and every magnitude stays below 2^995, so neither
 * splitting nor products overflow: Two-Sum, Two-Diff and Two-Product are
 * exact (Shewchuk 1997, Theorems 6, 7, 18), and so are the expansion
 * algorithms built from them.
 *   Stage B, B = P(x̃) exactly: |P(x) − P(x̃)| ≤ ((1 + ε)^k − 1)·M (k the
 *     degree, M ≤ W the permanent), and W ≤ m/λ. An expansion's largest component e satisfies
 *     |B| ≥ (1 − 2ε)|e| (the rest sums to less than an ulp of e).
 *   Stage C, B + T̃ with T the first-order term Σ ∂P/∂xᵢ(x̃)·x̂ᵢ (x̂ the exact
 *     Two-Diff tails, |x̂| ≤ ε|x̃|) computed forward in doubles: |T| ≤ kε·M̃,
 *     M̃ ≤ (1 + ε)^k·M the permanent on rounded leaves; each term of T̃ passes
 *     at most R roundings, so |T̃ − T| ≤ ((1 + ε)^R − 1)·kε·M̃; the terms of
 *     order two and more sum to at most ((1 + ε)^k − 1 − kε)·M̃.
 *   The constants are divided by (1 − 2ε)(1 − ε) (the largest component, and
 *   the rounding of STAGE·m); m ≥ G, so STAGE_B·m is normal, and STAGE_C·m,
 *   which may be subnormal and lose η in rounding, gets η/G more.
 */
import type { Node, Op } from './expr.js';
import { degree, isLeaf, isLeafProduct, monomials, nonNegative, topological } from './expr.js';
import { DOWN, EPS, Frac, gamma, ONE, UP } from './frac.js';

/** log2 of G, the constant of the magnitude at each product (see the header): ≥ -969, and as small as that allows. */
export const G_EXP = -960;

/**
 * How the filter computes a node's magnitude: a double `base` and a count
 * `c` of constants G still to be added (they are added where the magnitude
 * is multiplied, or once at the root: adding them earlier would cost an
 * operation per product). The guarantee is base + c·G ≥ λ·W (exactly).
 */
export type Magnitude =
  | { form: 'abs'; c: 0 } // |ṽ| (a leaf)
  | { form: 'absProduct'; c: 1 } // |ṽ| for a product of two leaves (ṽ for a square)
  | { form: 'value'; c: number } // ṽ (a non-negative sum of leaf products)
  | { form: 'rootPair'; c: 2 } // |ṽA ∓ ṽB| (the root A ± B of two leaf products)
  | { form: 'product'; c: 1 } // (base(A) + c(A)·G)·(base(B) + c(B)·G)
  | { form: 'sum'; c: number }; // base(A) + base(B), with c(A) + c(B)

export type NodeFacts = {
  alpha: Frac;
  lambda: Frac;
  magnitude: Magnitude;
  /** Roundings in computing ṽ from the leaves (stage C). */
  rv: number;
  /** Roundings along any term of the forward-mode tangent (stage C); -1 when the tangent is 0. */
  rt: number;
};

export type Analysis = {
  degree: number;
  facts: Map<number, NodeFacts>;
  /** Filter: sign(D̃) is right when |D̃| > FILTER·m. */
  filter: Frac;
  /** Stage B: sign(B) is right when |top(B)| > STAGE_B·m. */
  stageB: Frac;
  /** Stage C: sign(B + T̃) is right when |top| > STAGE_C·m. */
  stageC: Frac;
  /** Exponents lo, hi of the expansion range [2^lo, 2^hi]. */
  range: { lo: number; hi: number };
  /** The root is A ± B with A and B products of two leaves. */
  pairRoot: boolean;
  /** The integer stage for larger integers (see wideIntegers), or null. */
  wide: WideIntegers | null;
};

/**
 * The root as a signed sum of products A·B. For integer inputs whose
 * differences are at most 2^bits in magnitude, every A and B is computed
 * exactly in doubles (each of their nodes has magnitude below 2^53), each
 * product is exact as fl(A·B) plus its Two-Product tail, and the signed sum
 * of those 2t integers is exact as s + e: s accumulated by Two-Sum, e the
 * plain sum of the Two-Sum errors and the tails, whose magnitude stays
 * below 2^53 (each is at most half an ulp of a value below the root's
 * magnitude bound R, so |e| ≤ 2t·R·2^-53 < 2^53 when R < 2^106/(2t)).
 * Then sign(fl(s + e)) is the exact sign.
 */
export type WideIntegers = { bits: number; terms: { node: Node; negative: boolean }[] };

function signedTerms(n: Node, negative: boolean, out: { node: Node; negative: boolean }[]): void {
  if (n.kind === 'add' || n.kind === 'sub') {
    signedTerms(n.l, negative, out);
    signedTerms(n.r, n.kind === 'sub' ? !negative : negative, out);
  } else out.push({ node: n, negative });
}

function wideIntegers(root: Node): WideIntegers | null {
  const terms: { node: Node; negative: boolean }[] = [];
  signedTerms(root, false, terms);
  if (terms.some((t) => t.node.kind !== 'mul')) return null;
  // The largest bits with monomials(X)·2^(bits·degree(X)) ≤ 2^53 for every node X below a product.
  let bits = 60;
  for (const t of terms) {
    const m = t.node as Op;
    for (const x of [...topological(m.l), ...topological(m.r)]) {
      const room = Math.floor((53 - Math.log2(monomials(x))) / degree(x));
      bits = Math.min(bits, room);
    }
  }
  // The root bound R = monomials·2^(bits·k) below 2^105/(2t).
  const k = degree(root);
  while (bits > 0 && Math.log2(monomials(root)) + bits * k >= 105 - Math.log2(2 * terms.length)) bits--;
  return bits > 0 ? { bits, terms } : null;
}

function isRootPair(root: Node): boolean {
  return (root.kind === 'sub' || root.kind === 'add') && isLeafProduct(root.l) && isLeafProduct(root.r);
}

/** A non-negative sum tree whose summands are leaf products: its number of products, or 0. */
function sumOfLeafProducts(n: Node): number {
  if (isLeafProduct(n)) return nonNegative(n) ? 1 : 0;
  if (n.kind !== 'add') return 0;
  const l = sumOfLeafProducts(n.l);
  const r = sumOfLeafProducts(n.r);
  return l > 0 && r > 0 ? l + r : 0;
}

export function analyse(root: Node): Analysis {
  const facts = new Map<number, NodeFacts>();
  const f = (n: Node): NodeFacts => facts.get(n.id) as NodeFacts;
  const pairRoot = isRootPair(root);
  for (const n of topological(root)) {
    if (isLeaf(n)) {
      const exact = n.kind === 'input';
      facts.set(n.id, {
        alpha: exact ? Frac.of(0n) : EPS,
        lambda: exact ? ONE : DOWN,
        magnitude: { form: 'abs', c: 0 },
        rv: 0,
        rt: exact ? -1 : 0,
      });
      continue;
    }
    const l = f(n.l);
    const r = f(n.r);
    let alpha: Frac;
    let rv: number;
    let rt: number;
    if (n.kind === 'mul') {
      alpha = UP.mul(ONE.add(l.alpha)).mul(ONE.add(r.alpha)).sub(ONE);
      rv = l.rv + r.rv + 1;
      const a = l.rt < 0 ? -1 : l.rt + r.rv;
      const b = r.rt < 0 ? -1 : l.rv + r.rt;
      rt = a < 0 && b < 0 ? -1 : Math.max(a, b) + (a >= 0 && b >= 0 ? 2 : 1);
    } else {
      alpha = EPS.add(UP.mul(l.alpha.max(r.alpha)));
      rv = Math.max(l.rv, r.rv) + 1;
      rt = l.rt < 0 && r.rt < 0 ? -1 : Math.max(l.rt, r.rt) + 1;
    }
    let magnitude: Magnitude;
    let lambda: Frac;
    const sumProducts = sumOfLeafProducts(n);
    // ρ: the rounding of base + c·G when a factor's constants are added before a product.
    const rho = (x: NodeFacts): Frac => (x.magnitude.c > 0 ? DOWN : ONE);
    if (n === root && pairRoot) {
      // fl(|ṽA| + |ṽB|) ≥ (1 − ε)(|ṽA| + |ṽB|), |ṽA| ≥ (1 − ε)·|x̃ỹ| − η ≥ (1 − ε)·λx·λy·|xy| − η.
      const la = f((n.l as { l: Node }).l).lambda.mul(f((n.l as { r: Node }).r).lambda);
      const lb = f((n.r as { l: Node }).l).lambda.mul(f((n.r as { r: Node }).r).lambda);
      magnitude = { form: 'rootPair', c: 2 };
      lambda = DOWN.pow(2).mul(la.min(lb));
    } else if (isLeafProduct(n)) {
      magnitude = { form: 'absProduct', c: 1 };
      lambda = DOWN.mul(l.lambda).mul(r.lambda);
    } else if (sumProducts > 0) {
      // ṽ is a sum of rounded products, rv roundings on the longest path.
      let leafLambda = ONE;
      for (const m of topological(n)) if (isLeaf(m)) leafLambda = leafLambda.min(f(m).lambda);
      magnitude = { form: 'value', c: sumProducts };
      lambda = DOWN.pow(rv).mul(leafLambda.pow(2));
    } else if (n.kind === 'mul') {
      magnitude = { form: 'product', c: 1 };
      lambda = DOWN.mul(rho(l)).mul(rho(r)).mul(l.lambda).mul(r.lambda);
    } else {
      magnitude = { form: 'sum', c: l.magnitude.c + r.magnitude.c };
      lambda = DOWN.mul(l.lambda.min(r.lambda));
    }
    facts.set(n.id, { alpha, lambda, magnitude, rv, rt });
  }

  const k = degree(root);
  const top = f(root);
  // m = fl(base + c·G) at the root: one more rounding.
  const lambdaRoot = top.magnitude.c > 0 ? DOWN.mul(top.lambda) : top.lambda;
  let filter: Frac;
  if (root.kind === 'mul' || isLeaf(root)) {
    filter = top.alpha.div(lambdaRoot);
  } else {
    filter = UP.mul(f(root.l).alpha.max(f(root.r).alpha)).div(lambdaRoot);
  }
  // The computed bound fl(C·m) ≥ (1 − ε)·C·m.
  filter = filter.div(DOWN);

  const topComponent = ONE.sub(EPS.mul(Frac.of(2n))).mul(DOWN);
  const stageB = gamma(k).div(lambdaRoot).div(topComponent);
  const R = Math.max(top.rt, 0);
  const kEps = Frac.of(BigInt(k)).mul(EPS);
  const secondOrder = gamma(k).sub(kEps);
  // STAGE_C·m may be subnormal (m ≥ G only): its rounding loses at most η ≤ (η/G)·m.
  const etaOverG = Frac.of(1n, 1n << BigInt(1075 + G_EXP));
  const stageC = gamma(R).mul(kEps).add(secondOrder).mul(UP.pow(k)).div(lambdaRoot).div(topComponent).add(etaOverG);

  // Expansion range: q = 2^(lo − 52) with k·(52 − lo) ≤ 1074, i.e. lo ≥ 52 − ⌊1074/k⌋;
  // and (2·monomials)·2^((hi + 1)·k) ≤ 2^995.
  const lo = 52 - Math.floor(1074 / k);
  const terms = Math.ceil(Math.log2(2 * monomials(root)));
  const hi = Math.floor((995 - terms) / k) - 1;
  return { degree: k, facts, filter, stageB, stageC, range: { lo, hi }, pairRoot, wide: pairRoot ? null : wideIntegers(root) };
}

/**
 * A double at least `need` (checked exactly), written as the generated code
 * evaluates it: (a + b·ε)·ε^power with integers a, b when a small b will
 * do, else x·ε^power with x a multiple of 2^-12.
 */
function boundText(need: Frac, power: 1 | 2): { text: string; value: number } {
  const eps = 2 ** -53;
  let ratio = need;
  for (let i = 0; i < power; i++) ratio = ratio.div(EPS);
  const epsText = power === 1 ? 'EPS' : 'EPS * EPS';
  const evaluate = (x: number): number => (power === 1 ? x * eps : x * eps * eps);
  const fits = (x: number): boolean => Frac.fromDouble(evaluate(x)).cmp(need) >= 0;
  // Shewchuk's form, (a + b·ε)·ε^power with integers a, b, when a small b does.
  const a = Number(ratio.n / ratio.d);
  for (let b = 0; b <= 4096; b++) {
    if (fits(a + b * eps)) return { text: `(${a} + ${b} * EPS) * ${epsText}`, value: evaluate(a + b * eps) };
  }
  // Else a multiple of 2^-12 above the ratio.
  const scaled = ratio.mul(Frac.of(4096n));
  const x = Number((scaled.n + scaled.d - 1n) / scaled.d) / 4096;
  if (!fits(x)) throw new Error('no bound constant found');
  return { text: `${x} * ${epsText}`, value: evaluate(x) };
}

/** A bound of order ε: see boundText. */
export function boundConstant(need: Frac): { text: string; value: number } {
  return boundText(need, 1);
}

/** A bound of order ε²: see boundText. */
export function boundConstant2(need: Frac): { text: string; value: number } {
  return boundText(need, 2);
}
