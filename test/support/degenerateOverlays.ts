import { mulberry32 } from './mulberry32.js';

/*
 * Degenerate overlay operands, by family: shared and overlapping edges,
 * touching at vertices, identical operands, holes touching outer rings,
 * bowties and pentagrams, spikes, huge and tiny coordinates, near-degenerate
 * doubles, and random polygons on a small integer lattice (many collinear
 * and shared pieces). Each operand is a list of polygons as GeoJSON holds
 * them — outer ring, then holes — with rings open (the first point not
 * repeated) and oriented as RFC 7946 says (outer rings counterclockwise,
 * holes clockwise) except where a family is about orientation or
 * self-intersection. Our functions take an operand's rings in one list
 * (`operandRings`); the robustness census (bench/overlayCensus.ts) gives the
 * peers the same polygons with their rings closed.
 */

/** A ring of [x, y] doubles, closed implicitly. */
export type CaseRing = [number, number][];
/** A polygon: its outer ring, then its holes. */
export type CasePolygon = CaseRing[];
/** One degenerate pair of operands. */
export type DegenerateCase = { family: string; name: string; a: CasePolygon[]; b: CasePolygon[] };

/** An operand's rings in one list, as our overlay functions take them. */
export function operandRings(operand: readonly CasePolygon[]): CaseRing[] {
  return operand.flat();
}

/** The axis-aligned rectangle [x0, x1] × [y0, y1], counterclockwise from (x0, y0). */
export function rect(x0: number, y0: number, x1: number, y1: number): CaseRing {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

const square = (x: number, y: number, s: number): CaseRing => rect(x, y, x + s, y + s);
/** A ring written as 'x,y x,y ...'. */
const ring = (text: string): CaseRing => text.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
const reversed = (ring: CaseRing): CaseRing => [...ring].reverse();
const scaled = (ring: CaseRing, k: number, dx = 0, dy = 0): CaseRing => ring.map(([x, y]) => [x * k + dx, y * k + dy]);

/** A star polygon of 2n vertices around (cx, cy): radii alternating r and r/2, doubles from cos and sin. */
function starRing(cx: number, cy: number, r: number, n: number): CaseRing {
  const ring: CaseRing = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = (Math.PI * i) / n;
    const t = i % 2 === 0 ? r : r / 2;
    ring.push([cx + t * Math.cos(a), cy + t * Math.sin(a)]);
  }
  return ring;
}

/**
 * A random simple polygon on the integer lattice [0, side]²: lattice points
 * sorted by angle around the lattice centre (ties by distance), so it is
 * star-shaped and simple, with many collinear and axis-parallel edges.
 */
function latticePolygon(rnd: () => number, side: number, count: number): CaseRing {
  const c = side / 2 + 0.25;
  const points = new Map<string, [number, number]>();
  while (points.size < count) {
    const p: [number, number] = [Math.floor(rnd() * (side + 1)), Math.floor(rnd() * (side + 1))];
    points.set(p.join(','), p);
  }
  const angle = ([x, y]: [number, number]): number => Math.atan2(y - c, x - c);
  const distance = ([x, y]: [number, number]): number => (x - c) ** 2 + (y - c) ** 2;
  return [...points.values()].sort((p, q) => angle(p) - angle(q) || distance(p) - distance(q));
}

const e = 2 ** -52;

function sharedEdges(): DegenerateCase[] {
  const family = 'shared and overlapping edges';
  return [
    { family, name: 'squares sharing a whole edge', a: [[square(0, 0, 1)]], b: [[square(1, 0, 1)]] },
    { family, name: 'squares sharing part of an edge', a: [[square(0, 0, 2)]], b: [[rect(1, 2, 3, 4)]] },
    { family, name: "one edge inside the other's", a: [[square(0, 0, 1)]], b: [[rect(-1, 1, 2, 2)]] },
    {
      family,
      name: 'overlapping collinear edges with vertices between',
      a: [[ring('0,0 1,0 2,0 2,2 0,2')]],
      b: [[rect(1, -2, 3, 0)]],
    },
    { family, name: 'a square inside another along two edges', a: [[square(0, 0, 4)]], b: [[square(0, 0, 2)]] },
    {
      family,
      name: 'a comb of squares on a bar',
      a: [[rect(0, 0, 5, 1)]],
      b: [[rect(0, 1, 1, 2)], [rect(2, 1, 3, 2)], [rect(4, 1, 5, 2)]],
    },
    {
      family,
      name: 'a 2 × 2 checkerboard, one colour each',
      a: [[square(0, 0, 1)], [square(1, 1, 1)]],
      b: [[square(1, 0, 1)], [square(0, 1, 1)]],
    },
    {
      family,
      name: 'thin rectangles overlapping along their length',
      a: [[rect(0, 0, 10, 0.1)]],
      b: [[rect(5, 0, 15, 0.1)]],
    },
  ];
}

