// gridCells: obvious cases, then every segment with endpoints on small
// lattices (through vertices, along grid lines, zero-length on a vertex or an
// edge: every configuration there is) in each mode, against the brute-force
// fraction reference (test/support/gridFrac.ts), cells, order and exact
// intervals; the same answers for bigints, Rationals and huge translations.
import { describe, expect, it } from 'vitest';
import type { Coordinate, GridMode } from '../../src/index.js';
import { ExactRangeError, gridCells, Rational } from '../../src/index.js';
import { expectError, thrown } from '../support/expectError.js';
import { gridCellsFrac } from '../support/gridFrac.js';
import { mulberry32 } from '../support/random.js';
import { differsFromReference, indexText } from './gridSupport.js';

const MODES: GridMode[] = ['closed', 'open', 'half_open'];
const unit = { origin: [0, 0], cell: [1, 1] };
const idx = (s: [number[], number[]], grid: object, mode: GridMode) =>
  indexText([...gridCells(s as never, grid as never, { mode })]);

describe('gridCells: obvious cases', () => {
  it('a segment inside one cell gives that cell in every mode', () => {
    for (const mode of MODES)
      expect(
        idx(
          [
            [0.25, 0.25],
            [0.75, 0.5],
          ],
          unit,
          mode,
        ),
      ).toBe('[0,0]');
  });

  it('through a grid vertex: closed has the four cells, open and half_open the two it enters', () => {
    expect(
      idx(
        [
          [0.5, 0.5],
          [1.5, 1.5],
        ],
        unit,
        'closed',
      ),
    ).toBe('[0,0] [0,1] [1,0] [1,1]');
    expect(
      idx(
        [
          [0.5, 0.5],
          [1.5, 1.5],
        ],
        unit,
        'open',
      ),
    ).toBe('[0,0] [1,1]');
    expect(
      idx(
        [
          [0.5, 0.5],
          [1.5, 1.5],
        ],
        unit,
        'half_open',
      ),
    ).toBe('[0,0] [1,1]');
    // Going down-right through (1, 1): the vertex itself lies in cell [1, 1] by the floor rule.
    expect(
      idx(
        [
          [0.5, 1.5],
          [1.5, 0.5],
        ],
        unit,
        'half_open',
      ),
    ).toBe('[0,1] [1,1] [1,0]');
  });

  it('along a grid line: closed has both sides, half_open the upper side, open nothing', () => {
    expect(
      idx(
        [
          [0.5, 1],
          [2.5, 1],
        ],
        unit,
        'closed',
      ),
    ).toBe('[0,0] [0,1] [1,0] [1,1] [2,0] [2,1]');
    expect(
      idx(
        [
          [0.5, 1],
          [2.5, 1],
        ],
        unit,
        'half_open',
      ),
    ).toBe('[0,1] [1,1] [2,1]');
    expect(
      idx(
        [
          [0.5, 1],
          [2.5, 1],
        ],
        unit,
        'open',
      ),
    ).toBe('');
  });

  it('a point: on a vertex (four cells closed, one half_open, none open), inside a cell (one in every mode)', () => {
    expect(
      idx(
        [
          [1, 1],
          [1, 1],
        ],
        unit,
        'closed',
      ),
    ).toBe('[0,0] [0,1] [1,0] [1,1]');
    expect(
      idx(
        [
          [1, 1],
          [1, 1],
        ],
        unit,
        'half_open',
      ),
    ).toBe('[1,1]');
    expect(
      idx(
        [
          [1, 1],
          [1, 1],
        ],
        unit,
        'open',
      ),
    ).toBe('');
    for (const mode of MODES)
      expect(
        idx(
          [
            [1.5, -0.5],
            [1.5, -0.5],
          ],
          unit,
          mode,
        ),
      ).toBe('[1,-1]');
  });

  it('an axis-parallel segment, both directions, on a grid with an offset origin and unequal sizes', () => {
    const g = { origin: [0.5, -1], cell: [2, 0.25] };
    expect(
      idx(
        [
          [0, 0.1],
          [5, 0.1],
        ],
        g,
        'half_open',
      ),
    ).toBe('[-1,4] [0,4] [1,4] [2,4]');
    expect(
      idx(
        [
          [5, 0.1],
          [0, 0.1],
        ],
        g,
        'half_open',
      ),
    ).toBe('[2,4] [1,4] [0,4] [-1,4]');
  });

  it('gives exact parameter intervals with params: true', () => {
    const cells = [
      ...gridCells(
        [
          [0, 0],
          [3, 1],
        ],
        { origin: [0, 0], cell: [2, 2] },
        { mode: 'half_open', params: true },
      ),
    ];
    expect(cells.map((c) => [c.index, c.t?.map(String)])).toEqual([
      [
        [0, 0],
        ['0', '2/3'],
      ],
      [
        [1, 0],
        ['2/3', '1'],
      ],
    ]);
    expect(
      [
        ...gridCells(
          [
            [0.5, 0],
            [1, 1],
          ],
          unit,
        ),
      ][0],
    ).toEqual([0, -1]); // the index alone unless params are asked for
  });

  it('takes cell sizes such as 1/3 exactly, where doubles cannot', () => {
    const third = Rational.of(1n, 3n);
    const g = { origin: [0, 0], cell: [third, third] };
    // (0, 0) → (1, 1) passes through every vertex (k/3, k/3): the diagonal cells only, in half_open mode.
    expect(
      idx(
        [
          [0, 0],
          [1, 1],
        ],
        g,
        'half_open',
      ),
    ).toBe('[0,0] [1,1] [2,2] [3,3]');
    expect(
      idx(
        [
          [0, 0],
          [1, 1],
        ],
        g,
        'open',
      ),
    ).toBe('[0,0] [1,1] [2,2]');
  });

  it('walks 3D voxels, through a voxel vertex', () => {
    const g = { origin: [0, 0, 0], cell: [1, 1, 1] };
    expect(
      idx(
        [
          [0.5, 0.5, 0.5],
          [1.5, 1.5, 1.5],
        ],
        g,
        'half_open',
      ),
    ).toBe('[0,0,0] [1,1,1]');
    expect(
      idx(
        [
          [0.5, 0.5, 0.5],
          [1.5, 1.5, 1.5],
        ],
        g,
        'closed',
      ).split(' '),
    ).toHaveLength(8);
    expect(
      idx(
        [
          [0.5, 0.5, 0.5],
          [2.5, 0.5, 1.5],
        ],
        g,
        'half_open',
      ),
    ).toBe('[0,0,0] [1,0,0] [1,0,1] [2,0,1]');
  });

  it('is lazy: the first cells of a segment across 10^15 cells come at once', () => {
    const it = gridCells(
      [
        [0.5, 0.5],
        [1e15, 0.5],
      ],
      unit,
      { mode: 'half_open' },
    );
    const first = [it.next().value, it.next().value, it.next().value];
    expect(first).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });
});

