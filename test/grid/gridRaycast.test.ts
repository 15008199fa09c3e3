// gridRaycast: obvious cases, then rays from lattice points along lattice
// directions against small blocked sets in each mode, against the
// fraction reference (every blocked cell tested on its own), by both ways
// the library has (a walk when given a predicate, a direct test of each
// listed cell when the list is short); termination on misses, maxT, bounds.
import { describe, expect, it } from 'vitest';
import type { CellIndex, Coordinate, GridMode, GridRaycastHit } from '../../src/index.js';
import { gridRaycast, Rational } from '../../src/index.js';
import { equalsRational } from '../support/frac.js';
import { raycastFrac } from '../support/gridFrac.js';
import { mulberry32 } from '../support/random.js';
import { indexText } from './gridSupport.js';

const MODES: GridMode[] = ['closed', 'open', 'half_open'];
const unit = { origin: [0, 0], cell: [1, 1] };
const show = (h: GridRaycastHit): string => (h.hit ? `t=${h.t} at (${h.point.join(', ')}) ${indexText(h.cells)}` : 'miss');

describe('gridRaycast: obvious cases', () => {
  it('finds the first blocked cell, its exact entry parameter and point', () => {
    expect(show(gridRaycast([0.5, 0.5], [1, 0], unit, [[5, 0]]))).toBe('t=9/2 at (5, 1/2) [5,0]');
    expect(show(gridRaycast([0.5, 0.5], [2, 0], unit, [[5, 0]]))).toBe('t=9/4 at (5, 1/2) [5,0]'); // t counts multiples of dir
    expect(
      show(
        gridRaycast([0.5, 0.5], [1, 0], unit, [
          [5, 0],
          [3, 0],
          [4, 1],
        ]),
      ),
    ).toBe('t=5/2 at (3, 1/2) [3,0]');
  });

  it('a ray starting inside a blocked cell hits it at t = 0', () => {
    for (const mode of MODES)
      expect(show(gridRaycast([0.5, 0.5], [1, 1], unit, [[0, 0]], { mode }))).toBe('t=0 at (1/2, 1/2) [0,0]');
  });

  it('a corner graze hits in closed mode only, and reports every cell touched there', () => {
    // The diagonal through (2, 2) touches the corners of [1, 2] and [2, 1] and enters [2, 2].
    const blocked = [
      [1, 2],
      [2, 1],
    ];
    expect(show(gridRaycast([0.5, 0.5], [1, 1], unit, blocked))).toBe('t=3/2 at (2, 2) [1,2] [2,1]');
    expect(show(gridRaycast([0.5, 0.5], [1, 1], unit, blocked, { mode: 'open' }))).toBe('miss');
    expect(show(gridRaycast([0.5, 0.5], [1, 1], unit, [...blocked, [2, 2]], { mode: 'half_open' }))).toBe(
      't=3/2 at (2, 2) [2,2]',
    );
  });

  it('an axis-parallel ray along a grid line: closed touches both rows, half_open the upper, open neither', () => {
    const blocked = [
      [3, -1],
      [5, 0],
    ];
    expect(show(gridRaycast([-5, 0], [1, 0], unit, blocked))).toBe('t=8 at (3, 0) [3,-1]');
    expect(show(gridRaycast([-5, 0], [1, 0], unit, blocked, { mode: 'half_open' }))).toBe('t=10 at (5, 0) [5,0]');
    expect(show(gridRaycast([-5, 0], [1, 0], unit, blocked, { mode: 'open' }))).toBe('miss');
  });

  it('maxT cuts the ray: a hit at maxT counts, one after it does not', () => {
    const wall = (c: CellIndex) => c[0] === 7;
    expect(show(gridRaycast([0.5, 0.5], [1, 0], unit, wall, { maxT: 6.5 }))).toBe('t=13/2 at (7, 1/2) [7,0]');
    expect(show(gridRaycast([0.5, 0.5], [1, 0], unit, wall, { maxT: 6.4 }))).toBe('miss');
    expect(show(gridRaycast([0.5, 0.5], [1, 0], unit, wall, { maxT: 6.5, mode: 'open' }))).toBe('miss');
    expect(show(gridRaycast([0.5, 0.5], [1, 0], unit, [[0, 0]], { maxT: 0 }))).toBe('t=0 at (1/2, 1/2) [0,0]');
  });

  it('ends on a miss: far apart blocked cells, a predicate with bounds, a ray leaving the blocked range', () => {
    const far = [
      [0, 0],
      [1_000_000_000, 1_000_000_000],
    ];
    expect(show(gridRaycast([-5, 7.5], [1, 0], unit, far))).toBe('miss');
    expect(show(gridRaycast([-5, 1e9 + 0.5], [1, 0], unit, far))).toBe(
      't=1000000005 at (1000000000, 2000000001/2) [1000000000,1000000000]',
    );
    expect(
      show(gridRaycast([0.5, 0.5], [-1, 0], unit, (c) => c[0] === 7, { bounds: { min: [-100, -100], max: [100, 100] } })),
    ).toBe('miss');
    expect(show(gridRaycast([0.5, 0.5], [1, 0], unit, []))).toBe('miss');
  });

  it("walks hundreds of cells to a far hit, past many of the walk's batches (plain crossings, and through vertices)", () => {
    // The walk computes its cells in batches; a ray bounded only by `bounds` is
    // infinite, so a batch that did not end would never return.
    const bounds = { bounds: { min: [-1000, -1000], max: [1000, 1000] } };
    expect(show(gridRaycast([0.5, 0.25], [3, 1], unit, (c) => c[0] === 300, bounds))).toBe('t=599/6 at (300, 1201/12) [300,100]');
    expect(show(gridRaycast([0.5, 0.25], [-3, -1], unit, (c) => c[0] === -300, bounds))).toBe(
      't=599/6 at (-299, -1195/12) [-300,-100]',
    );
    // Along the diagonal every step crosses a vertex.
    expect(show(gridRaycast([0, 0], [1, 1], unit, (c) => (c[0] as number) >= 150, bounds))).toBe(
      't=150 at (150, 150) [150,149] [150,150]',
    );
    expect(show(gridRaycast([0, 0], [1, 1], unit, (c) => (c[0] as number) >= 150, { ...bounds, mode: 'open' }))).toBe(
      't=150 at (150, 150) [150,150]',
    );
    expect(show(gridRaycast([0.5, 0.25], [3, 1], unit, () => false, bounds))).toBe('miss');
  });

  it('walks from a safe index across ±2^53 (the walk counts from its start there, not in doubles)', () => {
    const T = 2n ** 53n;
    const maxT = { maxT: 10 };
    const up = gridRaycast([Rational.of(2n * T - 3n, 2n), 0.5], [1, 0], unit, (c) => c[0] === T + 1n, maxT);
    expect(show(up)).toBe('t=5/2 at (9007199254740993, 1/2) [9007199254740993,0]');
    const down = gridRaycast([Rational.of(-2n * T + 5n, 2n), 0.5], [-1, 0], unit, (c) => c[0] === -T - 1n, maxT);
    expect(show(down)).toBe('t=5/2 at (-9007199254740992, 1/2) [-9007199254740993,0]');
  });

  it('walks 3D voxels', () => {
    const g = { origin: [0, 0, 0], cell: [1, 1, 1] };
    expect(show(gridRaycast([0.5, 0.5, 0.5], [1, 1, 1], g, [[3, 3, 3]]))).toBe('t=5/2 at (3, 3, 3) [3,3,3]');
    expect(
      show(
        gridRaycast([0.5, 0.5, 0.5], [1, 1, 1], g, [
          [1, 1, 0],
          [0, 1, 1],
        ]),
      ),
    ).toBe('t=1/2 at (1, 1, 1) [0,1,1] [1,1,0]');
  });

  it('takes rational cell sizes and huge coordinates', () => {
    const third = Rational.of(1n, 3n);
    expect(show(gridRaycast([0, Rational.of(1n, 6n)], [1, 0], { origin: [0, 0], cell: [third, third] }, [[4, 0]]))).toBe(
      't=4/3 at (4/3, 1/6) [4,0]',
    );
    const T = 2n ** 200n;
    const h = gridRaycast([T, T], [1, 1], { origin: [T, T], cell: [1, 1] }, [[3, 3]], { mode: 'open' });
    expect(h.hit && [h.t.toString(), indexText(h.cells)]).toEqual(['3', '[3,3]']);
  });
});

