import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_LABEL, runCli } from './cliProcess.js';

/*
 * Bad usage, command by command, end to end: exit status 2, nothing on
 * stdout, and one line on stderr saying what is wrong (never a stack
 * trace, never the whole usage text).
 */
const dir = mkdtempSync(join(tmpdir(), 'ep-usage-'));
const aFile = join(dir, 'a-file');
writeFileSync(aFile, 'not a directory\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cases: [title: string, args: string[], message: string][] = [
  ['no command', [], "exact-predicates: a command is needed (one of eval, diff, noding; see 'exact-predicates --help')"],
  ['unknown command', ['evaluate'], 'exact-predicates: unknown command "evaluate"'],
  ['unknown top-level option', ['--nope'], 'exact-predicates: unknown option "--nope"'],
  ['eval: unknown option', ['eval', '--fast'], 'exact-predicates eval: unknown option "--fast"'],
  ['eval: missing value', ['eval', '--max-digits'], 'exact-predicates eval: --max-digits needs a value'],
  ['eval: bad value', ['eval', '--max-digits', 'ten'], 'exact-predicates eval: --max-digits must be an integer'],
  ['eval: value out of range', ['eval', '--max-depth=0'], 'exact-predicates eval: --max-depth must be an integer from 1'],
  ['eval: two files', ['eval', 'a.ndjson', 'b.ndjson'], 'exact-predicates eval: one FILE at most'],
  [
    'eval: missing file',
    ['eval', join(dir, 'none.ndjson')],
    `exact-predicates eval: cannot read ${join(dir, 'none.ndjson')}: ENOENT`,
  ],
  ['eval: a directory as FILE', ['eval', dir], 'exact-predicates eval: cannot read input: EISDIR'],
  ['diff: no --cmd', ['diff'], 'exact-predicates diff: --cmd "COMMAND" is required'],
  ['diff: --cmd without a value', ['diff', '--cmd'], 'exact-predicates diff: --cmd needs a value'],
  ['diff: unknown op', ['diff', '--cmd', 'cat', '--ops', 'orient4d'], 'exact-predicates diff: unknown op orient4d in --ops'],
  ['diff: bad --cases', ['diff', '--cmd', 'cat', '--cases', '0'], 'exact-predicates diff: --cases is 0, expected 1 to'],
  ['diff: bad --compare', ['diff', '--cmd', 'cat', '--compare', 'loose'], 'exact-predicates diff: --compare is "loose"'],
  [
    'diff: bad --compare ulps',
    ['diff', '--cmd', 'cat', '--compare', 'ulps:-1'],
    'exact-predicates diff: --compare is "ulps:-1", expected exact, verdict or ulps:N with N from 0 to 4503599627370496',
  ],
  ['diff: unknown option', ['diff', '--cmd', 'cat', '--nope'], 'exact-predicates diff: unknown option --nope'],
  ['diff: a flag twice', ['diff', '--cmd', 'cat', '--cmd', 'cat'], 'exact-predicates diff: --cmd given twice'],
  ['diff: a stray argument', ['diff', '--cmd', 'cat', 'extra'], 'exact-predicates diff: unexpected argument "extra"'],
];

describe(`bad usage exits 2 with one line (${CLI_LABEL})`, () => {
  it.each(cases)('%s', async (_title, args, message) => {
    const r = await runCli(args, '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}\n');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.startsWith(message), r.stderr).toBe(true);
    expect(r.stderr).toMatch(/^[^\n]+\n$/);
  });
});
