/*
 * Every value the package constructs, each a quotient of polynomials in its
 * inputs written once. tools/kernel/generate.ts turns each into
 * src/core/generated/<name>.ts: the values' nearest doubles in
 * double-double arithmetic with derived bounds (valueAnalysis.ts), and
 * their exact fractions in BigInt.
 */
import type { Builder, Node } from './expr.js';
import type { ValueSpec } from './spec.js';

/** p_x·q_y − p_y·q_x for leaves p, q. */
function minor(b: Builder, px: Node, py: Node, qx: Node, qy: Node): Node {
  return b.sub(b.mul(px, qy), b.mul(py, qx));
}

export const valueSpecs: ValueSpec[] = [
  {
    name: 'crossingPoint',
    summary: 'the crossing X = p + (N/D)·(q − p) of the lines through p→q and u→v',
    inputs: ['px', 'py', 'qx', 'qy', 'ux', 'uy', 'vx', 'vy'],
    values: ['x', 'y'],
    build: (b) => {
      const rx = b.d('qx', 'px');
      const ry = b.d('qy', 'py');
      const wx = b.d('vx', 'ux');
      const wy = b.d('vy', 'uy');
      const D = b.named('D', minor(b, rx, ry, wx, wy));
      const N = b.named('N', minor(b, b.d('ux', 'px'), b.d('uy', 'py'), wx, wy));
      return { nums: [b.add(b.mul(b.in('px'), D), b.mul(N, rx)), b.add(b.mul(b.in('py'), D), b.mul(N, ry))], den: D };
    },
  },
  {
    name: 'lineParam',
    summary: 'the parameter t = (a − b)/(c − d) of a slab or clipping bound',
    inputs: ['a', 'b', 'c', 'd'],
    values: ['t'],
    build: (b) => ({ nums: [b.d('a', 'b')], den: b.d('c', 'd') }),
  },
  {
    name: 'linePoint',
    summary: 'a coordinate p + t·(e − f) of the point of the line p + t·(e − f) at t = (a − b)/(c − d)',
    inputs: ['p', 'e', 'f', 'a', 'b', 'c', 'd'],
    values: ['x'],
    build: (b) => {
      const den = b.d('c', 'd');
      return { nums: [b.add(b.mul(b.in('p'), den), b.mul(b.d('a', 'b'), b.d('e', 'f')))], den };
    },
  },
];
