/*
 * Every sign the package decides, each written once as a polynomial in its
 * input coordinates. tools/kernel/generate.ts turns each into
 * src/core/generated/<name>.ts: a filter with a derived error bound, exact
 * stages in doubles, BigInt, and the dispatch between them.
 *
 * Leaves are differences of two inputs (`b.d(x, y)` is x − y, rounded once
 * in doubles) or inputs themselves; write the polynomial the way it should
 * be evaluated, since the filter's error bound follows the tree.
 */
import type { Builder, Node } from './expr.js';
import type { KernelSpec } from './spec.js';

/** p_x·q_y − p_y·q_x for leaves p, q (2×2 minor of the xy columns). */
function minor(b: Builder, px: Node, py: Node, qx: Node, qy: Node): Node {
  return b.sub(b.mul(px, qy), b.mul(py, qx));
}

/** ((b − a) × (c − a)) · v for the inputs a, b, c (by name) and leaves v, the tree orient3d evaluates. */
function tripleProduct(b: Builder, [vx, vy, vz]: [Node, Node, Node]): Node {
  const [bx, by, bz] = [b.d('bx', 'ax'), b.d('by', 'ay'), b.d('bz', 'az')];
  const [cx, cy, cz] = [b.d('cx', 'ax'), b.d('cy', 'ay'), b.d('cz', 'az')];
  // n = (b − a) × (c − a), the plane's normal.
  const nx = b.named('nx', b.det2(by, bz, cy, cz));
  const ny = b.named('ny', b.det2(bz, bx, cz, cx));
  const nz = b.named('nz', b.det2(bx, by, cx, cy));
  return b.add(b.add(b.mul(vx, nx), b.mul(vy, ny)), b.mul(vz, nz));
}

/**
 * The crossing of segments p→q and u→v: X = p + (N/D)·r with r = q − p,
 * w = v − u, D = r × w and N = (u − p) × w. Returns [D, N] as nodes.
 */
function crossing(b: Builder, s: string): [Node, Node] {
  const [px, py, qx, qy, ux, uy, vx, vy] = ['px', 'py', 'qx', 'qy', 'ux', 'uy', 'vx', 'vy'].map((n) => `${n}${s}`) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const wx = b.d(vx, ux);
  const wy = b.d(vy, uy);
  return [
    b.named(`D${s}`, minor(b, b.d(qx, px), b.d(qy, py), wx, wy)),
    b.named(`N${s}`, minor(b, b.d(ux, px), b.d(uy, py), wx, wy)),
  ];
}

/** The places of a segment's four coordinates in a segment set's flat coordinates, from its group g (for `stored`). */
function segmentAt(g: string): string[] {
  return [g, `${g}+1`, `${g}+2`, `${g}+3`];
}

/** The inputs of one crossing, segment p→q and segment u→v, with the suffix s. */
function crossingInputs(s: string): string[] {
  return ['px', 'py', 'qx', 'qy', 'ux', 'uy', 'vx', 'vy'].map((n) => `${n}${s}`);
}

