import { JsonNumber } from '../parseJson.js';

/**
 * JSON text made already, to be written as it is: a long list in a result
 * is encoded item by item as it is computed (its length counted against the
 * answer's budget), and kept as one string rather than as objects.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * JSON text of a value from `parseJson` (or built in code): a RawJson as it
 * is, a JsonNumber as
 * it was written (`1e999999` stays `1e999999`, where `JSON.stringify` of
 * the double would say `null`; `12345678901234567891` keeps every digit),
 * everything else as `JSON.stringify` writes it. Members whose value is
 * undefined are left out, as `JSON.stringify` does.
 *
 * ```ts
 * jsonText({ result: [new JsonNumber('1e999999'), '1/2'] }); // '{"result":[1e999999,"1/2"]}'
 * ```
 */
export function jsonText(v: unknown): string {
  if (v instanceof JsonNumber || v instanceof RawJson) return v.text;
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : jsonText(x))).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const members: string[] = [];
    for (const [k, x] of Object.entries(v)) if (x !== undefined) members.push(`${JSON.stringify(k)}:${jsonText(x)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}
