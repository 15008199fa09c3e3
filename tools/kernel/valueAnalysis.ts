/*
 * Error analysis of a value kernel (spec.ts, ValueSpec): quotients
 * x_i = P_i/Q of polynomials, evaluated in double-double arithmetic, whose
 * nearest doubles are proven or declined. Derived mechanically from the
 * trees, as analysis.ts derives the filters' bounds; the generated code
 * (emitValue.ts) performs exactly the operations counted here.
 *
 * Notation: ε = 2^-53, η = 2^-1075 (the largest error of a rounded result in
 * the subnormal range). A node N has exact value v, double-double value
 * v̂ = h + l (h = fl(h + l), so |l| ≤ ε|h|), and W(N) its permanent on exact
 * leaves: W(leaf) = |leaf|, W(A ± B) = W(A) + W(B), W(A·B) = W(A)·W(B).
 *
 * The range. Every input is 0 or of magnitude in [2^lo, 2^hi] (rangeOf):
 * then every double the polynomial part computes is a multiple of
 * q^degree, q = 2^(lo − 52), with q^degree ≥ 2^-1074, and below 2^995 in
 * magnitude (analysis.ts, "The exact stages"): nothing rounds in the
 * subnormal range, so every rounded operation has relative error at most
 * ε, and Two-Sum, Two-Diff, Fast-Two-Sum (|a| ≥ |b|) and Two-Product are
 * exact (Shewchuk 1997, Theorems 6, 7, 18).
 *
 * The polynomial part, |v̂ − v| ≤ β·W, by induction:
 *   input x:       (x, 0), β = 0.
 *   leaf a − b:    Two-Diff, exact: β = 0.
 *   A ± B:         (s, e) = Two-Sum(hA, ±hB); t = fl(lA ± lB) (no rounding
 *                  when one l is 0); u = fl(e + t); (h, l) = Two-Sum(s, u).
 *                  With H = |hA| + |hB|: |e| ≤ ε|s|, |s| ≤ (1 + ε)H, and
 *                  |lA| + |lB| ≤ εH, so |v̂ − (v̂A ± v̂B)| ≤ c·ε²·H with
 *                  c = 3 + 2ε (two pairs), 2 + ε (one l is 0), 0 (none: the
 *                  result is (s, e)). H ≤ (|v̂A| + |v̂B|)/(1 − ε) ≤
 *                  (1 + max β)·W/(1 − ε): β = max β + c·ε²(1 + max β)/(1 − ε).
 *   A·B:           (p, e) = Two-Product(hA, hB); t1 = fl(hA·lB),
 *                  t2 = fl(lA·hB), t = fl(t1 + t2) (only the products whose
 *                  l is not 0); u = fl(e + t); (h, l) = Fast-Two-Sum(p, u),
 *                  exact since |u| ≤ 4ε|p|. With Π = |hA||hB|: each t_i is
 *                  within ε·εΠ of its product, |t1 + t2| ≤ 2ε(1 + ε)Π, and
 *                  |lA·lB| ≤ ε²Π is dropped, so |v̂ − v̂A·v̂B| ≤ c·ε²·Π with
 *                  c = 2 + 2(1 + ε) + (1 + ε) + 2(1 + ε)² + 1 (both l), 1 + 2(1 + ε)
 *                  (one), 0 (none: Two-Product alone). Π ≤ (1 + βA)(1 + βB)·WA·WB/(1 − ε)²
 *                  and v̂A·v̂B − vA·vB = (v̂A − vA)·v̂B + vA·(v̂B − vB):
 *                  β = βA(1 + βB) + βB + c·ε²(1 + βA)(1 + βB)/(1 − ε)².
 * The permanent is computed beside, M̃ (a node's magnitude in doubles):
 * M̃(input) = |x|, M̃(leaf) = |h|, M̃(A ± B) = fl(M̃A + M̃B), M̃(A·B) =
 * fl(M̃A·M̃B) (|p| for two leaves: the same double). W ≤ (1 + γ)·M̃ with
 * γ = 0 for an input, ε for a leaf (|a − b| ≤ (1 + ε)|h|), and
 * 1 + γ = (1 + max γ)/(1 − ε) for a sum, (1 + γA)(1 + γB)/(1 − ε) for a
 * product. So |P̂ − P| ≤ EP := β_P(1 + γ_P)·M̃P, and the same for Q.
 *
 * The quotient x = P/Q, with A = |Qh| and S = |Ph|. The code checks
 * A ≥ A_MIN = 2^-400 and 16·fl(C_Q·M̃Q) ≤ A (C_Q ≥ β_Q(1 + γ_Q)/(1 − ε)),
 * so that EQ ≤ A/8 and |Q| ≥ |Qh| − |Ql| − EQ ≥ A(7/8 − ε): 1/|Q| ≤ k/A with
 * k = 1/(7/8 − ε), and Q has the sign of Qh. Then per value:
 *   c = fl(Ph/Qh), checked to lie in [C_MIN, C_MAX] = [2^-500, 2^500]: then
 *     ulp(c)·ulp(Qh) ≥ 2^-1004, so Two-Product(c, Qh) = t + τ is exact.
 *   R̃ = fl(fl((Ph − t) − τ) + fl(Pl − fl(c·Ql))), the residual of
 *     R = P − c·Q: Ph − t is exact (Sterbenz: t/Ph ∈ [(1 − ε)², (1 + ε)²]),
 *     |Ph − t| + |τ| ≤ a1·S with a1 = (2ε + ε²) + ε(1 + ε)², and
 *     |Pl| + |c·Ql| ≤ a2·S with a2 = ε + ε(1 + ε)² (|c|·A ≤ (1 + ε)S); the
 *     three roundings of R̃ and the one of c·Ql (which may be subnormal)
 *     give |R̃ − (P̂ − c·Q̂)| ≤ κ·S + κη·η, κ = ε(1 + ε)(a1 + a2) + ε·a1 +
 *     ε·a2 + ε²(1 + ε), κη = ε(1 + ε) + ε + 1; and |P̂ − c·Q̂ − R| ≤ EP + |c|·EQ.
 *     |R̃| ≤ ρ·S + ρη·η with ρ = (1 + ε)²(a1 + a2), ρη = (1 + ε)².
 *   d = fl(R̃/Qh): |d − R̃/Qh| ≤ ε|R̃|/A + η. Since x = c + R/Q,
 *     |c + d − x| ≤ ε|R̃|/A + η + |R̃|·(|Ql| + EQ)/(A·|Q|) + |R̃ − R|/|Q|.
 * The rounding test needs Δ ≥ |c + d − x| + ε|d| (below), where
 * |d| ≤ (1 + ε)|R̃|/A + η, and |R̃|·EQ/A ≤ (ρ/(1 − ε))·|c|·EQ + ρη·η/8
 * (S/A ≤ |c|/(1 − ε), EQ ≤ A/8). Collecting terms:
 *   Δ ≤ (KP0·M̃P + KQ0·|c|·M̃Q + KS0·S)/A + E_abs with
 *   KP0 = k·β_P(1 + γ_P), KQ0 = k·(1 + ρ/(1 − ε))·β_Q(1 + γ_Q),
 *   KS0 = ρ·(2ε + kε + ε²) + k·κ, and E_abs the η terms over A ≥ A_MIN.
 * The code computes Δf = fl(fl(fl(fl(KP·M̃P) + fl(KQ·fl(|c|·M̃Q))) + fl(KS·S))/A + KA):
 * each product loses a factor (1 − ε) and at most η, each sum of
 * non-negative terms a factor (1 − ε); with KX ≥ KX0/(1 − ε)^7 and
 * KA ≥ (E_abs + (5η/A_MIN + η))/(1 − ε)², Δf·(1 − ε) ≥ Δ.
 *
 * The rounding: lo = fl(c + fl(d − Δf)) and hi = fl(c + fl(d + Δf)). Since
 * fl(d − Δf) ≤ d − Δf + ε(|d| + Δf) ≤ d − (Δ − ε|d|) ≤ (x − c), and
 * round-to-nearest (ties to even) is monotone, lo ≤ round(x) ≤ hi: when
 * lo = hi it is the nearest double to x, and it is not 0 (|c| ≥ C_MIN).
 * Otherwise (x within Δ of a midpoint, or a check failed) the value is
 * not proven, and the caller builds it exactly.
 */
