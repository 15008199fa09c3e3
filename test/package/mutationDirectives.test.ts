// The `// Stryker disable …` comments in src/ mark equivalent mutants, and the
// mutation score leaves out what they mark. Stryker reads such a comment only
// when it is a leading comment of a syntax node, and a "next-line" one applies
// to the line where that node starts. A comment placed where no node follows
// (just before the `) {` of a multi-line condition, say) is silently dropped:
// its mutants are not ignored, or a "restore" never happens and a mutator stays
// off for the rest of the file. This test instruments src/ with Stryker's own
// instrumenter (a dependency of @stryker-mutator/core) and checks that the
// mutants it ignores are exactly those on the lines each comment names: the
// line after a "disable next-line", the lines from a "disable" to its "restore".
import { readdirSync, readFileSync } from 'node:fs';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain-JavaScript Stryker plugin, without type declarations
import { strykerPlugins } from '../../stryker/equivalentMutants.mjs';

const DIRECTIVE = /\/\/\s?Stryker (disable|restore)(?: (next-line))? ([a-zA-Z, ]+)/;

interface Span {
  from: number;
  to: number;
  mutators: string[];
}

/** The lines each directive comment of a file means to cover (1-based). */
function intendedSpans(lines: readonly string[]): Span[] {
  const spans: Span[] = [];
  const open = new Map<string, number>();
  lines.forEach((text, i) => {
    const m = DIRECTIVE.exec(text);
    if (m === null) return;
    const line = i + 1;
    const mutators = (m[3] as string).split(',').map((s) => s.trim().toLowerCase());
    if (m[2] === 'next-line') {
      let next = line + 1;
      while (/^\s*\/\//.test(lines[next - 1] ?? '')) next++;
      if (m[1] === 'disable') spans.push({ from: next, to: next, mutators });
    } else if (m[1] === 'disable') {
      for (const mu of mutators) open.set(mu, line);
    } else {
      for (const mu of mutators) {
        const from = open.get(mu);
        if (from !== undefined) spans.push({ from, to: line, mutators: [mu] });
        open.delete(mu);
      }
    }
  });
  for (const [mu, from] of open) spans.push({ from, to: lines.length, mutators: [mu] });
  return spans;
}

/** The files stryker.config.mjs mutates: every .ts file under src/ but its excluded folders. */
async function mutatedFiles(): Promise<string[]> {
  // Loaded by URL: the config is plain JavaScript without type declarations.
  const config = (await import(new URL('../../stryker.config.mjs', import.meta.url).href)) as { default: { mutate: string[] } };
  const mutate = config.default.mutate;
  expect(mutate[0]).toBe('src/**/*.ts');
  const excluded = mutate.slice(1).map((p) => /^!(src\/[^*]+)\/\*\*$/.exec(p)?.[1]);
  expect(excluded.every((d) => d !== undefined)).toBe(true);
  const out: string[] = [];
  const walk = (dir: string) => {
    if (excluded.includes(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) out.push(path);
    }
  };
  walk('src');
  return out.sort();
}

const silent = () => undefined;
const logger = {
  debug: silent,
  info: silent,
  warn: silent,
  error: silent,
  trace: silent,
  fatal: silent,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => false,
  isErrorEnabled: () => false,
  isTraceEnabled: () => false,
  isFatalEnabled: () => false,
};

/** src/ as Stryker instruments it for a mutation run (every mutant compiled in, each behind a switch). */
async function instrumentSrc() {
  const names = await mutatedFiles();
  const files = names.map((name) => ({ name, content: readFileSync(name, 'utf8'), mutate: true as const }));
  const ignorer = new (strykerPlugins[0] as { injectableClass: new () => object }).injectableClass();
  const result = await new Instrumenter(logger as never).instrument(files, {
    plugins: null,
    excludedMutations: [],
    ignorers: [ignorer as never],
    noHeader: true,
  });
  return { files, result };
}

let instrumented: ReturnType<typeof instrumentSrc> | undefined;
const instrumentOnce = () => {
  instrumented ??= instrumentSrc();
  return instrumented;
};

describe('Stryker directives in src/', () => {
  it('ignore exactly the mutants on the lines they name', { timeout: 120_000 }, async () => {
    const { files, result } = await instrumentOnce();
    expect(files.length).toBeGreaterThan(50);
    const spans = new Map(files.map((f) => [f.name, intendedSpans(f.content.split('\n'))]));
    const wrong: string[] = [];
    let ignored = 0;
    let byPattern = 0;
    for (const m of result.mutants) {
      const line = m.location.start.line + 1;
      const meant = (spans.get(m.fileName) ?? []).some(
        (s) => line >= s.from && line <= s.to && s.mutators.includes(m.mutatorName.toLowerCase()),
      );
      // Mutants the ignorer plugin recognises say why in their reason; the rest must be the directives'.
      if (m.status === 'Ignored' && (m.statusReason ?? '').startsWith('Equivalent:')) {
        byPattern++;
        continue;
      }
      const isIgnored = m.status === 'Ignored';
      if (isIgnored) ignored++;
      if (isIgnored !== meant) {
        wrong.push(`${m.fileName}:${line} ${m.mutatorName} ${isIgnored ? 'ignored, not named' : 'named, not ignored'}`);
      }
    }
    expect(wrong).toEqual([]);
    // The comments and the patterns do take effect (a parse that found none would pass the check above).
    expect(ignored).toBeGreaterThan(5);
    expect(byPattern).toBeGreaterThan(50);
  });

  it('compile once instrumented', { timeout: 120_000 }, async () => {
    // Stryker prints a mutant of `(x as T) < y` without the parentheses, and
    // `x as T <= y` does not parse (`T<` opens type arguments): the whole
    // mutation run then stops at its first test. Every instrumented file must
    // go through the TypeScript transform the test runner uses.
    const { result } = await instrumentOnce();
    const broken: string[] = [];
    for (const file of result.files) {
      try {
        transformSync(file.content, { loader: 'ts', sourcefile: file.name });
      } catch (e) {
        const first = (e as { errors?: { text: string; location: { line: number; lineText: string } | null }[] }).errors?.[0];
        broken.push(
          `${file.name} (instrumented) line ${first?.location?.line}: ${first?.text} in ${first?.location?.lineText.trim().slice(0, 160)}`,
        );
      }
    }
    expect(result.files.length).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });
});