/** Every segment between points of a lattice (values × values), as lists of numbers. */
function latticeSegments(values: number[], dim: 2 | 3): [number[], number[]][] {
  let pts: number[][] = [[]];
  for (let k = 0; k < dim; k++) pts = pts.flatMap((p) => values.map((v) => [...p, v]));
  return pts.flatMap((p) => pts.map((q) => [p, q] as [number[], number[]]));
}

const grids2: [string, { origin: Coordinate[]; cell: Coordinate[] }][] = [
  ['unit grid', { origin: [0, 0], cell: [1, 1] }],
  ['grid of 1/2 × 1 cells from (0.5, -0.5)', { origin: [0.5, -0.5], cell: [0.5, 1] }],
  [
    'grid of 1/3 × 2/3 cells from (1/3, 0)',
    { origin: [Rational.of(1n, 3n), 0], cell: [Rational.of(1n, 3n), Rational.of(2n, 3n)] },
  ],
];

describe.each(grids2)('gridCells on every segment between half-integer points of [-0.5, 2]², %s', (_, grid) => {
  const segments = latticeSegments([-0.5, 0, 0.5, 1, 1.5, 2], 2);
  it.each(MODES)('%s: cells, order and intervals equal the brute-force reference', (mode) => {
    for (const [p, q] of segments) {
      const d = differsFromReference(p, q, grid, mode);
      if (d !== null) expect(d, `${JSON.stringify([p, q])}`).toBeNull();
    }
  });
});

describe('gridCells in 3D against the brute-force reference', () => {
  const all = latticeSegments([0, 0.5, 1, 1.5], 3);
  const rand = mulberry32(15);
  const segments = Array.from({ length: 500 }, () => all[Math.floor(rand() * all.length)] as [number[], number[]]);
  const grid = { origin: [0, 0.5, 0], cell: [0.5, 1, Rational.of(3n, 4n)] as Coordinate[] };
  it.each(MODES)('%s', (mode) => {
    for (const [p, q] of segments) {
      const d = differsFromReference(p, q, grid, mode);
      if (d !== null) expect(d, `${JSON.stringify([p, q])}`).toBeNull();
    }
  });
});

