// spotforge studio's page: plain JavaScript, no libraries, nothing fetched but the studio's
// own API. Every request carries the token the server put in the page.
'use strict';

const token = document.querySelector('meta[name="studio-token"]').content;
const $ = (selector) => document.querySelector(selector);
let state = null;       // the last answer of the API: fields, problems, saved, deck
let previewRound = 0;   // the newest preview request; older answers are dropped
let boardRound = 0;     // the same for the Spotlight board
let boardShown = '';    // what the board on the page was drawn from (boardKey)
let boardInView = false;  // a character changed: show the board once it is drawn

async function api(method, path, body) {
  const headers = { 'X-Studio-Token': token };
  let payload = body;
  if (body !== undefined && !(body instanceof FormData)) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload });
  const type = response.headers.get('Content-Type') || '';
  const answer = type.includes('json') ? await response.json() : { problems: [{ text: await response.text() }] };
  if (!response.ok) {
    // The message alone: the page says where it belongs (the CLI's "error:" and place are not its words).
    const error = new Error((answer.problems || []).map((p) => p.message || p.text).join('\n') || response.statusText);
    error.problems = answer.problems || [];
    throw error;
  }
  return answer;
}

function withToken(path) {
  return path + (path.includes('?') ? '&' : '?') + 'token=' + encodeURIComponent(token);
}

function element(tag, props = {}, children = []) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  for (const c of children) e.append(c);
  return e;
}

function showError(where, error) {
  $(where).textContent = pageWords({ message: error.message });
}

// The languages as the page names them (the boxes at the top).
const languageNames = { en: 'English', it: 'Italiano', pl: 'Polski', de: 'Deutsch', fr: 'Français', es: 'Español' };
const languageName = (code) => languageNames[code] || code;
// The loader's English names for the languages, as its messages write them.
const loaderLanguages = { English: 'en', Italian: 'it', Polish: 'pl', German: 'de', French: 'fr', Spanish: 'es' };

// An installed icon set by its human name: "fluent-emoji-flat" is "Fluent Emoji (flat)".
const setVariants = ['flat', 'color', 'high-contrast', 'outline', 'filled', 'regular', 'mono', 'light', 'solid'];
function setName(id) {
  const known = { noto: 'Noto Emoji', twemoji: 'Twemoji', openmoji: 'OpenMoji', emojione: 'EmojiOne' };
  if (known[id]) return known[id];
  const words = (w) => w.split('-').map((x) => x.charAt(0).toUpperCase() + x.slice(1)).join(' ');
  const variant = setVariants.find((v) => id.endsWith('-' + v));
  return variant ? `${words(id.slice(0, -variant.length - 1))} (${variant.replace('-', ' ')})` : words(id);
}

// A picture as the page shows it: "“Red ball” (picture 3)"; its id only when it isn't listed.
function pictureLabel(id) {
  const symbols = state ? state.fields.symbols : [];
  const i = symbols.findIndex((s) => s.id === id);
  if (i < 0) return `“${id}”`;
  const name = symbols[i].names[(state.fields.languages || [])[0]] || Object.values(symbols[i].names)[0] || id;
  return `“${name}” (picture ${i + 1})`;
}

// The theme check's settings as the page labels them, longest first.
const settingWords = [
  ['card.border.width', 'Border width'], ['card.border.color', 'Border colour'], ['card.back.color', 'Back colour'],
  ['card.back.text', 'Back text'], ['card.corner_radius', 'Corner radius'], ['card.diameter', 'Diameter'],
  ['card.width', 'Width'], ['card.height', 'Height'], ['card.shape', 'Shape'], ['card.border', 'Border'],
  ['card.back', 'Back'], ['layout.size_variety', 'Size variety'], ['layout.min_gap', 'Gap'],
  ['layout.rotation', 'Rotation'], ['title', 'Deck title'],
];

