import { answerLine, formatError } from './evaluateLine.js';
import type { EvalOptions } from './evaluateRequest.js';
import type { SplitLine } from './LineSplitter.js';

/** The answers to the lines of one input chunk: the response lines (each ending in a newline), and what stderr needs. */
export type BatchAnswer = {
  /** Every response line, in order, each with its newline. */
  text: string;
  /** True when some line got an error answer. */
  anyError: boolean;
  /** The internal errors met (bugs), with their line numbers, for stderr. */
  bugs: { lineNo: number; stack: string }[];
};

/** The settings a batch is answered with: eval's options (without the bug callback) and --max-line-bytes. */
export type BatchSettings = { readonly options: Omit<EvalOptions, 'onInternalError'>; readonly maxLineBytes: number };

/**
 * The answers to `lines`, the physical lines of one input chunk, the first
 * of them line number `firstLineNo`: what `eval` writes for them, whichever
 * thread computes it (the same function answers for one job and for
 * `--jobs N`, so the output is byte for byte the same).
 *
 * ```ts
 * answerBatch([{ kind: 'text', text: '{"op":"in_range","x":1,"a":0,"b":2}' }], 1, settings).text; // '{"id":1,"result":true}\n'
 * ```
 */
export function answerBatch(lines: readonly SplitLine[], firstLineNo: number, settings: BatchSettings): BatchAnswer {
  const bugs: BatchAnswer['bugs'] = [];
  let lineNo = firstLineNo - 1;
  const options: EvalOptions = {
    ...settings.options,
    onInternalError(e) {
      bugs.push({ lineNo, stack: e instanceof Error ? String(e.stack) : String(e) });
    },
  };
  let text = '';
  let anyError = false;
  for (const line of lines) {
    lineNo++;
    if (line.kind === 'text') {
      const answer = answerLine(line.text, lineNo, options);
      if (answer === null) continue;
      text += `${answer.line}\n`;
      if (answer.isError) anyError = true;
      continue;
    }
    anyError = true;
    const response =
      line.kind === 'invalid_utf8'
        ? formatError(String(lineNo), 'bad_json', 'not JSON: the line is not valid UTF-8')
        : formatError(
            String(lineNo),
            'too_large',
            `the line is ${line.bytes} bytes long, over --max-line-bytes ${settings.maxLineBytes}`,
          );
    text += `${response}\n`;
  }
  return { text, anyError, bugs };
}
