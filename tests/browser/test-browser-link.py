#!/usr/bin/env python3
"""The table link (docs/table-link.md) from real browsers, at the protocol
level: Debian's chromium, headless, driven by selenium, on the loopback
only (bf_browser.py). Each browser opens its seat's page and, on the
page's own origin, a WebSocket of the test that sends protocol v1
messages as they are; chromium's performance log keeps every frame each
browser receives, the page's own socket's too.

1. 404: no token, a wrong one, an upper-case one, one without its final
   slash, every route of the page under a wrong token, the socket without
   the upgrade, and the same from chromium (the document's status, and a
   WebSocket to a wrong token never opens).
2. Secrets: three players each fill in and seal a bidding sheet and choose
   a secret donation at the same time; each is acknowledged, each owner's
   browser has its own back, and no other browser's frames (raw, from
   chromium's log) or page ever hold them, nor a browser joining a seat
   afterwards.
3. SIGKILL: three players enter at the same time; the server is killed
   in the middle and started again on the same port with the same links;
   the browsers reconnect, and every entry acknowledged before the kill is
   in their views and in the game file (`benefactor --score`).

Usage: test-browser-link.py BENEFACTOR TESTS_BROWSER_DIR
"""
import json
import os
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bf_browser as bb  # noqa: E402
from secrets_3p import SECRETS, check_frames, secret_texts  # noqa: E402

in_netns = bb.enter_network_namespace()

binary, data = sys.argv[1], sys.argv[2]
board = json.load(open(os.path.join(data, "..", "..", "data", "rules", "board.json")))
tap = bb.Tap()
run = bb.Run(tap, binary, data, in_netns)
new_server, new_browser = run.new_server, run.new_browser


def join_three(game_name, what):
    """A server on the three-player game and a browser per player on its
    seat's page, each with its raw socket open."""
    server = new_server(game_name, 3)
    names = ["Anna", "Ben", "Carla"]
    bs = {n: new_browser(f"{what}-{n}") for n in names}
    for n in names:
        bs[n].get(server.links[n])
        bs[n].raw_open()
    return server, names, bs


