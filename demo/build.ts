// Builds the demo pages into demo/dist/ with esbuild: main.ts (segment vs
// box) and tiles.ts (the tile map), with the library sources they import,
// become one browser bundle each; the HTML pages and style.css are copied
// beside them.
//
//   npx tsx demo/build.ts            build only
//   npx tsx demo/build.ts --serve    build, then serve on http://127.0.0.1:5173/
//                                    (PORT=8080 to change the port)
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serveDir } from './serve.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Builds the demo into `outDir` (default demo/dist/) and returns that directory. */
export async function buildDemo(outDir = `${here}dist`): Promise<string> {
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: [`${here}main.ts`, `${here}tiles.ts`],
    outdir: outDir,
    bundle: true,
    format: 'esm',
    // BigInt literals and ** need ES2020; every current browser has them.
    target: 'es2020',
    platform: 'browser',
    sourcemap: true,
    logLevel: 'warning',
  });
  await copyFile(`${here}index.html`, `${outDir}/index.html`);
  await copyFile(`${here}tiles.html`, `${outDir}/tiles.html`);
  await copyFile(`${here}style.css`, `${outDir}/style.css`);
  return outDir;
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const dir = await buildDemo();
  console.log(`demo built in ${dir}`);
  if (process.argv.includes('--serve')) {
    const served = await serveDir(dir, Number(process.env.PORT ?? 5173));
    console.log(`demo: open ${served.url}  (Ctrl+C stops)`);
  }
}
