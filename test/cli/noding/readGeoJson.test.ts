import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findProblems } from '../../../src/cli/noding/findProblems.js';
import { formatNodingJson } from '../../../src/cli/noding/formatNoding.js';
import { NodingLimitError } from '../../../src/cli/noding/GeoStore.js';
import { GeoInputError } from '../../../src/cli/noding/geoInputError.js';
import type { GeoFile } from '../../../src/cli/noding/readGeoJson.js';
import { readGeoFile } from '../../../src/cli/noding/readGeoJson.js';

/*
 * The reading of `noding`, in process: what a file gives (segments, their
 * sources, features), and the one-line message for each way a file can
 * fail to be GeoJSON or TopoJSON. The file comes in pieces of 7 bytes, so
 * that every token is cut somewhere.
 */

const read = (content: string | Buffer, options: { object?: string; maxSegments?: number } = {}): Promise<GeoFile> => {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, k) => bytes.subarray(7 * k, 7 * k + 7));
  return readGeoFile(Readable.from(pieces), { maxSegments: options.maxSegments ?? 1000, maxDepth: 10_000, ...options });
};

const failure = async (content: string | Buffer): Promise<string> => {
  try {
    await read(content);
  } catch (e) {
    if (e instanceof GeoInputError) return e.message;
    throw e;
  }
  return 'read';
};

/** Every segment as text `x,y x,y feature part ring edge`. */
function segments(geo: GeoFile): string[] {
  const out: string[] = [];
  for (let s = 0; s < geo.store.segments; s++) {
    const [[ax, ay], [bx, by]] = geo.store.segment(s);
    out.push(`${ax},${ay} ${bx},${by} ${geo.store.source(s).join(' ')}`);
  }
  return out;
}

