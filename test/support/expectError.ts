import { expect } from 'vitest';
import type { ExactRangeError, ExactTypeError } from '../../src/index.js';

/** What f throws (undefined when it returns). */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

/** Runs f, expects it to throw an error of class `cls` with exactly this message and code. */
export function expectError(
  f: () => unknown,
  cls: typeof ExactTypeError | typeof ExactRangeError,
  message: string,
  code = 'bad_input',
): void {
  const caught = thrown(f);
  expect(caught).toBeInstanceOf(cls);
  expect((caught as Error).message).toBe(message);
  expect((caught as { code: string }).code).toBe(code);
}
