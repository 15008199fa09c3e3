// The TypeScript examples of README.md and docs/*.md, made into programs of
// a consumer project. A block opened with ```ts is an example; one opened
// with ```ts fragment is not compiled (a snippet of a larger file).
//
// A line `EXPRESSION; // ANSWER` of an example is checked when run: ANSWER
// is a JavaScript literal (`1`, `true`, `'boundary'`, `['1/4', '3/4']`,
// `{ min: [0.5, -2], max: [3n, 5] }`), optionally followed by prose after
// " (", ": ", " — " or two spaces; or `ErrorClass: message` for a call that
// throws. A Rational in the result is compared as its string with a string,
// and as its nearest double with a number (so `[4/3, 0]` reads naturally).
// Comments that start with anything else are prose and not checked.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './dist.js';

/** One example block: where it comes from and its source. */
export type Example = { file: string; line: number; source: string };

/** The documents whose examples are compiled: README.md and docs/*.md. */
export function documents(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['README.md', ...docs.sort()];
}

/** The ```ts blocks of a Markdown file, with the line each starts on. */
export function examplesOf(file: string): Example[] {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const out: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== '```ts') continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end]?.trim() !== '```') end++;
    out.push({ file, line: start + 1, source: lines.slice(start, end).join('\n') });
    i = end;
  }
  return out;
}

const errorNames = ['ExactRangeError', 'ExactTypeError', 'RangeError', 'TypeError'];

/** The literal an answer comment starts with, as source text, or null when it is prose. */
export function answerOf(comment: string): string | null {
  const text = comment.trim();
  if (errorNames.some((n) => text.startsWith(`${n}:`))) return JSON.stringify({ throws: text });
  const cuts = [text];
  for (const sep of [' (', ': ', ' — ', '  ', '; ']) {
    const k = text.indexOf(sep);
    if (k > 0) cuts.push(text.slice(0, k));
  }
  for (const cut of cuts.sort((a, b) => b.length - a.length)) {
    try {
      const value = new Function(`"use strict"; return (${cut});`)();
      if (typeof value !== 'function' && value !== undefined) return cut;
    } catch {
      // not a literal: try a shorter cut
    }
  }
  return null;
}

const statement =
  /^(\s*)(?!const |let |var |import |export |type |interface |function |return |if |for |await |\}|\)|\]|\/\/)(.+);\s*\/\/ (.+)$/;

/**
 * The example as a program: each checkable line wrapped in `__check`, which
 * records mismatches; the program prints them and the number of checks.
 */
export function instrument(example: Example): { program: string; checks: number } {
  let checks = 0;
  const lines = example.source.split('\n').map((line, i) => {
    const m = statement.exec(line);
    if (m === null) return line;
    const answer = answerOf(m[3] as string);
    if (answer === null) return line;
    checks++;
    const where = `${example.file}:${example.line + i}`;
    return `${m[1]}__check(() => (${m[2]}), ${JSON.stringify(answer)}, ${JSON.stringify(where)});`;
  });
  const program = [`import { __check, __report } from './check.js';`, ...lines, '__report();', 'export {};'].join('\n');
  return { program, checks };
}

/** check.ts of the examples project: runs a checked line and compares its value with the answer. */
export const checkModule = `
const failures: string[] = [];
let checks = 0;

function isRational(v: unknown): v is { toString(): string; toNumber(): number } {
  return typeof v === 'object' && v !== null && typeof (v as { num?: unknown }).num === 'bigint' && typeof (v as { den?: unknown }).den === 'bigint';
}

function same(actual: unknown, expected: unknown): boolean {
  if (isRational(actual)) {
    if (typeof expected === 'string') return actual.toString() === expected;
    if (typeof expected === 'number') return actual.toNumber() === expected;
    if (typeof expected === 'bigint') return actual.toString() === String(expected);
    return false;
  }
  if (ArrayBuffer.isView(actual)) actual = Array.from(actual as unknown as ArrayLike<unknown>);
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => same(actual[i], e));
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    const a = actual as Record<string, unknown>;
    const e = expected as Record<string, unknown>;
    const keys = Object.keys(e);
    return keys.length === Object.keys(a).length && keys.every((k) => same(a[k], e[k]));
  }
  return Object.is(actual, expected) || (typeof actual === 'number' && actual === expected);
}

function show(v: unknown): string {
  return JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? x + 'n' : isRational(x) ? x.toString() : x));
}

export function __check(run: () => unknown, answer: string, where: string): void {
  checks++;
  const expected = new Function('"use strict"; return (' + answer + ');')();
  let actual: unknown;
  let error: unknown;
  try {
    actual = run();
  } catch (e) {
    error = e;
  }
  if (typeof expected === 'object' && expected !== null && 'throws' in expected) {
    const text = String((expected as { throws: string }).throws);
    const got = error instanceof Error ? error.name + ': ' + error.message : 'no error, ' + show(actual);
    if (got !== text) failures.push(where + ': expected ' + text + ', got ' + got);
    return;
  }
  if (error !== undefined) failures.push(where + ': expected ' + answer + ', threw ' + String(error));
  else if (!same(actual, expected)) failures.push(where + ': expected ' + answer + ', got ' + show(actual));
}

export function __report(): void {
  console.log(JSON.stringify({ checks, failures }));
}
`;
