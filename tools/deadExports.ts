/**
 * `npx tsx tools/deadExports.ts [DIR...]`: the exports of src/ (or of the
 * folders given) that no other file of the repository imports or
 * re-exports. A public entry's exports (package.json "exports") count as
 * used; so does a name re-exported by a file that is itself used that way.
 * Each line says whether the file uses the name itself (then the export is
 * only a keyword too many, unless it is a type that an exported signature
 * shows) or not at all (dead code).
 *
 * The TypeScript parser reads the import and export declarations; nothing
 * is type-checked, and a dynamic `import()` counts the whole module as used.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { entrySources, filesUnder } from './sourceImports.js';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
/** Where imports are looked for: every folder holding TypeScript. */
const READERS = ['src', 'test', 'property', 'bench', 'tools', 'demo', 'examples'];

type Uses = Map<string, Set<string>>; // file -> names imported from it ('*': all)

function use(uses: Uses, file: string, name: string): void {
  let names = uses.get(file);
  if (names === undefined) {
    names = new Set();
    uses.set(file, names);
  }
  names.add(name);
}

/** The source file a relative specifier names (x.js read as x.ts), or null for a package. */
function target(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  return resolve(dirname(from), spec).replace(/\.js$/, '.ts');
}

/** What a file exports by name (declarations and `export { a, b }`; `type` for types and interfaces). */
function exportsOf(source: ts.SourceFile): { name: string; type: boolean }[] {
  const own: { name: string; type: boolean }[] = [];
  const exported = (n: ts.Node): boolean =>
    ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const st of source.statements) {
    if (ts.isExportDeclaration(st)) {
      if (!st.moduleSpecifier && st.exportClause && ts.isNamedExports(st.exportClause)) {
        for (const e of st.exportClause.elements) own.push({ name: e.name.text, type: st.isTypeOnly || e.isTypeOnly });
      }
    } else if (exported(st)) {
      if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name)) own.push({ name: d.name.text, type: false });
      } else if ((ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) && st.name) {
        own.push({ name: st.name.text, type: true });
      } else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) && st.name) {
        own.push({ name: st.name.text, type: false });
      }
    }
  }
  return own;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** Every name each file is asked for by another file's import or re-export. */
function collectUses(files: readonly string[]): Uses {
  const uses: Uses = new Map();
  for (const file of files) {
    const source = parse(file);
    const visit = (n: ts.Node): void => {
      if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
        const t = target(file, n.moduleSpecifier.text);
        const clause = n.importClause;
        if (t !== null && clause) {
          if (clause.name) use(uses, t, 'default');
          const b = clause.namedBindings;
          if (b && ts.isNamespaceImport(b)) use(uses, t, '*');
          if (b && ts.isNamedImports(b)) for (const e of b.elements) use(uses, t, (e.propertyName ?? e.name).text);
        }
      } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
        const t = target(file, n.moduleSpecifier.text);
        if (t !== null) {
          if (n.exportClause && ts.isNamedExports(n.exportClause))
            for (const e of n.exportClause.elements) use(uses, t, (e.propertyName ?? e.name).text);
          else use(uses, t, '*');
        }
      } else if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      ) {
        const t = target(file, n.arguments[0].text);
        if (t !== null) use(uses, t, '*');
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return uses;
}

/** How often `name` occurs in the file as an identifier other than its declaration (a rough in-file use count). */
function usedInFile(source: ts.SourceFile, name: string): boolean {
  let count = 0;
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && n.text === name) count++;
    ts.forEachChild(n, visit);
  };
  visit(source);
  return count > 1;
}

function main(): void {
  const dirs = process.argv.slice(2);
  const scanned = (dirs.length > 0 ? dirs : ['src']).flatMap((d) => filesUnder(join(ROOT, d)));
  const readers = READERS.flatMap((d) => {
    try {
      return filesUnder(join(ROOT, d));
    } catch {
      return [];
    }
  });
  const uses = collectUses(readers);
  for (const entry of entrySources(ROOT)) use(uses, entry, '*');
  const lines: string[] = [];
  for (const file of scanned) {
    const asked = uses.get(file) ?? new Set<string>();
    if (asked.has('*')) continue;
    const source = parse(file);
    for (const { name, type } of exportsOf(source)) {
      if (asked.has(name)) continue;
      const where = usedInFile(source, name) ? 'used in its file only' : 'used nowhere';
      lines.push(`${relative(ROOT, file)}: ${type ? 'type ' : ''}${name} (${where})`);
    }
  }
  console.log(lines.length === 0 ? 'no dead exports' : lines.join('\n'));
}

main();
