// The packed package's types, as a newcomer meets them: number inputs give
// number-typed answers where the answer is a cell index or the input's own
// values (so `map[j][i]` and `q[0] - p[0]` compile), the arbitraries are
// typed by their `coordinates` constraint, and the declarations keep our
// names: a chunk's exports are not one-letter aliases
// (`import("…/coordinate-B950OLZm").C`), and every type an entry's functions
// take or give is exported by that entry, so that a consumer's own
// declarations can name it (TS2742 "cannot be named without a reference to
// …/coordinate-B950OLZm.js" before). Each was a TS error before.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Consumer, packedConsumer, tsc, tsconfig, writeFiles } from './consumer.js';
import { assertBuilt, subpaths, target } from './dist.js';

const numbers = `
import * as fc from 'fast-check';
import {
  boundingBox,
  convexHull,
  gridCells,
  gridPieces,
  lineOfSight,
  type Point2,
  type Segment2,
} from 'exact-predicates';
import { box2, collinearTriple, point2, segment2, segmentNearBox } from 'exact-predicates/arbitraries';

// Cells of a number grid index arrays.
const walls: number[][] = [[0, 0, 0, 0], [0, 0, 0, 0]];
const grid = { origin: [0, 0], cell: [1, 1] };
for (const [i, j] of gridCells([[0.5, 0.5], [3.5, 1.5]], grid)) walls[j][i] = 1;
for (const { index: [i, j] } of gridCells([[0.5, 0.5], [3.5, 1.5]], grid, { params: true })) walls[j][i] += 1;
for (const piece of gridPieces([[0.5, 0.5], [3.5, 1.5]], grid)) walls[piece.index[1]][piece.index[0]] += 1;
export const seen: boolean = lineOfSight([0.5, 0.5], [3.5, 0.5], grid, ([i, j]) => walls[j][i] > 1);

// Number points are numbers to compute with.
export const dx = (p: Point2<number>, q: Point2<number>): number => q[0] - p[0];
let box = boundingBox([[1, 2], [3, 4]]);
box = boundingBox([[5, 6]]); // a Box2<number>, not a Box2<1 | 2 | 3 | 4>
export const width: number = box.max[0] - box.min[0];
const hull = convexHull([[0, 0], [2, 0], [0, 2], [1, 1]]);
export const firstX: number = hull[0][0] + 1;

// Arbitraries of numbers go to functions of numbers without a cast.
const length = (s: Segment2<number>): number => Math.hypot(s[1][0] - s[0][0], s[1][1] - s[0][1]);
export const lengths: number[] = fc.sample(segment2({ coordinates: 'grid' }), 3).map(length);
export const bigs: bigint[] = fc.sample(point2({ coordinates: 'huge' }), 1).map((p) => p[0] * 2n);
export const triples: bigint[] = fc.sample(collinearTriple(), 1).map(([a]) => a[0]);
export const zs: number[] = fc.sample(segmentNearBox({ coordinates: 'double', dim: 3 }), 1).map(({ segment }) => segment[0][2] + 1);
export const spans: number[] = fc.sample(box2({ coordinates: fc.integer() }), 1).map((b) => b.max[0] - b.min[0]);
`;

// Declarations emitted from inferred types: each type is named through the entry it came from.
// A file that imports only the arbitraries has its types named through them.
const namedArbitraries = `
import { box2, segment2, segmentOnGrid } from 'exact-predicates/arbitraries';
export const s = segment2();
export const b = box2({ coordinates: 'huge' });
export const g = segmentOnGrid({ dim: 3 });
`;
const named = `
import { boundingBox, gridCells } from 'exact-predicates';
import { orient2d } from 'exact-predicates/decimal';
import { bound } from 'exact-predicates/ruby';
export const box = boundingBox([[1n, 2], [3, 4]]);
export const cells = gridCells([[0, 0], [1, 1]], { origin: [0, 0], cell: [1, 1] });
export const o = orient2d;
export const b = bound;
`;

let consumer: Consumer;

beforeAll(() => {
  assertBuilt();
  consumer = packedConsumer();
  writeFiles(consumer.dir, {
    'numbers/main.ts': numbers,
    'named/main.ts': named,
    'named/arbitraries.ts': namedArbitraries,
    'tsconfig.numbers.json': tsconfig({ module: 'nodenext', moduleResolution: 'nodenext', noEmit: true }, ['numbers']),
    'tsconfig.named.json': tsconfig(
      { module: 'nodenext', moduleResolution: 'nodenext', declaration: true, emitDeclarationOnly: true, outDir: 'out' },
      ['named'],
    ),
  });
}, 180_000);

afterAll(() => consumer?.remove());

describe('types a newcomer meets', () => {
  it('number grids give number cells, number points number values, arbitraries the kind asked for', () => {
    const r = tsc(consumer.dir, ['-p', 'tsconfig.numbers.json']);
    expect(r.output).toBe('');
    expect(r.ok).toBe(true);
  });

  it("a consumer's declarations name our types through the entry they came from", () => {
    const r = tsc(consumer.dir, ['-p', 'tsconfig.named.json']);
    expect(r.output).toBe('');
    const arbitraries = readFileSync(join(consumer.dir, 'out/arbitraries.d.ts'), 'utf8');
    expect(arbitraries).toContain(
      'import("exact-predicates/arbitraries").Segment2<import("exact-predicates/arbitraries").Coordinate>',
    );
    expect(arbitraries).toContain('import("exact-predicates/arbitraries").Box2<bigint>');
    const main = readFileSync(join(consumer.dir, 'out/main.d.ts'), 'utf8');
    expect(main).toContain('import("exact-predicates").CellIndex<number>');
    expect(`${arbitraries}${main}`).not.toMatch(/dist\//);
  });
});

/** The names in `export { … }` and `import { … } from '<chunk>'` lists of a declaration file. */
function lists(text: string, pattern: RegExp): { name: string; alias: string }[] {
  return [...text.matchAll(pattern)].flatMap((m) =>
    (m[1] as string)
      .split(',')
      .map((x) => x.trim().replace(/^type /, ''))
      .filter(Boolean)
      .map((x) => {
        const [name, alias] = x.split(/\s+as\s+/) as [string, string | undefined];
        return { name, alias: alias ?? name };
      }),
  );
}

describe('declaration files keep the declared names', () => {
  const CHUNK_IMPORT = /^import \{([^}]*)\} from '(?:\.\.?\/)+\w+-[\w-]{8}\.c?js';$/gm;
  const EXPORT_LIST = /^export (?:type )?\{([^}]*)\}/gm;
  for (const subpath of subpaths) {
    for (const condition of ['import', 'require'] as const) {
      it(`${subpath} (${condition}): chunk imports are unaliased, and the entry exports each of them`, () => {
        const file = target(subpath, condition, 'types');
        const text = readFileSync(file, 'utf8');
        const imported = lists(text, CHUNK_IMPORT);
        const exported = new Set(lists(text, EXPORT_LIST).map((x) => x.alias));
        expect(imported.filter((x) => x.name !== x.alias)).toEqual([]);
        expect(imported.map((x) => x.name).filter((n) => !exported.has(n))).toEqual([]);
        // The chunks it imports export their types under their declared names too.
        for (const m of text.matchAll(/from '((?:\.\.?\/)+\w+-[\w-]{8})\.(c?)js'/g)) {
          const chunk = readFileSync(join(dirname(file), `${m[1]}.d.${m[2]}ts`), 'utf8');
          expect(lists(chunk, EXPORT_LIST).filter((x) => x.name !== x.alias)).toEqual([]);
        }
      });
    }
  }
});
