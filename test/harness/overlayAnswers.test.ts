// The robustness census and the overlay benchmark (bench/overlayAnswers.ts)
// normalise a peer's answer before checking it, so that a peer is not
// counted wrong for a convention: these tests hold the normalisation to
// that, and to leaving every real defect in place.
import { describe, expect, it } from 'vitest';
import { areaTolerance, normalisedPolygons, peerVerdict } from '../../bench/overlayAnswers.js';

type Ring = [number, number][];
const square = (x: number, y: number, s: number): Ring => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];
const closed = (ring: Ring): Ring => [...ring, ring[0] as [number, number]];

describe('conventions the normalisation undoes', () => {
  it('closing points, clockwise outer rings, counterclockwise holes, start vertices and order', () => {
    const outer = closed([...square(0, 0, 4)].reverse());
    const hole = closed(square(1, 1, 2));
    const other = closed(square(10, 0, 1));
    expect(peerVerdict([[other], [outer, hole]])).toMatchObject({ valid: true });
    expect(normalisedPolygons([[other], [outer, hole]])).toEqual([
      [
        square(0, 0, 4),
        [
          [1, 1],
          [1, 3],
          [3, 3],
          [3, 1],
        ],
      ],
      [square(10, 0, 1)],
    ]);
  });

  it('repeated points and vertices a ring passes straight through', () => {
    const ring: Ring = [
      [0, 0],
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 2],
      [0, 2],
      [0, 1],
      [0, 0],
    ];
    expect(normalisedPolygons([[ring]])).toEqual([[square(0, 0, 2)]]);
  });

  it('a ring through one vertex twice (a hole touching its outer ring, as Clipper writes it) is an outer ring and a hole', () => {
    // The outer square, then into the hole at (0, 2) and round it the other way.
    const ring: Ring = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 2],
      [2, 3],
      [2, 1],
      [0, 2],
    ];
    expect(peerVerdict([[ring]])).toMatchObject({ valid: true });
    expect(normalisedPolygons([[ring]])).toEqual([
      [
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
        ],
        [
          [0, 2],
          [2, 3],
          [2, 1],
        ],
      ],
    ]);
  });

  it('a vertex on one of its own edges: two parts meeting at a point', () => {
    const ring: Ring = [
      [5, 0],
      [6, 0],
      [6, 4],
      [5, 3],
      [6, 1],
    ];
    expect(peerVerdict([[ring]])).toMatchObject({ valid: true });
    expect(normalisedPolygons([[ring]])).toHaveLength(2);
  });
});

describe('defects it leaves for the checks', () => {
  it('a spike, a crossing ring, a ring of two points, overlapping polygons', () => {
    const spike: Ring = [
      [0, 0],
      [2, 0],
      [2, 2],
      [3, 3],
      [2, 2],
      [0, 2],
    ];
    // It passes (2, 2) twice: cut there, the spike is a ring of two points.
    expect(peerVerdict([[spike]])).toMatchObject({ valid: false, reason: 'too_few_points' });
    const bowtie: Ring = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ];
    expect(peerVerdict([[bowtie]])).toMatchObject({ valid: false, reason: 'self_intersection' });
    expect(
      peerVerdict([
        [
          square(0, 0, 4),
          [
            [1, 1],
            [2, 2],
          ],
        ],
      ]),
    ).toMatchObject({ valid: false, reason: 'too_few_points' });
    expect(peerVerdict([[square(0, 0, 2)], [square(1, 1, 2)]])).toMatchObject({ valid: false });
  });

  it('a NaN coordinate is an unreadable answer, not an error', () => {
    const v = peerVerdict([
      [
        [
          [0, 0],
          [1, Number.NaN],
          [0, 1],
        ],
      ],
    ]);
    expect(v.valid).toBe(false);
    expect(v.reason).toMatch(/^unreadable/);
  });
});

describe('areaTolerance', () => {
  it('is the perimeter times the shift', () => {
    expect(areaTolerance([[square(0, 0, 2)]], 0.5)).toBe(4);
  });
});
