// The read-once cases of test/triangulation/readOnceCases.ts, run by test/support/readCounting.ts.
import { describeReadOnce } from '../support/readCounting.js';
import { triangulationCases } from './readOnceCases.js';

describeReadOnce(triangulationCases);
