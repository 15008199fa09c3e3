// lineOfSight: the mode decides what a corner graze means; the answer is
// the same with the ends swapped on every pair of lattice points; it says
// false exactly when some cell gridCells lists is blocked.
import { describe, expect, it } from 'vitest';
import type { CellIndex, GridMode } from '../../src/index.js';
import { gridCells, lineOfSight } from '../../src/index.js';

const MODES: GridMode[] = ['closed', 'open', 'half_open'];
const unit = { origin: [0, 0], cell: [1, 1] };

describe('lineOfSight', () => {
  it('two walls sharing a corner: closed blocks the diagonal through it, open sees through', () => {
    const walls = [
      [1, 0],
      [0, 1],
    ];
    expect(lineOfSight([0.5, 0.5], [1.5, 1.5], unit, walls)).toBe(false);
    expect(lineOfSight([0.5, 0.5], [1.5, 1.5], unit, walls, { mode: 'open' })).toBe(true);
    expect(lineOfSight([0.5, 0.5], [1.5, 1.5], unit, walls, { mode: 'half_open' })).toBe(true);
    // Down-right through the corner (1, 1): by the floor rule the corner point is in cell [1, 1].
    expect(lineOfSight([0.5, 1.5], [1.5, 0.5], unit, [[1, 1]], { mode: 'half_open' })).toBe(false);
    expect(lineOfSight([1.5, 0.5], [0.5, 1.5], unit, [[1, 1]], { mode: 'half_open' })).toBe(false);
  });

  it('an end inside a blocked cell sees nothing; a predicate works like a list', () => {
    expect(lineOfSight([0.5, 0.5], [3.5, 0.5], unit, [[0, 0]])).toBe(false);
    expect(lineOfSight([0.5, 0.5], [3.5, 0.5], unit, (c) => c[1] === 1)).toBe(true);
    expect(lineOfSight([0.5, 0.5], [3.5, 0.75], unit, (c) => c[0] === 2 && c[1] === 0)).toBe(false);
  });

  it('is symmetric, and false exactly when a cell of gridCells is blocked, on every pair of lattice points', () => {
    const values = [0, 0.5, 1, 1.5, 2];
    const pts = values.flatMap((x) => values.map((y) => [x, y]));
    const blocked = [
      [1, 0],
      [0, 1],
      [2, 2],
    ];
    const isBlocked = (c: CellIndex) => blocked.some((b) => b[0] === c[0] && b[1] === c[1]);
    for (const mode of MODES) {
      for (const a of pts) {
        for (const b of pts) {
          const ab = lineOfSight(a, b, unit, blocked, { mode });
          const ba = lineOfSight(b, a, unit, isBlocked, { mode });
          const cells = [...gridCells([a, b], unit, { mode })];
          const want = !cells.some((c) => isBlocked(c));
          if (ab !== want || ba !== want) expect([ab, ba], `${mode} ${JSON.stringify([a, b])}`).toEqual([want, want]);
        }
      }
    }
  });

  it('works in 3D', () => {
    const g = { origin: [0, 0, 0], cell: [1, 1, 1] };
    expect(lineOfSight([0.5, 0.5, 0.5], [2.5, 2.5, 2.5], g, [[1, 1, 0]])).toBe(false);
    expect(lineOfSight([0.5, 0.5, 0.5], [2.5, 2.5, 2.5], g, [[1, 1, 0]], { mode: 'open' })).toBe(true);
  });
});
