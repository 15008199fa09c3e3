// The package ships no types: a closed-segment intersection test on [x, y] arrays of doubles.
declare module 'robust-segment-intersect' {
  function segmentsIntersect(a0: readonly number[], a1: readonly number[], b0: readonly number[], b1: readonly number[]): boolean;
  export = segmentsIntersect;
}
