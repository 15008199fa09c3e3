import { beforeAll, expect, it } from 'vitest';
import type { Response } from './cliProcess.js';
import { evalLines } from './cliProcess.js';

/** One end-to-end case: a title, a request line (without id), and its result or error code. */
export type OpCase = [title: string, request: string, expected: { result: unknown } | { error: string }];

/**
 * Inside a describe: runs every case through one spawned command (each
 * request given its index as id), then checks that every line is answered
 * in order with exit status 1 (the cases include errors), and each answer.
 * Returns the responses (filled in once the run is done), for further checks.
 */
export function checkOpCases(cases: readonly OpCase[]): Response[] {
  const responses: Response[] = [];
  let status: number | null = null;
  beforeAll(async () => {
    const run = await evalLines(cases.map(([, request], i) => request.replace('{', `{"id":${i},`)));
    responses.push(...run.responses);
    status = run.status;
  });

  it('answers every line, in order, and exits 1 (some cases are errors)', () => {
    expect(responses.map((r) => r.id)).toEqual(cases.map((_, i) => i));
    expect(status).toBe(1);
  });

  it.each(cases.map((c, i) => [c[0], i, c[2]] as const))('%s', (_title, i, expected) => {
    const response = responses[i] as Response;
    if ('result' in expected) expect(response).toEqual({ id: i, result: expected.result });
    else {
      expect(response.error?.code).toBe(expected.error);
      expect(response.error?.message).toMatch(/\w/);
      expect(response).not.toHaveProperty('result');
    }
  });
  return responses;
}
