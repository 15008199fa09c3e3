import type { EvalOptions, Outcome, ProtocolErrorCode } from './evaluateRequest.js';
import { errorFromException, evaluateRequest } from './evaluateRequest.js';
import { DEFAULT_JSON_LIMITS, JsonLimitError, JsonSyntaxError, parseJsonLine } from './parseJson.js';

/**
 * The protocol layer of `exact-predicates eval`, one line at a time:
 * parse (parseJson) → read and check fields (RequestReader) → call the
 * library (operations) → encode (encodeResult) → format the response line.
 * `diff` reuses these functions (and the census's tests, to replay its
 * lines); only evalCommand.ts knows about streams.
 */

/** A response line (without its newline) and whether it is an error. */
export interface Answer {
  line: string;
  isError: boolean;
}

/**
 * The response line (without a newline) to one input line, or null for a
 * blank line (empty or only spaces, tabs and carriage returns), which gets
 * no response. `lineNo` is the 1-based physical line number, the id of a
 * request without one. Never throws.
 *
 * ```ts
 * evaluateLine('{"op":"in_range","x":2,"a":3,"b":1}', 7, options); // '{"id":7,"result":true}'
 * evaluateLine('{"id":"q","op":"nope"}', 8, options);              // '{"id":"q","error":{"code":"unknown_op",...}}'
 * ```
 */
export function evaluateLine(line: string, lineNo: number, options: EvalOptions): string | null {
  return answerLine(line, lineNo, options)?.line ?? null;
}

/** `evaluateLine`, also saying whether the answer is an error (for the exit status). */
export function answerLine(line: string, lineNo: number, options: EvalOptions): Answer | null {
  if (isBlank(line)) return null;
  let idText = String(lineNo);
  try {
    const parsed = parseJsonLine(line, options.json ?? DEFAULT_JSON_LIMITS);
    if (parsed.idText !== undefined) idText = parsed.idText;
    const outcome = evaluateRequest(parsed.value, options);
    return { line: formatResponse(idText, outcome), isError: !('result' in outcome) };
  } catch (e) {
    if (e instanceof JsonSyntaxError) return { line: formatError(idText, 'bad_json', `not JSON: ${e.message}`), isError: true };
    if (e instanceof JsonLimitError) {
      // A JSON array is no request, however large: bad_json comes first, as for a small one.
      if (!e.isObject)
        return { line: formatError(idText, 'bad_json', 'the line is an array, expected a JSON object'), isError: true };
      return { line: formatError(e.idText ?? idText, 'too_large', e.message), isError: true };
    }
    const { code, message } = errorFromException(e, options);
    return { line: formatError(idText, code, message), isError: true };
  }
}

/** True for a line that gets no response. */
export function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
  }
  return true;
}

/** `{"id":ID,"result":...}` or `{"id":ID,"error":{...}}`; idText is the id's JSON text. */
export function formatResponse(idText: string, outcome: Outcome): string {
  if ('result' in outcome) return `{"id":${idText},"result":${JSON.stringify(outcome.result)}}`;
  return formatError(idText, outcome.error.code, outcome.error.message);
}

/** `{"id":ID,"error":{"code":CODE,"message":TEXT}}`. */
export function formatError(idText: string, code: ProtocolErrorCode, message: string): string {
  return `{"id":${idText},"error":{"code":"${code}","message":${JSON.stringify(message)}}}`;
}
