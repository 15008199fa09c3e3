/**
 * Builds an error without capturing a stack trace. A malformed line is
 * expected input, not a bug: its error is caught a few frames up and turned
 * into an answer, and capturing a stack costs more than answering the line.
 *
 * ```ts
 * throw withoutStack(() => new ExactTypeError('orient2d: missing field "c"'));
 * ```
 */
export function withoutStack<E extends Error>(make: () => E): E {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
