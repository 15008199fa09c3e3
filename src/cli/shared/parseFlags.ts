import { UsageError } from './usage.js';

/** What a flag takes: a string, an integer in [min, max], or nothing (a switch). */
export type FlagSpec = { type: 'string' } | { type: 'int'; min: number; max: number } | { type: 'switch' };

/** Parsed flags: strings, integers and `true` for switches, by name without dashes. */
export type Flags = Record<string, string | number | true>;

/**
 * `--name value`, `--name=value` and `--switch`, each at most once; no
 * positional arguments. Throws UsageError naming the flag.
 *
 * ```ts
 * parseFlags(['--seed', '7', '--out=x'], { seed: { type: 'int', min: 0, max: 9 }, out: { type: 'string' } }); // { seed: 7, out: 'x' }
 * ```
 */
export function parseFlags(argv: readonly string[], spec: Record<string, FlagSpec>): Flags {
  const out: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument ${JSON.stringify(arg)}`);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    const s = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (s === undefined) throw new UsageError(`unknown option --${name}`);
    if (Object.hasOwn(out, name)) throw new UsageError(`--${name} given twice`);
    if (s.type === 'switch') {
      if (eq > 0) throw new UsageError(`--${name} takes no value`);
      out[name] = true;
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    if (s.type === 'string') {
      if (value === '') throw new UsageError(`--${name} is empty`);
      out[name] = value;
      continue;
    }
    if (!/^-?[0-9]+$/.test(value)) throw new UsageError(`--${name} is ${JSON.stringify(value)}, expected an integer`);
    const n = Number(value);
    if (n < s.min || n > s.max) throw new UsageError(`--${name} is ${value}, expected ${s.min} to ${s.max}`);
    out[name] = n;
  }
  return out;
}
