// End-to-end test of the demo's tile-map view in real headless Chromium:
// build the demo, serve it on 127.0.0.1, drive tiles.html with
// playwright-core (drag, click, select, type), and check the tile lists, the
// disagreement counts and the colours of tiles in a screenshot. Runs in the
// "demo-e2e" project of vitest.browser.config.ts (`npm run test:browser`).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TILE_COLORS } from '../../demo/tileRender.js';
import { type Pt, TILE_PRESETS, toScreen } from '../../demo/tileScene.js';
import { compareTiles } from '../../demo/tileVerdicts.js';
import { type DemoPage, dragHandle, openDemoPage } from './demoPage.js';
import { decodePng, pixel, rgb } from './png.js';

let demo: DemoPage;
let page: Page;

beforeAll(async () => {
  demo = await openDemoPage('tiles.html');
  page = demo.page;
});

afterAll(async () => {
  await demo?.close();
});

// Playwright's innerText: the text as rendered.
// biome-ignore lint/performance/useDomNodeTextContent: see above
const text = (testId: string) => page.getByTestId(testId).innerText();
const counts = async () => {
  const el = page.getByTestId('tile-agreement');
  return {
    extra: Number(await el.getAttribute('data-extra')),
    missing: Number(await el.getAttribute('data-missing')),
    endless: (await el.getAttribute('data-endless')) === 'true',
  };
};

/** Drags a handle to world point `to` (tile size 1) with real mouse events. */
const drag = (handle: string, to: Pt) => dragHandle(page, `tile-handle-${handle}`, '#tile-stage', toScreen(to, 1));

describe('the tile-map view in Chromium', () => {
  it('opens on a diagonal through tile corners: the float walk adds a tile at each', async () => {
    expect(await text('tile-exact')).toBe('Exact (half_open): 4 tiles: [0, 0] [1, 1] [2, 2] [3, 3]');
    expect(await text('tile-float')).toBe('Float walk: 7 tiles: [0, 0] [0, 1] [1, 1] [1, 2] [2, 2] [2, 3] …');
    expect(await text('tile-agreement')).toBe('The float walk is wrong here: it adds 3 and misses 0 tiles.');
    expect(await counts()).toEqual({ extra: 3, missing: 0, endless: false });
  });

  it('draws exact tiles blue and added tiles orange, on a pink stage', async () => {
    const img = decodePng(await page.locator('#tile-stage').screenshot());
    expect([img.width, img.height]).toEqual([602, 602]);
    const at = (p: Pt) => {
      const [x, y] = toScreen(p, 1);
      return pixel(img, Math.round(x) + 1, Math.round(y) + 1);
    };
    expect(at([1.15, 1.85])).toEqual(rgb(TILE_COLORS.exact)); // tile [1, 1], off the segment and the outline
    expect(at([0.2, 1.5])).toEqual(rgb(TILE_COLORS.extra)); // tile [0, 1]: only the float walk lists it
    expect(at([-5.5, -5.5])).toEqual(rgb('#fff3f2')); // the stage's disagreement background
  });

  it('dragging b off the corners ends the disagreement', async () => {
    // (0.5, 0.5)–(3.5, 2): y = 0.25 + x/2 is never an integer at an integer x, so no tile corner.
    await drag('b', [3.5, 2]);
    expect(await page.getByTestId('tile-coord-bx').inputValue()).toBe('3.5');
    expect(await page.getByTestId('tile-coord-by').inputValue()).toBe('2');
    expect(await text('tile-agreement')).toBe('Exact and float tiles agree.');
    expect(await counts()).toEqual({ extra: 0, missing: 0, endless: false });
  });

  it.each(TILE_PRESETS.map((p) => [p.id, p] as const))('preset "%s" shows what it promises', async (id, preset) => {
    await page.getByTestId(`tile-preset-${id}`).click();
    expect(await counts()).toEqual(preset.expect);
    // The same comparison, computed here in Node.
    const cmp = compareTiles(preset.scene);
    expect(await text('tile-exact')).toContain(`${cmp.exact.length} tile`);
    expect(await page.getByTestId('tile-mode').inputValue()).toBe(preset.scene.mode);
  });

  it('the mode select changes the exact tiles: closed counts the corner tiles the walk skips', async () => {
    await page.getByTestId('tile-preset-vertex').click();
    await page.getByTestId('tile-mode').selectOption('closed');
    expect(await text('tile-exact')).toMatch(/^Exact \(closed\): 10 tiles: /);
    expect(await counts()).toEqual({ extra: 0, missing: 3, endless: false });
    await page.getByTestId('tile-mode').selectOption('open');
    expect(await counts()).toEqual({ extra: 3, missing: 0, endless: false });
  });

  it('a typed coordinate is the double it names: 0.5 on tiles of 0.1 ends in tile 4', async () => {
    await page.getByTestId('tile-preset-decimal').click();
    expect(await text('tile-float')).toContain('[1, 5]');
    const input = page.getByTestId('tile-coord-by');
    // 0.49 is well inside tile 4: now the float walk agrees.
    await input.fill('0.49');
    await input.press('Enter');
    expect(await counts()).toEqual({ extra: 0, missing: 0, endless: false });
  });
});
