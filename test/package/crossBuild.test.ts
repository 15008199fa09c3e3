// The ES module and CommonJS builds each hold their own copy of Rational and
// of the error classes. A program (or two of its dependencies) may load
// both: values and errors made by one build must be recognised by the other.
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runNode } from './dist.js';

const program = `
import { createRequire } from 'node:module';
const esm = await import('exact-predicates');
const cjs = createRequire(process.cwd() + '/package.json')('exact-predicates');
const third = cjs.Rational.of(1n, 3n);
const out = {};
out.distinctClasses = esm.Rational !== cjs.Rational;
out.instance = [third instanceof esm.Rational, esm.Rational.of(1n, 3n) instanceof cjs.Rational];
// (1/3, 1/3) lies on the line through (0, 0) and (1, 1).
out.orient = esm.orient2d([0, 0], [1, 1], [third, third]);
out.arithmetic = esm.Rational.of(1n, 6n).add(third).toString();
out.from = esm.Rational.from(third) instanceof esm.Rational;
out.segmentBox = esm.segmentBox([[third, 0], [1, 0]], { min: [0, 0], max: [1, 1] }).map(String);
// A lazy construction result of one build, read and computed with by the other.
const lazy = esm.segmentIntersection([[0, 0], [1, 1]], [[0, 1], [1.5, 0]]).point[0];
out.lazy = [lazy instanceof cjs.Rational, cjs.orient2d([0, 0], [1, 1], [lazy, lazy]), cjs.Rational.of(3n, 5n).equals(lazy), String(cjs.Rational.from(lazy)), cjs.Rational.of(1n, 5n).add(lazy).toString(), lazy.toNumber()];
try { cjs.orient2d([Number.NaN, 0], [0, 0], [1, 1]); } catch (e) {
  out.error = [e instanceof esm.ExactRangeError, esm.isExactError(e), e instanceof esm.ExactTypeError, e.code];
}
try { esm.orient2d([0, 0], [1, 0], third); } catch (e) {
  out.message = e.message;
  out.typeError = [e instanceof cjs.ExactTypeError, cjs.isExactError(e)];
}
console.log(JSON.stringify(out));
`;

describe('a Rational or an error from one build is accepted by the other', () => {
  let out: Record<string, unknown>;
  beforeAll(() => {
    assertBuilt();
    out = JSON.parse(runNode('module', program));
  });

  it('the builds do hold two classes', () => {
    expect(out.distinctClasses).toBe(true);
  });
  it('instanceof answers true across builds', () => {
    expect(out.instance).toEqual([true, true]);
  });
  it("functions and methods of one build take the other build's Rationals", () => {
    expect(out.orient).toBe(0);
    expect(out.arithmetic).toBe('1/2');
    expect(out.from).toBe(true);
    expect(out.segmentBox).toEqual(['0', '1']);
    expect(out.lazy).toEqual([true, 0, true, '3/5', '4/5', 0.6]);
  });
  it("errors are recognised across builds, and messages never show a bundler's class name", () => {
    expect(out.error).toEqual([true, true, false, 'bad_input']);
    expect(out.typeError).toEqual([true, true]);
    expect(out.message).toBe('orient2d: c is the Rational 1/3, expected a point [x, y]');
  });
});
