// livingstone.js: a seat's own row of a shared Livingstone score pad
// (docs/table-link.md, "Livingstone"). app.js calls
// BfLivingstone.render(view, root, api) with every view of a Livingstone
// game: `api` is { send(message) → Promise(reply), t(msgid, context),
// announce(text), fmt(format, ...args), el(tag, attributes, ...children),
// fillLines(list, lines) }. The page draws what the desktop's pad lets a
// player enter for their own row: the tents of each round, the tents
// moved between columns, the end of the game; and the player's VP before
// the donations with their score lines. What belongs to the whole table (the
// names, the rounds, Steamboat Stopped, the board's values, the dice)
// stays on the desktop.
//
// The controls are built once per root and updated in place: a view
// arriving while the player types never takes the field or the focus
// away. app.js announces each entry's result in #announce.
//
// SPDX-License-Identifier: GPL-3.0-or-later

'use strict';

window.BfLivingstone = (function () {
  const ROWS = 6;
  // The pad's limits (src/livingstone/bf-livingstone.h): a number out of
  // them is not sent, the field says why.
  const LIMITS = {
    tents: [0, 11],
    'other-tents': [-11, 11],
    gems: [0, 30],
    'vp-cards': [0, 99],
    donation: [0, 999],
  };
  const states = new WeakMap();
  // What is typed and not sent yet, by field id: { value, round }, kept in
  // the session's storage so that a reload puts it back (as app.js does
  // for Carnegie's numbers); sent when the field is left or on Enter.
  const draftKey = 'benefactor-livingstone-drafts:' + location.pathname;

  function loadDrafts() {
    try {
      const drafts = JSON.parse(sessionStorage.getItem(draftKey) || '{}');
      return drafts && typeof drafts === 'object' ? drafts : {};
    } catch (e) {
      return {};
    }
  }

  function saveDraft(id, draft) {
    try {
      const drafts = loadDrafts();
      if (draft)
        drafts[id] = draft;
      else
        delete drafts[id];
      if (Object.keys(drafts).length > 0)
        sessionStorage.setItem(draftKey, JSON.stringify(drafts));
      else
        sessionStorage.removeItem(draftKey);
    } catch (e) {
      // No storage (a private window): only a reload loses the draft.
    }
  }

  // app.js's own helpers, from the api of the first render(): a format
  // with %s, %d, %u filled in, and an element with its attributes and
  // children.
  let fmt = null;
  let make = null;

  // ------------------------------------------------------------------
  // Building

  // A number with − and + beside it: { row, input, error, … }. Its
  // accessible name is set by update() (it holds the player's name).
  function stepper(state, field, row, label, hint) {
    const [min, max] = LIMITS[field];
    const id = 'liv-' + field + (row ? '-' + row : '');
    const input = make('input', {
      id, type: 'number', step: 1, min, max, 'data-field': field, 'data-row': row || null,
      inputmode: min < 0 ? null : 'numeric', 'aria-describedby': id + '-error',
    });
    const minus = make('button', { type: 'button', class: 'liv-step', 'data-step': -1, text: '−' });
    const plus = make('button', { type: 'button', class: 'liv-step', 'data-step': 1, text: '+' });
    const error = make('p', { id: id + '-error', class: 'liv-error' });
    const f = { field, row, input, minus, plus, error, label, dirty: false, draft: false, recheck: false, pending: 0 };

    input.addEventListener('input', () => {
      f.dirty = true;
      saveDraft(id, { value: input.value, round: field === 'tents' ? shownRound(state) : null });
    });
    input.addEventListener('change', () => commit(state, f, input.value));
    // A draft put back after a reload is no change of the browser's:
    // leaving the field or Enter sends it all the same.
    const sendDraft = () => {
      if (f.draft) {
        f.draft = false;
        commit(state, f, input.value);
      }
    };
    input.addEventListener('blur', sendDraft);
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter')
        window.setTimeout(sendDraft, 0);
    });
    for (const button of [minus, plus])
      button.addEventListener('click', () => {
        const now = Number(input.value.trim() === '' ? NaN : input.value);
        const value = (Number.isInteger(now) ? now : shown(state, f)) + Number(button.dataset.step);
        if (value < min || value > max)
          return;
        input.value = String(value);
        commit(state, f, input.value);
      });
    state.fields.push(f);

    return make('div', { class: 'liv-field' },
      make('div', { class: 'row' },
        make('label', { for: id }, make('span', { text: label }),
          hint ? make('span', { class: 'hint', text: hint }) : null),
        make('div', { class: 'liv-steps' }, minus, input, plus)),
      error);
  }

  function section(id, heading, headingId) {
    return make('section', { id, 'aria-labelledby': headingId || id + '-heading' },
      heading ? make('h2', { id: id + '-heading', text: heading }) : null);
  }

  function build(state) {
    const t = state.t;
    const root = state.root;
    const dom = state.dom;
    state.fields = [];

    // The round: what is entered every round.
    const rounds = section('liv-rounds', null, 'liv-round');
    dom.round = make('h2', { id: 'liv-round' });
    dom.cost = make('p', { id: 'liv-cost', class: 'hint' });
    dom.previous = make('button', { type: 'button', id: 'liv-previous', text: t('Previous Round') });
    dom.next = make('button', { type: 'button', id: 'liv-next', text: t('Next Round') });
    dom.previous.addEventListener('click', () => move(state, -1));
    dom.next.addEventListener('click', () => move(state, 1));
    rounds.append(dom.round, dom.cost, make('div', { class: 'liv-nav' }, dom.previous, dom.next));
    // Row 6 at the top, row 1 by the river, as on the board.
    for (let row = ROWS; row >= 1; row--)
      rounds.append(stepper(state, 'tents', row, fmt(t('Row %u'), row), fmt(t('%u VP each'), row)));
    dom.roundScore = make('p', { id: 'liv-round-score', class: 'liv-round-score' });
    rounds.append(dom.roundScore);

    // The score: the VP before the donations and every line.
    const score = section('score', t('Your Score'));
    dom.total = make('span', { id: 'total' });
    dom.lines = make('ul', { id: 'lines' });
    score.append(make('p', { class: 'total-row' }, make('span', { text: t('VP before the donations') }), dom.total),
      make('p', { class: 'hint', text: t('The donations are revealed on the desktop after the scoring, and who is disqualified with them.') }),
      dom.lines);

    // The end of the game.
    const end = section('liv-end', t('End of the game'));
    end.append(stepper(state, 'gems', 0, t('_Gems Kept').replace('_', ''), t('1 VP each')),
      stepper(state, 'vp-cards', 0, t('_VP Action Cards').replace('_', ''),
        t('The VP printed on the cards in hand, added up')),
      stepper(state, 'donation', 0, t('_Donation to the Queen').replace('_', ''),
        t('Pounds, revealed after the scoring')));
    dom.minimum = make('p', { id: 'liv-minimum', class: 'hint' });
    end.append(dom.minimum);

    // Tents moved between columns: rare (the two-player move), folded.
    const moved = section('liv-moved', null, 'liv-moved-heading');
    const details = make('details', {},
      make('summary', { id: 'liv-moved-heading' }, make('span', { text: t('Tents Moved Between Columns') }),
        make('span', { class: 'hint', text: t('For the whole game, not only this round') })),
      make('p', { class: 'hint', text: t('With two players, a player whose supply is empty may move one of their tents already on the board when placing a tent: enter it in this round and −1 here, in the row it left. No action card places a tent outside the column above the steamboat.') }));
    for (let row = ROWS; row >= 1; row--)
      details.append(stepper(state, 'other-tents', row, fmt(t('Row %u'), row), null));
    moved.append(details);

    root.replaceChildren(rounds, score, end, moved);
  }

  // The drafts of the page before a reload, back in their fields (a
  // round's tents in that round).
  function restoreDrafts(state) {
    const drafts = loadDrafts();
    for (const f of state.fields) {
      const draft = drafts[f.input.id];
      if (!draft || typeof draft.value !== 'string')
        continue;
      if (f.field === 'tents' && Number.isInteger(draft.round))
        state.round = draft.round;
      f.input.value = draft.value;
      f.dirty = true;
      f.draft = true;
      f.recheck = true;
    }
  }

  // ------------------------------------------------------------------
  // Entries

  function shownRound(state) {
    const n = state.view.entries.rounds.length;
    const round = state.round !== null ? state.round : state.view['current-round'] || 0;
    return Math.max(0, Math.min(round, n - 1));
  }

  // What the desktop holds for @f, in the round shown.
  function shown(state, f) {
    const entries = state.view.entries;
    if (f.field === 'tents')
      return entries.rounds[shownRound(state)].tents[f.row - 1];
    if (f.field === 'other-tents')
      return entries['other-tents'][f.row - 1];
    return entries[f.field];
  }

  // Marks @f invalid (and says why) unless @text is a whole number in its
  // range; the number, or null.
  function check(state, f, text) {
    const [min, max] = LIMITS[f.field];
    const value = Number(text.trim() === '' ? NaN : text);

    if (!Number.isInteger(value) || value < min || value > max) {
      f.input.setAttribute('aria-invalid', 'true');
      f.error.textContent = fmt(state.t('%s: enter a whole number from %d to %d.'), f.label, min, max);
      return null;
    }
    f.input.removeAttribute('aria-invalid');
    f.error.textContent = '';
    return value;
  }

  function commit(state, f, text) {
    const value = check(state, f, text);

    if (value === null) {
      // Not sent: the desktop keeps what it has, the field keeps what was
      // typed until it is mended.
      state.api.announce(f.error.textContent);
      return;
    }

    let message;
    if (f.field === 'tents')
      message = { type: 'tents', round: shownRound(state), row: f.row, value };
    else if (f.field === 'other-tents')
      message = { type: 'other-tents', row: f.row, value };
    else
      message = { type: 'count', field: f.field, value };

    // Until the desktop answers, the field shows what was entered; the
    // view that follows the answer shows what the desktop keeps. The
    // entry itself is kept by app.js until it is answered.
    saveDraft(f.input.id, null);
    f.draft = false;
    f.dirty = true;
    f.pending++;
    state.api.send(message).then(() => {
      f.pending--;
      if (f.pending === 0)
        f.dirty = false;
    });
  }

  function move(state, step) {
    const n = state.view.entries.rounds.length;
    const round = Math.max(0, Math.min(shownRound(state) + step, n - 1));
    if (round === shownRound(state))
      return;
    // A draft put back in this round's tents goes out before it is left.
    for (const f of state.fields)
      if (f.field === 'tents' && f.draft) {
        f.draft = false;
        commit(state, f, f.input.value);
      }
    state.round = round;
    // The fields of the round left behind show the new round's tents.
    for (const f of state.fields)
      if (f.field === 'tents' && f.pending === 0)
        f.dirty = false;
    update(state);
    state.api.announce(state.dom.round.textContent);
  }

  // ------------------------------------------------------------------
  // Updating

  function setDisabled(button, disabled, other) {
    // The focus never vanishes: off a button that goes grey, onto its pair.
    if (disabled && document.activeElement === button)
      other.focus();
    button.disabled = disabled;
  }

  function update(state) {
    const t = state.t;
    const view = state.view;
    const dom = state.dom;
    const entries = view.entries;
    const me = (view.players || [])[view.seat] || { name: '' };
    const n = entries.rounds.length;
    const round = shownRound(state);
    const column = view.rounds[round].column;
    const costs = view.board['column-costs'];
    const pounds = (amount) => fmt(t('£%d', 'pounds'), amount);
    const again = round > 0 && view.rounds[round - 1].column === column;

    dom.round.textContent = fmt(t('Round %u of %u'), round + 1, n);
    dom.round.dataset.round = String(round);
    dom.cost.textContent = fmt(again
      ? t('Column %u again · a tent costs %s, plus %s for each other player’s tent in that space, paid to that player')
      : t('Column %u · a tent costs %s, plus %s for each other player’s tent in that space, paid to that player'),
    column, pounds(costs[column - 1]), pounds(1));
    setDisabled(dom.previous, round === 0, dom.next);
    setDisabled(dom.next, round === n - 1, dom.previous);

    for (const f of state.fields) {
      // The desktop's accessible names, with the player's name.
      if (f.field === 'tents')
        f.label = fmt(t('%s: tents in row %u, %u VP each'), me.name, f.row, f.row);
      else if (f.field === 'other-tents')
        f.label = fmt(t('%s: tents moved in row %u, whole game'), me.name, f.row);
      else
        f.label = fmt({ gems: t('%s: gems kept'), 'vp-cards': t('%s: VP on action cards'),
                        donation: t('%s: donation in pounds') }[f.field], me.name);
      f.input.setAttribute('aria-label', f.label);
      f.minus.setAttribute('aria-label', fmt(t('One less: %s'), f.label));
      f.plus.setAttribute('aria-label', fmt(t('One more: %s'), f.label));
      if (!f.dirty) {
        f.input.value = String(shown(state, f));
        f.input.removeAttribute('aria-invalid');
        f.error.textContent = '';
      } else if (f.input.hasAttribute('aria-invalid')) {
        // Its message names the player.
        check(state, f, f.input.value);
      }
    }

    dom.roundScore.textContent = fmt(t('Round score: %d VP'), entries.rounds[round].score);
    dom.minimum.hidden = view['minimum-donation'] === null || view['minimum-donation'] === undefined;
    if (!dom.minimum.hidden)
      dom.minimum.textContent = fmt(t('Minimum donation: £%d, the sum of the four dice. A player who donated less is disqualified.'),
        view['minimum-donation']);

    dom.total.textContent = me.total !== undefined ? String(me.total) : '';
    state.api.fillLines(dom.lines, view.lines || []);
  }

  function render(view, root, api) {
    let state = states.get(root);
    fmt = api.fmt;
    make = api.el;
    if (!view || !view.entries || !Array.isArray(view.entries.rounds) || view.entries.rounds.length === 0)
      return;
    if (state === undefined) {
      state = { root, api, view, round: null, dom: {}, fields: [] };
      state.t = (msgid, context) => state.api.t(msgid, context);
      states.set(root, state);
      build(state);
      restoreDrafts(state);
    }
    state.api = api;
    state.view = view;
    update(state);
    // A draft put back that cannot be sent says so at once (its message
    // names the player, known from the first view).
    for (const f of state.fields)
      if (f.recheck) {
        f.recheck = false;
        check(state, f, f.input.value);
      }
  }

  return { render };
})();
