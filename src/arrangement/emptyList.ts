/**
 * Empties a scratch list for reuse. Popping keeps the list's storage;
 * `list.length = 0` gives it up, so the next push allocates again (a
 * measurable share of the sweep's time, and garbage).
 *
 * ```ts
 * const list = [1, 2]; emptyList(list); list.length; // 0
 * ```
 */
export function emptyList(list: number[]): void {
  while (list.length > 0) list.pop();
}
