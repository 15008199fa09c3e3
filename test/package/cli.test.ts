// The built command, run the way a shell runs the installed `exact-predicates`
// bin: the file itself, through its shebang, with NDJSON on stdin.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixtures.js';
import { assertBuilt, pkg, root } from './dist.js';

beforeAll(assertBuilt);

function run(args: string[], input = '') {
  const bin = join(root, pkg.bin['exact-predicates'] ?? 'missing');
  const r = spawnSync(bin, args, { input, encoding: 'utf8', cwd: root });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, lines: r.stdout.split('\n').filter((l) => l !== '') };
}

describe('dist/cli.js as the exact-predicates bin', () => {
  it('answers the PROTOCOL.md example exactly', () => {
    const input = [
      '{"id":1,"op":"orient2d","a":[0,0],"b":["123456789012345678901234567890",1],"c":[1,"1/3"]}',
      '{"op":"segment_intersection","s":[[0,0],["0.3","0.2"]],"t":[[0,"0.2"],["0.2",0]]}',
    ].join('\n');
    const r = run(['eval'], input);
    expect(r.lines).toEqual([
      '{"id":1,"result":1}',
      // y = 2x/3 meets x + y = 1/5 at x = 3/25, y = 2/25
      '{"id":2,"result":{"kind":"point","point":["3/25","2/25"]}}',
    ]);
    expect(r.status).toBe(0);
  });

  it('answers a bad line with its error, goes on, and exits 1', () => {
    const r = run(
      ['eval'],
      '{"id":"x","op":"orient2d","a":[0,0],"b":[1,0]}\n{"id":"y","op":"orient2d","a":[0,0],"b":[1,0],"c":[2,0]}\n',
    );
    expect(r.lines).toHaveLength(2);
    expect(JSON.parse(r.lines[0] ?? '')).toMatchObject({ id: 'x', error: { code: 'bad_input' } });
    expect(r.lines[1]).toBe('{"id":"y","result":0}');
    expect(r.status).toBe(1);
  });

  it('answers every case of a fixture file with the result it expects (test/fixtures/ruby-post.ndjson)', () => {
    const r = run(['eval', join(root, 'test/fixtures/ruby-post.ndjson')]);
    expect(r.lines.map((l) => JSON.parse(l))).toEqual(fixture('ruby-post').map((c) => ({ id: c.id, result: c.expect })));
    expect(r.status).toBe(0);
  });

  it('exits 2 on bad usage', () => {
    expect(run([]).status).toBe(2);
  });

  it('--version prints the version of package.json', () => {
    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const flag of ['--version', '-v']) expect(run([flag])).toMatchObject({ status: 0, stdout: `${version}\n` });
  });

  it('--help speaks to someone who installed the package: npx, every command, an example each, where PROTOCOL.md is', () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('usage: npx exact-predicates <command> [arguments]');
    for (const command of ['eval', 'diff', 'noding']) {
      expect(help.stdout).toMatch(new RegExp(`^  ${command} +\\S`, 'm'));
      expect(help.stdout).toMatch(new RegExp(`^  (echo .* \\| )?npx exact-predicates ${command}\\b`, 'm'));
    }
    expect(help.stdout).toContain('node_modules/exact-predicates/PROTOCOL.md');
    expect(help.stdout).not.toMatch(/npm start|seed/);
  });

  it('has no census: it is a tool of the repository (npm start), not of the package', () => {
    expect(run(['--help']).stdout).not.toContain('census');
    const r = run(['census']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown command "census"');
  });
});
