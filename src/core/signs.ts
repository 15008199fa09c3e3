/**
 * The kernel's door: every sign the package's predicates and constructions
 * need is asked here, never computed in place, and nothing outside src/core
 * imports src/core/generated (a lint rule in biome.json). Each entry is
 * generated from one polynomial (tools/kernel/specs.ts), in the forms its
 * callers need:
 * - `${name}Sign`: validated coordinates (finite numbers, bigints,
 *   Rationals), the exact sign;
 * - `${name}Points`: points as the public predicates take them, read once
 *   and validated with errors naming the function;
 * - `${name}Filter`, `${name}FilterPoints`, `orient2dPairFilter`: the filter
 *   alone, for a caller holding doubles (proven value or sign, else 0);
 * - `${name}At`: values in a Float64Array; `${name}Stored`: values at
 *   indices of a segment set's flat coordinates (the sweep's comparisons);
 *   `${name}Flat`: robust-predicates' argument lists.
 * The exact values of these polynomials, as Rationals for constructions,
 * are asked at values.ts (`${name}Value`): nothing here imports the
 * Rational class, so that a bundle of predicates alone leaves it out.
 */
export { compareCoord } from './coordinate.js';
export { compareDistance2Points, compareDistance2Sign } from './generated/compareDistance2.js';
export { compareDistance3Points, compareDistance3Sign } from './generated/compareDistance3.js';
export { crossingCompareSign, crossingCompareStored } from './generated/crossingCompare.js';
export { crossingOffsetSign, crossingOffsetStored } from './generated/crossingOffset.js';
export { crossingOrientSign, crossingOrientStored } from './generated/crossingOrient.js';
export { det2Sign, det2Stored } from './generated/det2.js';
export { gridCrossingFilter, gridCrossingSign } from './generated/gridCrossing.js';
export { gridSideFilter, gridSideSign } from './generated/gridSide.js';
export { incircleFilter, incircleFlat, incirclePoints, incircleSign } from './generated/incircle.js';
export { insphereFlat, inspherePoints, insphereSign } from './generated/insphere.js';
export {
  orient2dAt,
  orient2dFilter,
  orient2dFilterRounded,
  orient2dFlat,
  orient2dPairFilter,
  orient2dPoints,
  orient2dSign,
  orient2dStored,
} from './generated/orient2d.js';
export { orient3dFilterPoints, orient3dFlat, orient3dPoints, orient3dSign } from './generated/orient3d.js';
export { orient3dDirFilterPoints, orient3dDirSign } from './generated/orient3dDir.js';
export type { Sign } from './sign.js';
export { UNDECIDED } from './sign.js';
