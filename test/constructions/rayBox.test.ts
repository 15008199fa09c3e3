import { describe, expect, it } from 'vitest';
import type { Box, Point } from '../../src/index.js';
import { Rational, rayBox, rayIntersectsBox } from '../../src/index.js';

const iv = (o: Point, d: Point, box: Box) => {
  const r = rayBox(o, d, box)?.map(String) ?? null;
  // The boolean predicate must agree with the interval on every case here.
  expect(rayIntersectsBox(o, d, box)).toBe(r !== null);
  return r;
};
const box2: Box = { min: [2, 0], max: [4, 4] };

describe('rayBox in 2D', () => {
  it('from outside, through the box', () => {
    expect(iv([0, 0], [2, 1], box2)).toEqual(['1', '2']);
    expect(iv([0, 1], [1, 0], box2)).toEqual(['2', '4']);
  });
  it('dir is not normalized: t counts multiples of dir', () => {
    expect(iv([0, 1], [2, 0], box2)).toEqual(['1', '2']);
    expect(iv([0, 1], [3, 0], box2)).toEqual(['2/3', '4/3']);
  });
  it('starting inside: t0 = 0', () => {
    expect(iv([3, 1], [1, 0], box2)).toEqual(['0', '1']);
    expect(iv([3, 1], [-1, -1], box2)).toEqual(['0', '1']);
  });
  it('starting on the boundary, going in or out', () => {
    expect(iv([2, 1], [1, 0], box2)).toEqual(['0', '2']);
    expect(iv([4, 1], [1, 0], box2)).toEqual(['0', '0']);
    expect(iv([4, 4], [1, 1], box2)).toEqual(['0', '0']);
    expect(iv([2, 0], [1, 1], box2)).toEqual(['0', '2']);
  });
  it('box behind the origin misses', () => {
    expect(iv([5, 1], [1, 0], box2)).toBeNull();
    expect(iv([0, 0], [-2, -1], box2)).toBeNull();
  });
  it('grazing a corner', () => {
    expect(iv([0, 2], [1, -1], { min: [1, 1], max: [3, 3] })).toEqual(['1', '1']);
    expect(iv([0, 2], [1, -1], { min: [1, 1 + 2 ** -52], max: [3, 3] })).toBeNull();
  });
  it('parallel to a slab: inside it or never', () => {
    expect(iv([0, 2], [1, 0], { min: [1, 1], max: [3, 3] })).toEqual(['1', '3']);
    expect(iv([0, 5], [1, 0], { min: [1, 1], max: [3, 3] })).toBeNull();
    expect(iv([2, 5], [0, -1], { min: [1, 1], max: [3, 3] })).toEqual(['2', '4']);
  });
  it('running along a face', () => {
    expect(iv([0, 1], [3, 0], { min: [1, 1], max: [3, 3] })).toEqual(['1/3', '1']);
    expect(iv([0, 3], [3, 0], { min: [1, 1], max: [3, 3] })).toEqual(['1/3', '1']);
  });
  it('flat and point boxes', () => {
    expect(iv([0, 0], [1, 1], { min: [2, 0], max: [2, 4] })).toEqual(['2', '2']);
    expect(iv([0, 0], [1, 1], { min: [2, 2], max: [2, 2] })).toEqual(['2', '2']);
    expect(iv([0, 0], [1, 2], { min: [2, 2], max: [2, 2] })).toBeNull();
    expect(iv([2, 2], [5, 7], { min: [2, 2], max: [2, 2] })).toEqual(['0', '0']);
  });
  it('huge bigints and mixed types', () => {
    const K = 2n ** 300n;
    expect(iv([-K, 0n], [K, 1n], { min: [0n, 0n], max: [K, K] })?.map(String)).toEqual(['1', '2']);
    expect(iv([0, Rational.of(1n, 3n)], [3n, 0.5], { min: [1, 0n], max: [2n, 1] })?.map(String)).toEqual(['1/3', '2/3']);
  });
});

describe('rayBox in 3D', () => {
  const box3: Box = { min: [1, 1, 1], max: [2, 2, 2] };
  it('through the body, inside, behind', () => {
    expect(iv([0, 0, 0], [1, 1, 1], box3)).toEqual(['1', '2']);
    expect(iv([1.5, 1.5, 1.5], [0, 0, 1], box3)).toEqual(['0', '1/2']);
    expect(iv([3, 3, 3], [1, 1, 1], box3)).toBeNull();
  });
  it('grazing an edge and a corner', () => {
    expect(iv([0, 1, 1.5], [1, 1, 0], box3)).toEqual(['1', '1']);
    expect(iv([0, 0, 1], [1, 1, 1], box3)).toEqual(['1', '1']);
    expect(iv([0, 0, 1], [1, 1, 1], { min: [1, 1, 1], max: [2, 2, 2 - 2 ** -51] })).toBeNull();
    expect(iv([0, 0, 3], [1, 1, -1], box3)).toEqual(['1', '2']);
  });
  it('in a face', () => {
    expect(iv([0, 1, 1.5], [2, 0, 0], box3)).toEqual(['1/2', '1']);
  });
  it('projections overlap but the ray passes beside the box', () => {
    expect(iv([0, 2, 0], [1, -1, 0], { min: [1.5, 1.5, -1], max: [3, 3, 1] })).toBeNull();
  });
});
