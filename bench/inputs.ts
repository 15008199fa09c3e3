import type { Rng } from './rng.js';

/*
 * Seeded input sets. Every set is generated once, before any timing, and
 * every implementation reads the same arrays: points are `[x, y]` arrays as
 * users hold them (small integers give V8 Smi arrays, other numbers double
 * arrays), and the batch API reads a Float64Array copy of the same values.
 */

export type Pt = [number, number];
export type Pt3 = [number, number, number];
export type BigPt = [bigint, bigint];

/** Triples of points, flattened: case i is points[3i], points[3i+1], points[3i+2]. */
export type TripleSet = { name: string; points: Pt[]; flat: Float64Array };
/** Pairs of segments: case i is segments[2i] against segments[2i+1]. */
export type PairSet = { name: string; segments: [Pt, Pt][]; flat: Float64Array };
/** Segment/box cases, 2D or 3D; `lb` holds 2D boxes as [xmin, ymin, xmax, ymax] for liang-barsky. */
export type BoxSet = {
  name: string;
  dim: 2 | 3;
  segments: [number[], number[]][];
  boxes: { min: number[]; max: number[] }[];
  lb: [number, number, number, number][];
  flatSegments: Float64Array;
  flatBoxes: Float64Array;
};

function shuffle3<T>(rng: Rng, a: T, b: T, c: T): [T, T, T] {
  const k = rng.between(0, 5);
  return k === 0 ? [a, b, c] : k === 1 ? [a, c, b] : k === 2 ? [b, a, c] : k === 3 ? [b, c, a] : k === 4 ? [c, a, b] : [c, b, a];
}

function triples(name: string, n: number, make: () => [Pt, Pt, Pt]): TripleSet {
  const points: Pt[] = [];
  for (let i = 0; i < n; i++) points.push(...make());
  return { name, points, flat: Float64Array.from(points.flat()) };
}

/** Three random points with integer coordinates in [-2^bits, 2^bits]. */
export function randomIntTriples(rng: Rng, n: number, bits: number): TripleSet {
  const p = (): Pt => [rng.int(bits), rng.int(bits)];
  return triples(`random int ±2^${bits}`, n, () => [p(), p(), p()]);
}

/** Three random points uniform in [-1, 1)². */
export function randomDoubleTriples(rng: Rng, n: number): TripleSet {
  const p = (): Pt => [rng.range(-1, 1), rng.range(-1, 1)];
  return triples('random double', n, () => [p(), p(), p()]);
}

/**
 * Exactly collinear integer triples within ±2^bits: a + s·d for three
 * integer multipliers s (one of them 0), in random order.
 */
export function collinearIntTriples(rng: Rng, n: number, bits: number): TripleSet {
  return triples(`collinear int ±2^${bits}`, n, () => {
    const [a, b, c] = collinearInts(rng, bits);
    return shuffle3(rng, a, b, c);
  });
}

function collinearInts(rng: Rng, bits: number): [Pt, Pt, Pt] {
  const a: Pt = [rng.int(bits - 1), rng.int(bits - 1)];
  const d: Pt = [rng.int(bits - 9), rng.int(bits - 9)];
  const s = rng.int(8);
  const t = rng.int(8);
  return [a, [a[0] + s * d[0], a[1] + s * d[1]], [a[0] + t * d[0], a[1] + t * d[1]]];
}

/**
 * Collinear integer triples within ±2^bits with one coordinate of one point
 * moved by -1, 0 or +1: orientations -1, 0, 1 whose products are ~2^(2·bits),
 * far beyond what the double filter can separate at 2^52.
 */
export function nearCollinearIntTriples(rng: Rng, n: number, bits: number): TripleSet {
  return triples(`near-collinear int ±2^${bits}`, n, () => {
    const [a, b, c] = collinearInts(rng, bits - 1);
    c[rng.between(0, 1) as 0 | 1] += rng.between(-1, 1);
    return shuffle3(rng, a, b, c);
  });
}

