import { expect } from 'vitest';
import type { ExactRangeError, ExactTypeError } from '../../src/index.js';

/** Runs f, expects it to throw an error of class `cls` with exactly this message and code. */
export function expectError(
  f: () => unknown,
  cls: typeof ExactTypeError | typeof ExactRangeError,
  message: string,
  code = 'bad_input',
): void {
  let caught: unknown;
  try {
    f();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(cls);
  expect((caught as Error).message).toBe(message);
  expect((caught as { code: string }).code).toBe(code);
}
