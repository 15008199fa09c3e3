import type { Coordinate } from '../../index.js';
import { Rational } from '../../index.js';

/**
 * A coordinate as the polygon commands write it in GeoJSON: a JSON number
 * where the value is a double (its shortest text, which reads back as that
 * double exactly), otherwise PROTOCOL.md's exact rational as a string.
 *
 * ```ts
 * coordinateText(0.5); // '0.5'
 * coordinateText(Rational.of(1n, 3n)); // '"1/3"'
 * coordinateText(9007199254740993n); // '"9007199254740993"' (no double holds it)
 * ```
 */
export function coordinateText(v: Coordinate): string {
  if (typeof v === 'number') return v === 0 ? '0' : String(v);
  const r = Rational.from(v);
  const x = r.toNumber();
  if (Number.isFinite(x) && r.equals(x)) return x === 0 ? '0' : String(x);
  return JSON.stringify(r.toString());
}

/** A point as a GeoJSON position of coordinateText's: `[0.5,"1/3"]`. */
export function positionText(p: readonly Coordinate[]): string {
  return `[${coordinateText(p[0] as Coordinate)},${coordinateText(p[1] as Coordinate)}]`;
}
