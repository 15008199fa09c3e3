// Every public function of the main, ruby and decimal entries has a
// read-once case (test/*/readOnceCases.ts, run by the folders'
// readOnce.test.ts), or is named below with the reason it has none and the
// test that reads it instead: a function exported without either fails
// here. A case covers the function its name starts with.
import { describe, expect, it } from 'vitest';
import * as decimal from '../src/decimal/index.js';
import * as main from '../src/index.js';
import * as ruby from '../src/ruby/index.js';
import { decimalCases } from './decimal/readOnceCases.js';
import { mainEntryCases } from './mainEntryCases.js';
import { rubyCases } from './ruby/readOnceCases.js';
import type { Case } from './support/readCounting.js';

const CLASSES =
  "a class: its constructor and methods take single values, no arrays (test/core/brand.test.ts: a Rational's fields are frozen data, read the same every time)";
const TRIANGULATIONS =
  'a class of answers, made by delaunay, constrainedDelaunay and triangulatePolygon (whose cases read their inputs); its constructor is internal';
const BATCH =
  'reads real typed arrays only, whose elements cannot be getters, and their true length (test/batch/readOnce.test.ts)';
const ONE_BIG = "takes one value: each part of a Big is read once (test/decimal/readOnce.test.ts, a Big's parts)";

const entries: [name: string, exports: Record<string, unknown>, cases: readonly Case[], without: Record<string, string>][] = [
  [
    'main',
    main,
    mainEntryCases,
    {
      ExactRangeError: CLASSES,
      ExactTypeError: CLASSES,
      Rational: CLASSES,
      Triangulation: TRIANGULATIONS,
      ConstrainedTriangulation: TRIANGULATIONS,
      PolygonTriangulation: TRIANGULATIONS,
      isExactError: 'takes an error, no coordinates',
      orient2dMany: BATCH,
      segmentBoxMany: BATCH,
      segmentsIntersectMany: BATCH,
    },
  ],
  ['ruby', ruby, rubyCases, {}],
  ['decimal', decimal, decimalCases, { fromBig: ONE_BIG, isBig: ONE_BIG, toBig: ONE_BIG, toCoordinate: ONE_BIG }],
];

/** The exported name a case's name starts with. */
const covered = (c: Case): string => /^[A-Za-z0-9_]+/.exec(c[0])?.[0] ?? '';

describe.each(entries)('every public function of the %s entry is read once by a case', (_, exports, cases, without) => {
  const functions = Object.keys(exports).filter((k) => typeof exports[k] === 'function');
  const names = new Set(cases.map(covered));
  it('has a case, or a reason to have none', () => {
    expect(functions.filter((f) => !names.has(f) && !(f in without))).toEqual([]);
  });
  it('names no case or exemption that is not an exported function', () => {
    expect([...names].filter((n) => !functions.includes(n))).toEqual([]);
    expect(Object.keys(without).filter((n) => !functions.includes(n) || names.has(n))).toEqual([]);
  });
});
