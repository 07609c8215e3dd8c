// `spotforge studio` on a family's photo folder, as issue 26 walks it: JPEGs (one turned by
// camera EXIF), a HEIC, two WebPs and a PNG cut-out, written by make_photo_folder. The page
// lists them all with thumbnails (the HEIC's drawn by the server, upright); a second language
// is added and its names written; three pictures become Spotlight characters and the page
// shows their board, in view, drawn again when a character changes; one is the mascot. Then
// Build: the kit folder holds the deck, both languages' rulebooks and Spotlight's PDFs.
// Screenshots of every step, desktop (1280x900) and phone (390x844), go to the artefact folder.
// Arguments: the spotforge binary, the artefact folder, the make_photo_folder binary.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPage, check } from './browser.mjs';

const [binary, artefacts, makeFolder] = process.argv.slice(2);
check(binary && artefacts && makeFolder, 'usage: studio_photos_test.mjs SPOTFORGE ARTEFACT_DIR MAKE_PHOTO_FOLDER');
fs.rmSync(artefacts, { recursive: true, force: true });
fs.mkdirSync(artefacts, { recursive: true });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'spotforge-studio-photos-'));
const folder = path.join(scratch, 'Family photos');
execFileSync(makeFolder, [folder]);
const photos = fs.readdirSync(folder);
check(['IMG_2041.JPG', 'IMG_2042.heic', 'Pier.webp', 'Star.png'].every((f) => photos.includes(f)),
  'the photo folder: ' + photos.join(', '));

// --- Start the studio on the folder and read its URL.
const studio = spawn(binary, ['studio', folder, '--no-browser', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
studio.stderr.on('data', (d) => { output += d; });
const url = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no URL printed in 30 s:\n' + output)), 30000);
  studio.stdout.on('data', (d) => {
    output += d;
    const m = output.match(/open (http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{32})/);
    if (m) { clearTimeout(timer); resolve(m[1]); }
  });
  studio.on('exit', (code) => reject(new Error(`the studio ended (${code}):\n${output}`)));
});
process.on('exit', () => { if (studio.exitCode === null) studio.kill('SIGINT'); });

const { browser, page, errors } = await openPage({ width: 1280, height: 900 });
page.setDefaultTimeout(120000);
// The phone: the same studio in a second, phone-sized window.
const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const phone = await phoneContext.newPage();
phone.setDefaultTimeout(120000);
phone.on('pageerror', (e) => errors.push(`phone page error: ${e.message}`));
phone.on('console', (m) => { if (m.type() === 'error') errors.push(`phone console: ${m.text()}`); });

const shot = (p, name) => p.screenshot({ path: path.join(artefacts, `${name}.png`), fullPage: true });
const both = async (name) => {
  await shot(page, name + '-desktop');
  await phone.goto(url);
  await phone.waitForSelector('body[data-ready="true"]');
  await phone.waitForFunction(() => [...document.querySelectorAll('#symbols img')].every((i) => i.complete));
  await phone.waitForSelector('#preview-state[data-round]');
  const wide = await phone.evaluate(() => document.documentElement.scrollWidth);
  check(wide <= 390, `the phone page is ${wide} px wide: it scrolls sideways`);
  await shot(phone, name + '-phone');
};
const brokenImages = () => page.evaluate(() => [...document.querySelectorAll('img')]
  .filter((img) => img.offsetParent !== null && !(img.complete && img.naturalWidth > 0))
  .map((img) => img.id || img.alt));
const savedTheme = () => fs.readFileSync(path.join(folder, 'theme.yaml'), 'utf8');