// A problem in the page's words: pictures by their names, settings by their labels, no YAML.
function pageWords(problem) {
  let m = (problem.message || '').replace(/^(error|warning): /, '');
  m = m.replace(/^(\d+) symbols are too few for a deck.*$/, (_, n) =>
    `${n} pictures are too few for a deck: add ${7 - Number(n)} more (7 make the smallest deck)`);
  m = m.replace(/^symbols is empty.*$/, 'No pictures yet: add 7 at least for the smallest deck');
  m = m.replace(/'([a-z0-9_-]+)' and '([a-z0-9_-]+)' are both role: mascot;.*$/, (_, a, b) =>
    `${pictureLabel(a)} and ${pictureLabel(b)} are both ticked as mascot: tick only one`);
  m = m.replace(/\b(?:symbols|characters) '([a-z0-9_-]+)' and '([a-z0-9_-]+)'/g, (_, a, b) => `${pictureLabel(a)} and ${pictureLabel(b)}`);
  m = m.replace(/\b(?:symbol|character) '([a-z0-9_-]+)'/g, (_, id) => pictureLabel(id));
  m = m.replace(/\bsymbols\[(\d+)\]\.name\.([a-z]+)/g, (_, n, code) => `the ${languageName(code)} name of picture ${n}`);
  m = m.replace(/\bsymbols\[(\d+)\]/g, (_, n) => `picture ${n}`);
  m = m.replace(/ has no name in (\w+) \('([a-z]+)'[^)]*\); add [a-z]+: <name> under name:/, (_, l, code) => ` has no ${languageName(code)} name yet: write it`);
  m = m.replace(/ in (English|Italian|Polish|German|French|Spanish)\b/g, (_, l) => ` in ${languageName(loaderLanguages[l])}`);
  m = m.replace(/; give each its own name, since players call a match by name/, ': give each its own name (players call a match by name)');
  m = m.replace(/ \(names are printed in the body font, fonts: body:\)/, ' (the rulebooks can\'t print it: write it without that character)');
  for (const [key, label] of settingWords) m = m.split(new RegExp(`\\b${key.replace(/\./g, '\\.')}\\b`)).join(label);
  m = m.replace(/\btheme\.yaml\b/g, 'the theme');
  return m.charAt(0).toUpperCase() + m.slice(1);
}

// The symbols as the page edits them (a copy of the state's).
function symbols() {
  return state.fields.symbols.map((s) => ({ ...s, names: { ...s.names } }));
}

async function change(fields) {
  try {
    const before = boardKey();
    render(await api('PUT', '/api/theme', fields));
    refreshPreviews();
    // A character ticked or unticked: bring the board into view where it is drawn again.
    if (boardKey() !== before && (state.fields.characters || []).length) {
      boardInView = true;
      keepInView($('#board-panel'));
    }
  } catch (e) {
    showError('#action-problem', e);
  }
}

function problemsFor(prefix) {
  return state.problems.filter((p) => p.field === prefix || p.field.startsWith(prefix + '/'));
}

function problemList(problems) {
  return problems.map((p) => element('p', { className: 'problem ' + p.severity, textContent: pageWords(p) }));
}

function thumbnail(symbol) {
  if (symbol.file) return withToken('/api/picture?file=' + encodeURIComponent(symbol.file));
  if (symbol.icon && state.fields.set) {
    return withToken('/api/icon.svg?set=' + encodeURIComponent(state.fields.set) +
                     '&name=' + encodeURIComponent(symbol.icon));
  }
  return '';
}