describe('readGeoFile: GeoJSON', () => {
  it('reads every geometry with edges, in any member order, with sources', async () => {
    const geo = await read(
      JSON.stringify({
        features: [
          {
            geometry: {
              coordinates: [
                [
                  [
                    [0, 0],
                    [1, 0],
                    [1, 1],
                    [0, 0],
                  ],
                  [
                    [5, 5],
                    [5, 5],
                    [6, 6],
                  ],
                ],
                [
                  [
                    [9, 9],
                    [8, 8],
                  ],
                ],
              ],
              type: 'MultiPolygon',
            },
            properties: { area: [1, 2, 3], name: 'first' },
            type: 'Feature',
            id: 7,
          },
          { type: 'Feature', geometry: { type: 'Point', coordinates: [3, 3] }, properties: null },
          {
            type: 'Feature',
            id: 'x',
            geometry: {
              type: 'GeometryCollection',
              geometries: [
                {
                  type: 'LineString',
                  coordinates: [
                    [2, 2],
                    [3, 3],
                  ],
                },
              ],
            },
          },
        ],
        type: 'FeatureCollection',
      }),
    );
    expect(segments(geo)).toEqual([
      '0,0 1,0 0 0 0 0',
      '1,0 1,1 0 0 0 1',
      '1,1 0,0 0 0 0 2',
      '5,5 6,6 0 0 1 1',
      '9,9 8,8 0 1 0 0',
      '2,2 3,3 2 -1 -1 0',
    ]);
    // 9 positions of the MultiPolygon, 2 of the line; the point's one is dropped.
    expect([geo.store.features, geo.store.repeated, geo.store.positions]).toEqual([3, 1, 11]);
    expect(geo.store.infoOf(0)).toEqual({ id: '7', name: 'first' });
    expect(geo.store.infoOf(2)).toEqual({ id: '"x"', name: undefined });
  });

  it('reads integers exactly at any size, other numbers as the doubles they are', async () => {
    const geo = await read('{"type":"LineString","coordinates":[[9007199254740993,0.1],[-123456789012345678901234567890,1e2]]}');
    expect(geo.store.segment(0)).toEqual([
      [9007199254740993n, 0.1],
      [-123456789012345678901234567890n, 100],
    ]);
  });

  it('reads a coordinate written as a string exactly, as the polygon commands write rationals', async () => {
    const geo = await read('{"type":"LineString","coordinates":[["1/3","0.1"],["9007199254740993",2]]}');
    const [[x0, y0], [x1, y1]] = geo.store.segment(0) as [[unknown, unknown], [unknown, unknown]];
    expect(String(x0)).toBe('1/3');
    expect(String(y0)).toBe('1/10');
    expect([x1, y1]).toEqual([9007199254740993n, 2]);
  });

  it('skips a UTF-8 byte-order mark at the start, as eval does', async () => {
    const geo = await read(
      `\uFEFF${JSON.stringify({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      })}`,
    );
    expect(geo.store.segments).toBe(1);
  });

  it.each([
    ['{"type":', 'is not JSON: unexpected end of text (line 1)'],
    ['{"type":"Foo"}', 'the file has the unknown type "Foo"'],
    ['{"type":"LineString","coordinates":[[0,0],[1]]}', 'the file: coordinates[1] is not a position [x, y]'],
    [
      '{"type":"LineString","coordinates":[[0,0],[1,"two"]]}',
      'the file: coordinates[1][1] is "two": not a numeric string (integer "-12", decimal "1.5e-7" or rational "-7/3")',
    ],
    ['{"type":"LineString","coordinates":[[0,0],[1,true]]}', 'the file: coordinates[1] holds true, not a number'],
    ['{"type":"LineString","coordinates":[[0,0],[1,1e400]]}', 'the file: coordinates[1][1] is 1e400, which overflows a double'],
    [
      '{"type":"Polygon","coordinates":[[0,0],[1,1]]}',
      'the file: the coordinates of a Polygon are arrays of positions nested 2 deep',
    ],
    ['{"type":"LineString"}', 'the file is a LineString without "coordinates"'],
    ['[]', 'is a JSON array, not a GeoJSON or TopoJSON object'],
    ['7', 'is a JSON scalar, not a GeoJSON or TopoJSON object'],
    ['{"type":"FeatureCollection"}', 'the file is a FeatureCollection without "features"'],
    ['{"type":"FeatureCollection","features":[7]}', 'the file features[0] is not an object'],
    [
      '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null},{"type":"Point","coordinates":[0,0]}]}',
      'feature 1 is not a GeoJSON Feature (its type is "Point")',
    ],
    [
      '{"type":"Feature","coordinates":[],"geometry":null}',
      'the file is a Feature with a "coordinates" member, which a Feature has not',
    ],
    [
      '{"type":"LineString",\uFEFF"coordinates":[]}',
      'is not JSON: unexpected U+FEFF at line 1 column 22 where a "key" was expected',
    ],
  ])('%s: %s', async (text, message) => {
    expect(await failure(text)).toBe(message);
  });

  it('a file that is not UTF-8', async () => {
    expect(await failure(Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]))).toBe('is not UTF-8 text');
  });

  it('stops at once past maxSegments', async () => {
    const line = JSON.stringify({ type: 'LineString', coordinates: Array.from({ length: 100 }, (_, k) => [k, k % 2]) });
    await expect(read(line, { maxSegments: 10 })).rejects.toThrow(NodingLimitError);
    await expect(read(line, { maxSegments: 10 })).rejects.toThrow('more than 10 segments (--max-segments)');
  });
});

