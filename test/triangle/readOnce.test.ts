// The read-once cases of test/triangle/readOnceCases.ts, run by test/support/readCounting.ts.
import { describeReadOnce } from '../support/readCounting.js';
import { triangleCases } from './readOnceCases.js';

describeReadOnce(triangleCases);
