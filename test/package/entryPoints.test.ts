// Each entry point of the BUILT package, loaded by a fresh Node process
// through the package's own name (so through its `exports` map), once with
// `import` and once with `require`, must give the same, correct answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runNode, type Subpath, specifier, subpaths } from './dist.js';

/**
 * A probe is the source of a function run in the child process: it gets the
 * loaded entry point `m` and `load(specifier)` (import or require, matching
 * the run) and returns a JSON value; `expected` is the right answer, worked
 * out by hand in the comments.
 */
type Probe = { probe: string; expected: unknown };

// 0.5 + 41·2⁻⁵³ and 0.5 + 48·2⁻⁵³: with b = (12, 12), c = (24, 24) the exact
// cross product is 12·(dy − dx) = 12·7·2⁻⁵³ > 0, while the naive double
// formula rounds to a negative value.
const nearA = '[0.5 + 41 * 2 ** -53, 0.5 + 48 * 2 ** -53]';

const probes: Record<Subpath, Probe> = {
  '.': {
    probe: `async (m) => {
      const big = 2n ** 100n;
      let error;
      try { m.orient2d([Number.NaN, 0], [0, 0], [1, 1]); } catch (e) { error = [e instanceof m.ExactRangeError, m.isExactError(e), e.code]; }
      return [
        m.orient2d([0, 0], [1, 0], [0, 1]),
        m.orient2d([0n, 0n], [big, 1n], [2n * big, 2n]),
        m.orient2d([0n, 0n], [big, 1n], [2n * big, 3n]),
        m.orient2d(${nearA}, [12, 12], [24, 24]),
        m.segmentsIntersect([[0, 0], [2, 2]], [[0, 2], [2, 0]]),
        m.segmentsIntersect([[0, 0], [1, 1]], [[2, 2], [3, 3]]),
        m.segmentIntersection([[0, 0], [1, 1]], [[0, 1], [1, 0]]).point.map(String),
        m.Rational.of(1n, 3n).add(m.Rational.of(1n, 6n)).toString(),
        m.pointInConvexPolygon([1, 0], [[0, 0], [2, 0], [2, 2], [0, 2]]),
        error,
      ];
    }`,
    expected: [
      1, // (1,0)×(0,1) = 1: counterclockwise
      0, // (2^100, 1) and (2^101, 2) are parallel
      1, // (2^100)·3 − 1·2^101 = 2^100 > 0
      1, // see nearA
      true, // the diagonals of a square cross at (1, 1)
      false, // collinear, disjoint
      ['1/2', '1/2'],
      '1/2', // 1/3 + 1/6
      'boundary', // (1, 0) is on the bottom edge
      [true, true, 'bad_input'],
    ],
  },
  './ruby': {
    probe: `async (m) => [
      m.cwTest([0, 0], [1, 1], [0, 2]),
      m.cwTest(${nearA}, [12, 12], [24, 24]),
      m.bound(2, 3, 1),
      m.boundInside([3, 1], [0, 0], [2, 2]),
      m.segIntersect([1, 1], [1, 1], [3, -235421324], [1, 1]),
      m.pointLiesIn([7, -3], [1, 1], [1, 1], [1, 1], [1, 1]),
      m.segRectCollide([0, 0], [1, 1], [1, 1], [1, 2], [2, 2], [2, 1]),
    ]`,
    expected: [
      1, // (1,1)×(0,2) = 2 > 0: counterclockwise
      1, // see nearA: counterclockwise, where the naive formula says clockwise
      true, // 2 lies between 1 and 3
      false, // x = 3 is right of the rectangle [0, 2]²
      true, // the zero-length segment at (1, 1) is an end of the other
      false, // a quad shrunk to the point (1, 1) holds only that point
      true, // the segment ends on the corner (1, 1)
    ],
  },
  './float': {
    probe: `async (m) => [
      m.orient2dFloat([0, 0], [1, 0], [0, 1]),
      m.orient2dFloat(${nearA}, [12, 12], [24, 24]),
      m.segmentsIntersectFloat([[0, 0], [2, 2]], [[0, 2], [2, 0]]),
    ]`,
    expected: [
      1,
      -1, // wrong, and documented as such: the exact answer is 1 (see nearA)
      true,
    ],
  },
  './arbitraries': {
    probe: `async (m, load) => {
      const fc = await load('fast-check');
      const core = await load('exact-predicates');
      const triples = fc.sample(m.collinearTriple(), { seed: 7, numRuns: 40 });
      return [triples.length, triples.every(([a, b, c]) => core.orient2d(a, b, c) === 0 && core.orient2d(c, a, b) === 0)];
    }`,
    expected: [40, true], // every sampled triple is exactly collinear
  },
  './decimal': {
    probe: `async (m, load) => {
      const { Big } = await load('big.js');
      const core = await load('exact-predicates');
      const hit = m.segmentIntersection([[new Big('0.1'), 0], [new Big('0.3'), new Big('0.2')]], [[0, new Big('0.2')], [new Big('0.2'), 0]]);
      return [
        m.orient2d([new Big('0.1'), new Big('0.2')], [new Big('0.2'), new Big('0.4')], [new Big('0.3'), new Big('0.6')]),
        m.orient2d([new Big('0.1'), new Big('0.2')], [new Big('0.2'), new Big('0.4')], [new Big('0.3'), new Big('0.6000000000000000000001')]),
        hit.point.map(String),
        hit.point[0] instanceof core.Rational,
        m.toBig(core.Rational.of(2n, 3n), 5).toFixed(5),
      ];
    }`,
    expected: [
      0, // (0.1, 0.2), (0.2, 0.4), (0.3, 0.6) lie on y = 2x, exactly in decimal
      1, // c raised by 1e-22 turns left
      ['3/20', '1/20'], // y = x − 0.1 meets x + y = 0.2 at (0.15, 0.05)
      true, // the decimal entry returns the main entry's Rational (shared chunk)
      '0.66667',
    ],
  },
  './clip': {
    probe: `async (m) => [
      m.union([[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]], [[[1, 1], [3, 1], [3, 3], [1, 3], [1, 1]]]),
      m.default.intersection([[[0, 0], [1, 0], [1, 1], [0, 1]]], [[[1, 0], [2, 0], [2, 1], [1, 1]]]),
    ]`,
    expected: [
      // The two squares overlap in [1, 2]²: one outline, closed, counterclockwise from its smallest vertex.
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
      [], // squares sharing an edge: no area in common
    ],
  },
  './earcut': {
    probe: `async (m) => {
      const square = [0, 0, 4, 0, 4, 4, 0, 4, 1, 1, 1, 3, 3, 3, 3, 1];
      let error;
      try { m.default([0, 0, 2, 2, 2, 0, 0, 2]); } catch (e) { error = [e.name, e.code]; }
      const t = m.default(square, [4]);
      return [t.length, m.deviation(square, [4], 2, t), m.flatten([[[0, 0], [1, 0], [0, 1]]]).vertices, m.earcut === m.default, error];
    }`,
    expected: [
      24, // a square with a square hole: 8 triangles
      0, // the triangles' area is the polygon's, exactly
      [0, 0, 1, 0, 0, 1],
      true,
      ['ExactRangeError', 'bad_input'], // a bow tie crosses itself at (1, 1): no input vertex there
    ],
  },
  './delaunator': {
    probe: `async (m) => {
      const d = m.default.from([[0, 0], [1, 0], [0, 1], [1, 1], [0.5, 0.5]]);
      const c = d.coords;
      const turns = [];
      for (let e = 0; e < d.triangles.length; e += 3) {
        const [a, b, k] = [d.triangles[e], d.triangles[e + 1], d.triangles[e + 2]];
        turns.push(Math.sign((c[2 * b] - c[2 * a]) * (c[2 * k + 1] - c[2 * a + 1]) - (c[2 * b + 1] - c[2 * a + 1]) * (c[2 * k] - c[2 * a])));
      }
      return [d.triangles.length / 3, d.hull.length, [...new Set(turns)], m.Delaunator === m.default];
    }`,
    expected: [
      4, // the centre joined to the four corners
      4,
      [-1], // delaunator's order: clockwise in y-up axes
      true,
    ],
  },
};

