import * as fc from 'fast-check';
import type { CoordinateKind } from '../../src/arbitraries/index.js';
import {
  box2,
  box3,
  ray2,
  ray3,
  rayGrazingBoxFace,
  rayNearBox,
  segment2,
  segment3,
  segmentInBoxFace,
  segmentNearBox,
  segmentThroughBoxCorner,
  segmentThroughBoxEdge,
  touchingSegmentBox,
} from '../../src/arbitraries/index.js';
import type { Box } from '../../src/core/box.js';
import type { Point, Segment } from '../../src/core/coordinate.js';
import type { Family } from './families.js';

/** A segment with a box, either dimension. */
export type SegBox = { readonly segment: Segment; readonly box: Box };
/** A ray with a box, either dimension. */
export type RayBox = { readonly origin: Point; readonly dir: Point; readonly box: Box };

const loose = <T>(arb: fc.Arbitrary<unknown>) => arb as fc.Arbitrary<T>;

/** Segment–box families of one dimension, in the given coordinate kinds for the near-box family. */
export function segmentBoxFamilies(dim: 2 | 3, nearKinds: readonly CoordinateKind[]): Family<SegBox>[] {
  const d = { dim } as { dim: 2 };
  const free = dim === 2 ? fc.record({ segment: segment2(), box: box2() }) : fc.record({ segment: segment3(), box: box3() });
  return [
    ...nearKinds.map((k) => [`near box ${k}`, loose<SegBox>(segmentNearBox({ ...d, coordinates: k }))] as const),
    ['free mixed', loose<SegBox>(free)],
    ['touching the boundary', loose<SegBox>(touchingSegmentBox(d))],
    ['in a face', loose<SegBox>(segmentInBoxFace(d))],
    ['through a corner', loose<SegBox>(segmentThroughBoxCorner(d))],
    ['through an edge', loose<SegBox>(segmentThroughBoxEdge(d))],
    ['zero length', loose<SegBox>(segmentNearBox(d).map(({ segment, box }) => ({ segment: [segment[0], segment[0]], box })))],
  ];
}

/** Ray–box families of one dimension. */
export function rayBoxFamilies(dim: 2 | 3, nearKinds: readonly CoordinateKind[]): Family<RayBox>[] {
  const d = { dim } as { dim: 2 };
  const free = (dim === 2 ? fc.tuple(ray2(), box2()) : fc.tuple(ray3(), box3())).map(([r, box]) => ({ ...r, box }));
  return [
    ...nearKinds.map((k) => [`near box ${k}`, loose<RayBox>(rayNearBox({ ...d, coordinates: k }))] as const),
    ['free mixed', loose<RayBox>(free)],
    ['grazing a face', loose<RayBox>(rayGrazingBoxFace(d))],
    ['grazing a face, double', loose<RayBox>(rayGrazingBoxFace({ ...d, coordinates: 'double' }))],
  ];
}
