// The read-once cases of every folder of the main entry, in one list: the
// coverage test and the foreign-Rational test run them all.
import { arrangementCases } from './arrangement/readOnceCases.js';
import { constructionCases } from './constructions/readOnceCases.js';
import { gridCases } from './grid/readOnceCases.js';
import { overlayCases } from './overlay/readOnceCases.js';
import { polygonCases } from './polygon/readOnceCases.js';
import { predicateCases } from './predicates/readOnceCases.js';
import type { Case } from './support/readCounting.js';
import { triangleCases } from './triangle/readOnceCases.js';
import { triangulationCases } from './triangulation/readOnceCases.js';

export const mainEntryCases: readonly Case[] = [
  ...predicateCases,
  ...constructionCases,
  ...polygonCases,
  ...gridCases,
  ...arrangementCases,
  ...triangleCases,
  ...overlayCases,
  ...triangulationCases,
];
