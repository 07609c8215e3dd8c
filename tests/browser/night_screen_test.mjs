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
// The quadrant, timer and language choices sit in the bar's menu: open it, choose, close it.
async function choose(selector, value) {
  await page.click('#menu summary');
  await page.selectOption(selector, value);
  await page.click('#menu summary');
}

// Before the pointer arrives the play area is dark; before Start it stays dark under the
// pointer (issue 28); then the light follows the pointer.
const x = play.x + play.width * 0.3, y = play.y + play.height * 0.35;
const other = [play.x + play.width * 0.7, play.y + play.height * 0.7];
check(Math.max(...await ring(x, y, 20)) <= 12, 'the board is lit before any pointer came');
await page.mouse.move(...await cssOf(...other));
check(Math.max(...await ring(...other, 10)) <= 12, 'the light works before Start');
await page.click('#start');
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
await choose('#cover', String(kit.quadrant_symbols.indexOf(symbol)));
const covered = await ring(mx, my, 8);
await keepScreenshot(page, artefacts, '3-quadrant-covered');
check(covered.every((v) => Math.abs(v - 0x73) <= 3), `the covered quadrant shows through (${covered})`);
await choose('#cover', '-1');

// The light stays inside the play area: near its top-right corner the stripe and key above
// it and the labels beside it look as they do with the light elsewhere (issue 28).
async function frame() {
  return page.evaluate(([px, py, pw]) => {
    const c = document.getElementById('board');
    const ctx = c.getContext('2d');
    const [x0, y0] = window.spotlight.toCanvas(px + pw - 40, py - 6);
    const [x1, y1] = window.spotlight.toCanvas(px + pw + 4, py - 1);
    return Array.from(ctx.getImageData(Math.round(x0), Math.round(y0),
                                       Math.round(x1 - x0), Math.round(y1 - y0)).data);
  }, [play.x, play.y, play.width]);
}
const frameAway = await frame();
await page.mouse.move(...await cssOf(play.x + play.width - 8, play.y + 6));
const frameNear = await frame();
await keepScreenshot(page, artefacts, '3b-light-at-the-corner');
const changed = frameAway.filter((v, i) => Math.abs(v - frameNear[i]) > 8).length;
check(changed === 0, `the light paints over the stripe or labels (${changed} channel values)`);
await page.mouse.move(...await cssOf(mx, my));
await page.click('#start');  // stop: the light goes out
check(Math.max(...await ring(mx, my, 10)) <= 12, 'the light shines after Stop');

// The timer: fast is 45 s; it ends, says so, and the light goes out.
await choose('#timerChoice', 'fast');
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
check(!(await page.getAttribute('meta[name="viewport"]', 'content')).includes('user-scalable=no'),
      'zoom is blocked');

