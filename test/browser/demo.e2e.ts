// End-to-end test of the demo page in real headless Chromium: build it, serve
// it on 127.0.0.1, drive it with playwright-core (drag, click), and check the
// verdict texts and the pixels of a screenshot. Runs in the "demo-e2e"
// project of vitest.browser.config.ts (`npm run test:browser`).
//
// Screenshot baseline: test/browser/__screenshots__/demo-corner.png. After
// an intended change to the drawing, refresh it with
//   UPDATE_SCREENSHOTS=1 npx vitest run -c vitest.browser.config.ts --project demo-e2e
// and look at the new PNG before committing it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESETS } from '../../demo/presets.js';
import { COLORS } from '../../demo/render.js';
import { type Pt, toScreen } from '../../demo/scene.js';
import { FLOAT_ALGORITHMS, word } from '../../demo/verdicts.js';
import { type DemoPage, dragHandle, openDemoPage } from './demoPage.js';
import { countDifferentPixels, decodePng, pixel, rgb } from './png.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const BASELINE = join(here, '__screenshots__', 'demo-corner.png');
const ACTUAL_DIR = join(here, '..', '..', 'reports', 'demo-e2e');

/**
 * Rendering tolerance, for this screenshot comparison only (the verdicts
 * themselves are compared exactly, as text). Antialiased diagonal lines and
 * circle edges may shade a few pixels differently between Chromium builds:
 * a pixel counts as different when a channel differs by more than
 * PIXEL_THRESHOLD levels, and at most MAX_DIFFERENT_PIXELS may (0.1% of the
 * 602×602 stage). On one machine the two runs match pixel for pixel.
 */
const PIXEL_THRESHOLD = 32;
const MAX_DIFFERENT_PIXELS = 362;

let demo: DemoPage;
let page: Page;

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
});

afterAll(async () => {
  await demo?.close();
});

// Playwright's innerText, not the DOM's: the text as rendered, with the line
// break between verdict and detail, which is what a user reads.
// biome-ignore lint/performance/useDomNodeTextContent: see above
const text = (testId: string) => page.getByTestId(testId).innerText();

/** Drags a handle to world point `to` with real mouse events. */
const drag = (handle: string, to: Pt) => dragHandle(page, `handle-${handle}`, '#stage', toScreen(to));

