import { beforeAll, expect, it } from 'vitest';
import type { Response } from './cliProcess.js';
import { evalLines } from './cliProcess.js';

/*
 * Tables of protocol cases run end to end: one `eval` process answers every
 * request (each given its index as id), then each case checks its line.
 */

/** A request line (without id) and what must come back: a result, or an error code (and a message pattern). */
export type OpCase = [title: string, request: string, expected: { result: unknown } | { error: string; message?: RegExp }];

/** Runs the cases once, before the tests of the enclosing describe; the answers are read through the returned getters. */
export function evalCases(cases: readonly OpCase[]): { responses: () => Response[]; status: () => number | null } {
  let responses: Response[] = [];
  let status: number | null = null;
  beforeAll(async () => {
    const run = await evalLines(cases.map(([, request], i) => request.replace('{', `{"id":${i},`)));
    responses = run.responses;
    status = run.status;
  });
  return { responses: () => responses, status: () => status };
}

/** Checks case i's response: its result exactly, or its error code (and message) and no result. */
export function checkCase(response: Response | undefined, i: number, expected: OpCase[2]): void {
  if ('result' in expected) expect(response).toEqual({ id: i, result: expected.result });
  else {
    expect(response?.error?.code).toBe(expected.error);
    expect(response?.error?.message).toMatch(expected.message ?? /\w/);
    expect(response).not.toHaveProperty('result');
  }
}

/**
 * Inside a describe: runs every case through one spawned command, then
 * checks that every line is answered in order with exit status 1 (the cases
 * include errors), and each answer. Returns the responses (filled in once
 * the run is done), for further checks.
 */
export function checkOpCases(cases: readonly OpCase[]): Response[] {
  const run = evalCases(cases);
  const responses: Response[] = [];
  beforeAll(() => {
    responses.push(...run.responses());
  });

  it('answers every line, in order, and exits 1 (some cases are errors)', () => {
    expect(run.responses().map((r) => r.id)).toEqual(cases.map((_, i) => i));
    expect(run.status()).toBe(1);
  });

  it.each(cases.map((c, i) => [c[0], i, c[2]] as const))('%s', (_title, i, expected) => {
    checkCase(run.responses()[i], i, expected);
  });
  return responses;
}
