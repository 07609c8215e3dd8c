// Shared start for spotforge's browser tests: Debian's chromium, headless, driven by
// playwright-core (no browser is downloaded). Every test collects console errors and
// page errors, so "loads with no console error" is checked the same way everywhere.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';

const candidates = [process.env.SPOTFORGE_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  .filter(Boolean);

export function chromiumPath() {
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error('no chromium found: run scripts/setup.sh (it installs Debian\'s chromium)');
  }
  return found;
}

// Opens a browser and a page; `errors` collects every console error and uncaught exception.
export async function openPage({ width = 1280, height = 900 } = {}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Root (CI) can't use chromium's sandbox; the pages are our own, served locally.
    args: process.getuid && process.getuid() === 0 ? ['--no-sandbox'] : [],
  });
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  return { browser, context, page, errors };
}

// Saves a screenshot as a test artefact under `dir` (created if missing).
export async function keepScreenshot(page, dir, name) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// Fails the test with a message (exit 1) when `ok` is false.
export function check(ok, message) {
  if (!ok) {
    console.error(`FAILED: ${message}`);
    process.exit(1);
  }
}
