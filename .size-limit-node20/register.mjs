// size-limit 14 asks for Node >= 22.19: it imports `glob` from node:fs/promises
// and calls `Array.fromAsync`, both missing from Node 20, the version this
// project runs on. `npm run size` preloads this file (node --import) to supply
// the two, just enough for size-limit's own use. Delete this folder once the
// project moves to Node 22 (or pin size-limit 11, which supports Node 18).
import * as fsPromises from 'node:fs/promises';
import { register } from 'node:module';

if (typeof Array.fromAsync !== 'function') {
  Array.fromAsync = async function fromAsync(items) {
    const out = [];
    for await (const item of items) out.push(item);
    return out;
  };
}

// The ESM view of a built-in cannot gain an export, so size-limit's import of
// node:fs/promises is redirected to fs-promises.mjs, which adds `glob`.
if (typeof fsPromises.glob !== 'function') register('./hooks.mjs', import.meta.url);
