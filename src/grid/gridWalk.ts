import type { Coordinate } from '../core/coordinate.js';
import { gridCrossingFilter } from '../core/signs.js';
import type { CellIndex, GridMode } from './grid.js';
import type { GridLine, GridParam } from './gridLine.js';
import { crossingOrder, crossingParam, shiftAxis } from './gridLine.js';
import type { Index, Place } from './locate.js';

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
 * an axis whose start index is beyond 2^53, see shiftAxis).
 */

/** How far a moving axis goes: its last plane (a walk index, or ±Infinity for no end), and whether the line ends on it. */
export type Limit = { readonly last: Index; readonly endOn: boolean };

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A cell given out by a walk. */
export type WalkCell = { readonly index: CellIndex };

export class GridWalk {
  /** The cells that first meet the line at the current event, in traversal order: `buf[0]` to `buf[count − 1]`. */
  readonly buf: WalkCell[] = [];
  /** How many cells of `buf` belong to the current event. */
  count = 0;
  /** The axis whose crossing is the current event, -1 for the start. */
  eventAxis = -1;
  /** The plane (a walk index) crossed at the current event. */
  eventPlane = 0;
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

  constructor(line: GridLine, mode: GridMode, start: Place[], limits: (Limit | null)[], interval: boolean) {
    const dim = line.dim;
    // An axis whose start index is not a safe integer counts from it.
    for (let k = 0; k < dim; k++) {
      const m = (start[k] as Place).m;
      if (typeof m === 'bigint') line = shiftAxis(line, k, m);
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
      const values = [line.o[k], line.P[k], line.w[k], line.E[k], line.F[k]];
      for (const v of values) {
        if (typeof v === 'number') this.nums.push(v);
        else fast = false;
      }
    }
    this.fast = fast;
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

  /** The parameter of the current event, given the walk's first parameter (the start). */
  eventParam(startParam: GridParam): GridParam {
    return this.eventAxis < 0 ? startParam : crossingParam(this.line, this.eventAxis, this.eventPlane);
  }

  /**
   * Moves to the next event and puts the cells that first meet the line
   * there in `buf` (possibly none). False when the walk is over.
   */
  advance(): boolean {
    if (this.done) return false;
    this.count = 0;
    if (!this.started) {
      this.started = true;
      this.startEvent();
      return true;
    }
    const moving = this.moving;
    const alive = this.alive;
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
      return false;
    }
    const n = this.next[best] as number;
    this.eventAxis = best;
    this.eventPlane = n;
    if (mask !== 1 << best || this.constOn) {
      this.crossEvent(mask);
      return true;
    }
    // One axis crosses a plane and the line lies in no plane: in every mode
    // the one new cell is the stretch's next one, but at the end of the
    // line, where the open cell and the one half_open leaves going down are
    // never entered.
    const s = this.s[best] as number;
    const last = this.last[best] as number;
    const atEnd = n === last && (this.endOn[best] as boolean);
    this.cur[best] = s > 0 ? n : n - 1;
    this.next[best] = n + s;
    alive[best] = s > 0 ? n + s <= last : n + s >= last;
    if (!atEnd || this.closed || (this.halfOpen && s > 0)) this.emit(this.cur);
    if (atEnd) this.done = true;
    return true;
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
    this.buf[this.count++] = { index };
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
  const n = base + BigInt(v);
  return n >= -SAFE && n <= SAFE ? Number(n) : n;
}
