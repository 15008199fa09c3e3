import type { Coordinate } from '../core/coordinate.js';
import { gridCrossingFilter } from '../core/signs.js';
import type { CellIndex, GridMode } from './grid.js';
import type { GridLine, GridParam } from './gridLine.js';
import { crossingOrder, crossingParam, shiftAxis } from './gridLine.js';
import type { Index, Place } from './locate.js';
import { toIndex } from './locate.js';

/*
 * The incremental walk. Along the line the events are the start, and every
 * parameter at which the line crosses a grid plane, in increasing order
 * (several axes crossing at one parameter, through a grid edge or vertex,
 * are one event). Between two events the line stays inside one slab per
 * axis. At each event the walk lists the cells that first meet the line
 * there, so cells come out in the protocol's traversal order:
 *
 * - closed: the point of the event lies in the cells whose index on each
 *   axis is its slab, or both slabs on an axis where it is on a plane; the
 *   new ones are those not already met just before (a cell's parameters
 *   form an interval, so a cell met before and now was met just before), in
 *   index order;
 * - half_open: the point's own cell (floor on every axis); then, when the
 *   line goes on, the cell of the stretch after the event if it differs (it
 *   holds no point at the event itself, so it comes second);
 * - open: only the cell of the stretch after each event (no point on a
 *   plane is in an open cell), none at all when the line lies in a plane.
 *
 * Each step compares the next crossing of each moving axis with the
 * earliest so far: one gridCrossing sign in 2D, two in 3D, decided by the
 * kernel's filter inline when every value is a number. Nothing loops over a
 * box of cells; time is proportional to the events.
 *
 * Indices inside the walk are numbers counted from `line.base` (0 except on
 * an axis whose start or last index is beyond 2^53, see shiftAxis).
 */

/** How far a moving axis goes: its last plane (a walk index, or ±Infinity for no end), and whether the line ends on it. */
export type Limit = { readonly last: Index; readonly endOn: boolean };

/** About how many cells one call of advance() gives out (an event's cells are never split). */
const BATCH = 64;

/** The walk along one line (see the comment above); advance() gives its cells a batch at a time. */
export class GridWalk {
  /** The cells the last advance() gave out, in traversal order: `buf[0]` to `buf[count − 1]`. */
  readonly buf: CellIndex[] = [];
  /** How many cells of `buf` the last advance() gave out. */
  count = 0;
  /** Record each cell's event in evAxis and evPlane (for eventParam and sameEvent); off for plain listings. */
  track = false;
  /** Per cell of `buf`, the axis whose crossing is the cell's event (-1 for the start). */
  readonly evAxis: number[] = [];
  /** Per cell of `buf`, the plane (a walk index) crossed at its event. */
  readonly evPlane: number[] = [];
  /** The current event: its axis (-1 for the start) and plane. */
  private eventAxis = -1;
  private eventPlane = 0;
  /** The line, with its huge-index axes shifted. */
  readonly line: GridLine;

  private readonly dim: 2 | 3;
  private readonly closed: boolean;
  private readonly halfOpen: boolean;
  private readonly s: number[];
  /** The axes the line moves along (none when it is a point). */
  private readonly moving: number[] = [];
  /** Slab per axis of the stretch after the current event (the point's slab on an axis it does not move along). */
  private readonly cur = [0, 0, 0];
  /** The next plane each moving axis crosses. */
  private readonly next = [0, 0, 0];
  private readonly last = [0, 0, 0];
  private readonly endOn = [false, false, false];
  private readonly alive = [false, false, false];
  /** Per axis the lowest and highest slab holding the event's point (two where it is on a plane). */
  private readonly lo = [0, 0, 0];
  private readonly hi = [0, 0, 0];
  /** The line lies in a plane of an axis it does not move along. */
  private constOn = false;
  /** There is a stretch of line after the start. */
  private readonly interval: boolean;
  private readonly startOn = [false, false, false];
  private started = false;
  private done = false;
  /** Every value is a number and no axis is shifted: the kernel's filter is tried inline. */
  private readonly fast: boolean;
  /** o, P, w, E, F of each axis, for the filter. */
  private readonly nums: number[] = [];
  /** A 2D line of numbers moving along both axes, walked by batch2. */
  private readonly flat2: boolean;

