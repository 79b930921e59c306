"""The bidding sheets and secret donations of the three players of
tests/browser/setup-3p.json (A New Beginning and the Secret Donation),
and how the browser tests look for them where they must not be. Used by
test-browser-link.py (raw messages) and test-browser-page.py (the page).
"""
import json


# The three players' sheets (A New Beginning, 001_…, the bidding sheet:
# line 1 a bid in dollars, lines 2-5 a chosen value each, at most $50 in
# all) and secret donations (Secret Donation: one space of the chart).
# No two players chose the same on any line, so that a page showing
# another's sheet would show it differently from its own; bids of unusual
# amounts, so that a leak would show as text. The costs (data/rules/
# setup.json, the sheet's printed prices): Anna 13 + 6 + 8 + 0 + 12 = $39,
# Ben 17 + 9 + 10 - 10 + 15 = $41, Carla 11 + 12 + 12 - 12 + 18 = $41,
# each within the $50 a sheet can be sealed with.
SECRETS = {
    "Anna": {"sheet": {"first-player": 13, "goods": 2, "workers": 3, "vp": 0, "setup-moves": 4},
             "secret": {"column": "health", "row": 3}},
    "Ben": {"sheet": {"first-player": 17, "goods": 3, "workers": 4, "vp": -5, "setup-moves": 5},
            "secret": {"column": "education", "row": 2}},
    "Carla": {"sheet": {"first-player": 11, "goods": 4, "workers": 5, "vp": -6, "setup-moves": 6},
              "secret": {"column": "welfare", "row": 5}},
}


def secret_texts(name):
    """How the player's secrets would read in a frame (as the server
    writes JSON, compact)."""
    s = SECRETS[name]
    texts = [f'"first-player":{s["sheet"]["first-player"]}',
             json.dumps(s["secret"], separators=(",", ":"))]
    return texts


def own_secrets_only(frame, own):
    """Whether a frame received by the seat of `own` holds no bidding
    sheet or secret donation but its own player's: they may only be the
    view's `entries`."""
    message = json.loads(frame)
    problems = []

    def walk(value, path):
        if isinstance(value, dict):
            for key, v in value.items():
                here = f"{path}.{key}"
                if key in ("bidding-sheet", "secret-donation", "first-player", "setup-moves") \
                        and not here.startswith(".entries.") and v is not None:
                    problems.append(here)
                walk(v, here)
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, f"{path}[{i}]")
    walk(message, "")
    if message.get("type") == "view":
        entries = message.get("entries", {})
        sheet = entries.get("bidding-sheet")
        # (line 1 is $0 on a sheet not filled in yet)
        if sheet and sheet.get("first-player") not in (None, 0, SECRETS[own]["sheet"]["first-player"]):
            problems.append("entries.bidding-sheet is another's: %r" % sheet)
        secret = entries.get("secret-donation")
        if secret and secret != SECRETS[own]["secret"]:
            problems.append("entries.secret-donation is another's")
    return problems


def check_frames(tap, who, own, frames, owner=True):
    """TAP lines: the frames a browser of `own`'s seat received hold no
    other player's sheet or secret donation, anywhere, and (`owner`: it
    has made them) do hold its own, which shows the look can find one."""
    if owner:
        tap.ok(all(any(t in f for f in frames) for t in secret_texts(own)),
               f"{who}'s own frames do hold {own}'s own sheet and secret donation (the check can see one)")
    for other in SECRETS:
        if other != own:
            leaked = [t for t in secret_texts(other) if any(t in f for f in frames)]
            tap.ok(not leaked, f"{who}'s frames hold nothing of {other}'s sheet or secret donation", leaked)
    problems = [p for f in frames for p in own_secrets_only(f, own)]
    tap.ok(not problems, f"{who}: no frame carries a secret anywhere but in its own entries", problems[:10])