describe('readGeoFile: TopoJSON', () => {
  // Quantized: the left square [0,2]², the right one [2,4]×[0,2] sharing arc 0 (x = 2), a line y = 1 across both.
  const topology = {
    type: 'Topology',
    objects: {
      shapes: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', id: 'L', properties: { name: 'left' }, arcs: [[0, 1]] },
          { type: 'Polygon', id: 'R', arcs: [[2, -1]] },
          { type: 'LineString', id: 3, arcs: [3] },
          { type: 'Point', coordinates: [1, 1] },
        ],
      },
      other: { type: 'LineString', arcs: [3] },
    },
    arcs: [
      [
        [2, 0],
        [0, 2],
      ],
      [
        [2, 2],
        [-2, 0],
        [0, -2],
        [2, 0],
      ],
      [
        [2, 0],
        [2, 0],
        [0, 2],
        [-2, 0],
      ],
      [
        [1, 1],
        [2, 0],
      ],
    ],
    transform: { scale: [0.5, 0.25], translate: [10, 20] },
  };

  const report = async (options: { object?: string } = {}) => {
    const geo = await read(JSON.stringify(topology), options);
    const problems = findProblems(geo.store, 1000);
    return { geo, json: JSON.parse([...formatNodingJson({ file: 'f', geo }, problems)].join('')) };
  };

  it('expands each ring from its arcs (~i reversed), in quantized coordinates, one feature per geometry of a collection', async () => {
    const { geo } = await report();
    expect(geo.format).toBe('TopoJSON');
    expect(segments(geo)).toEqual([
      '2,0 2,2 0 -1 0 0',
      '2,2 0,2 0 -1 0 1',
      '0,2 0,0 0 -1 0 2',
      '0,0 2,0 0 -1 0 3',
      '2,0 4,0 1 -1 0 0',
      '4,0 4,2 1 -1 0 1',
      '4,2 2,2 1 -1 0 2',
      '2,2 2,0 1 -1 0 3',
      '1,1 3,1 2 -1 -1 0',
      '1,1 3,1 4 -1 -1 0',
    ]);
    // The collection's four geometries are features 0 to 3 (the point has no edges), the object "other" feature 4.
    expect(geo.store.features).toBe(5);
    expect(geo.store.infoOf(0)).toEqual({ id: '"L"', name: 'left' });
    expect(geo.store.infoOf(2)).toEqual({ id: '3', name: undefined });
  });

  it('reports in the file coordinates, the transform applied exactly: x·0.5 + 10, y·0.25 + 20', async () => {
    const { json } = await report();
    expect(json.format).toBe('TopoJSON');
    expect(json.counts).toEqual({ crossing: 4, touch: 0, overlap: 0, duplicate: 2 });
    const crossing = json.problems.find((p: { kind: string }) => p.kind === 'crossing');
    expect(crossing.point).toEqual(['11', '81/4']);
    const shared = json.problems.find(
      (p: { kind: string; a: { feature: unknown } }) => p.kind === 'duplicate' && p.a.feature === 'L',
    );
    expect(shared.segment).toEqual([
      ['11', '20'],
      ['11', '41/2'],
    ]);
  });

  it('--object reads one object of the topology', async () => {
    const { json } = await report({ object: 'shapes' });
    expect(json.counts).toEqual({ crossing: 2, touch: 0, overlap: 0, duplicate: 1 });
  });

  it.each([
    [{ ...topology, arcs: [[[0.5, 0]]] }, "the Topology: arcs[0][0] is not a pair of integers (a quantized arc's deltas are)"],
    [{ ...topology, arcs: [] }, 'object "shapes" feature 0: arcs names arc 0, which the Topology has not'],
    [
      { ...topology, transform: { scale: [0, 1], translate: [0, 0] } },
      'the Topology: transform.scale has a 0: the transform maps every arc to a line',
    ],
    [{ ...topology, transform: { scale: [1, 1] } }, 'the Topology: transform needs both "scale" and "translate"'],
    [{ type: 'Topology', objects: {} }, 'the file is a Topology without "arcs"'],
    [
      { ...topology, objects: { o: { type: 'Polygon', arcs: [0, 1] } } },
      'object "o": the arcs of a Polygon are lists of arc indices nested 2 deep',
    ],
    [{ ...topology, objects: { o: { type: 'LineString', arcs: [0.5] } } }, 'object "o": arcs[0] is 0.5, not an arc index'],
  ])('%#: %s', async (t, message) => {
    expect(await failure(JSON.stringify(t))).toBe(message);
  });
});

describe('readGeoFile: a TopoJSON topology reads as its GeoJSON conversion does (topojson-client, world-atlas 1:110m)', () => {
  it('the same segments, features and problems, pair by pair', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const { feature } = await import('topojson-client');
    const path = createRequire(import.meta.url).resolve('world-atlas/countries-110m.json');
    const text = readFileSync(path, 'utf8');
    const topo = await read(text, { object: 'countries', maxSegments: 100_000 });
    const topology = JSON.parse(text);
    const geo = await read(JSON.stringify(feature(topology, topology.objects.countries)), { maxSegments: 100_000 });
    const problems = (g: GeoFile) => {
      const report = findProblems(g.store, 1_000_000);
      return Array.from({ length: report.count }, (_, k) => {
        const p = report.problem(k);
        return `${p.kind} ${g.store.source(p.i).join(',')} ${g.store.source(p.j).join(',')}`;
      }).sort();
    };
    expect([topo.store.segments, topo.store.features]).toEqual([geo.store.segments, geo.store.features]);
    expect(problems(topo)).toEqual(problems(geo));
  });
});
