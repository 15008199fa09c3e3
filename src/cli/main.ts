/**
 * The `exact-predicates` command. `exact-predicates <command> [args]`:
 * each command is one entry of COMMANDS below, a function from its
 * arguments and streams to an exit status (PROTOCOL.md: 0 all results,
 * 1 some error, 2 bad usage).
 */

import { runCensusCommand } from './census.js';
import { runDiffCommand } from './diff.js';
import { runEval } from './evalCommand.js';
import type { CommandIo } from './shared/usage.js';
import { EXIT_SOME_ERROR, EXIT_USAGE, oneLine } from './shared/usage.js';

interface Command {
  /** One line for the overall usage text. */
  summary: string;
  /** Runs the command with the arguments after its name; resolves to the exit status. */
  run(argv: readonly string[], io: CommandIo): Promise<number>;
}

/*
 * Dispatch table. To add a command (`diff`, `census`), import its runner
 * and add one entry; the usage text lists the entries in this order.
 */
const COMMANDS: Record<string, Command> = {
  eval: { summary: 'answer NDJSON geometry requests exactly (the reference oracle)', run: runEval },
  diff: { summary: 'test your own geometry program against the exact answers', run: runDiffCommand },
  census: { summary: 'float seed algorithms against their exact twins, with pictures (npm start)', run: runCensusCommand },
};

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `usage: exact-predicates <command> [arguments]\n\ncommands:\n${lines.join('\n')}\n\n'exact-predicates <command> --help' describes a command.`;
}

/** Runs the command line `argv` (without node and the script); resolves to the exit status. */
export async function main(argv: readonly string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(`${usage()}\n`);
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
