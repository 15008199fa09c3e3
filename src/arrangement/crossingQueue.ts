/**
 * A binary min-heap of crossing events: pairs (a, b) of segment indices,
 * ordered by the caller's comparison of their crossing points. The same
 * pair may be pushed more than once (segments that become neighbours
 * again); the sweep takes equal points together, so a repeat costs a heap
 * operation and nothing else.
 *
 * ```ts
 * const q = new CrossingQueue((a1, b1, a2, b2) => a1 - a2);
 * q.push(3, 4); q.push(1, 2);
 * q.topA; // 1
 * ```
 */
export class CrossingQueue {
  private a: number[] = [];
  private b: number[] = [];

  /** An empty queue ordered by `compare(a1, b1, a2, b2)`: negative when the crossing of (a1, b1) comes first. */
  constructor(private readonly compare: (a1: number, b1: number, a2: number, b2: number) => number) {}

  /** How many events are queued. */
  get size(): number {
    return this.a.length;
  }

  /** The lower segment of the first event (−1 when empty). */
  get topA(): number {
    return this.a.length > 0 ? (this.a[0] as number) : -1;
  }

  /** The upper segment of the first event (−1 when empty). */
  get topB(): number {
    return this.b.length > 0 ? (this.b[0] as number) : -1;
  }

  /** Queues the crossing of a and b. */
  push(a: number, b: number): void {
    const A = this.a;
    const B = this.b;
    let i = A.length;
    A.push(a);
    B.push(b);
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pa = A[p] as number;
      const pb = B[p] as number;
      if (this.compare(a, b, pa, pb) >= 0) break;
      A[i] = pa;
      B[i] = pb;
      i = p;
    }
    A[i] = a;
    B[i] = b;
  }

  /** Drops the first event. */
  pop(): void {
    const A = this.a;
    const B = this.b;
    const a = A.pop() as number;
    const b = B.pop() as number;
    const n = A.length;
    if (n === 0) return;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.compare(A[c + 1] as number, B[c + 1] as number, A[c] as number, B[c] as number) < 0) c++;
      if (this.compare(A[c] as number, B[c] as number, a, b) >= 0) break;
      A[i] = A[c] as number;
      B[i] = B[c] as number;
      i = c;
    }
    A[i] = a;
    B[i] = b;
  }
}