describe('gridCells takes every coordinate kind and any size', () => {
  const cases = latticeSegments([0, 0.5, 1.5, 2], 2);
  const answer = (p: Coordinate[], q: Coordinate[], grid: object, mode: GridMode) =>
    indexText([...gridCells([p, q], grid as never, { mode, params: true })].map((c) => c.index));

  it('bigints and Rationals scaled by 6 on a grid scaled by 6 give the same cells', () => {
    const six = (v: number) => Rational.of(BigInt(v * 2) * 3n, 1n);
    for (const mode of MODES) {
      for (const [p, q] of cases) {
        const want = answer(p, q, unit, mode);
        const got = answer(
          p.map(six),
          q.map((v) => BigInt(v * 6)),
          { origin: [0n, 0], cell: [6n, Rational.of(6n)] },
          mode,
        );
        if (got !== want) expect(got, JSON.stringify([p, q])).toBe(want);
      }
    }
  });

  it('a huge translation (2^300, as bigints) moves nothing but the origin', () => {
    const T = 2n ** 300n;
    const tr = (v: number) => Rational.from(v).add(T);
    for (const mode of MODES) {
      for (const [p, q] of cases) {
        const want = answer(p, q, unit, mode);
        const got = answer(p.map(tr), q.map(tr), { origin: [T, T], cell: [1, 1] }, mode);
        if (got !== want) expect(got, JSON.stringify([p, q])).toBe(want);
      }
    }
  });

  it('a walk from a safe index across ±2^53 goes on cell by cell (regression: it stepped in doubles and stalled at 2^53)', () => {
    // Indices up to 2^53 − 1 come out as numbers, larger ones as bigints.
    const index = (n: bigint): number | bigint => (n >= -(2n ** 53n - 1n) && n <= 2n ** 53n - 1n ? Number(n) : n);
    const T = 2n ** 53n;
    const at = (twice: bigint) => Rational.of(twice, 2n); // twice / 2, exactly
    const cases: [Coordinate[], Coordinate[]][] = [
      [
        [at(2n * T - 3n), 0.5],
        [at(2n * T + 5n), 0.5],
      ], // 2^53 − 1.5 → 2^53 + 2.5, along x
      [
        [at(-2n * T + 5n), 0.5],
        [at(-2n * T - 3n), 0.5],
      ], // −2^53 + 2.5 → −2^53 − 1.5
      [
        [0.5, at(2n * T - 3n)],
        [1.5, at(2n * T + 3n)],
      ], // along y, and x
      [
        [at(2n * T - 3n), at(2n * T - 3n)],
        [at(2n * T + 5n), at(2n * T + 3n)],
      ], // both axes cross 2^53
      [
        [at(2n * T - 1n), 0.5, at(-2n * T + 1n)],
        [at(2n * T + 3n), 1.5, at(-2n * T - 3n)],
      ], // 3D, up in x, down in z
    ];
    for (const [p, q] of cases) {
      for (const mode of ['closed', 'open', 'half_open'] as GridMode[]) {
        const origin = p.map(() => 0);
        const cell = p.map(() => 1);
        const want = gridCellsFrac(p, q, origin, cell, mode).map((c) => c.index.map(index));
        // At most a few more cells than the answer: a walk that stalls repeats one cell for ever.
        const got: unknown[] = [];
        for (const c of gridCells([p, q], { origin, cell }, { mode })) {
          got.push(c);
          if (got.length > want.length + 4) break;
        }
        expect(got, `${mode} ${JSON.stringify([p, q], (_, v) => (typeof v === 'bigint' ? String(v) : v))}`).toEqual(want);
      }
    }
  });

  it('indices past 2^53 come out as bigints, smaller ones as numbers', () => {
    const far = Rational.of(2n ** 80n * 2n + 1n, 2n); // 2^80 + 1/2
    const cells = [
      ...gridCells(
        [
          [far, 0.5],
          [far.add(2), 1.5],
        ],
        unit,
        { mode: 'half_open' },
      ),
    ];
    expect(cells).toEqual([
      [2n ** 80n, 0],
      [2n ** 80n + 1n, 0],
      [2n ** 80n + 1n, 1],
      [2n ** 80n + 2n, 1],
    ]);
    // In 2^-1074-wide cells, 1 is cell 2^1074: a bigint index, given a Rational cell size.
    const tiny = [
      ...gridCells(
        [
          [1, 0],
          [1, 0],
        ],
        { origin: [0, 0], cell: [Rational.from(2 ** -1074), 1] },
        { mode: 'half_open' },
      ),
    ];
    expect(tiny[0]).toEqual([2n ** 1074n, 0]);
  });

  it('numbers in, numbers out: a walk of numbers past 2^53 − 3 is refused when called (its indices typed number)', () => {
    const grid = { origin: [0, 0], cell: [2 ** -1074, 1] };
    expectError(
      () =>
        gridCells(
          [
            [1, 0],
            [1, 0],
          ],
          grid,
        ),
      ExactRangeError,
      `gridCells: cell index ${2n ** 1074n} on axis 0 is past 2^53 − 3; with number coordinates every index is a number: give bigint or Rational coordinates for bigint indices`,
      'too_large',
    );
    // The marker a program tests instead of the text (the command line's grid_cells retries on it).
    expect(
      thrown(() =>
        gridCells(
          [
            [1, 0],
            [1, 0],
          ],
          grid,
        ),
      ),
    ).toMatchObject({ code: 'too_large', limit: 'number_index' });
    // The last safe walk: its cells are numbers.
    const edge = [
      ...gridCells(
        [
          [2 ** 53 - 4, 0.5],
          [2 ** 53 - 3, 0.5],
        ],
        { origin: [0, 0], cell: [1, 1] },
      ),
    ];
    expect(edge).toEqual([
      [2 ** 53 - 5, 0],
      [2 ** 53 - 4, 0],
      [2 ** 53 - 3, 0],
    ]);
    expect(() =>
      gridCells(
        [
          [0, 0.5],
          [2 ** 53 - 2, 0.5],
        ],
        { origin: [0, 0], cell: [1, 1] },
      ),
    ).toThrow(ExactRangeError);
  });
});