describe('demo page in Chromium', () => {
  it('opens on a segment that misses the box, both verdicts agreeing', async () => {
    expect(await text('exact-verdict')).toContain('Exact: misses');
    expect(await text('float-verdict')).toContain('Float: misses');
    expect(await text('agreement')).toBe('Exact and float agree.');
  });

  it('dragging end b into the box makes both verdicts "intersects", with the exact interval', async () => {
    await drag('b', [2, -1]);
    // The handle snapped to the grid point (2, -1): the table shows it.
    expect(await page.getByTestId('coord-bx').inputValue()).toBe('2');
    expect(await page.getByTestId('coord-by').inputValue()).toBe('-1');
    // a = (-8, 6), b = (2, -1), box [-4, 4] × [-3, 3]: the segment enters
    // through y = 3 at t = (3 - 6)/(-1 - 6) = 3/7 and ends inside (t = 1).
    expect(await text('exact-verdict')).toBe('Exact: intersects\nt ∈ [3/7, 1]');
    expect(await text('float-verdict')).toMatch(/^Float: intersects\nt ∈ \[0\.428571428571428\d*, 1\]$/);
    expect(await text('agreement')).toBe('Exact and float agree.');
  });

  it('clicking "Through a corner" shows the slab method missing a touch the exact verdict sees', async () => {
    await page.getByTestId('preset-corner').click();
    expect(await text('exact-verdict')).toBe('Exact: intersects\ntouches at t = 3/5');
    expect(await text('float-verdict')).toBe('Float: misses\nno common point');
    expect(await text('agreement')).toBe('Float is wrong here: it says misses, the exact answer is intersects.');
    expect(await page.locator('#stage').getAttribute('class')).toBe('disagree');
  });

  it('the corner screenshot shows the disagreement: pixel colours and the baseline', async () => {
    const png = await page.locator('#stage').screenshot();
    mkdirSync(ACTUAL_DIR, { recursive: true });
    writeFileSync(join(ACTUAL_DIR, 'demo-corner.png'), png);
    const img = decodePng(png);
    expect([img.width, img.height]).toEqual([602, 602]);
    // Stage pixel (x, y) is image pixel (x + 1, y + 1) (1 px border).
    const at = (p: Pt) => {
      const [x, y] = toScreen(p);
      return pixel(img, x + 1, y + 1);
    };
    expect(pixel(img, 16, 16)).toEqual(rgb('#ffe1e1')); // disagreement background
    expect(at([2, -1])).toEqual(rgb(COLORS.boxFill)); // inside the box
    expect(at([-5.5, -1.5])).toEqual(rgb(COLORS.hit)); // on the segment, t = 0.3: exact says "intersects"
    expect(at([-4, 3])).toEqual(rgb(COLORS.piece)); // the exact touch point, drawn as a dot
    expect(at([-7, -6])).toEqual(rgb(COLORS.handle)); // handle a

    if (process.env.UPDATE_SCREENSHOTS || (!existsSync(BASELINE) && !process.env.CI)) {
      mkdirSync(join(here, '__screenshots__'), { recursive: true });
      writeFileSync(BASELINE, png);
      console.log(`[demo e2e] wrote baseline ${BASELINE}`);
    }
    const baseline = decodePng(readFileSync(BASELINE));
    const different = countDifferentPixels(img, baseline, PIXEL_THRESHOLD);
    expect(different, `pixels differing from ${BASELINE}; actual in ${ACTUAL_DIR}`).toBeLessThanOrEqual(MAX_DIFFERENT_PIXELS);
  });

  it('dragging end a one grid step off the corner ends the disagreement', async () => {
    // a = (-6, -6), b = (-2, 9): at x = -4 the segment is at y = 1.5, well
    // inside the box's left side, so it crosses it and every method agrees.
    await drag('a', [-6, -6]);
    expect(await text('exact-verdict')).toMatch(/^Exact: intersects\nt ∈ \[/);
    expect(await text('float-verdict')).toMatch(/^Float: intersects\n/);
    expect(await text('agreement')).toBe('Exact and float agree.');
    expect(await page.locator('#stage').getAttribute('class')).toBe('');
  });

  it.each(PRESETS.map((p) => [p.id, p] as const))('preset "%s" shows what it promises', async (id, preset) => {
    await page.getByTestId(`preset-${id}`).click();
    expect(await page.getByTestId('algorithm').inputValue()).toBe(preset.algorithm);
    expect(await text('exact-verdict')).toMatch(new RegExp(`^Exact: ${preset.expect.exact}\\n`));
    expect(await text('float-verdict')).toMatch(new RegExp(`^Float: ${preset.expect.float}\\n`));
    const agree = preset.expect.exact === preset.expect.float;
    expect(await page.getByTestId('agreement').getAttribute('data-agree')).toBe(String(agree));
  });

  it.each(FLOAT_ALGORITHMS.map((a) => [a.id, a] as const))(
    'choosing float algorithm "%s" at the corner shows its own answer',
    async (id, alg) => {
      await page.getByTestId('preset-corner').click();
      await page.getByTestId('algorithm').selectOption(id);
      // The same function, called here in Node on the preset's points.
      const corner = PRESETS.find((p) => p.id === 'corner');
      if (!corner) throw new Error('no corner preset');
      const expected = word(alg.verdict(corner.scene));
      expect(await text('float-verdict')).toMatch(new RegExp(`^Float: ${expected}\\n`));
      expect(await text('exact-verdict')).toBe('Exact: intersects\ntouches at t = 3/5');
    },
  );

  it('a typed coordinate is taken as the exact double it names', async () => {
    await page.getByTestId('preset-corner').click();
    // Moving a by 1e-15 to the right moves the line off the corner to the
    // box's inside: the exact verdict now crosses the left side (t0 < t1).
    const input = page.getByTestId('coord-ax');
    await input.fill('-6.999999999999999');
    await input.press('Enter');
    expect(await text('exact-verdict')).toMatch(/^Exact: intersects\nt ∈ \[\d+\/\d+, \d+\/\d+\]$/);
  });
});
