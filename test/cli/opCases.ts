import { beforeAll, expect } from 'vitest';
import type { Response } from './cliProcess.js';
import { evalLines } from './cliProcess.js';

/*
 * Tables of protocol cases run end to end: one `eval` process answers every
 * request (each given its index as id), then each case checks its line.
 */

/** A request line and what must come back: a result, or an error code (and a message pattern). */
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