function symbolRow(symbol, index, used) {
  const list = symbols();
  const names = element('div', { className: 'names' });
  const languages = state.fields.languages.length ? state.fields.languages : ['en'];
  for (const lang of languages) {
    const field = `symbols/${index}/name/${lang}`;
    const input = element('input', { type: 'text', value: symbol.names[lang] || '', name: field });
    input.dataset.lang = lang;
    const own = state.problems.filter((p) => p.field === field);
    // A name still to write in a language just ticked: a soft mark and a placeholder saying
    // so; the other languages' names are fine and unmarked.
    const todo = own.length > 0 && own.every((p) => p.severity === 'todo');
    if (todo) {
      input.classList.add('todo');
      input.placeholder = `${languageName(lang)} name to write`;
    } else if (own.length) {
      input.classList.add('bad');
    }
    input.addEventListener('change', () => {
      list[index].names[lang] = input.value;
      change({ symbols: list });
    });
    names.append(element('label', {}, [element('span', { textContent: lang, title: languageName(lang) }), input]),
      ...problemList(todo ? [] : own));
  }
  const rest = problemsFor(`symbols/${index}`).filter((p) => !p.field.includes('/name/'));
  names.append(...problemList(rest));
  if (!used && state.deck.sizes.length) names.append(element('p', { className: 'unused', textContent: 'not on the deck: it uses the first pictures' }));
  const move = (to) => {
    const [moved] = list.splice(index, 1);
    list.splice(to, 0, moved);
    change({ symbols: list });
  };
  const tools = element('div', { className: 'tools' }, [
    element('button', { type: 'button', textContent: '↑', title: 'move up', disabled: index === 0, onclick: () => move(index - 1) }),
    element('button', { type: 'button', textContent: '↓', title: 'move down', disabled: index === list.length - 1, onclick: () => move(index + 1) }),
    element('button', { type: 'button', textContent: '✕', title: 'remove from the deck', className: 'remove',
      onclick: () => { list.splice(index, 1); change({ symbols: list }); } }),
  ]);
  const src = thumbnail(symbol);
  const picture = src ? element('img', { alt: symbol.id, src })
    : element('span', { className: 'word', textContent: symbol.text || symbol.icon || symbol.id });
  if (symbol.file) {
    // A click on a photo centres its circle or rounded frame there (focus: in theme.yaml).
    picture.title = 'click where the frame should be centred';
    picture.classList.add('focusable');
    picture.addEventListener('click', (event) => {
      // The thumbnail is fitted inside its square (object-fit: contain): measure on the picture.
      const box = picture.getBoundingClientRect();
      const k = Math.min(box.width / picture.naturalWidth, box.height / picture.naturalHeight);
      const w = picture.naturalWidth * k, h = picture.naturalHeight * k;
      const at = (v) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
      list[index].focus = [at((event.clientX - box.left - (box.width - w) / 2) / w),
        at((event.clientY - box.top - (box.height - h) / 2) / h)];
      change({ symbols: list });
    });
  }
  const mascot = element('input', { type: 'checkbox', checked: symbol.role === 'mascot', name: `symbols/${index}/role` });
  mascot.addEventListener('change', () => {
    // One mascot: ticking one unticks the others (the loader refuses two).
    list.forEach((s, i) => { s.role = i === index && mascot.checked ? 'mascot' : ''; });
    change({ symbols: list });
  });
  tools.append(element('label', { className: 'mascot', title: 'the picture the Party games make special' },
    [mascot, ' mascot']));
  // Spotlight: the picture is also one of the characters hidden on the boards.
  const characters = state.fields.characters || [];
  const spot = element('input', { type: 'checkbox', checked: characters.includes(symbol.id), name: `symbols/${index}/spotlight` });
  spot.addEventListener('change', () => {
    const ids = list.filter((s, i) => (i === index ? spot.checked : characters.includes(s.id))).map((s) => s.id);
    change({ characters: ids });
  });
  tools.append(element('label', { className: 'mascot', title: 'one of the characters the Spotlight boards hide' },
    [spot, ' Spotlight']));
  return element('li', { className: 'symbol' + (symbol.role === 'mascot' ? ' is-mascot' : '') }, [
    element('span', { className: 'number', textContent: String(index + 1) }), picture, names, tools]);
}

function renderDeckSizes() {
  const deck = state.deck;
  const box = $('#deck-sizes');
  box.classList.toggle('too-few', deck.sizes.length === 0);
  box.replaceChildren(...deck.advice.map((line) => element('p', { textContent: line })));
  box.dataset.pictures = deck.pictures;
  box.dataset.cards = deck.sizes.length ? deck.sizes[0].cards : 0;
}

function renderMascotNote() {
  const note = $('#mascot-note');
  const { index } = state.mascot;
  note.dataset.mascot = index;
  if (!state.deck.sizes.length) {
    note.textContent = '';  // first the pictures; the mascot matters once there is a deck
    return;
  }
  if (index >= 0) {
    const s = state.fields.symbols[index];
    const name = s.names[state.fields.languages[0]] || s.id;
    note.className = 'ok';
    note.textContent = `Mascot: ${name} (picture ${index + 1}). The kit includes the Party rules and the standing mascot.`;
  } else {
    note.className = 'problem warning';
    note.textContent = 'No mascot yet: the kit leaves out the Party rules and the standing mascot. Tick “mascot” on one picture to get them.';
  }
}

