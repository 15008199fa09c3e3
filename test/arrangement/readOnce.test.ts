// The read-once cases of test/arrangement/readOnceCases.ts, run by test/support/readCounting.ts.
import { describeReadOnce } from '../support/readCounting.js';
import { arrangementCases } from './readOnceCases.js';

describeReadOnce(arrangementCases);
