import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_LABEL, cliNodeArgs } from '../cli/cliProcess.js';

/*
 * Regression: `diff --cases 1000000` (the most --cases takes) ran out of
 * memory at about 4.4 GB: every case, its request, its expected answer and
 * its fast-check value were held for the whole run (about 4.4 KB a case).
 * Cases now stream through, so a heap of 64 MB is enough for any number of
 * them: 50 000 cases here (the old code aborted in that heap); set
 * EXACT_PREDICATES_SLOW_TESTS=1 for a million.
 */

const FAST_PROGRAM = 'node test/diff/fixtures/answersZero.mjs';

function diffInSmallHeap(cases: number): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const args = ['--cmd', FAST_PROGRAM, '--ops', 'orient2d', '--cases', String(cases), '--examples', '0'];
    const child = spawn(
      process.execPath,
      ['--max-old-space-size=64', ...cliNodeArgs(), 'diff', ...args, '--timeout', String(24 * 3600 * 1000)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => {
      stdout += b.toString();
    });
    child.stderr.on('data', (b: Buffer) => {
      stderr += b.toString();
    });
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

describe(`diff streams its cases: memory does not grow with --cases (${CLI_LABEL})`, () => {
  const slow = process.env.EXACT_PREDICATES_SLOW_TESTS === '1';
  it.each(slow ? [50_000, 1_000_000] : [50_000])(
    '%d cases in a 64 MB heap, every one answered and compared',
    async (cases) => {
      const r = await diffInSmallHeap(cases);
      expect(r.stderr).not.toMatch(/heap out of memory/);
      // result 0 is right for collinear cases only: some agree, most do not.
      expect(r.status).toBe(1);
      const row = r.stdout.split('\n').find((l) => l.startsWith('orient2d '));
      const [n, agree, disagree, unanswered] = (row ?? '').trim().split(/\s+/).slice(1).map(Number);
      expect([n, (agree as number) + (disagree as number), unanswered]).toEqual([cases, cases, 0]);
      expect(agree).toBeGreaterThan(0);
    },
    3_600_000,
  );
});