// yaml-cpp keeps no comments: say before the first rewrite that a copy is kept, and where.
function renderThemeFileNote() {
  const note = $('#theme-file-note');
  const file = state.theme_file;
  note.hidden = !file.hand_written && !file.backup;
  note.textContent = file.backup
    ? `Your own theme.yaml, with its comments, is kept as ${file.backup}; theme.yaml is now the studio's.`
    : 'theme.yaml was written by hand: the first change rewrites it without its comments, and keeps your file as theme.yaml.bak.';
}

function renderSettings() {
  const form = $('#card-settings');
  const values = { ...state.fields.card, ...state.fields.layout };
  for (const input of form.elements) {
    if (document.activeElement === input) continue;
    let v = values[input.name] || '';
    if (input.type === 'color') v = /^#[0-9a-f]{6}$/i.test(v) ? v : '#264653';
    if (input.name === 'shape' && !v) v = 'circle';
    if (input.name === 'rotation' && !v) v = 'free';
    if (input.name === 'size_variety' && !v) v = '2.5';
    input.value = v;
    const own = state.problems.filter((p) => p.field.endsWith('/' + input.name) ||
      (input.name.startsWith('border_') && p.field.startsWith('card/border')) ||
      (input.name.startsWith('back_') && p.field.startsWith('card/back')));
    input.classList.toggle('bad', own.length > 0);
    input.title = own.map((p) => p.message).join('\n');
  }
  $('#size-variety-value').textContent = form.elements.size_variety.value;
  const shape = form.elements.shape.value;
  // A round card's image is its square of bleed; shown round, it looks like the card in hand.
  $('#previews').dataset.shape = shape;
  for (const label of form.querySelectorAll('[data-shape]')) label.hidden = label.dataset.shape !== shape;
}

// Spotlight: how many pictures are characters, and what that makes.
function renderSpotlightNote() {
  const n = (state.fields.characters || []).length;
  const note = $('#spotlight-note');
  note.dataset.characters = n;
  note.textContent = !state.deck.sizes.length ? ''
    : n ? `Spotlight: ${n} picture${n === 1 ? ' is a character' : 's are characters'} the boards hide, with a search card each. The kit includes the Spotlight boards and rules; the first board shows under the cards.`
      : 'Spotlight: tick “Spotlight” on the pictures the boards should hide (each gets a search card) to add the Spotlight game to the kit.';
}

// Languages ticked whose names aren't all written: the kit is built without them meanwhile.
function renderLanguagesNote() {
  const pending = state.pending_languages || [];
  const ready = state.fields.languages.filter((code) => !pending.some((p) => p.code === code));
  $('#languages-note').textContent = pending.map((p) =>
    `${languageName(p.code)}: ${p.missing} name${p.missing === 1 ? '' : 's'} to write (marked in yellow).`).join(' ') +
    (pending.length ? ` Until then the theme is saved and the kit built in ${ready.map(languageName).join(', ')}.` : '');
}

function render(next) {
  state = next;
  $('#action-problem').textContent = '';  // an earlier action's problem is over once the page answers
  if (document.activeElement !== $('#title')) $('#title').value = state.fields.title;
  $('#folder').textContent = 'Folder: ' + state.folder;
  for (const box of document.querySelectorAll('#languages input')) {
    box.checked = state.fields.languages.includes(box.value);
  }
  const errors = state.problems.filter((p) => p.severity === 'error');
  const saveState = $('#save-state');
  const tooFew = state.deck.sizes.length === 0;
  const pending = (state.pending_languages || []).map((p) => languageName(p.code));
  saveState.textContent = state.saved ? 'Saved to theme.yaml' + (pending.length ? ` (without ${pending.join(', ')} for now)` : '')
    : tooFew ? (state.deck.pictures ? 'theme.yaml is saved once there are pictures for a deck (your pictures are already in the folder)'
      : 'Start by adding pictures: theme.yaml is saved once there are enough for a deck')
    : `Not saved yet: ${errors.length} problem${errors.length === 1 ? '' : 's'} to fix, marked in red (theme.yaml is kept as it was)`;
  saveState.classList.toggle('unsaved', !state.saved);
  saveState.dataset.saved = state.saved;
  renderDeckSizes();
  renderLanguagesNote();
  renderMascotNote();
  renderSpotlightNote();
  renderThemeFileNote();
  const used = state.deck.sizes.length ? state.deck.sizes[0].symbols : 0;
  $('#symbols').replaceChildren(...state.fields.symbols.map((s, i) => symbolRow(s, i, i < used)));
  renderSettings();
  // theme.yaml's line as the CLI would give it, without the folder's path (the header shows it).
  // In the page's words; the names still to write are said once, above the pictures.
  const listed = state.problems.filter((p) => p.severity !== 'todo');
  $('#problems').replaceChildren(...(listed.length ? listed.map((p) =>
    element('li', { className: 'problem ' + p.severity, textContent: pageWords(p) }))
    : [element('li', { className: 'none', textContent: 'None.' })]));
  $('#build').disabled = !state.saved || state.deck.sizes.length === 0;
  // A greyed button says why.
  $('#build-hint').textContent = state.deck.sizes.length === 0 ? 'needs pictures for a deck first (7 at least)'
    : !state.saved ? 'fix the problems marked in red first: the kit is built from the saved theme.yaml' : '';
}

