import type { Coordinate, RationalPoint } from '../../index.js';
import { Rational } from '../../index.js';
import { decodeNumericString, isProblem } from '../decodeCoordinate.js';
import { JsonNumber } from '../parseJson.js';
import type { FeatureInfo } from './GeoStore.js';
import { GeoStore, literalValue, NodingLimitError, SHOWN_TEXT } from './GeoStore.js';
import { GeoInputError } from './geoInputError.js';
import { GEOMETRY_RUNS } from './geometryRuns.js';
import type { JsonEvents } from './JsonEventReader.js';
import { JsonEventReader, JsonStreamLimitError, JsonStreamSyntaxError } from './JsonEventReader.js';
import { NestedNumbers } from './NestedNumbers.js';
import { expandTopology, type Topology } from './topology.js';

/** What `noding` read: the edges, and how to show a point in the file's own coordinates. */
export type GeoFile = {
  readonly store: GeoStore;
  readonly format: 'GeoJSON' | 'TopoJSON';
  /** A point of the edges in the file's coordinates (TopoJSON: its transform applied, exactly). */
  readonly toFile: (p: RationalPoint) => RationalPoint;
};

/**
 * How far `readGeoFile` goes: the limits, which TopoJSON object to read
 * (all when absent), and whether edges of zero length are kept (`validate`)
 * or counted as repeated vertices (the default).
 */
export type GeoReadOptions = {
  readonly maxSegments: number;
  readonly maxDepth: number;
  readonly object?: string;
  readonly keepRepeated?: boolean;
};

/** The longest string (an id, a name, a property) read: past it the file is too large to check. */
const MAX_TOKEN = 16 * 1024 * 1024;

/**
 * The edges of every LineString, MultiLineString, Polygon and MultiPolygon
 * of a GeoJSON file (in a FeatureCollection, a Feature, a
 * GeometryCollection or alone) or of a TopoJSON Topology (its objects'
 * arcs), read as the file streams in: no text of the whole file, no tree,
 * only the compact GeoStore. Coordinates are exact (an integer literal is
 * the integer written, at any size; other literals the doubles they parse
 * to). A UTF-8 byte-order mark at the start is skipped, as `eval` does.
 * Throws GeoInputError when the file is not such JSON, NodingLimitError past
 * a limit.
 *
 * ```ts
 * const geo = await readGeoFile(createReadStream('borders.geojson'), { maxSegments: 2e6, maxDepth: 10_000 });
 * geo.store.segments; // the number of edges read
 * ```
 */
export async function readGeoFile(chunks: AsyncIterable<Uint8Array>, options: GeoReadOptions): Promise<GeoFile> {
  const reader = new GeoReader(options);
  const json = new JsonEventReader(reader, { maxDepth: options.maxDepth, maxToken: MAX_TOKEN });
  reader.json = json;
  // Not fatal only to the first byte-order mark: TextDecoder skips it (ignoreBOM false); a later one is U+FEFF, not JSON.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks) json.push(decoder.decode(chunk, { stream: true }));
    json.push(decoder.decode());
    json.end();
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') throw new GeoInputError('is not UTF-8 text');
    if (e instanceof JsonStreamSyntaxError) throw new GeoInputError(`is not JSON: ${e.message}`);
    if (e instanceof JsonStreamLimitError) throw new NodingLimitError(e.message);
    throw e;
  }
  return reader.result();
}

/** One open container of the file, and what its events mean. */
interface Frame {
  key(name: string): void;
  scalar(v: string | JsonNumber | boolean | null): void;
  /** A container starts inside this one: the frame that reads it. */
  child(kind: 'object' | 'array'): Frame;
  end(): void;
}

/** A value nobody reads (an id that is an array, a name that is an object): its events pass by. */
const IGNORE: Frame = { key() {}, scalar() {}, child: () => IGNORE, end() {} };