import type { Node } from './expr.js';
import { degree, isLeaf, monomials, topological } from './expr.js';
import { DOWN, EPS, Frac, ONE, UP } from './frac.js';

/** What the analysis knows of a node's double-double value. */
export type DDFacts = {
  /** |v̂ − v| ≤ beta·W. */
  readonly beta: Frac;
  /** W ≤ (1 + gamma)·M̃. */
  readonly gamma: Frac;
  /** Its low part is 0 (an input). */
  readonly scalar: boolean;
};

/** log2 of the checks' limits (see the header). */
export const A_MIN_EXP = -400;
export const C_LIMIT_EXP = 500;

const EPS2 = EPS.mul(EPS);
const eta = Frac.of(1n, 1n << 1075n);

/** c of a sum (header): how many rounded low-part operations it has. */
function sumConstant(lowParts: number): Frac {
  if (lowParts === 0) return Frac.of(0n);
  return lowParts === 1 ? Frac.of(2n).add(EPS) : Frac.of(3n).add(EPS.mul(Frac.of(2n)));
}

/** c of a product (header), by how many factors have a low part. */
function productConstant(lowParts: number): Frac {
  if (lowParts === 0) return Frac.of(0n);
  if (lowParts === 1) return ONE.add(Frac.of(2n).mul(UP));
  return Frac.of(2n)
    .add(Frac.of(2n).mul(UP))
    .add(UP)
    .add(Frac.of(2n).mul(UP.pow(2)))
    .add(ONE);
}

