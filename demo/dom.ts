// DOM helpers shared by the demo's two views: SVG elements, the coordinates
// table (every coordinate in full, any double accepted) and dragging
// handles on an SVG stage.

const SVG = 'http://www.w3.org/2000/svg';

/** A 2D point of doubles. */
export type XY = [number, number];

/** The element of an id, which the page must have. */
export function byId<T extends Element>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`demo: #${id} is missing from the page`);
  return el as unknown as T;
}

/** A new SVG element under `parent`. */
export function make<K extends keyof SVGElementTagNameMap>(
  parent: Element,
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  parent.appendChild(el);
  return el;
}

/** Sets attributes. */
export function set(el: Element, attrs: Record<string, string | number>): void {
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
}

/**
 * A table of the points' coordinates, one row per point: `fill()` shows the
 * current values (except in the field being edited), and a typed value is
 * read by Number() — "0.1" is the double nearest to 0.1, and that double is
 * then the exact input, as for any caller of the library — and given to
 * `change`. Fields are named `${prefix}${point}x` and `...y` for tests.
 */
export function coordinateTable<H extends string>(
  table: HTMLTableElement,
  points: readonly H[],
  label: (h: H) => string,
  prefix: string,
  get: (h: H) => XY,
  change: (h: H, axis: 0 | 1, v: number) => void,
): { fill(): void } {
  const inputs = new Map<string, HTMLInputElement>();
  for (const h of points) {
    const row = table.insertRow();
    const th = document.createElement('th');
    th.textContent = label(h);
    row.append(th);
    for (const axis of [0, 1] as const) {
      const input = document.createElement('input');
      input.dataset.testid = `${prefix}${h}${axis === 0 ? 'x' : 'y'}`;
      input.setAttribute('aria-label', `${h}.${axis === 0 ? 'x' : 'y'}`);
      input.addEventListener('change', () => {
        const v = input.value.trim() === '' ? Number.NaN : Number(input.value);
        const ok = Number.isFinite(v);
        input.classList.toggle('bad', !ok);
        if (ok) change(h, axis, v);
      });
      inputs.set(`${h}${axis}`, input);
      row.insertCell().append(input);
    }
  }
  return {
    fill() {
      for (const h of points) {
        for (const axis of [0, 1] as const) {
          const input = inputs.get(`${h}${axis}`);
          if (!input || input === document.activeElement) continue;
          input.value = String(get(h)[axis]);
          input.classList.remove('bad');
        }
      }
    },
  };
}

/**
 * Dragging on an SVG stage: a pointer pressed on a handle (`handleOf` says
 * which) captures the pointer, and each move calls `move` with the handle
 * and the stage point under the pointer (SVG user units).
 */
export function dragHandles<H>(svg: SVGSVGElement, handleOf: (el: Element) => H | undefined, move: (h: H, at: XY) => void): void {
  let dragging: { handle: H; pointer: number } | null = null;
  svg.addEventListener('pointerdown', (e) => {
    const handle = e.target instanceof Element ? handleOf(e.target) : undefined;
    if (handle === undefined) return;
    e.preventDefault();
    svg.setPointerCapture(e.pointerId);
    dragging = { handle, pointer: e.pointerId };
  });
  svg.addEventListener('pointermove', (e) => {
    if (!dragging || e.pointerId !== dragging.pointer) return;
    const m = svg.getScreenCTM();
    if (!m) return;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    move(dragging.handle, [pt.x, pt.y]);
  });
  const stop = (e: PointerEvent) => {
    if (dragging && e.pointerId === dragging.pointer) dragging = null;
  };
  svg.addEventListener('pointerup', stop);
  svg.addEventListener('pointercancel', stop);
}
