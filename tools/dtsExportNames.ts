/**
 * `tsx tools/dtsExportNames.ts [dist]`, run by `npm run build` after tsup.
 *
 * tsup bundles the declarations with rollup, which puts the types that
 * several entry points share into chunks (dist/coordinate-<hash>.d.ts, ...)
 * and gives each export of a chunk a one-letter name (`export { type
 * Coordinate as C }`, imported as `import { C as Coordinate }`). A
 * consumer's compiler then names the type by the letter in its messages:
 * `import("…/coordinate-B950OLZm").C` instead of `Coordinate`. tsup does not
 * pass rollup's `minifyInternalExports` option on, so this renames every
 * chunk export back to its declared name, in the chunks and in every file
 * that imports or re-exports from them.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** A declaration chunk: `name-hash.d.ts` or `.d.cts`, the hash 8 characters. */
const CHUNK = /^([\w]+)-([\w-]{8})\.d\.c?ts$/;
/** An export list: `export { a as b, type c as d };` or `export type { ... };`. */
const EXPORT_LIST = /^export (type )?\{([^}]*)\};$/m;
/** An import or re-export from a chunk: `import { C as Coordinate } from './coordinate-B950OLZm.js';`. */
const FROM_CHUNK = /\b(import|export) (type )?\{([^}]*)\} from '((?:\.\.?\/)+)([\w]+-[\w-]{8})\.(c?js)'/g;

type Spec = { type: boolean; name: string; alias: string };

function parseSpecs(list: string): Spec[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const type = s.startsWith('type ');
      const [name, alias] = (type ? s.slice(5) : s).split(/\s+as\s+/) as [string, string | undefined];
      return { type, name, alias: alias ?? name };
    });
}

function showSpecs(specs: readonly Spec[]): string {
  return specs.map((s) => `${s.type ? 'type ' : ''}${s.name === s.alias ? s.name : `${s.name} as ${s.alias}`}`).join(', ');
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return declarationFiles(path);
    return /\.d\.c?ts$/.test(f) ? [path] : [];
  });
}

/** Renames the chunks' exports in every declaration file under `dist`; returns how many files changed. */
export function renameChunkExports(dist: string): number {
  const files = declarationFiles(dist);
  // Per chunk (name-hash, without extension): the declared name of each one-letter export.
  const declared = new Map<string, Map<string, string>>();
  for (const file of files) {
    const m = CHUNK.exec(basename(file));
    if (!m) continue;
    const list = EXPORT_LIST.exec(readFileSync(file, 'utf8'));
    if (!list) continue;
    const names = new Map(parseSpecs(list[2] as string).map((s) => [s.alias, s.name]));
    declared.set(`${m[1]}-${m[2]}`, names);
  }
  let changed = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    let out = text.replace(
      FROM_CHUNK,
      (whole, kind: string, typeWord: string | undefined, list: string, up: string, chunk: string, ext: string) => {
        const names = declared.get(chunk);
        if (!names) return whole;
        // `A as B` imports chunk export A as B: A becomes its declared name.
        const specs = parseSpecs(list).map((s) => ({ ...s, name: names.get(s.name) ?? s.name }));
        return `${kind} ${typeWord ?? ''}{ ${showSpecs(specs)} } from '${up}${chunk}.${ext}'`;
      },
    );
    const m = CHUNK.exec(basename(file));
    if (m) {
      out = out.replace(
        EXPORT_LIST,
        (_, typeWord: string | undefined, list: string) =>
          `export ${typeWord ?? ''}{ ${showSpecs(parseSpecs(list).map((s) => ({ ...s, alias: s.name })))} };`,
      );
    }
    if (out !== text) {
      writeFileSync(file, out);
      changed++;
    }
  }
  return changed;
}

if (process.argv[1]?.endsWith('dtsExportNames.ts')) renameChunkExports(process.argv[2] ?? 'dist');