try {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForFunction(() => document.querySelectorAll('#symbols > li').length === 7);
  await page.waitForSelector('#deck-sizes[data-cards="7"]');
  await page.waitForFunction(() => [...document.querySelectorAll('#symbols img')].every((i) => i.complete));
  check((await brokenImages()).length === 0, 'pictures without a thumbnail: ' + await brokenImages());
  // The HEIC (stored landscape, irot to portrait) and the EXIF-turned JPEG show upright.
  for (const file of ['IMG_2042.heic', 'IMG_2041.JPG']) {
    const size = await page.evaluate((f) => {
      const img = [...document.querySelectorAll('#symbols img')].find((i) => i.src.includes(encodeURIComponent(f)));
      return img && [img.naturalWidth, img.naturalHeight];
    }, file);
    check(size && size[1] > size[0], `${file}'s thumbnail is not upright: ${size}`);
  }
  await page.waitForFunction(() => document.querySelector('#card-0').naturalWidth > 0);
  // The photos are framed (never trimmed as background) and upright, as init writes them.
  const started = savedTheme();
  const entry = (file) => started.split(/\n\s*- /).find((block) => block.includes(file)) || '';
  check(['Beach.jpg', 'IMG_2041.JPG', 'IMG_2042.heic', 'Pier.webp'].every((f) => entry(f).includes('frame: circle')) &&
    !entry('Star.png').includes('frame:') && /rotation: "?upright/.test(started),
  'the photos are not framed and upright:\n' + started);
  await both('1-photo-folder');

  // A title, then a second language: Polish names to write, marked at their fields; written.
  await page.fill('#title', 'Family photos');
  await page.press('#title', 'Tab');
  await page.waitForSelector('#save-state[data-saved="true"]');
  await page.locator('#languages input[value="pl"]').check();
  await page.waitForFunction(() => document.querySelectorAll('#symbols input.todo').length === 7);
  check(!(await page.isDisabled('#build')), 'Build stays on while Polish names are missing');
  await shot(page, '2-polish-to-write-desktop');
  const polish = ['Plaża', 'Wydmy', 'Port', 'Skała', 'Morze', 'Molo', 'Gwiazda'];
  for (let i = 0; i < 7; i++) {
    await page.fill(`input[name="symbols/${i}/name/pl"]`, polish[i]);
    await page.press(`input[name="symbols/${i}/name/pl"]`, 'Tab');
    await page.waitForFunction((n) => document.querySelectorAll('#symbols input.todo').length === n, 6 - i);
  }
  await page.waitForSelector('#save-state[data-saved="true"]');
  check((await page.textContent('#languages-note')) === '', 'every Polish name written: ' + await page.textContent('#languages-note'));
  check(savedTheme().includes('Gwiazda') && /languages: \[?en, pl\]?|- pl/.test(savedTheme()), 'theme.yaml has Polish:\n' + savedTheme());

  // The mascot, for the Party games.
  await page.locator('input[name="symbols/6/role"]').check();
  await page.waitForSelector('#mascot-note[data-mascot="6"]');

  // A click on the beach photo, a quarter in from its left and 30 % down, centres its circle
  // there: saved as focus: [x, y] and the preview cards drawn again with the new crop.
  const settled = () => page.waitForFunction(() => {
    const cards = ['0', '1', '2'].map((n) => document.querySelector('#card-' + n).dataset.round);
    return document.querySelector('#preview-state').textContent.startsWith('Cards laid out') &&
      cards.every((r) => r === document.querySelector('#preview-state').dataset.round);
  });
  await settled();
  const cardBytes = () => page.evaluate(() => ['0', '1', '2'].map((n) => document.querySelector('#card-' + n).dataset.bytes).join());
  const unfocused = await cardBytes();
  const beach = page.locator('#symbols > li').nth(0).locator('img');
  check((await beach.getAttribute('alt')) !== null && entry('Beach.jpg') !== '', 'the first picture is the beach photo');
  const spot = await beach.evaluate((img) => {
    const box = img.getBoundingClientRect();
    const k = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const w = img.naturalWidth * k, h = img.naturalHeight * k;
    return { x: (box.width - w) / 2 + 0.25 * w, y: (box.height - h) / 2 + 0.3 * h };
  });
  await beach.click({ position: spot });
  const focusOf = () => {
    const block = savedTheme().split(/\n\s*- /).find((b) => b.includes('Beach.jpg')) || '';
    const m = block.match(/focus: \[([0-9.]+), ([0-9.]+)\]/);
    return m && [Number(m[1]), Number(m[2])];
  };
  for (const until = Date.now() + 30000; !focusOf() && Date.now() < until;) await new Promise((r) => setTimeout(r, 200));
  const focus = focusOf();
  check(focus && Math.abs(focus[0] - 0.25) < 0.05 && Math.abs(focus[1] - 0.3) < 0.05,
    'the click did not save the focus near [0.25, 0.3]:\n' + savedTheme());
  await page.waitForFunction((before) => ['0', '1', '2'].map((n) => document.querySelector('#card-' + n).dataset.bytes).join() !== before, unfocused);
  await settled();
  console.log(`focus click saved [${focus}], cards drawn again`);
  await shot(page, '2b-focus-clicked-desktop');

  // Spotlight: three characters (the beach JPEG, the HEIC and the star); the board shows.
  check(await page.locator('#board-panel').isHidden(), 'no characters, no board');
  for (const [n, i] of [[1, 0], [2, 4], [3, 6]]) {
    await page.locator(`input[name="symbols/${i}/spotlight"]`).check();
    await page.waitForSelector(`#spotlight-note[data-characters="${n}"]`);
  }
  await page.waitForSelector('#board-image[data-characters="3"]');
  await page.waitForFunction(() => document.querySelector('#board-image').naturalWidth > 0);
  const board3 = await page.getAttribute('#board-image', 'src');
  const boardBox = await page.locator('#board-image').boundingBox();
  check(boardBox && boardBox.y >= 0 && boardBox.y + boardBox.height <= 900,
    'the board is out of view after ticking a character: ' + JSON.stringify(boardBox));
  const boardState = await page.textContent('#board-state');
  check(boardState.startsWith('Board drawn') && !/spotlight:|\byaml\b/i.test(boardState), 'the board says, in plain words: ' + boardState);
  console.log('board preview: ' + boardState);
  await page.screenshot({ path: path.join(artefacts, '3-board-in-view-desktop.png') });
  await both('3-spotlight-board');

  // A character less: the board is drawn again; back to three.
  await page.locator('input[name="symbols/4/spotlight"]').uncheck();
  await page.waitForSelector('#board-image[data-characters="2"]');
  check((await page.getAttribute('#board-image', 'src')) !== board3, 'the board was not drawn again');
  await page.screenshot({ path: path.join(artefacts, '4-board-two-characters-desktop.png') });
  await page.locator('input[name="symbols/4/spotlight"]').check();
  await page.waitForSelector('#board-image[data-characters="3"]');
  await page.waitForSelector('#save-state[data-saved="true"]');
  check((savedTheme().match(/^ {4}- /gm) || []).length >= 3 && savedTheme().includes('spotlight:'), 'theme.yaml has the characters');

  // Build the whole kit.
  await page.click('#build');
  await page.waitForSelector('#build-state[data-state="done"], #build-state[data-state="failed"]', { timeout: 280000 });
  check((await page.getAttribute('#build-state', 'data-state')) === 'done', 'the build failed: ' + await page.textContent('#build-state'));
  const kit = path.join(folder, 'kit');
  const wanted = ['cards.pdf', 'party-components.pdf',
    'rules-party-en.pdf', 'rules-party-pl.pdf', 'rules-classic-en.pdf', 'rules-classic-pl.pdf',
    'rules-spotlight-en.pdf', 'rules-spotlight-pl.pdf',
    'boards.pdf', 'search-cards.pdf', 'spotlight-components.pdf', 'boards.html'];
  for (const f of wanted) {
    check(fs.existsSync(path.join(kit, f)), `the kit lacks ${f}: ${fs.readdirSync(kit).join(', ')}`);
    if (f.endsWith('.pdf')) {
      const pages = Number(execFileSync('pdfinfo', [path.join(kit, f)], { encoding: 'utf8' }).match(/Pages:\s+(\d+)/)[1]);
      check(pages > 0, `${f} has no pages`);
      execFileSync('qpdf', ['--check', path.join(kit, f)]);
    }
  }
  const rules = (lang) => execFileSync('pdftotext', [path.join(kit, `rules-spotlight-${lang}.pdf`), '-'], { encoding: 'utf8' });
  check(/[ąęłńśźż]/.test(rules('pl')) && !/[ąęłńśźż]/.test(rules('en')), 'the Polish Spotlight rules are in Polish');
  const listed = await page.locator('#kit-files li').allTextContents();
  check(listed.some((t) => t.startsWith('rules-spotlight-pl.pdf')), 'the page lists the Polish Spotlight rules: ' + listed.join(' | '));
  const checks = await page.textContent('#build-state');
  check(!checks.includes('not made'), 'something was not made: ' + checks);
  await both('5-built');

  check(errors.length === 0, 'console errors: ' + errors.join('\n'));
} finally {
  await browser.close();
}

const code = await new Promise((resolve) => { studio.on('exit', (c, signal) => resolve(c ?? signal)); studio.kill('SIGINT'); });
check(code === 130, `the studio ended with ${code} on Ctrl-C`);
fs.rmSync(scratch, { recursive: true, force: true });
console.log('studio photo walk passed; screenshots in ' + artefacts);
