import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Spawns the real command, as a user would. Which build:
 * - EXACT_PREDICATES_CLI=dist: dist/cli.js (fails if missing);
 * - EXACT_PREDICATES_CLI=src: the TypeScript source through tsx;
 * - EXACT_PREDICATES_CLI=<path>: that JavaScript file;
 * - unset: dist/cli.js when it exists and is newer than every file under
 *   src/ (as after `npm run build`, which `npm test` runs first), else the
 *   source through tsx, so that a stale build is never what gets tested.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST_CLI = join(ROOT, 'dist/cli.js');
const SRC_CLI = join(ROOT, 'src/cli/main.ts');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function cliArgs(): { args: string[]; label: string } {
  const choice = process.env.EXACT_PREDICATES_CLI;
  if (choice === 'src') return { args: ['--import', 'tsx', SRC_CLI], label: 'src/cli/main.ts via tsx' };
  if (
    choice === 'dist' ||
    (choice === undefined && existsSync(DIST_CLI) && statSync(DIST_CLI).mtimeMs >= newestMtime(join(ROOT, 'src')))
  ) {
    if (!existsSync(DIST_CLI)) throw new Error('EXACT_PREDICATES_CLI=dist but dist/cli.js is missing: run npm run build');
    return { args: [DIST_CLI], label: 'dist/cli.js' };
  }
  if (choice !== undefined) return { args: [resolve(choice)], label: choice };
  return { args: ['--import', 'tsx', SRC_CLI], label: 'src/cli/main.ts via tsx' };
}

const chosen = cliArgs();
/** Which CLI the tests run, for test titles. */
export const CLI_LABEL = chosen.label;

export interface CliRun {
  /** Exit status. */
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout split into lines (without the final empty piece). */
  lines: string[];
}

/** The node arguments that start the command under test, before its own arguments. */
export function cliNodeArgs(): string[] {
  return [...chosen.args];
}

/** Starts `exact-predicates ...args` with piped stdio, for tests that talk to it line by line. */
export function spawnCli(args: readonly string[]) {
  return spawn(process.execPath, [...chosen.args, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
}

/**
 * Runs `exact-predicates ...args` with `input` on stdin (a string or
 * bytes); resolves when it exits.
 */
export function runCli(args: readonly string[], input: string | Buffer = '', env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...chosen.args, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', fail);
    child.stdin.on('error', () => {}); // the CLI may exit before reading everything (usage errors)
    child.on('close', (status) => {
      const stdout = Buffer.concat(out).toString('utf8');
      const lines = stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n');
      done({ status, stdout, stderr: Buffer.concat(err).toString('utf8'), lines });
    });
    child.stdin.end(input);
  });
}

/** Runs `eval` on the given request lines; parses each response line. */
export async function evalLines(
  requests: readonly string[],
  args: readonly string[] = [],
): Promise<CliRun & { responses: Response[] }> {
  const run = await runCli(['eval', ...args], requests.map((r) => `${r}\n`).join(''));
  return { ...run, responses: run.lines.map((l) => JSON.parse(l) as Response) };
}

/** A parsed response line. */
export type Response = { id: unknown; result?: unknown; error?: { code: string; message: string } };

/** One end-to-end case: a title, a request line, and its result or its error code (and message, when given). */
export type EvalCase = [title: string, request: string, expected: { result: unknown } | { error: string; message?: string }];

/**
 * Tests for a list of cases, all answered by one spawned `eval` run: every
 * line is answered in order (the id is the case's position) and the run
 * exits 1 when a case is an error; each case gets its result, or its error
 * code (and message) and no result.
 */
export function describeEvalCases(title: string, cases: readonly EvalCase[]): void {
  describe(`${title} (${CLI_LABEL})`, () => {
    let run: CliRun & { responses: Response[] };
    beforeAll(async () => {
      run = await evalLines(cases.map(([, request], i) => request.replace('{', `{"id":${i},`)));
    });

    it('answers every line, in order, with the exit status of its errors', () => {
      expect(run.responses.map((r) => r.id)).toEqual(cases.map((_, i) => i));
      expect(run.status).toBe(cases.some(([, , e]) => 'error' in e) ? 1 : 0);
    });

    it.each(cases.map((c, i) => [c[0], i, c[2]] as const))('%s', (_title, i, expected) => {
      const response = run.responses[i] as Response;
      if ('result' in expected) expect(response).toEqual({ id: i, result: expected.result });
      else {
        expect(response.error?.code).toBe(expected.error);
        if (expected.message !== undefined) expect(response.error?.message).toBe(expected.message);
        else expect(response.error?.message).toMatch(/\w/);
        expect(response).not.toHaveProperty('result');
      }
    });
  });
}
