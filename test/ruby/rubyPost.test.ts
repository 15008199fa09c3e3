// Every assertion of the Ruby post's unit tests, translated: each pair of
// scalar arguments becomes one [x, y] point.
import { describe, expect, it } from 'vitest';
import { cwTest, segIntersect, segRectCollide } from '../../src/ruby/index.js';

type N6 = [number, number, number, number, number, number];
const cw = (...v: N6) => cwTest([v[0], v[1]], [v[2], v[3]], [v[4], v[5]]);
const seg = (...v: [number, number, number, number, number, number, number, number]) =>
  segIntersect([v[0], v[1]], [v[2], v[3]], [v[4], v[5]], [v[6], v[7]]);
const rect = (...v: [number, number, number, number, number, number, number, number, number, number, number, number]) =>
  segRectCollide([v[0], v[1]], [v[2], v[3]], [v[4], v[5]], [v[6], v[7]], [v[8], v[9]], [v[10], v[11]]);

describe('cw_test (Ruby post)', () => {
  it.each([
    [1, [0, 0, 1, 1, 0, 2]],
    [1, [-134, -421, 2345, 0, -2129575, -100]],
    [1, [1, -1, -491746, -1, 0, -2]],
    [2, [3, 4, -32, -14, -33, 1]],
    [2, [0, 0, 0, -1, -1, 0]],
    [2, [2, 6, 9, 1, -32, 0]],
    [0, [-32, 32, -32, 32, -32, 32]],
    [0, [1, 1, 1, 1, 2, 2]],
    [0, [7, 7, 8, 8, 8, 8]],
    [0, [5, 5, 6, 6, 5, 5]],
  ] as [number, N6][])('cw_test %i for %j', (expected, args) => {
    expect(cw(...args)).toBe(expected);
  });
});

describe('seg_intersect? (Ruby post)', () => {
  it.each([
    [true, [-6, 7, 13, -1, 10, 2, 0, 0]],
    [true, [0, 0, 1, 1, 0, 1, 1, 0]],
    [true, [-1, -1, 9, 9, 0, -2, -2, 0]],
    [true, [32, 4521, 32, -2156413, 3, 1, 32, 1]],
    [false, [-100, 10000, 100, -10000, -200, 20100, 200, -19900]],
    [false, [32, 13, -14, -4, -34, 77, 0, 6]],
    [false, [0, 0, 14, -8, 11, -14, 22, 0]],
    [false, [1, 6, 14, 6, 15, 11, 15, 1]],
    [false, [0, 0, 1, 1, 2, 2, 3, 3]],
    [false, [-1, -1, -1, 32, -1, 33, -1, 34]],
    [false, [-1, -1, 9, 9, 0, -3, -3, 0]],
    [true, [1, 1, 1, 1, 1, 1, 1, 1]],
    [true, [1, 1, 1, 1, 3, -235421324, 1, 1]],
    [true, [1, 1, 1, 1, 1, 1, 3, 3243]],
    [true, [1, 1, 233, 43, 1, 1, 3, 3243]],
    [true, [1, 1, 1, 9, 1, 7, 1, 34]],
    [true, [-100, 10000, 100, -10000, -500, 50000, 500, -50000]],
  ] as [boolean, [number, number, number, number, number, number, number, number]][])('%s for %j', (expected, args) => {
    expect(seg(...args)).toBe(expected);
  });
});

describe('seg_rect_collide? (Ruby post)', () => {
  it('touching a corner', () => expect(rect(0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 1)).toBe(true));
  it('crossing an edge', () => expect(rect(7, 5, 10, 11, 8, 5, 8, 1, 1, 1, 1, 5)).toBe(true));
  it('along an edge', () => expect(rect(8, 0, 8, 6, 8, 1, 0, 1, 0, 3, 8, 3)).toBe(true));
  it('everything one point', () => expect(rect(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)).toBe(true));
  it('collinear with a flat rectangle edge, apart', () => expect(rect(1, 1, 3, 1, 4, 1, 6, 1, 6, 3, 1, 3)).toBe(false));
});
