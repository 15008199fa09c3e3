/**
 * The `exact-predicates` command. `exact-predicates <command> [args]`:
 * each command is one entry of COMMANDS below, a function from its
 * arguments and streams to an exit status (PROTOCOL.md: 0 all results,
 * 1 some error, 2 bad usage).
 */

import packageJson from '../../package.json' with { type: 'json' };
import { runDiffCommand } from './diff.js';
import { runEval } from './evalCommand.js';
import { runNodingCommand } from './noding.js';
import type { CommandIo } from './shared/usage.js';
import { EXIT_SOME_ERROR, EXIT_USAGE, oneLine } from './shared/usage.js';

interface Command {
  /** One line for the overall usage text. */
  summary: string;
  /** Runs the command with the arguments after its name; resolves to the exit status. */
  run(argv: readonly string[], io: CommandIo): Promise<number>;
}

/*
 * Dispatch table. To add a command (`diff`, `noding`), import its runner
 * and add one entry; the usage text lists the entries in this order.
 */
const COMMANDS: Record<string, Command> = {
  eval: { summary: 'answer geometry requests exactly, one JSON object per line in and out', run: runEval },
  diff: { summary: 'test your own geometry program (any language) against the exact answers', run: runDiffCommand },
  noding: { summary: 'check that the lines and rings of a GeoJSON file meet only end to end, exactly', run: runNodingCommand },
};

/** The package's version, from its package.json (bundled into the built command). */
export const VERSION: string = packageJson.version;

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `exact-predicates ${VERSION}: exact geometric predicates from the command line

usage: npx exact-predicates <command> [arguments]
       (exact-predicates <command> in npm scripts, or when installed globally)

commands:
${lines.join('\n')}

examples:
  echo '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}' | npx exact-predicates eval
  npx exact-predicates diff --cmd "python3 my_geometry.py" --ops orient2d,segment_box
  npx exact-predicates noding borders.geojson

'npx exact-predicates <command> --help' describes a command; --version prints
the version. The request format is PROTOCOL.md, in the package:
node_modules/exact-predicates/PROTOCOL.md.`;
}

/** Runs the command line `argv` (without node and the script); resolves to the exit status. */
export async function main(argv: readonly string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(`${usage()}\n`);
    return 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    const names = Object.keys(COMMANDS).join(', ');
    const what =
      name === undefined
        ? 'a command is needed'
        : name.startsWith('-')
          ? `unknown option ${JSON.stringify(name)}`
          : `unknown command ${JSON.stringify(name)}`;
    io.stderr.write(`exact-predicates: ${what} (one of ${names}; see 'exact-predicates --help')\n`);
    return EXIT_USAGE;
  }
  return command.run(rest, io);
}

main(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then(
  (status) => {
    process.exitCode = status;
  },
  (e: unknown) => {
    // Not a usage error (those are one line and status 2): a bug, with the stack to report.
    process.stderr.write(
      `exact-predicates: internal error, please report it: ${e instanceof Error ? (e.stack ?? e.message) : oneLine(String(e))}\n`,
    );
    process.exitCode = EXIT_SOME_ERROR;
  },
);
