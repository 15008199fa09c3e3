import { describe, expect, it } from 'vitest';
import type { Point2 } from '../../src/core/coordinate.js';
import { normalizePolygon, polygonValidity, polygonXor } from '../../src/index.js';
import { mulberry32 } from '../support/mulberry32.js';
import { validityReference } from '../support/validityReference.js';

/*
 * polygonValidity (one sweep) against the plain quadratic reference in
 * test/support: the same verdict on thousands of small polygon sets on a
 * lattice, where rings touch, overlap, cross and nest all the time — both
 * the valid answers of overlays and those answers spoilt one way or
 * another (a ring reversed or started elsewhere, a hole moved to another
 * polygon, rings swapped), and sets of free lattice rings.
 */
type Polygons = Point2[][][];

const rnd = mulberry32(2026);
const ri = (n: number): number => Math.floor(rnd() * n);
const ring = (size: number): Point2[] => Array.from({ length: 3 + ri(4) }, (): Point2 => [ri(size), ri(size)]);

function spoil(polygons: Polygons): Polygons {
  const copy = polygons.map((p) => p.map((r) => r.slice()));
  const p = copy[ri(copy.length)] as Point2[][];
  const r = p[ri(p.length)] as Point2[];
  switch (ri(5)) {
    case 0:
      r.reverse();
      break;
    case 1:
      r.push(r.shift() as Point2);
      break;
    case 2: {
      // Move a hole (or the outer ring) to the end of another polygon.
      const other = copy[ri(copy.length)] as Point2[][];
      if (p.length > 1) other.push(p.pop() as Point2[]);
      break;
    }
    case 3:
      copy.reverse();
      break;
    default:
      copy.push([ring(6)]);
  }
  return copy;
}

describe('polygonValidity agrees with the reference', () => {
  it('on overlay answers and on the same answers spoilt', () => {
    let valid = 0;
    let invalid = 0;
    for (let k = 0; k < 400; k++) {
      const answer = k % 2 === 0 ? normalizePolygon([ring(6), ring(6)], { rule: 'evenodd' }) : polygonXor([ring(6)], [ring(6)]);
      const sets: Polygons[] = [answer as Polygons];
      if (answer.length > 0) sets.push(spoil(answer as Polygons));
      for (const set of sets) {
        const fast = polygonValidity(set).valid;
        expect(fast, JSON.stringify(set)).toBe(validityReference(set).valid);
        if (fast) valid++;
        else invalid++;
      }
    }
    expect(valid).toBeGreaterThan(300);
    expect(invalid).toBeGreaterThan(100);
  });
  it('on sets of free lattice rings', () => {
    for (let k = 0; k < 600; k++) {
      const set: Polygons = Array.from({ length: 1 + ri(2) }, () => Array.from({ length: 1 + ri(2) }, () => ring(5)));
      expect(polygonValidity(set).valid, JSON.stringify(set)).toBe(validityReference(set).valid);
    }
  });
});
