// Opens a page of the built demo in headless Chromium, for the e2e tests:
// builds the demo into a temporary directory, serves it on 127.0.0.1 and
// loads `path`, waiting for the page to say it is ready; page errors fail.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildDemo } from '../../demo/build.js';
import { serveDir } from '../../demo/serve.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/** A demo page open in Chromium, and how to close everything it started. */
export type DemoPage = { page: Page; close(): Promise<void> };

export async function openDemoPage(path = ''): Promise<DemoPage> {
  const dir = await mkdtemp(join(tmpdir(), 'exact-predicates-demo-'));
  await buildDemo(dir);
  const served = await serveDir(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 }, deviceScaleFactor: 1 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${served.url}${path}`);
  await page.waitForSelector('body[data-ready="true"]');
  expect(errors).toEqual([]);
  return {
    page,
    async close() {
      await browser.close();
      await served.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Drags the element with test id `handle` to stage pixel `to` of the SVG
 * `stage` (its viewBox units; the SVG sits inside a 1 px border, which the
 * bounding box includes), with real mouse events.
 */
export async function dragHandle(page: Page, handle: string, stage: string, to: readonly [number, number]): Promise<void> {
  const from = await page.getByTestId(handle).boundingBox();
  const box = await page.locator(stage).boundingBox();
  if (!from || !box) throw new Error(`${handle} or ${stage} not visible`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 1 + to[0], box.y + 1 + to[1], { steps: 8 });
  await page.mouse.up();
}
