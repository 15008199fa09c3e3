/**
 * Benchmark (not a test): lines per second of `exact-predicates eval` on a
 * fixed, seeded, mixed NDJSON file — every op, every coordinate encoding,
 * about 5% error lines — run as a user runs it (a child process reading a
 * file, stdout to /dev/null). One warm-up run, then several timed rounds;
 * prints the median and a checksum of the output so that every run is
 * known to have answered the same.
 *
 *   npm run build && node --import tsx bench/cli-eval.ts [--lines N] [--rounds R]
 *   node --import tsx bench/cli-eval.ts --write FILE --lines N   (only writes the input file)
 *
 * Uses `--cli FILE` if given, else dist/cli.js when it exists, else
 * src/cli/main.ts through tsx (slower to start, same steady speed).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../test/support/mulberry32.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

function lineMaker(seed: number): () => string {
  const rnd = mulberry32(seed); // seeded, so the file is the same on every machine
  const int = (n: number) => Math.floor(rnd() * (2 * n + 1)) - n;
  // Coordinates in every encoding: small integers (most common in test
  // suites), doubles, decimal strings, rationals, big integers.
  const coord = (): string => {
    const r = rnd();
    if (r < 0.4) return String(int(20));
    if (r < 0.65) return String(int(2000) / 64 + rnd());
    if (r < 0.8) return `"${int(999)}.${Math.floor(rnd() * 1000)}"`;
    if (r < 0.92) return `"${int(99)}/${1 + Math.floor(rnd() * 50)}"`;
    return `"${int(9)}${String(Math.floor(rnd() * 1e15)).padStart(15, '0')}${String(Math.floor(rnd() * 1e15)).padStart(15, '0')}"`;
  };
  const p2 = () => `[${coord()},${coord()}]`;
  const p3 = () => `[${coord()},${coord()},${coord()}]`;
  const pd = (d: number) => (d === 2 ? p2() : p3());
  const box = (d: number) => {
    const lo = Array.from({ length: d }, () => int(10));
    return `{"min":[${lo.join(',')}],"max":[${lo.map((v) => v + Math.floor(rnd() * 8)).join(',')}]}`;
  };
  const ops: Array<() => string> = [
    () => `"op":"orient2d","a":${p2()},"b":${p2()},"c":${p2()}`,
    () => `"op":"cw_test","a":${p2()},"b":${p2()},"c":${p2()}`,
    () => `"op":"orient3d","a":${p3()},"b":${p3()},"c":${p3()},"d":${p3()}`,
    () => `"op":"in_range","x":${coord()},"a":${coord()},"b":${coord()}`,
    () => {
      const d = rnd() < 0.5 ? 2 : 3;
      return `"op":"in_box","p":${pd(d)},"a":${pd(d)},"b":${pd(d)}`;
    },
    () => `"op":"segments_intersect","s":[${p2()},${p2()}],"t":[${p2()},${p2()}]`,
    () => `"op":"segment_intersection","s":[${p2()},${p2()}],"t":[${p2()},${p2()}]`,
    () => `"op":"point_in_convex_polygon","p":${p2()},"polygon":[[0,0],[8,0],[${8 + int(2)},8],[0,8]]`,
    () => `"op":"segment_intersects_convex_polygon","s":[${p2()},${p2()}],"polygon":[[0,0],[8,0],[8,8],[0,${8 + int(2)}]]`,
    () => `"op":"point_in_box","p":${p2()},"box":${box(2)}`,
    () => `"op":"boxes_overlap","a":${box(3)},"b":${box(3)}`,
    () => `"op":"bounding_box","points":[${p2()},${p2()},${p2()}]`,
    () => `"op":"segment_box","s":[${p3()},${p3()}],"box":${box(3)}`,
    () => `"op":"ray_box","origin":${p2()},"dir":[${1 + int(3)},${int(3)}],"box":${box(2)}`,
    () => `"op":"clip_segment","s":[${p2()},${p2()}],"box":${box(2)}`,
    () => `"op":"outcode","p":${p3()},"box":${box(3)}`,
    () =>
      `"op":"segment_parallelepiped","s":[${p2()},${p2()}],"origin":${p2()},"edges":[[${1 + int(3)},0],[${int(3)},${1 + Math.floor(rnd() * 3)}]]`,
  ];
  const errors = [
    'NaN',
    '{"op":"ORIENT2D"}',
    '{"op":"orient2d","a":[0,0],"b":[1,0]}',
    '{"op":"in_range","x":"1e999999999","a":0,"b":1}',
    '{"op":"orient2d","a":["x",0],"b":[1,0],"c":[0,1]}',
  ];
  let n = 0;
  return () => {
    n++;
    if (rnd() < 0.05) return errors[Math.floor(rnd() * errors.length)] as string;
    const op = ops[Math.floor(rnd() * ops.length)] as () => string;
    return rnd() < 0.5 ? `{"id":${n},${op()}}` : `{${op()}}`;
  };
}

async function writeInput(file: string, lines: number): Promise<void> {
  const next = lineMaker(20250105);
  const out = createWriteStream(file);
  let chunk = '';
  for (let i = 0; i < lines; i++) {
    chunk += `${next()}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

function cliCommand(): string[] {
  const chosen = option('--cli', '');
  if (chosen !== '') return [chosen];
  const dist = join(ROOT, 'dist/cli.js');
  return existsSync(dist) ? [dist] : ['--import', 'tsx', join(ROOT, 'src/cli/main.ts')];
}

async function main(): Promise<void> {
  const lines = Number(option('--lines', '200000'));
  const writeOnly = option('--write', '');
  if (writeOnly !== '') {
    await writeInput(writeOnly, lines);
    console.log(`wrote ${lines} lines to ${writeOnly}`);
    return;
  }
  const rounds = Number(option('--rounds', '5'));
  const dir = mkdtempSync(join(tmpdir(), 'cli-eval-bench-'));
  const input = join(dir, 'mixed.ndjson');
  await writeInput(input, lines);
  const cli = cliCommand();
  const run = (): { ms: number; sum: string; status: number | null } => {
    const start = performance.now();
    const r = spawnSync(process.execPath, [...cli, 'eval', input], { maxBuffer: 1 << 30 });
    const ms = performance.now() - start;
    return { ms, sum: createHash('sha256').update(r.stdout).digest('hex').slice(0, 16), status: r.status };
  };
  const warm = run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const r = run();
    if (r.sum !== warm.sum) throw new Error('output differs between runs');
    times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] as number;
  rmSync(dir, { recursive: true });
  console.log(
    `exact-predicates eval (${cli.includes('--import') ? 'src via tsx' : cli[0]}), ${lines} mixed lines, ${rounds} rounds after a warm-up`,
  );
  console.log(
    `median ${median.toFixed(0)} ms (min ${times[0]?.toFixed(0)}, max ${times[times.length - 1]?.toFixed(0)}) = ${Math.round((lines * 1000) / median)} lines/s, process start included`,
  );
  console.log(`exit status ${warm.status}, output checksum ${warm.sum}`);
}

await main();
