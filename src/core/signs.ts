/**
 * The kernel's sign entries on flat coordinates, for the package's own
 * predicates and constructions: every sign a predicate needs is asked here,
 * never computed in place. The arguments are validated coordinates (finite
 * numbers, bigints or Rationals); the answers are exact. Each entry is
 * generated from one polynomial (tools/kernel/specs.ts).
 */
export { compareCoord } from './coordinate.js';
export { compareDistance2Sign } from './generated/compareDistance2.js';
export { compareDistance3Sign } from './generated/compareDistance3.js';
export { crossingCompareSign } from './generated/crossingCompare.js';
export { crossingOffsetSign } from './generated/crossingOffset.js';
export { crossingOrientSign } from './generated/crossingOrient.js';
export { det2Sign, det2Value } from './generated/det2.js';
export { gridCrossingFilter, gridCrossingSign } from './generated/gridCrossing.js';
export { gridSideFilter, gridSideSign } from './generated/gridSide.js';
export { incircleSign } from './generated/incircle.js';
export { insphereSign } from './generated/insphere.js';
export { orient2dAt, orient2dFilter, orient2dSign, orient2dValue } from './generated/orient2d.js';
export { orient3dSign, orient3dValue } from './generated/orient3d.js';
export { orient3dDirSign, orient3dDirValue } from './generated/orient3dDir.js';
export type { Sign } from './sign.js';
export { UNDECIDED } from './sign.js';
