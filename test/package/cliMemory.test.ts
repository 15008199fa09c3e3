// The memory claim of docs/cli.md, measured on the built command: about
// 100 MB for an ordinary stream however long, and no line of any content
// (within the default --max-line-bytes) takes `eval` past 400 MB; the line
// after it is answered as usual.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comb } from '../support/comb.js';
import { assertBuilt, root } from './dist.js';

/** The documented bounds, in MB (10^6 bytes). */
const ORDINARY_MB = 128;
const ANY_LINE_MB = 400;

/** Just under the default --max-line-bytes (64 MiB). */
const LINE_BYTES = 64 * 1024 * 1024 - 64;
const NEXT = '{"id":"next","op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}';
const NEXT_ANSWER = '{"id":"next","result":1}';

let dir = '';
beforeAll(() => {
  assertBuilt();
  dir = mkdtempSync(join(tmpdir(), 'ep-memory-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes one line: `head`, `unit` repeated `times`, `tail` (in blocks of about 1 MB). */
function* repeated(head: string, unit: string, times: number, tail: string): Generator<string> {
  yield head;
  const perBlock = Math.max(1, Math.floor((1 << 20) / unit.length));
  const block = unit.repeat(perBlock);
  let left = times;
  for (; left >= perBlock; left -= perBlock) yield block;
  yield `${unit.repeat(left)}${tail}`;
}

/** How many `unit`s fit in one line of LINE_BYTES with `head` and `tail`. */
const unitsThatFit = (head: string, unit: string, tail: string): number =>
  Math.floor((LINE_BYTES - head.length - tail.length) / unit.length);

/** A file of one long line, made of `parts`, then NEXT. */
function writeLongLine(name: string, parts: Iterable<string>): string {
  const file = join(dir, name);
  const fd = openSync(file, 'w');
  for (const part of parts) writeSync(fd, part);
  writeSync(fd, `\n${NEXT}\n`);
  closeSync(fd);
  return file;
}

function writeLines(name: string, lines: Iterable<string>): string {
  const file = join(dir, name);
  const fd = openSync(file, 'w');
  for (const line of lines) writeSync(fd, `${line}\n`);
  closeSync(fd);
  return file;
}

/** Reports the process's peak resident memory (KiB) on stderr as it exits. */
const REPORT_MAX_RSS = `data:text/javascript,${encodeURIComponent(
  "import { writeSync } from 'node:fs'; process.on('exit', () => writeSync(2, 'maxRSS ' + process.resourceUsage().maxRSS + '\\n'));",
)}`;

/** Runs `dist/cli.js eval FILE` (node given `nodeFlags` first); resolves to its output lines, exit status and peak memory in MB. */
function evalFile(
  file: string,
  nodeFlags: readonly string[] = [],
): Promise<{ lines: string[]; status: number | null; maxRssMb: number }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...nodeFlags, '--import', REPORT_MAX_RSS, join(root, 'dist/cli.js'), 'eval', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => {
      err += b.toString();
    });
    child.on('error', fail);
    child.on('close', (status) => {
      const kib = /maxRSS (\d+)/.exec(err)?.[1];
      if (kib === undefined) fail(new Error(`no maxRSS report; stderr: ${err}`));
      const lines = Buffer.concat(out)
        .toString('utf8')
        .split('\n')
        .filter((l) => l !== '');
      done({ lines, status, maxRssMb: (Number(kib) * 1024) / 1e6 });
    });
  });
}

