import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_LABEL, runCli } from './cliProcess.js';

/*
 * exact-predicates overlay / normalize / validate on small files written
 * here, every answer worked out by hand; each answer of overlay and
 * normalize is also written back to a file and checked by validate (an
 * answer is valid by the rules, whatever the operands).
 */

const dir = mkdtempSync(join(tmpdir(), 'polygon-commands-'));
let files = 0;
function file(content: unknown): string {
  const path = join(dir, `f${files++}.geojson`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

type Position = (number | string)[];
const polygon = (...rings: Position[][]) => ({ type: 'Polygon', coordinates: rings.map((r) => [...r, r[0]]) });
const feature = (geometry: unknown, id?: unknown) => ({
  type: 'Feature',
  ...(id === undefined ? {} : { id }),
  properties: {},
  geometry,
});
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });
/** The square [x0, x1] × [y0, y1], counterclockwise (or clockwise). */
const square = (x0: number, y0: number, x1: number, y1: number, clockwise = false): Position[] => {
  const ccw = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  return clockwise ? ccw.reverse() : ccw;
};
/** A MultiPolygon's text as the commands write it. */
const multi = (coordinates: unknown): string => `${JSON.stringify({ type: 'MultiPolygon', coordinates })}\n`;

/** Runs a command that writes a MultiPolygon; checks status 0, and that validate finds the answer valid. */
async function answer(args: string[]): Promise<string> {
  const run = await runCli(args);
  expect(run.status, run.stderr).toBe(0);
  expect(run.stderr).toBe('');
  const check = await runCli(['validate', file(run.stdout)]);
  expect(check.stdout, 'the answer is valid').toMatch(/, all valid\n$/);
  expect(check.status).toBe(0);
  return run.stdout;
}