  constructor(line: GridLine, mode: GridMode, start: Place[], limits: (Limit | null)[], interval: boolean) {
    const dim = line.dim;
    // An axis whose start or last index is not a safe integer counts from
    // its start: walk indices are doubles, and past 2^53 a step of 1 is lost.
    for (let k = 0; k < dim; k++) {
      const m = (start[k] as Place).m;
      if (typeof m === 'bigint' || typeof limits[k]?.last === 'bigint') line = shiftAxis(line, k, BigInt(m));
    }
    this.line = line;
    this.dim = dim;
    this.closed = mode === 'closed';
    this.halfOpen = mode === 'half_open';
    this.s = line.s;
    this.interval = interval;
    let fast = !line.shifted;
    for (let k = 0; k < dim; k++) {
      const base = line.base[k] as Index;
      const p = start[k] as Place;
      this.cur[k] = relative(p.m, base);
      this.startOn[k] = p.on;
      const limit = limits[k];
      if (line.s[k] !== 0 && interval) {
        this.moving.push(k);
        this.last[k] = limit ? relative(limit.last, base) : (line.s[k] as number) * Number.POSITIVE_INFINITY;
        this.endOn[k] = limit ? limit.endOn : false;
      }
      const o = line.o[k];
      const P = line.P[k];
      const w = line.w[k];
      const E = line.E[k];
      const F = line.F[k];
      if (
        typeof o === 'number' &&
        typeof P === 'number' &&
        typeof w === 'number' &&
        typeof E === 'number' &&
        typeof F === 'number'
      ) {
        this.nums.push(o, P, w, E, F);
      } else fast = false;
    }
    this.fast = fast;
    this.flat2 = fast && dim === 2 && this.moving.length === 2 && !line.shifted;
  }

  /**
   * About how many events the walk has left (planes to cross on every
   * moving axis), +Infinity when an axis has no end: to choose between
   * walking and testing a short list of cells one by one.
   */
  length(): number {
    let n = 0;
    for (const k of this.moving)
      n += Math.abs((this.last[k] as number) - (this.started ? (this.next[k] as number) : (this.cur[k] as number))) + 1;
    return n;
  }

  /** The parameter of the event of cell `buf[i]` (its infimum), given the walk's first parameter (the start). */
  eventParam(i: number, startParam: GridParam): GridParam {
    const axis = this.evAxis[i] as number;
    return axis < 0 ? startParam : crossingParam(this.line, axis, this.evPlane[i] as number);
  }

  /** True when cells buf[i] and buf[j] first meet the line at the same event (at the same parameter). */
  sameEvent(i: number, j: number): boolean {
    return this.evAxis[i] === this.evAxis[j] && this.evPlane[i] === this.evPlane[j];
  }

  /**
   * Moves on by one event or more (up to about BATCH cells) and puts the
   * cells that first meet the line there in `buf[0]` to `buf[count − 1]`,
   * in traversal order, each with its event in `evAxis`, `evPlane`.
   * Possibly none. False when the walk was already over.
   */
  advance(): boolean {
    if (this.done) return false;
    this.count = 0;
    if (!this.started) {
      this.started = true;
      this.startEvent();
      return true;
    }
    if (this.flat2 && !this.constOn) {
      this.batch2();
      return true;
    }
    const moving = this.moving;
    const alive = this.alive;
    const cur = this.cur;
    const next = this.next;
    do {
      let best = -1;
      let mask = 0;
      for (let i = 0; i < moving.length; i++) {
        const k = moving[i] as number;
        if (!alive[k]) continue;
        if (best < 0) {
          best = k;
          mask = 1 << k;
          continue;
        }
        const c = this.order(k, best);
        if (c < 0) {
          best = k;
          mask = 1 << k;
        } else if (c === 0) mask |= 1 << k;
      }
      if (best < 0) {
        this.done = true;
        break;
      }
      const n = next[best] as number;
      this.eventAxis = best;
      this.eventPlane = n;
      if (mask !== 1 << best || this.constOn) {
        this.crossEvent(mask);
        continue;
      }
      // One axis crosses a plane and the line lies in no plane: in every
      // mode the one new cell is the stretch's next one, but at the end of
      // the line, where the open cell and the one half_open leaves going
      // down are never entered.
      const s = this.s[best] as number;
      const last = this.last[best] as number;
      const atEnd = n === last && (this.endOn[best] as boolean);
      cur[best] = s > 0 ? n : n - 1;
      next[best] = n + s;
      alive[best] = s > 0 ? n + s <= last : n + s >= last;
      if (!atEnd || this.closed || (this.halfOpen && s > 0)) this.emit(cur);
      if (atEnd) this.done = true;
    } while (this.count < BATCH && !this.done);
    return true;
  }