/** a, b uniform in [-1, 1)², c = a + t(b − a) rounded to doubles, t in [-0.5, 1.5). */
export function nearCollinearDoubleTriples(rng: Rng, n: number): TripleSet {
  return triples('near-collinear double', n, () => {
    const a: Pt = [rng.range(-1, 1), rng.range(-1, 1)];
    const b: Pt = [rng.range(-1, 1), rng.range(-1, 1)];
    const t = rng.range(-0.5, 1.5);
    const c: Pt = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    return shuffle3(rng, a, b, c);
  });
}

/** Triples of bigint points: random in (-2^bits, 2^bits), or collinear (a + s·d) when `collinear`. */
export function bigintTriples(rng: Rng, n: number, bits: number, collinear: boolean): { name: string; points: BigPt[] } {
  const points: BigPt[] = [];
  for (let i = 0; i < n; i++) {
    if (!collinear) {
      for (let k = 0; k < 3; k++) points.push([rng.bigint(bits), rng.bigint(bits)]);
      continue;
    }
    const a: BigPt = [rng.bigint(bits - 1), rng.bigint(bits - 1)];
    const d: BigPt = [rng.bigint(bits - 9), rng.bigint(bits - 9)];
    const s = BigInt(rng.int(8));
    const t = BigInt(rng.int(8));
    points.push(...shuffle3<BigPt>(rng, a, [a[0] + s * d[0], a[1] + s * d[1]], [a[0] + t * d[0], a[1] + t * d[1]]));
  }
  return { name: `${collinear ? 'collinear' : 'random'} bigint ~2^${bits}`, points };
}

function pairs(name: string, n: number, make: () => [Pt, Pt, Pt, Pt]): PairSet {
  const segments: [Pt, Pt][] = [];
  const flat = new Float64Array(8 * n);
  for (let i = 0; i < n; i++) {
    const [p, q, u, v] = make();
    segments.push([p, q], [u, v]);
    flat.set([p[0], p[1], q[0], q[1], u[0], u[1], v[0], v[1]], 8 * i);
  }
  return { name, segments, flat };
}

/** Two random segments, endpoints uniform in [-1, 1)². */
export function randomDoublePairs(rng: Rng, n: number): PairSet {
  const p = (): Pt => [rng.range(-1, 1), rng.range(-1, 1)];
  return pairs('random double', n, () => [p(), p(), p(), p()]);
}

/** Two random segments, integer endpoints in [-2^bits, 2^bits]. */
export function randomIntPairs(rng: Rng, n: number, bits: number): PairSet {
  const p = (): Pt => [rng.int(bits), rng.int(bits)];
  return pairs(`random int ±2^${bits}`, n, () => [p(), p(), p(), p()]);
}

/**
 * Degenerate integer pairs within ±2^bits, in equal shares: collinear
 * overlapping, collinear apart, collinear end to end, a T-junction (an
 * endpoint inside the other segment), a shared endpoint. Endpoint order and
 * segment order are random.
 */
export function degeneratePairs(rng: Rng, n: number, bits: number): PairSet {
  return pairs(`degenerate int ±2^${bits}`, n, () => {
    const a: Pt = [rng.int(bits - 1), rng.int(bits - 1)];
    const d: Pt = [rng.int(bits - 9), rng.int(bits - 9)];
    const at = (k: number): Pt => [a[0] + k * d[0], a[1] + k * d[1]];
    const off = (): Pt => [rng.int(bits - 1), rng.int(bits - 1)];
    let s: [Pt, Pt];
    let t: [Pt, Pt];
    const kind = rng.between(0, 4);
    if (kind === 0) {
      s = [at(-100), at(50)];
      t = [at(rng.between(-150, 40)), at(rng.between(60, 200))];
    } else if (kind === 1) {
      s = [at(-100), at(0)];
      t = [at(rng.between(1, 50)), at(rng.between(51, 200))];
    } else if (kind === 2) {
      s = [at(-100), at(0)];
      t = [at(0), at(rng.between(1, 200))];
    } else if (kind === 3) {
      s = [at(-100), at(100)];
      t = [at(rng.between(-99, 99)), off()];
    } else {
      s = [a, off()];
      t = [a, off()];
    }
    if (rng.u32() & 1) s = [s[1], s[0]];
    if (rng.u32() & 1) t = [t[1], t[0]];
    return rng.u32() & 1 ? [s[0], s[1], t[0], t[1]] : [t[0], t[1], s[0], s[1]];
  });
}

