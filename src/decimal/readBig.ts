/** The parts of a big.js `Big` as read once: sign ±1, exponent, and a copy of its digits. */
export type BigParts = { readonly s: 1 | -1; readonly e: number; readonly digits: readonly number[] };

/**
 * Reads v as a big.js `Big`, each part once: an object with a sign `s` of
 * ±1, an integer exponent `e` and a non-empty coefficient array `c` of
 * digits 0–9. Returns the parts (the digits copied), or null when v is not
 * such an object. Reading each part once means a getter or Proxy cannot
 * pass the shape check with one value and be converted with another.
 *
 * @example
 * ```ts
 * readBig(new Big('-1.25')); // { s: -1, e: 0, digits: [1, 2, 5] }
 * readBig(1.25);             // null
 * ```
 */
export function readBig(v: unknown): BigParts | null {
  if (typeof v !== 'object' || v === null) return null;
  const { s, e, c } = v as { s?: unknown; e?: unknown; c?: unknown };
  if ((s !== 1 && s !== -1) || typeof e !== 'number' || !Number.isInteger(e) || !Array.isArray(c)) return null;
  // The length once too: a Proxy of an array may answer differently on a second read.
  const n = c.length;
  if (n === 0) return null;
  const digits: number[] = new Array(n);
  for (let i = 0; i < digits.length; i++) {
    const d = c[i];
    if (typeof d !== 'number' || !(d >= 0 && d <= 9) || !Number.isInteger(d)) return null;
    digits[i] = d;
  }
  return { s, e, digits };
}
