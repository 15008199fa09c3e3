/** The one function of topojson-client that tools/worldAtlasGeoJson.ts uses (the package ships no types). */
declare module 'topojson-client' {
  /** The GeoJSON Feature or FeatureCollection of one object of a TopoJSON topology. */
  export function feature(topology: unknown, object: unknown): unknown;
}
