import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/core/coordinate.js';
import Delaunator from '../../src/delaunator/index.js';
import earcut, { flatten } from '../../src/earcut/index.js';
import { delaunay, triangulatePolygon } from '../../src/index.js';
import type { ListPoint } from '../../src/triangulation/triangleListProblem.js';
import { triangleListProblem } from '../../src/triangulation/triangleListProblem.js';
import { evenOddRules } from '../support/earcutCheck.js';
import { fracPoint } from '../support/frac.js';
import { mulberry32 } from '../support/random.js';
import { regionAreaSweep } from '../support/regionAreaSweep.js';
import { distinctVertices, hullAreaFrac, regionAreaFrac } from '../support/triangulationFrac.js';

/*
 * Real data: earcut's polygons (OpenStreetMap water and buildings, the
 * shapes of its bug reports) and world-atlas's country borders through the
 * earcut entry and triangulatePolygon, and delaunator's robustness point sets through
 * delaunay and the delaunator entry, every answer checked exactly against
 * the rules (zero area deviation: the triangles' exact area is the even-odd
 * region's, computed by the fraction-kernel slab sweep). earcut's polygons
 * are replayed at the four rotations by 90 degrees (exact for doubles).
 */

const dir = join(import.meta.dirname, '../fixtures/triangulation');
const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as number[][][];
type Ring = readonly (readonly number[])[];

const rotate = (rings: readonly Ring[], k: number): number[][][] =>
  rings.map((r) =>
    r.map(
      ([x, y]) =>
        (k === 0
          ? [x, y]
          : k === 1
            ? [-(y as number), x]
            : k === 2
              ? [-(x as number), -(y as number)]
              : [y, -(x as number)]) as number[],
    ),
  );

/**
 * The earcut entry's triangles of the rings (or, where rings cross,
 * triangulatePolygon's, with the crossing points) obey the rules for the
 * rings' even-odd region: the exact area among them.
 */
function expectEvenOddRegion(turned: number[][][], label: string): void {
  const { vertices, holes } = flatten(turned);
  const input: ListPoint[] = [];
  for (let i = 0; i < vertices.length; i += 2) input.push([vertices[i] as number, vertices[i + 1] as number]);
  let indices: number[] | null = null;
  try {
    indices = earcut(vertices, holes);
  } catch (e) {
    expect((e as Error).message).toMatch(/^earcut: the edges from vertex \d+ to \d+ and from \d+ to \d+ cross at /);
  }
  if (indices !== null) {
    const tris = [];
    for (let i = 0; i < indices.length; i += 3) tris.push([0, 1, 2].map((j) => input[indices[i + j] as number] as ListPoint));
    expect(triangleListProblem(tris, evenOddRules(turned, input)), label).toBeNull();
    return;
  }
  // Crossing rings: triangulatePolygon, with the crossing points as vertices.
  const t = triangulatePolygon(turned, { rule: 'evenodd' });
  const all: ListPoint[] = Array.from({ length: t.vertexCount }, (_, i) => t.vertex(i));
  const tris = [];
  for (let i = 0; i < t.triangles.length; i += 3) tris.push([0, 1, 2].map((j) => all[t.triangles[i + j] as number] as ListPoint));
  expect(triangleListProblem(tris, evenOddRules(turned, all)), label).toBeNull();
}

const earcutFiles = readdirSync(join(dir, 'earcut')).filter((f) => f.endsWith('.json'));

describe('the sweep area reference', () => {
  it('agrees with the slab reference on small random rings', () => {
    const rnd = mulberry32(1);
    for (let k = 0; k < 100; k++) {
      const g = 2 + Math.floor(rnd() * 8);
      const rings = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(rnd() * 7) }, () => [Math.floor(rnd() * g) / 3, Math.floor(rnd() * g)]),
      );
      for (const evenOdd of [true, false])
        expect(String(regionAreaSweep(rings, evenOdd))).toBe(String(regionAreaFrac(rings, evenOdd)));
    }
  });
});

describe("earcut's fixtures", () => {
  for (const file of earcutFiles) {
    const rings = read(`earcut/${file}`);
    const size = rings.reduce((s, r) => s + r.length, 0);
    it(`${file} (${size} vertices): the even-odd region exactly, by earcut or triangulatePolygon${size < 1000 ? ', four rotations' : ''}`, () => {
      for (let k = 0; k < (size < 1000 ? 4 : 1); k++) expectEvenOddRegion(rotate(rings, k), file);
    }, 120_000);
  }
});

/**
 * Country borders: every polygon of world-atlas's countries at 1:110m
 * (Natural Earth, public domain), the outer ring and its holes as GeoJSON
 * gives them (closing point repeated), in longitude and latitude doubles.
 */
function countryPolygons(): { name: string; rings: number[][][] }[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'));
  const collection = feature(topology, topology.objects.countries) as unknown as {
    features: { properties: { name: string }; geometry: { type: string; coordinates: unknown } | null }[];
  };
  const out: { name: string; rings: number[][][] }[] = [];
  for (const f of collection.features) {
    const g = f.geometry;
    if (g === null) continue;
    const polygons = g.type === 'Polygon' ? [g.coordinates as number[][][]] : (g.coordinates as number[][][][]);
    for (const [k, rings] of polygons.entries()) out.push({ name: `${f.properties.name} ${k}`, rings });
  }
  return out;
}

describe('country borders (world-atlas 1:110m)', () => {
  const polygons = countryPolygons();
  it(`${polygons.length} polygons: the even-odd region exactly, by earcut or triangulatePolygon`, () => {
    expect(polygons.length).toBeGreaterThan(250);
    for (const { name, rings } of polygons) expectEvenOddRegion(rings, name);
  }, 120_000);
});

const delaunatorFiles = readdirSync(join(dir, 'delaunator')).filter((f) => f.endsWith('.json'));

describe("delaunator's robustness point sets", () => {
  for (const file of delaunatorFiles) {
    const points = read(`delaunator/${file}`) as unknown as number[][];
    it(`${file} (${points.length} points): Delaunay exactly, by delaunay and by the delaunator entry`, () => {
      const rules = {
        vertices: distinctVertices(points.map((p) => fracPoint(p as Coordinate[]) as never)),
        allVertices: true,
        area: hullAreaFrac(points),
        delaunay: true,
      };
      const d = delaunay(points);
      const tris = [];
      for (let i = 0; i < d.triangles.length; i += 3)
        tris.push([0, 1, 2].map((j) => points[d.triangles[i + j] as number] as unknown as ListPoint));
      expect(triangleListProblem(tris, rules)).toBeNull();
      // The entry: the same triangles, each the other way round (delaunator's order).
      const e = Delaunator.from(points);
      const back = [];
      for (let i = 0; i < e.triangles.length; i += 3)
        back.push([0, 2, 1].map((j) => points[e.triangles[i + j] as number] as unknown as ListPoint));
      expect(triangleListProblem(back, rules)).toBeNull();
    }, 120_000);
  }
});
