import { describe, expect, it } from 'vitest';
import { compareResponses } from '../../src/cli/diff/compareResponses.js';
import { judgeTriangles } from '../../src/cli/diff/judgeTriangles.js';

/*
 * diff's judgement of triangle lists: by the rules, for the request, not by
 * equality with our list (its order, first vertices and, for cocircular
 * points, its triangles are free).
 */

const square = '{"op":"delaunay","points":[[0,0],[4,0],[4,4],[0,4]]}';
const ours = {
  triangles: [
    [
      ['0', '0'],
      ['4', '0'],
      ['4', '4'],
    ],
    [
      ['0', '0'],
      ['4', '4'],
      ['0', '4'],
    ],
  ],
};

describe('judgeTriangles', () => {
  it('accepts the other diagonal of a square (cocircular), in any order and from any first vertex', () => {
    const other = {
      triangles: [
        [
          [4, 4],
          [0, 4],
          [4, 0],
        ],
        [
          [0, 4],
          [0, 0],
          [4, 0],
        ],
      ],
    };
    expect(judgeTriangles(square, ours, other)).toEqual({ agree: true });
  });

  it('refuses a clockwise triangle, a missing triangle, an overlap and a stray vertex', () => {
    expect(
      judgeTriangles(square, ours, {
        triangles: [
          [
            [0, 0],
            [4, 4],
            [4, 0],
          ],
          [
            [0, 0],
            [4, 4],
            [0, 4],
          ],
        ],
      }),
    ).toMatchObject({
      agree: false,
      why: expect.stringMatching(/clockwise/),
    });
    expect(
      judgeTriangles(square, ours, {
        triangles: [
          [
            [0, 0],
            [4, 0],
            [4, 4],
          ],
        ],
      }),
    ).toMatchObject({
      agree: false,
      why: 'vertex (0, 4) is in no triangle',
    });
    expect(
      judgeTriangles(square, ours, {
        triangles: [
          [
            [0, 0],
            [4, 0],
            [4, 4],
          ],
          [
            [0, 0],
            [4, 4],
            [0, 4],
          ],
          [
            [0, 0],
            [4, 0],
            [0, 4],
          ],
        ],
      }),
    ).toMatchObject({
      agree: false,
    });
    expect(
      judgeTriangles(square, ours, {
        triangles: [
          [
            [0, 0],
            [4, 0],
            [2, 2],
          ],
          [
            [2, 2],
            [4, 0],
            [4, 4],
          ],
          [
            [0, 0],
            [2, 2],
            [0, 4],
          ],
          [
            [0, 4],
            [2, 2],
            [4, 4],
          ],
        ],
      }),
    ).toMatchObject({ agree: false, why: expect.stringMatching(/not a vertex it may have/) });
  });

  it('checks constraints and the region of a polygon', () => {
    const cdt = '{"op":"constrained_delaunay","points":[[5,1],[5,-1]],"segments":[[[0,0],[10,0]]]}';
    const forced = {
      triangles: [
        [
          ['0', '0'],
          ['10', '0'],
          ['5', '1'],
        ],
        [
          ['0', '0'],
          ['5', '-1'],
          ['10', '0'],
        ],
      ],
    };
    expect(judgeTriangles(cdt, forced, forced)).toEqual({ agree: true });
    const delaunayOnly = {
      triangles: [
        [
          [0, 0],
          [5, -1],
          [5, 1],
        ],
        [
          [5, -1],
          [10, 0],
          [5, 1],
        ],
      ],
    };
    expect(judgeTriangles(cdt, forced, delaunayOnly)).toMatchObject({ agree: false, why: expect.stringMatching(/constraint/) });
    const hole = '{"op":"triangulate","rings":[[[0,0],[4,0],[4,4],[0,4]],[[1,1],[1,3],[3,3],[3,1]]],"rule":"nonzero"}';
    const filled = {
      triangles: [
        [
          [0, 0],
          [4, 0],
          [4, 4],
        ],
        [
          [0, 0],
          [4, 4],
          [0, 4],
        ],
      ],
    };
    expect(judgeTriangles(hole, filled, filled)).toMatchObject({ agree: false });
  });

  it('is what compareResponses does for the triangulation ops, given the request', () => {
    const expected = JSON.stringify({ id: 1, result: ours });
    const other = JSON.stringify({
      id: 1,
      result: {
        triangles: [
          [
            [4, 4],
            [0, 4],
            [4, 0],
          ],
          [
            [0, 4],
            [0, 0],
            [4, 0],
          ],
        ],
      },
    });
    expect(compareResponses(expected, other, 'exact', square)).toEqual({ agree: true });
    expect(compareResponses(expected, other, 'exact').agree).toBe(false);
  });
});
