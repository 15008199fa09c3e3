/**
 * `npx tsx tools/worldAtlasGeoJson.ts [110m|50m|10m] > countries.geojson`:
 * the Natural Earth countries of the `world-atlas` package (TopoJSON),
 * converted to a GeoJSON FeatureCollection with `topojson-client`, for
 * `exact-predicates noding`. Both packages are devDependencies.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const scale = process.argv[2] ?? '10m';
if (!['110m', '50m', '10m'].includes(scale)) {
  process.stderr.write(`worldAtlasGeoJson: the scale is 110m, 50m or 10m, not ${JSON.stringify(scale)}\n`);
  process.exit(2);
}
const path = createRequire(import.meta.url).resolve(`world-atlas/countries-${scale}.json`);
const topology = JSON.parse(readFileSync(path, 'utf8'));
process.stdout.write(`${JSON.stringify(feature(topology, topology.objects.countries))}\n`);
