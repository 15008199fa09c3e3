/*
 * The robustness census's child process (started by bench/overlayCensus.ts
 * as `node --import tsx bench/overlayCensusChild.ts`): it answers one
 * request at a time — a contender, an operation and its operands — with the
 * contender's answer read as polygons, or the message of what it threw. A
 * contender that hangs is the parent's to time out: it kills this process
 * and starts another.
 */
import type { GeoMultiPolygon, OverlayOperation } from './overlayPeers.js';
import { CONTENDERS } from './overlayPeers.js';

/** What the parent asks. */
export type CensusRequest = { id: number; contender: string; operation: OverlayOperation; operands: GeoMultiPolygon[] };
/** What the child answers: the answer's polygons (numbers), or the error's message. */
export type CensusReply = { id: number; polygons: unknown[] } | { id: number; error: string };
/** Sent once the contenders are loaded, before the first request. */
export const READY = 'ready';

function answer(request: CensusRequest): CensusReply {
  const contender = CONTENDERS.find((c) => c.name === request.contender);
  if (contender === undefined) return { id: request.id, error: `no contender ${request.contender}` };
  try {
    const prepared = contender.prepare(request.operation, request.operands);
    const polygons = prepared.polygons(prepared.run());
    // Plain arrays of numbers (structured clone keeps NaN and Infinity).
    return { id: request.id, polygons: Array.from(polygons, (p) => Array.from(p, (r) => Array.from(r, (q) => [q[0], q[1]]))) };
  } catch (e) {
    return { id: request.id, error: e instanceof Error ? e.message : String(e) };
  }
}

if (process.send !== undefined) {
  process.on('message', (request: CensusRequest) => process.send?.(answer(request)));
  process.send(READY);
}
