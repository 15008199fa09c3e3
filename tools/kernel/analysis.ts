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
 * The filter computes a magnitude m ≥ λ·W (λ a little below 1) as
 * m = m0 + G·u: m0 the permanent computed in doubles from the same values
 * (type Magnitude), and u the underflow weight: u(leaf) = 0,
 * u(A ± B) = u(A) + u(B), u(A·B) = u(A)·M(B) + u(B)·M(A) + 1 + G·u(A)·u(B),
 * so that W = M + G·u exactly (type Weight: a polynomial in the magnitudes
 * of nodes, evaluated with the magnitudes m0 and with coefficients rounded
 * up to integers; for orient3d it is 2(|dx| + |dy| + |dz|) + 3). Computed
 * apart from m0, it adds one operation to the longest chain, not one per
 * product.
 *   m0 in doubles: m0 ≥ λ0·M − η·v, v counting the products that may
 *   underflow as u does (v ≤ u), with λ0 from these rules:
 *   leaf:        m0 = |x̃| ≥ (1 − ε)|x|, λ0 = 1 − ε (1 for an input).
 *   A + B:       m0 = fl(m0A + m0B), λ0 = (1 − ε)·min(λ0A, λ0B).
 *   A·B:         m0 = fl(m0A·m0B), λ0 = (1 − ε)·λ0A·λ0B.
 *   shortcuts:   a product of two leaves: m0 = |ṽ| = fl(|x̃|·|ỹ|); a
 *                non-negative sum of leaf products (a sum of squares):
 *                m0 = ṽ, λ0 = (1 − ε)^r·λleaf² (r the roundings of ṽ); the
 *                root A − B of two leaf products: m0 = |ṽA + ṽB|,
 *                λ0 = (1 − ε)²·λleaf² — equal to |ṽA| + |ṽB| when ṽA, ṽB
 *                have the same sign, and when their signs are strictly
 *                opposite fl(ṽA − ṽB) has the sign of v whatever the bound,
 *                since a nonzero rounded leaf product has the sign of the
 *                exact one (for A + B read −B).
 *   lifts: u may be replaced by any weight u' ≥ u at every input. Where a
 *   term c·M(S) has S a signed sum of leaf products x·y, and each x² and y²
 *   is a summand of a sum of squares L that is a term of u too (incircle's
 *   |a − d|² beside (b − d) × (c − d)), |x·y| ≤ (x² + y²)/2 gives
 *   c·M(S) ≤ Σ_L (c/2)·k_L·M(L), k_L the most times one leaf of L occurs
 *   among S's factors (boundByLifts): one term fewer to evaluate. Incircle's
 *   u = 2·(three cross magnitudes + three lifts) + 4 becomes
 *   4·(three lifts) + 4; a divisor common to every coefficient goes into the
 *   constant (c·G is exact), so m = m0 + 4G·(lifts + 1).
 *   The weight as computed: ũ is u evaluated in doubles with the m0 of
 *   its factors (r_u roundings, weightRoundings). A term has at most two
 *   factors; a factor X's m0 may lose η for each of the products below it,
 *   and in a finite ũ the other factor is below 2^1024, so the term loses
 *   at most its coefficient × those products × η·2^1024 = 2^-51 each
 *   (weightLosses sums them to L); the roundings of ũ's own operations in
 *   the subnormal range lose η each, far below 2^-51 of u ≥ 1. So
 *   ũ ≥ λ0(root)·(1 − ε)^(r_u − 2)·u·s, s = 1 − (L + 1)·2^-51 (λ0 of a
 *   node is at most that of the nodes below it).
 *   The staged function's m = fl(m0 + fl(G·ũ)) (its two roundings are in
 *   r_u): the losses η·v ≤ (η/G)·G·u are 2^-115 of G·u, inside s, so
 *   m ≥ λ·W with λ = λ0(root)·(1 − ε)^r_u·s.
 *
 * The filter: at the root A ± B the rounding of the last operation keeps the
 * sign, and |ṽA ± ṽB| ≥ |fl(ṽA ± ṽB)|/(1 + ε), so sign(D̃) = sign(v) once
 * |D̃| > e·W, e = (1 + ε)·max(αA, αB) (e = α for a product or a leaf). The
 * code tests fl(|D̃| − fl(K·ũ)) > fl(C·m0): the guard is taken from |D̃|
 * instead of being added to m0, so that it lies beside the magnitude's
 * longest chain rather than at its end (m0 takes an absolute value after
 * each product where D̃ does not: its chain is the longer by one). When
 * the test holds, |D̃| − fl(K·ũ) > 0, so
 *   |D̃| > fl(C·m0)/(1 + ε) + fl(K·ũ).
 * There fl(C·m0) ≥ (1 − ε)·C·m0 − η (η when it is subnormal), m0 ≥
 * λ0·M − η·v, and fl(K·ũ) ≥ λu·K·u with λu = λ0·(1 − ε)^(r_u − 1)·s (the
 * roundings of ũ and of K·ũ, which is normal: K is about 2^-1010, ũ ≥ 1).
 * With v ≤ u, 1 ≤ u (every product adds 1) and C < 1 the right side is at
 * least ((1 − ε)/(1 + ε))·C·λ0·M + (λu·K − 2η)·u, and that is at least
 * e·(M + G·u) = e·W once
 *   C ≥ (1 + ε)·e/((1 − ε)·λ0)  (FILTER, a double at least that), and
 *   K ≥ (e·G + 2η)/λu           (GUARD: K times the weight's common divisor
 *                                when u is written divided by it, or times
 *                                the whole weight when it is a constant).
 * Overflow anywhere makes D̃, m0 or ũ infinite or NaN and the test false
 * (m0 is built from the magnitudes of the same products, so it overflows
 * where D̃ does), as it is for NaN or infinite input.
 *
 * Rounded inputs (the `FilterRounded` entry, analyse(root, 'rounded')):
 * each input x̃ is a double with |x̃ − x| ≤ ε|x̃| for the exact value x:
 * either x̃ = x, or x̃ is the double nearest x and |x̃| ≥ 2^-1022
 * (roundedDoubleOf gives NaN otherwise). For x̃ in [2^e, 2^(e+1)), e ≥ −1022,
 * the gap above x̃ is 2^(e−52) and the one below at most that, so
 * |x̃ − x| ≤ 2^(e−53) ≤ ε|x̃| (at x̃ = 2^-1022 the gap below is 2^-1074, the
 * subnormal spacing, and the bound still holds). A subnormal x̃ of another
 * value has only |x̃ − x| ≤ 2^-1075, no multiple of |x|, and x̃ = 0 for
 * x ≠ 0 no bound at all: both are excluded.
 *   input:   |x̃ − x| ≤ ε(|x| + |x̃ − x|), so |x̃ − x| ≤ ε/(1 − ε)·|x|:
 *            α = ε/(1 − ε), W = |x|; m0 = |x̃| ≥ |x| − |x̃ − x|, so
 *            λ0 = (1 − 2ε)/(1 − ε), and no η: the error is relative
 *            wherever x lies.
 *   a − b:   a difference leaf has no relative bound (|ã − b̃ − (a − b)|
 *            ≤ α(|a| + |b|) is no multiple of |a − b|), so the tree is
 *            first rewritten (withInputsAsLeaves) with each a − b an
 *            operation on two inputs; the rule for A ± B then gives
 *            α = ε + (1 + ε)·ε/(1 − ε) ≈ 2ε, W = |a| + |b|, and
 *            m0 = fl(|ã| + |b̃|), λ0 = (1 − ε)·(1 − 2ε)/(1 − ε) = 1 − 2ε.
 *   the rest: the rules for A ± B and A·B above hold for operands with any
 *            α: they use only |vA| ≤ WA and |ṽA| ≤ (1 + αA)·WA. A product
 *            of tiny values may lose η in rounding as before, paid by the
 *            G in W: the rewritten tree has the same products, so u is
 *            the same polynomial (fewer lifts apply: incircle's |a − d|²
 *            is no longer a sum of leaf squares), and GUARD_ROUNDED comes
 *            from the same formula with this analysis's e and λ. The
 *            shortcuts hold: a nonzero x̃ has the sign of x (x̃ = 0 only
 *            for x = 0), so a nonzero rounded product of two inputs has
 *            the sign of the exact one, as rootPair needs.
 * So FILTER_ROUNDED ≥ (1 + ε)·e/((1 − ε)·λ0) and GUARD_ROUNDED ≥
 * (e·G + 2η)/λu with this analysis's e, λ0 and λu; for orient2d
 * α(a − b) ≈ 2ε, α(product) ≈ (1 + 2ε)² − 1 + ε ≈ 5ε, e ≈ 5ε, so
 * FILTER_ROUNDED ≈ 5ε (3ε for exact inputs). An input that is NaN (a
 * value without a known double) makes det and m0 NaN, the test false and
 * the filter 0, and the entry goes to BigInt.
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
import { DOWN, EPS, Frac, gamma, ONE, UP, ZERO } from './frac.js';

