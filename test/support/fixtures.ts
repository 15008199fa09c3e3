// The NDJSON fixtures of test/fixtures/ (see its README): PROTOCOL.md
// requests, each with the result it must get in `expect`.
import rubyPostText from '../fixtures/ruby-post.ndjson?raw';

/** One fixture line: a protocol request (`op` and its fields) and its expected result. */
export type FixtureCase = {
  /** Names the case in test titles. */
  readonly id: string;
  /** The protocol op. */
  readonly op: string;
  /** The result the exact answer must have. */
  readonly expect: unknown;
  /** The op's fields, as in PROTOCOL.md. */
  readonly [field: string]: unknown;
};

const texts = { 'ruby-post': rubyPostText } as const;

/** The cases of test/fixtures/NAME.ndjson, in file order; `op` keeps only the lines of that op. */
export function fixture(name: keyof typeof texts, op?: string): FixtureCase[] {
  const cases = texts[name]
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as FixtureCase);
  return op === undefined ? cases : cases.filter((c) => c.op === op);
}