describe('dist/cli.js eval: memory per line is bounded', () => {
  it(`an ordinary stream of 300 000 lines stays under ${ORDINARY_MB} MB`, async () => {
    const kinds = [
      '"op":"orient2d","a":[0,0],"b":["123456789012345678901234567890",1],"c":[1,"1/3"]',
      '"op":"segment_box","s":[[0,0],[4,2]],"box":{"min":[1,0],"max":[3,"0.5"]}',
      '"op":"segment_intersection","s":[[0,0],[3,1]],"t":[[0,1],[1,0]]',
      '"op":"point_in_convex_polygon","p":[2,"1/7"],"polygon":[[0,0],[2,0],[2,2],[0,2]]',
      '"op":"ray_box","origin":["1.5",0,0.25],"dir":[1,0,0],"box":{"min":[1,-1,0],"max":[2,1,1]}',
    ];
    const n = 300_000;
    const file = writeLines(
      'ordinary.ndjson',
      (function* () {
        for (let i = 0; i < n; i++) yield `{"id":${i},${kinds[i % kinds.length]}}`;
      })(),
    );
    const r = await evalFile(file);
    expect(r.lines).toHaveLength(n);
    expect(r.status).toBe(0);
    expect(r.maxRssMb).toBeLessThan(ORDINARY_MB);
  }, 120_000);

  const nested = (): Iterable<string> => {
    const head = '{"op":"orient2d","a":';
    const tail = ',"id":"deep"}';
    const n = Math.floor((LINE_BYTES - head.length - tail.length) / 2);
    return [...repeated(head, '[', n, ''), ...repeated('', ']', n, tail)];
  };
  const zeros = (): Iterable<string> => {
    const [head, unit, tail] = ['{"id":"zeros","op":"bounding_box","points":[[', '0,', '0]]}'];
    return repeated(head, unit, unitsThatFit(head, unit, tail), tail);
  };
  const escaped = (): Iterable<string> => {
    const [head, unit, tail] = ['{"id":"escaped","op":"orient2d","a":["', '\\u00e9', '",0],"b":[1,0],"c":[0,1]}'];
    return repeated(head, unit, unitsThatFit(head, unit, tail), tail);
  };
  const points = (): Iterable<string> => {
    // The object, its id, op and points, and 3 × 333 332: 1 000 000 values, --max-values exactly.
    const list = Array.from({ length: 333_332 }, (_, i) => `[${(i * 0.123456789123).toPrecision(17)},${-i / 7}]`);
    return [`{"id":"points","op":"bounding_box","points":[${list.join(',')}]}`];
  };

  it.each([
    ['33 million nested arrays in a request (too deep; its id, written last, still echoed)', nested, '"deep"', 'too_large'],
    ['a request of 33 million zeros (over --max-values)', zeros, '"zeros"', 'too_large'],
    ['a request with a 64 MiB string of escapes', escaped, '"escaped"', 'bad_input'],
    ['a million values, just within the limits, answered', points, '"points"', null],
  ] as const)(
    `%s: under ${ANY_LINE_MB} MB, and the next line is answered`,
    async (_title, parts, id, code) => {
      const r = await evalFile(writeLongLine('long.ndjson', parts()));
      expect(r.lines).toHaveLength(2);
      const first = JSON.parse(r.lines[0] as string) as { id: unknown; error?: { code: string } };
      expect(first.id).toBe(JSON.parse(id));
      expect(first.error?.code ?? null).toBe(code);
      expect(r.lines[1]).toBe(NEXT_ANSWER);
      expect(r.maxRssMb).toBeLessThan(ANY_LINE_MB);
    },
    120_000,
  );
});

/** Decimal digits from a seeded generator, a leading 1: a number of exactly `n` digits. */
function digits(n: number, seed: number): string {
  let s = '1';
  for (let i = 1, x = seed; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += String(x % 10);
  }
  return s;
}

/**
 * A snap_round line: `count` long segments from `[0, y]` to `[x1, y + 0.1]`
 * (the ys `lift` apart), all in the pixel row of y = 0, and a point in each
 * pixel `[x, 0]` for x = 1 .. points, so that every segment passes every
 * point's pixel.
 */
function bundleWithPoints(count: number, x1: number, points: number, lift: number): string {
  const segments: number[][][] = [];
  for (let k = 0; k < count; k++)
    segments.push([
      [0, k * lift],
      [x1, k * lift + 0.1],
    ]);
  for (let x = 1; x <= points; x++)
    segments.push([
      [x, 0.05],
      [x, 0.05],
    ]);
  return JSON.stringify({ op: 'snap_round', segments });
}

/*
 * The lines of issue 36 that each took the command out of memory or kept
 * it busy for minutes (every later line lost), as the issue gives them:
 * each is answered (too_large, or its result) in a heap of 384 MB, peak
 * memory under 400 MB, and the next line after it as usual. The larger ones
 * are cut down to seconds for CI; EXACT_PREDICATES_SLOW_TESTS=1 runs them
 * at the size.
 */
