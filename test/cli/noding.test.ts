import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/index.js';
import { Rational } from '../../src/index.js';
import { parameterOn } from '../support/invariants.js';
import { CLI_LABEL, runCli } from './cliProcess.js';

/*
 * exact-predicates noding FILE.geojson: the pairs of edges that are not
 * noded, with their features and exact points, as text and as JSON; usage
 * errors in one line with status 2. Small files written here, and an excerpt
 * of Natural Earth (test/fixtures/natural-earth-excerpt.geojson).
 */

const dir = mkdtempSync(join(tmpdir(), 'noding-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
const EXCERPT = 'test/fixtures/natural-earth-excerpt.geojson';

type Side = { feature: string | number; index: number; name?: string; part: number; ring: number; edge: number };
type JsonProblem = { kind: string; a: Side; b: Side; point?: string[]; segment?: string[][] };
type JsonReport = {
  segments: number;
  features: number;
  pairs: number;
  noded: boolean;
  counts: Record<string, number>;
  problems: JsonProblem[];
};

async function json(path: string): Promise<JsonReport> {
  const run = await runCli(['noding', path, '--json']);
  return JSON.parse(run.stdout) as JsonReport;
}

describe(`exact-predicates noding (${CLI_LABEL})`, () => {
  it('a noded file: status 0', async () => {
    const path = file('square.geojson', {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
    });
    const run = await runCli(['noding', path]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/: 4 segments in 1 features \(0 repeated vertices skipped\); 4 pairs meet; noded \(/);
  });

  it('a bow tie crosses itself at (1, 1); lines touch and overlap it; every kind of geometry is read', async () => {
    // Edges 0–3: the ring (0, 0) → (2, 2) → (2, 0) → (0, 2) → (0, 0); 4: (3, 0) → (1, 0), through the vertex (2, 0);
    // 5: (5, 5) → (6, 6) (then a repeated vertex); 6: (0, 2) → (0, -1), along edge 3 and through the vertex (0, 0).
    const path = file('bowtie.geojson', {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'tie',
          properties: { name: 'Bow tie' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [2, 2],
                [2, 0],
                [0, 2],
                [0, 0],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'MultiLineString',
            coordinates: [
              [
                [3, 0],
                [1, 0],
              ],
              [
                [5, 5],
                [6, 6],
                [6, 6],
              ],
            ],
          },
        },
        { type: 'Feature', properties: null, geometry: null },
        {
          type: 'Feature',
          geometry: {
            type: 'GeometryCollection',
            geometries: [
              { type: 'Point', coordinates: [1, 1] },
              {
                type: 'LineString',
                coordinates: [
                  [0, 2],
                  [0, -1],
                ],
              },
            ],
          },
        },
      ],
    });
    const report = await json(path);
    // Pairs that meet: the ring's 4 vertices, the crossing, 2 at the vertex (2, 0), 3 with edge 6: 10.
    expect(report).toMatchObject({
      segments: 7,
      features: 4,
      pairs: 10,
      noded: false,
      counts: { crossing: 1, touch: 3, overlap: 1, duplicate: 0 },
    });
    const tie = (edge: number): Side => ({ feature: 'tie', index: 0, name: 'Bow tie', part: -1, ring: 0, edge });
    const line = { feature: 1, index: 1, part: 0, ring: -1, edge: 0 };
    const stroke = { feature: 3, index: 3, part: -1, ring: -1, edge: 0 };
    // In sweep order: (0, 0), (1, 1), (2, 0).
    expect(report.problems).toEqual([
      { kind: 'touch', a: tie(0), b: stroke, point: ['0', '0'] },
      {
        kind: 'overlap',
        a: tie(3),
        b: stroke,
        segment: [
          ['0', '0'],
          ['0', '2'],
        ],
      },
      { kind: 'crossing', a: tie(0), b: tie(2), point: ['1', '1'] },
      { kind: 'touch', a: tie(1), b: line, point: ['2', '0'] },
      { kind: 'touch', a: tie(2), b: line, point: ['2', '0'] },
    ]);
  });

  it('the Natural Earth excerpt: Fiji crosses itself twice, the Maldives touch and fold over themselves, Belgium and Luxembourg share two edges', async () => {
    const report = await json(EXCERPT);
    expect(report).toMatchObject({
      segments: 49,
      features: 4,
      pairs: 62,
      noded: false,
      counts: { crossing: 2, touch: 1, overlap: 3, duplicate: 2 },
    });
    const geo = (await import('node:fs')).readFileSync(EXCERPT, 'utf8');
    const features = (JSON.parse(geo) as { features: { geometry: { coordinates: unknown[] } }[] }).features;
    const edge = (s: Side): [number[], number[]] => {
      const coordinates = features[s.index]?.geometry.coordinates as unknown[];
      const polygon = (s.part < 0 ? coordinates : coordinates[s.part]) as number[][][];
      const ring = polygon[s.ring] as number[][];
      return [ring[s.edge] as number[], ring[s.edge + 1] as number[]];
    };
    for (const p of report.problems) {
      const points = (p.point === undefined ? p.segment : [p.point]) as string[][];
      for (const x of points.map((q) => q.map((v) => Rational.parse(v)) as Coordinate[])) {
        // Every reported point lies on both edges, exactly (fractions).
        parameterOn(x, edge(p.a) as [Coordinate[], Coordinate[]]);
        parameterOn(x, edge(p.b) as [Coordinate[], Coordinate[]]);
      }
    }
    expect(report.problems.filter((p) => p.kind === 'crossing').map((p) => p.a.name)).toEqual(['Fiji', 'Fiji']);
    expect(report.problems.filter((p) => p.kind === 'duplicate').map((p) => [p.a.name, p.b.name])).toEqual([
      ['Belgium', 'Luxembourg'],
      ['Belgium', 'Luxembourg'],
    ]);
  });

  it('the text report: a summary, a line per problem, duplicates per pair of features (each with --all)', async () => {
    const run = await runCli(['noding', EXCERPT]);
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /49 segments in 4 features .*; 62 pairs meet; not noded: 2 crossings, 1 touch, 3 overlaps, 2 duplicates \(/,
    );
    expect(lines.slice(1).map((l) => l.split(' ')[0])).toEqual([
      'crossing',
      'crossing',
      'touch',
      'overlap',
      'overlap',
      'overlap',
      'duplicate',
    ]);
    expect(lines[1]).toContain(
      'feature "242" "Fiji" polygon 1 ring 0 edge 1 × feature "242" "Fiji" polygon 1 ring 0 edge 9 at (',
    );
    expect(lines[7]).toBe('duplicate feature "056" "Belgium" × feature "442" "Luxembourg": 2 shared edges (--all lists them)');
    const all = await runCli(['noding', '--all', EXCERPT]);
    expect(
      all.stdout
        .trimEnd()
        .split('\n')
        .filter((l) => l.startsWith('duplicate')),
    ).toHaveLength(2);
  });

  it('--max-pairs stops the check with status 3, not 1 (which says "not noded")', async () => {
    const run = await runCli(['noding', EXCERPT, '--max-pairs', '10']);
    expect(run.status).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `exact-predicates noding: ${EXCERPT}: more than 10 pairs of edges meet (--max-pairs): too large to check within the limits\n`,
    );
  });

  it('--max-segments stops the reading with status 3, at once', async () => {
    const run = await runCli(['noding', EXCERPT, '--max-segments', '20']);
    expect(run.status).toBe(3);
    expect(run.stderr).toBe(
      `exact-predicates noding: ${EXCERPT}: more than 20 segments (--max-segments): too large to check within the limits\n`,
    );
  });

  it.each([
    [[], 'FILE is needed'],
    [[EXCERPT, EXCERPT], 'one FILE at a time'],
    [[EXCERPT, '--colour'], 'unknown option --colour'],
    [[EXCERPT, '--max-pairs', 'many'], '--max-pairs is "many", expected an integer'],
    [[join(dir, 'missing.geojson')], `cannot read ${join(dir, 'missing.geojson')}`],
    [[dir], `cannot read ${dir}: it is a directory`],
  ])('usage error %#: one line, status 2', async (args, message) => {
    const run = await runCli(['noding', ...args]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toMatch(/^exact-predicates noding: .*\(see 'exact-predicates noding --help'\)\n$/);
  });

  it('a file that is not GeoJSON: one line naming the file, status 2 (test/cli/noding/readGeoJson.test.ts has every message)', async () => {
    const path = file('broken.json', '{"type":');
    const run = await runCli(['noding', path]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`exact-predicates noding: ${path}: is not JSON: unexpected end of text (line 1)\n`);
  });

  it('reads integer coordinates exactly at any size (regression: 9007199254740993 was rounded to ...992, a "duplicate")', async () => {
    const path = file(
      'big-integers.geojson',
      '{"type":"MultiLineString","coordinates":[[[9007199254740993,0],[9007199254740993,1]],[[9007199254740992,0],[9007199254740992,1]],[[9007199254740992,1],[9007199254740993,0]]]}',
    );
    const report = await json(path);
    // Two parallel lines one unit apart, and a diagonal from the top of one to the bottom of the other: noded.
    expect(report).toMatchObject({ segments: 3, noded: true, counts: { crossing: 0, touch: 0, overlap: 0, duplicate: 0 } });
    const crossing = file(
      'big-crossing.geojson',
      '{"type":"MultiLineString","coordinates":[[[9007199254740993,0],[9007199254740995,2]],[[9007199254740993,2],[9007199254740995,0]]]}',
    );
    expect((await json(crossing)).problems).toEqual([
      {
        kind: 'crossing',
        a: { feature: 0, index: 0, part: 0, ring: -1, edge: 0 },
        b: { feature: 0, index: 0, part: 1, ring: -1, edge: 0 },
        point: ['9007199254740994', '1'],
      },
    ]);
  });

  it('shows an id as the file writes it (regression: the id 1e400 was shown as "Infinity")', async () => {
    const path = file(
      'odd-ids.geojson',
      '{"type":"FeatureCollection","features":[{"type":"Feature","id":1e400,"geometry":{"type":"LineString","coordinates":[[0,0],[2,2]]}},{"type":"Feature","id":12345678901234567891,"properties":{"name":"b"},"geometry":{"type":"LineString","coordinates":[[0,2],[2,0]]}}]}',
    );
    const text = await runCli(['noding', path]);
    expect(text.stdout.split('\n')[1]).toBe(
      'crossing  feature 1e400 edge 0 × feature 12345678901234567891 "b" edge 0 at (1, 1) ≈ (1, 1)',
    );
    const report = await runCli(['noding', path, '--json']);
    expect(report.stdout).toContain('"a":{"feature":1e400,"index":0,"part":-1,"ring":-1,"edge":0}');
    expect(report.stdout).toContain('"b":{"feature":12345678901234567891,"index":1,"name":"b","part":-1,"ring":-1,"edge":0}');
  });

  it('reads GeometryCollections nested 3000 deep (regression: the stack overflowed, and the exit status said "not noded")', async () => {
    let g = '{"type":"LineString","coordinates":[[0,0],[2,2],[2,0],[0,2]]}';
    for (let k = 0; k < 3000; k++) g = `{"type":"GeometryCollection","geometries":[${g}]}`;
    const run = await runCli(['noding', file('deep.geojson', g), '--json']);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.counts).toEqual({ crossing: 1, touch: 0, overlap: 0, duplicate: 0 });
    expect(report.problems[0]?.point).toEqual(['1', '1']);
  });

  it('past the depth it reads, a limit: status 3, not a stack overflow', async () => {
    const run = await runCli(['noding', file('too-deep.json', `${'['.repeat(100_001)}${']'.repeat(100_001)}`)]);
    expect(run.status).toBe(2); // an array is not GeoJSON, and says so before its depth matters
    const deep = `${'{"type":"GeometryCollection","geometries":['.repeat(50_001)}${']}'.repeat(50_001)}`;
    const limited = await runCli(['noding', file('too-deep-2.json', deep)]);
    expect(limited.status).toBe(3);
    expect(limited.stderr).toMatch(/it nests arrays and objects more than 100000 deep: too large to check within the limits\n$/);
  });

  it('--help describes the command', async () => {
    const run = await runCli(['noding', '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: exact-predicates noding FILE /);
  });
});