// Reloads the preview cards; each image keeps the round it shows in data-round.
// Empty slots (no deck yet) look like the cards to come; stale ones (an edit with problems)
// are dimmed until the problems are fixed.
function previewSlots(mode) {
  for (const figure of document.querySelectorAll('#previews figure')) {
    const img = figure.querySelector('img');
    if (mode === 'empty') {
      if (img.src.startsWith('blob:')) URL.revokeObjectURL(img.src);
      img.removeAttribute('src');
    }
    figure.classList.toggle('empty', !img.getAttribute('src'));
    figure.classList.toggle('stale', mode === 'stale');
  }
}

// What the board is drawn from, as the server's board preview keys it: the characters, the
// title and the first language (names and card settings don't change the board).
function boardKey() {
  if (!state) return '';
  const characters = state.fields.characters || [];
  const files = characters.map((id) => {
    const s = state.fields.symbols.find((x) => x.id === id) || {};
    return [id, s.file || s.icon || s.text || ''].join(':');
  });
  return JSON.stringify([files, state.fields.title, (state.fields.languages || [])[0]]);
}

// Scrolls the cards' panel (sticky beside the pictures) so `el` shows. On a phone the panel
// follows the pictures: the page is not pulled away from the picture being edited.
function keepInView(el) {
  const panel = $('#cards-panel');
  if (el.hidden || getComputedStyle(panel).position !== 'sticky') return;
  const box = el.getBoundingClientRect();
  const view = panel.getBoundingClientRect();
  if (box.bottom > view.bottom) panel.scrollTop += Math.min(box.bottom - view.bottom, box.top - view.top);
  else if (box.top < view.top) panel.scrollTop -= view.top - box.top;
}

// Spotlight's first board, drawn by the server from the characters ticked (a few seconds the
// first time: the board is packed and checked as the kit's are).
async function refreshBoard() {
  const round = ++boardRound;
  const panel = $('#board-panel');
  const figure = $('#board-preview');
  const img = $('#board-image');
  const status = $('#board-state');
  const n = (state.fields.characters || []).length;
  panel.hidden = n === 0 || !state.deck.sizes.length;
  if (panel.hidden) return;
  if (state.problems.some((p) => p.severity === 'error')) {
    figure.classList.add('stale');
    status.textContent = 'Fix the problems marked in red to see the board again.';
    return;
  }
  const key = boardKey();
  if (key === boardShown && img.getAttribute('src')) {
    figure.classList.remove('stale');
    return;
  }
  figure.classList.add('stale');
  status.textContent = `Hiding ${n} character${n === 1 ? '' : 's'} on the board…`;
  const started = performance.now();
  try {
    const response = await fetch(withToken('/api/board'), { headers: { 'X-Studio-Token': token } });
    if (round !== boardRound) return;
    if (!response.ok) {
      const answer = await response.json();
      status.textContent = 'No board: ' + answer.problems.map(pageWords).join('; ');
      return;
    }
    const blob = await response.blob();
    if (round !== boardRound) return;
    if (img.src.startsWith('blob:')) URL.revokeObjectURL(img.src);
    img.src = URL.createObjectURL(blob);
    await img.decode().catch(() => {});
    img.dataset.bytes = blob.size;
    boardShown = key;
    figure.classList.remove('empty', 'stale');
    if (boardInView) keepInView(panel);
    boardInView = false;
    status.textContent = `Board drawn in ${(Math.round((performance.now() - started) / 100) / 10)} s with ${n} character${n === 1 ? '' : 's'}: each search card asks how many copies of one of them the board hides.`;
    status.dataset.round = round;
    img.dataset.characters = n;  // last: the board is drawn, in view and described
  } catch (e) {
    if (round === boardRound) status.textContent = 'No board: ' + e.message;
  }
}