/** The library's answer and the reference's, as text. */
function both(
  o: number[],
  d: number[],
  grid: { origin: Coordinate[]; cell: Coordinate[] },
  blocked: number[][],
  mode: GridMode,
  maxT?: number,
): [string, string] {
  const ref = raycastFrac(
    o,
    d,
    grid.origin,
    grid.cell,
    blocked.map((c) => c.map(BigInt)),
    mode,
    maxT,
  );
  const want = ref === null ? 'miss' : `t=${ref.t.n * 1n}/${ref.t.d} ${indexText(ref.cells)}`;
  const keys = new Set(blocked.map((c) => c.join(',')));
  const text = (h: GridRaycastHit) => {
    if (!h.hit) return 'miss';
    const ok = ref !== null && equalsRational(h.t, ref.t);
    return `t=${ok ? `${ref?.t.n}/${ref?.t.d}` : String(h.t)} ${indexText(h.cells)}`;
  };
  // A listed set (the direct test, short lists) and the same set as a predicate with bounds (the walk).
  const listed = text(gridRaycast(o, d, grid, blocked, { mode, maxT }));
  const walked = text(
    gridRaycast(o, d, grid, (c) => keys.has(c.join(',')), { mode, maxT, bounds: { min: [-3, -3], max: [4, 4] } }),
  );
  expect(walked, `walk ${JSON.stringify([o, d, blocked, maxT])}`).toBe(listed);
  return [listed, want];
}

describe('gridRaycast against the fraction reference, listed and walked', () => {
  const rand = mulberry32(20261125);
  const pick = (values: number[]) => values[Math.floor(rand() * values.length)] as number;
  const grids: [string, { origin: Coordinate[]; cell: Coordinate[] }][] = [
    ['unit grid', { origin: [0, 0], cell: [1, 1] }],
    ['1/3 × 1/2 cells', { origin: [0, 0.5], cell: [Rational.of(1n, 3n), 0.5] }],
  ];
  it.each(MODES.flatMap((m) => grids.map(([name, g]) => [m, name, g] as const)))('%s, %s', (mode, _, grid) => {
    let hits = 0;
    for (let n = 0; n < 600; n++) {
      const o = [pick([-1, -0.5, 0, 0.5, 1, 1.5]), pick([-1, -0.5, 0, 0.5, 1, 1.5])];
      const d = [pick([-2, -1, 0, 1, 2]), pick([-1, 0, 1, 2])];
      if (d[0] === 0 && d[1] === 0) continue;
      const blocked = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => [
        pick([-3, -1, 0, 1, 2, 4]),
        pick([-3, -1, 0, 1, 2, 4]),
      ]);
      const maxT = rand() < 0.3 ? pick([0, 0.5, 1, 1.5, 3]) : undefined;
      const [got, want] = both(o, d, grid, blocked, mode, maxT);
      if (got !== want) expect(got, JSON.stringify([o, d, blocked, maxT])).toBe(want);
      if (got !== 'miss') hits++;
    }
    expect(hits).toBeGreaterThan(50);
  });
});
