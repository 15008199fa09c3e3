import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/cli/operations.js';

/*
 * The ops of PROTOCOL.md, read from its tables (a row per op: "| `name` |"),
 * against what `eval` answers and what the end-to-end tests of test/cli
 * send: an op added to the protocol fails here until the command answers it
 * and some test sends it.
 */

const protocol = readFileSync(join(import.meta.dirname, '../../PROTOCOL.md'), 'utf8');
const protocolOps = [...protocol.matchAll(/^\| `([a-z0-9_]+)` \|/gm)].map((m) => m[1] as string);

const testDir = import.meta.dirname;
const sentOps = new Set(
  readdirSync(testDir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(join(testDir, f), 'utf8').matchAll(/"op":"([a-z0-9_]+)"/g)].map((m) => m[1] as string)),
);

describe('the ops of PROTOCOL.md', () => {
  it('are read from its tables, each once', () => {
    expect(protocolOps.length).toBeGreaterThan(30);
    expect(new Set(protocolOps).size).toBe(protocolOps.length);
    expect(protocolOps).toContain('orient2d');
    expect(protocolOps).toContain('triangles_intersect');
  });

  it('are exactly the ops eval answers', () => {
    expect([...OPERATIONS.keys()].sort()).toEqual([...protocolOps].sort());
  });

  it('are each sent by an end-to-end test in test/cli', () => {
    expect(protocolOps.filter((op) => !sentOps.has(op))).toEqual([]);
  });
});
