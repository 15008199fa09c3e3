/** The function of lineclip that bench/clipPolygonToBox.bench.ts uses (the package ships no types). */
declare module 'lineclip' {
  /** Sutherland–Hodgman: the ring (a list of [x, y], closed implicitly) clipped to bbox [minX, minY, maxX, maxY]; [] when nothing is left. */
  export function clipPolygon(points: number[][], bbox: number[]): number[][];
}
