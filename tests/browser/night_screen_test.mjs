// Spotlight's screen mode in a real browser: `spotforge spotlight --night screen` writes
// boards.html; opened from file:// it must load with no console error and no request for
// anything but itself, keep the board dark but under the pointer, shrink the light on low
// battery, cover the chosen quadrant and end the search when the timer runs out.
// Arguments: the spotforge binary and the artefact folder (screenshots are kept there).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openPage, keepScreenshot, check } from './browser.mjs';

const [binary, artefacts] = process.argv.slice(2);
check(binary && artefacts, 'usage: night_screen_test.mjs SPOTFORGE ARTEFACT_DIR');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'spotforge-night-screen-'));
execFileSync(binary, ['spotlight', 'party', '--night', 'screen', '--boards', '2', '--out', out],
             { stdio: ['ignore', 'ignore', 'inherit'] });
const html = path.join(out, 'boards.html');
check(fs.existsSync(html), 'spotforge spotlight --night screen wrote no boards.html');
const url = pathToFileURL(html).href;

const { browser, page, errors } = await openPage({ width: 1280, height: 900 });
const foreign = [];
page.on('request', (r) => {
  if (r.url() !== url && !r.url().startsWith('data:')) foreign.push(r.url());
});
await page.clock.install({ time: new Date('2026-12-01T20:00:00Z') });
await page.goto(url);
await page.waitForFunction(() => window.spotlight && window.spotlight.images.every((i) => i.complete));

// Page pixels (CSS) of a board millimetre, and canvas pixels around a point.
const kit = await page.evaluate(() => JSON.parse(document.getElementById('kit').textContent));
const play = kit.geometry.play;
async function cssOf(xMm, yMm) {
  return page.evaluate(([x, y]) => {
    const c = document.getElementById('board');
    const r = c.getBoundingClientRect();
    const [cx, cy] = window.spotlight.toCanvas(x, y);
    return [r.left + cx * r.width / c.width, r.top + cy * r.height / c.height];
  }, [xMm, yMm]);
}
// Brightest channel of every canvas pixel at `radiusMm` from (xMm, yMm), every 10 degrees.
async function ring(xMm, yMm, radiusMm) {
  return page.evaluate(([x, y, rr]) => {
    const c = document.getElementById('board');
    const ctx = c.getContext('2d');
    const values = [];
    for (let a = 0; a < 360; a += 10) {
      const [px, py] = window.spotlight.toCanvas(x + rr * Math.cos(a * Math.PI / 180),
                                                 y + rr * Math.sin(a * Math.PI / 180));
      const d = ctx.getImageData(Math.round(px), Math.round(py), 1, 1).data;
      values.push(Math.max(d[0], d[1], d[2]));
    }
    return values;
  }, [xMm, yMm, radiusMm]);
}
// How far (mm) the light reaches to the right of (xMm, yMm): where 1.5 mm in a row are dark
// (a character's darkest ink inside the light is never that wide on one line).
async function reach(xMm, yMm) {
  const samples = await page.evaluate(([x, y]) => {
    const c = document.getElementById('board');
    const ctx = c.getContext('2d');
    const values = [];
    for (let r = 5; r < 60; r += 0.5) {
      const [px, py] = window.spotlight.toCanvas(x + r, y);
      const d = ctx.getImageData(Math.round(px), Math.round(py), 1, 1).data;
      values.push(Math.max(d[0], d[1], d[2]));
    }
    return values;
  }, [xMm, yMm]);
  for (let i = 0; i + 3 < samples.length; ++i) {
    if (samples.slice(i, i + 4).every((v) => v <= 12)) return 5 + i * 0.5;
  }
  return Infinity;
}
const mean = (a) => a.reduce((s, v) => s + v, 0) / a.length;

// Before the pointer arrives the play area is dark; then the light follows the pointer.
const x = play.x + play.width * 0.3, y = play.y + play.height * 0.35;
const other = [play.x + play.width * 0.7, play.y + play.height * 0.7];
check(Math.max(...await ring(x, y, 20)) <= 12, 'the board is lit before any pointer came');
await page.mouse.move(...await cssOf(...other));
check(mean(await ring(...other, 10)) > 120, 'the light is not under the pointer');
check(Math.max(...await ring(x, y, 10)) <= 12, 'the board is lit away from the pointer');
await page.mouse.move(...await cssOf(x, y));
const [mx, my] = [x, y];
const litInside = mean(await ring(mx, my, 10));
const outside = await ring(mx, my, kit.spot.charged / 2 + 4);
await keepScreenshot(page, artefacts, '1-charged');
console.log(`charged: mean brightest channel 10 mm from the light's centre ${litInside.toFixed(0)}, ` +
            `brightest just outside it ${Math.max(...outside)}`);
check(litInside > 120, `the light doesn't show the board (mean ${litInside})`);
check(Math.max(...outside) <= 12, `outside the light the board is not dark (${Math.max(...outside)})`);
const charged = await reach(mx, my);

await page.click('#battery');
const low = await reach(mx, my);
await keepScreenshot(page, artefacts, '2-low-battery');
console.log(`light radius: charged ${charged} mm, low battery ${low} mm ` +
            `(spots ${kit.spot.charged} and ${kit.spot.low} mm)`);
check(Math.abs(charged - kit.spot.charged / 2) <= 2, `charged light radius ${charged} mm`);
check(Math.abs(low - kit.spot.low / 2) <= 2, `low-battery light radius ${low} mm`);
check(Math.max(...await ring(mx, my, kit.spot.low / 2 + 3)) <= 12,
      'with a low battery the board is lit beyond the small light');
await page.click('#battery');

// Covering the quadrant under the light hides it; the other quadrants stay as they were.
const symbol = kit.boards[0].corners[0];  // the top-left corner's quadrant
await page.selectOption('#cover', String(kit.quadrant_symbols.indexOf(symbol)));
const covered = await ring(mx, my, 8);
await keepScreenshot(page, artefacts, '3-quadrant-covered');
check(covered.every((v) => Math.abs(v - 0x73) <= 3), `the covered quadrant shows through (${covered})`);
await page.selectOption('#cover', '-1');

// The timer: fast is 45 s; it ends, says so, and the light goes out.
await page.selectOption('#timerChoice', 'fast');
check((await page.textContent('#clock')).trim() === '45', 'the fast timer does not show 45');
const kidsLabel = await page.$eval('#timerChoice option[value="kids"]', (o) => o.textContent);
check(kidsLabel.includes(String(kit.timer.normal + kit.timer.kids_extra)),
      `the kids' timer is not ${kit.timer.normal} + ${kit.timer.kids_extra} s: ${kidsLabel}`);
await page.click('#start');
await page.clock.runFor(30000);
const midway = Number((await page.textContent('#clock')).trim());
check(midway === 15, `after 30 s the fast timer shows ${midway}, not 15`);
check(await page.isHidden('#message'), 'time is up too early');
await page.clock.runFor(15500);
await keepScreenshot(page, artefacts, '4-time-up');
check(await page.isVisible('#message'), 'the timer ran out without saying so');
check((await page.textContent('#clock')).trim() === '0', 'the clock does not show 0 at the end');
check(Math.max(...await ring(mx, my, 10)) <= 12, 'the light is still on after the time is up');

check(errors.length === 0, `console errors: ${errors.join('; ')}`);
check(foreign.length === 0, `the page asked for other files: ${foreign.join(', ')}`);
await browser.close();
fs.rmSync(out, { recursive: true, force: true });
console.log('night screen test passed');
