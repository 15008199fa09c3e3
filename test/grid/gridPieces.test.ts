// gridPieces: the exact sub-segment in each cell; in half_open mode the
// pieces tile the segment end to end, as Rationals.
import { describe, expect, it } from 'vitest';
import type { Coordinate, GridPiece } from '../../src/index.js';
import { gridCells, gridPieces, Rational } from '../../src/index.js';
import type { Frac } from '../support/frac.js';
import { add, frac, mul, ONE, show, sub, ZERO } from '../support/frac.js';
import { cellSpanFrac } from '../support/gridFrac.js';
import { mulberry32 } from '../support/random.js';

const text = (p: GridPiece) => `${p.index.join(',')}: ${p.segment.map((q) => `(${q.join(', ')})`).join(' → ')}`;
const same = (a: readonly Rational[], b: readonly Coordinate[]) => a.every((x, k) => x.equals(Rational.from(b[k] as Coordinate)));

describe('gridPieces', () => {
  it('gives each cell its piece of the segment', () => {
    const pieces = [
      ...gridPieces(
        [
          [0, 0],
          [3, 1],
        ],
        { origin: [0, 0], cell: [2, 2] },
        { mode: 'half_open' },
      ),
    ];
    expect(pieces.map(text)).toEqual(['0,0: (0, 0) → (2, 2/3)', '1,0: (2, 2/3) → (3, 1)']);
    const corner = [
      ...gridPieces(
        [
          [0.5, 1.5],
          [1.5, 0.5],
        ],
        { origin: [0, 0], cell: [1, 1] },
        { mode: 'half_open' },
      ),
    ];
    expect(corner.map(text)).toEqual(['0,1: (1/2, 3/2) → (1, 1)', '1,1: (1, 1) → (1, 1)', '1,0: (1, 1) → (3/2, 1/2)']);
  });

  it('in half_open mode tiles random segments exactly, end to end, on grids of rational cells', () => {
    const rand = mulberry32(7);
    const r = () => Rational.of(BigInt(Math.floor(rand() * 201) - 100), BigInt(1 + Math.floor(rand() * 12)));
    for (let n = 0; n < 300; n++) {
      const dim = n % 3 === 0 ? 3 : 2;
      const p = Array.from({ length: dim }, r);
      const q = n % 17 === 0 ? p : Array.from({ length: dim }, r);
      const grid = {
        origin: Array.from({ length: dim }, r),
        cell: Array.from({ length: dim }, () => r().abs().add(Rational.of(1n, 7n))),
      };
      const pieces = [...gridPieces([p, q], grid, { mode: 'half_open' })];
      expect(pieces.length).toBeGreaterThan(0);
      expect(same((pieces[0] as GridPiece).segment[0], p)).toBe(true);
      expect(same((pieces.at(-1) as GridPiece).segment[1], q)).toBe(true);
      for (let i = 1; i < pieces.length; i++) {
        const before = pieces[i - 1] as GridPiece;
        const piece = pieces[i] as GridPiece;
        expect(piece.t[0].equals(before.t[1])).toBe(true);
        expect(same(piece.segment[0], before.segment[1])).toBe(true);
      }
      // The same cells as gridCells, in the same order.
      const cells = [...gridCells([p, q], grid, { mode: 'half_open' })].map((c) => c.join(','));
      expect(pieces.map((c) => c.index.join(','))).toEqual(cells);
    }
  });

  it('on doubles gives each piece the exact span and points of the fraction reference, in arrays of its own', () => {
    // Doubles take the lazy values (in half_open mode a piece's start is the piece before's end);
    // the reference divides out each cell's span on its own (cellSpanFrac).
    const rand = mulberry32(11);
    const d = () => (rand() - 0.5) * 40;
    for (let n = 0; n < 20; n++) {
      const dim = n % 4 === 0 ? 3 : 2;
      const p = Array.from({ length: dim }, d);
      const q = Array.from({ length: dim }, d);
      const grid = { origin: Array.from({ length: dim }, d), cell: Array.from({ length: dim }, () => 0.3 + rand() * 3) };
      const [P, Q, o, w] = [p, q, grid.origin, grid.cell].map((v) => v.map(frac));
      const D = (Q as Frac[]).map((x, k) => sub(x, (P as Frac[])[k] as Frac));
      const at = (t: Frac) => (P as Frac[]).map((x, k) => show(add(x, mul(t, D[k] as Frac))));
      for (const mode of ['half_open', 'closed', 'open'] as const) {
        const pieces = [...gridPieces([p, q], grid, { mode })];
        const expected = pieces.map((c) => {
          const span = cellSpanFrac(P as Frac[], D, o as Frac[], w as Frac[], c.index.map(BigInt), mode, ZERO, ONE);
          if (span === null || span.hi === null) return 'missed';
          return `${show(span.lo)} ${show(span.hi)} ${at(span.lo)} → ${at(span.hi)}`;
        });
        expect(pieces.map((c) => `${c.t.join(' ')} ${c.segment.map((e) => e.join(',')).join(' → ')}`)).toEqual(expected);
        for (let i = 1; i < pieces.length; i++) {
          expect((pieces[i] as GridPiece).segment[0]).not.toBe((pieces[i - 1] as GridPiece).segment[1]);
        }
      }
    }
  });
});