/** log2 of G, the constant of the magnitude at each product (see the header): ≥ -969, and as small as that allows. */
export const G_EXP = -960;

/** How the filter computes a node's magnitude m0 (the permanent, without the G's). */
export type Magnitude =
  | { form: 'abs' } // |ṽ| (a leaf)
  | { form: 'absProduct' } // |ṽ| for a product of two leaves (ṽ for a square)
  | { form: 'value' } // ṽ (a non-negative sum of leaf products)
  | { form: 'rootPair' } // |ṽA ∓ ṽB| (the root A ± B of two leaf products)
  | { form: 'product' } // m0(A)·m0(B)
  | { form: 'sum' }; // m0(A) + m0(B)

/**
 * The underflow weight u of a node as a polynomial in magnitudes: a sum of
 * terms coefficient × product of node magnitudes m0 (no factors: a
 * constant). Keyed by the sorted factor ids.
 */
export type Weight = Map<string, { coef: Frac; factors: Node[] }>;

export type NodeFacts = {
  alpha: Frac;
  /** m0 ≥ λ·M − η·(underflow losses), see the header. */
  lambda: Frac;
  magnitude: Magnitude;
  /** The underflow weight u: W = M + G·u. */
  weight: Weight;
  /** Roundings in computing ṽ from the leaves (stage C). */
  rv: number;
  /** Roundings along any term of the forward-mode tangent (stage C); -1 when the tangent is 0. */
  rt: number;
};

