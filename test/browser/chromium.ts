// Where Chromium lives on our machines and how we start it. Shared by the
// Vitest browser project (vitest.browser.config.ts) and the demo e2e test.
//
// Debian's chromium package, not a Playwright-downloaded browser: this
// machine's network is closed, so `npx playwright install` cannot work.

/** Path of Debian's Chromium (`apt-get install -y chromium`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for headless Chromium as root on a closed network. Without the
 * background-networking flags Chromium keeps opening connections that the
 * network refuses (and looks up Google's hosts at every start).
 */
export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox', // we run as root, where the sandbox cannot start
  '--disable-gpu',
  '--disable-dev-shm-usage', // small /dev/shm in containers
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