describe(`exact-predicates overlay (${CLI_LABEL})`, () => {
  // a = [0, 2]², written clockwise; b = [1, 3]².
  const a = file(collection(feature(polygon(square(0, 0, 2, 2, true)), 'a')));
  const b = file(polygon(square(1, 1, 3, 3)));

  it.each([
    [
      'intersection',
      [
        [
          [
            [1, 1],
            [2, 1],
            [2, 2],
            [1, 2],
            [1, 1],
          ],
        ],
      ],
    ],
    [
      'union',
      [
        [
          [
            [0, 0],
            [2, 0],
            [2, 1],
            [3, 1],
            [3, 3],
            [1, 3],
            [1, 2],
            [0, 2],
            [0, 0],
          ],
        ],
      ],
    ],
    [
      'difference',
      [
        [
          [
            [0, 0],
            [2, 0],
            [2, 1],
            [1, 1],
            [1, 2],
            [0, 2],
            [0, 0],
          ],
        ],
      ],
    ],
    [
      'xor',
      [
        [
          [
            [0, 0],
            [2, 0],
            [2, 1],
            [1, 1],
            [1, 2],
            [0, 2],
            [0, 0],
          ],
        ],
        [
          [
            [1, 2],
            [2, 2],
            [2, 1],
            [3, 1],
            [3, 3],
            [1, 3],
            [1, 2],
          ],
        ],
      ],
    ],
  ])('%s of two squares, one written clockwise', async (operation, coordinates) => {
    expect(await answer(['overlay', operation, a, b])).toBe(multi(coordinates));
  });

  it('writes a crossing that is no double as its exact rational: the square [0, 1]² under the line from (0, 1) to (3, 0)', async () => {
    const triangle = file(
      polygon([
        [0, 0],
        [3, 0],
        [0, 1],
      ]),
    );
    const unit = file(polygon(square(0, 0, 1, 1)));
    expect(await answer(['overlay', 'intersection', unit, triangle])).toBe(
      multi([
        [
          [
            [0, 0],
            [1, 0],
            [1, '2/3'],
            [0, 1],
            [0, 0],
          ],
        ],
      ]),
    );
  });

  it('reads its own answers back: a coordinate written as a string is that exact number', async () => {
    const triangle = file(
      polygon([
        [0, 0],
        [3, 0],
        [0, 1],
      ]),
    );
    const unit = file(polygon(square(0, 0, 1, 1)));
    const cut = file(await answer(['overlay', 'intersection', unit, triangle]));
    expect(await answer(['overlay', 'union', cut, unit])).toBe(
      multi([
        [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
            [0, 0],
          ],
        ],
      ]),
    );
    expect(await answer(['overlay', 'difference', unit, cut])).toBe(
      multi([
        [
          [
            [0, 1],
            [1, '2/3'],
            [1, 1],
            [0, 1],
          ],
        ],
      ]),
    );
  });

  it('reads and writes integers past 2^53 exactly (2^53 + 1 is no double: a string; 2^53 is one: a number)', async () => {
    const long = file(`{"type":"Polygon","coordinates":[[[0,0],[9007199254740993,0],[9007199254740993,1],[0,1],[0,0]]]}`);
    const short = file(`{"type":"Polygon","coordinates":[[[0,0],[9007199254740992,0],[9007199254740992,1],[0,1],[0,0]]]}`);
    expect(await answer(['overlay', 'difference', long, short])).toBe(
      multi([
        [
          [
            [9007199254740992, 0],
            ['9007199254740993', 0],
            ['9007199254740993', 1],
            [9007199254740992, 1],
            [9007199254740992, 0],
          ],
        ],
      ]),
    );
  });

  it('--grid G snaps the operands to the multiples of G first', async () => {
    const off = file(polygon(square(0.2, 0.2, 2.2, 2.2)));
    const other = file(polygon(square(1.4, 1.4, 3.4, 3.4)));
    // Snapped to the grid of 1: [0, 2]² and [1, 3]².
    expect(await answer(['overlay', 'intersection', off, other, '--grid', '1'])).toBe(
      multi([
        [
          [
            [1, 1],
            [2, 1],
            [2, 2],
            [1, 2],
            [1, 1],
          ],
        ],
      ]),
    );
    expect(await answer(['overlay', 'intersection', off, other, '--grid', '1/2'])).toBe(
      multi([
        [
          [
            [1.5, 1.5],
            [2, 1.5],
            [2, 2],
            [1.5, 2],
            [1.5, 1.5],
          ],
        ],
      ]),
    );
  });

  it('a file without polygons is an empty operand', async () => {
    const points = file(collection(feature({ type: 'Point', coordinates: [5, 5] })));
    expect(await answer(['overlay', 'intersection', a, points])).toBe(multi([]));
    expect(await answer(['overlay', 'union', points, b])).toBe(
      multi([
        [
          [
            [1, 1],
            [3, 1],
            [3, 3],
            [1, 3],
            [1, 1],
          ],
        ],
      ]),
    );
    expect(await answer(['overlay', 'difference', points, b])).toBe(multi([]));
  });

  it.each([
    [['overlay', 'merge', 'A', 'B'], /the operation is "merge", expected intersection, union, difference, xor/],
    [['overlay', 'union', 'A'], /OPERATION A B is needed/],
    [['overlay', 'union', 'A', 'B', '--grid', '0'], /--grid is "0", expected a cell size > 0/],
    [['overlay', 'union', 'A', 'B', '--grid', 'x'], /--grid is "x"/],
    [['overlay', 'union', 'A', 'B', '--max-pairs', '-1'], /max-pairs/],
  ])('bad usage %j: one line, status 2', async (args, message) => {
    const run = await runCli(args.map((w) => (w === 'A' ? a : w === 'B' ? b : w)));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });

  it('a file that cannot be read, is not JSON, or holds a line: status 2, naming the file', async () => {
    const missing = join(dir, 'missing.geojson');
    const notJson = file('{"type":"Polygon",');
    const word = file(
      polygon([
        [0, 0],
        ['one', 0],
        [1, 1],
      ]),
    );
    const line = file(
      collection(
        feature(
          {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
          'road',
        ),
      ),
    );
    for (const [path, message] of [
      [missing, /cannot read .*missing\.geojson/],
      [notJson, /is not JSON/],
      [word, /coordinates\[0\]\[1\]\[0\] is "one": /],
      [line, /feature 0 \(id "road"\) is a line \(LineString or MultiLineString\): these commands read polygons/],
    ] as const) {
      const run = await runCli(['overlay', 'union', a, path]);
      expect(run.status, run.stderr).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(message);
    }
  });

  it('past --max-pairs: status 3, nothing written', async () => {
    const run = await runCli(['overlay', 'union', a, b, '--max-pairs', '3']);
    expect(run.status).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'exact-predicates overlay: more than 3 pairs of edges meet (--max-pairs): too large to check within the limits\n',
    );
  });

  it('--help describes the command', async () => {
    const run = await runCli(['overlay', '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: exact-predicates overlay OPERATION A B/);
  });
});

describe(`exact-predicates normalize (${CLI_LABEL})`, () => {
  it('a bow tie becomes two triangles touching at (1, 1)', async () => {
    const bowtie = file(
      polygon([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]),
    );
    expect(await answer(['normalize', bowtie])).toBe(
      multi([
        [
          [
            [0, 0],
            [1, 1],
            [0, 2],
            [0, 0],
          ],
        ],
        [
          [
            [1, 1],
            [2, 0],
            [2, 2],
            [1, 1],
          ],
        ],
      ]),
    );
  });

  it('features that overlap add up, whatever way their rings turn; a hole is a hole even written counterclockwise', async () => {
    const overlapping = file(collection(feature(polygon(square(0, 0, 2, 2, true))), feature(polygon(square(1, 1, 3, 3)))));
    expect(await answer(['normalize', overlapping])).toBe(
      multi([
        [
          [
            [0, 0],
            [2, 0],
            [2, 1],
            [3, 1],
            [3, 3],
            [1, 3],
            [1, 2],
            [0, 2],
            [0, 0],
          ],
        ],
      ]),
    );
    const holed = file(polygon(square(0, 0, 4, 4), square(1, 1, 3, 3)));
    expect(await answer(['normalize', holed])).toBe(
      multi([
        [
          [
            [0, 0],
            [4, 0],
            [4, 4],
            [0, 4],
            [0, 0],
          ],
          [
            [1, 1],
            [1, 3],
            [3, 3],
            [3, 1],
            [1, 1],
          ],
        ],
      ]),
    );
  });

  it('spikes and repeated vertices vanish; an empty file gives an empty MultiPolygon', async () => {
    const spiky = file(
      polygon([
        [0, 0],
        [2, 0],
        [2, 0],
        [5, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ]),
    );
    expect(await answer(['normalize', spiky])).toBe(
      multi([
        [
          [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
            [0, 0],
          ],
        ],
      ]),
    );
    expect(await answer(['normalize', file(collection())])).toBe(multi([]));
  });

  it('reads TopoJSON, its transform applied exactly: x·0.5 + 10, y·0.25 + 20', async () => {
    const topology = file({
      type: 'Topology',
      transform: { scale: [0.5, 0.25], translate: [10, 20] },
      objects: { land: { type: 'Polygon', arcs: [[0]] } },
      arcs: [
        [
          [0, 0],
          [2, 0],
          [0, 4],
          [-2, 0],
          [0, -4],
        ],
      ],
    });
    expect(await answer(['normalize', topology])).toBe(
      multi([
        [
          [
            [10, 20],
            [11, 20],
            [11, 21],
            [10, 21],
            [10, 20],
          ],
        ],
      ]),
    );
  });
});

describe(`exact-predicates validate (${CLI_LABEL})`, () => {
  it('valid polygons, in any order of rings and vertices: status 0', async () => {
    // Outer ring from (4, 0); holes listed right one first: PROTOCOL.md's order is not asked of a file.
    const holed = polygon(
      [
        [4, 0],
        [4, 4],
        [0, 4],
        [0, 0],
      ],
      [
        [3, 1],
        [2, 1],
        [2, 3],
        [3, 3],
      ],
      [
        [1, 1],
        [0.5, 1],
        [0.5, 3],
        [1, 3],
      ],
    );
    const run = await runCli(['validate', file(collection(feature(holed), feature(polygon(square(5, 0, 6, 1)))))]);
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/: 2 geometries \(2 polygons\), all valid\n$/);
  });

  it.each([
    [
      'a bow tie',
      polygon([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]),
      'self_intersection (a ring passes through a point twice), ring 0, at [1,1]',
    ],
    [
      'an outer ring turning clockwise',
      polygon(square(0, 0, 1, 1, true)),
      'wrong_orientation (an outer ring turns clockwise or a hole counterclockwise), ring 0',
    ],
    [
      'a repeated vertex',
      polygon([
        [0, 0],
        [1, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
      'collinear_vertex (a vertex is repeated or collinear with its two neighbours), ring 0, at [1,0]',
    ],
    [
      'a hole outside its outer ring',
      polygon(square(0, 0, 1, 1), square(2, 0, 3, 1, true)),
      'hole_outside (a hole is not inside its outer ring), ring 1 and ring 0',
    ],
    [
      'overlapping parts of a MultiPolygon (the second part named as the file numbers it)',
      { type: 'MultiPolygon', coordinates: [polygon(square(0, 0, 4, 4)).coordinates, polygon(square(1, 1, 2, 2)).coordinates] },
      "polygons_overlap (two polygons' interiors overlap), part 1 ring 0 and part 0 ring 0",
    ],
    [
      'a crossing at a point that is no double',
      polygon([
        [0, 0],
        [3, 0],
        [3, 1],
        [1, 0],
        [0, 1],
      ]),
      'self_intersection (a ring passes through a point twice), ring 0, at [1,0]',
    ],
  ])('%s: one line naming the rule, the rings and the witness, status 1', async (_title, geometry, line) => {
    const run = await runCli(['validate', file(collection(feature(polygon(square(10, 0, 11, 1))), feature(geometry, 'x')))]);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout.split('\n').slice(1)).toEqual([`feature 1 (id "x"): ${line}`, '']);
    expect(run.stdout).toMatch(/: 2 geometries \(\d+ polygons\), 1 not valid\n/);
  });

  it('the witness is exact: a hole crossing its outer ring at (4/3, 0), no double', async () => {
    // The hole's edge from (1, -1) to (2, 2) meets y = 0 at t = 1/3, x = 4/3; its edge from (2, 2) to (3, -1) at x = 8/3.
    const crossing = polygon(square(0, 0, 4, 4), [
      [1, -1],
      [2, 2],
      [3, -1],
    ]);
    const run = await runCli(['validate', file(crossing)]);
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')[1]).toMatch(
      /^feature 0: rings_cross \(two rings cross\), ring (0 and ring 1|1 and ring 0), at \["(4|8)\/3",0\]$/,
    );
  });
});