export type Analysis = {
  degree: number;
  facts: Map<number, NodeFacts>;
  /** Filter: sign(D̃) is right when |D̃| − GUARD·u > FILTER·m0. */
  filter: Frac;
  /** The filter's GUARD, per unit of the weight u (the emitter scales it by the weight's common divisor). */
  guard: Frac;
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
  /** The root's underflow weight, as emitted: m = m0 + G·u. */
  weight: Weight;
};

const G = Frac.of(1n, 1n << BigInt(-G_EXP));

function addWeights(a: Weight, b: Weight, scale = ONE): Weight {
  const out: Weight = new Map(a);
  for (const [k, t] of b) {
    const old = out.get(k);
    const coef = t.coef.mul(scale);
    out.set(k, { coef: old ? old.coef.add(coef) : coef, factors: t.factors });
  }
  return out;
}

/** The weight times the magnitude of node x (one more factor in every term). */
function timesMagnitude(w: Weight, x: Node): Weight {
  const out: Weight = new Map();
  for (const t of w.values()) {
    const factors = [...t.factors, x].sort((p, q) => p.id - q.id);
    const key = factors.map((f) => f.id).join(',');
    const old = out.get(key);
    out.set(key, { coef: old ? old.coef.add(t.coef) : t.coef, factors });
  }
  return out;
}

function timesWeight(a: Weight, b: Weight): Weight {
  let out: Weight = new Map();
  for (const t of b.values()) {
    let part: Weight = new Map([...a].map(([k, v]) => [k, { coef: v.coef.mul(t.coef), factors: v.factors }]));
    for (const f of t.factors) part = timesMagnitude(part, f);
    out = addWeights(out, part);
  }
  return out;
}

const constant = (c: Frac): Weight => new Map([['', { coef: c, factors: [] }]]);

/** Roundings in evaluating a weight in doubles (each product and sum once), plus its scaling by G and its addition to m0. */
export function weightRoundings(w: Weight): number {
  const terms = [...w.values()];
  const factors = Math.max(0, ...terms.map((t) => t.factors.length + (t.coef.cmp(ONE) === 0 ? 0 : 1)));
  return factors + Math.max(0, terms.length - 1) + 2;
}

/**
 * L in the weight's slack 1 − (L + 1)·2^-51 (header, "the weight as
 * computed"): the sum over its terms of coefficient × the products below
 * the term's factors, each of which may lose η. A term has at most two
 * factors, so a finite computed term bounds the other factor by 2^1024.
 */
export function weightLosses(w: Weight): number {
  let total = 0;
  for (const t of w.values()) {
    if (t.factors.length > 2) throw new Error('weightLosses: a weight term with more than two factors');
    const products = t.factors.reduce((k, f) => k + topological(f).filter((n) => n.kind === 'mul').length, 0);
    total += Number(t.coef.ceil()) * products;
  }
  return total;
}

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

/** The leaf products whose signed sum an add/sub tree is (x·y ± z·w ± …), or null for any other node. */
function leafProductTerms(n: Node): Op[] | null {
  if (isLeafProduct(n)) return [n as Op];
  if (n.kind !== 'add' && n.kind !== 'sub') return null;
  const l = leafProductTerms(n.l);
  const r = leafProductTerms(n.r);
  return l && r ? [...l, ...r] : null;
}