def test_not_found():
    server = new_server("table-3p.json", 3)
    anna = server.links["Anna"]
    token = anna.rstrip("/").rsplit("/", 1)[1]
    base = server.base()
    wrong = "0123456789abcdef0123456789abcdef"
    tap.ok(bb.http_status(anna)[0] == 200, "a seat's page: 200")
    cases = {
        "no path": "/",
        "no token": "/t/",
        "no token, socket": "/t//ws",
        "a wrong token": f"/t/{wrong}/",
        "a wrong token, socket": f"/t/{wrong}/ws",
        "a wrong token, app.js": f"/t/{wrong}/app.js",
        "a wrong token, style.css": f"/t/{wrong}/style.css",
        "a wrong token, livingstone.js": f"/t/{wrong}/livingstone.js",
        "a wrong token, board.json": f"/t/{wrong}/board.json",
        "a wrong token, strings.json": f"/t/{wrong}/strings.json",
        "the token in upper case": f"/t/{token.upper()}/",
        "the token without its final slash": f"/t/{token}",
        "the token one digit short": f"/t/{token[:-1]}/",
        "a file that is not the page's": f"/t/{token}/index.html",
        "the socket without the upgrade": f"/t/{token}/ws",
        "a path above the token": f"/t/{token}/../",
        "favicon": "/favicon.ico",
    }
    for name, path in cases.items():
        status, body = bb.http_status(base + path)
        tap.ok(status == 404 and body == b"Not found\n", f"404: {name} ({path})", f"{status} {body[:80]!r}")
    status, _ = bb.http_status(anna, method="POST")
    tap.ok(status == 404, "404: POST to a seat's page", status)

    # From chromium: the document's status, what the page shows, and a
    # WebSocket to a wrong token that never opens while the right one does.
    b = new_browser("404")
    b.get(f"{base}/t/{wrong}/")
    b.drain()
    statuses = [s for url, s in b.responses if url == f"{base}/t/{wrong}/"]
    tap.ok(statuses == [404], "chromium: a wrong token's page is 404", statuses)
    tap.ok("Not found" in b.driver.find_element("tag name", "body").text, "chromium shows Not found")
    b.get(anna)
    result = b.driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      const open = (path) => new Promise((resolve) => {
        const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + path);
        ws.onopen = () => { ws.close(); resolve('open'); };
        ws.onerror = () => resolve('error');
      });
      Promise.all([open(arguments[0]), open(arguments[1]), open('/t//ws')]).then(done);
    """, f"/t/{wrong}/ws", f"/t/{token}/ws")
    tap.ok(result == ["error", "open", "error"],
           "chromium: a WebSocket opens on its seat's token only", result)
    run.finish(server, [b])


def test_secrets():
    server, names, bs = join_three("setup-3p.json", "secret")

    def fill(name):
        b = bs[name]
        replies = []
        mid = 1
        for line, value in SECRETS[name]["sheet"].items():
            replies.append(b.raw_send({"id": mid, "type": "bid", "line": line, "value": value}))
            mid += 1
        replies.append(b.raw_send({"id": mid, "type": "seal-bid"}))
        mid += 1
        replies.append(b.raw_send(dict({"id": mid, "type": "secret-donation"}, **SECRETS[name]["secret"])))
        return replies

    results = bb.run_parallel([lambda n=n: fill(n) for n in names])
    for n, replies in zip(names, results):
        tap.ok(all(r is not None and r["type"] == "ack" for r in replies),
               f"{n}: every line, the seal and the secret donation acknowledged", replies)
    # Each browser has its last view (a sync answered after everything).
    for n in names:
        bs[n].raw_send({"id": 99, "type": "sync"})
    for n in names:
        view = bs[n].raw_view()
        entries = view["entries"] if view else {}
        sheet = entries.get("bidding-sheet") or {}
        tap.ok(all(sheet.get(k) == v for k, v in SECRETS[n]["sheet"].items()) and sheet.get("sealed") is True,
               f"{n}'s browser has her/his own sealed sheet back", sheet)
        tap.ok(entries.get("secret-donation") == SECRETS[n]["secret"],
               f"{n}'s browser has her/his own secret donation back", entries.get("secret-donation"))
        tap.ok(view is not None and all(p.get("bidding-sealed") is True for p in view["players"]),
               f"{n}'s browser sees that every sheet is sealed", view and view["players"])

    # A browser joining Ben's seat afterwards.
    late = new_browser("secret-late")
    late.get(server.links["Ben"])
    late.raw_open()
    late.raw_send({"id": 1, "type": "sync"})
    everyone = dict(bs, late=late)
    for who, b in everyone.items():
        own = "Ben" if who == "late" else who
        frames = b.received()
        dom = b.dom()
        tap.ok(len(frames) >= 2, f"{who}: chromium logged the frames received ({len(frames)})")
        check_frames(tap, who, own, frames, owner=who != "late")
        for other in names:
            if other != own:
                leaked = [t for t in secret_texts(other) if t in dom]
                tap.ok(not leaked, f"{who}'s page holds nothing of {other}'s sheet or secret donation", leaked)
    run.finish(server, list(everyone.values()))


# Each player's entries, sent one after the other from each browser while
# the other two send theirs. Every one is accepted by the rules (own
# spaces only; counts in range). Map spaces by city and space (1-based).
def entries_of(name):
    common = [("count", {"field": "money", "value": 30}), ("count", {"field": "goods", "value": 6})]
    own = {
        "Anna": [("project", {"city": "new-york", "space": 1}), ("project", {"city": "boston", "space": 1}),
                 ("transport", {"region": "east", "box": 3}), ("donation", {"column": "education", "row": 1}),
                 ("project", {"city": "albany", "space": 1}), ("count", {"field": "score-track", "value": 21})],
        "Ben": [("project", {"city": "chicago", "space": 1}), ("project", {"city": "st-louis", "space": 1}),
                ("transport", {"region": "midwest", "box": 4}), ("donation", {"column": "rights", "row": 2}),
                ("project", {"city": "kansas-city", "space": 1}), ("count", {"field": "score-track", "value": 17})],
        "Carla": [("project", {"city": "new-orleans", "space": 1}), ("project", {"city": "atlanta", "space": 2}),
                  ("transport", {"region": "south", "box": 2}), ("donation", {"column": "welfare", "row": 1}),
                  ("project", {"city": "houston", "space": 1}), ("count", {"field": "score-track", "value": 9})],
    }[name]
    return common + own


def message_of(kind, members, mid):
    message = {"id": mid, "type": kind}
    if kind == "project":
        message.update(space=bb.space_index(board, members["city"], members["space"]), on=True)
    elif kind == "donation":
        message.update(members, on=True)
    else:
        message.update(members)
    return message


def test_kill_restart():
    server, names, bs = join_three("table-3p.json", "kill")
    acked = {n: [] for n in names}
    sent = {n: [] for n in names}
    half = threading.Barrier(len(names) + 1)

    def enter(name, part):
        b = bs[name]
        todo = entries_of(name)
        todo = todo[:4] if part == 0 else todo[4:]
        for i, (kind, members) in enumerate(todo):
            message = message_of(kind, members, 100 * part + i + 1)
            sent[name].append(message)
            reply = b.raw_send(message, timeout=3)
            if reply is not None and reply["type"] == "ack":
                acked[name].append(message)
            elif reply is None:
                break   # the server is gone
        if part == 0:
            half.wait()

    # The first four entries of each player, in parallel; then the rest
    # while the server is killed once the first of them is acknowledged.
    workers = [threading.Thread(target=enter, args=(n, 0)) for n in names]
    for w in workers:
        w.start()
    half.wait()
    for w in workers:
        w.join()
    tap.ok(all(len(acked[n]) == 4 for n in names), "the first four entries of each are acknowledged",
           {n: len(acked[n]) for n in names})
    workers = [threading.Thread(target=enter, args=(n, 1)) for n in names]
    for w in workers:
        w.start()
    bb.wait_for(lambda: any(len(acked[n]) > 4 for n in names), timeout=10, interval=0.005)
    server.kill()
    for w in workers:
        w.join()
    tap.note("acknowledged before the kill: " + ", ".join(f"{n} {len(acked[n])}/{len(entries_of(n))}" for n in names))
    tap.ok(os.path.exists(server.game + ".link"), "the tokens survive SIGKILL beside the game")

    # The browsers' sockets are closed; started again on the same port,
    # the same links work and the browsers reconnect.
    tap.ok(bb.wait_for(lambda: all(bs[n].driver.execute_script("return window.__bfRaw.ws.readyState;") == 3
                                   for n in names), timeout=10),
           "every browser sees its socket closed")
    old_links = dict(server.links)
    server.start()
    tap.ok(server.links == old_links, "started again: the same links on the same port", server.links)
    for n in names:
        tap.ok(bs[n].raw_open(timeout=15), f"{n}'s browser reconnects")
        bs[n].raw_send({"id": 999, "type": "sync"})
    for n in names:
        view = bs[n].raw_view()
        missing = [m for m in acked[n] if not in_view(view, m)]
        tap.ok(view is not None and not missing, f"{n}: every acknowledged entry is in the view after the restart",
               missing)
    sheet = bb.score(binary, server.game)
    run.finish(server, list(bs.values()))
    game = json.load(open(server.game))
    for i, n in enumerate(names):
        missing = [m for m in acked[n] if not in_file(game["players"][i], m)]
        tap.ok(not missing, f"{n}: every acknowledged entry is in the game file", missing)
    tap.ok([p["name"] for p in sheet["players"]] == names, "benefactor --score reads the game file")


def space_of(index):
    for city in board["cities"]:
        if index < len(city["spaces"]):
            return city["id"], index + 1
        index -= len(city["spaces"])
    raise ValueError(index)


def in_view(view, m):
    if view is None:
        return False
    e = view["entries"]
    if m["type"] == "project":
        return any(p["space"] == m["space"] for p in e["projects"])
    if m["type"] == "transport":
        return e["transport"][m["region"]] == m["box"]
    if m["type"] == "donation":
        return {"column": m["column"], "row": m["row"]} in e["donations"]
    if m["type"] == "count":
        return e[m["field"]] == m["value"]
    return False


def in_file(player, m):
    if m["type"] == "project":
        city, space = space_of(m["space"])
        return any(p["city"] == city and p["space"] == space for p in player.get("projects", []))
    if m["type"] == "transport":
        return player.get("transport", {}).get(m["region"]) == m["box"]
    if m["type"] == "donation":
        return {"column": m["column"], "row": m["row"]} in player.get("donations", [])
    if m["type"] == "count":
        key = {"money": "money", "goods": "goods", "score-track": "score-track"}[m["field"]]
        return player.get(key) == m["value"]
    return False


try:
    test_not_found()
    test_secrets()
    test_kill_restart()
except Exception as e:  # noqa: BLE001 - a TAP line, then the rest is skipped
    import traceback
    tap.ok(False, f"the test ran to its end ({type(e).__name__})", traceback.format_exc())
sys.exit(run.end())