/** Loads every subpath in one child process and prints {keys, answer} per subpath as JSON. */
function script(mode: 'import' | 'require'): string {
  const load = (spec: string) =>
    mode === 'import' ? `await import(${JSON.stringify(spec)})` : `require(${JSON.stringify(spec)})`;
  const loader = mode === 'import' ? 'async (spec) => import(spec)' : 'async (spec) => require(spec)';
  const body = subpaths
    .map((s) => {
      const spec = specifier(s);
      // A subpath that throws reports the error as its answer, so that the others still get checked.
      return `try { const m = ${load(spec)}; out[${JSON.stringify(s)}] = { keys: Object.keys(m).sort(), answer: await (${probes[s].probe})(m, load) }; }
        catch (e) { out[${JSON.stringify(s)}] = { keys: [], answer: 'threw ' + String(e && e.stack || e) }; }`;
    })
    .join('\n');
  return `const load = ${loader};
(async () => { const out = {}; ${body}\nprocess.stdout.write(JSON.stringify(out)); })().catch((e) => { console.error(e); process.exit(1); });`;
}

type Report = Record<Subpath, { keys: string[]; answer: unknown }>;

let esm: Report;
let cjs: Report;

beforeAll(() => {
  assertBuilt();
  esm = JSON.parse(runNode('module', script('import'))) as Report;
  cjs = JSON.parse(runNode('commonjs', script('require'))) as Report;
});

