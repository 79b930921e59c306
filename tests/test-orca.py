#!/usr/bin/env python3
"""A blind player scores a game alone: Benefactor under Orca 43, the real
screen reader, driven by the keyboard only (XTEST key presses), with
what Orca says read from its debug log (tests/bf_orca.py starts it all:
Xvfb, openbox, the buses, speech-dispatcher's dummy output, Orca, the
app).

Each flow runs in a session of its own (a fresh app, a fresh HOME) and
asserts, step by step, what Orca says; after every key the focus must be
in the window and shown, and no utterance may hold a GTK type name.

1. The menu trap (issue 28, item 1): on a game page, F10 → New Scoring →
   Cancel, after which the keyboard must still work: Tab is spoken,
   F10 opens the menu again.
2. A 2-player Carnegie game scored from the start page to the standings:
   the names typed (each field spoken), a transport box, a donation
   space, a department by its number (+ Enter), its top row, the score
   track; after each entry its result and the player's new total; then
   the game kept in the history (the dialog spoken as it opens, with
   the final scores; "Kept in the history" announced) and the keeping
   undone with Ctrl+Z.
3. A Livingstone score pad from the start page: two players added and
   named, the board's values confirmed, tents entered in round 1 and the
   player's new running total heard.

Usage: test-orca.py BUILD_DIR [SOURCE_DIR] [FLOW...]
Environment: BF_ORCA_VERBOSE=1 prints every utterance; BF_ORCA_KEEP=1
keeps the session's folder (Orca's whole debug log is in it).

Other flows (solo rounds, bidding sheets) live in files of their own that
import bf_orca the same way, each one a meson test with is_parallel:
false (the lock in bf_orca serialises them anyway).
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bf_orca  # noqa: E402

bf_orca.reexec_with_system_python()

build_dir = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.abspath("_build")
wanted = sys.argv[3:]

tap = bf_orca.Tap()


# ---------------------------------------------------------------------------
# Flows


def start_scoring(orca):
    """Start page → Score a Game → two players named Anna and Ben →
    Score a Finished Game: the game page."""
    orca.key("Tab")
    orca.expect(r"Score a Game push button", "Tab on the start page: Score a Game")
    orca.key("Return")
    orca.expect(r"Cancel", "the new scoring opens on Cancel")

    # Item 4: the name fields are spoken as the focus lands on them.
    orca.key("Tab")
    orca.expect(r"Player 1", "Tab into the first name: the field is spoken")
    orca.type_text("Anna")
    orca.key("Tab")
    orca.expect(r"Colour of player 1", "Tab: player 1's colour")
    orca.key("Tab")
    orca.expect(r"^Remove Player", "Tab: Remove Player, named (no GtkImage)")
    orca.key("Tab")
    orca.expect(r"Player 2", "Tab into the second name: the field is spoken")
    orca.type_text("Ben")
    orca.tab_to(r"Score a Finished Game push button")
    orca.key("Return")
    orca.expect(r"Show Scores|Anna", "the game page opens")


def flow_menu_trap(orca):
    """Item 1: F10 → New Scoring → Cancel leaves the keyboard working."""
    orca.key("Tab")
    orca.key("Return")
    orca.tab_to(r"Score a Finished Game push button", key="shift+Tab")
    orca.key("Return")
    orca.expect(r"Show Scores|Player 1", "the game page opens")

    orca.key("F10")
    orca.expect(r"New Scoring", "F10 opens the menu on New Scoring")
    orca.expect_not(r"GtkPopoverMenu", "the menu is not read as GtkPopoverMenu")
    orca.key("Return")
    # The menu's grab ends as the page changes and Orca 43 reads the
    # window given the keyboard back, after the focus given just before:
    # the focus is given again once the window is active
    # (bf_widgets_refocus_after_menus()), and read.
    orca.expect(r"New Scoring panel.*Score a Finished Game push button",
                "New Scoring opens its page: its focus is read with the page")
    orca.tab_to(r"^Cancel push button")
    orca.key("Return")
    orca.expect(r"Main Menu|Show Scores|Player 1", "Cancel goes back to the game")
    orca.expect_not(r"^New Scoring", "after Cancel the focus is not on the closed menu's item")

    # The keyboard still works: Tab is spoken, F10 opens the menu again.
    orca.key("Tab")
    orca.expect(r"push button|text|spin", "after Cancel, Tab moves to something spoken")
    orca.key("shift+Tab")
    orca.expect(r"push button|text|spin", "after Cancel, Shift+Tab moves back")
    orca.key("F10")
    orca.expect(r"New Scoring", "after Cancel, F10 opens the menu again")
    orca.key("Escape")
    orca.expect(r"Main Menu", "Escape closes the menu onto its button")


def flow_carnegie(orca):
    """A 2-player game scored keyboard-only, hearing each entry's result
    and the new totals; kept in the history and undone."""
    start_scoring(orca)

    # Transport: Alt+2 (the section bar's Transport) puts the focus on
    # the first box; box 2 of the East chosen with Space.
    orca.key("alt+2")
    orca.expect(r"East: Box 1", "Alt+2: the focus is on the East's box 1")
    orca.key("Tab")
    orca.expect(r"East: Box 2", "Tab: the East's box 2")
    orca.key("space")
    # Transport alone scores nothing (networks need cities): 0 VP.
    orca.expect(r"East: Box 2 · Stagecoach marked.*Anna: 0 VP",
                "Space on a transport box: the box and Anna's total are said")

    # Donations: Alt+3 puts the focus on the chart's first space,
    # Education 1 ("3 VP per Human Resources department built", carnegie-
    # facts.md): no HR department yet, 0 VP.
    orca.key("alt+3")
    orca.expect(r"Education 1", "Alt+3: the focus is on Education 1")
    orca.key("space")
    orca.expect(r"Education 1: donated.*Anna: 0 VP",
                "Space on a donation space: the space and Anna's total are said")

    # Departments: Alt+4 puts the focus on Department number; 1 + Enter
    # adds Training and Partnerships (HR): 2 VP for a department not in
    # the top row (rulebook, End of the Game) and Education 1 now scores
    # 3 VP for it: 5 VP.
    orca.key("alt+4")
    orca.expect(r"Department number", "Alt+4: Department number is said")
    orca.type_text("1")
    orca.key("Return")
    orca.expect(r"Training and Partnerships \(1\) added.*Anna: 5 VP",
                "1 + Enter: the department added and Anna's total are said")
    # Its top row: 3 VP instead of 2: 6 VP. The flag's tooltip (its
    # description) said once at its first focus: GTK 4.8 sends it again
    # then, and Orca 43 said it twice (bf_widgets_realize_described_
    # accessibles()).
    orca.tab_to(r"Training and Partnerships: in the top row: no", key="shift+Tab", most=6)
    orca.settle()
    tip = "Built in the top row of the company board"
    orca.tap(orca.said().count(tip) == 1, "the top row flag's tooltip is said once",
             "said: " + orca.said().replace("\n", " | "))
    orca.key("space")
    orca.expect(r"Training and Partnerships: in the top row: yes.*Anna: 6 VP",
                "Space on Top: the top row and Anna's total are said")

    # Victory points: 12 on the score track is 12 VP (VP earned during
    # the game): 18 VP.
    orca.key("alt+6")
    orca.tab_to(r"Score track", most=12)
    orca.type_text("12")
    orca.key("Tab")
    orca.expect(r"Anna: 18 VP", "the score track typed: Anna's new total is said")

    # Ben's table: nothing entered, 0 VP. The game kept in the history,
    # from the menu; the dialog is said as it opens.
    orca.key("F10")
    orca.expect(r"New Scoring", "F10 opens the menu")
    orca.tab_to(r"Keep in History", key="Down", most=10)
    orca.key("Return")
    # Item 8: the dialog is said as it opens, from the menu too: its
    # heading, its body with the final scores (Anna 18 VP, worked out
    # above; Ben 0 VP, nothing entered; highest first) and its default
    # button, Keep, where the focus is.
    orca.expect(r"Keep This Game in the History\? dialog", "the dialog's heading is said as it opens")
    orca.expect(r"Final scores: Anna 18 VP, Ben 0 VP\. The game leaves the games in progress",
                "the dialog's body is said as it opens")
    orca.expect(r"Keep push button", "the dialog opens on Keep, said")
    orca.key("Return")
    orca.expect(r"Kept in the history. Ctrl\+Z undoes it", "the toast is said, and how to undo")
    orca.key("ctrl+z")
    orca.expect(r"Not kept: the game is in progress again",
                "Ctrl+Z undoes the keeping: the game is back, and that is said")


def flow_livingstone(orca):
    """Item 5: the Livingstone score pad from the start page, keyboard
    only: two players named, the board's values confirmed, tents entered
    in round 1, the entry heard with the player's new running total."""
    orca.tab_to(r"Livingstone Score Pad push button", most=8)
    orca.key("Return")
    orca.expect(r"Livingstone|Add Player|Players", "the score pad opens")
    # A new pad has no players: Add Player puts the focus on the name.
    orca.tab_to(r"^Add Player push button", most=20)
    orca.key("Return")
    orca.expect(r"Player 1", "Add Player: the first name field is said")
    orca.type_text("Anna")
    orca.tab_to(r"^Add Player push button", most=8)
    orca.key("Return")
    orca.expect(r"Player 2", "Add Player: the second name field is said")
    orca.type_text("Ben")
    orca.tab_to(r"Start Scoring push button", most=12)
    orca.key("Return")
    # The first game asks for the board's values (a fresh HOME here).
    orca.tab_to(r"These Match My Board push button", most=40)
    orca.key("Return")
    # Round 1: 3 of Anna's tents in row 2 of the column above the
    # steamboat; each scores the value on the left of its row, 2 VP
    # (rulebook, Scoring a round): 3 x 2 = 6 VP, her running total.
    orca.tab_to(r"Anna: tents in row 2", most=30)
    orca.type_text("3")
    orca.key("Tab")
    orca.expect(r"Anna: 6 VP", "3 tents in row 2: Anna's new running total (6 VP) is said")


