import { createInterface } from 'node:readline';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Response } from './cliProcess.js';
import { CLI_LABEL, evalLines, runCli, spawnCli } from './cliProcess.js';

/*
 * Every error code, the order of checks, ids, framing and exit statuses,
 * end to end through the spawned command.
 */
type Case = [title: string, line: string, code: string];

const ORIENT = '"op":"orient2d","b":[1,0],"c":[0,1]';
const digits = (n: number) => `1${'0'.repeat(n - 1)}`;
const BOWTIE = '[[0,0],[2,0],[0,2],[2,2]]';

const cases: Case[] = [
  // bad_json: the line is not a JSON object
  ['bare NaN', 'NaN', 'bad_json'],
  ['NaN inside', `{${ORIENT},"a":[NaN,0]}`, 'bad_json'],
  ['Infinity inside', `{${ORIENT},"a":[Infinity,0]}`, 'bad_json'],
  ['-Infinity inside', `{${ORIENT},"a":[-Infinity,0]}`, 'bad_json'],
  ['an array', '[1,2]', 'bad_json'],
  ['a string', '"orient2d"', 'bad_json'],
  ['a number', '42', 'bad_json'],
  ['null', 'null', 'bad_json'],
  ['trailing comma', `{${ORIENT},"a":[0,0],}`, 'bad_json'],
  ['single quotes', "{'op':'orient2d'}", 'bad_json'],
  ['two values', `{${ORIENT},"a":[0,0]} {}`, 'bad_json'],
  ['truncated', '{"op":"orient2d","a":[0,', 'bad_json'],
  ['leading zero', `{${ORIENT},"a":[01,0]}`, 'bad_json'],
  ['plus sign', `{${ORIENT},"a":[+1,0]}`, 'bad_json'],
  ['leading dot', `{${ORIENT},"a":[.5,0]}`, 'bad_json'],
  ['trailing dot', `{${ORIENT},"a":[1.,0]}`, 'bad_json'],
  ['hex literal', `{${ORIENT},"a":[0x10,0]}`, 'bad_json'],
  ['raw tab in a string', '{"op":"orient\t2d"}', 'bad_json'],
  ['bad escape', '{"op":"orient2d\\x"}', 'bad_json'],
  ['a byte-order mark after line 1', '\uFEFF{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}', 'bad_json'],

  // unknown_op: a string naming no operation
  ['empty op', '{"op":""}', 'unknown_op'],
  ['upper-case op', `{"op":"ORIENT2D","a":[0,0],"b":[1,0],"c":[0,1]}`, 'unknown_op'],
  ['op with a space', '{"op":"orient2d ","a":[0,0],"b":[1,0],"c":[0,1]}', 'unknown_op'],
  ['op toString', '{"op":"toString"}', 'unknown_op'],
  ['op __proto__', '{"op":"__proto__"}', 'unknown_op'],
  ['unknown op with bad fields', '{"op":"nope","a":"x"}', 'unknown_op'],

  // bad_input: op
  ['missing op', '{"a":[0,0]}', 'bad_input'],
  ['null op', '{"op":null}', 'bad_input'],
  ['numeric op', '{"op":5}', 'bad_input'],
  ['array op', '{"op":["orient2d"]}', 'bad_input'],
  // bad_input: fields and shapes
  ['missing field', '{"op":"orient2d","a":[0,0],"b":[1,0]}', 'bad_input'],
  ['null point', `{${ORIENT},"a":null}`, 'bad_input'],
  ['string point', `{${ORIENT},"a":"0,0"}`, 'bad_input'],
  ['object point', `{${ORIENT},"a":{"x":0,"y":0}}`, 'bad_input'],
  ['3D point in a 2D op', `{${ORIENT},"a":[0,0,0]}`, 'bad_input'],
  ['2D points in orient3d', '{"op":"orient3d","a":[0,0],"b":[1,0],"c":[0,1],"d":[1,1]}', 'bad_input'],
  ['1-coordinate point', '{"op":"in_box","p":[1],"a":[0],"b":[2]}', 'bad_input'],
  ['4-coordinate point', '{"op":"in_box","p":[1,1,1,1],"a":[0,0,0,0],"b":[2,2,2,2]}', 'bad_input'],
  ['mixed dimensions in in_box', '{"op":"in_box","p":[1,1],"a":[0,0,0],"b":[2,2,2]}', 'bad_input'],
  ['mixed dimensions in a box', '{"op":"point_in_box","p":[1,1],"box":{"min":[0,0],"max":[2,2,2]}}', 'bad_input'],
  ['mixed dimensions point and box', '{"op":"outcode","p":[1,1,1],"box":{"min":[0,0],"max":[2,2]}}', 'bad_input'],
  ['segment of three points', '{"op":"segments_intersect","s":[[0,0],[1,1],[2,2]],"t":[[0,1],[1,0]]}', 'bad_input'],
  ['3D segment in a 2D op', '{"op":"segment_intersection","s":[[0,0,0],[1,1,1]],"t":[[0,1,0],[1,0,0]]}', 'bad_input'],
  ['box as an array', '{"op":"point_in_box","p":[1,1],"box":[[0,0],[2,2]]}', 'bad_input'],
  ['box without max', '{"op":"point_in_box","p":[1,1],"box":{"min":[0,0]}}', 'bad_input'],
  ['empty polygon', '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[]}', 'bad_input'],
  ['polygon not an array', '{"op":"point_in_convex_polygon","p":[1,1],"polygon":{"0":[0,0]}}', 'bad_input'],
  ['3D polygon vertex', '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[2,0,0],[0,2]]}', 'bad_input'],
  ['empty points', '{"op":"bounding_box","points":[]}', 'bad_input'],
  ['mixed dimensions in points', '{"op":"bounding_box","points":[[0,0],[1,1,1]]}', 'bad_input'],
  [
    'three edges in 2D',
    '{"op":"segment_parallelepiped","s":[[0,0],[1,1]],"origin":[0,0],"edges":[[1,0],[0,1],[1,1]]}',
    'bad_input',
  ],
  ['3D edge in 2D', '{"op":"segment_parallelepiped","s":[[0,0],[1,1]],"origin":[0,0],"edges":[[1,0,0],[0,1]]}', 'bad_input'],
  // bad_input: coordinates
  ['true coordinate', `{${ORIENT},"a":[true,0]}`, 'bad_input'],
  ['null coordinate', `{${ORIENT},"a":[null,0]}`, 'bad_input'],
  ['array coordinate', `{${ORIENT},"a":[[0],0]}`, 'bad_input'],
  ['word string', `{${ORIENT},"a":["abc",0]}`, 'bad_input'],
  ['empty string', `{${ORIENT},"a":["",0]}`, 'bad_input'],
  ['"+1"', `{${ORIENT},"a":["+1",0]}`, 'bad_input'],
  ['" 1"', `{${ORIENT},"a":[" 1",0]}`, 'bad_input'],
  ['"1."', `{${ORIENT},"a":["1.",0]}`, 'bad_input'],
  ['".5"', `{${ORIENT},"a":[".5",0]}`, 'bad_input'],
  ['"0x10"', `{${ORIENT},"a":["0x10",0]}`, 'bad_input'],
  ['"1e"', `{${ORIENT},"a":["1e",0]}`, 'bad_input'],
  ['"1e+"', `{${ORIENT},"a":["1e+",0]}`, 'bad_input'],
  ['"NaN"', `{${ORIENT},"a":["NaN",0]}`, 'bad_input'],
  ['"Infinity"', `{${ORIENT},"a":["Infinity",0]}`, 'bad_input'],
  ['"1/0"', `{${ORIENT},"a":["1/0",0]}`, 'bad_input'],
  ['"1/000"', `{${ORIENT},"a":["1/000",0]}`, 'bad_input'],
  ['"1/-3"', `{${ORIENT},"a":["1/-3",0]}`, 'bad_input'],
  ['"1.5/2"', `{${ORIENT},"a":["1.5/2",0]}`, 'bad_input'],
  ['"1_000"', `{${ORIENT},"a":["1_000",0]}`, 'bad_input'],
  ['Arabic-Indic digits', `{${ORIENT},"a":["\u0661",0]}`, 'bad_input'],
  ['integer literal 2^53', `{${ORIENT},"a":[9007199254740992,0]}`, 'bad_input'],
  ['integer literal -2^53', `{${ORIENT},"a":[-9007199254740992,0]}`, 'bad_input'],
  ['long integer literal', `{${ORIENT},"a":[123456789012345678901234567890,0]}`, 'bad_input'],
  ['1e400 literal', `{${ORIENT},"a":[1e400,0]}`, 'bad_input'],
  ['-1.5e400 literal', `{${ORIENT},"a":[-1.5e400,0]}`, 'bad_input'],
  // bad_input: values
  ['box with min > max', '{"op":"point_in_box","p":[1,1],"box":{"min":[0,"2.0000000001"],"max":[2,2]}}', 'bad_input'],
  [
    'second box with min > max',
    '{"op":"boxes_overlap","a":{"min":[0,0],"max":[1,1]},"b":{"min":[3,0],"max":[2,1]}}',
    'bad_input',
  ],
  ['zero ray direction', '{"op":"ray_box","origin":[0,0],"dir":[0,"0/5"],"box":{"min":[1,1],"max":[2,2]}}', 'bad_input'],

  // not_convex and degenerate
  ['not convex', `{"op":"point_in_convex_polygon","p":[1,1],"polygon":${BOWTIE}}`, 'not_convex'],
  ['degenerate', '{"op":"segment_parallelepiped","s":[[0,0],[1,1]],"origin":[0,0],"edges":[[1,2],["1/2",1]]}', 'degenerate'],

  // too_large: n or d of the value as written, past --max-digits (10000)
  ['"1e999999999"', `{${ORIENT},"a":["1e999999999",0]}`, 'too_large'],
  ['"-1.5E+999999999999999999999999"', `{${ORIENT},"a":["-1.5E+999999999999999999999999",0]}`, 'too_large'],
  ['10001-digit integer string', `{${ORIENT},"a":["${digits(10001)}",0]}`, 'too_large'],
  ['10001-digit denominator', `{${ORIENT},"a":["1/${digits(10001)}",0]}`, 'too_large'],
  ['"1e10000" (10001 digits)', `{${ORIENT},"a":["1e10000",0]}`, 'too_large'],
  ['"1e-10000" (denominator of 10001 digits)', `{${ORIENT},"a":["1e-10000",0]}`, 'too_large'],
  ['"0e-10000" (0/10^10000 as written)', `{${ORIENT},"a":["0e-10000",0]}`, 'too_large'],

  // the order of checks
  [
    'bad vertex in a non-convex polygon: bad_input first',
    '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[2,0],[0,2],[2,"x"]]}',
    'bad_input',
  ],
  [
    '3D vertex in a non-convex polygon: bad_input first',
    '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[2,0],[0,2],[2,2,2]]}',
    'bad_input',
  ],
  [
    'bad segment with a non-convex polygon: bad_input first',
    `{"op":"segment_intersects_convex_polygon","s":[[0,0],[1]],"polygon":${BOWTIE}}`,
    'bad_input',
  ],
  [
    'degenerate edges and a bad origin: bad_input first',
    '{"op":"segment_parallelepiped","s":[[0,0],[1,1]],"origin":["x",0],"edges":[[1,1],[2,2]]}',
    'bad_input',
  ],
  [
    'degenerate edges and a wrong-dimension edge: bad_input first',
    '{"op":"segment_parallelepiped","s":[[0,0],[1,1]],"origin":[0,0],"edges":[[1,1],[2,2,2]]}',
    'bad_input',
  ],
  [
    'degenerate edges and a too-large number: too_large first',
    '{"op":"segment_parallelepiped","s":[[0,0],["1e99999",1]],"origin":[0,0],"edges":[[1,1],[2,2]]}',
    'too_large',
  ],
  [
    'non-convex polygon and a too-large vertex: too_large first',
    '{"op":"point_in_convex_polygon","p":[1,1],"polygon":[[0,0],[2,0],[0,2],[2,"1e99999"]]}',
    'too_large',
  ],
  [
    'too-large number, then a shape error: bad_input first',
    `{"op":"orient2d","a":["1e99999",0],"b":[1,0],"c":[0,1,2]}`,
    'bad_input',
  ],
  ['too-large number, then a missing field: bad_input first', `{"op":"orient2d","a":["1e99999",0],"b":[1,0]}`, 'bad_input'],
  [
    'box min > max and a too-large number: too_large first',
    '{"op":"point_in_box","p":["1e99999",1],"box":{"min":[3,0],"max":[2,2]}}',
    'too_large',
  ],
  [
    'zero direction and min > max: the direction first',
    '{"op":"ray_box","origin":[0,0],"dir":[0,0],"box":{"min":[3,0],"max":[2,2]}}',
    'bad_input',
  ],
];