const slow = process.env.EXACT_PREDICATES_SLOW_TESTS === '1';
const a = digits(9990, 1);
const hostile: [title: string, lines: () => string, code: string | null, message: RegExp | null][] = [
  [
    'grid_cells through 10^9990-wide index ranges, max_cells 1000000 (was: 96 s, 4.3 GB, abort)',
    () =>
      JSON.stringify({
        op: 'grid_cells',
        s: [
          [a, '1/7'],
          [`${a}0000`, '2/7'],
        ],
        grid: { origin: [0, 0], cell: [1, 1] },
        mode: 'closed',
        max_cells: 1000000,
      }),
    'too_large',
    /the most one answer lists for numbers of \d+ bits/,
  ],
  [
    'grid_cells with 10 000-digit coordinates and cells (was: 113 s, 2.5 GB)',
    () =>
      JSON.stringify({
        op: 'grid_cells',
        s: [
          [`${a}/3`, '1/7'],
          [`${a}000000/3`, `${a}/7`],
        ],
        grid: { origin: [0, 0], cell: [a, `${a}/1000`] },
        mode: 'closed',
        max_cells: 1000000,
      }),
    'too_large',
    /the most one answer lists for numbers of \d+ bits/,
  ],
  [
    'grid_cells [0,0] to ["1e9999",0] with params (was: 35 s, 961 MB)',
    () =>
      JSON.stringify({
        op: 'grid_cells',
        s: [
          [0, 0],
          ['1e9999', 0],
        ],
        grid: { origin: [0, 0], cell: [1, 1] },
        mode: 'closed',
        params: true,
      }),
    'too_large',
    null,
  ],
  [
    '159 grid_cells lines of rationals over max_cells (was: 29 s of CPU)',
    () =>
      Array.from({ length: 159 }, (_, i) =>
        JSON.stringify({
          op: 'grid_cells',
          s: [
            [`1/${i + 3}`, '1/7'],
            [`${1000001 + i}/3`, `${i}/7`],
          ],
          grid: { origin: ['1/11', 0], cell: ['1/13', '1/17'] },
          mode: 'closed',
        }),
      ).join('\n'),
    'too_large',
    /over max_cells 100000/,
  ],
  [
    '20 000 segments through a point, max_pairs 2^53 - 1 (was: 151 s, 4.7 GB, abort)',
    () =>
      JSON.stringify({
        op: 'segment_intersections',
        segments: Array.from({ length: 20000 }, (_, k) => [
          [-k - 1, -1],
          [k + 1, 1],
        ]),
        max_pairs: 9007199254740991,
      }),
    'too_large',
    /more than 1000000 intersecting pairs, the most one answer lists$/,
  ],
  [
    'segment_intersections of 1414 crossing segments of 300-digit points, 998 991 pairs (was: no answer in 580 s)',
    () =>
      JSON.stringify({
        op: 'segment_intersections',
        segments: Array.from({ length: 1414 }, (_, i) => [
          ['0', digits(300, 7 * i + 1)],
          [`1${'0'.repeat(299)}`, digits(300, 13 * i + 5)],
        ]),
      }),
    'too_large',
    /the most one answer lists for numbers of \d+ bits/,
  ],
  slow
    ? [
        'snap_round of 1000 long segments through the pixels of 100 000 points (was: 3.2 GB after 400 s)',
        () => bundleWithPoints(1000, 100000, 100000, 1e-5),
        'too_large',
        /meetings with hot pixels, the most one answer lists$/,
      ]
    : [
        // ys 2^-100 apart: numbers of 100+ bits, so at most 125 000 meetings (of 1 000 000).
        'snap_round of 100 long segments through the pixels of 5000 points (was: unbounded)',
        () => bundleWithPoints(100, 5000, 5000, 2 ** -100),
        'too_large',
        /meetings with hot pixels, the most one answer lists for numbers of \d+ bits$/,
      ],
];

/*
 * The overlay and triangulation ops on two combs across each other (640 000
 * crossings), max_pairs 2^53 - 1: at 1 000 000 pairs polygon_normalize
 * peaked at 414 MB and triangulate at 428 MB, so these ops stop at 500 000
 * pairs; and a Delaunay triangulation of a million values of points, whose
 * triangle list is past the result text budget.
 */
