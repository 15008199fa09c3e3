import type { ErrorCode } from '../index.js';
import { isExactError } from '../index.js';
import type { ResultJson } from './operations.js';
import { OP_NAMES, OPERATIONS } from './operations.js';
import type { JsonLimits, JsonObject } from './parseJson.js';
import { JsonNumber } from './parseJson.js';
import { RequestReader } from './RequestReader.js';
import { describeJson as show } from './shared/describeJson.js';

/** Every error code of PROTOCOL.md. */
export type ProtocolErrorCode = 'bad_json' | 'unknown_op' | ErrorCode;

/** The answer to one request: a result, or an error with its code. */
export type Outcome = { result: ResultJson } | { error: { code: ProtocolErrorCode; message: string } };

export interface EvalOptions {
  /** `--max-digits`: the most decimal digits a numeric string's n or d may need. */
  maxDigits: number;
  /** `--max-depth` and `--max-values` of the JSON parser (default DEFAULT_JSON_LIMITS). */
  json?: JsonLimits;
  /**
   * Called with any exception that is not one of the library's own errors
   * (a bug): the line still gets an error answer; this lets the command
   * report the stack on stderr.
   */
  onInternalError?: (e: unknown) => void;
}

export const DEFAULT_MAX_DIGITS = 10_000;
export const DEFAULT_EVAL_OPTIONS: EvalOptions = { maxDigits: DEFAULT_MAX_DIGITS };

/**
 * The answer to one parsed request (from `parseJson`, or built in code with
 * plain numbers, strings, arrays and objects). Never throws.
 *
 * ```ts
 * evaluateRequest(parseJson('{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}')); // { result: 1 }
 * evaluateRequest({ op: 'ORIENT2D' }); // { error: { code: 'unknown_op', ... } }
 * ```
 */
export function evaluateRequest(request: unknown, options: EvalOptions = DEFAULT_EVAL_OPTIONS): Outcome {
  try {
    if (typeof request !== 'object' || request === null || Array.isArray(request) || request instanceof JsonNumber) {
      return failure('bad_json', `the line is ${describeJson(request)}, expected a JSON object`);
    }
    const op = (request as JsonObject).op;
    if (op === undefined) return failure('bad_input', 'missing field "op"');
    if (typeof op !== 'string') return failure('bad_input', `"op" is ${describeJson(op)}, expected a string`);
    const operation = OPERATIONS.get(op);
    if (operation === undefined) {
      return failure(
        'unknown_op',
        `unknown op ${JSON.stringify(op.length > 40 ? `${op.slice(0, 40)}…` : op)}; the ops are ${OP_NAMES.join(', ')}`,
      );
    }
    return { result: operation.run(new RequestReader(op, request as JsonObject, options.maxDigits, operation.dim)) };
  } catch (e) {
    return { error: errorFromException(e, options) };
  }
}

/** A library error keeps its code and message; anything else is mapped (see README). */
export function errorFromException(e: unknown, options?: EvalOptions): { code: ProtocolErrorCode; message: string } {
  if (isExactError(e)) return { code: e.code, message: e.message };
  // V8's limits on bigint, string and array sizes: numbers (within
  // --max-digits) whose products outgrow what the engine can hold.
  if (e instanceof RangeError && /BigInt|Invalid (array|string) length/.test(e.message)) {
    return {
      code: 'too_large',
      message: `a computation outgrew the engine's size limits (${e.message}); lower the numbers' size`,
    };
  }
  options?.onInternalError?.(e);
  return {
    code: 'bad_input',
    message: `internal error, please report it: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`,
  };
}

function failure(code: ProtocolErrorCode, message: string): Outcome {
  return { error: { code, message } };
}

/** A value for the messages of this layer: "the number 5", "the string "x"", "an array of length 2". */
function describeJson(v: unknown): string {
  if (v instanceof JsonNumber || typeof v === 'number') return `the number ${show(v)}`;
  if (typeof v === 'string') return `the string ${show(v)}`;
  return show(v);
}
