// node:fs/promises plus a `glob` that covers what size-limit asks of it:
// literal paths, each optionally followed by `/**` (size-limit adds that
// sibling to every configured path). Yields Dirent-like objects.
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

export * from 'node:fs/promises';

export async function* glob(patterns, options = {}) {
  const cwd = options.cwd ?? process.cwd();
  for (const pattern of Array.isArray(patterns) ? patterns : [patterns]) {
    const recursive = pattern.endsWith('/**');
    const literal = recursive ? pattern.slice(0, -3) : pattern;
    if (/[*?[\]{}!]/.test(literal)) throw new Error(`size-limit on Node 20: glob pattern not supported: ${pattern}`);
    const full = resolve(cwd, literal);
    const stat = statOrNull(full);
    if (stat === null) continue;
    if (!recursive) {
      yield dirent(dirname(full), basename(full), stat);
    } else if (stat.isDirectory()) {
      for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
        const parent = entry.parentPath ?? entry.path;
        yield dirent(parent, entry.name, statSync(join(parent, entry.name)));
      }
    }
  }
}

function statOrNull(file) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

function dirent(parentPath, name, stat) {
  return { parentPath, name, isFile: () => stat.isFile(), isDirectory: () => stat.isDirectory() };
}