  /**
   * advance() for the commonest walk, a 2D line of numbers moving along both
   * axes: the same events as the general loop, with every value the loop
   * needs in a local variable (the general loop reads them from arrays at
   * every step; bench/grid.bench.ts times both on the same walks, and a
   * target of its report says whether this copy still pays). Ties (through
   * a vertex) go to crossEvent.
   */
  private batch2(): void {
    const v = this.nums;
    const [o0, P0, w0, E0, F0, o1, P1, w1, E1, F1] = v as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const s0 = this.s[0] as number;
    const s1 = this.s[1] as number;
    const last0 = this.last[0] as number;
    const last1 = this.last[1] as number;
    const end0 = this.endOn[0] as boolean;
    const end1 = this.endOn[1] as boolean;
    // At its last plane an axis gives a cell only when the line goes on, or the cell is closed, or half_open going up.
    const give0 = this.closed || (this.halfOpen && s0 > 0);
    const give1 = this.closed || (this.halfOpen && s1 > 0);
    const buf = this.buf;
    const track = this.track;
    const evAxis = this.evAxis;
    const evPlane = this.evPlane;
    let x = this.cur[0] as number;
    let y = this.cur[1] as number;
    let n0 = this.next[0] as number;
    let n1 = this.next[1] as number;
    let a0 = this.alive[0] as boolean;
    let a1 = this.alive[1] as boolean;
    let count = this.count;
    for (;;) {
      let axis: number;
      if (a0 && a1) {
        const f = gridCrossingFilter(o0, P0, n0, w0, E0, F0, o1, P1, n1, w1, E1, F1);
        let c = f > 0 === (s0 === s1) ? 1 : -1;
        if (f === 0) {
          this.next[0] = n0;
          this.next[1] = n1;
          c = this.exactOrder(0, 1);
        }
        if (c === 0) {
          // Through a vertex: the general event, on the state written back.
          this.cur[0] = x;
          this.cur[1] = y;
          this.alive[0] = a0;
          this.alive[1] = a1;
          this.count = count;
          this.eventAxis = 0;
          this.eventPlane = n0;
          this.crossEvent(3);
          x = this.cur[0] as number;
          y = this.cur[1] as number;
          n0 = this.next[0] as number;
          n1 = this.next[1] as number;
          a0 = this.alive[0] as boolean;
          a1 = this.alive[1] as boolean;
          count = this.count;
          if (this.done || count >= BATCH) break;
          continue;
        }
        axis = c < 0 ? 0 : 1;
      } else if (a0) axis = 0;
      else if (a1) axis = 1;
      else {
        this.done = true;
        break;
      }
      let atEnd: boolean;
      let give: boolean;
      const plane = axis === 0 ? n0 : n1;
      if (axis === 0) {
        atEnd = n0 === last0 && end0;
        give = !atEnd || give0;
        x = s0 > 0 ? n0 : n0 - 1;
        n0 += s0;
        a0 = s0 > 0 ? n0 <= last0 : n0 >= last0;
      } else {
        atEnd = n1 === last1 && end1;
        give = !atEnd || give1;
        y = s1 > 0 ? n1 : n1 - 1;
        n1 += s1;
        a1 = s1 > 0 ? n1 <= last1 : n1 >= last1;
      }
      if (give) {
        if (track) {
          evAxis[count] = axis;
          evPlane[count] = plane;
        }
        buf[count++] = [x, y];
      }
      if (atEnd) {
        this.done = true;
        break;
      }
      if (count >= BATCH) break;
    }
    this.cur[0] = x;
    this.cur[1] = y;
    this.next[0] = n0;
    this.next[1] = n1;
    this.alive[0] = a0;
    this.alive[1] = a1;
    this.count = count;
  }

  /** The order of the next crossings of moving axes j and k: -1 when j's comes first. */
  private order(j: number, k: number): number {
    if (this.fast) {
      const v = this.nums;
      const a = 5 * j;
      const b = 5 * k;
      const f = gridCrossingFilter(
        v[a] as number,
        v[a + 1] as number,
        this.next[j] as number,
        v[a + 2] as number,
        v[a + 3] as number,
        v[a + 4] as number,
        v[b] as number,
        v[b + 1] as number,
        this.next[k] as number,
        v[b + 2] as number,
        v[b + 3] as number,
        v[b + 4] as number,
      );
      if (f !== 0) return f > 0 === (this.s[j] === this.s[k]) ? 1 : -1;
    }
    return this.exactOrder(j, k);
  }

  /** order() when the filter cannot decide: the kernel's exact stages. */
  private exactOrder(j: number, k: number): number {
    const L = this.line;
    return crossingOrder(
      L.o[j] as Coordinate,
      L.P[j] as Coordinate,
      this.next[j] as number,
      L.w[j] as Coordinate,
      L.E[j] as Coordinate,
      L.F[j] as Coordinate,
      this.s[j] as number,
      L.o[k] as Coordinate,
      L.P[k] as Coordinate,
      this.next[k] as number,
      L.w[k] as Coordinate,
      L.E[k] as Coordinate,
      L.F[k] as Coordinate,
      this.s[k] as number,
    );
  }