// Phones and tablets, played with a finger (issue 28): a quadrant fills an upright phone
// (characters >= 28 CSS px: 9 mm copies at >= 3.1 px per mm), the light is >= 150 CSS px
// across and lies above and beside the finger, never under it; the hand button flips the side.
async function touchPlay(name, width, height, minScale) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true,
                                             isMobile: true, deviceScaleFactor: 2 });
  const p = await context.newPage();
  const errs = [];
  p.on('pageerror', (e) => errs.push(e.message));
  p.on('console', (m) => { if (m.type() === 'error') errs.push(m.text()); });
  await p.goto(url);
  await p.waitForFunction(() => window.spotlight && window.spotlight.images.every((i) => i.complete));
  const barHeight = await p.$eval('#bar', (b) => b.getBoundingClientRect().height);
  check(barHeight <= 50, `${name}: the controls take ${barHeight} px, more than one row`);
  const clockRight = await p.$eval('#clock', (c) => c.getBoundingClientRect().right);
  check(clockRight <= width, `${name}: the clock is off the screen`);
  const ratio = await p.evaluate(() => {
    const c = document.getElementById('board');
    return c.width / c.getBoundingClientRect().width;
  });
  const cssPerMm = (await p.evaluate(() => window.spotlight.view().scale)) / ratio;
  const lightCss = kit.spot.charged * cssPerMm;
  console.log(`${name} ${width}x${height}: ${cssPerMm.toFixed(2)} CSS px per mm, 9 mm copy ` +
              `${(9 * cssPerMm).toFixed(0)} px, light ${lightCss.toFixed(0)} px`);
  check(cssPerMm >= minScale, `${name}: ${cssPerMm.toFixed(2)} CSS px per board mm`);
  check(lightCss >= 150, `${name}: the light is ${lightCss.toFixed(0)} CSS px across`);
  await p.tap('#start');
  const box = await p.$eval('#board', (c) => { const r = c.getBoundingClientRect();
                                                 return [r.left, r.top, r.width, r.height]; });
  // A point inside the play area with room above it for the light: in a quadrant view the
  // quadrant fills the canvas; on the whole board, a point low in the play area.
  const quadrantView = await p.evaluate(() => window.spotlight.state.view >= 0);
  const touch = quadrantView ? [box[0] + box[2] * 0.5, box[1] + box[3] * 0.7]
    : await p.evaluate(([x, y]) => {
      const c = document.getElementById('board');
      const r = c.getBoundingClientRect();
      const [cx, cy] = window.spotlight.toCanvas(x, y);
      return [r.left + cx * r.width / c.width, r.top + cy * r.height / c.height];
    }, [play.x + play.width * 0.5, play.y + play.height * 0.75]);
  const litAt = async () => p.evaluate(([tx, ty]) => {
    const c = document.getElementById('board');
    const r = c.getBoundingClientRect();
    const k = c.width / r.width;
    const ctx = c.getContext('2d');
    const s = window.spotlight.state;
    const radius = window.spotlight.view().scale *
        (s.low ? 0 : JSON.parse(document.getElementById('kit').textContent).spot.charged) / 2;
    const at = (x, y) => { const d = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
                           return Math.max(d[0], d[1], d[2]); };
    const cx = (tx - r.left) * k, cy = (ty - r.top) * k;
    let under = 0;  // brightest pixel within 6 CSS px of the touch point
    for (let dx = -6; dx <= 6; dx += 3) {
      for (let dy = -6; dy <= 6; dy += 3) under = Math.max(under, at(cx + dx * k, cy + dy * k));
    }
    let lit = 0;
    for (let a = 0; a < 360; a += 20) {
      lit += at(s.x + radius * 0.5 * Math.cos(a * Math.PI / 180),
                s.y + radius * 0.5 * Math.sin(a * Math.PI / 180));
    }
    return { under, lit: lit / 18, distance: Math.hypot(s.x - cx, s.y - cy) / radius,
             side: Math.sign(s.x - cx) };
  }, touch);
  await p.touchscreen.tap(...touch);
  const right = await litAt();
  await keepScreenshot(p, artefacts, `5-${name}-touch`);
  check(right.lit > 100, `${name}: the light does not show the board (${right.lit})`);
  check(right.under <= 12, `${name}: the lit area lies under the finger (${right.under})`);
  check(right.distance > 1.05, `${name}: the light is ${right.distance} radii from the finger`);
  check(right.side < 0, `${name}: a right hand's light is not to the left of the finger`);
  await p.tap('#menu summary');
  await p.tap('#hand');
  await p.tap('#menu summary');
  await p.touchscreen.tap(...touch);
  const left = await litAt();
  await keepScreenshot(p, artefacts, `6-${name}-left-hand`);
  check(left.side > 0 && left.under <= 12, `${name}: the left-hand light is wrong`);
  check(errs.length === 0, `${name}: page errors: ${errs.join('; ')}`);
  await context.close();
}
await touchPlay('phone', 390, 844, 3.1);
await touchPlay('phone-landscape', 844, 390, 3.1);
await touchPlay('tablet', 820, 1180, 2.5);
await browser.close();
fs.rmSync(out, { recursive: true, force: true });
console.log('night screen test passed');