/** β and γ of every node under the roots (header, "The polynomial part"). */
export function ddAnalysis(roots: readonly Node[]): Map<number, DDFacts> {
  const facts = new Map<number, DDFacts>();
  const f = (n: Node) => facts.get(n.id) as DDFacts;
  for (const root of roots) {
    for (const n of topological(root)) {
      if (facts.has(n.id)) continue;
      if (n.kind === 'input') {
        facts.set(n.id, { beta: Frac.of(0n), gamma: Frac.of(0n), scalar: true });
        continue;
      }
      if (n.kind === 'diff') {
        facts.set(n.id, { beta: Frac.of(0n), gamma: EPS, scalar: false });
        continue;
      }
      const a = f(n.l);
      const b = f(n.r);
      const low = (a.scalar ? 0 : 1) + (b.scalar ? 0 : 1);
      if (n.kind === 'mul') {
        const c = productConstant(low);
        const beta = a.beta
          .mul(ONE.add(b.beta))
          .add(b.beta)
          .add(c.mul(EPS2).mul(ONE.add(a.beta)).mul(ONE.add(b.beta)).div(DOWN.pow(2)));
        const gamma = ONE.add(a.gamma).mul(ONE.add(b.gamma)).div(DOWN).sub(ONE);
        facts.set(n.id, { beta, gamma, scalar: false });
      } else {
        const most = a.beta.max(b.beta);
        const beta = most.add(sumConstant(low).mul(EPS2).mul(ONE.add(most)).div(DOWN));
        const gamma = ONE.add(a.gamma.max(b.gamma)).div(DOWN).sub(ONE);
        facts.set(n.id, { beta, gamma, scalar: false });
      }
    }
  }
  return facts;
}

/** The constants of one value's quotient (header, "The quotient"), as exact fractions before rounding to doubles. */
export type QuotientBounds = {
  /** EQ's constant: C_Q ≥ β_Q(1 + γ_Q)/(1 − ε), for the check 16·fl(C_Q·M̃Q) ≤ A. */
  cq: Frac;
  /** Δf's constants, KX ≥ KX0/(1 − ε)^7, and KA. */
  kp: Frac;
  kq: Frac;
  ks: Frac;
  ka: Frac;
};

/** The quotient's constants for a numerator of facts P and the denominator of facts Q. */
export function quotientBounds(p: DDFacts, q: DDFacts): QuotientBounds {
  const k = ONE.div(Frac.of(7n, 8n).sub(EPS));
  const ep = p.beta.mul(ONE.add(p.gamma));
  const eq = q.beta.mul(ONE.add(q.gamma));
  const a1 = Frac.of(2n)
    .mul(EPS)
    .add(EPS2)
    .add(EPS.mul(UP.pow(2)));
  const a2 = EPS.add(EPS.mul(UP.pow(2)));
  const kappa = EPS.mul(UP).mul(a1.add(a2)).add(EPS.mul(a1)).add(EPS.mul(a2)).add(EPS2.mul(UP));
  const kappaEta = EPS.mul(UP).add(EPS).add(ONE);
  const rho = UP.pow(2).mul(a1.add(a2));
  const rhoEta = UP.pow(2);
  const kp0 = k.mul(ep);
  const kq0 = k.mul(ONE.add(rho.div(DOWN))).mul(eq);
  // |R̃|·(ε + kε + ε(1 + ε)) + k·κ·S, with |R̃| ≤ ρS + ρη·η.
  const rCoef = EPS.add(k.mul(EPS)).add(EPS.mul(UP));
  const ks0 = rho.mul(rCoef).add(k.mul(kappa));
  // The η terms: ρη·η·rCoef + k·ρη·η/8 + k·κη·η over A, and (1 + ε)η from d and ε|d|.
  const aMin = Frac.of(1n, 1n << BigInt(-A_MIN_EXP));
  const etaOverA = rhoEta
    .mul(rCoef)
    .add(k.mul(rhoEta).div(Frac.of(8n)))
    .add(k.mul(kappaEta))
    .mul(eta)
    .div(aMin);
  const eAbs = etaOverA.add(UP.mul(eta));
  const slack = DOWN.pow(7);
  const computeLoss = Frac.of(5n).mul(eta).div(aMin).add(eta);
  return {
    cq: eq.div(DOWN),
    kp: kp0.div(slack),
    kq: kq0.div(slack),
    ks: ks0.div(slack),
    ka: eAbs.add(computeLoss).div(DOWN.pow(2)),
  };
}

/**
 * The input range [2^lo, 2^hi] of the polynomial part (header, "The
 * range"): q^degree ≥ 2^-1074 for q = 2^(lo − 52), and every node of every
 * tree below 2^995 (as analysis.ts bounds its exact stages).
 */
export function valueRange(roots: readonly Node[]): { lo: number; hi: number } {
  const k = Math.max(...roots.map(degree));
  const terms = Math.max(...roots.map((r) => Math.ceil(Math.log2(2 * monomials(r)))));
  return { lo: 52 - Math.floor(1074 / k), hi: Math.floor((995 - terms) / k) - 1 };
}

/** The largest degree of the trees (for comments). */
export function maxDegree(roots: readonly Node[]): number {
  return Math.max(...roots.map(degree));
}

/** True when the node's double-double value has a low part (not an input). */
export function hasLow(n: Node): boolean {
  return !(isLeaf(n) && n.kind === 'input');
}
