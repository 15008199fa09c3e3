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
  {
    name: 'gridParam',
    summary: 'the parameter t = ((a − b) + n·w)/(c − d) at which a line crosses a grid plane (or any parameter of a grid walk)',
    inputs: ['a', 'b', 'n', 'w', 'c', 'd'],
    values: ['t'],
    build: (b) => ({ nums: [gridNumerator(b)], den: b.d('c', 'd') }),
  },
  {
    name: 'gridPoint',
    summary: 'a coordinate P + t·(E − F) of the point of the line P + t·(E − F) over a grid at t = ((a − b) + n·w)/(c − d)',
    inputs: ['P', 'E', 'F', 'a', 'b', 'n', 'w', 'c', 'd'],
    values: ['x'],
    build: (b) => {
      const den = b.d('c', 'd');
      return { nums: [b.add(b.mul(b.in('P'), den), b.mul(gridNumerator(b), b.d('E', 'F')))], den };
    },
  },
  planeHit(false),
  planeHit(true),
  {
    name: 'barycentric',
    summary:
      'the barycentric coordinates of x in the triangle a, b, c of the plane: orient2d(x, b, c), orient2d(a, x, c) and orient2d(a, b, x) over orient2d(a, b, c)',
    inputs: ['ax', 'ay', 'bx', 'by', 'cx', 'cy', 'xx', 'xy'],
    values: ['alpha', 'beta', 'gamma'],
    build: (b) => {
      const orient = (p: string, q: string, r: string) =>
        minor(b, b.d(`${q}x`, `${p}x`), b.d(`${q}y`, `${p}y`), b.d(`${r}x`, `${p}x`), b.d(`${r}y`, `${p}y`));
      return { nums: [orient('x', 'b', 'c'), orient('a', 'x', 'c'), orient('a', 'b', 'x')], den: orient('a', 'b', 'c') };
    },
  },
  {
    name: 'coplanarParam',
    summary:
      "where the line p + t·(wa − wb) of a triangle's plane crosses the line of its edge e0 → e1 (in the projection): t = ((e1 − e0) × (e0 − p))/((e1 − e0) × (wa − wb))",
    inputs: ['e0x', 'e0y', 'e1x', 'e1y', 'px', 'py', 'wax', 'way', 'wbx', 'wby'],
    values: ['t'],
    build: (b) => coplanar(b),
  },
  {
    name: 'coplanarPoint',
    summary:
      "a coordinate s + t·(e − f) of the point where the line of a triangle's plane crosses the line of an edge, at t of coplanarParam",
    inputs: ['e0x', 'e0y', 'e1x', 'e1y', 'px', 'py', 'wax', 'way', 'wbx', 'wby', 's', 'e', 'f'],
    values: ['x'],
    build: (b) => {
      const { nums, den } = coplanar(b);
      return { nums: [b.add(b.mul(b.in('s'), den), b.mul(nums[0] as Node, b.d('e', 'f')))], den };
    },
  },
];

/** n = (b − a) × (c − a) for the inputs a, b, c (the orientation kernels' normal). */
function normal(b: Builder): [Node, Node, Node] {
  const [bx, by, bz] = [b.d('bx', 'ax'), b.d('by', 'ay'), b.d('bz', 'az')];
  const [cx, cy, cz] = [b.d('cx', 'ax'), b.d('cy', 'ay'), b.d('cz', 'az')];
  return [b.named('nx', b.det2(by, bz, cy, cz)), b.named('ny', b.det2(bz, bx, cz, cx)), b.named('nz', b.det2(bx, by, cx, cy))];
}

/** n·v. */
function dot(b: Builder, [nx, ny, nz]: [Node, Node, Node], [vx, vy, vz]: [Node, Node, Node]): Node {
  return b.add(b.add(b.mul(vx, nx), b.mul(vy, ny)), b.mul(vz, nz));
}

/** coplanarParam's t = P/Q: P = (e1 − e0) × (e0 − p), Q = (e1 − e0) × (wa − wb). */
function coplanar(b: Builder): { nums: Node[]; den: Node } {
  const ux = b.d('e1x', 'e0x');
  const uy = b.d('e1y', 'e0y');
  const P = b.named('F', minor(b, ux, uy, b.d('e0x', 'px'), b.d('e0y', 'py')));
  return { nums: [P], den: b.named('G', minor(b, ux, uy, b.d('wax', 'wbx'), b.d('way', 'wby'))) };
}

/**
 * Where a segment p → q (or the ray p + t·d) crosses the plane through a,
 * b, c: t = G/H and the point (p·H + G·w)/H, w = q − p (or d), with
 * G = g(p) = n·(p − a) over H = n·(p − q) for a segment, G = n·(a − p) over
 * H = n·d for a ray.
 */
function planeHit(ray: boolean): ValueSpec {
  const e = ray ? 'd' : 'q';
  return {
    name: ray ? 'rayPlane' : 'segmentPlane',
    summary: ray
      ? 'where the ray p + t·d crosses the plane through a, b, c: t = n·(a − p)/(n·d), n = (b − a) × (c − a), and the point p + t·d'
      : 'where the segment p → q crosses the plane through a, b, c: t = g(p)/(g(p) − g(q)) for g(x) = n·(x − a), n = (b − a) × (c − a), and the point p + t·(q − p)',
    inputs: ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'px', 'py', 'pz', `${e}x`, `${e}y`, `${e}z`],
    values: ['t', 'x', 'y', 'z'],
    build: (b) => {
      const n = normal(b);
      const axes = ['x', 'y', 'z'];
      const [from, to] = ray ? ['a', 'p'] : ['p', 'a'];
      const G = b.named('G', dot(b, n, axes.map((k) => b.d(`${from}${k}`, `${to}${k}`)) as [Node, Node, Node]));
      const H = b.named('H', dot(b, n, axes.map((k) => (ray ? b.in(`d${k}`) : b.d(`p${k}`, `q${k}`))) as [Node, Node, Node]));
      const at = (k: string) => b.add(b.mul(b.in(`p${k}`), H), b.mul(G, ray ? b.in(`d${k}`) : b.d(`q${k}`, `p${k}`)));
      return { nums: [G, ...axes.map(at)], den: H };
    },
  };
}

/** (a − b) + n·w: the numerator of a grid parameter, named N. */
function gridNumerator(b: Builder): Node {
  return b.named('N', b.add(b.d('a', 'b'), b.mul(b.in('n'), b.in('w'))));
}
