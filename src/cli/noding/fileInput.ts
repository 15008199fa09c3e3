import { stat } from 'node:fs/promises';
import { EXIT_TOO_LARGE, EXIT_USAGE, UsageError } from '../shared/usage.js';
import { NodingLimitError } from './GeoStore.js';
import { GeoInputError } from './geoInputError.js';

/**
 * The exit status for an error met reading or working on a file (the
 * commands that read GeoJSON and TopoJSON: `noding`, `overlay`,
 * `normalize`, `validate`), said on stderr by `say`: a file that is not
 * such JSON or cannot be read is 2, a limit 3 (`pairs` names the pair
 * limit the library's too_large was). Undefined for any other error (a
 * bug: the caller rethrows it).
 *
 * ```ts
 * fileErrorStatus(new GeoInputError('is not JSON'), say, 'more than 5 pairs'); // 2, after say('is not JSON')
 * ```
 */
export function fileErrorStatus(e: unknown, say: (message: string) => void, pairs: string): number | undefined {
  if (e instanceof GeoInputError) {
    say(e.message);
    return EXIT_USAGE;
  }
  if (e instanceof NodingLimitError) {
    say(`${e.message}: too large to check within the limits`);
    return EXIT_TOO_LARGE;
  }
  if ((e as { code?: string }).code === 'too_large') {
    say(`${pairs}: too large to check within the limits`);
    return EXIT_TOO_LARGE;
  }
  if ((e as { syscall?: string }).syscall !== undefined) {
    say(`cannot read it: ${(e as Error).message}`);
    return EXIT_USAGE;
  }
  return undefined;
}

/** Throws a UsageError (exit status 2) when `file` cannot be read as a file: missing, or a directory. */
export async function assertReadableFile(file: string): Promise<void> {
  try {
    if ((await stat(file)).isDirectory()) throw new UsageError(`cannot read ${file}: it is a directory`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
}
