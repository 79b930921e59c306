#!/usr/bin/env python3
"""A solo round against Andrew under Orca, by the keyboard alone (issue
28): what Orca 43 says at each step, read from its debug log
(tests/bf_orca.py starts Xvfb, openbox, the buses, Orca with speech to
speech-dispatcher's dummy module, and the app, and checks after every key
that the focus is in the window and shown and that no GTK type name is
spoken).

From the start page: Solo Game Against Andrew opens on the status, read
with the step ("Setup. Andrew: 0 VP"), Tab goes on to "Your name", heard; Tab
to Deal the Table, Enter: the page's new step (Set Up the Table) is
announced and the focus is on the checklist's first tick; Space ticks it
and Orca says so; Ctrl+Return starts round 1 (the housing pawn's dialog:
Start Without It); the round and the card backs are read with their
values ("Back of this round's card: Management"); Tab to an action
button, read by its action and event; Enter chooses it, the focus goes
to Andrew's first step; Shift+Tab back to the status: the round and
Andrew's VP, his pawns left, his next pick and his VP cards (with the
cards under them) are read with their values; Ctrl+Return: the next round is announced, the focus on its first
step.

Then, from the solo page: the bidding sheets of A New Beginning (Ctrl+N, Alt+B,
Alt+U: two players): the handoff is read on its button ("Hand the Device
to Player 1"); on the sheet each choice made with Space says it is
chosen and the running total is said ("Spent: $12. Left: $38"); Ctrl+
Return seals it: the next handoff is read and nothing of the sealed sheet
is said, nor reachable by Tab on the handoff screen; both sealed, Reveal
All: the reveal's rows are read with their values ("Money: $38").

Usage: test-orca-solo.py BUILD_DIR SOURCE_DIR
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bf_orca  # noqa: E402

bf_orca.reexec_with_system_python()

ACTION = r"(Human Resources|Management|Construction|R&D)"


def solo_round(orca):
    # The start page: its second button.
    if not orca.tab_to(r"Solo Game Against Andrew push button", "Solo Game Against Andrew"):
        raise bf_orca.Fatal("no solo game")
    orca.key("Return")
    orca.expect(r"Setup\. Andrew: 0 VP", "the solo page opens on its status, read")
    orca.expect(r"Solo Game Against Andrew\. Play Carnegie", "the solo page: its step announced")
    orca.tab_to(r"Your name, text", "\"Your name\", heard (an AdwEntryRow)", most=8)

    if not orca.tab_to(r"Deal the Table push button", "Deal the Table"):
        raise bf_orca.Fatal("no Deal the Table")
    orca.key("Return")
    orca.expect(r"Set Up the Table", "Deal the Table: the new step is announced")
    orca.expect(r"Timeline: .* check box not checked",
                "Deal the Table: the focus on the checklist's first step, its tick")

    orca.key("space")
    orca.expect(r"\bchecked\b", "Space on a step: its new state is spoken")
    orca.expect_not(r"not checked", "Space on a step: not said unticked")
    orca.key("Tab")
    orca.expect(r"check box", "Tab: the next step, one Tab stop each (its tick)")
    orca.expect_not(r"^not selected\.?$", "Tab: no row of its own before the tick")

    # Start Round 1 with Ctrl+Return, from the checklist: the housing
    # pawn is not entered, the dialog asks first.
    orca.key("ctrl+Return")
    orca.expect(r"Housing Pawn Is Not Entered", "Ctrl+Return: Start Round 1 asks for the housing pawn")
    orca.tab_to(r"Start Without It", "Start Without It")
    orca.key("Return")
    orca.expect(r"Round 1\b", "Start Round 1: the round is announced")
    orca.expect(r"Back of this round.s card: " + ACTION,
                "Start Round 1: the focus on the card's back, read with its value")

    orca.key("Tab")
    orca.expect(r"Back of the next card: " + ACTION, "the next card's back, read with its value")
    orca.key("Tab")
    m = orca.expect(ACTION + r" push button", "an action button, named by its action")
    orca.expect(r"Event: ", "an action button, described by its event")
    chosen = m.group(1) if m else ""

    orca.key("Return")
    orca.expect(r"You chose " + re.escape(chosen) if chosen else r"You chose",
                "the action chosen is announced")
    orca.expect(r"check box", "the action chosen: the focus on Andrew's first step")

    # Back to the status: the round and Andrew's VP, his pawns left.
    orca.tab_to(r"Andrew.s pawns left: \d+", "Andrew's pawns left, read with the number",
           key="shift+Tab", most=60)
    orca.key("shift+Tab")
    orca.expect(r"Andrew.s (pick|strongest action) next round: ", "Andrew's next pick, read with its value")
    orca.key("shift+Tab")
    orca.expect(r"Andrew.s VP Cards", "Andrew's VP cards, their list named")
    orca.expect(r"^0 VP: [^.]+\. 1 VP: [^.]+\. 3 VP: [^.]+\. 6 VP: [^.]+\. 10 VP: ",
                "Andrew's VP cards, one Tab stop read with the cards under them")
    orca.expect(r"\(this round\)", "Andrew's VP cards: the card of this round named")
    orca.key("shift+Tab")
    orca.expect(r"Round 1 of 20\. Andrew: \d+ VP", "the round and Andrew's VP, one Tab stop")

    # Next Round with Ctrl+Return: announced, the focus on its first step.
    orca.key("ctrl+Return")
    orca.expect(r"Round 2\b", "Next Round: the round is announced")
    orca.expect(r"check box", "Next Round: the focus on the round's first step")


# The lines of a bidding sheet after the first-player bid, each of five
# choices (data/rules/setup.json), each choice a Tab stop.
SHEET_LINES = (("Goods cubes", "a goods choice"), ("Workers in the lobby", "a workers choice"),
               ("Victory points", "a VP choice"), ("Setup moves", "a setup moves choice"))
CHOICES_PER_LINE = 5


def fill_sheet(orca, player):
    """From the handoff to player: opens the sheet and takes the first
    choice of each line with Space (Tab from one line's first choice to
    the next's); each choice says it is chosen and the running total is
    said. Then Ctrl+Return seals it."""
    orca.expect(r"Hand the Device to " + player, f"the handoff to {player} read on its button")
    orca.key("Return")
    orca.expect(r"First-player bid", f"{player}'s sheet opens on the first-player bid")
    tabs = 1
    for line, what in SHEET_LINES:
        orca.key(*(["Tab"] * tabs), settle=False)
        orca.expect(line + r": [^,]+, (costs|gives back) ", f"Tab to {what}")
        orca.key("space")
        orca.expect(line + r": .*, chosen", f"Space on {what}: said chosen")
        orca.expect(r"Spent: \$\d+\. (Left|Over by): \$\d+", f"Space on {what}: the running total said")
        tabs = CHOICES_PER_LINE
    orca.key("ctrl+Return")


def bidding(orca):
    # The New Scoring form: two players, A New Beginning on, Set Up.
    orca.key("ctrl+n")
    orca.key("alt+b")
    orca.expect(r"A New Beginning", "Alt+B: A New Beginning")
    orca.key("alt+u")
    fill_sheet(orca, "Player 1")
    # Sealed: the next player's handoff, and nothing of the sheet said.
    orca.expect(r"Hand the Device to Player 2", "Ctrl+Return seals: the handoff to the next player read")
    orca.expect_not(r"Spent|Left: \$|Goods cubes|Workers in the lobby|Victory points|Setup moves",
                    "Ctrl+Return seals: nothing of the sealed sheet said")
    # Walking the handoff screen: no part of the sheet is reachable.
    orca.key("Tab", "shift+Tab")
    orca.expect_not(r"Spent|Left: \$|Goods cubes|Workers in the lobby|Victory points|Setup moves",
                    "the handoff screen: the sealed sheet is not reachable by Tab")
    orca.tab_to(r"I Am Player 2", "the handoff's button again")
    fill_sheet(orca, "Player 2")
    orca.expect(r"All Sheets Are Sealed", "the last sheet sealed: the reveal's handoff read")
    orca.expect_not(r"Spent|Goods cubes|Workers in the lobby",
                    "the last sheet sealed: nothing of it said")
    orca.key("Return")
    orca.tab_to(r"Money: \$\d+", "the reveal's rows, read with their values", most=30)


def main():
    build_dir = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.abspath("_build")
    tap = bf_orca.Tap()
    try:
        with bf_orca.OrcaSession(build_dir, tap) as orca:
            # One session (pyatspi stays on the buses it first met).
            try:
                solo_round(orca)
            except bf_orca.Fatal as error:
                tap(False, f"the solo round went on ({error})")
            bidding(orca)
    except bf_orca.Fatal as error:
        tap(False, f"the flow went on ({error})")
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