describe('built entry points, loaded by package name', () => {
  for (const subpath of subpaths) {
    it(`${specifier(subpath)} via import gives the right answers`, () => {
      expect(esm[subpath].answer).toEqual(probes[subpath].expected);
    });

    it(`${specifier(subpath)} via require gives the right answers`, () => {
      expect(cjs[subpath].answer).toEqual(probes[subpath].expected);
    });

    it(`${specifier(subpath)} exports the same names from ESM and CommonJS`, () => {
      expect(esm[subpath].keys.length).toBeGreaterThan(0);
      // A default export is a key of both (the clip, earcut and delaunator entries have one, as the peers do).
      if (esm[subpath].keys.includes('default')) expect(cjs[subpath].keys).toContain('default');
      expect(esm[subpath].keys.includes('default')).toBe(['./clip', './earcut', './delaunator'].includes(subpath));
      expect(cjs[subpath].keys.filter((k) => k !== 'default')).toEqual(esm[subpath].keys.filter((k) => k !== 'default'));
    });
  }
});

describe('one vocabulary per entry point', () => {
  const rubyNames = ['bound', 'boundInside', 'cwTest', 'pointLiesIn', 'segIntersect', 'segRectCollide'];
  // The command-line tool still imports these two from the main entry; they
  // leave it when the tool imports them from ./ruby.
  const stillInMainForTheCli = ['cwTest', 'segRectCollide'];

  it('exact-predicates/ruby exports the six Ruby-post names and nothing else', () => {
    expect(esm['./ruby'].keys).toEqual(rubyNames);
  });

  it('the main and decimal entries do not export the Ruby-post names', () => {
    const inMain = esm['.'].keys.filter((k) => rubyNames.includes(k) && !stillInMainForTheCli.includes(k));
    expect(inMain).toEqual([]);
    expect(esm['./decimal'].keys.filter((k) => rubyNames.includes(k))).toEqual([]);
  });
});
