/*
 * The overlay benchmark's input sets, as GeoJSON MultiPolygon coordinates
 * (rings closed) for every contender: the three classic fixtures
 * (bench/fixtures/overlay/README.md), Turf's 1000-circle union with seeded
 * circles, pairs of random star-shaped polygons, and a board of unit
 * squares sharing edges. Every set is built once, before any timing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GeoMultiPolygon, GeoPolygon, OverlayOperation, Pair } from './overlayPeers.js';
import type { Rng } from './rng.js';

/** One overlay to time: the operation and its operands (a dissolve has many). */
export type OverlaySet = { name: string; operation: OverlayOperation; operands: GeoMultiPolygon[] };

type GeoJsonGeometry = { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
type GeoJsonFile = { features?: { geometry: GeoJsonGeometry }[]; geometry?: GeoJsonGeometry };

/** A fixture's geometries (a Feature's, or a FeatureCollection's in order), each as MultiPolygon coordinates. */
function fixture(name: string): GeoMultiPolygon[] {
  // `npm run bench` runs from the package root; the bundle lives elsewhere, so the path is the root's.
  const json = JSON.parse(readFileSync(resolve('bench/fixtures/overlay', `${name}.geojson`), 'utf8')) as GeoJsonFile;
  const geometries = json.features ? json.features.map((f) => f.geometry) : [json.geometry as GeoJsonGeometry];
  return geometries.map((g) => (g.type === 'Polygon' ? [g.coordinates as GeoPolygon] : (g.coordinates as GeoMultiPolygon)));
}

/** The three benchmarks polygon-clipping publishes, each a union of two operands as its bench runs them. */
export function classicSets(): OverlaySet[] {
  const holeHole = fixture('hole_hole');
  const [asia] = fixture('asia');
  const [unionPoly] = fixture('asia_unionPoly');
  const states = fixture('states_source');
  return [
    { name: 'hole_hole union', operation: 'union', operands: [holeHole[0], holeHole[1]] as GeoMultiPolygon[] },
    { name: 'Asia union', operation: 'union', operands: [asia, unionPoly] as GeoMultiPolygon[] },
    { name: 'States clip (union)', operation: 'union', operands: [states[0], states[1]] as GeoMultiPolygon[] },
  ];
}

const closed = (ring: Pair[]): Pair[] => [...ring, ring[0] as Pair];

/** A regular polygon of `vertices` points around (cx, cy), counterclockwise (as @turf/circle makes them, in the plane). */
function circle(cx: number, cy: number, r: number, vertices: number): Pair[] {
  const ring: Pair[] = [];
  for (let k = 0; k < vertices; k++) {
    const a = (2 * Math.PI * k) / vertices;
    ring.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return ring;
}

/**
 * Turf's 1000-circle union as a dissolve: 1000 circles of 64 vertices,
 * centres uniform in [0, 100]², radii uniform in [1, 4) (about nine tenths
 * of the square covered, each circle crossing about eight others), united
 * in one call.
 */
export function circleSet(rng: Rng): OverlaySet {
  const operands: GeoMultiPolygon[] = [];
  for (let i = 0; i < 1000; i++) {
    const ring = circle(rng.range(0, 100), rng.range(0, 100), rng.range(1, 4), 64);
    operands.push([[closed(ring)]]);
  }
  return { name: '1000 circles of 64 vertices, dissolved', operation: 'union', operands };
}

/**
 * A star-shaped polygon of n vertices around the origin at angles 2π(i +
 * turn)/n, radii 1 + u·2π/n with u uniform in [0, 1): wiggles about as
 * deep as the edges are long. Two of them, the second turned by half a
 * step, cross each other about once every two edges (a few thousand
 * crossings per ten thousand vertices, like two surveys of one coast).
 */
function star(rng: Rng, n: number, turn: number): Pair[] {
  const ring: Pair[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * (i + turn)) / n;
    const r = 1 + (rng.unit() * 2 * Math.PI) / n;
    ring.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return ring;
}

/** The random-polygon sets: for each size, a pair of stars intersected and the same pair united. */
export function starSets(rng: Rng, sizes: readonly number[]): OverlaySet[] {
  return sizes.flatMap((n) => {
    const a: GeoMultiPolygon = [[closed(star(rng, n, 0))]];
    const b: GeoMultiPolygon = [[closed(star(rng, n, 0.5))]];
    const label = n >= 1e4 ? `10^${Math.round(Math.log10(n))}` : String(n);
    return (['intersection', 'union'] as const).map((operation) => ({
      name: `random stars, ${label} vertices each, ${operation}`,
      operation,
      operands: [a, b],
    }));
  });
}

/** A board of side × side unit squares, each its own operand, every inner edge shared by two: dissolved (one square). */
export function boardSet(side: number): OverlaySet {
  const operands: GeoMultiPolygon[] = [];
  for (let i = 0; i < side; i++) {
    for (let j = 0; j < side; j++) {
      operands.push([
        [
          closed([
            [i, j],
            [i + 1, j],
            [i + 1, j + 1],
            [i, j + 1],
          ]),
        ],
      ]);
    }
  }
  return { name: `board of ${side * side} unit squares sharing edges, dissolved`, operation: 'union', operands };
}