/** Pairs of random bigint segments in (-2^bits, 2^bits). */
export function bigintPairs(rng: Rng, n: number, bits: number): { name: string; segments: [BigPt, BigPt][] } {
  const segments: [BigPt, BigPt][] = [];
  const p = (): BigPt => [rng.bigint(bits), rng.bigint(bits)];
  for (let i = 0; i < 2 * n; i++) segments.push([p(), p()]);
  return { name: `random bigint ~2^${bits}`, segments };
}

function boxSet(name: string, dim: 2 | 3, n: number, make: () => [number[], number[], number[], number[]]): BoxSet {
  const segments: [number[], number[]][] = [];
  const boxes: { min: number[]; max: number[] }[] = [];
  const lb: [number, number, number, number][] = [];
  const flatSegments = new Float64Array(2 * dim * n);
  const flatBoxes = new Float64Array(2 * dim * n);
  for (let i = 0; i < n; i++) {
    const [p, q, min, max] = make();
    segments.push([p, q]);
    boxes.push({ min, max });
    lb.push([min[0] as number, min[1] as number, max[0] as number, max[1] as number]);
    flatSegments.set([...p, ...q], 2 * dim * i);
    flatBoxes.set([...min, ...max], 2 * dim * i);
  }
  return { name, dim, segments, boxes, lb, flatSegments, flatBoxes };
}

/** A random segment (endpoints uniform in [-1.5, 1.5)^dim) against a random box inside [-1.6, 1.6)^dim. */
export function randomBoxCases(rng: Rng, n: number, dim: 2 | 3): BoxSet {
  return boxSet(`random double ${dim}D`, dim, n, () => {
    const p: number[] = [];
    const q: number[] = [];
    const min: number[] = [];
    const max: number[] = [];
    for (let k = 0; k < dim; k++) {
      p.push(rng.range(-1.5, 1.5));
      q.push(rng.range(-1.5, 1.5));
      const c = rng.range(-1, 1);
      const h = rng.range(0.05, 0.6);
      min.push(c - h);
      max.push(c + h);
    }
    return [p, q, min, max];
  });
}

/** A random segment against a random box, integer coordinates within ±2^bits (boxes of width up to 2^(bits − 1)). */
export function randomIntBoxCases(rng: Rng, n: number, dim: 2 | 3, bits: number): BoxSet {
  return boxSet(`random int ±2^${bits} ${dim}D`, dim, n, () => {
    const p: number[] = [];
    const q: number[] = [];
    const min: number[] = [];
    const max: number[] = [];
    for (let k = 0; k < dim; k++) {
      p.push(rng.int(bits));
      q.push(rng.int(bits));
      const lo = rng.int(bits - 1);
      min.push(lo);
      max.push(lo + rng.between(1, 2 ** (bits - 1)));
    }
    return [p, q, min, max];
  });
}

/**
 * Degenerate integer segment/box cases within ±2^bits, in equal shares: a
 * segment lying in a face plane (overlapping the face or not), one through a
 * corner (crossing the box or only grazing it), one with an endpoint on a
 * face or corner, a flat (zero-width) box, and a zero-length segment on the
 * boundary.
 */