function touching(): DegenerateCase[] {
  const family = 'touching at vertices';
  const fan = (k: number): CaseRing => {
    const a = (Math.PI * k) / 4;
    const b = (Math.PI * (k + 1)) / 4;
    return [
      [0, 0],
      [Math.cos(a), Math.sin(a)],
      [Math.cos(b), Math.sin(b)],
    ];
  };
  return [
    { family, name: 'squares meeting at a corner', a: [[square(0, 0, 1)]], b: [[square(1, 1, 1)]] },
    {
      family,
      name: "a triangle's apex on a square's edge",
      a: [[square(0, 0, 2)]],
      b: [[ring('1,2 2,3 0,3')]],
    },
    {
      family,
      name: 'triangles of a fan, alternating between the operands',
      a: [[fan(0)], [fan(2)], [fan(4)], [fan(6)]],
      b: [[fan(1)], [fan(3)], [fan(5)], [fan(7)]],
    },
    {
      family,
      name: "a square's corner on the other's edge, overlapping",
      a: [[square(0, 0, 2)]],
      b: [[ring('1,0 3,1 2,3 0,2')]],
    },
  ];
}

function identical(): DegenerateCase[] {
  const family = 'identical operands';
  const star = starRing(0, 0, 1, 10);
  const withExtra: CaseRing = ring('0,0 1,0 1,1 0.5,1 0,1');
  return [
    { family, name: 'the same square', a: [[square(0, 0, 1)]], b: [[square(0, 0, 1)]] },
    { family, name: 'the same 20-vertex star of doubles', a: [[star]], b: [[star]] },
    {
      family,
      name: 'the same square, from another vertex and with a collinear one',
      a: [[square(0, 0, 1)]],
      b: [[withExtra.slice(2).concat(withExtra.slice(0, 2))]],
    },
    { family, name: 'the same square, turning the other way', a: [[square(0, 0, 1)]], b: [[reversed(square(0, 0, 1))]] },
  ];
}

function holes(): DegenerateCase[] {
  const family = 'holes touching outer rings';
  const outer = square(0, 0, 4);
  const wedgeHole: CaseRing = ring('0,2 2,3 2,1');
  const diamondHole: CaseRing = ring('0,2 2,3 4,2 2,1');
  return [
    { family, name: 'a hole touching the outer ring at a point', a: [[outer, wedgeHole]], b: [[square(1, 1, 2)]] },
    { family, name: 'a hole touching the outer ring at two points', a: [[outer, diamondHole]], b: [[rect(1, 0, 3, 4)]] },
    {
      family,
      name: 'two holes touching at a point',
      a: [[outer, reversed(square(1, 1, 1)), reversed(square(2, 2, 1))]],
      b: [[rect(0.5, 1.5, 3.5, 2.5)]],
    },
    {
      family,
      name: 'the hole filled exactly by the other operand',
      a: [[outer, reversed(square(1, 1, 2))]],
      b: [[square(1, 1, 2)]],
    },
    {
      family,
      name: 'an island in the hole touching it at a point',
      a: [[outer, reversed(square(1, 1, 2))]],
      b: [[ring('1,1 2,1.5 1.5,2')]],
    },
  ];
}

function selfIntersecting(): DegenerateCase[] {
  const family = 'bowties and pentagrams';
  const bowtie: CaseRing = ring('0,0 2,2 2,0 0,2');
  const pentagram: CaseRing = ring('0,0 4,0 1,3 2,-1 3,3');
  const figureEight: CaseRing = ring('0,0 1,0 1,1 2,1 2,2 1,2 1,1 0,1');
  return [
    { family, name: 'a bowtie and a square', a: [[bowtie]], b: [[square(1, 0, 2)]] },
    { family, name: 'two bowties crossing at one point', a: [[bowtie]], b: [[bowtie.map(([x, y]): [number, number] => [y, x])]] },
    { family, name: 'a pentagram and a square', a: [[pentagram]], b: [[square(1, 0, 2)]] },
    {
      family,
      name: 'a pentagram and itself turned upside down',
      a: [[pentagram]],
      b: [[pentagram.map(([x, y]): [number, number] => [x, 2 - y])]],
    },
    { family, name: 'a ring touching itself at a vertex', a: [[figureEight]], b: [[square(0.5, 0.5, 1)]] },
  ];
}

function spikes(): DegenerateCase[] {
  const family = 'spikes';
  const outward: CaseRing = ring('0,0 2,0 2,2 3,3 2,2 0,2');
  const inward: CaseRing = ring('0,0 2,0 2,2 1,1 2,2 0,2');
  const alongEdge: CaseRing = ring('0,0 2,0 3,0 2,0 2,2 0,2');
  return [
    { family, name: 'an outward spike', a: [[outward]], b: [[square(1, 1, 2)]] },
    { family, name: 'an inward spike', a: [[inward]], b: [[square(1, 1, 2)]] },
    { family, name: "a spike along the other's edge", a: [[alongEdge]], b: [[rect(2, -1, 4, 0)]] },
    {
      family,
      name: 'a part without area beside a square',
      a: [[square(0, 0, 2)], [ring('3,0 4,1 5,2')]],
      b: [[square(1, 1, 3)]],
    },
  ];
}

