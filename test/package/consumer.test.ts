// The packed package in a TypeScript project of its own, with nothing but
// big.js and fast-check beside it (no @types/big.js): its declarations must
// type-check under strict settings with skipLibCheck off, for ESM, CommonJS
// and bundler resolution, give real types (toBig's result is not `any`), and
// the compiled program must print the right answers.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Consumer, packedConsumer, tsc, tsconfig, writeFiles } from './consumer.js';
import { assertBuilt } from './dist.js';

const program = `
import { orient2d, Rational, segmentBox, segmentIntersectsBox } from 'exact-predicates';
import { segmentBoxFloat } from 'exact-predicates/float';
import { cwTest } from 'exact-predicates/ruby';
import { type BigValue, orient2d as orient2dDecimal, toBig } from 'exact-predicates/decimal';
import { collinearTriple } from 'exact-predicates/arbitraries';

type IsAny<T> = 0 extends 1 & T ? true : false;
const toBigIsTyped: IsAny<ReturnType<typeof toBig>> = false;
const arbitraryIsTyped: IsAny<ReturnType<typeof collinearTriple>> = false;

const box = { min: [-4, -3], max: [4, 3] };
const s = [[-7, -6], [-2, 9]];
const third: BigValue = toBig(Rational.of(1n, 3n), 4);
const tenth = toBig(0.1, 1); // the Big 0.1, exactly 1/10
console.log(JSON.stringify([
  orient2d([0, 0], [1, 0], [0, 1]),
  segmentIntersectsBox(s, box),
  segmentBox(s, box)?.map(String),
  segmentBoxFloat(s, box),
  cwTest([0, 0], [0, 2], [1, 1]),
  orient2dDecimal([tenth, 0], [toBig(0.2, 1), 0], [toBig(0.3, 1), 0]),
  third.plus('0.0001').toFixed(4),
  toBigIsTyped,
  arbitraryIsTyped,
]));
`;

// orient2d: (1, 0) × (0, 1) = 1. The segment touches the box corner (-4, 3) at
// t = 3/5, which the float slab method misses. cwTest: (0, 2) × (1, 1) < 0,
// clockwise = 2. 0.1, 0.2, 0.3 as decimals are collinear on y = 0 (they are on
// the x axis anyway). 1/3 to 4 places is 0.3333, plus 0.0001.
const expected = [1, true, ['3/5', '3/5'], null, 2, 0, '0.3334', false, false];

let consumer: Consumer;

beforeAll(() => {
  assertBuilt();
  consumer = packedConsumer();
  writeFiles(consumer.dir, {
    'src/main.ts': program,
    'cjs/main.cts': program, // a .cts file is CommonJS: the `require` declarations (.d.cts) are the ones checked
    'tsconfig.esm.json': tsconfig({ module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }, ['src']),
    'tsconfig.cjs.json': tsconfig({ module: 'nodenext', moduleResolution: 'nodenext', noEmit: true }, ['cjs']),
    'tsconfig.bundler.json': tsconfig({ module: 'esnext', moduleResolution: 'bundler', noEmit: true }, ['src']),
  });
}, 180_000);

afterAll(() => consumer?.remove());

describe('a TypeScript project using the packed package, without @types/big.js', () => {
  it('has no @types at all', () => {
    expect(existsSync(join(consumer.dir, 'node_modules', '@types'))).toBe(false);
    expect(existsSync(join(consumer.dir, 'node_modules', 'exact-predicates', 'dist', 'decimal', 'index.d.ts'))).toBe(true);
  });

  for (const kind of ['esm', 'cjs', 'bundler']) {
    it(`type-checks with ${kind} resolution, skipLibCheck off`, () => {
      const r = tsc(consumer.dir, ['-p', `tsconfig.${kind}.json`]);
      expect(r.output).toBe('');
      expect(r.ok).toBe(true);
    });
  }

  it('runs, compiled, with the right answers', () => {
    const out = execFileSync(process.execPath, [join(consumer.dir, 'out', 'main.js')], { cwd: consumer.dir, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(expected);
  });
});