async function refreshPreviews() {
  refreshBoard();
  const round = ++previewRound;
  const status = $('#preview-state');
  if (!state.deck.sizes.length) {
    previewSlots('empty');
    const missing = Math.max(0, 7 - state.deck.pictures);
    status.textContent = state.deck.pictures
      ? `The cards show here once the deck is possible: ${missing > 0 ? 'add ' + missing + ' more picture' + (missing === 1 ? '' : 's') : 'see the deck sizes above'}.`
      : 'The cards show here once you add pictures (7 at least).';
    return;
  }
  if (state.problems.some((p) => p.severity === 'error')) {
    previewSlots('stale');
    status.textContent = 'Fix the problems marked in red to see the cards again.';
    return;
  }
  status.textContent = 'Laying out…';
  const started = performance.now();
  for (const n of ['0', '1', '2', 'back']) {
    const img = $(n === 'back' ? '#card-back' : '#card-' + n);
    try {
      const response = await fetch(withToken('/api/card?n=' + n), { headers: { 'X-Studio-Token': token } });
      if (round !== previewRound) return;
      if (!response.ok) {
        const answer = await response.json();
        status.textContent = 'No preview: ' + answer.problems.map(pageWords).join('; ');
        return;
      }
      const blob = await response.blob();
      if (img.src.startsWith('blob:')) URL.revokeObjectURL(img.src);
      img.src = URL.createObjectURL(blob);
      img.dataset.round = round;
      img.dataset.bytes = blob.size;
      img.closest('figure').classList.remove('empty', 'stale');
    } catch (e) {
      status.textContent = 'No preview: ' + e.message;
      return;
    }
  }
  status.textContent = `Cards laid out and drawn in ${Math.round(performance.now() - started)} ms`;
  status.dataset.round = round;
}

async function upload(files) {
  const form = new FormData();
  for (const f of files) form.append('pictures', f, f.name);
  $('#save-state').textContent = `Adding ${files.length} picture${files.length === 1 ? '' : 's'}…`;
  try {
    render(await api('POST', '/api/pictures', form));
    refreshPreviews();
  } catch (e) {
    render(state);  // the count said "Adding ..."
    showError('#action-problem', e);
  }
}

function settingsFields() {
  const f = $('#card-settings').elements;
  const card = {};
  for (const k of ['shape', 'diameter', 'width', 'height', 'corner_radius', 'border_width', 'border_color', 'back_color', 'back_text']) {
    card[k] = f[k].value.trim();
  }
  if (card.shape === 'circle') { card.width = ''; card.height = ''; card.corner_radius = ''; } else { card.diameter = ''; }
  return { card, layout: { rotation: f.rotation.value, min_gap: f.min_gap.value.trim(), size_variety: f.size_variety.value } };
}

let settingsTimer = 0;
function settingsChanged() {
  $('#size-variety-value').textContent = $('#card-settings').elements.size_variety.value;
  clearTimeout(settingsTimer);
  settingsTimer = setTimeout(() => change(settingsFields()), 250);
}

let iconTimer = 0;
async function searchIcons() {
  const set = $('#icon-set').value;
  const q = $('#icon-query').value.trim();
  const list = $('#icon-results');
  if (!set || !q) { list.replaceChildren(); return; }
  try {
    const answer = await api('GET', `/api/icons?set=${encodeURIComponent(set)}&q=${encodeURIComponent(q)}`);
    list.replaceChildren(...answer.names.map((name) => element('li', {}, [
      element('button', { type: 'button', title: 'add ' + name.replace(/-/g, ' '), onclick: () => addIcon(set, name) }, [
        element('img', { alt: '', src: withToken(`/api/icon.svg?set=${encodeURIComponent(set)}&name=${encodeURIComponent(name)}`) }),
        element('span', { textContent: name })])])));
  } catch (e) {
    list.replaceChildren(element('li', { className: 'problem', textContent: e.message }));
  }
}

