import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { clipPolygon } from 'lineclip';
import * as martinez from 'martinez-polygon-clipping';
import { feature } from 'topojson-client';
import { clipPolygonToBox, polygonValidity } from '../src/index.js';
import type { Suite, SuiteResult } from './harness.js';
import { peerVerdict } from './overlayAnswers.js';
import type { GeoMultiPolygon, Pair } from './overlayPeers.js';
import { openRing } from './overlayPeers.js';
import type { TargetCheck } from './report.js';

/*
 * clipPolygonToBox against lineclip's polygon clip (Sutherland–Hodgman in
 * doubles, as geojson-vt and vector-tile code cut polygons to tiles), on
 * the world-atlas countries at 1:50m cut into 10° × 10° tiles: one case is
 * one polygon of a country and one tile its bounding box meets. Both get
 * the same rings, closing point dropped (converted once, before timing);
 * lineclip clips each ring on its own (it takes one ring), ours the
 * polygon's rings together. After the rounds each answer is checked: ours
 * must be valid, lineclip's is normalised (bench/overlayAnswers.ts) and
 * checked; it keeps the stretches of box edge where the polygon ran
 * outside, so a ring that leaves the tile twice comes back as one ring
 * along the box edge (touching itself, or with edges there and back).
 * martinez (the fastest float overlay of the overlay topic) runs alongside
 * as an intersection with the box's ring, to show what an overlay that
 * rebuilds the rings costs against lineclip's one pass.
 */

type Case = { rings: Pair[][]; box: { min: Pair; max: Pair }; bbox: number[] };
type MartinezPolygon = Pair[][];
type MartinezIntersection = (a: MartinezPolygon, b: MartinezPolygon) => MartinezPolygon[] | null;
const martinezIntersection = martinez.intersection as unknown as MartinezIntersection;

/** A ring closed as GeoJSON closes it (martinez's input). */
const closeRing = (ring: Pair[]): Pair[] => [...ring, ring[0] as Pair];

const require = createRequire(import.meta.url);

/** The countries of world-atlas at 1:50m as polygons (outer ring, holes), rings open. */
function countries(): Pair[][][] {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
  const collection = feature(topology, topology.objects.countries) as {
    features: { geometry: { type: string; coordinates: unknown } | null }[];
  };
  const out: Pair[][][] = [];
  for (const f of collection.features) {
    const g = f.geometry;
    if (g === null) continue;
    const polygons = g.type === 'Polygon' ? [g.coordinates as GeoMultiPolygon[number]] : (g.coordinates as GeoMultiPolygon);
    for (const polygon of polygons) out.push(polygon.map(openRing));
  }
  return out;
}

/** Every (polygon, tile) pair whose bounding boxes meet, tiles of `size` degrees. */
export function tileCases(size: number): { name: string; cases: Case[] } {
  const cases: Case[] = [];
  const polygons = countries();
  for (const rings of polygons) {
    let [x0, x1, y0, y1] = [
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    for (const [x, y] of rings[0] as Pair[]) {
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
    for (let tx = Math.floor(x0 / size); tx * size <= x1; tx++) {
      for (let ty = Math.floor(y0 / size); ty * size <= y1; ty++) {
        const min: Pair = [tx * size, ty * size];
        const max: Pair = [(tx + 1) * size, (ty + 1) * size];
        cases.push({ rings, box: { min, max }, bbox: [min[0], min[1], max[0], max[1]] });
      }
    }
  }
  const vertices = polygons.reduce((n, rings) => n + rings.reduce((m, r) => m + r.length, 0), 0);
  return { name: `world-atlas 1:50m countries (${polygons.length} polygons, ${vertices} vertices), ${size}° tiles`, cases };
}

/** lineclip on a polygon: each ring clipped on its own, rings clipped away dropped (an outer ring gone leaves nothing). */
function lineclipPolygon(rings: Pair[][], bbox: number[]): number[][][] {
  const out: number[][][] = [];
  for (const ring of rings) {
    const clipped = clipPolygon(ring, bbox);
    if (clipped.length > 0) out.push(clipped);
    else if (out.length === 0) return [];
  }
  return out;
}

export function clipPolygonToBoxSuite(set: { name: string; cases: Case[] }): Suite {
  const { cases } = set;
  // martinez's operands, closed once before timing.
  const closed = cases.map((c) => {
    const [x0, y0, x1, y1] = c.bbox as [number, number, number, number];
    const box = closeRing([
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ]);
    return { polygon: c.rings.map(closeRing), box: [box] };
  });
  return {
    topic: 'overlay: clipPolygonToBox',
    set: set.name,
    cases: cases.length,
    ours: 'clipPolygonToBox',
    baseline: 'lineclip',
    impls: [
      {
        name: 'clipPolygonToBox',
        run: () => {
          let s = 0;
          for (const c of cases) s += clipPolygonToBox(c.rings, c.box).length;
          return s;
        },
      },
      {
        name: 'lineclip',
        run: () => {
          let s = 0;
          for (const c of cases) s += +(lineclipPolygon(c.rings, c.bbox).length > 0);
          return s;
        },
      },
      {
        name: 'martinez',
        run: () => {
          let s = 0;
          for (const c of closed) s += (martinezIntersection(c.polygon, c.box) ?? []).length;
          return s;
        },
      },
    ],
    analyse: () => {
      let oursInvalid = 0;
      let invalid = 0;
      let martinezInvalid = 0;
      for (const c of closed) if (!peerVerdict(martinezIntersection(c.polygon, c.box) ?? []).valid) martinezInvalid++;
      const reasons = new Map<string, number>();
      for (const c of cases) {
        if (!polygonValidity(clipPolygonToBox(c.rings, c.box)).valid) oursInvalid++;
        const answer = lineclipPolygon(c.rings, c.bbox);
        const v = peerVerdict(answer.length === 0 ? [] : [answer]);
        if (!v.valid) {
          invalid++;
          reasons.set(v.reason as string, (reasons.get(v.reason as string) ?? 0) + 1);
        }
      }
      const why = [...reasons].map(([r, n]) => `${r} ${n}`).join(', ');
      return {
        wrong: { lineclip: invalid, martinez: martinezInvalid },
        notes: [
          `ours invalid in ${oursInvalid} of ${cases.length} cases; lineclip invalid in ${invalid} (${why}); martinez invalid in ${martinezInvalid}`,
        ],
      };
    },
  };
}

/** The target: within 2× lineclip. */
export function clipPolygonToBoxTargets(results: readonly SuiteResult[]): TargetCheck[] {
  return results
    .filter((r) => r.topic === 'overlay: clipPolygonToBox')
    .map((r) => {
      const measured = r.ratio.lineclip;
      return {
        target: `clipPolygonToBox, ${r.set}: ≤ 2.0× lineclip`,
        limit: 2,
        measured,
        met: measured === undefined ? undefined : measured <= 2,
      };
    });
}
