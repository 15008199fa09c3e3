// Which test files cannot run in a browser, found by reading their imports.
//
// The browser project takes every unit and property test by pattern, so new
// files join automatically. A file is left out when it, or any of our own
// modules it imports (followed transitively through relative imports), uses a
// Node built-in: `node:fs`, `child_process`, `process.argv`, ... Those need
// Node, not the package; the list is printed so nothing is dropped silently.
//
// A static scan, not a parser: it reads `import ... from '...'` and
// `export ... from '...'` specifiers of our modules, and a few Node-global
// uses. Type-only imports are ignored (erased at build time), and so is a
// dynamic `await import('node:fs')`: that is how a module keeps Node-only work
// (writing a report in a deep run) out of the browser's way; if a browser run
// does reach it, the test fails loudly rather than being skipped.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const BUILTINS = new Set(builtinModules);

/** Globals that only Node has (a `process.env` read is fine: the config defines it). */
const NODE_GLOBAL = /\bprocess\.(?!env\b)[a-zA-Z_]+|\b__dirname\b|\b__filename\b|\brequire\(|\bBuffer\./;

/** Import specifiers of a module, type-only imports left out. */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (let m = staticImport.exec(source); m !== null; m = staticImport.exec(source)) found.push(m[1] as string);
  return found;
}

function isNodeBuiltin(spec: string): boolean {
  return spec.startsWith('node:') || BUILTINS.has(spec) || BUILTINS.has(spec.split('/')[0] as string);
}

/** Our TypeScript file for a relative specifier ('./x.js' is written for './x.ts'). */
function resolveLocal(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/**
 * Why `file` needs Node, or undefined when it can run in a browser.
 * `seen` memoizes reasons across files (shared modules are read once).
 */
export function nodeOnlyReason(file: string, seen = new Map<string, string | null>()): string | undefined {
  const cached = seen.get(file);
  if (cached !== undefined) return cached ?? undefined;
  seen.set(file, null); // cycles: assume browser-safe while visiting
  const source = readFileSync(file, 'utf8');
  let reason: string | undefined;
  const global = NODE_GLOBAL.exec(source.replace(/\/\/.*$/gm, ''));
  if (global) reason = `uses ${global[0]}`;
  for (const spec of importsOf(source)) {
    if (reason) break;
    if (isNodeBuiltin(spec)) reason = `imports ${spec}`;
    else if (spec.startsWith('.')) {
      const dep = resolveLocal(file, spec);
      const depReason = dep ? nodeOnlyReason(dep, seen) : undefined;
      if (dep && depReason) reason = `${relative(dirname(file), dep)} ${depReason}`;
    }
  }
  seen.set(file, reason ?? null);
  return reason;
}

/** Files under `dir` (recursively) whose name ends with one of `suffixes`. */
export function listFiles(dir: string, suffixes: string[]): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...listFiles(path, suffixes));
    } else if (suffixes.some((s) => entry.name.endsWith(s))) out.push(path);
  }
  return out.sort();
}

/** Test files under `root`'s test/ and property/ that need Node, with the reason, as root-relative paths. */
export function findNodeOnlyTests(root: string): Map<string, string> {
  const seen = new Map<string, string | null>();
  const result = new Map<string, string>();
  const files = [...listFiles(join(root, 'test'), ['.test.ts']), ...listFiles(join(root, 'property'), ['.prop.ts'])];
  for (const file of files) {
    const reason = nodeOnlyReason(file, seen);
    if (reason) result.set(relative(root, file), reason);
  }
  return result;
}
