import type { FloatPoint } from './types.js';

/** p + t·d in doubles, one rounding per operation, as float slab code computes hit points. */
export function pointAt(p: FloatPoint, d: FloatPoint, t: number): number[] {
  const out = new Array<number>(p.length);
  for (let i = 0; i < p.length; i++) out[i] = (p[i] as number) + (d[i] as number) * t;
  return out;
}

/** q − p in doubles. */
export function difference(q: FloatPoint, p: FloatPoint): number[] {
  const out = new Array<number>(p.length);
  for (let i = 0; i < p.length; i++) out[i] = (q[i] as number) - (p[i] as number);
  return out;
}