const combs = (): number[][][] => [comb(400, false), comb(400, true)];
const regionOps: typeof hostile = [
  [
    'polygon_overlay of two combs across each other (640 000 crossings), max_pairs 2^53 - 1',
    () =>
      JSON.stringify({
        op: 'polygon_overlay',
        a: [combs()[0]],
        b: [combs()[1]],
        operation: 'intersection',
        rule: 'nonzero',
        max_pairs: 2 ** 53 - 1,
      }),
    'too_large',
    /more than 500000 intersecting pairs, the most one answer lists$/,
  ],
  [
    'polygon_normalize of the two combs as one operand, max_pairs 2^53 - 1',
    () => JSON.stringify({ op: 'polygon_normalize', rings: combs(), rule: 'evenodd', max_pairs: 2 ** 53 - 1 }),
    'too_large',
    /more than 500000 intersecting pairs, the most one answer lists$/,
  ],
  [
    'triangulate of the two combs, max_pairs 2^53 - 1',
    () => JSON.stringify({ op: 'triangulate', rings: combs(), rule: 'evenodd', max_pairs: 2 ** 53 - 1 }),
    'too_large',
    /more than 500000 intersecting pairs, the most one answer lists$/,
  ],
  [
    "constrained_delaunay of the combs' edges, max_pairs 2^53 - 1",
    () => {
      const segments = combs().flatMap((ring) => ring.map((p, i) => [p, ring[(i + 1) % ring.length]]));
      return JSON.stringify({ op: 'constrained_delaunay', points: [], segments, max_pairs: 2 ** 53 - 1 });
    },
    'too_large',
    /more than 500000 intersecting pairs, the most one answer lists$/,
  ],
  [
    'delaunay of 333 000 points (a million values): the triangle list is past 32 MiB of text',
    () =>
      JSON.stringify({
        op: 'delaunay',
        points: Array.from({ length: 333_000 }, (_, i) => [i % 577, Math.floor(i / 577) + (i % 3) / 7]),
      }),
    'too_large',
    /the answer would be longer than 33554432 characters/,
  ],
];
hostile.push(...regionOps);

describe('dist/cli.js eval: the hostile lines of issue 36 are answered in bounded memory', () => {
  it.each(hostile)(
    `%s: answered in a 384 MB heap, under ${ANY_LINE_MB} MB, and the next line too`,
    async (_title, lines, code, message) => {
      const file = join(dir, 'hostile.ndjson');
      const fd = openSync(file, 'w');
      writeSync(fd, `${lines()}\n${NEXT}\n`);
      closeSync(fd);
      const r = await evalFile(file, ['--max-old-space-size=384']);
      const answers = r.lines.slice(0, -1).map((l) => JSON.parse(l) as { error?: { code: string; message: string } });
      expect(answers.length).toBeGreaterThan(0);
      for (const answer of answers) {
        expect(answer.error?.code ?? null).toBe(code);
        if (message !== null) expect(answer.error?.message).toMatch(message);
      }
      expect(r.lines.at(-1)).toBe(NEXT_ANSWER);
      expect(r.maxRssMb).toBeLessThan(ANY_LINE_MB);
    },
    600_000,
  );
});

/** Runs `dist/cli.js noding FILE ...args` in a heap of `heapMb`; resolves to its status, stdout, stderr and peak memory in MB. */
function nodingFile(
  file: string,
  args: readonly string[],
  heapMb: number,
): Promise<{ status: number | null; stdout: string; stderr: string; maxRssMb: number }> {
  return runBuilt(['noding', file, ...args], heapMb);
}

