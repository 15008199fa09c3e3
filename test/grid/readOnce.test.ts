// The read-once cases of test/grid/readOnceCases.ts, run by test/support/readCounting.ts.
import { describeReadOnce } from '../support/readCounting.js';
import { gridCases } from './readOnceCases.js';

describeReadOnce(gridCases);
