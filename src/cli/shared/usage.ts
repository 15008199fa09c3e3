import type { Readable, Writable } from 'node:stream';

/** The streams a command talks to (process.* in the bin, fakes in tests). */
export interface CommandIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable & { isTTY?: boolean };
}

/** Exit statuses of PROTOCOL.md, for every command. */
export const EXIT_OK = 0;
export const EXIT_SOME_ERROR = 1;
export const EXIT_USAGE = 2;

/**
 * A command-line mistake: an unknown command or option, a missing or bad
 * value, a path that cannot be read or written. The command stops with one
 * line on stderr and exit status 2 (see `withUsageErrors`).
 */
export class UsageError extends Error {}

/** A command: its arguments and streams in, its exit status out. */
export type CommandRunner = (argv: readonly string[], io: CommandIo) => Promise<number>;

/**
 * `run`, with every UsageError it throws turned into one line on stderr,
 * `exact-predicates NAME: MESSAGE (see 'exact-predicates NAME --help')`, and
 * exit status 2. A program that is not a command of `exact-predicates` (the
 * repository's census) passes its own name and help command as `program`.
 *
 * ```ts
 * export const runEval = withUsageErrors('eval', async (argv, io) => { ... });
 * ```
 */
export function withUsageErrors(
  name: string,
  run: CommandRunner,
  program = { name: `exact-predicates ${name}`, help: `exact-predicates ${name} --help` },
): CommandRunner {
  return async (argv, io) => {
    try {
      return await run(argv, io);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      io.stderr.write(`${program.name}: ${oneLine(e.message)} (see '${program.help}')\n`);
      return EXIT_USAGE;
    }
  };
}

/** A message on one line: a system error's text may hold newlines. */
export function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, ' ');
}

/** True when the arguments ask for the command's help. */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}
