// `spotforge studio` in a real browser, as a first-time user would go: start it on an empty
// folder, add 3 pictures (too few: the preview slots wait, no broken images) and then 10 more
// (PNG and SVG files written here) with the file picker, mark the mascot, name one, change the
// card border and see the preview card change, build the kit, download cards.pdf and check it
// as the CLI's output is checked (pages, qpdf --check, 13 cards in layout.json), and download
// kit.zip and check it holds exactly the kit's files, byte for byte.
// A full-page screenshot of every step goes to the artefact folder (NN-step.png).
// Arguments: the spotforge binary and the artefact folder.
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { openPage, check } from './browser.mjs';

const [binary, artefacts] = process.argv.slice(2);
check(binary && artefacts, 'usage: studio_test.mjs SPOTFORGE_BINARY ARTEFACT_DIR');
fs.rmSync(artefacts, { recursive: true, force: true });
fs.mkdirSync(artefacts, { recursive: true });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'spotforge-studio-'));
const deck = path.join(scratch, 'my deck');
const uploads = path.join(scratch, 'to upload');
fs.mkdirSync(uploads);

// --- Pictures: 7 PNGs (a disc and a bar, each in its own colour and size) and 6 SVGs.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4); length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(seed, size = 96) {
  const rows = [];
  const [r, g, b] = [(seed * 71) % 200, (seed * 113) % 200, (seed * 37 + 90) % 256];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = x - size * (0.3 + 0.05 * seed), dy = y - size * 0.4;
      const disc = dx * dx + dy * dy < (size * (0.15 + 0.02 * seed)) ** 2;
      const bar = y > size * 0.7 && y < size * 0.85 && x > size * 0.1 && x < size * (0.3 + 0.1 * seed);
      if (disc || bar) row.set([r, g, b, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0); header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);  // 8 bits, RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