/**
 * The lifts of the tree, by leaf: for each leaf x, the nodes that are sums
 * of squares of leaves with x² among them (incircle's |a − d|²), so that
 * M(lift) ≥ x².
 */
function liftsByLeaf(root: Node): Map<number, Node[]> {
  const out = new Map<number, Node[]>();
  for (const n of topological(root)) {
    if (sumOfLeafProducts(n) === 0) continue;
    const terms = leafProductTerms(n) as Op[];
    if (!terms.every((t) => t.l === t.r)) continue;
    for (const t of terms) out.set(t.l.id, [...(out.get(t.l.id) ?? []), n]);
  }
  return out;
}

/**
 * A weight at least u with fewer terms (see the header, "lifts"): a term
 * c·M(S), S a signed sum of leaf products x·y, is at most
 * (c/2)·Σ (x² + y²), since |x·y| ≤ (x² + y²)/2; when each of those squares
 * is a summand of a lift L that is already a term of u, that is at most
 * Σ_L (c/2)·k_L·M(L), k_L the most times one leaf of L occurs among S's
 * factors. Applied only where every lift it needs is already a term, so
 * that each application removes one term and adds none.
 */
export function boundByLifts(w: Weight, root: Node): Weight {
  const lifts = liftsByLeaf(root);
  let out: Weight = new Map(w);
  for (const [key, t] of w) {
    if (t.factors.length !== 1) continue;
    const terms = leafProductTerms(t.factors[0] as Node);
    if (!terms || terms.some((p) => p.l === p.r)) continue;
    const count = new Map<number, number>();
    for (const p of terms) for (const x of [p.l, p.r]) count.set(x.id, (count.get(x.id) ?? 0) + 1);
    const most = new Map<Node, number>();
    let covered = true;
    for (const [leaf, k] of count) {
      const lift = lifts.get(leaf)?.find((x) => out.has(String(x.id)));
      if (!lift) covered = false;
      else most.set(lift, Math.max(most.get(lift) ?? 0, k));
    }
    if (!covered) continue;
    out.delete(key);
    const half = t.coef.mul(Frac.of(1n, 2n));
    for (const [lift, k] of most)
      out = addWeights(out, new Map([[String(lift.id), { coef: half.mul(Frac.of(BigInt(k))), factors: [lift] }]]));
  }
  return out;
}

/** A rounded input's α and λ0 (header, "Rounded inputs"): ε/(1 − ε) and (1 − 2ε)/(1 − ε). */
const ROUNDED_ALPHA = EPS.div(DOWN);
const ROUNDED_LAMBDA = ONE.sub(EPS.mul(Frac.of(2n))).div(DOWN);

/**
 * The analysis of a tree whose inputs are exact (`exact`), or the doubles
 * nearest exact values (`rounded`: the tree must have no difference leaves,
 * see withInputsAsLeaves).
 */