describe(`error codes end to end (${CLI_LABEL})`, () => {
  let responses: Response[] = [];
  let status: number | null = null;
  beforeAll(async () => {
    // No ids: each response's id is its line number.
    const run = await evalLines(cases.map(([, line]) => line));
    responses = run.responses;
    status = run.status;
  });

  it('one response per line, in order, ids are line numbers; exit status 1', () => {
    expect(responses.map((r) => r.id)).toEqual(cases.map((_, i) => i + 1));
    expect(status).toBe(1);
  });

  it.each(cases.map((c, i) => [c[0], i, c[2]] as const))('%s', (_title, i, code) => {
    const response = responses[i] as Response;
    expect(response.error?.code).toBe(code);
    expect(typeof response.error?.message).toBe('string');
    expect(Object.keys(response).sort()).toEqual(['error', 'id']);
  });

  it('messages name the op and the field', () => {
    const message = (title: string) => responses[cases.findIndex((c) => c[0] === title)]?.error?.message;
    expect(message('word string')).toBe(
      'orient2d: a[0] is "abc", not a numeric string (integer "-12", decimal "1.5e-7" or rational "-7/3")',
    );
    expect(message('integer literal 2^53')).toBe(
      'orient2d: a[0] is 9007199254740992, an integer literal beyond 2^53 - 1 (write big integers as strings)',
    );
    expect(message('missing field')).toBe('orient2d: missing field "c"');
    expect(message('3D point in a 2D op')).toBe('orient2d: a has 3 coordinates, expected 2 (orient2d is 2D only)');
    expect(message('mixed dimensions in in_box')).toBe('in_box: a has 3 coordinates, expected 2 like the other points');
    // Values are the library's to check, as for any client: its messages name its functions.
    expect(message('box with min > max')).toBe('pointInBox: box.min[1] > box.max[1] (20000000001/10000000000 > 2)');
    expect(message('zero ray direction')).toBe('rayBox: dir is [0, 0], expected a non-zero direction');
    expect(message('"1e999999999"')).toBe(
      'orient2d: a[0] is "1e999999999", a numerator of 1000000000 digits, over --max-digits 10000',
    );
    expect(message('"1e-10000" (denominator of 10001 digits)')).toBe(
      'orient2d: a[0] is "1e-10000", a denominator of 10001 digits, over --max-digits 10000',
    );
    expect(message('bare NaN')).toBe('not JSON: unexpected "N" at column 1 where a value was expected');
    expect(message('an array')).toBe('the line is an array of length 2, expected a JSON object');
    expect(message('upper-case op')).toMatch(/^unknown op "ORIENT2D"; the ops are orient2d, cw_test, /);
  });
});