export function degenerateBoxCases(rng: Rng, n: number, dim: 2 | 3, bits: number): BoxSet {
  return boxSet(`degenerate int ±2^${bits} ${dim}D`, dim, n, () => {
    const min: number[] = [];
    const max: number[] = [];
    for (let k = 0; k < dim; k++) {
      const lo = rng.int(bits - 2);
      min.push(lo);
      max.push(lo + rng.between(1, 2 ** (bits - 2)));
    }
    const corner = min.map((lo, k) => (rng.u32() & 1 ? lo : (max[k] as number)));
    const dir = (): number[] => min.map(() => rng.int(bits - 10));
    const along = (o: number[], d: number[], t: number): number[] => o.map((x, k) => x + t * (d[k] as number));
    const kind = rng.between(0, 4);
    let p: number[];
    let q: number[];
    if (kind === 0) {
      // In the face plane x_k = corner_k: direction with a zero k-th component.
      const d = dir();
      const k = rng.between(0, dim - 1);
      d[k] = 0;
      p = along(corner, d, rng.between(-200, 100));
      q = along(corner, d, rng.between(-100, 200));
    } else if (kind === 1) {
      const d = dir();
      p = along(corner, d, -rng.between(1, 200));
      q = along(corner, d, rng.between(1, 200));
    } else if (kind === 2) {
      p = corner.map((x, k) => (rng.u32() & 1 ? x : rng.between(min[k] as number, max[k] as number)));
      q = along(p, dir(), rng.between(1, 200));
    } else if (kind === 3) {
      const k = rng.between(0, dim - 1);
      max[k] = min[k] as number;
      corner[k] = min[k] as number;
      const d = dir();
      p = along(corner, d, -rng.between(0, 200));
      q = along(corner, d, rng.between(0, 200));
    } else {
      p = corner.map((x, k) => (rng.u32() & 1 ? x : rng.between(min[k] as number, max[k] as number)));
      q = [...p];
    }
    return [p, q, min, max];
  });
}

/** Flat doubles: case i is values[k·i .. k·i + k − 1] (k the predicate's argument count), as robust-predicates takes them. */
export type FlatSet = { name: string; arity: number; values: Float64Array };

function flat(name: string, arity: number, n: number, make: () => number[]): FlatSet {
  const values = new Float64Array(n * arity);
  for (let i = 0; i < n; i++) values.set(make(), i * arity);
  return { name, arity, values };
}

/** The triples of a TripleSet as flat orient2d arguments. */
export function flatTriples(set: TripleSet): FlatSet {
  return { name: set.name, arity: 6, values: set.flat };
}

/** Four (incircle) or five (insphere) random points uniform in [-1, 1)^dim, or four 3D points (orient3d). */
export function randomDoublePoints(rng: Rng, n: number, points: number, dim: 2 | 3): FlatSet {
  return flat('random double', points * dim, n, () => Array.from({ length: points * dim }, () => rng.range(-1, 1)));
}

/** The lattice points of the circle x² + y² = r². */
function latticeCircle(r: number): Pt[] {
  const out: Pt[] = [];
  for (let x = -r; x <= r; x++) {
    const y = Math.round(Math.sqrt(r * r - x * x));
    if (x * x + y * y === r * r) {
      out.push([x, y]);
      if (y !== 0) out.push([x, -y]);
    }
  }
  return out;
}

/**
 * Four distinct lattice points of one integer circle (radius 5525, which has
 * many), translated by an integer offset within ±2^bits: exactly cocircular,
 * with differences up to 11 050 whose fourth powers pass 2^53.
 */
export function cocircularIntQuads(rng: Rng, n: number, bits: number): FlatSet {
  const circle = latticeCircle(5525);
  return flat(`cocircular int ±2^${bits}`, 8, n, () => {
    const [ox, oy] = [rng.int(bits), rng.int(bits)];
    const picked = new Set<number>();
    while (picked.size < 4) picked.add(rng.between(0, circle.length - 1));
    return [...picked].flatMap((i) => {
      const [x, y] = circle[i] as Pt;
      return [x + ox, y + oy];
    });
  });
}

/** Four coplanar integer points within about ±2^(bits + 3): a, b, c random, d = a + i(b − a) + j(c − a) for small integers i, j. */
export function coplanarIntQuads(rng: Rng, n: number, bits: number): FlatSet {
  return flat(`coplanar int ±2^${bits}`, 12, n, () => {
    const p = () => [rng.int(bits), rng.int(bits), rng.int(bits)];
    const [a, b, c] = [p(), p(), p()] as [number[], number[], number[]];
    const [i, j] = [rng.between(-2, 2), rng.between(-2, 2)];
    const d = a.map((ak, k) => ak + i * ((b[k] as number) - ak) + j * ((c[k] as number) - ak));
    return [...a, ...b, ...c, ...d];
  });
}
