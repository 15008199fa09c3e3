// The read-once cases of test/polygon/readOnceCases.ts, run by test/support/readCounting.ts.
import { describeReadOnce } from '../support/readCounting.js';
import { polygonCases } from './readOnceCases.js';

describeReadOnce(polygonCases);