describe('gridCells: options.maxCells', () => {
  const codeOf = (f: () => unknown): unknown => {
    try {
      f();
    } catch (e) {
      return (e as { code?: unknown }).code;
    }
    return undefined;
  };

  it('decides too_large when called, before any cell, when the planes the segment crosses already say so', () => {
    const far: [Coordinate[], Coordinate[]] = [
      [0.5, 0.5],
      [Rational.parse('1e9999'), 0.5],
    ];
    // Regression: 10^9999 cells were walked one by one up to the limit (and each t computed, with params).
    for (const params of [false, true])
      expect(codeOf(() => gridCells(far as never, unit, { mode: 'closed', params, maxCells: 100_000 }))).toBe('too_large');
    expect(() => gridCells(far as never, unit, { maxCells: 10 })).toThrow(
      'gridCells: the segment meets more than 10 cells (options.maxCells)',
    );
  });

  it('lists every cell when there are exactly maxCells, and says too_large at the one past it', () => {
    const random = mulberry32(36);
    const value = () => Math.round((random() - 0.5) * 600) / 4;
    for (let n = 0; n < 300; n++) {
      const dim = n % 3 === 0 ? 3 : 2;
      const s = [Array.from({ length: dim }, value), Array.from({ length: dim }, value)];
      const grid = { origin: Array(dim).fill(0.25 * (n % 4)), cell: Array.from({ length: dim }, (_, k) => 0.5 + k) };
      const mode = MODES[n % 3] as GridMode;
      const all = [...gridCells(s as never, grid as never, { mode })];
      expect([...gridCells(s as never, grid as never, { mode, maxCells: all.length })]).toEqual(all);
      if (all.length === 0) continue;
      expect(codeOf(() => [...gridCells(s as never, grid as never, { mode, maxCells: all.length - 1 })])).toBe('too_large');
    }
  });

  it('takes a whole number ≥ 0 or Infinity', () => {
    expect([
      ...gridCells(
        [
          [0.5, 0.5],
          [0.5, 0.5],
        ] as never,
        unit,
        { maxCells: 1 },
      ),
    ]).toEqual([[0, 0]]);
    expect(
      codeOf(() => [
        ...gridCells(
          [
            [0.5, 0.5],
            [0.5, 0.5],
          ] as never,
          unit,
          { maxCells: 0 },
        ),
      ]),
    ).toBe('too_large');
    expect(() =>
      gridCells(
        [
          [0, 0],
          [1, 1],
        ] as never,
        unit,
        { maxCells: -1 },
      ),
    ).toThrow('gridCells: options.maxCells is -1, expected a whole number ≥ 0 or Infinity');
    expect(() =>
      gridCells(
        [
          [0, 0],
          [1, 1],
        ] as never,
        unit,
        { maxCells: '5' as never },
      ),
    ).toThrow('gridCells: options.maxCells is "5", expected a number');
  });
});

describe('gridCells: an open walk along a grid line (regression: it hung, one empty step per plane crossed)', () => {
  it('meets no cell, at once, however long', () => {
    for (const end of [1e15, Rational.parse('1e9999')]) {
      expect([
        ...gridCells(
          [
            [0, 0],
            [end, 0],
          ] as never,
          unit,
          { mode: 'open' },
        ),
      ]).toEqual([]);
      expect([
        ...gridCells(
          [
            [0, 0, 0.5],
            [end, 0, 0.5],
          ] as never,
          { origin: [0, 0, 0], cell: [1, 1, 1] },
          { mode: 'open' },
        ),
      ]).toEqual([]);
    }
  });
});
