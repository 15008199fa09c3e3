import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_LABEL, cliNodeArgs } from './cliProcess.js';

/*
 * Regression: with stdout on a full disk, `eval` exited 1 (its "some line
 * got an error") and said nothing; `--help` died with an unhandled ENOSPC
 * stack. Every command now says on stderr that the output could not be
 * written and exits 4, whether the write fails at once (ENOSPC on
 * /dev/full) or the reader goes away (EPIPE).
 */

const ORIENT = '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}\n';
let dir = '';
let requests = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ep-output-'));
  requests = join(dir, 'requests.ndjson');
  writeFileSync(requests, ORIENT.repeat(200_000));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command with stdout on `fd` (a file descriptor), or on a pipe we close after its first output. */
function run(args: readonly string[], stdout: number | 'close-early'): Promise<{ status: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...cliNodeArgs(), ...args], {
      stdio: ['ignore', stdout === 'close-early' ? 'pipe' : stdout, 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => {
      stderr += b.toString();
    });
    child.stdout?.once('data', () => child.stdout?.destroy());
    child.on('error', fail);
    child.on('close', (status) => done({ status, stderr }));
  });
}

describe.skipIf(!existsSync('/dev/full'))(`stdout on a full disk (/dev/full; ${CLI_LABEL})`, () => {
  const full = (args: readonly string[]) => {
    const fd = openSync('/dev/full', 'w');
    return run(args, fd).finally(() => closeSync(fd));
  };

  it('eval says so on stderr and exits 4', async () => {
    const r = await full(['eval', requests]);
    expect(r.status).toBe(4);
    expect(r.stderr).toMatch(/^exact-predicates eval: cannot write the output: ENOSPC[^\n]*\n$/);
  });

  it.each([[['--help']], [['--version']], [['eval', '--help']], [['noding', '--help']]])(
    '%j says so and exits 4',
    async (args) => {
      const r = await full(args);
      expect(r.status).toBe(4);
      expect(r.stderr).toMatch(/cannot write the output: ENOSPC/);
      expect(r.stderr).not.toMatch(/at .*\(/); // no stack trace
    },
  );
});

describe(`stdout closed by its reader (EPIPE; ${CLI_LABEL})`, () => {
  it.each([[[]], [['--jobs', '2']]])('eval %j stops, says so on stderr and exits 4', async (more) => {
    const r = await run(['eval', requests, ...more], 'close-early');
    expect(r.status).toBe(4);
    expect(r.stderr).toMatch(/^exact-predicates eval: cannot write the output: [^\n]*EPIPE[^\n]*\n$/);
  });
});