describe(`limits at the boundary (${CLI_LABEL})`, () => {
  it('accepts exactly --max-digits digits and the largest safe integer literals', async () => {
    const run = await evalLines([
      `{"op":"in_range","x":"${digits(10000)}","a":0,"b":"1e9999"}`,
      `{"op":"in_range","x":"1/${digits(10000)}","a":0,"b":"1e-9999"}`,
      '{"op":"in_range","x":"0e999999999","a":0,"b":0}',
      '{"op":"in_range","x":9007199254740991,"a":-9007199254740991,"b":"9007199254740991"}',
      '{"op":"in_range","x":"0000000000000000000000000000000000000000000000000000000000007","a":7,"b":7}',
    ]);
    expect(run.responses).toEqual([
      { id: 1, result: true },
      { id: 2, result: true },
      { id: 3, result: true },
      { id: 4, result: true },
      { id: 5, result: true },
    ]);
    expect(run.status).toBe(0);
  });

  it('--max-digits changes the limit, counting n and d as written before reduction', async () => {
    const run = await evalLines(
      [
        '{"op":"in_range","x":"12345","a":0,"b":"99999"}',
        '{"op":"in_range","x":"123456","a":0,"b":1}',
        '{"op":"in_range","x":"1.2345","a":0,"b":2}',
        '{"op":"in_range","x":"0.00001","a":0,"b":1}',
        '{"op":"in_range","x":"1.5e4","a":0,"b":"20000"}',
        '{"op":"in_range","x":"1.5e5","a":0,"b":1}',
        '{"op":"in_range","x":"10/20","a":0,"b":1}',
        '{"op":"in_range","x":"1.00000","a":0,"b":1}',
      ],
      ['--max-digits', '5'],
    );
    expect(run.responses.map((r) => r.error?.code ?? r.result)).toEqual([
      true,
      'too_large',
      true,
      'too_large',
      true,
      'too_large',
      true,
      'too_large',
    ]);
  });

  it('answers "1e999999999" at once, even on many lines', async () => {
    const line = '{"op":"orient2d","a":["1e999999999","-1e-999999999"],"b":[1,0],"c":[0,1]}';
    const start = performance.now();
    const run = await evalLines(Array.from({ length: 1000 }, () => line));
    expect(run.responses.every((r) => r.error?.code === 'too_large')).toBe(true);
    // Spawning dominates; expanding 10^999999999 even once would take far longer.
    expect(performance.now() - start).toBeLessThan(30_000);
  });
});