FLOWS = {
    "menu-trap": flow_menu_trap,
    "carnegie": flow_carnegie,
    "livingstone": flow_livingstone,
}


def run_flow(name):
    """One flow in this process: the accessibility library keeps its
    first bus for the life of a process, so each session (its own
    buses) is a process of its own."""
    try:
        with bf_orca.OrcaSession(build_dir, tap) as orca:
            FLOWS[name](orca)
            status = orca.app_status()
            tap(status is None, f"{name}: the app is still running", f"it exited with {status}")
    except bf_orca.Fatal as error:
        tap(False, f"{name}: {error}")
    return 1 if tap.failures else 0


def main():
    import re
    import subprocess
    if os.environ.get("BF_ORCA_FLOW"):
        return run_flow(os.environ["BF_ORCA_FLOW"])

    flows = [f for f in FLOWS if not wanted or f in wanted]
    started = time.monotonic()
    result = re.compile(r"^(ok|not ok) \d+ - (.*)$")
    for name in flows:
        tap.comment(f"flow {name}")
        child = subprocess.Popen([sys.executable] + sys.argv,
                                 env=dict(os.environ, BF_ORCA_FLOW=name),
                                 stdout=subprocess.PIPE, text=True)
        for line in child.stdout:
            m = result.match(line.rstrip("\n"))
            if m:
                tap(m.group(1) == "ok", f"{name}: {m.group(2)}")
            else:
                print(line, end="", flush=True)
        child.wait()
        if child.returncode != 0 and not tap.failures:
            tap(False, f"{name}: the flow exited with status {child.returncode}")
        tap.comment(f"{time.monotonic() - started:.0f} s so far")
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
