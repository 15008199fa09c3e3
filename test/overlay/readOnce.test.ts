// The read-once cases of test/overlay/readOnceCases.ts, run by test/support/readCounting.ts.
import { describeReadOnce } from '../support/readCounting.js';
import { overlayCases } from './readOnceCases.js';

describeReadOnce(overlayCases);
