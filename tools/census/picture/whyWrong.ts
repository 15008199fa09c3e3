import type { Algorithm } from '../algorithms.js';
import type { Disagreement } from '../runCensus.js';
import { largestMagnitude } from '../scale.js';
import type { Scene } from './scene.js';
import { shortNumber } from './svg.js';

/**
 * One sentence, for a gallery card, on why the float answer is wrong: the
 * float code's own reason when it has one that decides the case (a
 * tolerance, a known bug), else what the exact geometry is (they touch at
 * one point, they are this far apart) and where the float code rounds, or,
 * at scales where products of coordinates underflow or overflow, that.
 *
 * ```ts
 * whyWrong(d, algorithmNamed(d.algorithm), caseScene(d, alg));
 * // 'Exactly, the segment touches the box at a single point (t_enter = t_exit); the float code multiplies by ...'
 * ```
 */
export function whyWrong(d: Disagreement, alg: Algorithm, scene: Scene): string {
  if (d.category === 'error')
    return `The float code gave no answer (${d.note ?? 'NaN'}): an infinity or a NaN came out of its arithmetic.`;
  const own = alg.particular?.(d.case as never);
  if (own !== undefined) return own;
  // Beyond 1e±154 products of two coordinates leave the normal doubles: not rounding alone any more.
  const m = largestMagnitude(d.case);
  const how =
    m > 0 && (m < 1e-154 || m > 1e154)
      ? `at this scale (coordinates near ${shortNumber(m)}) the float code's arithmetic ${m < 1 ? 'underflows' : 'overflows'}`
      : `the float code ${alg.rounding ?? 'computes in rounded doubles'}`;
  const gap = scene.gap ?? 0;
  const apart = `${shortNumber(gap)} (${shortNumber(gap / scene.ulp)} ulp)`;
  const exactHit = alg.isHit(d.exact);
  switch (d.case.kind) {
    case 'triple':
      if (exactHit) return `c lies exactly on the line a–b, but ${how}, and what is left of their difference is not 0.`;
      if (d.float !== null && alg.isHit(d.float))
        return `c lies ${apart} off the line a–b, less than the rounding error: ${how}, and they round to the same value.`;
      return `c lies ${apart} off the line a–b, less than the rounding error: ${how}, and the rounding flips the sign.`;
    case 'segments':
      if (exactHit)
        return `Exactly, the segments meet at the ringed point; ${how}, and the rounding puts an end on the wrong side.`;
      return `Exactly, the segments are ${apart} apart; ${how}, and the rounding puts an end on the line of the other.`;
    case 'segmentBox':
    case 'rayBox':
    case 'segmentCuboid': {
      const what = d.case.kind === 'rayBox' ? 'ray' : 'segment';
      const solid = d.case.kind === 'segmentCuboid' ? 'cuboid' : 'box';
      if (!exactHit)
        return `Exactly, the ${what} passes ${apart} outside the ${solid}; ${how}, and the rounding closes the gap, so it reports a hit.`;
      if (scene.contact === 'point')
        return `Exactly, the ${what} touches the ${solid} at a single point (t_enter = t_exit); ${how}, and t_enter rounds above t_exit, so it reports a miss.`;
      return `Exactly, the ${what} enters the ${solid} at the ringed point; ${how}, and the rounding puts it outside, so it reports a miss.`;
    }
    case 'gridSegment':
    case 'pixelSegment': {
      const wrongCells =
        d.category === 'miss'
          ? 'skips a cell the segment passes through'
          : d.category === 'falseHit'
            ? 'lists a cell the segment never reaches'
            : 'skips one cell and lists another';
      return `Exactly, the segment's cells are the green ones; ${how}, and where it passes a grid vertex or runs along a grid line the walk ${wrongCells}.`;
    }
    case 'rayTriangle':
    case 'rayMesh':
      if (exactHit)
        return `Exactly, the ray meets the triangle at the ringed point (on an edge or a vertex); ${how}, and a barycentric coordinate rounds below 0, so the ray slips through.`;
      return `Exactly, the ray passes outside the triangle; ${how}, and a barycentric coordinate rounds up to 0, so it reports a hit.`;
    case 'trianglePair':
      if (exactHit)
        return `Exactly, the triangles share the ringed point; ${how}, and a signed distance rounds away from 0, so it reports them apart.`;
      return `Exactly, the triangles are ${apart} apart; ${how}, and the rounding closes the gap.`;
    case 'pointPolygon':
      if (exactHit)
        return `Exactly, p lies in the polygon or on its boundary (the ringed point is the nearest boundary point); ${how}, and the crossing's x rounds to the wrong side of p, so an edge is counted wrongly.`;
      return `Exactly, p lies outside the polygon; ${how}, and the crossing's x rounds to the wrong side of p, so an edge is counted wrongly.`;
    case 'polygonRings':
      return `Exactly, the area has the sign shown; ${how}, and the products of the shoelace sum cancel, so what is left is rounding.`;
    case 'hullPoints':
      return `Exactly, the hull is the green polygon; ${how}, and the turn at a nearly collinear point rounds the wrong way, so the chain drops or keeps a vertex.`;
    case 'segmentSet':
      if (alg.name === 'snapRoundFloat')
        return `Exactly snapped, the polylines meet only at shared vertices; ${how}, and a point a hair from a pixel edge rounds into the next pixel, which makes a new crossing.`;
      return `Exactly, ${alg.describe(d.exact)}; ${how}, and a crossing computed in doubles falls off its segments or behind the sweep, so pairs are lost or made up.`;
  }
}
