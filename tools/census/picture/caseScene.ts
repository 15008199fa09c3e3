import type { Algorithm } from '../algorithms.js';
import type { Disagreement } from '../runCensus.js';
import { cuboidScene } from './cuboidScene.js';
import { gridScene } from './gridScene.js';
import { polygonScene } from './polygonScene.js';
import { rayBoxScene } from './rayBoxScene.js';
import type { Scene } from './scene.js';
import { segmentBoxScene } from './segmentBoxScene.js';
import { segmentSetScene } from './segmentSetScene.js';
import { segmentsScene } from './segmentsScene.js';
import { triangleScene } from './triangleScene.js';
import { tripleScene } from './tripleScene.js';

/**
 * The scene of one disagreement: what to draw and where to zoom.
 *
 * ```ts
 * const scene = caseScene(disagreement, algorithmNamed(disagreement.algorithm));
 * scene.focusWhat; // 'the single point where they touch'
 * ```
 */
export function caseScene(d: Disagreement, alg: Algorithm): Scene {
  switch (d.case.kind) {
    case 'triple':
      return tripleScene(d);
    case 'segments':
      return segmentsScene(d);
    case 'segmentBox':
      return segmentBoxScene(d, alg);
    case 'rayBox':
      return rayBoxScene(d, alg);
    case 'segmentCuboid':
      return cuboidScene(d);
    case 'gridSegment':
    case 'pixelSegment':
      return gridScene(d);
    case 'rayTriangle':
    case 'rayMesh':
    case 'trianglePair':
      return triangleScene(d, alg);
    case 'segmentSet':
      return segmentSetScene(d, alg);
    case 'pointPolygon':
    case 'polygonRings':
    case 'hullPoints':
      return polygonScene(d);
  }
}
