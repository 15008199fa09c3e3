// The demo page: drag a segment and a box, see the exact and the float
// verdict side by side. Built by demo/build.ts into demo/dist/.
import { byId, coordinateTable, dragHandles } from './dom.js';
import { PRESETS } from './presets.js';
import { createStage } from './render.js';
import { cloneScene, HANDLES, type Handle, placePoint, type Scene, START, toWorld } from './scene.js';
import { detail, exactVerdict, FLOAT_ALGORITHMS, type FloatAlgorithm, type Verdict, word } from './verdicts.js';

const svg = byId<SVGSVGElement>('stage');
const exactEl = byId<HTMLElement>('exact-verdict');
const floatEl = byId<HTMLElement>('float-verdict');
const agreementEl = byId<HTMLElement>('agreement');
const snapEl = byId<HTMLInputElement>('snap');
const coordsEl = byId<HTMLTableElement>('coords');
const presetsEl = byId<HTMLElement>('presets');
const algorithmEl = byId<HTMLSelectElement>('algorithm');

const stage = createStage(svg);
let scene: Scene = cloneScene(START);
let algorithm: FloatAlgorithm = FLOAT_ALGORITHMS[0] as FloatAlgorithm;

function showVerdict(el: HTMLElement, name: string, v: Verdict): void {
  el.replaceChildren();
  const head = document.createElement('strong');
  head.textContent = `${name}: ${word(v)}`;
  const line = document.createElement('span');
  line.className = 'detail';
  line.textContent = detail(v);
  el.append(head, line);
  el.dataset.hit = String(v.hit);
}

/** Recomputes both verdicts and redraws: called after every change. */
function update(): void {
  let exact: Verdict;
  let float: Verdict;
  try {
    exact = exactVerdict(scene);
    float = algorithm.verdict(scene);
  } catch (e) {
    // Only reachable from a typed coordinate the library rejects; say why.
    agreementEl.textContent = e instanceof Error ? e.message : String(e);
    return;
  }
  const disagree = exact.hit !== float.hit;
  showVerdict(exactEl, 'Exact', exact);
  showVerdict(floatEl, 'Float', float);
  agreementEl.classList.toggle('disagree', disagree);
  agreementEl.dataset.agree = String(!disagree);
  agreementEl.textContent = disagree
    ? `Float is wrong here: it says ${word(float)}, the exact answer is ${word(exact)}.`
    : 'Exact and float agree.';
  stage.draw(scene, exact, disagree);
  fillCoords();
}

// ---- coordinates table and dragging

const NAMES: Record<Handle, string> = { a: 'a (segment)', b: 'b (segment)', p: 'p (box)', q: 'q (box)' };
const coords = coordinateTable(
  coordsEl,
  HANDLES,
  (h) => NAMES[h],
  'coord-',
  (h) => scene[h],
  (h, axis, v) => {
    scene[h][axis] = v;
    update();
  },
);
const fillCoords = () => coords.fill();

dragHandles(svg, stage.handle, (h, at) => {
  scene[h] = placePoint(toWorld(at), snapEl.checked);
  update();
});

// ---- presets

function buildPresets(): void {
  for (const preset of PRESETS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = preset.label;
    button.title = preset.why;
    button.dataset.testid = `preset-${preset.id}`;
    button.addEventListener('click', () => {
      scene = cloneScene(preset.scene);
      selectAlgorithm(preset.algorithm ?? algorithm.id);
    });
    presetsEl.append(button);
  }
}

// ---- float algorithm choice

function buildAlgorithms(): void {
  for (const alg of FLOAT_ALGORITHMS) algorithmEl.add(new Option(alg.label, alg.id));
  algorithmEl.addEventListener('change', () => selectAlgorithm(algorithmEl.value));
}

function selectAlgorithm(id: string): void {
  algorithm = FLOAT_ALGORITHMS.find((a) => a.id === id) ?? algorithm;
  algorithmEl.value = algorithm.id;
  update();
}

buildAlgorithms();
buildPresets();
update();
document.body.dataset.ready = 'true';
