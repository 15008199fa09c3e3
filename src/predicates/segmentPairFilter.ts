/*
 * segmentPairFilter: the kernel's orientation filter applied to a segment
 * pair p–q, u–v: 1 when the closed segments are proven to meet, 0 when proven
 * apart, -1 when some orientation the answer needs is unproven (degenerate,
 * near-degenerate, or not finite).
 *
 * It is the generator's orient2dPairFilter (tools/kernel): orient2dFilter's
 * float pass written out four times in one function, so that it adds no call
 * and no copy of its arguments to a caller's bytecode. With the shape checks
 * of segmentsMeet it fits V8's inlining budget, so the whole fast path of
 * segmentsIntersect lands in the caller's loop (`npm run bench:v8` checks
 * it); four calls of orient2dFilter inside a function of its own did not
 * fit, and the loop kept a call per pair.
 *
 * All four orientations are computed and combined without a branch on the
 * answer: a = o1·o2 < 0 when u and v straddle line pq strictly, b = o3·o4 < 0
 * when p and q straddle line uv, and the segments cross iff both do; a > 0 or
 * b > 0 proves them apart. A filter that cannot prove a sign answers 0, and
 * a product that underflows to 0 is treated the same; so is NaN, which 0 · ±∞
 * gives (the filter returns an orientation that overflows as ±∞, its sign
 * proven, and found beside an unproven one it made the pair "apart" in an
 * earlier version). Such pairs go to the exact path (-1), the one branch,
 * almost never taken on random input. A branch on the answer itself (stop
 * after two orientations when u and v are on one side) mispredicts on about
 * half of random pairs and discards the loads already in flight for the next
 * pairs, which is most of what a loop over pairs does.
 *
 * segmentPairFilter(0, 0, 2, 2, 0, 2, 2, 0); // 1 (they cross at (1, 1))
 * segmentPairFilter(0, 0, 1, 0, 0, 1, 1, 1); // 0 (both of u, v above line pq)
 * segmentPairFilter(0, 0, 2, 2, 1, 1, 5, 0); // -1 (u lies on pq: needs the exact path)
 */
export { orient2dPairFilter as segmentPairFilter } from '../core/signs.js';