  private startEvent(): void {
    let anyOn = false;
    let downOn = false;
    for (let k = 0; k < this.dim; k++) {
      const m = this.cur[k] as number;
      const on = this.startOn[k] as boolean;
      const s = this.s[k] as number;
      this.lo[k] = on ? m - 1 : m;
      this.hi[k] = m;
      if (!this.moving.includes(k)) {
        if (on) this.constOn = true;
        continue;
      }
      if (on) {
        anyOn = true;
        if (s < 0) {
          downOn = true;
          this.cur[k] = m - 1;
        }
      }
      const next = s > 0 ? m + 1 : on ? m - 1 : m;
      this.next[k] = next;
      this.alive[k] = s > 0 ? next <= (this.last[k] as number) : next >= (this.last[k] as number);
    }
    if (this.closed) this.emitBox(0);
    else if (this.halfOpen) {
      this.emit(this.hi);
      if (this.interval && downOn) this.emit(this.cur);
    } else if (!this.constOn && (this.interval || !anyOn)) this.emit(this.cur);
    if (!this.interval) this.done = true;
  }

  /** An event where several axes cross at once (through a grid edge or vertex), or where the line lies in a plane. */
  private crossEvent(mask: number): void {
    let atEnd = false;
    let up = false;
    let down = false;
    const moving = this.moving;
    for (const k of moving) {
      if (!(mask & (1 << k))) continue;
      if (this.next[k] === this.last[k] && this.endOn[k]) atEnd = true;
      if ((this.s[k] as number) > 0) up = true;
      else down = true;
    }
    if (this.closed) {
      for (const k of moving) {
        const crossing = (mask & (1 << k)) !== 0;
        const n = this.next[k] as number;
        this.lo[k] = crossing ? n - 1 : (this.cur[k] as number);
        this.hi[k] = crossing ? n : (this.cur[k] as number);
      }
      this.emitBox(mask);
    } else if (this.halfOpen && up) {
      for (const k of moving) this.hi[k] = mask & (1 << k) ? (this.next[k] as number) : (this.cur[k] as number);
      this.emit(this.hi);
    }
    for (const k of moving) {
      if (!(mask & (1 << k))) continue;
      const s = this.s[k] as number;
      const n = this.next[k] as number;
      this.cur[k] = s > 0 ? n : n - 1;
      this.next[k] = n + s;
      this.alive[k] = s > 0 ? n + s <= (this.last[k] as number) : n + s >= (this.last[k] as number);
    }
    if (!atEnd && (this.halfOpen ? down : !this.closed && !this.constOn)) this.emit(this.cur);
    if (atEnd) this.done = true;
  }

  /**
   * Emits, in index order, the cells of the box lo..hi (each axis one or two
   * slabs) except, when `mask` names the axes just crossed, the cells that
   * take the slab before the crossing on all of them (met before).
   */
  private emitBox(mask: number): void {
    const { lo, hi, cur } = this;
    const cell = [0, 0, 0];
    for (let a = lo[0] as number; a <= (hi[0] as number); a++) {
      cell[0] = a;
      for (let b = lo[1] as number; b <= (hi[1] as number); b++) {
        cell[1] = b;
        for (let c = this.dim === 2 ? 0 : (lo[2] as number); c <= (this.dim === 2 ? 0 : (hi[2] as number)); c++) {
          cell[2] = c;
          // Met before: every crossed axis still at its slab before the crossing.
          const old =
            mask !== 0 && (!(mask & 1) || a === cur[0]) && (!(mask & 2) || b === cur[1]) && (!(mask & 4) || c === cur[2]);
          if (!old) this.emit(cell);
        }
      }
    }
  }

  /** Puts the cell with walk indices `rel` in `buf` (its index given out: base added on shifted axes). */
  private emit(rel: readonly number[]): void {
    const L = this.line;
    let index: CellIndex;
    if (!L.shifted)
      index = this.dim === 2 ? [rel[0] as number, rel[1] as number] : [rel[0] as number, rel[1] as number, rel[2] as number];
    else {
      index = [];
      for (let k = 0; k < this.dim; k++) (index as Index[]).push(absolute(rel[k] as number, L.base[k] as Index));
    }
    if (this.track) {
      this.evAxis[this.count] = this.eventAxis;
      this.evPlane[this.count] = this.eventPlane;
    }
    this.buf[this.count++] = index;
  }
}

/** An index counted from `base`, as a number (a far limit that no walk reaches may round; ±Infinity stays). */
function relative(v: Index, base: Index): number {
  if (typeof v === 'number' && !Number.isFinite(v)) return v;
  if (typeof v === 'number' && typeof base === 'number') return v - base;
  return Number(BigInt(v) - BigInt(base));
}

/** A walk index plus its axis base, as a given-out index (a number when safe). */
function absolute(v: number, base: Index): Index {
  if (typeof base === 'number') return v + base;
  return toIndex(base + BigInt(v));
}