/** Runs `dist/cli.js ...args` in a heap of `heapMb`; resolves to its status, stdout, stderr and peak memory in MB. */
function runBuilt(
  args: readonly string[],
  heapMb: number,
): Promise<{ status: number | null; stdout: string; stderr: string; maxRssMb: number }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${heapMb}`, '--import', REPORT_MAX_RSS, join(root, 'dist/cli.js'), ...args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
    });
    child.stderr.on('data', (b: Buffer) => {
      err += b.toString();
    });
    child.on('error', fail);
    child.on('close', (status) => {
      const kib = /maxRSS (\d+)/.exec(err)?.[1];
      done({ status, stdout: out, stderr: err.replace(/maxRSS \d+\n/, ''), maxRssMb: (Number(kib) * 1024) / 1e6 });
    });
  });
}

/** A FeatureCollection of `n` lines from x = 0 to x = 10^6, in one order at the left and the reverse at the right: every two cross, each pair at its own point. */
function crossingLines(n: number): Iterable<string> {
  const line = (i: number) =>
    `{"type":"Feature","geometry":{"type":"LineString","coordinates":[[0,${1000 * i + ((i * i) % 997)}],[1000000,${1e9 - 1000 * i - ((i * i * 7) % 991)}]]}}`;
  return [
    '{"type":"FeatureCollection","features":[',
    ...Array.from({ length: n }, (_, i) => `${i > 0 ? ',' : ''}${line(i)}`),
    ']}',
  ];
}

function writeParts(name: string, parts: Iterable<string>): string {
  const file = join(dir, name);
  const fd = openSync(file, 'w');
  for (const part of parts) writeSync(fd, part);
  closeSync(fd);
  return file;
}

describe('dist/cli.js noding: bounded memory, and limits that say so (exit status 3)', () => {
  it('14 000 lines that all cross (98 million pairs; was: abort at 4.5 GB), stopped by --max-pairs', async () => {
    const file = writeParts('crossing.geojson', crossingLines(14_000));
    const maxPairs = slow ? [] : ['--max-pairs', '50000'];
    const r = await nodingFile(file, maxPairs, 384);
    expect(r.status).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/more than \d+ pairs of edges meet \(--max-pairs\): too large to check within the limits\n$/);
    expect(r.maxRssMb).toBeLessThan(ANY_LINE_MB);
  }, 600_000);

  it('a 64 MiB file of long properties around a bow tie, in a 64 MB heap (was: about 10 times the file in memory)', async () => {
    const big = `"${'x'.repeat((1 << 20) - 2)}"`;
    const file = writeParts('long-properties.geojson', [
      '{"type":"FeatureCollection","features":[',
      ...Array.from({ length: 64 }, (_, k) => `{"type":"Feature","properties":{"note":${big},"k":${k}},"geometry":null},`),
      '{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[[0,0],[2,2],[2,0],[0,2],[0,0]]]}}]}',
    ]);
    const r = await nodingFile(file, ['--json'], 64);
    expect(r.status, r.stderr).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ features: 65, segments: 4, counts: { crossing: 1 } });
    expect(r.maxRssMb).toBeLessThan(ORDINARY_MB);
  }, 600_000);

  it('a line of 2 million edges: stopped at --max-segments (1 500 000) while reading, in bounded memory', async () => {
    const positions = Array.from({ length: 2_000_001 }, (_, i) => `[${i},${i % 2}]`);
    const file = writeParts('long-line.geojson', ['{"type":"LineString","coordinates":[', positions.join(','), ']}']);
    const r = await nodingFile(file, [], 384);
    expect(r.status).toBe(3);
    expect(r.stderr).toMatch(/more than 1500000 segments \(--max-segments\): too large to check within the limits\n$/);
    expect(r.maxRssMb).toBeLessThan(ANY_LINE_MB);
  }, 600_000);
});

describe('dist/cli.js overlay and normalize: bounded memory at the default limits (exit status 3 past them)', () => {
  it('two combs of 1500 teeth across each other (9 million crossings): stopped at --max-pairs 1000000', async () => {
    const closed = (ring: number[][]) => [...ring, ring[0]];
    const a = writeParts('comb-a.geojson', [JSON.stringify({ type: 'Polygon', coordinates: [closed(comb(1500, false))] })]);
    const b = writeParts('comb-b.geojson', [JSON.stringify({ type: 'Polygon', coordinates: [closed(comb(1500, true))] })]);
    const r = await runBuilt(['overlay', 'intersection', a, b], 384);
    expect(r.status, r.stderr).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/more than 1000000 pairs of edges meet \(--max-pairs\): too large to check within the limits\n$/);
    expect(r.maxRssMb).toBeLessThan(ANY_LINE_MB);
  }, 600_000);

  it('a dissolve of 40 000 unit squares (160 000 edges) with --max-pairs 4000000, answered in bounded memory', async () => {
    const features: string[] = [];
    for (let i = 0; i < 200; i++)
      for (let j = 0; j < 200; j++)
        features.push(
          `{"type":"Feature","properties":{"k":${200 * i + j}},"geometry":{"type":"Polygon","coordinates":[[[${i},${j}],[${i + 1},${j}],[${i + 1},${j + 1}],[${i},${j + 1}],[${i},${j}]]]}}`,
        );
    const file = writeParts('squares.geojson', ['{"type":"FeatureCollection","features":[', features.join(','), ']}']);
    const r = await runBuilt(['normalize', file, '--max-pairs', '4000000'], 384);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('{"type":"MultiPolygon","coordinates":[[[[0,0],[200,0],[200,200],[0,200],[0,0]]]]}\n');
    expect(r.maxRssMb).toBeLessThan(ANY_LINE_MB);
  }, 600_000);
});
