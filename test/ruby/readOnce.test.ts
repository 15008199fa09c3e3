// The read-once cases of test/ruby/readOnceCases.ts, run by test/support/readCounting.ts.
import { describeReadOnce } from '../support/readCounting.js';
import { rubyCases } from './readOnceCases.js';

describeReadOnce(rubyCases);