function magnitudes(): DegenerateCase[] {
  const huge = 'huge coordinates';
  const tiny = 'tiny coordinates';
  const pair = (family: string, name: string, k: number, dx = 0): DegenerateCase => ({
    family,
    name,
    a: [[scaled(square(0, 0, 2), k, dx, dx)]],
    b: [[scaled(starRing(2, 1, 1.5, 5), k, dx, dx)]],
  });
  const t = 2 ** 53;
  return [
    pair(huge, 'squares and stars at 10^20', 1e20),
    pair(huge, 'at 10^300 (products overflow to Infinity)', 1e300),
    {
      family: huge,
      name: 'integers near 2^53, unit steps',
      a: [[rect(t, t, t + 4, t + 4)]],
      b: [
        [
          [
            [t + 1, t - 2],
            [t + 6, t + 2],
            [t + 2, t + 6],
          ],
        ],
      ],
    },
    pair(huge, 'unit shapes at 10^15 from the origin', 1, 1e15),
    pair(tiny, 'at 10^-300 (products underflow)', 1e-300),
    pair(tiny, 'subnormal: at 2^-1070', 2 ** -1070),
    {
      family: tiny,
      name: 'a triangle of side 2^-53 inside a unit square',
      a: [[square(0, 0, 1)]],
      b: [
        [
          [
            [0.5, 0.5],
            [0.5 + 2 ** -53, 0.5],
            [0.5, 0.5 + 2 ** -53],
          ],
        ],
      ],
    },
  ];
}

function nearDegenerate(): DegenerateCase[] {
  const family = 'near-degenerate doubles';
  // Points on the line y = x/10 computed in doubles: each is off the line by rounding, some above, some below.
  const onLine = (x: number): [number, number] => [x, x / 10];
  return [
    {
      family,
      name: 'an edge leaning one ulp away from a shared one',
      a: [[square(0, 0, 1)]],
      b: [
        [
          [
            [1 + e, 0],
            [2, 0],
            [2, 1],
            [1, 1],
          ],
        ],
      ],
    },
    {
      family,
      name: 'edges crossing at an angle of about 2^-52',
      a: [[ring('0,0 1,1 0,1')]],
      b: [
        [
          [
            [0, e],
            [1, 1 - e],
            [1, 0],
          ],
        ],
      ],
    },
    {
      family,
      name: "a vertex half an ulp inside the other's edge",
      a: [[square(0, 0, 1)]],
      b: [
        [
          [
            [1 - 2 ** -54, 0.5],
            [2, 0],
            [2, 1],
          ],
        ],
      ],
    },
    {
      family,
      name: 'polygons sharing an edge of rounded points on a line',
      a: [[[onLine(0.1), onLine(0.3), onLine(0.7), onLine(0.9), [0.9, 1], [0.1, 1]]]],
      b: [[[onLine(0.1), [0.5, -1], onLine(0.9), onLine(0.7), onLine(0.3)]]],
    },
    {
      family,
      name: 'slivers: triangles one ulp apart',
      a: [
        [
          [
            [0, 0],
            [1, 0],
            [0.5, 1e-9],
          ],
        ],
      ],
      b: [
        [
          [
            [0, e],
            [1, e],
            [0.5, 1e-9 + e],
          ],
        ],
      ],
    },
    {
      family,
      name: 'coordinates of 0.5 + k·2^-53 (the orientation test’s hard points)',
      a: [
        [
          [
            [0.5, 0.5],
            [12, 12],
            [24, 24],
            [0.5 + 2 ** -52, 24],
          ],
        ],
      ],
      b: [
        [
          [
            [0.5 + 2 ** -53, 0.5],
            [24, 0.5],
            [12.000000000000002, 12],
          ],
        ],
      ],
    },
  ];
}

/** Random pairs of lattice polygons (seeded): many vertices on the other's edges, collinear and shared pieces. */
function lattice(count: number): DegenerateCase[] {
  const rnd = mulberry32(20260305);
  return Array.from({ length: count }, (_, i) => ({
    family: 'integer lattice',
    name: `random lattice polygons ${i + 1}`,
    a: [[latticePolygon(rnd, 6, 12)]],
    b: [[latticePolygon(rnd, 6, 12)]],
  }));
}

/** Every degenerate case, family by family. */
export function degenerateOverlays(): DegenerateCase[] {
  return [
    ...sharedEdges(),
    ...touching(),
    ...identical(),
    ...holes(),
    ...selfIntersecting(),
    ...spikes(),
    ...magnitudes(),
    ...nearDegenerate(),
    ...lattice(8),
  ];
}