export function analyse(root: Node, inputs: 'exact' | 'rounded' = 'exact'): Analysis {
  const facts = new Map<number, NodeFacts>();
  const f = (n: Node): NodeFacts => facts.get(n.id) as NodeFacts;
  const pairRoot = isRootPair(root);
  const rounded = inputs === 'rounded';
  for (const n of topological(root)) {
    if (isLeaf(n)) {
      if (rounded && n.kind === 'diff')
        throw new Error('analyse: a difference leaf among rounded inputs (see withInputsAsLeaves)');
      const exact = n.kind === 'input' && !rounded;
      facts.set(n.id, {
        alpha: exact ? Frac.of(0n) : rounded ? ROUNDED_ALPHA : EPS,
        lambda: exact ? ONE : rounded ? ROUNDED_LAMBDA : DOWN,
        magnitude: { form: 'abs' },
        weight: new Map(),
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
    if (n === root && pairRoot) {
      // fl(|ṽA| + |ṽB|) ≥ (1 − ε)(|ṽA| + |ṽB|), |ṽA| ≥ (1 − ε)·|x̃ỹ| − η ≥ (1 − ε)·λx·λy·|xy| − η.
      const la = f((n.l as Op).l).lambda.mul(f((n.l as Op).r).lambda);
      const lb = f((n.r as Op).l).lambda.mul(f((n.r as Op).r).lambda);
      magnitude = { form: 'rootPair' };
      lambda = DOWN.pow(2).mul(la.min(lb));
    } else if (isLeafProduct(n)) {
      magnitude = { form: 'absProduct' };
      lambda = DOWN.mul(l.lambda).mul(r.lambda);
    } else if (sumProducts > 0) {
      // ṽ is a sum of rounded products, rv roundings on the longest path.
      let leafLambda = ONE;
      for (const m of topological(n)) if (isLeaf(m)) leafLambda = leafLambda.min(f(m).lambda);
      magnitude = { form: 'value' };
      lambda = DOWN.pow(rv).mul(leafLambda.pow(2));
    } else if (n.kind === 'mul') {
      magnitude = { form: 'product' };
      lambda = DOWN.mul(l.lambda).mul(r.lambda);
    } else {
      magnitude = { form: 'sum' };
      lambda = DOWN.mul(l.lambda.min(r.lambda));
    }
    // u(A ± B) = u(A) + u(B); u(A·B) = u(A)·M(B) + u(B)·M(A) + 1 + G·u(A)·u(B).
    const weight =
      n.kind === 'mul'
        ? addWeights(
            addWeights(addWeights(timesMagnitude(l.weight, n.r), timesMagnitude(r.weight, n.l)), constant(ONE)),
            timesWeight(l.weight, r.weight),
            G,
          )
        : addWeights(l.weight, r.weight);
    facts.set(n.id, { alpha, lambda, magnitude, weight, rv, rt });
  }

  const k = degree(root);
  const top = f(root);
  const weight = boundByLifts(top.weight, root);
  // The weight as computed, and the staged function's m = fl(m0 + fl(G·u)) (header).
  const slack = ONE.sub(Frac.of(BigInt(weightLosses(weight) + 1), 1n << 51n));
  const lambdaRoot = top.lambda.mul(DOWN.pow(weightRoundings(weight))).mul(slack);
  // The sign of D̃ is right once |D̃| > error·W (header, "The filter").
  const error = root.kind === 'mul' || isLeaf(root) ? top.alpha : UP.mul(f(root.l).alpha.max(f(root.r).alpha));
  // u ≥ 1 everywhere (every product adds 1): the guard's 2η per unit of u pays for two losses of η.
  if ((weight.get('')?.coef ?? ZERO).cmp(ONE) < 0) throw new Error('analyse: the weight has no constant term of at least 1');
  // The filter's test |D̃| − GUARD·u > FILTER·m0 (header, "The filter").
  const filter = error.mul(UP).div(DOWN.mul(top.lambda));
  const eta = Frac.of(1n, 1n << 1075n);
  const guard = error
    .mul(G)
    .add(eta.mul(Frac.of(2n)))
    .div(top.lambda.mul(DOWN.pow(weightRoundings(weight) - 1)).mul(slack));

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
  return {
    degree: k,
    facts,
    filter,
    stageB,
    stageC,
    range: { lo, hi },
    pairRoot,
    wide: pairRoot ? null : wideIntegers(root),
    weight,
    guard,
  };
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
  for (let b = 0; b <= 1 << 16; b++) {
    if (fits(a + b * eps)) return { text: `(${a} + ${b} * EPS) * ${epsText}`, value: evaluate(a + b * eps) };
  }
  // Else a multiple of 2^-12 above the ratio.
  const scaled = ratio.mul(Frac.of(4096n));
  const x = Number(scaled.ceil()) / 4096;
  if (!fits(x)) throw new Error('no bound constant found');
  return { text: `${x} * ${epsText}`, value: evaluate(x) };
}

/**
 * A double at least `need` and within a factor 1 + 2^-50 of it (checked
 * exactly); it must be normal, so that a product with it rounds with
 * relative error ε (the filter's GUARD).
 */
export function normalAtLeast(need: Frac): number {
  // q = ⌈need·2^s⌉ in (2^51, 2^53]: exact as a double; 2^-s applied in two exact steps.
  const s = 52 - (need.n.toString(2).length - need.d.toString(2).length);
  const q = (s >= 0 ? need.mul(Frac.of(1n << BigInt(s))) : need.div(Frac.of(1n << BigInt(-s)))).ceil();
  const x = Number(q) * 2 ** (600 - s) * 2 ** -600;
  if (x < 2 ** -1022 || Frac.fromDouble(x).cmp(need) < 0) throw new Error(`no normal double at least ${need.approx()}`);
  return x;
}

/** A bound of order ε: see boundText. */
export function boundConstant(need: Frac): { text: string; value: number } {
  return boundText(need, 1);
}

/** A bound of order ε²: see boundText. */
export function boundConstant2(need: Frac): { text: string; value: number } {
  return boundText(need, 2);
}