export const specs: KernelSpec[] = [
  {
    name: 'det2',
    summary: '(a − b)·(c − d) − (e − f)·(g − h)',
    inputs: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    build: (b) => b.sub(b.mul(b.d('a', 'b'), b.d('c', 'd')), b.mul(b.d('e', 'f'), b.d('g', 'h'))),
    value: true,
    at: true,
    stored: { at: ['s+2', 's', 't+3', 't+1', 's+3', 's+1', 't+2', 't'], swap: false },
    example: { args: '1, 0, 1, 0, 0, 0, 0, 0', sign: 1 },
  },
  {
    name: 'orient2d',
    summary: '(b − a) × (c − a): positive when a, b, c turn counterclockwise',
    inputs: ['ax', 'ay', 'bx', 'by', 'cx', 'cy'],
    build: (b) => b.sub(b.mul(b.d('bx', 'ax'), b.d('cy', 'ay')), b.mul(b.d('by', 'ay'), b.d('cx', 'ax'))),
    value: true,
    points: ['a', 'b', 'c'],
    at: true,
    pairFilter: true,
    flat: {
      factor: -1,
      fn: 'orient2d',
      doc: "robust-predicates' orient2d: positive when a, b, c turn clockwise in y-up coordinates (counterclockwise on a y-down screen), negative the other way, 0 when collinear.",
    },
    stored: { at: [...segmentAt('s'), 'p', 'p+1'], swap: false },
    example: { args: '0, 0, 1, 0, 0, 1', sign: 1 },
  },
  {
    name: 'orient3d',
    summary: '((b − a) × (c − a)) · (d − a): positive when d sees a, b, c counterclockwise',
    inputs: ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz'],
    build: (b) => tripleProduct(b, [b.d('dx', 'ax'), b.d('dy', 'ay'), b.d('dz', 'az')]),
    value: true,
    points: ['a', 'b', 'c', 'd'],
    filterPoints: true,
    flat: {
      factor: -1,
      fn: 'orient3d',
      doc: "robust-predicates' orient3d: positive when d lies below the plane through a, b, c (the side from which a, b, c appear clockwise), negative above, 0 when coplanar: minus this package's orient3d.",
    },
    example: { args: '0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1', sign: 1 },
  },
  {
    name: 'incircle',
    summary: 'the incircle determinant: positive when d lies inside the circle through a, b, c turning counterclockwise',
    inputs: ['ax', 'ay', 'bx', 'by', 'cx', 'cy', 'dx', 'dy'],
    build: (b) => {
      const [ax, ay] = [b.d('ax', 'dx'), b.d('ay', 'dy')];
      const [bx, by] = [b.d('bx', 'dx'), b.d('by', 'dy')];
      const [cx, cy] = [b.d('cx', 'dx'), b.d('cy', 'dy')];
      // |p − d|² (the lift of p) and the cross products (p − d) × (q − d).
      const lift = (p: string, x: Node, y: Node): Node => b.named(`L${p}`, b.add(b.sq(x), b.sq(y)));
      const cross = (pq: string, px: Node, py: Node, qx: Node, qy: Node): Node => b.named(`C${pq}`, minor(b, px, py, qx, qy));
      return b.add(
        b.add(b.mul(lift('a', ax, ay), cross('bc', bx, by, cx, cy)), b.mul(lift('b', bx, by), cross('ca', cx, cy, ax, ay))),
        b.mul(lift('c', cx, cy), cross('ab', ax, ay, bx, by)),
      );
    },
    points: ['a', 'b', 'c', 'd'],
    flat: {
      factor: 1,
      fn: 'incircle',
      doc: "robust-predicates' incircle: positive when d lies inside the circle through a, b, c if they turn counterclockwise in y-up coordinates (the sign flips with their order), negative outside, 0 when cocircular.",
    },
    example: { args: '0, 0, 2, 0, 0, 2, 1, 1', sign: 1 },
  },
  {
    name: 'insphere',
    summary:
      'minus the 4×4 determinant of rows (p − e, |p − e|²) for p = a, b, c, d: positive when e lies inside the sphere through a, b, c, d and orient3d(a, b, c, d) is positive',
    inputs: ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz', 'ex', 'ey', 'ez'],
    build: (b) => {
      const p = (n: string): [Node, Node, Node] => [b.d(`${n}x`, 'ex'), b.d(`${n}y`, 'ey'), b.d(`${n}z`, 'ez')];
      const pts = { a: p('a'), b: p('b'), c: p('c'), d: p('d') };
      type Key = keyof typeof pts;
      const xy = (u: Key, v: Key): Node => b.named(`M${u}${v}`, minor(b, pts[u][0], pts[u][1], pts[v][0], pts[v][1]));
      // D(u, v, w) = u_z·m(v, w) − v_z·m(u, w) + w_z·m(u, v), m the xy minor.
      const d3 = (u: Key, v: Key, w: Key): Node =>
        b.named(
          `D${u}${v}${w}`,
          b.add(b.sub(b.mul(pts[u][2], xy(v, w)), b.mul(pts[v][2], xy(u, w))), b.mul(pts[w][2], xy(u, v))),
        );
      const lift = (u: Key): Node => b.named(`L${u}`, b.add(b.add(b.sq(pts[u][0]), b.sq(pts[u][1])), b.sq(pts[u][2])));
      return b.sub(
        b.add(b.mul(lift('a'), d3('b', 'c', 'd')), b.mul(lift('c'), d3('a', 'b', 'd'))),
        b.add(b.mul(lift('b'), d3('a', 'c', 'd')), b.mul(lift('d'), d3('a', 'b', 'c'))),
      );
    },
    points: ['a', 'b', 'c', 'd', 'e'],
    flat: {
      factor: 1,
      fn: 'insphere',
      doc: "robust-predicates' insphere: positive when e lies inside the sphere through a, b, c, d if this package's orient3d(a, b, c, d) is positive (the sign flips with their order), negative outside, 0 when cospherical.",
    },
    example: { args: '0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.25, 0.25, 0.25', sign: 1 },
  },
  {
    name: 'compareDistance2',
    summary: '|p − a|² − |p − b|² in 2D: negative when a is nearer to p',
    inputs: ['px', 'py', 'ax', 'ay', 'bx', 'by'],
    build: (b) => b.sub(b.add(b.sq(b.d('px', 'ax')), b.sq(b.d('py', 'ay'))), b.add(b.sq(b.d('px', 'bx')), b.sq(b.d('py', 'by')))),
    points: ['p', 'a', 'b'],
    example: { args: '0, 0, 1, 0, 0, 2', sign: -1 },
  },
  {
    name: 'compareDistance3',
    summary: '|p − a|² − |p − b|² in 3D: negative when a is nearer to p',
    inputs: ['px', 'py', 'pz', 'ax', 'ay', 'az', 'bx', 'by', 'bz'],
    build: (b) => {
      const d2 = (q: string): Node => b.add(b.add(b.sq(b.d('px', `${q}x`)), b.sq(b.d('py', `${q}y`))), b.sq(b.d('pz', `${q}z`)));
      return b.sub(d2('a'), d2('b'));
    },
    points: ['p', 'a', 'b'],
    example: { args: '0, 0, 0, 1, 0, 0, 0, 0, 2', sign: -1 },
  },
  {
    name: 'orient3dDir',
    summary:
      '((b − a) × (c − a)) · d for a direction d: orient3d(a, b, c, a + d) without rounding a + d; positive when d points to the side from which a, b, c turn counterclockwise',
    inputs: ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz'],
    // orient3d's tree with the leaves d − a replaced by d itself, so that a caller
    // inlining both filters computes their shared cross product once.
    build: (b) => tripleProduct(b, [b.in('dx'), b.in('dy'), b.in('dz')]),
    value: true,
    points: ['a', 'b', 'c', 'd'],
    filterPoints: true,
    example: { args: '0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1', sign: 1 },
  },
  {
    name: 'gridSide',
    summary: '(x − o) − n·w: the side of the grid plane o + n·w on which the coordinate x lies',
    inputs: ['x', 'o', 'n', 'w'],
    build: (b) => b.sub(b.d('x', 'o'), b.mul(b.in('n'), b.in('w'))),
    example: { args: '2.5, 0, 2, 1', sign: 1 },
  },
  {
    name: 'gridCrossing',
    summary:
      'N₁·D₂ − N₂·D₁ with Nᵢ = (aᵢ − bᵢ) + nᵢ·wᵢ and Dᵢ = cᵢ − dᵢ: the order of two parameters tᵢ = Nᵢ/Dᵢ at which a line crosses grid planes (times the signs of D₁ and D₂)',
    inputs: ['a1', 'b1', 'n1', 'w1', 'c1', 'd1', 'a2', 'b2', 'n2', 'w2', 'c2', 'd2'],
    build: (b) => {
      const n = (i: number): Node => b.add(b.d(`a${i}`, `b${i}`), b.mul(b.in(`n${i}`), b.in(`w${i}`)));
      return b.sub(b.mul(n(1), b.d('c2', 'd2')), b.mul(n(2), b.d('c1', 'd1')));
    },
    example: { args: '0, 0, 1, 1, 2, 0, 0, 0, 1, 1, 3, 0', sign: 1 },
  },
  {
    name: 'crossingOffset',
    summary:
      'D·(X − a) for the crossing X of the lines through p→q and u→v, D = (q − p) × (v − u): its sign times the sign of D is the sign of X − a',
    inputs: [...crossingInputs(''), 'a'],
    build: (b) => {
      const [D, N] = crossing(b, '');
      return b.add(b.mul(b.d('px', 'a'), D), b.mul(N, b.d('qx', 'px')));
    },
    stored: { at: [...segmentAt('pq'), ...segmentAt('uv'), 'a'], swap: true },
    example: { args: '0, 0, 2, 2, 0, 2, 2, 0, 0.5', sign: -1 },
  },
  {
    name: 'crossingCompare',
    summary:
      'D₁·D₂·(X₁ − X₂) for the crossings X₁ of p₁→q₁ with u₁→v₁ and X₂ of p₂→q₂ with u₂→v₂: its sign times the sign of D₁·D₂ is the sign of X₁ − X₂',
    inputs: [...crossingInputs('1'), ...crossingInputs('2')],
    build: (b) => {
      const [D1, N1] = crossing(b, '1');
      const [D2, N2] = crossing(b, '2');
      const first = b.add(b.mul(b.d('px1', 'px2'), D1), b.mul(N1, b.d('qx1', 'px1')));
      return b.sub(b.mul(D2, first), b.mul(D1, b.mul(N2, b.d('qx2', 'px2'))));
    },
    stored: { at: [...segmentAt('pq1'), ...segmentAt('uv1'), ...segmentAt('pq2'), ...segmentAt('uv2')], swap: true },
    example: { args: '0, 0, 2, 2, 0, 2, 2, 0, 0, 0, 4, 4, 0, 4, 4, 0', sign: -1 },
  },
  {
    name: 'crossingOrient',
    summary:
      'D·orient2d(a, b, X) for the crossing X of the lines through p→q and u→v, D = (q − p) × (v − u): its sign times the sign of D is the side of line a→b that X lies on',
    inputs: ['ax', 'ay', 'bx', 'by', ...crossingInputs('')],
    build: (b) => {
      const [D, N] = crossing(b, '');
      const bax = b.d('bx', 'ax');
      const bay = b.d('by', 'ay');
      const side = minor(b, bax, bay, b.d('px', 'ax'), b.d('py', 'ay'));
      const turn = minor(b, bax, bay, b.d('qx', 'px'), b.d('qy', 'py'));
      return b.add(b.mul(D, side), b.mul(N, turn));
    },
    stored: { at: [...segmentAt('ab'), ...segmentAt('pq'), ...segmentAt('uv')], swap: false },
    example: { args: '0, 0, 1, 0, 0, 0, 2, 2, 0, 2, 2, 0', sign: -1 },
  },
];