function svg(seed) {
  const corners = seed + 3;
  const points = Array.from({ length: corners }, (_, k) => {
    const a = (2 * Math.PI * k) / corners + seed;
    return `${(50 + 45 * Math.cos(a)).toFixed(1)},${(50 + 40 * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><polygon fill="hsl(${seed * 60},70%,45%)" points="${points}"/></svg>`;
}
const files = [];
const colours = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'violet'];
for (let i = 0; i < 7; i++) {
  files.push(path.join(uploads, `${colours[i]} ball.png`));
  fs.writeFileSync(files.at(-1), png(i));
}
const shapes = ['triangle', 'square', 'pentagon', 'hexagon', 'heptagon', 'octagon'];
for (let i = 0; i < 6; i++) {
  files.push(path.join(uploads, `${shapes[i]}.svg`));
  fs.writeFileSync(files.at(-1), svg(i));
}

// --- Start the studio and read its URL.
const studio = spawn(binary, ['studio', deck, '--no-browser', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
studio.stderr.on('data', (d) => { output += d; });
const url = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no URL printed in 30 s:\n' + output)), 30000);
  studio.stdout.on('data', (d) => {
    output += d;
    const m = output.match(/open (http:\/\/127\.0\.0\.1:(\d+)\/\?token=[0-9a-f]{32})/);
    if (m) { clearTimeout(timer); resolve(m[1]); }
  });
  studio.on('exit', (code) => reject(new Error(`the studio ended (${code}):\n${output}`)));
});
check(/port \d+/.test(output), 'the chosen port is printed');
const stopStudio = () => { if (studio.exitCode === null) studio.kill('SIGINT'); };
process.on('exit', stopStudio);

const { browser, page, errors } = await openPage({ width: 1280, height: 1000 });
page.setDefaultTimeout(60000);
// The whole page, not only the window: the kit and the problems sit below the fold.
const keepScreenshot = (p, dir, name) => p.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
// No preview slot may show a broken image: each is either drawn or an intentional empty card.
const noBrokenImages = () => page.evaluate(() => [...document.querySelectorAll('img')]
  .filter((img) => img.offsetParent !== null && !(img.complete && img.naturalWidth > 0))
  .map((img) => img.id || img.alt));
try {
  // Without the token the studio answers nothing.
  const bare = await page.request.get(url.replace(/\?token=.*/, ''));
  check(bare.status() === 403, `a page load without the token got ${bare.status()}`);

  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await keepScreenshot(page, artefacts, '1-empty-folder');
  check((await page.textContent('#deck-sizes')).includes('too few'), 'an empty folder says it has too few pictures');
  check((await page.locator('#previews figure.empty').count()) === 4, 'an empty folder shows 4 empty card slots');
  check((await noBrokenImages()).length === 0, 'broken images on an empty folder: ' + await noBrokenImages());

  // 3 pictures: too few for a deck; the slots say how many more are needed.
  await page.setInputFiles('#file-input', files.slice(0, 3));
  await page.waitForFunction(() => document.querySelectorAll('#symbols > li').length === 3);
  await page.waitForFunction(() => Array.from(document.querySelectorAll('#symbols img')).every((i) => i.complete));
  await keepScreenshot(page, artefacts, '2-three-pictures');
  check((await page.textContent('#preview-state')).includes('add 4 more pictures'), 'the preview says 4 more are needed: ' + await page.textContent('#preview-state'));
  check((await noBrokenImages()).length === 0, 'broken images with 3 pictures: ' + await noBrokenImages());

  // 10 more through the file picker: 13 pictures.
  await page.setInputFiles('#file-input', files.slice(3));
  await page.waitForSelector('#deck-sizes[data-cards="13"]');
  check((await page.locator('#symbols > li').count()) === 13, 'the 13 pictures are listed');
  await page.waitForSelector('#save-state[data-saved="true"]');
  await page.waitForSelector('#preview-state[data-round]');
  await page.waitForFunction(() => document.querySelector('#card-0').naturalWidth > 0);
  check((await noBrokenImages()).length === 0, 'broken images with 13 pictures: ' + await noBrokenImages());
  await keepScreenshot(page, artefacts, '3-thirteen-pictures');
  const mascotNote = await page.textContent('#mascot-note');
  check(mascotNote.includes('Tick “mascot” on one picture') && !mascotNote.includes('role:'),
    'without a mascot the page says what the kit lacks, in its own words: ' + mascotNote);

  // The mascot: tick it on the second picture; theme.yaml marks it as the CLI reads it.
  await page.locator('input[name="symbols/1/role"]').check();
  await page.waitForSelector('#mascot-note[data-mascot="1"]');
  await page.waitForSelector('#save-state[data-saved="true"]');
  const summary = execFileSync(binary, ['theme', 'check', deck], { encoding: 'utf8' });
  check(summary.includes('mascot: orange-ball'), 'the CLI reads orange-ball as the mascot:\n' + summary);
  await keepScreenshot(page, artefacts, '4-mascot-marked');
  const saved = fs.readFileSync(path.join(deck, 'theme.yaml'), 'utf8');
  check(saved.includes('orange-ball.png') && saved.includes('octagon.svg'), 'theme.yaml names the uploads');

  // Edit a name: saved to theme.yaml. An empty name is a problem shown beside the field.
  const first = page.locator('input[name="symbols/0/name/en"]');
  await first.fill('');
  await first.press('Tab');
  await page.waitForSelector('#save-state[data-saved="false"]');
  const besideField = await page.locator('#symbols > li').first().locator('.problem').allTextContents();
  check(besideField.length > 0, 'the empty name has its message beside the field');
  check(fs.readFileSync(path.join(deck, 'theme.yaml'), 'utf8') === saved, 'a bad edit left theme.yaml as it was');
  await keepScreenshot(page, artefacts, '5-empty-name-refused');
  await first.fill('Red Ball');
  await first.press('Tab');
  await page.waitForSelector('#save-state[data-saved="true"]');
  check(fs.readFileSync(path.join(deck, 'theme.yaml'), 'utf8').includes('Red Ball'), 'the new name is saved');
  await keepScreenshot(page, artefacts, '6-name-edited');

  // A setting changes the preview card.
  // Once the previews of the last edit are drawn (the round they show is in data-round):
  const settled = async () => {
    await page.waitForFunction(() => document.querySelector('#preview-state').textContent.startsWith('Cards laid out'));
    await page.evaluate(() => document.querySelector('#card-0').decode());
    return Number(await page.getAttribute('#preview-state', 'data-round'));
  };
  const round = await settled();
  const before = await page.locator('#card-0').screenshot();
  await page.fill('#card-settings input[name="border_width"]', '5mm');
  await page.waitForFunction((r) => Number(document.querySelector('#preview-state').dataset.round) > r, round);
  await settled();
  check(fs.readFileSync(path.join(deck, 'theme.yaml'), 'utf8').includes('width: 5mm'), 'the border is saved');
  const after = await page.locator('#card-0').screenshot();
  check(!before.equals(after), 'the preview card changed with the border');
  const timing = await page.textContent('#preview-state');
  console.log('preview: ' + timing);
  await keepScreenshot(page, artefacts, '7-border-changed');

  // A second language doesn't block the deck: Polish names to write are marked at their empty
  // fields, the theme stays saved (in English) and Build stays on.
  await page.locator('#languages input[value="pl"]').check();
  await page.waitForFunction(() => document.querySelectorAll('#symbols input.todo').length === 13);
  check((await page.getAttribute('#save-state', 'data-saved')) === 'true', 'the theme is still saved with Polish to write');
  check(!(await page.isDisabled('#build')), 'Build stays on while Polish names are missing');
  const languagesNote = await page.textContent('#languages-note');
  check(languagesNote.includes('Polski: 13 names to write'), 'the page says how many names to write: ' + languagesNote);
  check((await page.textContent('#problems')).trim() === 'None.', 'names to write are no problems: ' + await page.textContent('#problems'));
  check(await page.locator('#previews figure.stale').count() === 0, 'the cards are not greyed');
  await page.fill('input[name="symbols/0/name/pl"]', 'Czerwona piłka');
  await page.press('input[name="symbols/0/name/pl"]', 'Tab');
  await page.waitForFunction(() => document.querySelectorAll('#symbols input.todo').length === 12);
  await keepScreenshot(page, artefacts, '7b-second-language');

  // The cards stay in view while the last picture's name is edited.
  await page.locator('input[name="symbols/12/name/en"]').scrollIntoViewIfNeeded();
  const box = await page.locator('#card-0').boundingBox();
  check(box && box.y >= 0 && box.y + box.height <= 1000, 'the card previews scrolled out of view: ' + JSON.stringify(box));
  await page.screenshot({ path: path.join(artefacts, '7c-last-picture-cards-in-view.png') });

  // Icon sets by their names; an upload's problem is said in plain words and goes at the next action.
  if (await page.locator('#icon-set option').count()) {
    const sets = await page.locator('#icon-set option').allTextContents();
    check(sets.includes('Fluent Emoji (flat)'), 'icon sets by name: ' + sets.join(', '));
  }
  const fake = path.join(uploads, 'not a picture.png');
  fs.writeFileSync(fake, 'hello');
  const errorsBefore = errors.length;
  await page.setInputFiles('#file-input', [fake]);
  await page.waitForFunction(() => document.querySelector('#action-problem').textContent.length > 0);
  // The browser logs the refusal's 422 as a console error: that one is expected, and only it.
  const added = errors.splice(errorsBefore);
  check(added.length === 1 && added[0].includes('422'), 'the refused upload logged: ' + added.join('\n'));
  const uploadProblem = await page.textContent('#action-problem');
  check(uploadProblem.includes('not a picture.png'), 'the upload problem names the file: ' + uploadProblem);
  await keepScreenshot(page, artefacts, '7d-upload-refused');
  await page.fill('#title', 'Our Balls');
  await page.press('#title', 'Tab');
  await page.waitForFunction(() => document.querySelector('#action-problem').textContent === '');

  // Spotlight: three pictures ticked as characters; the page says what the kit gains.
  for (const i of [2, 3, 4]) {
    await page.locator(`input[name="symbols/${i}/spotlight"]`).check();
    await page.waitForSelector(`#spotlight-note[data-characters="${i - 1}"]`);
  }
  const spotlightNote = await page.textContent('#spotlight-note');
  check(spotlightNote.includes('3 pictures are characters'), 'the Spotlight note: ' + spotlightNote);
  check(fs.readFileSync(path.join(deck, 'theme.yaml'), 'utf8').includes('characters:'), 'theme.yaml has the characters');
  await keepScreenshot(page, artefacts, '7e-spotlight-characters');

  // Build, with the progress bar, then download cards.pdf.
  await page.click('#build');
  await page.waitForSelector('#build-progress:not([hidden])');
  await keepScreenshot(page, artefacts, '8-building');
  await page.waitForSelector('#build-state[data-state="done"], #build-state[data-state="failed"]', { timeout: 280000 });
  check((await page.getAttribute('#build-state', 'data-state')) === 'done', 'the build failed: ' + await page.textContent('#build-state'));
  await keepScreenshot(page, artefacts, '9-built');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('a.download:text-is("cards.pdf")'),
  ]);
  const pdf = path.join(artefacts, 'cards.pdf');
  await download.saveAs(pdf);
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  const pages = Number(info.match(/Pages:\s+(\d+)/)[1]);
  check(pages === 6, `cards.pdf has ${pages} pages; 13 round cards 6 to a page, fronts and backs, make 6`);
  execFileSync('qpdf', ['--check', pdf]);
  check(fs.readFileSync(pdf).equals(fs.readFileSync(path.join(deck, 'kit', 'cards.pdf'))), 'the download is the kit\'s cards.pdf');
  const layout = JSON.parse(fs.readFileSync(path.join(deck, 'kit', 'layout.json'), 'utf8'));
  check(layout.cards.length === 13 && layout.deck.verified, 'layout.json: 13 verified cards');
  const listed = await page.locator('#kit-files li').allTextContents();
  check(listed.some((t) => t.startsWith('cards.pdf (6 pages')), 'the page lists cards.pdf with its pages: ' + listed.join(' | '));
  check(listed.some((t) => t.startsWith('party-components.pdf')), 'with a mascot the kit has the Party components: ' + listed.join(' | '));
  check(listed.some((t) => t.startsWith('boards.pdf')), 'with characters the kit has the Spotlight boards: ' + listed.join(' | '));

  // kit.zip: the whole kit folder (the files the page lists and symbols/; not the kit list),
  // each entry the kit's file (read with python3's zipfile).
  const [zipDownload] = await Promise.all([page.waitForEvent('download'), page.click('#kit-zip')]);
  const zip = path.join(artefacts, 'kit.zip');
  await zipDownload.saveAs(zip);
  check(zipDownload.suggestedFilename() === 'kit.zip', 'the zip is offered as kit.zip, not ' + zipDownload.suggestedFilename());
  const names = await page.locator('a.download').allTextContents();
  const kitFiles = (function walk(dir, prefix) {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory()
      ? walk(path.join(dir, e.name), prefix + e.name + '/') : [prefix + e.name]);
  })(path.join(deck, 'kit'), '').filter((n) => n !== '.spotforge-kit.json');
  check(names.every((n) => kitFiles.includes(n)) && kitFiles.some((n) => n.startsWith('symbols/')),
    `the kit folder holds every listed file and symbols/: ${kitFiles.join(', ')}`);
  const report = JSON.parse(execFileSync('python3', ['-c', `
import hashlib, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    bad = z.testzip()
    print(json.dumps({"bad": bad, "entries": {i.filename: hashlib.sha256(z.read(i)).hexdigest() for i in z.infolist()}}))
`, zip], { encoding: 'utf8' }));
  check(report.bad === null, 'kit.zip has a damaged entry: ' + report.bad);
  check(JSON.stringify(Object.keys(report.entries).sort()) === JSON.stringify([...kitFiles].sort()),
    `kit.zip lists ${Object.keys(report.entries).sort().join(', ')}; the kit is ${[...kitFiles].sort().join(', ')}`);
  for (const name of kitFiles) {
    const sha = crypto.createHash('sha256').update(fs.readFileSync(path.join(deck, 'kit', name))).digest('hex');
    check(report.entries[name] === sha, `kit.zip's ${name} is not the kit's file`);
  }

  check(errors.length === 0, 'console errors: ' + errors.join('\n'));
} finally {
  await browser.close();
}

// Ctrl-C stops it cleanly.
const code = await new Promise((resolve) => { studio.on('exit', (c, signal) => resolve(c ?? signal)); studio.kill('SIGINT'); });
check(code === 130, `the studio ended with ${code} on Ctrl-C`);
fs.rmSync(scratch, { recursive: true, force: true });
console.log('studio browser test passed; screenshots in ' + artefacts);