describe(`ids and framing (${CLI_LABEL})`, () => {
  const ok = '"op":"in_range","x":1,"a":0,"b":2';

  it('echoes any id exactly as written; without one the id is the physical line number', async () => {
    const input = [
      `{"id":"a-1",${ok}}`,
      '',
      `{"id":12345678901234567890,${ok}}`,
      '   \t ',
      `{"id":1.50,${ok}}`,
      `{"id":-0,${ok}}`,
      `{"id":null,${ok}}`,
      `{"id":{"run":[1, "x"]},${ok}}`,
      `{${ok}}`,
      `{"id":1,"id":"second",${ok}}`,
      `{"nested":{"id":99},${ok}}`,
      `{"id":"broken",${ok}`,
      `{"id":"\\u00e9\\n",${ok},"extra":[1,2,{"ignored":true}]}`,
      `{"id":7,"op":"ORIENT2D"}`,
      `{"id":true,"op":"orient2d","a":[0,0]}`,
    ].join('\n');
    const run = await runCli(['eval'], `${input}\n`);
    expect(run.lines).toEqual([
      '{"id":"a-1","result":true}',
      '{"id":12345678901234567890,"result":true}',
      '{"id":1.50,"result":true}',
      '{"id":-0,"result":true}',
      '{"id":null,"result":true}',
      '{"id":{"run":[1, "x"]},"result":true}',
      '{"id":9,"result":true}',
      '{"id":"second","result":true}',
      '{"id":11,"result":true}',
      expect.stringMatching(/^\{"id":12,"error":\{"code":"bad_json","message":"not JSON: unexpected end of line/),
      '{"id":"\\u00e9\\n","result":true}',
      expect.stringMatching(/^\{"id":7,"error":\{"code":"unknown_op",/),
      '{"id":true,"error":{"code":"bad_input","message":"orient2d: missing field \\"b\\""}}',
    ]);
    expect(run.status).toBe(1);
  });

  it('answers each line as soon as it arrives (a co-process that waits for every answer)', async () => {
    const child = spawnCli(['eval']);
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const ask = async (line: string): Promise<string> => {
      child.stdin.write(`${line}\n`);
      return (await answers.next()).value as string;
    };
    expect(await ask('{"id":"a","op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}')).toBe('{"id":"a","result":1}');
    expect(await ask('{"op":"nope"}')).toMatch(/^\{"id":2,"error":\{"code":"unknown_op"/);
    expect(await ask('{"id":"c","op":"in_range","x":1,"a":0,"b":2}')).toBe('{"id":"c","result":true}');
    child.stdin.end();
    const status = await new Promise((done) => child.on('close', done));
    expect(status).toBe(1);
  });

  it('takes CRLF line ends, a byte-order mark at the start, a last line without newline', async () => {
    const run = await runCli(['eval'], `\uFEFF{${ok}}\r\n\r\n{"id":"last",${ok}}`);
    expect(run.lines).toEqual(['{"id":1,"result":true}', '{"id":"last","result":true}']);
    expect(run.status).toBe(0);
  });

  it('a line that is not UTF-8 is bad_json and the run goes on', async () => {
    const bytes = Buffer.concat([Buffer.from(`{"id":"\xff`, 'latin1'), Buffer.from(`",${ok}}\n{${ok}}\n`)]);
    const run = await runCli(['eval'], bytes);
    expect(run.lines).toEqual([
      '{"id":1,"error":{"code":"bad_json","message":"not JSON: the line is not valid UTF-8"}}',
      '{"id":2,"result":true}',
    ]);
    expect(run.status).toBe(1);
  });

  it('a line past --max-line-bytes is too_large, skipped unread, and the run goes on', async () => {
    const long = `{"id":"long",${ok},"pad":"${'x'.repeat(5000)}"}`;
    const run = await runCli(['eval', '--max-line-bytes', '1000'], `{${ok}}\n${long}\n{${ok}}\n${long}`);
    expect(run.lines).toEqual([
      '{"id":1,"result":true}',
      `{"id":2,"error":{"code":"too_large","message":"the line is ${long.length} bytes long, over --max-line-bytes 1000"}}`,
      '{"id":3,"result":true}',
      `{"id":4,"error":{"code":"too_large","message":"the line is ${long.length} bytes long, over --max-line-bytes 1000"}}`,
    ]);
  });

  it('deep nesting cannot crash it: past --max-depth a request is too_large, its id echoed', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const run = await runCli(
      ['eval'],
      `${deep}\n{"op":"orient2d","a":${deep},"b":[1,0],"c":[0,1],"id":"x"}\n{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}\n`,
    );
    expect(run.lines).toEqual([
      '{"id":1,"error":{"code":"bad_json","message":"the line is an array, expected a JSON object"}}',
      '{"id":"x","error":{"code":"too_large","message":"the line nests arrays and objects more than 128 deep, over --max-depth 128"}}',
      '{"id":3,"result":1}',
    ]);
  });

  it('--max-depth and --max-values bound each line; a line past them is too_large, and the run goes on', async () => {
    const point = (n: number) => `[${Array.from({ length: n }, () => '[0,0]').join(',')}]`;
    const run = await runCli(
      ['eval', '--max-depth', '3', '--max-values=19'],
      [
        // The object, its id, op and points, and 5 points of 3 values each: 19 values, 3 deep.
        `{"id":1,"op":"bounding_box","points":${point(5)}}`,
        `{"id":2,"op":"bounding_box","points":${point(6)}}`,
        '{"id":3,"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1],"x":[[[]]]}',
        '{"id":4,"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1],"x":[[]]}',
        `{"id":5,"op":"bounding_box","points":${point(7)},}`,
      ].join('\n'),
    );
    expect(run.lines).toEqual([
      '{"id":1,"result":{"min":["0","0"],"max":["0","0"]}}',
      '{"id":2,"error":{"code":"too_large","message":"the line holds more than 19 JSON values, over --max-values 19"}}',
      '{"id":3,"error":{"code":"too_large","message":"the line nests arrays and objects more than 3 deep, over --max-depth 3"}}',
      '{"id":4,"result":1}',
      expect.stringMatching(/^\{"id":5,"error":\{"code":"bad_json"/),
    ]);
    expect(run.status).toBe(1);
  });

  it('a bad line never changes another line: the same request answers the same among errors', async () => {
    const good = '{"op":"segment_intersection","s":[[0,0],[3,1]],"t":[[0,1],[1,0]]}';
    const run = await runCli(
      ['eval'],
      [good, 'NaN', '{"op":"x"}', good, `{${ORIENT},"a":["1e999999999",0]}`, good, ''].join('\n'),
    );
    expect([0, 3, 5].map((i) => run.lines[i])).toEqual(
      [1, 4, 6].map((id) => `{"id":${id},"result":{"kind":"point","point":["3/4","1/4"]}}`),
    );
  });
});

describe(`exit statuses and usage (${CLI_LABEL})`, () => {
  it('0 when every line has a result, also for empty input', async () => {
    expect((await runCli(['eval'], '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}\n')).status).toBe(0);
    const empty = await runCli(['eval'], '');
    expect(empty.status).toBe(0);
    expect(empty.stdout).toBe('');
    expect((await runCli(['eval'], '\n\n  \n')).status).toBe(0);
  });

  it('1 when any line has an error', async () => {
    expect((await runCli(['eval'], '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}\n{}\n')).status).toBe(1);
  });

  it('reads a FILE argument; "-" is stdin', async () => {
    const fromFile = await runCli(['eval', 'test/cli/fixtures/protocol-example.ndjson']);
    expect(fromFile.lines).toEqual(['{"id":1,"result":1}', '{"id":2,"result":{"hit":true,"t":["1/4","1/4"]}}']);
    const dash = await runCli(['eval', '-'], '{"op":"in_range","x":0,"a":0,"b":0}');
    expect(dash.lines).toEqual(['{"id":1,"result":true}']);
  });

  it('--help prints usage and exits 0', async () => {
    const top = await runCli(['--help']);
    expect(top.status).toBe(0);
    expect(top.stdout).toMatch(/eval/);
    const run = await runCli(['eval', '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/--max-digits N/);
  });

  it('--max-digits=N form works', async () => {
    const run = await runCli(['eval', '--max-digits=3'], '{"op":"in_range","x":"1000","a":0,"b":1}\n');
    expect(JSON.parse(run.lines[0] as string).error.code).toBe('too_large');
  });

  it('no progress output on stderr when it is not a terminal', async () => {
    const run = await runCli(['eval'], '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}\n'.repeat(20_000));
    expect(run.lines).toHaveLength(20_000);
    expect(run.stderr).toBe('');
  });
});
