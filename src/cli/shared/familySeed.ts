/**
 * The fast-check seed of one family: the run's seed (diff's, or the
 * census's in tools/census) mixed with the family's label (FNV-1a), so that
 * every family draws its own stream and adding a family leaves the others'
 * cases unchanged.
 *
 * ```ts
 * familySeed(42, 'random 2D') === familySeed(42, 'random 2D'); // true
 * familySeed(42, 'random 2D') !== familySeed(42, 'random 3D'); // true
 * ```
 */
export function familySeed(seed: number, label: string): number {
  let h = 0x811c9dc5 ^ (seed | 0);
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}
