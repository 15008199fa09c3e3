import type { Box } from '../src/core/box.js';
import { isBoxObject } from '../src/core/box.js';
import { compareDistance2Sign, compareDistance3Sign } from '../src/core/signs.js';
import type { BoxLike, PointLike, Sign } from '../src/index.js';
import { boxesOverlap, compareDistance } from '../src/index.js';

/*
 * The hand-written fast paths that compareDistance and boxesOverlap had
 * before the generator wrote them (tools/predicates/fastPath.ts), kept for
 * the bench topic "fast path": the generated entry must be no slower than
 * this copy. Input the copy does not decide goes to the public entry (the
 * bench's inputs never do).
 */

export function compareDistanceByHand(p: PointLike, a: PointLike, b: PointLike): Sign {
  const isArray = Array.isArray;
  if (!isArray(p) || !isArray(a) || !isArray(b)) return compareDistance(p, a, b);
  const n = p.length;
  const na = a.length;
  const nb = b.length;
  if (n === 2 && na === 2 && nb === 2) {
    const px = p[0];
    const py = p[1];
    const ax = a[0];
    const ay = a[1];
    const bx = b[0];
    const by = b[1];
    if (
      typeof px === 'number' &&
      typeof py === 'number' &&
      typeof ax === 'number' &&
      typeof ay === 'number' &&
      typeof bx === 'number' &&
      typeof by === 'number'
    ) {
      const sum = px + py + ax + ay + bx + by;
      if (sum - sum === 0) return compareDistance2Sign(px, py, ax, ay, bx, by);
    }
    return compareDistance([px, py], [ax, ay], [bx, by]);
  }
  if (n === 3 && na === 3 && nb === 3) {
    const px = p[0];
    const py = p[1];
    const pz = p[2];
    const ax = a[0];
    const ay = a[1];
    const az = a[2];
    const bx = b[0];
    const by = b[1];
    const bz = b[2];
    if (
      typeof px === 'number' &&
      typeof py === 'number' &&
      typeof pz === 'number' &&
      typeof ax === 'number' &&
      typeof ay === 'number' &&
      typeof az === 'number' &&
      typeof bx === 'number' &&
      typeof by === 'number' &&
      typeof bz === 'number'
    ) {
      const sum = px + py + pz + ax + ay + az + bx + by + bz;
      if (sum - sum === 0) return compareDistance3Sign(px, py, pz, ax, ay, az, bx, by, bz);
    }
    return compareDistance([px, py, pz], [ax, ay, az], [bx, by, bz]);
  }
  return compareDistance(p, a, b);
}

export function boxesOverlapByHand(a: BoxLike, b: BoxLike): boolean {
  const amin = (a as Box)?.min;
  const amax = (a as Box)?.max;
  const bmin = (b as Box)?.min;
  const bmax = (b as Box)?.max;
  const n = amin?.length;
  if ((n === 2 || n === 3) && amax?.length === n && bmin?.length === n && bmax?.length === n) {
    const three = n === 3;
    const ax0 = amin[0];
    const ay0 = amin[1];
    const az0 = three ? amin[2] : 0;
    const ax1 = amax[0];
    const ay1 = amax[1];
    const az1 = three ? amax[2] : 0;
    const bx0 = bmin[0];
    const by0 = bmin[1];
    const bz0 = three ? bmin[2] : 0;
    const bx1 = bmax[0];
    const by1 = bmax[1];
    const bz1 = three ? bmax[2] : 0;
    if (
      typeof ax0 === 'number' &&
      typeof ay0 === 'number' &&
      typeof az0 === 'number' &&
      typeof ax1 === 'number' &&
      typeof ay1 === 'number' &&
      typeof az1 === 'number' &&
      typeof bx0 === 'number' &&
      typeof by0 === 'number' &&
      typeof bz0 === 'number' &&
      typeof bx1 === 'number' &&
      typeof by1 === 'number' &&
      typeof bz1 === 'number' &&
      isBoxObject(a) &&
      isBoxObject(b) &&
      typeof amin === 'object' &&
      typeof amax === 'object' &&
      typeof bmin === 'object' &&
      typeof bmax === 'object'
    ) {
      const sum = ax0 + ay0 + az0 + ax1 + ay1 + az1 + bx0 + by0 + bz0 + bx1 + by1 + bz1;
      if (sum - sum === 0 && ax0 <= ax1 && ay0 <= ay1 && az0 <= az1 && bx0 <= bx1 && by0 <= by1 && bz0 <= bz1) {
        return ax0 <= bx1 && bx0 <= ax1 && ay0 <= by1 && by0 <= ay1 && az0 <= bz1 && bz0 <= az1;
      }
    }
  }
  return boxesOverlap(a, b);
}
