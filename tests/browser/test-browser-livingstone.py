#!/usr/bin/env python3
"""A shared Livingstone score pad from real browsers (docs/table-link.md,
"Livingstone"): Debian's chromium, headless, driven by selenium, on the
loopback only (bf_browser.py), the desktop `benefactor --share-table` in
C.UTF-8 with LANGUAGE=nl.

Three players, each on their own phone at 360 px, Anna's in English, Ben's
in German, Cleo's in French, enter their own row of pad-3p.json (a board
confirmed, one round, nothing entered) at the same time, by typing and
with the − and + buttons, and each entry is announced as saved in the
page's language. Then, worked out by hand from docs/livingstone.md
("Scoring", "Winner"), with the board's end values 12, 10, 8, 6, 4, 2 for
rows 1 to 6:

  Anna: round 1, 2 tents in row 1 (the + button twice): 2 × 1 = 2 VP;
        most tents in row 1 (2 against Cleo's 1): 12 VP; 3 gems: 3 VP;
        VP cards 4: 4 VP; donated £7. 21 VP.
  Ben:  1 tent in row 3: 3 VP; alone in row 3: 8 VP; VP cards 5: 5 VP;
        donated £4. 16 VP.
  Cleo: 1 tent in row 1 and 1 in row 2: 1 + 2 = 3 VP; alone in row 2:
        10 VP; 2 gems: 2 VP; donated £2, the lowest of three players:
        disqualified, 0 (15 VP before the donations).
  Anna wins with 21 VP.

The desktop's score (`benefactor --score --json` of the game file) says
so; each page shows its player's VP before the donations (21, 16, 15) and
its lines in its language; no page nor any frame a browser received holds
another player's donation, nor who is disqualified; every control has an
accessible name and is at least 44 × 44 px; nothing is wider than 360 px.

Usage: test-browser-livingstone.py BENEFACTOR TESTS_BROWSER_DIR
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bf_browser as bb  # noqa: E402

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

in_netns = bb.enter_network_namespace()

binary, data = sys.argv[1], sys.argv[2]
tap = bb.Tap()
run = bb.Run(tap, binary, data, in_netns)
NAMES = ["Anna", "Ben", "Cleo"]
LANGS = {"Anna": "en", "Ben": "de", "Cleo": "fr"}
# "Saved." in each page's language (po/de.po, po/fr.po).
SAVED = {"en": "Saved.", "de": "Gespeichert.", "fr": "Enregistré."}

# Each player's entries: ("plus", row) presses + beside a row's tents of
# the round shown; ("type", field id, value) types a number and Enter.
ENTRIES = {
    "Anna": [("plus", 1), ("plus", 1), ("type", "liv-gems", 3), ("type", "liv-vp-cards", 4),
             ("type", "liv-donation", 7)],
    "Ben": [("type", "liv-tents-3", 1), ("type", "liv-vp-cards", 5), ("type", "liv-donation", 4)],
    "Cleo": [("type", "liv-tents-1", 1), ("type", "liv-tents-2", 1), ("type", "liv-gems", 2),
             ("type", "liv-donation", 2)],
}
DONATIONS = {"Anna": 7, "Ben": 4, "Cleo": 2}
BEFORE_DONATIONS = {"Anna": 21, "Ben": 16, "Cleo": 15}

class Pad:
    """A player's browser on the seat's page of the pad."""

    def __init__(self, name, link):
        self.name = name
        self.lang = LANGS[name]
        self.b = run.new_browser(f"pad-{name}", lang=self.lang)
        self.d = self.b.driver
        self.d.get(link)

    def ready(self, timeout=20):
        ok = bb.wait_for(lambda: self.d.execute_script(
            "const s = document.getElementById('status');"
            "return document.readyState === 'complete' && s && s.dataset.state === 'connected'"
            " && document.getElementById('liv-tents-1') !== null;"), timeout=timeout)
        if ok:
            self.d.execute_script(bb.ANNOUNCE_JS)
        return ok

    def heard(self):
        return self.d.execute_script("return window.__bfHeard ? window.__bfHeard.slice() : [];")

    def enter(self, entry):
        """One entry; a problem, or None when the page said it is saved."""
        before = len(self.heard())
        if entry[0] == "plus":
            button = self.d.find_element(By.CSS_SELECTOR, f"#liv-tents-{entry[1]} + .liv-step")
            self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
            button.click()
        else:
            field = self.d.find_element(By.ID, entry[1])
            self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", field)
            field.click()
            field.send_keys(Keys.CONTROL, "a")
            field.send_keys(str(entry[2]), Keys.ENTER)
        if not bb.wait_for(lambda: len(self.heard()) > before):
            return f"{entry}: nothing announced"
        said = self.heard()[-1]
        return None if said == SAVED[self.lang] else f"{entry}: #announce said {said!r}"

    def text(self, selector):
        return self.d.execute_script(
            "const e = document.querySelector(arguments[0]); return e ? e.textContent : null;", selector)

    def line_titles(self):
        return self.d.execute_script(
            "return Array.from(document.querySelectorAll('#lines li .title'), e => e.textContent.trim());")


def test_pad():
    server = run.new_server("pad-3p.json", 3)
    pads = {n: Pad(n, server.links[n]) for n in NAMES}
    for n in NAMES:
        tap.ok(pads[n].ready(), f"{n}'s page is connected and shows the pad")

    problems = bb.run_parallel([lambda n=n: [p for p in (pads[n].enter(e) for e in ENTRIES[n]) if p]
                                for n in NAMES])
    for n, found in zip(NAMES, problems):
        tap.ok(not found, f"{n} enters their row at the same time as the others, each entry announced "
               f"as saved in {LANGS[n]}", found)

    # The desktop's score, by hand above.
    sheet = bb.score(binary, server.game)
    players = {p["name"]: p for p in sheet["players"]}
    tap.ok(players["Anna"]["total"] == 21 and players["Anna"]["winner"],
           "the desktop: Anna 21 VP, the winner", players["Anna"])
    tap.ok(players["Ben"]["total"] == 16 and not players["Ben"]["disqualified"],
           "the desktop: Ben 16 VP", players["Ben"])
    tap.ok(players["Cleo"]["disqualified"] and players["Cleo"]["total"] == 0
           and players["Cleo"]["subtotal"] == 15,
           "the desktop: Cleo disqualified (the lowest donation), 15 VP before it", players["Cleo"])
    tap.ok(sheet["verdict"] == "Anna wins with 21 VP.", "the desktop's verdict", sheet["verdict"])

    # Each page: its own VP before the donations, as the desktop has them.
    for n in NAMES:
        ok = bb.wait_for(lambda n=n: re.sub(r"\D", "", pads[n].text("#total") or "") == str(BEFORE_DONATIONS[n]))
        tap.ok(ok, f"{n}'s page shows {BEFORE_DONATIONS[n]} VP before the donations", pads[n].text("#total"))

    # The languages: the rows' labels and the score lines (po/de.po,
    # po/fr.po), though the desktop runs in C with LANGUAGE=nl.
    labels = {n: pads[n].text("label[for='liv-tents-1'] span") for n in NAMES}
    tap.ok(labels == {"Anna": "Row 1", "Ben": "Reihe 1", "Cleo": "Rangée 1"},
           "the rows are named in each page's language", labels)
    titles = {n: pads[n].line_titles() for n in NAMES}
    tap.ok("Row 1 majority" in titles["Anna"] and "Gems kept" in titles["Anna"],
           "Anna's lines in English", titles["Anna"])
    tap.ok("Mehrheit in Reihe 3" in titles["Ben"] and "SP-Aktionskarten" in titles["Ben"]
           and "Runden" in titles["Ben"], "Ben's lines in German", titles["Ben"])
    tap.ok("Majorité de la rangée 2" in titles["Cleo"] and "Gemmes conservées" in titles["Cleo"]
           and "Manches" in titles["Cleo"], "Cleo's lines in French", titles["Cleo"])

    # The donations are secret until the desktop reveals them: only the
    # owner's frames hold a donation, and no page says who is out.
    for n in NAMES:
        frames = pads[n].b.received()
        own = any(f'"donation":{DONATIONS[n]}' in f for f in frames)
        others = [m for m in NAMES if m != n and any(f'"donation":{DONATIONS[m]}' in f for f in frames)]
        tap.ok(own and not others, f"{n}'s frames hold their own donation and no other player's", others)
        body = pads[n].text("body") or ""
        tap.ok(not re.search(r"Disquali", body), f"{n}'s page does not say who is disqualified")

    # Accessibility names and finger-sized controls at 360 px, the folded
    # Tents Moved Between Columns opened.
    for n in NAMES:
        summary = pads[n].d.find_element(By.CSS_SELECTOR, "#liv-moved summary")
        pads[n].d.execute_script("arguments[0].scrollIntoView({block: 'center'});", summary)
        summary.click()
        unnamed = []
        for e in pads[n].d.find_elements(By.CSS_SELECTOR, "#livingstone input, #livingstone button, #livingstone summary"):
            if e.is_displayed() and not (e.accessible_name or "").strip():
                unnamed.append(e.get_attribute("id") or e.get_attribute("outerHTML")[:80])
        tap.ok(not unnamed, f"every control of {n}'s pad has an accessible name", unnamed)
    layout = bb.layout(pads["Anna"].d)
    tap.ok(layout["width"] == 360 and layout["scroll"] <= 360, "at 360 px nothing is wider than the screen", layout)
    tap.ok(not layout["small"], "every control is at least 44 x 44 px (itself or its label)", layout["small"])
    # (The browser's own request for /favicon.ico gets the 404 of every
    # path that is not a seat's.)
    errors = [e for p in pads.values() for e in p.b.console
              if e.get("level") == "SEVERE" and "/favicon.ico" not in e.get("message", "")]
    tap.ok(not errors, "no page logged an error", errors[:5])

    run.finish(server, [p.b for p in pads.values()])


try:
    test_pad()
except Exception as e:  # noqa: BLE001 - a TAP line
    import traceback
    tap.ok(False, f"test_pad ran to its end ({type(e).__name__})", traceback.format_exc())
    run.cleanup()
sys.exit(run.end())
