// The parts of three.js (a devDependency without bundled types) that the
// tests and the benchmark use: its Ray–triangle test and the vectors it reads.
declare module 'three' {
  export class Vector3 {
    constructor(x?: number, y?: number, z?: number);
    x: number;
    y: number;
    z: number;
    set(x: number, y: number, z: number): this;
  }
  export class Ray {
    constructor(origin?: Vector3, direction?: Vector3);
    origin: Vector3;
    direction: Vector3;
    /** The hit point written into target, or null: three.js's watertight ray–triangle test. */
    intersectTriangle(a: Vector3, b: Vector3, c: Vector3, backfaceCulling: boolean, target: Vector3): Vector3 | null;
  }
}
