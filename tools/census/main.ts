/**
 * `npm start [-- args]`: the census of the float algorithms (census.ts),
 * run on this process's arguments and streams. A repository tool, not part
 * of the package: it uses the library through its public entries.
 */
import { runCensusCommand } from './census.js';

runCensusCommand(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then(
  (status) => {
    process.exitCode = status;
  },
  (e: unknown) => {
    process.stderr.write(`census: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
