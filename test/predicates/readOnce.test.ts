// The read-once cases of test/predicates/readOnceCases.ts, run by test/support/readCounting.ts.
import { describeReadOnce } from '../support/readCounting.js';
import { predicateCases } from './readOnceCases.js';

describeReadOnce(predicateCases);
