// The tile-map view: drag a segment over a grid of tiles, see the exact
// tiles (gridCells) and the tiles the Amanatides–Woo walk of game code
// lists, their differences marked. Built by demo/build.ts into demo/dist/.
import type { GridMode } from '../src/index.js';
import { byId, coordinateTable, dragHandles } from './dom.js';
import { createTileStage } from './tileRender.js';
import {
  CELL_SIZES,
  cloneTileScene,
  placeTilePoint,
  TILE_HANDLES,
  TILE_PRESETS,
  TILE_START,
  type TileScene,
  toWorld,
} from './tileScene.js';
import { compareTiles, STEP_LIMIT, tileWords } from './tileVerdicts.js';

const svg = byId<SVGSVGElement>('tile-stage');
const exactEl = byId<HTMLElement>('tile-exact');
const floatEl = byId<HTMLElement>('tile-float');
const agreementEl = byId<HTMLElement>('tile-agreement');
const modeEl = byId<HTMLSelectElement>('tile-mode');
const cellEl = byId<HTMLSelectElement>('tile-cell');
const snapEl = byId<HTMLInputElement>('tile-snap');
const presetsEl = byId<HTMLElement>('tile-presets');
const coordsEl = byId<HTMLTableElement>('tile-coords');

const stage = createTileStage(svg);
let scene: TileScene = cloneTileScene(TILE_START);

function update(): void {
  let cmp: ReturnType<typeof compareTiles>;
  try {
    cmp = compareTiles(scene);
  } catch (e) {
    agreementEl.textContent = e instanceof Error ? e.message : String(e);
    return;
  }
  exactEl.textContent = `Exact (${scene.mode}): ${tileWords(cmp.exact)}`;
  floatEl.textContent = cmp.endless
    ? `Float walk: never ends (stopped after ${STEP_LIMIT} tiles)`
    : `Float walk: ${tileWords(cmp.float)}`;
  const wrong = cmp.extra.length + cmp.missing.length > 0;
  agreementEl.classList.toggle('disagree', wrong);
  agreementEl.dataset.extra = String(cmp.extra.length);
  agreementEl.dataset.missing = String(cmp.missing.length);
  agreementEl.dataset.endless = String(cmp.endless);
  agreementEl.textContent = wrong
    ? `The float walk is wrong here: it adds ${cmp.extra.length} and misses ${cmp.missing.length} tile${cmp.missing.length === 1 ? '' : 's'}.`
    : 'Exact and float tiles agree.';
  stage.draw(scene, cmp);
  modeEl.value = scene.mode;
  cellEl.value = String(scene.cell);
  fillCoords();
}

// ---- coordinates table and dragging

const coords = coordinateTable(
  coordsEl,
  TILE_HANDLES,
  (h) => h,
  'tile-coord-',
  (h) => scene[h],
  (h, axis, v) => {
    scene[h][axis] = v;
    update();
  },
);
const fillCoords = () => coords.fill();

dragHandles(svg, stage.handle, (h, at) => {
  scene[h] = placeTilePoint(toWorld(at, scene.cell), scene.cell, snapEl.checked);
  update();
});

// ---- controls

for (const m of ['half_open', 'closed', 'open'] as GridMode[]) modeEl.add(new Option(m, m));
modeEl.addEventListener('change', () => {
  scene.mode = modeEl.value as GridMode;
  update();
});
for (const c of CELL_SIZES) cellEl.add(new Option(String(c), String(c)));
cellEl.addEventListener('change', () => {
  // Keep the segment where it is in tiles: scale its ends with the tiles.
  const next = Number(cellEl.value);
  const f = (v: number) => Number(((v / scene.cell) * next).toPrecision(12));
  scene = { ...scene, a: [f(scene.a[0]), f(scene.a[1])], b: [f(scene.b[0]), f(scene.b[1])], cell: next };
  update();
});
for (const preset of TILE_PRESETS) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = preset.label;
  button.title = preset.why;
  button.dataset.testid = `tile-preset-${preset.id}`;
  button.addEventListener('click', () => {
    scene = cloneTileScene(preset.scene);
    update();
  });
  presetsEl.append(button);
}

update();
document.body.dataset.ready = 'true';
