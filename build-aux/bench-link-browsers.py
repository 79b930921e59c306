#!/usr/bin/env python3
"""The table link's latency as the players see it: an entry on one phone
page until the other three pages show it. Not a test (docs/speed.md,
docs/table-link.md "Latency"); build-aux/bench.sh part "link" runs it
after build-aux/bench-link.c when chromium and selenium are there.

  bench-link-browsers.py BENEFACTOR [-n N]

`BENEFACTOR --share-table` on 127.0.0.1 with a fresh four-player game,
and four headless chromiums (tests/browser/bf_browser.py: the same
browsers as the browser tests, 360 × 740, in a network namespace of
their own where one can be made), each on its seat's page. N entries
(default 200, after 10 not counted), the pages taking turns: the player's
score track one up, then one down, typed into the page's field (its
`change`, as Enter sends it). Timed inside the pages, on the machine's one
clock (performance.timeOrigin + performance.now()), from the moment the
field's change is handed to the page until each of the other three pages
has the new total in its standings (`#standings`, a MutationObserver),
and until the frame after that (requestAnimationFrame: the page's next
paint begins). Prints the median, the 95th percentile (nearest rank) and
the maximum of the last of the three, in milliseconds.
"""
import json
import os
import sys
import shutil
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "tests", "browser"))
import bf_browser as bb  # noqa: E402

GAME = {"format": "benefactor-carnegie", "version": 2, "solo": False, "modules": [],
        "players": [{"name": n, "color": c, "score-track": 10}
                    for n, c in (("Anna", "red"), ("Ben", "blue"), ("Carla", "green"), ("Dan", "yellow"))]}
WARM_UP = 10

# In each page: waits for player P's total to become V, then notes when
# (the DOM changed) and when the next frame begins.
WATCH_JS = r"""
const [player, value] = arguments;
const clock = () => performance.timeOrigin + performance.now();
window.__bfSeen = null;
const li = () => document.querySelector(`#standings li[data-player="${player}"] .total`);
const has = () => li() && Number(li().textContent.trim().replace('\u2212', '-')) === value;
const done = () => {
  const dom = clock();
  requestAnimationFrame(() => { window.__bfSeen = { dom, frame: clock() }; });
};
if (window.__bfObserver) window.__bfObserver.disconnect();
window.__bfObserver = new MutationObserver(() => {
  if (has()) { window.__bfObserver.disconnect(); done(); }
});
window.__bfObserver.observe(document.getElementById('standings'),
                            { childList: true, characterData: true, subtree: true });
"""

# In the sender's page: the score track typed, its change handed to the page.
ENTER_JS = r"""
const input = document.querySelector("input[data-field='score-track']");
input.value = String(arguments[0]);
const at = performance.timeOrigin + performance.now();
input.dispatchEvent(new Event('change', { bubbles: true }));
return at;
"""


def nearest_rank(values, p):
    values = sorted(values)
    return values[max(0, -(-len(values) * p // 100) - 1)]


def main():
    args = sys.argv[1:]
    n = 200
    if "-n" in args:
        i = args.index("-n")
        n = max(1, int(args[i + 1]))
        del args[i:i + 2]
    if len(args) != 1:
        print("usage: bench-link-browsers.py BENEFACTOR [-n N]", file=sys.stderr)
        return 2
    binary = os.path.abspath(args[0])
    in_netns = bb.enter_network_namespace()
    tmp = tempfile.mkdtemp(prefix="bench-link-browsers-")
    game = os.path.join(tmp, "game.json")
    with open(game, "w") as f:
        json.dump(GAME, f)
    server = bb.Server(binary, game, 4, tmp)
    pages = []
    try:
        server.start()
        names = [p["name"] for p in GAME["players"]]
        for name in names:
            b = bb.Browser(tmp, name)
            b.get(server.links[name])
            pages.append(b)
        for b in pages:
            if not bb.wait_for(lambda: b.driver.execute_script(
                    "return document.getElementById('status').dataset.state === 'connected'"
                    " && document.querySelector(\"input[data-field='score-track']\") !== null"
                    " && document.querySelectorAll('#standings li').length === 4;"), timeout=30):
                print("bench-link-browsers: a page did not connect", file=sys.stderr)
                return 1
        track = [10] * 4
        dom_ms, frame_ms = [], []
        with open("/proc/loadavg") as f:
            print(f"load average before: {f.read().strip()}")
        for k in range(n + WARM_UP):
            sender = k % 4
            value = track[sender] + (1 if (k // 4) % 2 == 0 else -1)
            # The sender's total now, as the others show it: plus the step.
            now_total = int(pages[(sender + 1) % 4].driver.execute_script(
                f"return document.querySelector('#standings li[data-player=\"{sender}\"] .total')"
                ".textContent.trim().replace('\u2212', '-');"))
            expected = now_total + (value - track[sender])
            others = [pages[i] for i in range(4) if i != sender]
            for b in others:
                b.driver.execute_script(WATCH_JS, sender, expected)
            sent = pages[sender].driver.execute_script(ENTER_JS, value)
            seen = []
            for b in others:
                got = bb.wait_for(lambda: b.driver.execute_script("return window.__bfSeen;"),
                                  timeout=30, interval=0.005)
                if not got:
                    print(f"bench-link-browsers: entry {k} never reached a page", file=sys.stderr)
                    return 1
                seen.append(got)
            track[sender] = value
            if k >= WARM_UP:
                dom_ms.append(max(s["dom"] for s in seen) - sent)
                frame_ms.append(max(s["frame"] for s in seen) - sent)
        print(f"link-latency-browsers: {n} entries, 4 phone pages (headless chromium, 360 x 740), "
              f"one server process, loopback{' (private network namespace)' if in_netns else ''}")
        for label, values in (("pages", dom_ms), ("painted", frame_ms)):
            print(f"  {label:<8} median {nearest_rank(values, 50):6.2f} ms   95th percentile "
                  f"{nearest_rank(values, 95):6.2f} ms   max {max(values):6.2f} ms   (n={len(values)})")
        with open("/proc/loadavg") as f:
            print(f"load average after: {f.read().strip()}")
        return 0
    finally:
        for b in pages:
            b.quit()
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
