import type { Rational, RationalPoint } from '../../index.js';
import type { FeatureInfo, GeoStore } from './GeoStore.js';
import { GeoInputError } from './geoInputError.js';
import { GEOMETRY_RUNS } from './geometryRuns.js';
import type { NestedNumbers, NumberRun } from './NestedNumbers.js';

/** A TopoJSON geometry with edges: its feature, its type, and its runs of arc references (`refs[start..end)` each). */
export type TopoGeometry = {
  readonly owner: number;
  readonly type: string;
  readonly runs: readonly NumberRun[];
  readonly refs: Int32Array;
  readonly where: string;
};

/** What a Topology holds until its end: its arcs (positions in the store), its transform, its geometries and features. */
export type Topology = {
  arcs: NestedNumbers | null;
  transform: { readonly scale: [Rational, Rational]; readonly translate: [Rational, Rational] } | null;
  readonly geometries: TopoGeometry[];
  readonly infos: Map<number, FeatureInfo>;
};

/**
 * The edges of a Topology's geometries, once its arcs are known (TopoJSON
 * spec: a line or ring is its arcs in order, arc ~i being arc i reversed;
 * with a `transform` the arcs' positions are quantized, each the sum of the
 * deltas so far). Edges are added to the store in the positions of the
 * arcs, quantized: the transform x ↦ x·scale + translate is affine with a
 * non-zero scale, and such a map keeps every crossing, touch, overlap and
 * duplicate as it is, so the check on the integers is the check on the
 * file's exact coordinates, and the doubles of the integers are exact.
 * Returns the map from a point of the edges to the file's coordinates,
 * exact.
 *
 * ```ts
 * const toFile = expandTopology(store, topology);
 * toFile([Rational.of(3n), Rational.of(4n)]); // [3·sx + tx, 4·sy + ty]
 * ```
 */
export function expandTopology(store: GeoStore, t: Topology): (p: RationalPoint) => RationalPoint {
  const arcs = t.arcs as NestedNumbers;
  if ((arcs.leafDepth !== -1 && arcs.leafDepth !== 2) || arcs.runs.some((r) => r.depth !== 1 && r.end > r.start))
    throw new GeoInputError('the Topology: arcs is not an array of arcs, each an array of positions');
  // An empty array is an empty run at its depth: no arc there.
  const runs = arcs.runs.filter((r) => r.depth === 1);
  if (t.transform !== null) for (const [k, arc] of runs.entries()) decodeArc(store, arc, k);
  const withEdges = new Set<number>();
  for (const g of t.geometries) {
    const before = store.segments;
    addEdges(store, g, runs);
    if (store.segments > before) withEdges.add(g.owner);
  }
  for (const owner of withEdges) store.setInfo(owner, t.infos.get(owner) ?? { id: null, name: undefined });
  const transform = t.transform;
  if (transform === null) return (p) => p;
  const [sx, sy] = transform.scale;
  const [tx, ty] = transform.translate;
  return (p) => [p[0].mul(sx).add(tx), p[1].mul(sy).add(ty)];
}

/** A quantized arc's positions, decoded in place: each the sum of the deltas so far (integers, exactly). */
function decodeArc(store: GeoStore, arc: NumberRun, k: number): void {
  let x = 0;
  let y = 0;
  for (let p = arc.start; p < arc.end; p++) {
    const dx = store.coordinate(p, 0);
    const dy = store.coordinate(p, 1);
    if (typeof dx !== 'number' || typeof dy !== 'number' || !Number.isInteger(dx) || !Number.isInteger(dy))
      throw new GeoInputError(
        `the Topology: arcs[${k}][${p - arc.start}] is not a pair of integers (a quantized arc's deltas are)`,
      );
    x += dx;
    y += dy;
    if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y))
      throw new GeoInputError(`the Topology: arcs[${k}] goes past 2^53 at position ${p - arc.start}`);
    store.setPosition(p, x, y);
  }
}

/** The edges of one geometry's lines or rings, each the concatenation of its arcs. */
function addEdges(store: GeoStore, g: TopoGeometry, arcs: readonly NumberRun[]): void {
  const shape = GEOMETRY_RUNS[g.type] as (typeof GEOMETRY_RUNS)[string];
  for (const run of g.runs) {
    const [part, ring] = shape.name(run);
    let edge = 0;
    for (let k = run.start; k < run.end; k++) {
      const ref = g.refs[k] as number;
      const arc = arcs[ref >= 0 ? ref : ~ref];
      if (arc === undefined) throw new GeoInputError(`${g.where}: arcs names arc ${ref}, which the Topology has not`);
      const n = arc.end - arc.start;
      for (let e = 0; e + 1 < n; e++) {
        const [a, b] = ref >= 0 ? [arc.start + e, arc.start + e + 1] : [arc.end - 1 - e, arc.end - 2 - e];
        store.addEdge(a, b, g.owner, part, ring, edge++);
      }
    }
  }
}
