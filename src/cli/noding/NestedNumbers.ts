import { JsonNumber } from '../parseJson.js';
import { GeoInputError } from './geoInputError.js';

/**
 * One array of a nested coordinates value, as `NestedNumbers` records it:
 * its depth (the value itself is 0), its place in its parent (`i1`) and its
 * parent's in the grandparent (`i2`, when depth is 2), and the range
 * [start, end) of the positions (or numbers) it holds.
 */
export type NumberRun = { depth: number; i1: number; i2: number; start: number; end: number };

/** The events NestedNumbers takes from the JSON reader (the container events of its own value). */
export interface NumberSink {
  /**
   * 'positions': the innermost arrays are positions [x, y, ...] (two numbers
   * or more), handed to `position`, and a run is an array of positions;
   * 'lists': the innermost arrays are lists of numbers, each number handed
   * to `number`, and a run is such a list.
   */
  readonly mode: 'positions' | 'lists';
  /** A coordinate may be a number literal or (as the polygon commands write a rational) a string. */
  position?(x: JsonNumber | string, y: JsonNumber | string, path: string): number;
  number?(v: JsonNumber, path: string): number;
}

/**
 * A nested array of numbers (GeoJSON `coordinates`, TopoJSON `arcs`) read
 * from events as it streams by, keeping nothing but the runs of positions
 * (or numbers) at each level: the structure its geometry type needs, known
 * only once the object's `type` has come, which may be after it. Every
 * innermost array must be at one depth, and hold numbers only (positions
 * may hold strings too: exact numbers, as the polygon commands write them).
 *
 * ```ts
 * const c = new NestedNumbers(sink, 'feature 2: coordinates');
 * // events of [[0, 0], [1, 1]] ... then
 * c.runs; // [{ depth: 0, i1: -1, i2: -1, start: 0, end: 2 }]
 * ```
 */
export class NestedNumbers {
  /** Every run, in the order the arrays closed. */
  readonly runs: NumberRun[] = [];
  /** The depth of the innermost arrays (positions, or lists), −1 while none has come. */
  leafDepth = -1;
  /** The depth of the array being read (0: the value itself). */
  private depth = -1;
  /** Per open depth: the index of the next child, the first position (or number) inside, and whether it held arrays, numbers. */
  private readonly next: number[] = [];
  private readonly first: number[] = [];
  private readonly arrays: boolean[] = [];
  private readonly numbers: boolean[] = [];
  /** The numbers of the innermost array being read ('positions': only the first two are kept). */
  private x: JsonNumber | string | null = null;
  private y: JsonNumber | string | null = null;
  private count = 0;
  /** Positions (or numbers) handed over so far. */
  private items = 0;

  /**
   * `first` is the number the first position (or number) handed over gets
   * (the store's count of positions), so that runs name them as the store
   * does.
   */
  constructor(
    private readonly sink: NumberSink,
    private readonly where: string,
    first = 0,
  ) {
    this.items = first;
  }

  startArray(): void {
    const d = this.depth;
    if (d >= 0) {
      if (this.numbers[d]) throw this.error('mixes numbers and arrays');
      this.arrays[d] = true;
    }
    this.depth = d + 1;
    if (this.depth > 3) throw this.error('nests arrays deeper than any geometry');
    this.next[this.depth] = 0;
    this.first[this.depth] = this.items;
    this.arrays[this.depth] = false;
    this.numbers[this.depth] = false;
    this.count = 0;
  }

  endArray(): void {
    const d = this.depth;
    const leaf = this.numbers[d] === true;
    if (leaf) {
      if (this.leafDepth >= 0 && this.leafDepth !== d) throw this.error('holds numbers at two depths');
      this.leafDepth = d;
    }
    if (leaf && this.sink.mode === 'positions') {
      if (this.count < 2) throw this.error('is not a position [x, y]');
      this.sink.position?.(this.x as JsonNumber | string, this.y as JsonNumber | string, this.path());
      this.items++;
    }
    const isRun = this.sink.mode === 'positions' ? this.arrays[d] === true && this.leafDepth === d + 1 : leaf;
    if (isRun || (!leaf && this.arrays[d] !== true)) {
      // An empty array counts as an empty run at its depth.
      this.runs.push({
        depth: d,
        i1: d >= 1 ? (this.indexAt(1) as number) : -1,
        i2: d >= 2 ? (this.indexAt(2) as number) : -1,
        start: this.first[d] as number,
        end: this.items,
      });
    }
    this.depth = d - 1;
    if (this.depth >= 0) this.next[this.depth] = (this.next[this.depth] as number) + 1;
    this.count = 0;
  }

  /** The index of the open array at depth k within its parent. */
  private indexAt(k: number): number {
    return this.next[k - 1] as number;
  }

  scalar(v: unknown): void {
    const d = this.depth;
    const isString = typeof v === 'string' && this.sink.mode === 'positions';
    if (!(v instanceof JsonNumber) && !isString) throw this.error(`holds ${JSON.stringify(v)?.slice(0, 40)}, not a number`);
    if (this.arrays[d]) throw this.error('mixes numbers and arrays');
    this.numbers[d] = true;
    if (this.sink.mode === 'lists') {
      this.sink.number?.(v as JsonNumber, `${this.path()}[${this.count}]`);
      this.items++;
    } else if (this.count === 0) this.x = v;
    else if (this.count === 1) this.y = v;
    this.count++;
    this.next[d] = (this.next[d] as number) + 1;
  }

  /** Where the array being read is: `coordinates[1][0]`. */
  private path(): string {
    let p = '';
    for (let k = 1; k <= this.depth; k++) p += `[${this.indexAt(k)}]`;
    return p;
  }

  private error(why: string): GeoInputError {
    return new GeoInputError(`${this.where}${this.path()} ${why}`);
  }
}