/** Text for a report: cut past SHOWN_TEXT characters. */
const cut = (text: string): string => (text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT)}…` : text);

/** An id as JSON text as written (a number) or re-encoded (a string); null for other values. */
function idText(v: string | JsonNumber | boolean | null): string | null {
  if (v instanceof JsonNumber) return cut(v.text);
  return typeof v === 'string' ? JSON.stringify(cut(v)) : null;
}

/** The events of the whole file, handed to the frame of the container they are in. */
class GeoReader implements JsonEvents {
  json: JsonEventReader | null = null;
  readonly store: GeoStore;
  readonly topology: Topology = { arcs: null, transform: null, geometries: [], infos: new Map() };
  private readonly stack: Frame[] = [];
  private root: GeoObject | null = null;

  constructor(readonly options: GeoReadOptions) {
    this.store = new GeoStore(options.maxSegments, options.keepRepeated ?? false);
  }

  /** A new feature number. */
  newFeature(): number {
    return this.store.features++;
  }

  skip(): void {
    this.json?.skipValue();
  }

  private open(kind: 'object' | 'array'): void {
    const top = this.stack.at(-1);
    if (top !== undefined) this.stack.push(top.child(kind));
    else if (kind === 'array') throw new GeoInputError('is a JSON array, not a GeoJSON or TopoJSON object');
    else {
      this.root = new GeoObject(this, 'root', 0, 'the file');
      this.stack.push(this.root);
    }
  }

  startObject(): void {
    this.open('object');
  }
  startArray(): void {
    this.open('array');
  }
  endObject(): void {
    (this.stack.pop() as Frame).end();
  }
  endArray(): void {
    (this.stack.pop() as Frame).end();
  }
  key(name: string): void {
    (this.stack.at(-1) as Frame).key(name);
  }
  scalar(v: string | JsonNumber | boolean | null): void {
    const top = this.stack.at(-1);
    if (top === undefined) throw new GeoInputError('is a JSON scalar, not a GeoJSON or TopoJSON object');
    top.scalar(v);
  }

  result(): GeoFile {
    const root = this.root as GeoObject;
    if (root.type !== 'Topology') return { store: this.store, format: 'GeoJSON', toFile: (p) => p };
    return { store: this.store, format: 'TopoJSON', toFile: expandTopology(this.store, this.topology) };
  }

  /** The coordinates of a GeoJSON value, into the store as they come. */
  positions(where: string): NumbersFrame {
    const store = this.store;
    return new NumbersFrame(
      new NestedNumbers(
        {
          mode: 'positions',
          position: (x, y, path) =>
            store.addPosition(coordinateOf(x, `${where}${path}[0]`), coordinateOf(y, `${where}${path}[1]`)),
        },
        where,
        store.positions,
      ),
    );
  }
}

/** The most digits of a coordinate written as a string. */
const STRING_DIGITS = 10_000;

/**
 * An exact coordinate of a number literal (see literalValue), or of a
 * string as the polygon commands write a rational (`"2/3"`, PROTOCOL.md's
 * numeric strings); overflow or a string that is no number is an input error.
 */
function coordinateOf(v: JsonNumber | string, where: string): Coordinate {
  if (typeof v === 'string') {
    const c = decodeNumericString(v, STRING_DIGITS);
    if (isProblem(c)) throw new GeoInputError(`${where} is ${JSON.stringify(v.slice(0, 40))}: ${c.why}`);
    return c;
  }
  const x = literalValue(v.text, v.isIntegerLiteral);
  if (x === null) throw new GeoInputError(`${where} is ${v.text.slice(0, 40)}, which overflows a double`);
  return x;
}

/** A nested array of numbers, read by NestedNumbers; each inner array starts and ends here too. */
class NumbersFrame implements Frame {
  constructor(readonly numbers: NestedNumbers) {
    numbers.startArray();
  }
  key(): void {}
  scalar(v: string | JsonNumber | boolean | null): void {
    this.numbers.scalar(v);
  }
  child(kind: 'object' | 'array'): Frame {
    if (kind === 'object') throw new GeoInputError('holds an object where numbers were expected');
    this.numbers.startArray();
    return this;
  }
  end(): void {
    this.numbers.endArray();
  }
}

/** An array of objects, each read by the frame `make` gives for it. */
class ListFrame implements Frame {
  private n = 0;
  constructor(
    private readonly where: string,
    private readonly make: (index: number) => Frame,
  ) {}
  key(): void {}
  scalar(): void {
    throw new GeoInputError(`${this.where}[${this.n}] is not an object`);
  }
  child(kind: 'object' | 'array'): Frame {
    if (kind === 'array') throw new GeoInputError(`${this.where}[${this.n}] is not an object`);
    return this.make(this.n++);
  }
  end(): void {}
}

/** A feature's `properties`: only a string `name` is kept. */
class PropertiesFrame implements Frame {
  private isName = false;
  constructor(
    private readonly reader: GeoReader,
    private readonly owner: GeoObject,
  ) {}
  key(name: string): void {
    this.isName = name === 'name';
    if (!this.isName) this.reader.skip();
  }
  scalar(v: string | JsonNumber | boolean | null): void {
    if (this.isName && typeof v === 'string') this.owner.name = cut(v);
  }
  child(): Frame {
    return IGNORE;
  }
  end(): void {}
}

/** A Topology's `transform`: `scale` and `translate`, two numbers each. */
class TransformFrame implements Frame {
  private member = '';
  private readonly values: Record<string, JsonNumber[]> = {};
  constructor(
    private readonly reader: GeoReader,
    private readonly where: string,
  ) {}
  key(name: string): void {
    this.member = name;
    if (name !== 'scale' && name !== 'translate') this.reader.skip();
  }
  scalar(): void {
    throw new GeoInputError(`${this.where}.${this.member} is not an array of two numbers`);
  }
  child(kind: 'object' | 'array'): Frame {
    if (kind === 'object') throw new GeoInputError(`${this.where}.${this.member} is not an array of two numbers`);
    const list: JsonNumber[] = [];
    this.values[this.member] = list;
    const where = `${this.where}.${this.member}`;
    return {
      key() {},
      scalar(v) {
        if (!(v instanceof JsonNumber)) throw new GeoInputError(`${where} is not an array of two numbers`);
        list.push(v);
      },
      child(): Frame {
        throw new GeoInputError(`${where} is not an array of two numbers`);
      },
      end() {
        if (list.length !== 2) throw new GeoInputError(`${where} is not an array of two numbers`);
      },
    };
  }
  end(): void {
    const [scale, translate] = [this.values.scale, this.values.translate];
    if (scale === undefined || translate === undefined)
      throw new GeoInputError(`${this.where} needs both "scale" and "translate"`);
    const exact = (v: JsonNumber, what: string): Rational => {
      const x = literalValue(v.text, v.isIntegerLiteral);
      if (x === null) throw new GeoInputError(`${this.where}.${what} is ${v.text.slice(0, 40)}, which overflows a double`);
      return Rational.from(x);
    };
    const s = scale.map((v, k) => exact(v, `scale[${k}]`));
    if (s.some((x) => x.sign() === 0))
      throw new GeoInputError(`${this.where}.scale has a 0: the transform maps every arc to a line`);
    this.reader.topology.transform = {
      scale: s as [Rational, Rational],
      translate: translate.map((v, k) => exact(v, `translate[${k}]`)) as [Rational, Rational],
    };
  }
}

/** A Topology's `objects`: each member a TopoJSON geometry object (or only the one `--object` names). */
class ObjectsFrame implements Frame {
  private name = '';
  constructor(private readonly reader: GeoReader) {}
  key(name: string): void {
    this.name = name;
    const only = this.reader.options.object;
    if (only !== undefined && name !== only) this.reader.skip();
  }
  scalar(): void {
    throw new GeoInputError(`objects.${this.name} is not a TopoJSON geometry object`);
  }
  child(kind: 'object' | 'array'): Frame {
    if (kind === 'array') throw new GeoInputError(`objects.${this.name} is not a TopoJSON geometry object`);
    return new GeoObject(this.reader, 'topoObject', -1, `object ${JSON.stringify(cut(this.name))}`);
  }
  end(): void {}
}

/**
 * Where an object is: the file itself, a GeoJSON feature or geometry, a
 * member of a Topology's objects, a feature of one (a geometry of its
 * GeometryCollection), or a geometry inside such a feature.
 */
type Role = 'root' | 'feature' | 'geometry' | 'topoObject' | 'topoFeature' | 'topoGeometry';

/** The members each kind of object reads; any other member is passed over unread. */
const READS: Record<Role, ReadonlySet<string>> = {
  root: new Set([
    'type',
    'id',
    'properties',
    'features',
    'geometry',
    'geometries',
    'coordinates',
    'arcs',
    'objects',
    'transform',
  ]),
  feature: new Set(['type', 'id', 'properties', 'geometry']),
  geometry: new Set(['type', 'coordinates', 'geometries']),
  topoObject: new Set(['type', 'id', 'properties', 'arcs', 'geometries']),
  topoFeature: new Set(['type', 'id', 'properties', 'arcs', 'geometries']),
  topoGeometry: new Set(['type', 'arcs', 'geometries']),
};

/** The members each type may have, of those read (RFC 7946 7.1 keeps the others from it). */
const MEMBERS: Record<string, readonly string[]> = {
  FeatureCollection: ['type', 'features'],
  Feature: ['type', 'id', 'properties', 'geometry'],
  GeometryCollection: ['type', 'id', 'properties', 'geometries'],
  Topology: ['type', 'arcs', 'objects', 'transform'],
};
const LINE_TYPES = ['LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'];
const POINT_TYPES = ['Point', 'MultiPoint'];
for (const t of [...LINE_TYPES, ...POINT_TYPES]) MEMBERS[t] = ['type', 'id', 'properties', 'coordinates', 'arcs'];

/** Any GeoJSON or TopoJSON object: its members as they come, what they mean once its `type` is known. */
class GeoObject implements Frame {
  type: string | undefined;
  id: string | null = null;
  name: string | undefined;
  private member = '';
  private readonly members = new Set<string>();
  private coordinates: NestedNumbers | null = null;
  private arcs: NestedNumbers | null = null;
  private readonly refs: number[] = [];
  private readonly firstPosition: number;
  private readonly firstSegment: number;
  private readonly firstGeometry: number;

  constructor(
    private readonly reader: GeoReader,
    private readonly role: Role,
    /** The feature its edges belong to (−1: a Topology object, numbered at its end unless it is a GeometryCollection). */
    private owner: number,
    private readonly where: string,
  ) {
    this.firstPosition = reader.store.positions;
    this.firstSegment = reader.store.segments;
    this.firstGeometry = reader.topology.geometries.length;
  }

  key(name: string): void {
    this.member = name;
    this.members.add(name);
    if (!READS[this.role].has(name)) this.reader.skip();
  }

  scalar(v: string | JsonNumber | boolean | null): void {
    switch (this.member) {
      case 'type':
        if (typeof v !== 'string') throw new GeoInputError(`${this.where} has no type: "type" is not a string`);
        this.type = v;
        return;
      case 'id':
        this.id = idText(v);
        return;
      case 'geometry':
      case 'properties':
        if (v === null) return;
        if (this.member === 'properties') return;
        throw new GeoInputError(`${this.where}: "geometry" is neither an object nor null`);
      default:
        throw new GeoInputError(`${this.where}: "${this.member}" is not ${this.member === 'objects' ? 'an object' : 'an array'}`);
    }
  }

  child(kind: 'object' | 'array'): Frame {
    const r = this.reader;
    const wrong = (what: string) => new GeoInputError(`${this.where}: "${this.member}" is not ${what}`);
    switch (this.member) {
      case 'features':
        if (kind !== 'array') throw wrong('an array');
        return new ListFrame(`${this.where} features`, () => {
          const index = r.newFeature();
          return new GeoObject(r, 'feature', index, `feature ${index}`);
        });
      case 'geometry':
        if (kind !== 'object') throw wrong('an object or null');
        return new GeoObject(r, 'geometry', this.owner, `${this.where} geometry`);
      case 'geometries':
        if (kind !== 'array') throw wrong('an array');
        return new ListFrame(`${this.where} geometries`, (i) => this.part(i));
      case 'coordinates':
        if (kind !== 'array') throw wrong('an array');
        this.coordinates = null;
        return this.keep(r.positions(`${this.where}: coordinates`));
      case 'arcs':
        if (kind !== 'array') throw wrong('an array');
        return this.role === 'root' ? this.keepArcs(r.positions('the Topology: arcs')) : this.keepRefs();
      case 'objects':
        if (kind !== 'object') throw wrong('an object');
        return new ObjectsFrame(r);
      case 'transform':
        if (kind !== 'object') throw wrong('an object');
        return new TransformFrame(r, 'the Topology: transform');
      case 'properties':
        return kind === 'object' ? new PropertiesFrame(r, this) : IGNORE;
      default:
        return IGNORE;
    }
  }

  private keep(frame: NumbersFrame): Frame {
    this.coordinates = frame.numbers;
    return frame;
  }

  private keepArcs(frame: NumbersFrame): Frame {
    this.arcs = frame.numbers;
    return frame;
  }

  /** The reference lists of a TopoJSON geometry's `arcs`. */
  private keepRefs(): Frame {
    const refs = this.refs;
    refs.length = 0;
    const where = `${this.where}: arcs`;
    const frame = new NumbersFrame(
      new NestedNumbers(
        {
          mode: 'lists',
          number: (v, path) => {
            if (!v.isIntegerLiteral || !Number.isSafeInteger(Number(v.text)))
              throw new GeoInputError(`${where}${path} is ${v.text.slice(0, 40)}, not an arc index`);
            return refs.push(Number(v.text));
          },
        },
        where,
      ),
    );
    this.arcs = frame.numbers;
    return frame;
  }

  /** The object for geometry i of this GeometryCollection. */
  private part(i: number): Frame {
    const r = this.reader;
    const where = `${this.where} geometry ${i}`;
    if (this.role === 'root' || this.role === 'geometry') return new GeoObject(r, 'geometry', this.owner, where);
    if (this.role === 'topoObject') {
      const index = r.newFeature();
      return new GeoObject(r, 'topoFeature', index, `${this.where} feature ${index}`);
    }
    return new GeoObject(r, 'topoGeometry', this.owner, where);
  }

  end(): void {
    const type = this.type;
    if (type === undefined) throw new GeoInputError(`${this.where} has no "type"`);
    const allowed = MEMBERS[type];
    const topLevel = type === 'Topology' || type === 'FeatureCollection';
    if (allowed === undefined || (topLevel && this.role !== 'root')) this.unknownType(type);
    for (const m of this.members) {
      if (READS[this.role].has(m) && !allowed?.includes(m))
        throw new GeoInputError(`${this.where} is a ${type} with a "${m}" member, which a ${type} has not`);
    }
    const info: FeatureInfo = { id: this.id, name: this.name };
    const store = this.reader.store;
    if (this.role === 'root' && type !== 'FeatureCollection' && type !== 'Topology') store.features = 1;
    if (type === 'FeatureCollection') {
      if (!this.members.has('features')) throw new GeoInputError(`${this.where} is a FeatureCollection without "features"`);
      return;
    }
    if (type === 'Topology') {
      if (this.arcs === null) throw new GeoInputError(`${this.where} is a Topology without "arcs"`);
      this.reader.topology.arcs = this.arcs;
      return;
    }
    if (type === 'Feature') {
      if (this.role !== 'root' && this.role !== 'feature') this.unknownType(type);
      if (store.segments > this.firstSegment) store.setInfo(this.owner, info);
      return;
    }
    if (this.role === 'feature')
      throw new GeoInputError(`${this.where} is not a GeoJSON Feature (its type is ${JSON.stringify(cut(type))})`);
    if (this.role === 'root' || this.role === 'geometry') this.geoJsonEdges(type);
    else this.topoGeometry(type, info);
  }

  private unknownType(type: string): never {
    throw new GeoInputError(`${this.where} has the unknown type ${JSON.stringify(type).slice(0, 40)}`);
  }

  /** A GeoJSON geometry's edges, now that its type says how to read its coordinates. */
  private geoJsonEdges(type: string): void {
    const store = this.reader.store;
    const c = this.coordinates;
    const runs = GEOMETRY_RUNS[type];
    if (runs === undefined) {
      // Points and collections hold no edges of their own: their positions go (if nothing came after them).
      if (c !== null && store.segments === this.firstSegment) store.dropPositions(this.firstPosition);
      if (type !== 'GeometryCollection' && !POINT_TYPES.includes(type)) this.unknownType(type);
      return;
    }
    if (c === null) throw new GeoInputError(`${this.where} is a ${type} without "coordinates"`);
    if ((c.leafDepth !== -1 && c.leafDepth !== runs.depth + 1) || c.runs.some((r) => r.depth !== runs.depth && r.end > r.start))
      throw new GeoInputError(
        `${this.where}: the coordinates of a ${type} are arrays of positions nested ${runs.depth + 1} deep`,
      );
    for (const run of c.runs) {
      const [part, ring] = runs.name(run);
      for (let e = run.start; e + 1 < run.end; e++) store.addEdge(e, e + 1, this.owner, part, ring, e - run.start);
    }
  }

  /**
   * A TopoJSON geometry: its arc references kept until the Topology's arcs
   * have come; a feature's id and name kept beside them. A member of the
   * objects that is not a GeometryCollection is a feature itself, numbered
   * here.
   */
  private topoGeometry(type: string, info: FeatureInfo): void {
    const runs = GEOMETRY_RUNS[type];
    if (type !== 'GeometryCollection' && runs === undefined && !POINT_TYPES.includes(type)) this.unknownType(type);
    const topology = this.reader.topology;
    if (this.role === 'topoObject' && type !== 'GeometryCollection') this.owner = this.reader.newFeature();
    const isFeature = this.role === 'topoFeature' || (this.role === 'topoObject' && type !== 'GeometryCollection');
    if (runs === undefined) {
      if (isFeature && topology.geometries.length > this.firstGeometry) topology.infos.set(this.owner, info);
      return;
    }
    const a = this.arcs;
    if (a === null) throw new GeoInputError(`${this.where} is a ${type} without "arcs"`);
    if ((a.leafDepth !== -1 && a.leafDepth !== runs.depth) || a.runs.some((r) => r.depth !== runs.depth && r.end > r.start))
      throw new GeoInputError(`${this.where}: the arcs of a ${type} are lists of arc indices nested ${runs.depth + 1} deep`);
    topology.geometries.push({ owner: this.owner, type, runs: a.runs, refs: Int32Array.from(this.refs), where: this.where });
    if (isFeature) topology.infos.set(this.owner, info);
  }
}
