// The demo page: drag a segment and a box, see the exact and the float
// verdict side by side. Built by demo/build.ts into demo/dist/.
import { PRESETS } from './presets.js';
import { createStage } from './render.js';
import { cloneScene, HANDLES, type Handle, placePoint, type Scene, START, toWorld } from './scene.js';
import { detail, exactVerdict, FLOAT_ALGORITHMS, type FloatAlgorithm, type Verdict, word } from './verdicts.js';

function byId<T extends Element>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`demo: #${id} is missing from index.html`);
  return el as unknown as T;
}

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

// ---- coordinates table: shows every coordinate in full and accepts any double

const NAMES: Record<Handle, string> = { a: 'a (segment)', b: 'b (segment)', p: 'p (box)', q: 'q (box)' };
const inputs = new Map<string, HTMLInputElement>();

function buildCoords(): void {
  for (const h of HANDLES) {
    const row = coordsEl.insertRow();
    const th = document.createElement('th');
    th.textContent = NAMES[h];
    row.append(th);
    for (const axis of [0, 1] as const) {
      const input = document.createElement('input');
      input.dataset.testid = `coord-${h}${axis === 0 ? 'x' : 'y'}`;
      input.setAttribute('aria-label', `${h}.${axis === 0 ? 'x' : 'y'}`);
      input.addEventListener('change', () => {
        // Number() reads "0.1" as the double nearest to 0.1: that double is
        // then the exact input, as for any caller of the library.
        const v = input.value.trim() === '' ? Number.NaN : Number(input.value);
        const ok = Number.isFinite(v);
        input.classList.toggle('bad', !ok);
        if (!ok) return;
        scene[h][axis] = v;
        update();
      });
      inputs.set(`${h}${axis}`, input);
      row.insertCell().append(input);
    }
  }
}

function fillCoords(): void {
  for (const h of HANDLES) {
    for (const axis of [0, 1] as const) {
      const input = inputs.get(`${h}${axis}`);
      if (!input || input === document.activeElement) continue;
      input.value = String(scene[h][axis]);
      input.classList.remove('bad');
    }
  }
}

// ---- dragging

let dragging: { handle: Handle; pointer: number } | null = null;

function worldOf(e: PointerEvent) {
  const m = svg.getScreenCTM();
  if (!m) return null;
  const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
  return toWorld([pt.x, pt.y]);
}

svg.addEventListener('pointerdown', (e) => {
  const handle = e.target instanceof Element ? stage.handle(e.target) : undefined;
  if (!handle) return;
  e.preventDefault();
  svg.setPointerCapture(e.pointerId);
  dragging = { handle, pointer: e.pointerId };
});
svg.addEventListener('pointermove', (e) => {
  if (!dragging || e.pointerId !== dragging.pointer) return;
  const at = worldOf(e);
  if (!at) return;
  scene[dragging.handle] = placePoint(at, snapEl.checked);
  update();
});
const stop = (e: PointerEvent) => {
  if (dragging && e.pointerId === dragging.pointer) dragging = null;
};
svg.addEventListener('pointerup', stop);
svg.addEventListener('pointercancel', stop);

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
buildCoords();
buildPresets();
update();
document.body.dataset.ready = 'true';
