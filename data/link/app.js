// app.js: the page of a seat of a shared table (docs/table-link.md,
// "The page" and "Protocol, version 1"). Plain JavaScript, no framework:
// it loads strings.json and board.json from its own seat's path, keeps a
// WebSocket to the desktop open (reconnecting by itself), and draws each
// view it receives. The desktop decides everything: this page only shows
// the views and sends the player's entries.
//
// The DOM is built once and then updated in place, so that a view
// arriving while the player types or holds the focus never takes the
// field or the focus away.
//
// SPDX-License-Identifier: GPL-3.0-or-later

'use strict';

(function () {
  const base = location.pathname.replace(/[^/]*$/, '');
  const lang = document.documentElement.lang || 'en';
  const storageKey = 'benefactor-pending:' + base;
  const draftKey = 'benefactor-drafts:' + base;
  const MIN_DELAY = 500;
  const MAX_DELAY = 5000;
  // The smallest a map space may be drawn where it is tapped, in CSS pixels.
  const TAP_SIZE = 44;

  let strings = {};
  let board = null;
  let view = null;
  let socket = null;
  let delay = MIN_DELAY;
  let retryTimer = 0;
  let wakeTimer = 0;
  let nextId = Date.now();
  // Entries sent and not acknowledged yet, by id: { message, resent }.
  // Kept in the session's storage, so that a reload sends them again.
  const pending = new Map();
  // What is typed in a field and not sent yet (the field not left), by
  // the field's id: a reload puts it back in its field.
  let drafts = {};
  const dom = {};

  // ------------------------------------------------------------------
  // Strings

  // The page's own strings in its language (strings.json); a string with
  // a context is keyed "context\u0004msgid", as gettext keys it.
  function t(msgid, context) {
    const key = context ? context + '\u0004' + msgid : msgid;
    return Object.prototype.hasOwnProperty.call(strings, key) ? strings[key] : msgid;
  }

  // printf's %s, %d and %u, in order.
  function fmt(format, ...args) {
    let i = 0;
    return format.replace(/%[sdu]/g, () => String(args[i++]));
  }

  // A desktop label without its mnemonic underscore.
  function plain(label) {
    return label.replace('_', '');
  }

  function money(amount) {
    return amount < 0 ? fmt(t('−$%d'), -amount) : fmt(t('$%d'), amount);
  }

  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (name === 'text')
        node.textContent = value;
      else if (name === 'class')
        node.className = value;
      else if (value !== null && value !== undefined && value !== false)
        node.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children)
      if (child)
        node.append(child);
    return node;
  }

  function saveDrafts() {
    try {
      sessionStorage.setItem(draftKey, JSON.stringify(drafts));
    } catch (e) {
      // No storage: a reload loses what was typed and not sent.
    }
  }

  function loadDrafts() {
    try {
      const saved = JSON.parse(sessionStorage.getItem(draftKey) || '{}');
      drafts = saved && typeof saved === 'object' ? saved : {};
    } catch (e) {
      drafts = {};
    }
  }

  let labelCount = 0;
  // A number field with its label, as a row. What is typed is kept as a
  // draft until the field is left (and its value sent), and shown again
  // after a reload; a view does not overwrite a draft.
  function numberRow(label, attributes) {
    const id = 'field-' + (++labelCount);
    const input = el('input', Object.assign({ id, type: 'number', inputmode: 'numeric', step: 1 }, attributes));
    input.addEventListener('input', () => {
      drafts[input.id] = input.value;
      input.dataset.draft = 'true';
      saveDrafts();
    });
    input.addEventListener('change', () => {
      delete drafts[input.id];
      delete input.dataset.draft;
      saveDrafts();
    });
    // A draft put back after a reload is not a change of the browser's:
    // leaving the field or Enter sends it all the same.
    const sendDraft = () => {
      if (input.dataset.draft === 'true')
        input.dispatchEvent(new Event('change'));
    };
    input.addEventListener('blur', sendDraft);
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter')
        window.setTimeout(sendDraft, 0);
    });
    return { row: el('div', { class: 'row' }, el('label', { for: id, text: label }), input), input };
  }

  // The drafts of the page before a reload, back in their fields.
  function restoreDrafts() {
    for (const [id, value] of Object.entries(drafts)) {
      const input = document.getElementById(id);
      if (input && typeof value === 'string') {
        input.value = value;
        input.dataset.draft = 'true';
      }
    }
  }

  function section(id, heading) {
    const h = el('h2', { id: id + '-heading', text: heading });
    return el('section', { id, 'aria-labelledby': id + '-heading' }, h);
  }

  // ------------------------------------------------------------------
  // Speaking

  function announce(text) {
    // Emptied first, so that the same sentence twice is said twice.
    dom.announce.textContent = '';
    window.setTimeout(() => { dom.announce.textContent = text; }, 50);
  }

  function setStatus(state) {
    const texts = {
      connecting: t('Connecting…'),
      connected: t('Connected'),
      reconnecting: t('Reconnecting…'),
      ended: t('This link no longer works: the desktop stopped sharing or took your seat back. Scan your seat’s new code.'),
    };
    dom.status.dataset.state = state;
    dom.status.textContent = texts[state];
  }

  // ------------------------------------------------------------------
  // The connection

  function savePending() {
    try {
      const list = [...pending.values()].map((p) => p.message);
      if (list.length > 0)
        sessionStorage.setItem(storageKey, JSON.stringify(list));
      else
        sessionStorage.removeItem(storageKey);
    } catch (e) {
      // No storage (a private window): the entries are still re-sent
      // after a reconnection, only not after a reload.
    }
  }

  function loadPending() {
    try {
      const list = JSON.parse(sessionStorage.getItem(storageKey) || '[]');
      for (const message of Array.isArray(list) ? list : [])
        if (message && typeof message === 'object' && Number.isSafeInteger(message.id))
          pending.set(message.id, { message, resent: true });
    } catch (e) {
      sessionStorage.removeItem(storageKey);
    }
  }

  function isOpen() {
    return socket !== null && socket.readyState === WebSocket.OPEN;
  }

  // Sends an entry; it stays pending until the desktop acknowledges or
  // refuses it. While the connection is lost it waits, and goes out as
  // soon as the page is connected again.
  function send(message) {
    const id = nextId++;
    const full = Object.assign({ v: 1, id }, message);
    if (dom.status.dataset.state === 'ended') {
      announce(fmt(t('Not saved: %s'), dom.status.textContent));
      return Promise.resolve({ v: 1, type: 'refused', id, message: dom.status.textContent });
    }
    return new Promise((resolve) => {
      pending.set(id, { message: full, resent: false, resolve });
      savePending();
      if (isOpen())
        socket.send(JSON.stringify(full));
    });
  }

  function connect() {
    window.clearTimeout(retryTimer);
    retryTimer = 0;
    if (socket !== null && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING))
      return;
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(scheme + '//' + location.host + base + 'ws?lang=' + encodeURIComponent(lang));
    socket = ws;
    ws.addEventListener('open', () => {
      if (socket !== ws)
        return;
      delay = MIN_DELAY;
      setStatus('connected');
      // What was typed while away goes out first, then the whole view.
      for (const entry of pending.values()) {
        entry.resent = true;
        ws.send(JSON.stringify(entry.message));
      }
      ws.send(JSON.stringify({ v: 1, type: 'sync' }));
    });
    ws.addEventListener('message', (event) => {
      window.clearTimeout(wakeTimer);
      if (socket === ws)
        receive(event.data);
    });
    ws.addEventListener('close', () => {
      if (socket !== ws)
        return;
      socket = null;
      setStatus('reconnecting');
      // A desktop that is away does not answer at all; one that answers
      // 404 has stopped sharing or taken the seat back: the link is dead
      // for good and trying again is of no use.
      fetch(base + 'strings.json', { cache: 'no-store' })
        .then((r) => { if (r.status === 404) ended(); else retry(); })
        .catch(retry);
    });
    ws.addEventListener('error', () => {
      // "close" follows and schedules the next try.
    });
  }

  function retry() {
    if (dom.status.dataset.state === 'ended')
      return;
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(connect, delay);
    delay = Math.min(delay * 2, MAX_DELAY);
  }

  function ended() {
    window.clearTimeout(retryTimer);
    setStatus('ended');
    announce(pending.size > 0 ? fmt(t('Not saved: %s'), dom.status.textContent) : dom.status.textContent);
    pending.clear();
    savePending();
  }

  // Back from sleep or on another network: try at once. A socket that
  // still looks open may be dead (the desktop or the network went away
  // meanwhile): it is sent a sync, and when nothing answers within 3 s
  // the page drops it and connects again.
  function wake() {
    if (dom.status.dataset.state === 'ended')
      return;
    if (isOpen()) {
      const ws = socket;
      ws.send(JSON.stringify({ v: 1, type: 'sync' }));
      window.clearTimeout(wakeTimer);
      wakeTimer = window.setTimeout(() => {
        if (socket !== ws)
          return;
        // Left to close in its own time: its events are ignored from now.
        socket = null;
        ws.close();
        setStatus('reconnecting');
        connect();
      }, 3000);
    } else {
      delay = MIN_DELAY;
      connect();
    }
  }

  function receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch (e) {
      return;
    }
    if (!message || message.v !== 1)
      return;
    if (message.type === 'view')
      showView(message);
    else if (message.type === 'ack' || message.type === 'refused')
      reply(message);
  }

  function reply(message) {
    const entry = message.id !== null ? pending.get(message.id) : undefined;
    if (entry === undefined)
      return;
    pending.delete(message.id);
    savePending();
    if (message.type === 'ack') {
      if (message.saved === false)
        announce(fmt(t('Kept on the desktop, but not saved to its disk yet: %s'), message.message || ''));
      else
        announce(t('Saved.'));
    } else if (entry.resent) {
      announce(fmt(t('Not saved: %s'), message.message || ''));
    } else {
      announce(message.message || '');
    }
    if (entry.resolve)
      entry.resolve(message);
  }

  // ------------------------------------------------------------------
  // Views

  function showView(message) {
    const first = view === null;
    view = message;
    if (message.game === 'livingstone') {
      showLivingstone(message);
      return;
    }
    if (first || !dom.carnegie) {
      if (board === null) {
        loadBoard().then(() => { if (view) showView(view); });
        return;
      }
      buildCarnegie();
    }
    updateCarnegie(message);
  }

  function showLivingstone(message) {
    if (!dom.livingstone) {
      dom.main.replaceChildren();
      dom.carnegie = null;
      dom.livingstone = el('div', { id: 'livingstone' });
      dom.main.append(dom.livingstone, standingsSection());
    }
    // The pad's board.json holds the players' colours only: the header
    // and the standings take their dots from it once it is read.
    if (board === null)
      loadBoard().then(() => {
        if (view && view.game === 'livingstone') {
          updateHeader(view);
          updateStandings(view);
        }
      });
    updateHeader(message);
    updateStandings(message);
    if (window.BfLivingstone && typeof window.BfLivingstone.render === 'function')
      window.BfLivingstone.render(message, dom.livingstone, { send, t, announce, fmt, el, fillLines });
  }

  function updateHeader(message) {
    const me = message.players && message.players[message.seat];
    const name = me ? me.name : '';
    dom.seatName.textContent = name || 'Benefactor';
    document.title = name ? name + ' · Benefactor' : 'Benefactor';
    if (me && board && board.colors && board.colors[me.color])
      dom.seatName.style.setProperty('--player', board.colors[me.color]);
  }

  // ------------------------------------------------------------------
  // Standings and score lines (both games)

  function standingsSection() {
    const s = section('standings-section', t('Standings'));
    dom.standings = el('ol', { id: 'standings' });
    s.append(dom.standings);
    return s;
  }

  // Keeps one child per key, in order, making the missing ones with
  // create(key) and dropping the others: a child holding the focus stays
  // as long as its key does; when it goes, the focus goes to fallback()
  // (so that it never vanishes).
  function syncList(parent, keys, create, fallback) {
    const existing = new Map();
    for (const child of [...parent.children])
      existing.set(child.dataset.key, child);
    let previous = null;
    for (const key of keys) {
      let child = existing.get(String(key));
      if (child === undefined) {
        child = create(key);
        child.dataset.key = String(key);
      }
      existing.delete(String(key));
      const wanted = previous === null ? parent.firstElementChild : previous.nextElementSibling;
      if (wanted !== child)
        parent.insertBefore(child, wanted);
      previous = child;
    }
    for (const child of existing.values()) {
      const focused = child.contains(document.activeElement);
      child.remove();
      if (focused && fallback)
        fallback(child).focus();
    }
  }

  function updateStandings(message) {
    const players = message.players || [];
    syncList(dom.standings, players.map((p, i) => i), (i) => el('li', { 'data-player': i },
      el('span', { class: 'swatch', 'aria-hidden': 'true' }),
      el('span', { class: 'name' }), el('span', { class: 'rank' }), el('span', { class: 'total' })));
    players.forEach((player, i) => {
      const li = dom.standings.children[i];
      li.querySelector('.name').textContent = player.name;
      li.querySelector('.total').textContent = player.total !== undefined ? String(player.total) : '';
      li.querySelector('.rank').textContent = player.rank !== undefined ? fmt(t('Place %d'), player.rank) : '';
      li.querySelector('.swatch').style.backgroundColor = (board && board.colors && board.colors[player.color]) || '';
      if (i === message.seat)
        li.setAttribute('aria-current', 'true');
      else
        li.removeAttribute('aria-current');
      if (player['bidding-sealed'])
        li.dataset.biddingSealed = 'true';
      else
        delete li.dataset.biddingSealed;
    });
  }

  // The score lines of a view into @list: one item each, its title, VP
  // and explanation (livingstone.js fills its list with it too).
  function fillLines(list, lines) {
    syncList(list, lines.map((l, i) => i + ':' + l.category), () => el('li', {},
      el('span', { class: 'title' }), el('span', { class: 'vp' }), el('span', { class: 'explanation' })));
    lines.forEach((line, i) => {
      const li = list.children[i];
      li.dataset.category = line.category;
      li.querySelector('.title').textContent = line.title || '';
      li.querySelector('.vp').textContent = String(line.vp);
      li.querySelector('.explanation').textContent = line.explanation || '';
    });
  }

  function updateLines(message) {
    fillLines(dom.lines, message.lines || []);
    const me = message.players && message.players[message.seat];
    dom.total.textContent = me && me.total !== undefined ? String(me.total) : '';
  }

  // ------------------------------------------------------------------
  // Carnegie: building the page from board.json

  function loadBoard() {
    if (loadBoard.promise)
      return loadBoard.promise;
    loadBoard.promise = fetch(base + 'board.json', { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(r.status))))
      .then((b) => { board = b; })
      .catch(() => {
        loadBoard.promise = null;
        return new Promise((resolve) => window.setTimeout(resolve, delay)).then(loadBoard);
      });
    return loadBoard.promise;
  }

  function buildCarnegie() {
    dom.main.replaceChildren();
    dom.livingstone = null;
    const root = el('div', { id: 'carnegie' });
    dom.carnegie = root;

    // Score first: what a player looks at most.
    const score = section('score', t('Your Score'));
    dom.total = el('span', { id: 'total' });
    score.append(el('p', { class: 'total-row' }, el('span', { text: t('Total') }), dom.total));
    dom.lines = el('ul', { id: 'lines' });
    score.append(dom.lines);

    root.append(buildBidding(), buildSecret(), score, standingsSection(), buildMap(), buildTransport(),
                buildDonations(), buildDepartments(), buildCompany());
    dom.main.append(root);
    restoreDrafts();
  }

  // The map: the board drawn at a scale, in a box that pans with the
  // fingers (native scrolling) and zooms with two fingers or the buttons.
  function buildMap() {
    const s = section('map-section', t('Map'));
    s.append(el('p', { class: 'hint', text: t('Tap a space to put your pawn there or take it off. Zoom in to tap a space; two fingers zoom and move the map.') }));
    const tools = el('div', { class: 'toolbar' });
    const zoomIn = el('button', { id: 'zoom-in', type: 'button', text: '+', 'aria-label': t('Zoom In'), title: t('Zoom In') });
    const zoomOut = el('button', { id: 'zoom-out', type: 'button', text: '−', 'aria-label': t('Zoom Out'), title: t('Zoom Out') });
    const whole = el('button', { id: 'zoom-reset', type: 'button', text: t('Whole Map') });
    tools.append(zoomOut, zoomIn, whole);
    s.append(tools);

    const viewport = el('div', { id: 'map-viewport' });
    const map = el('div', { id: 'map', role: 'group', 'aria-label': t('Map') });
    const svgNS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(svgNS, 'svg');
    svg.setAttribute('viewBox', '0 0 ' + board.width + ' ' + board.height);
    svg.setAttribute('aria-hidden', 'true');
    svg.classList.add('board');
    for (const [a, b] of board.roads) {
      const line = document.createElementNS(svgNS, 'line');
      line.setAttribute('x1', board.cities[a].x);
      line.setAttribute('y1', board.cities[a].y);
      line.setAttribute('x2', board.cities[b].x);
      line.setAttribute('y2', board.cities[b].y);
      line.classList.add('road');
      svg.append(line);
    }
    for (const city of board.cities) {
      const text = document.createElementNS(svgNS, 'text');
      text.setAttribute('x', city.x);
      text.setAttribute('y', city.y - board.disk * 1.2);
      text.setAttribute('text-anchor', 'middle');
      text.classList.add('city');
      text.textContent = city.name;
      svg.append(text);
    }
    map.append(svg);

    dom.spaces = [];
    for (const space of board.spaces) {
      const button = el('button', { type: 'button', class: 'space type-' + space.type, 'data-space': space.space,
                                    'aria-pressed': 'false', 'aria-label': space.label });
      button.addEventListener('click', (event) => spaceClicked(event, space));
      map.append(button);
      dom.spaces[space.space] = button;
    }
    viewport.append(map);
    s.append(viewport);
    dom.viewport = viewport;
    dom.map = map;

    dom.projects = el('ul', { id: 'projects', 'aria-label': t('Your Pawns') });
    s.append(el('h3', { text: t('Your Pawns') }), dom.projects);

    zoomIn.addEventListener('click', () => zoomBy(1.5));
    zoomOut.addEventListener('click', () => zoomBy(1 / 1.5));
    whole.addEventListener('click', () => setScale(fitScale()));
    setupPinch(viewport);
    // The first scale: spaces big enough to tap, the middle of the board
    // in view.
    window.requestAnimationFrame(() => {
      setScale(tapScale());
      viewport.scrollLeft = (map.clientWidth - viewport.clientWidth) / 2;
      viewport.scrollTop = (map.clientHeight - viewport.clientHeight) / 2;
    });
    window.addEventListener('resize', () => setScale(dom.scale));
    return s;
  }

  function tapScale() {
    return TAP_SIZE / board.disk;
  }

  function fitScale() {
    return Math.max(0.1, (dom.viewport.clientWidth || 320) / board.width);
  }

  // Scales the board, keeping the point at (fx, fy) of the viewport (0-1)
  // where it was.
  function setScale(scale, fx = 0.5, fy = 0.5) {
    const min = fitScale();
    const max = tapScale() * 2;
    const old = dom.scale || scale;
    const viewport = dom.viewport;
    scale = Math.min(max, Math.max(min, scale));
    const cx = (viewport.scrollLeft + viewport.clientWidth * fx) / old;
    const cy = (viewport.scrollTop + viewport.clientHeight * fy) / old;
    dom.scale = scale;
    dom.map.style.width = board.width * scale + 'px';
    dom.map.style.height = board.height * scale + 'px';
    const size = board.disk * scale;
    board.spaces.forEach((space) => {
      const button = dom.spaces[space.space];
      button.style.left = (space.x * scale - size / 2) + 'px';
      button.style.top = (space.y * scale - size / 2) + 'px';
      button.style.width = size + 'px';
      button.style.height = size + 'px';
    });
    dom.map.classList.toggle('small', size < TAP_SIZE);
    viewport.scrollLeft = cx * scale - viewport.clientWidth * fx;
    viewport.scrollTop = cy * scale - viewport.clientHeight * fy;
  }

  function zoomBy(factor, fx, fy) {
    setScale(dom.scale * factor, fx, fy);
  }

  // The fingers move the map: one pans it, two zoom around their middle
  // (and pan with it). The viewport takes no gesture of the browser's
  // (touch-action: none), so that neither fights the other; a mouse
  // wheel and the scroll bars still scroll it. A touch that moved is not
  // a tap: its click does not press a space.
  function setupPinch(viewport) {
    const touches = new Map();
    let last = null;
    let moved = false;
    const state = () => {
      const points = [...touches.values()];
      const x = points.reduce((a, p) => a + p.x, 0) / points.length;
      const y = points.reduce((a, p) => a + p.y, 0) / points.length;
      const distance = points.length === 2 ? Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y) : 0;
      return { x, y, distance, n: points.length };
    };
    viewport.addEventListener('pointerdown', (e) => {
      if (e.pointerType !== 'touch')
        return;
      if (touches.size === 0)
        moved = false;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY });
      last = state();
    });
    viewport.addEventListener('pointermove', (e) => {
      const touch = touches.get(e.pointerId);
      if (touch === undefined)
        return;
      touch.x = e.clientX;
      touch.y = e.clientY;
      if (Math.hypot(touch.x - touch.x0, touch.y - touch.y0) > 10)
        moved = true;
      const now = state();
      if (last !== null && now.n === last.n) {
        if (now.n === 2 && last.distance > 0) {
          const rect = viewport.getBoundingClientRect();
          setScale(dom.scale * now.distance / last.distance,
                   (now.x - rect.left) / rect.width, (now.y - rect.top) / rect.height);
        }
        viewport.scrollLeft -= now.x - last.x;
        viewport.scrollTop -= now.y - last.y;
      }
      last = now;
      e.preventDefault();
    });
    const end = (e) => {
      touches.delete(e.pointerId);
      last = touches.size > 0 ? state() : null;
    };
    viewport.addEventListener('pointerup', end);
    viewport.addEventListener('pointercancel', end);
    viewport.addEventListener('click', (e) => {
      if (moved) {
        e.stopPropagation();
        e.preventDefault();
        moved = false;
      }
    }, true);
  }

  function spaceClicked(event, space) {
    // A tap on a space drawn smaller than a finger zooms to it instead: a
    // tap there could hit the neighbour. The keyboard (detail 0) always
    // presses the space it has focused.
    if (event.detail > 0 && board.disk * dom.scale < TAP_SIZE) {
      const rect = dom.viewport.getBoundingClientRect();
      const fx = (event.clientX - rect.left) / rect.width;
      const fy = (event.clientY - rect.top) / rect.height;
      setScale(tapScale(), fx, fy);
      return;
    }
    const mine = dom.spaces[space.space].getAttribute('aria-pressed') === 'true';
    send({ type: 'project', space: space.space, on: !mine });
  }

  function buildTransport() {
    const s = section('transport', t('Transport'));
    dom.transport = {};
    for (const region of board.regions) {
      const set = el('fieldset', { 'data-region': region.id }, el('legend', { text: region.name }));
      const row = el('div', { class: 'boxes' });
      dom.transport[region.id] = [];
      for (const box of region.boxes) {
        const button = el('button', { type: 'button', 'data-region': region.id, 'data-box': box.box,
                                      'aria-pressed': 'false', 'aria-label': box.name, text: String(box.box),
                                      title: box.label });
        button.addEventListener('click', () => send({ type: 'transport', region: region.id, box: box.box }));
        row.append(button);
        dom.transport[region.id].push(button);
      }
      set.append(row);
      s.append(set);
    }
    return s;
  }

  function buildDonations() {
    const s = section('donations', t('Donations'));
    const grid = el('div', { class: 'chart' });
    // The column's name, or the name of the tile covering it.
    for (const head of board.chart.filter((space) => space.row === 1))
      grid.append(el('span', { class: 'column-head', 'aria-hidden': 'true', text: head.name }));
    dom.donations = [];
    for (const space of board.chart) {
      const button = el('button', { type: 'button', class: 'donation', 'data-column': space.column, 'data-row': space.row,
                                    'aria-pressed': 'false', 'aria-label': space.label },
                        el('span', { class: 'row-number', text: String(space.row) }),
                        el('span', { class: 'text', text: space.text }));
      button.addEventListener('click', () => {
        const on = button.getAttribute('aria-pressed') !== 'true';
        send({ type: 'donation', column: space.column, row: space.row, on });
      });
      grid.append(button);
      dom.donations.push({ button, space });
    }
    s.append(grid);
    return s;
  }

  function departmentName(number) {
    const d = board.departments.find((x) => x.number === number);
    return d ? d.name : String(number);
  }

  function buildDepartments() {
    const s = section('departments-section', t('Departments'));
    const { row, input } = numberRow(t('Department number'), { id: 'department-number', min: 1, max: 32 });
    input.type = 'text';
    input.setAttribute('inputmode', 'text');
    row.querySelector('label').htmlFor = 'department-number';
    const list = el('datalist', { id: 'department-names' });
    for (const d of board.departments)
      list.append(el('option', { value: d.number + ' ' + d.name }));
    input.setAttribute('list', 'department-names');
    const add = el('button', { id: 'department-add', type: 'button', text: t('Add This Department') });
    const addDepartment = () => {
      const text = input.value.trim();
      const number = parseInt(text, 10);
      const found = board.departments.find((d) => d.number === number) ||
        board.departments.find((d) => d.name.toLocaleLowerCase() === text.toLocaleLowerCase());
      if (!found) {
        announce(fmt(t('No department “%s” in this game.'), text));
        return;
      }
      send({ type: 'department', number: found.number, on: true, 'top-row': false, 'left-column': false,
             'active-employee': false }).then((r) => { if (r.type === 'ack') input.value = ''; });
    };
    add.addEventListener('click', addDepartment);
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') addDepartment(); });
    s.append(row, list, add);
    dom.departments = el('ul', { id: 'departments' });
    s.append(dom.departments);
    return s;
  }

  const FLAGS = [
    ['top-row', '%s: in the top row', 'Top'],
    ['left-column', '%s: in the leftmost column', 'Left'],
    ['active-employee', '%s: holds an active employee', 'Active'],
  ];

  function departmentItem(number) {
    const name = departmentName(number);
    const li = el('li', { 'data-department': number }, el('span', { class: 'name', text: number + ' · ' + name }));
    const flags = el('div', { class: 'flags' });
    for (const [flag, label, short] of FLAGS) {
      const id = 'department-' + number + '-' + flag;
      const box = el('input', { id, type: 'checkbox', 'data-flag': flag, 'aria-label': fmt(t(label), name) });
      box.addEventListener('change', () => {
        const message = { type: 'department', number, on: true };
        for (const [f] of FLAGS)
          message[f] = li.querySelector('input[data-flag="' + f + '"]').checked;
        send(message);
      });
      flags.append(el('label', { for: id, class: 'flag' }, box, el('span', { text: t(short, 'department position'), 'aria-hidden': 'true' })));
    }
    const remove = el('button', { type: 'button', 'data-remove': number, class: 'remove', text: '✕',
                                  'aria-label': fmt(t('Remove %s'), name), title: fmt(t('Remove %s'), name) });
    remove.addEventListener('click', () => send({ type: 'department', number, on: false, 'top-row': false,
                                                  'left-column': false, 'active-employee': false }));
    li.append(flags, remove);
    return li;
  }

  const COUNTS = [
    ['score-track', 'Score track', -999, 999],
    ['money', 'Money ($)', 0, 999],
    ['goods', 'Goods', 0, 999],
    ['empty-spaces', 'Empty company-board spaces', 0, 999],
  ];
  const EMPLOYEES = [
    ['active', 'Active employees'],
    ['inactive-board', 'Inactive employees on the board'],
    ['inactive-missions', 'Inactive employees on missions'],
    ['active-on-cost', 'Active employees on paid workstations ($1+)'],
  ];

  // A whole number of a field, or null: the field is marked and the
  // page says what it takes; what the view holds stays as it was.
  function readNumber(input, min, max) {
    const value = Number(input.value);
    if (input.value.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
      input.setAttribute('aria-invalid', 'true');
      const label = input.labels && input.labels.length > 0 ? input.labels[0].textContent : '';
      announce(fmt(t('%s: a whole number from %d to %d, please.'), label, min, max));
      return null;
    }
    input.removeAttribute('aria-invalid');
    return value;
  }

  function buildCompany() {
    const s = section('company', t('Company'));
    dom.counts = {};
    dom.employees = {};
    dom.tabs = {};
    for (const [field, label, min, max] of COUNTS) {
      const { row, input } = numberRow(t(label), { 'data-field': field, min, max });
      input.addEventListener('change', () => {
        const value = readNumber(input, min, max);
        if (value !== null)
          send({ type: 'count', field, value });
      });
      dom.counts[field] = input;
      s.append(row);
    }
    for (const [field, label] of EMPLOYEES) {
      const { row, input } = numberRow(t(label), { 'data-employees': field, min: 0, max: 99 });
      input.addEventListener('change', () => {
        const message = { type: 'employees' };
        for (const [f] of EMPLOYEES) {
          const value = readNumber(dom.employees[f], 0, 99);
          if (value === null)
            return;
          message[f] = value;
        }
        send(message);
      });
      dom.employees[field] = input;
      s.append(row);
    }
    const vp = section('victory-points', t('Victory Points'));
    for (const type of board['project-types']) {
      const { row, input } = numberRow(fmt(t('%s tab'), type.name), { 'data-tab': type.id, min: 0, max: 99 });
      input.addEventListener('change', () => {
        const value = readNumber(input, 0, 99);
        if (value !== null)
          send({ type: 'tab-vp', project: type.id, vp: value });
      });
      dom.tabs[type.id] = input;
      vp.append(row);
    }
    const choice = el('input', { id: 'action-choice', type: 'checkbox' });
    choice.addEventListener('change', () => send({ type: 'action-choice', on: choice.checked }));
    vp.append(el('div', { class: 'row check' }, choice, el('label', { for: 'action-choice', text: t('Unused Action Choice tile') })));
    dom.actionChoice = choice;
    return el('div', {}, s, vp);
  }

  // The bidding sheet: lines 2-5 one button per choice, as the desktop's.
  function choiceValue(line, value) {
    if (line === 'vp' && value > 0)
      return '+' + value;
    return value < 0 ? '−' + -value : String(value);
  }

  function choiceName(line, choice) {
    const value = choiceValue(line.id, choice.value);
    if (choice.cost < 0)
      return fmt(t('%s: %s, gives back %s'), line.name, value, money(-choice.cost));
    return fmt(t('%s: %s, costs %s'), line.name, value, money(choice.cost));
  }

  function buildBidding() {
    const s = section('bidding', t('Bidding Sheet', 'page title'));
    s.hidden = true;
    dom.bidding = s;
    dom.bidButtons = {};
    const form = el('div', { class: 'sheet' });
    board.bidding.lines.forEach((line, index) => {
      const group = el('div', { class: 'bid-line', role: 'group', 'aria-label': line.name });
      group.append(el('h3', { text: fmt(t('%u · %s'), index + 1, line.name) }));
      if (line.id === 'first-player') {
        const { row, input } = numberRow(t('First-player bid in dollars'), { 'data-line': 'first-player', min: 0,
                                                                            max: board.bidding.budget });
        input.addEventListener('change', () => {
          const value = readNumber(input, 0, board.bidding.budget);
          if (value !== null)
            send({ type: 'bid', line: 'first-player', value });
        });
        dom.bidInput = input;
        group.append(row);
      } else {
        const row = el('div', { class: 'choices' });
        dom.bidButtons[line.id] = [];
        for (const choice of line.choices) {
          const button = el('button', { type: 'button', 'data-line': line.id, 'data-value': choice.value,
                                        'aria-pressed': 'false', 'aria-label': choiceName(line, choice) },
                            el('span', { class: 'value', text: choiceValue(line.id, choice.value) }),
                            el('span', { class: 'price', text: choice.cost < 0 ? fmt(t('+$%d'), -choice.cost) : money(choice.cost) }));
          button.addEventListener('click', () => send({ type: 'bid', line: line.id, value: choice.value }));
          row.append(button);
          dom.bidButtons[line.id].push({ button, choice });
        }
        group.append(row);
      }
      form.append(group);
    });
    dom.bidLeft = el('p', { id: 'bid-left', class: 'money-left' });
    const seal = el('button', { id: 'seal-bid', type: 'button', class: 'suggested', text: plain(t('_Seal Sheet')) });
    seal.addEventListener('click', () => send({ type: 'seal-bid' }));
    form.append(dom.bidLeft, seal);
    dom.bidForm = form;

    const sealed = el('div', { class: 'sealed' });
    sealed.append(el('p', { text: t('Your bidding sheet is sealed until the reveal on the desktop.') }));
    const mine = el('dl', { id: 'sealed-bid', hidden: true });
    const { show } = lookAtMine(sealed, mine, 'show-bid', 'hide-bid');
    dom.bidSealed = sealed;
    dom.bidMine = mine;
    dom.bidShow = show;
    s.append(form, sealed);
    return s;
  }

  // "Look at Mine" and "Hide It Again" around a sealed choice, shown on
  // this phone only while asked for; each hands the focus to the other.
  function lookAtMine(parent, mine, showId, hideId) {
    const show = el('button', { id: showId, type: 'button', text: t('Look at Mine', 'page title') });
    const hide = el('button', { id: hideId, type: 'button', text: plain(t('_Hide It Again')), hidden: true });
    show.addEventListener('click', () => { mine.hidden = false; hide.hidden = false; show.hidden = true; hide.focus(); });
    hide.addEventListener('click', () => { mine.hidden = true; hide.hidden = true; show.hidden = false; show.focus(); });
    parent.append(show, mine, hide);
    return { show, hide };
  }

  // A form hidden while it holds the focus hands it to @to.
  function hideForm(form, hidden, to) {
    const focused = hidden && !form.hidden && form.contains(document.activeElement);
    form.hidden = hidden;
    if (focused)
      to.focus();
  }

  function buildSecret() {
    const s = section('secret', t('Secret Donation', 'page title'));
    s.hidden = true;
    dom.secret = s;
    const select = el('select', { id: 'secret-donation' });
    select.append(el('option', { value: '', text: t('None', 'secret donation') }));
    for (const space of board.chart)
      select.append(el('option', { value: space.column + ':' + space.row, text: space.label }));
    const seal = el('button', { id: 'seal-secret', type: 'button', class: 'suggested', text: plain(t('_Seal My Choice')) });
    seal.addEventListener('click', () => {
      const [column, row] = select.value.split(':');
      send(column ? { type: 'secret-donation', column, row: Number(row) } : { type: 'secret-donation', column: null });
    });
    const form = el('div', {}, el('div', { class: 'row' }, el('label', { for: 'secret-donation', text: t('Secret donation') }), select), seal);
    const sealed = el('div', { class: 'sealed' });
    dom.secretNote = el('p', { text: t('Your secret donation is sealed: only you can look at it here.') });
    const mine = el('p', { id: 'sealed-secret', hidden: true });
    sealed.append(dom.secretNote);
    const { show, hide } = lookAtMine(sealed, mine, 'show-secret', 'hide-secret');
    dom.secretForm = form;
    dom.secretSealed = sealed;
    dom.secretSelect = select;
    dom.secretMine = mine;
    dom.secretShow = show;
    dom.secretHide = hide;
    s.append(form, sealed);
    return s;
  }

  // ------------------------------------------------------------------
  // Carnegie: updating the page from a view

  // A field shows the view's value unless the player is typing in it.
  function setValue(input, value) {
    if (document.activeElement !== input && input.dataset.draft !== 'true' && input.value !== String(value)) {
      input.value = String(value);
      input.removeAttribute('aria-invalid');
    }
  }

  function setPressed(button, pressed) {
    button.setAttribute('aria-pressed', pressed ? 'true' : 'false');
  }

  function updateCarnegie(message) {
    const entries = message.entries || {};
    updateHeader(message);
    updateStandings(message);
    updateLines(message);
    updateMap(message, entries);
    updateSheet(entries);

    for (const region of board.regions)
      dom.transport[region.id].forEach((button, i) => setPressed(button, entries.transport &&
                                                                  entries.transport[region.id] === i + 1));

    const donated = new Set((entries.donations || []).map((d) => d.column + ':' + d.row));
    for (const { button, space } of dom.donations) {
      const mine = donated.has(space.column + ':' + space.row);
      setPressed(button, mine);
      button.setAttribute('aria-label', mine ? fmt(t('%s, donated'), space.label) : space.label);
    }

    // By number, so that a department whose flags change keeps its place.
    const departments = (entries.departments || []).slice().sort((a, b) => a.number - b.number);
    syncList(dom.departments, departments.map((d) => d.number), departmentItem,
             () => document.getElementById('department-number'));
    departments.forEach((d, i) => {
      const li = dom.departments.children[i];
      for (const [flag] of FLAGS)
        li.querySelector('input[data-flag="' + flag + '"]').checked = !!d[flag];
    });

    for (const [field] of COUNTS)
      if (entries[field] !== undefined)
        setValue(dom.counts[field], entries[field]);
    for (const [field] of EMPLOYEES)
      if (entries.employees)
        setValue(dom.employees[field], entries.employees[field]);
    for (const type of board['project-types'])
      if (entries['tab-vp'])
        setValue(dom.tabs[type.id], entries['tab-vp'][type.id]);
    dom.actionChoice.checked = !!entries['action-choice'];
  }

  function updateMap(message, entries) {
    const players = message.players || [];
    const owners = new Map();
    for (const item of message.map || [])
      owners.set(item.space, item);
    const typeNames = {};
    for (const type of board['project-types'])
      typeNames[type.id] = type.name;
    const projects = new Map();
    for (const p of entries.projects || [])
      projects.set(p.space, p.project);

    for (const space of board.spaces) {
      const button = dom.spaces[space.space];
      const item = owners.get(space.space);
      let what;
      let owner = null;
      if (item && item.blocked)
        what = t('blocking disc');
      else if (item && players[item.player]) {
        owner = players[item.player];
        const project = item.player === message.seat ? projects.get(space.space) : undefined;
        // As the desktop says it: the type of a town's project, or of one
        // of another type than its space's (Political Lobbying).
        if (project && typeNames[project] && (space.type === 'any' || project !== space.type))
          what = fmt(t('%s’s pawn, %s'), owner.name, typeNames[project]);
        else
          what = fmt(t('%s’s pawn'), owner.name);
      } else
        what = t('empty', 'space');
      const mine = !!item && !item.blocked && item.player === message.seat;
      setPressed(button, mine);
      button.disabled = !!item && !mine;
      button.setAttribute('aria-label', fmt(t('%s: %s'), space.label, what));
      button.classList.toggle('blocked', !!(item && item.blocked));
      button.style.backgroundColor = owner && board.colors[owner.color] ? board.colors[owner.color] : '';
    }

    // In the board's order, so that a disk changed (taken off and put
    // back by the model) keeps its place, and its field the focus.
    const own = (entries.projects || []).map((p) => p.space).filter((s) => board.spaces[s]).sort((a, b) => a - b);
    syncList(dom.projects, own, (s) => {
      const space = board.spaces[s];
      const li = el('li', { 'data-space': s }, el('span', { text: space.label }));
      // The project built there: a town's is chosen; another space's is
      // its own type, or another with Political Lobbying, as on the
      // desktop's map.
      const select = el('select', { 'data-project-type': s, 'aria-label': fmt(t('%s: project type'), space.label) });
      if (space.type === 'any')
        select.append(el('option', { value: 'any', text: t('Any type') }));
      for (const type of board['project-types'])
        select.append(el('option', { value: type.id, text: type.name }));
      select.addEventListener('change', () => send({ type: 'project', space: s, on: true, project: select.value }));
      li.append(select);
      return li;
    }, (li) => dom.spaces[Number(li.dataset.space)]);
    for (const li of dom.projects.children) {
      const select = li.querySelector('select');
      const s = Number(li.dataset.space);
      const built = projects.get(s) || 'any';
      if (select && document.activeElement !== select)
        select.value = built === 'any' && board.spaces[s].type !== 'any' ? board.spaces[s].type : built;
    }
  }

  function updateSheet(entries) {
    const sheet = entries['bidding-sheet'];
    dom.bidding.hidden = !sheet;
    if (sheet) {
      const sealed = !!sheet.sealed;
      dom.bidding.dataset.sealed = sealed ? 'true' : 'false';
      // Open, it comes first; sealed, it makes way for the score.
      dom.bidding.classList.toggle('done', sealed);
      dom.bidSealed.hidden = !sealed;
      hideForm(dom.bidForm, sealed, dom.bidShow);
      setValue(dom.bidInput, sheet['first-player'] || 0);
      let cost = sheet['first-player'] || 0;
      dom.bidMine.replaceChildren();
      board.bidding.lines.forEach((line) => {
        const value = sheet[line.id];
        if (line.id !== 'first-player') {
          for (const { button, choice } of dom.bidButtons[line.id]) {
            setPressed(button, value === choice.value);
            if (value === choice.value)
              cost += choice.cost;
          }
        }
        dom.bidMine.append(el('dt', { text: line.name }),
                           el('dd', { text: value === undefined ? '—' : (line.id === 'first-player' ? money(value) : choiceValue(line.id, value)) }));
      });
      const left = board.bidding.budget - cost;
      dom.bidLeft.textContent = left >= 0 ? fmt(t('Left: %s'), money(left)) : fmt(t('Over by %s'), money(-left));
      dom.bidLeft.classList.toggle('over', left < 0);
    }

    dom.secret.hidden = !board['secret-donation'];
    if (board['secret-donation']) {
      const chosen = entries['secret-donation'];
      const revealed = !!chosen && view['secrets-sealed'] === false;
      const sealed = !!chosen;
      dom.secret.dataset.sealed = sealed && !revealed ? 'true' : 'false';
      dom.secret.classList.toggle('done', sealed);
      dom.secretSealed.hidden = !sealed;
      hideForm(dom.secretForm, sealed, dom.secretShow);
      if (chosen) {
        const space = board.chart.find((c) => c.column === chosen.column && c.row === chosen.row);
        dom.secretMine.textContent = space ? space.label : '';
      } else {
        dom.secretMine.textContent = '';
      }
      dom.secretNote.textContent = revealed
        ? t('The secret donations have been revealed: only the desktop can change them now.')
        : t('Your secret donation is sealed: only you can look at it here.');
      if (revealed) {
        dom.secretMine.hidden = false;
        dom.secretShow.hidden = true;
        dom.secretHide.hidden = true;
      }
    }
  }

  // ------------------------------------------------------------------
  // Start

  function start() {
    dom.main = document.getElementById('main');
    dom.status = document.getElementById('status');
    dom.announce = document.getElementById('announce');
    dom.seatName = document.getElementById('seat-name');
    loadPending();
    loadDrafts();
    fetch(base + 'strings.json', { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : { strings: {} }))
      .then((s) => { strings = (s && s.strings) || {}; })
      .catch(() => {})
      .then(() => {
        setStatus('connecting');
        connect();
      });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible')
        wake();
    });
    window.addEventListener('online', wake);
    window.addEventListener('pageshow', (e) => { if (e.persisted) wake(); });
  }

  window.BfTablePage = { t, send, announce };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', start);
  else
    start();
})();