async function addIcon(set, name) {
  try {
    render(await api('POST', '/api/icons', { set, name }));
    refreshPreviews();
  } catch (e) {
    showError('#action-problem', e);
  }
}

async function pollBuild() {
  const status = await api('GET', '/api/build');
  const bar = $('#build-progress');
  const p = status.progress;
  bar.hidden = false;
  bar.max = Math.max(1, p.total);
  bar.value = p.done;
  const text = $('#build-state');
  text.dataset.state = status.state;
  if (status.state === 'running') {
    text.textContent = p.phase ? `${p.phase}: ${p.done} of ${p.total}` : 'Starting…';
    setTimeout(pollBuild, 300);
    return;
  }
  $('#build').disabled = false;
  bar.value = bar.max;
  if (status.state === 'failed') {
    text.textContent = 'The build failed: ' + status.problems.map((p) => pageWords({ message: p })).join('\n');
    return;
  }
  text.replaceChildren(element('strong', { textContent: 'Built and checked:' }),
    element('ul', {}, status.checks.map((c) => element('li', { className: c.startsWith('not made:') ? 'not-made' : '', textContent: c }))));
  $('#kit-zip').href = withToken('/api/kit.zip');
  $('#kit-zip').download = 'kit.zip';
  $('#kit-zip-line').hidden = false;
  $('#kit-files').replaceChildren(...status.files.map((f) => element('li', {}, [
    element('a', { className: 'download', href: withToken('/api/kit?file=' + encodeURIComponent(f.name)),
      download: f.name.split('/').pop(), textContent: f.name }),
    ` (${f.pages ? f.pages + ' pages, ' : ''}${Math.round(f.bytes / 1024)} KB)`])));
}

async function build() {
  $('#build').disabled = true;
  $('#build-state').textContent = '';  // the last build's words are over
  $('#kit-files').replaceChildren();
  $('#kit-zip-line').hidden = true;
  try {
    await api('POST', '/api/build');
    pollBuild();
  } catch (e) {
    $('#build').disabled = false;
    showError('#build-state', e);
  }
}

function wire() {
  const zone = $('#drop-zone');
  zone.addEventListener('dragover', (e) => { e.preventDefault(); zone.classList.add('over'); });
  zone.addEventListener('dragleave', () => zone.classList.remove('over'));
  zone.addEventListener('drop', (e) => {
    e.preventDefault();
    zone.classList.remove('over');
    if (e.dataTransfer.files.length) upload([...e.dataTransfer.files]);
  });
  $('#file-input').addEventListener('change', (e) => {
    if (e.target.files.length) upload([...e.target.files]);
    e.target.value = '';
  });
  $('#title').addEventListener('change', (e) => change({ title: e.target.value }));
  for (const box of document.querySelectorAll('#languages input')) {
    box.addEventListener('change', () => {
      const languages = [...document.querySelectorAll('#languages input')].filter((b) => b.checked).map((b) => b.value);
      change({ languages });
    });
  }
  const form = $('#card-settings');
  form.addEventListener('input', settingsChanged);
  form.addEventListener('submit', (e) => e.preventDefault());
  $('#icon-query').addEventListener('input', () => { clearTimeout(iconTimer); iconTimer = setTimeout(searchIcons, 200); });
  $('#build').addEventListener('click', build);
}

async function start() {
  wire();
  try {
    const first = await api('GET', '/api/state');
    $('#icon-set').replaceChildren(...first.icon_sets.map((s) => element('option', { value: s, textContent: setName(s) })));
    if (!first.icon_sets.length) {
      $('#icon-search').replaceChildren(element('p', { className: 'hint',
        textContent: 'No icon sets are installed (scripts/setup.sh fetches one): add picture files instead.' }));
    }
    if (first.fields.set) $('#icon-set').value = first.fields.set;
    render(first);
    refreshPreviews();
    document.body.dataset.ready = 'true';
  } catch (e) {
    showError('#save-state', e);
  }
}

start();
