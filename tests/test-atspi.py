#!/usr/bin/env python3
"""The real app as a screen reader sees it: Benefactor is started on the
display with the accessibility bus, and everything below goes through
AT-SPI only (Debian's python3-pyatspi, the library Orca and dogtail use):
widgets are found by accessible role and name, pressed through their
Action interface, typed into through EditableText and set through Value.

1. A short two-player game is entered by name: a map space, a transport
   box, a donation chart space, a department and the score track; the
   totals are then read from the tree and compared with a total worked
   out by hand from the rules.
2. On the start, new-game, game, history game, solo, Livingstone and
   History pages, the Keep This Game in the History? dialog, the history
   player page (Players, then Ada), each step of the setup assistant
   (with A New Beginning, New Donations and Secret Donation on: the
   bidding handoff, a bidding sheet, the sheets revealed, the table
   checklist, the New Donations tiles, the setup moves, a secret
   donation choice, the table ready; each sheet and choice is filled in
   and sealed) and the Look at Mine pages of the game set up (who looks,
   then Ada's secret donation), no focusable or actionable node may be
   unnamed or named after a widget type ("GtkButton", "AdwBin"…): one
   TAP line per page.

Usage: test-atspi.py BUILD_DIR SOURCE_DIR

What GTK 4.8 exports, and so what "shown" means here: GTK 4.8 gives the
`showing` state to the window only and `visible` to every widget whose
visible property is set, so the pages of a GtkStack that are not shown
look exactly like the shown one (issue 19). The walk therefore keeps
only nodes with `visible` (and with `showing` too, should GTK ever set
it below the window), skips subtrees that never got a size, and of
siblings laid over each other with the same extents (the pages of a
stack) keeps only the one that a hit test (Component.GetAccessibleAtPoint,
which GTK answers with gtk_widget_pick(), so only mapped widgets) finds
in the header bar.
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bf_python  # noqa: E402

bf_python.need("pyatspi", "python3-pyatspi")

build_dir = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.abspath("_build")
source_dir = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else \
    os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
app_binary = os.path.join(build_dir, "src", "app", "benefactor")
APP_ID = "io.github.benefactor.Benefactor"
DUMP = os.environ.get("BF_ATSPI_DUMP")  # print each page's shown tree to stderr

TYPE_NAME = re.compile(r"^(Gtk|Adw|Bf)[A-Z]\w*$")

test_number = 0
failures = 0


def tap(ok, description, diagnostics=""):
    global test_number, failures
    test_number += 1
    print(f"{'ok' if ok else 'not ok'} {test_number} - {description}", flush=True)
    if not ok:
        failures += 1
    for line in diagnostics.splitlines():
        print("# " + line, flush=True)
    return ok


class Fatal(Exception):
    """A step that the rest of the test needs failed."""


# ---------------------------------------------------------------------------
# The buses and the app


def wait_until(predicate, timeout, what, interval=0.05):
    """Polls predicate() until it returns something true; its value, or
    Fatal after timeout seconds. Exceptions from AT-SPI while the tree is
    changing count as "not yet"."""
    deadline = time.monotonic() + timeout * TIME_SCALE
    last_error = None
    while True:
        try:
            value = predicate()
            if value:
                return value
        except Exception as error:  # noqa: BLE001 (GLib.Error, LookupError…)
            last_error = error
        if time.monotonic() > deadline:
            raise Fatal(f"timed out after {timeout * TIME_SCALE:.0f} s waiting for {what}"
                        + (f" (last error: {last_error})" if last_error else ""))
        if app_process is not None and app_process.poll() is not None:
            raise Fatal(f"the app exited with status {app_process.returncode} "
                        f"while waiting for {what}")
        time.sleep(interval)


# The sanitizer build's app is several times slower.
TIME_SCALE = float(os.environ.get("BF_ATSPI_TIME_SCALE", "1"))
if "ASAN_OPTIONS" in os.environ:
    TIME_SCALE = max(TIME_SCALE, 4.0)

bus_process = None
app_process = None
the_app = None
tmp = tempfile.TemporaryDirectory(prefix="bf-atspi-")


def start_session_bus():
    """A private session bus: the app is a single-instance GApplication,
    so a Benefactor already running on the caller's bus (a developer's
    desktop, another test) would otherwise get our window. The
    accessibility bus is started on it by D-Bus activation
    (org.a11y.Bus, at-spi2-core's at-spi-bus-launcher), as in a desktop
    session; its address is then given to both sides in
    AT_SPI_BUS_ADDRESS, so that neither reads a stale AT_SPI_BUS property
    that an earlier launcher left on the X server's root window."""
    global bus_process
    bus_process = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    import select
    ready, _, _ = select.select([bus_process.stdout], [], [], 10)
    if not ready:
        raise Fatal("dbus-daemon printed no address in 10 s")
    address = bus_process.stdout.readline().strip()
    if not address:
        raise Fatal("dbus-daemon printed no address")
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = address
    for variable in ("AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE", "GTK_A11Y"):
        os.environ.pop(variable, None)

    from gi.repository import Gio, GLib
    connection = Gio.DBusConnection.new_for_address_sync(
        address,
        Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)
    reply = connection.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                                 None, GLib.VariantType.new("(s)"), Gio.DBusCallFlags.NONE,
                                 int(20000 * TIME_SCALE), None)
    os.environ["AT_SPI_BUS_ADDRESS"] = reply.unpack()[0]
    return connection


def start_app():
    global app_process
    home = tmp.name
    env = dict(os.environ)
    env.update({
        "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"),
        "XDG_STATE_HOME": os.path.join(home, "state"),
        "GSETTINGS_BACKEND": "memory",
        "GSETTINGS_SCHEMA_DIR": os.path.join(build_dir, "data"),
        # GTK's AT-SPI backend (the default on X11 and Wayland); the
        # other GUI tests use its "test" backend instead.
        "GTK_A11Y": "atspi",
        # No GL, as in the other GUI tests (tests/meson.build).
        "GSK_RENDERER": "cairo",
        "GDK_DEBUG": "gl-disable",
        "GDK_BACKEND": "x11",
        # The names below are the English ones.
        "LC_ALL": "C.UTF-8",
        "LANGUAGE": "",
    })
    if "ASAN_OPTIONS" in env:
        # The sanitizer run (build-aux/sanitize.sh): AddressSanitizer and
        # UBSan stay on, LeakSanitizer is off for this app only. GTK 4.8's
        # AT-SPI Action interface leaks the array of action names
        # (g_hash_table_get_keys_as_array, called in libgtk-4 from the
        # D-Bus method handler) on every query of a widget's own actions,
        # as any screen reader makes: about 300 leaks here, none from our
        # code (seen with fast_unwind_on_malloc=0). The fast unwinder
        # stops at g_malloc, so tests/lsan.supp cannot name it.
        env["ASAN_OPTIONS"] += ":detect_leaks=0"
        print("# sanitizer build: LeakSanitizer off for the app "
              "(GTK 4.8's AT-SPI actions leak; see test-atspi.py)", flush=True)
    app_process = subprocess.Popen([app_binary], env=env, stdin=subprocess.DEVNULL)


def find_app():
    for app in pyatspi.Registry.getDesktop(0):
        if app is None:
            continue
        if app.name == "benefactor" or any(
                w is not None and w.name == "Benefactor" for w in app):
            if app.childCount > 0 and app.get_process_id() == app_process.pid:
                return app
    return None


def descendants_of(pid):
    """The processes started under pid (the bus launcher, registry and
    accessibility bus that our dbus-daemon activated), deepest last."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            ppid = int(stat[stat.rindex(")") + 2:].split()[1])
        except (OSError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def stop_all(connection):
    """Quits the app through its quit action (the autosave and, in the
    sanitizer build, LeakSanitizer run as at any quit), kills it if it
    does not go, then stops the buses this test started."""
    quit_status = None
    if app_process is not None and app_process.poll() is None:
        try:
            if connection is None:
                raise Fatal("no session bus")
            connection.call_sync(APP_ID, "/" + APP_ID.replace(".", "/"), "org.gtk.Actions",
                                 "Activate", GLib_variant("(sava{sv})", ("quit", [], {})),
                                 None, 0, int(10000 * TIME_SCALE), None)
            app_process.wait(timeout=20 * TIME_SCALE)
        except Exception as error:  # noqa: BLE001
            print(f"# quitting the app: {error}; killing it", flush=True)
            app_process.kill()
            app_process.wait()
            quit_status = "killed"
    if quit_status is None and app_process is not None:
        quit_status = app_process.returncode
    if bus_process is not None:
        for pid in reversed(descendants_of(bus_process.pid)):
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        bus_process.terminate()
        try:
            bus_process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            bus_process.kill()
            bus_process.wait()
    return quit_status


def GLib_variant(signature, value):
    from gi.repository import GLib
    return GLib.Variant(signature, value)


# ---------------------------------------------------------------------------
# The tree, as a client sees it


def children(node):
    out = []
    try:
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                out.append(child)
    except Exception:  # noqa: BLE001 (a node gone while walking)
        pass
    return out


def state_set(node):
    try:
        return node.getState()
    except Exception:  # noqa: BLE001
        return None


def extents(node):
    """(x, y, width, height) in window coordinates, or None without a
    Component interface (a GtkStackPage has none in GTK 4.8: then its
    first child's)."""
    try:
        e = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return (e.x, e.y, e.width, e.height)
    except NotImplementedError:
        kids = children(node)
        return extents(kids[0]) if kids else None
    except Exception:  # noqa: BLE001
        return None


def action_names(node):
    try:
        action = node.queryAction()
        return [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        return []
    except Exception:  # noqa: BLE001
        return []


def describe(node):
    try:
        return f"{node.getRoleName()} {node.name!r}"
    except Exception:  # noqa: BLE001
        return "(gone)"


def gtk_sets_showing_below_window(window):
    """Whether this GTK marks shown widgets with `showing` (4.8 does for
    the window only): then that state alone tells what is shown."""
    for child in children(window):
        s = state_set(child)
        if s is not None and s.contains(pyatspi.STATE_SHOWING):
            return True
    return False


def is_ancestor(ancestor, node, stop):
    while node is not None:
        if node == ancestor:
            return True
        if node == stop:
            return False
        node = node.parent
    return False


def shown_alternative(window, alternatives, box):
    """Of siblings laid over each other (a stack's pages), the one shown:
    GTK answers GetAccessibleAtPoint with gtk_widget_pick(), which finds
    mapped widgets only. It answers nothing at many points (GTK 4.8), so
    a grid over the box is tried, row by row from the top (the header
    bar answers first), until a point lands in one of them."""
    x, y, w, h = box
    component = window.queryComponent()
    for row in range(10):
        for column in range(12):
            px = x + 5 + (w - 10) * column // 11
            py = y + 5 + (h - 10) * row // 9
            try:
                hit = component.getAccessibleAtPoint(px, py, pyatspi.WINDOW_COORDS)
            except Exception:  # noqa: BLE001
                hit = None
            if hit is None:
                continue
            for alternative in alternatives:
                if is_ancestor(alternative, hit, window):
                    return alternative
    return None


def shown_children(window, node, use_showing):
    """The children of node that are on screen (see the module's doc)."""
    kept = []
    for child in children(node):
        s = state_set(child)
        if s is None or not s.contains(pyatspi.STATE_VISIBLE):
            continue
        if use_showing and not s.contains(pyatspi.STATE_SHOWING):
            continue
        box = extents(child)
        if box is not None and (box[2] <= 0 or box[3] <= 0):
            continue  # never given a size: a page never shown, a closed popover
        kept.append((child, box))
    # Siblings with the same box: alternatives, of which one is shown.
    by_box = {}
    for child, box in kept:
        if box is not None:
            by_box.setdefault(box, []).append(child)
    hidden = set()
    for box, group in by_box.items():
        if len(group) < 2:
            continue
        shown = shown_alternative(window, group, box)
        if shown is not None:
            hidden.update(id(c) for c in group if c != shown)
    return [child for child, box in kept if id(child) not in hidden]


def walk_shown(window):
    """(node, ancestors) for every shown node of the window, depth first."""
    use_showing = gtk_sets_showing_below_window(window)
    stack = [(window, [])]
    while stack:
        node, ancestors = stack.pop()
        yield node, ancestors
        for child in reversed(shown_children(window, node, use_showing)):
            stack.append((child, ancestors + [node]))


def dump(window, title):
    if not DUMP:
        return
    print(f"=== {title}", file=sys.stderr)
    for node, ancestors in walk_shown(window):
        s = state_set(node)
        states = " ".join(pyatspi.stateToString(x) for x in s.getStates()) if s else ""
        acts = action_names(node)
        if len(acts) > 3:
            acts = acts[:3] + ["…"]
        try:
            desc = node.description
            print("  " * len(ancestors) + f"[{node.getRoleName()}] {node.name!r}"
                  + (f" desc={desc!r}" if desc else "")
                  + (f" actions={','.join(acts)}" if acts else "")
                  + f" ({states})", file=sys.stderr)
        except Exception:  # noqa: BLE001 (a node gone while dumping)
            print("  " * len(ancestors) + "(gone)", file=sys.stderr)


def plain(text):
    """A name as read, without mnemonic underscores."""
    return (text or "").replace("_", "")


def find(window, predicate, what, timeout=10):
    """The first shown node for which predicate(node) is true, polling
    until the tree has it."""
    def look():
        for node, _ in walk_shown(window):
            if predicate(node):
                return node
        return None
    return wait_until(look, timeout, what, interval=0.1)


def label_texts(node):
    return [c.name for c in children(node) if c.getRole() == pyatspi.ROLE_LABEL]


def is_button_named(text):
    """A push button, toggle button, check box, menu item… named text, or
    (while its accessible name is still "GtkButton") showing a label
    with that text."""
    roles = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
             pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_LIST_ITEM}

    def predicate(node):
        if node.getRole() not in roles or not action_names(node):
            return False
        name = plain(node.name)
        if name == text or name.startswith(text + " ") or name.startswith(text + ":"):
            return True
        if TYPE_NAME.match(name) and plain(node.description) == text:
            return True  # an icon button named after its type (issue 19)
        return any(plain(t) == text for t in label_texts(node))
    return predicate


def press(node, what):
    acts = action_names(node)
    if not acts:
        raise Fatal(f"{what}: {describe(node)} has no action")
    if not node.queryAction().doAction(0):
        raise Fatal(f"{what}: the action {acts[0]!r} of {describe(node)} failed")


# ---------------------------------------------------------------------------
# The naming check


def shown_text(node, depth=3):
    """The label texts inside node (what a sighted user reads on it)."""
    out = []
    for child in children(node):
        if child.getRole() == pyatspi.ROLE_LABEL and (child.name or "").strip():
            out.append(child.name.strip())
        elif depth > 0:
            out.extend(shown_text(child, depth - 1))
    return out


def naming_offenders(window):
    """Every shown node that takes focus or has an action, unnamed or
    named after a type, as lines: role, name, what it shows, the path of
    its named ancestors, and how many such nodes share all of these."""
    counts = {}
    for node, ancestors in walk_shown(window):
        s = state_set(node)
        focusable = s is not None and s.contains(pyatspi.STATE_FOCUSABLE)
        if not focusable and not action_names(node):
            continue
        name = (node.name or "").strip()
        if name and not TYPE_NAME.match(name):
            continue
        path = " > ".join(repr(a.name) for a in ancestors if (a.name or "").strip())
        line = f"{node.getRoleName()}, {repr(name) if name else 'unnamed'}"
        hints = []
        if node.description:
            hints.append(f"description {node.description!r}")
        texts = shown_text(node)
        if texts:
            hints.append("shows " + " / ".join(repr(t) for t in texts[:3]))
        if hints:
            line += " (" + "; ".join(hints) + ")"
        line += f", in {path}"
        counts[line] = counts.get(line, 0) + 1
    return [line + (f" [x{n}]" if n > 1 else "") for line, n in counts.items()]


# The roles Orca 43 reads as it goes past them even when they take no
# focus: the page, list, menu or window the focus enters ("GtkStackPage
# panel", "GtkListBox. List with 53 items", "GtkPopoverMenu menu",
# "GtkShortcutsWindow"), and an image inside a button, read with its name
# ("GtkImage Undo push button"). Fillers, scroll bars and images outside
# buttons are not read.
READ_IN_PASSING = None
def type_named(window):
    """Every shown node that Orca reads in passing, focusable or not (a
    page, a list, a menu, a window, an image in a button), named after a
    type (issue 28)."""
    global READ_IN_PASSING
    if READ_IN_PASSING is None:
        READ_IN_PASSING = {pyatspi.ROLE_PANEL, pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX,
                           pyatspi.ROLE_MENU, pyatspi.ROLE_POPUP_MENU, pyatspi.ROLE_DIALOG,
                           pyatspi.ROLE_FRAME, pyatspi.ROLE_WINDOW, pyatspi.ROLE_ALERT,
                           pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_PAGE_TAB_LIST, pyatspi.ROLE_TABLE}
    buttons = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON}
    counts = {}
    for node, ancestors in walk_shown(window):
        name = (node.name or "").strip()
        if not TYPE_NAME.match(name):
            continue
        role = node.getRole()
        if role not in READ_IN_PASSING and not (
                role == pyatspi.ROLE_IMAGE and any(a.getRole() in buttons for a in ancestors[-3:])):
            continue
        path = " > ".join(repr(a.name) for a in ancestors if (a.name or "").strip())
        line = f"{node.getRoleName()}, {name!r}, in {path}"
        counts[line] = counts.get(line, 0) + 1
    return [line + (f" [x{n}]" if n > 1 else "") for line, n in counts.items()]


def walked(compute, window, page):
    """compute(window), walked again once the tree has settled when a node
    went while it was walked (GLib.Error: "The application no longer
    exists" is what AT-SPI answers for a widget destroyed meanwhile; on a
    loaded machine a page's last changes come while the walk goes on)."""
    from gi.repository import GLib
    for attempt in range(3):
        try:
            return compute(window)
        except GLib.Error:
            if attempt == 2:
                raise
            wait_settled(window, page)


def check_names(window, page):
    dump(window, page)
    offenders = walked(naming_offenders, window, page)
    tap(not offenders,
        f"{page}: every focusable or actionable node has a name that is not a type name"
        + (f" ({len(offenders)} offenders)" if offenders else ""),
        "\n".join(offenders))
    named = walked(type_named, window, page)
    tap(not named,
        f"{page}: no page, list, menu, window or image in a button is named after a type"
        + (f" ({len(named)} nodes)" if named else ""),
        "\n".join(named))


# ---------------------------------------------------------------------------
# The test


def main_window(app):
    return wait_until(lambda: next((w for w in children(app)
                                    if w.getRole() == pyatspi.ROLE_FRAME), None),
                      20, "the main window")


def run():
    connection = None
    global pyatspi
    try:
        connection = start_session_bus()
        import pyatspi
        # Method calls into the app: its answer may take a while under
        # the sanitizers (the default is 0.8 s).
        pyatspi.setTimeout(int(5000 * TIME_SCALE), int(15000 * TIME_SCALE))
        start_app()
        app = wait_until(find_app, 30, "the app on the accessibility bus", interval=0.1)
        tap(True, "the app appears on the desktop as " + describe(app))
        global the_app
        the_app = app
        window = main_window(app)
        steps(window)
    except Fatal as error:
        tap(False, str(error))
    finally:
        status = stop_all(connection)
        tap(status == 0, f"the app quits cleanly through its quit action (status {status})")


def is_role(role, name=None):
    def predicate(node):
        return node.getRole() == role and (name is None or plain(node.name) == name)
    return predicate


def set_text(node, text, what):
    try:
        editable = node.queryEditableText()
    except NotImplementedError:
        raise Fatal(f"{what}: {describe(node)} has no EditableText interface")
    editable.setTextContents(text)
    wait_until(lambda: read_text(node) == text, 5, f"{what} to read {text!r}")


def read_text(node):
    """The text of a Text node (GTK 4.8 answers GetText (0, -1) with
    nothing: the end is given)."""
    text = node.queryText()
    return text.getText(0, text.characterCount)


def title_is(text):
    return lambda n: n.getRole() == pyatspi.ROLE_LABEL and n.name == text


def steps(window):
    # The start page.
    find(window, is_button_named("Score a Game"), "the start page's Score a Game")
    check_names(window, "start page")
    try:
        check_shortcuts_window(window)
    except Fatal as error:
        tap(False, f"Keyboard Shortcuts window: {error}")

    # The new-game page: two players' names, then the scoring. A step
    # that fails here ends the game but not the other pages' checks.
    try:
        new_game_and_entries(window)
    except Fatal as error:
        tap(False, str(error))

    # Back to the start page through the window's "home" action (what
    # the main menu's Close Game does), then each other page.
    for button, page in (("Solo Game Against Andrew", "solo page"),
                         ("Livingstone Score Pad", "Livingstone page"),
                         ("Game History", "History page")):
        try:
            go_home(window)
            press(find(window, is_button_named(button), button), button)
            wait_for_page_change(window, page)
        except Fatal as error:
            tap(False, f"{page}: {error}")
            continue
        check_names(window, page)

    # The History page's Players view, then the player page of Ada
    # (kept above with Ben).
    try:
        history_player_page(window)
    except Fatal as error:
        tap(False, f"history player page: {error}")

    # The setup assistant, with the modules that add steps to it, then
    # the Look at Mine page of the game it sets up.
    try:
        go_home(window)
        setup_assistant(window)
    except Fatal as error:
        tap(False, f"setup assistant: {error}")
        return
    try:
        look_at_mine(window)
    except Fatal as error:
        tap(False, f"Look at Mine: {error}")


def history_player_page(window):
    """From the History page (shown last above): its Players view, then
    the player Ada."""
    press(find(window, is_role(pyatspi.ROLE_PAGE_TAB, "Players"), "the History page's Players tab"),
          "the Players tab")
    ada = find(window, lambda n: n.getRole() == pyatspi.ROLE_LIST_ITEM and plain(n.name) == "Ada"
               and action_names(n), "Ada in the Players view")
    press(ada, "Ada in the Players view")
    show_page(window, "Where Ada scores in Carnegie", "history player page")
    check_names(window, "history player page")


def wait_settled(window, page):
    """Until the shown tree stops growing."""
    last = [-1]

    def settled():
        count = shown_nodes(window)
        same = count == last[0]
        last[0] = count
        return same
    # 30 s: a big page (the Livingstone pad builds every player's rows at
    # once) walked over AT-SPI on a loaded machine takes seconds a walk.
    wait_until(settled, 30, f"the {page} to settle", interval=0.3)


def show_page(window, title, page, gone=None):
    """Waits for a label reading title (and for the label gone, the
    title of the page left, to be gone), then for the tree to settle."""
    find(window, title_is(title), f"the {page} ({title!r})")
    if gone is not None:
        wait_until(lambda: not any(title_is(gone)(n) for n, _ in walk_shown(window)), 10,
                   f"{gone!r} to go", interval=0.1)
    wait_settled(window, page)


def press_named(window, text):
    """Presses the shown button named text: one named exactly so first
    (the setup's "Continue" beside its header's "Continue Later")."""
    loose = is_button_named(text)

    def exact(node):
        return loose(node) and plain(node.name) == text

    def look():
        first = None
        for node, _ in walk_shown(window):
            if exact(node):
                return node
            if first is None and loose(node):
                first = node
        return first
    press(wait_until(look, 10, text, interval=0.1), text)


def is_toggle(name_test):
    """A toggle button (GTK 4.8 exports it as a push button) whose name
    passes name_test."""
    return lambda n: n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON) \
        and name_test(plain(n.name))


def press_toggle(node, what):
    """Presses a toggle button and waits until it shows pressed."""
    press(node, what)
    wait_until(lambda: state_set(node).contains(pyatspi.STATE_CHECKED)
               or state_set(node).contains(pyatspi.STATE_PRESSED), 5, f"{what} to be pressed")


def set_checked(node, what):
    s = state_set(node)
    if s is None or not s.contains(pyatspi.STATE_CHECKED):
        press(node, what)
        wait_until(lambda: state_set(node).contains(pyatspi.STATE_CHECKED), 5, f"{what} to be on")


def setup_assistant(window):
    """New game page → Ada and Ben, A New Beginning, New Donations and
    Secret Donation on → Set Up a New Game…: each step of the setup
    assistant, the bidding sheets and the secret choices entered and
    sealed, until the table is ready."""
    press_named(window, "Score a Game")
    find(window, title_is("New Scoring"), "the new-game page")
    for number, player in ((1, "Ada"), (2, "Ben")):
        entry = find(window, is_role(pyatspi.ROLE_TEXT, f"Player {number}"),
                     f"the entry of player {number}")
        set_text(entry, player, f"player {number}'s name")
    for module in ("New Donations", "Secret Donation", "A New Beginning"):
        set_checked(find(window, is_role(pyatspi.ROLE_CHECK_BOX, module), f"the {module} switch"),
                    f"the {module} switch")
    press_named(window, "Set Up a New Game…")

    # A New Beginning: a bidding sheet for each player, sealed in turn.
    # Ada bids $1 for first player and Ben $0: she plays first, no draw.
    for player, bid in (("Ada", 1), ("Ben", 0)):
        show_page(window, f"Hand the Device to {player}", "bidding handoff")
        if player == "Ada":
            check_names(window, "setup assistant: bidding handoff")
        press_named(window, f"I Am {player}: Open My Sheet")
        show_page(window, f"{player}’s Bidding Sheet", "bidding sheet")
        spin = find(window, is_role(pyatspi.ROLE_SPIN_BUTTON, "First-player bid in dollars"),
                    "the first-player bid")
        spin.queryValue().currentValue = bid
        wait_until(lambda: spin.queryValue().currentValue == bid, 5, f"the bid to read {bid}")
        for choice in ("Goods cubes: 2, costs $6", "Workers in the lobby: 3, costs $8",
                       "Victory points: 0, costs $0", "Setup moves: 4, costs $12"):
            press_toggle(find(window, is_toggle(lambda name: name == choice), choice), choice)
        if player == "Ada":
            check_names(window, "setup assistant: bidding sheet")
        press_named(window, "Seal Sheet")
    show_page(window, "All Sheets Are Sealed", "bidding handoff")
    press_named(window, "Reveal All")
    show_page(window, "Ada Plays First", "bidding sheets revealed")
    check_names(window, "setup assistant: bidding sheets revealed")
    press_named(window, "Done")

    # Setup steps 1-10.
    show_page(window, "Set Up the Table", "table checklist")
    check_names(window, "setup assistant: table checklist")
    press_named(window, "Continue")

    # New Donations: each player in turn may cover a column; both skip.
    for turn in range(2):
        cover_title = find(window, lambda n: n.getRole() == pyatspi.ROLE_LABEL
                           and n.name.endswith(": New Donations Tile"), "the New Donations step")
        title = cover_title.name
        wait_settled(window, "New Donations step")
        if turn == 0:
            check_names(window, "setup assistant: New Donations tiles")
        press_named(window, "Skip")
        wait_until(lambda: not any(title_is(title)(n) for n, _ in walk_shown(window)), 10,
                   f"{title!r} to go", interval=0.1)

    show_page(window, "Setup Moves", "setup moves")
    check_names(window, "setup assistant: setup moves")
    press_named(window, "Continue")

    # The Secret Donation: each player picks a space and seals it.
    sealed = []
    for turn in range(2):
        handoff = find(window, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                       and re.fullmatch(r"I Am \w+: Choose in Secret", plain(n.name))
                       and plain(n.name).split(":")[0][5:] not in sealed,
                       "the secret choice's handoff")
        player = re.fullmatch(r"I Am (\w+): .*", plain(handoff.name)).group(1)
        sealed.append(player)
        wait_settled(window, "secret handoff")
        press(handoff, handoff.name)
        show_page(window, f"{player}’s Secret Donation", "secret donation choice")
        space = find(window, is_toggle(lambda name: name.startswith("Type 1 (") and ", line 1: " in name),
                     "the donation space of type 1, line 1")
        press_toggle(space, space.name)
        if turn == 0:
            check_names(window, "setup assistant: secret donation choice")
        press_named(window, "Seal My Choice")

    show_page(window, "The Table Is Ready", "last setup step")
    check_names(window, "setup assistant: table ready")
    press_named(window, "Done")


def look_at_mine(window):
    """The game set up above: its secret donations are sealed, and a
    player may look at their own (win.look-secret): who looks, then
    Ada's, hidden again."""
    press_named(window, "Look at Mine")
    show_page(window, "Who Looks?", "Look at Mine page")
    check_names(window, "Look at Mine: who looks")
    ada = find(window, lambda n: n.getRole() == pyatspi.ROLE_LIST_ITEM and plain(n.name) == "Ada"
               and action_names(n), "Ada in Who Looks?")
    press(ada, "Ada in Who Looks?")
    show_page(window, "Hand the Device to Ada", "Look at Mine handoff", gone="Who Looks?")
    press_named(window, "I Am Ada: Show My Secret Donation")
    show_page(window, "Ada’s Secret Donation", "Ada's secret donation")
    check_names(window, "Look at Mine: Ada's secret donation")
    press_named(window, "Hide It Again")
    find(window, is_button_named("Look at Mine"), "the game again, after Hide It Again")


def new_game_and_entries(window):
    press(find(window, is_button_named("Score a Game"), "Score a Game"), "Score a Game")
    find(window, title_is("New Scoring"), "the new-game page")
    for number, player in ((1, "Ada"), (2, "Ben")):
        entry = find(window, is_role(pyatspi.ROLE_TEXT, f"Player {number}"),
                     f"the entry of player {number}")
        set_text(entry, player, f"player {number}'s name")
    check_names(window, "new-game page")
    press(find(window, is_button_named("Score a Finished Game"), "Score a Finished Game"),
          "Score a Finished Game")
    find(window, title_is("Final Scoring"), "the game page")
    enter_game(window)
    check_names(window, "game page")
    keep_in_history(window)


def has_label(node, text, depth=8):
    """Whether a label reading text is inside node."""
    for child in children(node):
        if child.getRole() == pyatspi.ROLE_LABEL and plain(child.name) == text:
            return True
        if depth > 0 and has_label(child, text, depth - 1):
            return True
    return False


def find_dialog(heading):
    """The app's other window (an AdwMessageDialog) showing heading."""
    def look():
        for w in children(the_app):
            if w.getRole() != pyatspi.ROLE_FRAME or plain(w.name) == "Benefactor":
                if has_label(w, heading):
                    return w
        return None
    return wait_until(look, 10, f"the dialog {heading!r}")


def keep_in_history(window):
    """Keep in History (issue 18) through AT-SPI: the question, Keep, then
    the game kept, read-only, with Ada's hand-computed total."""
    press(find(window, is_button_named("Keep in History"), "Keep in History"), "Keep in History")
    dialog = find_dialog("Keep This Game in the History?")
    check_names(dialog, "Keep in History dialog")
    press(find(dialog, is_button_named("Keep"), "the dialog's Keep"), "Keep")
    kept = find(window, lambda n: n.getRole() == pyatspi.ROLE_LABEL and plain(n.name) == "Ada: 20 VP, winner",
                "the game kept, with Ada's total")
    tap(True, f"kept in the history through AT-SPI: {kept.name}")
    check_names(window, "history game page")


def check_shortcuts_window(window):
    """Main Menu → Keyboard Shortcuts: the window is named, its nodes
    too, and it lists the keys (issue 28: it was never attached to the
    application, and listed none)."""
    press(find(window, is_button_named("Main Menu"), "Main Menu"), "Main Menu")
    press(find(window, is_button_named("Keyboard Shortcuts"), "Keyboard Shortcuts"),
          "Keyboard Shortcuts")
    shortcuts = wait_until(lambda: next((w for w in children(the_app)
                                         if plain(w.name) == "Keyboard Shortcuts"), None),
                           10, "the Keyboard Shortcuts window")
    check_names(shortcuts, "Keyboard Shortcuts window")
    # GTK 4.8 exports nothing of the key caps it draws: each shortcut is
    # named with its keys ("New scoring: Ctrl+N").
    names = [plain(node.name) for node, _ in walk_shown(shortcuts) if (node.name or "").strip()]
    wanted = ["New scoring: Ctrl+N", "Undo: Ctrl+Z", "Go to the victory points: Alt+6",
              "Help: F1", "Rules reference: Shift+F1"]
    tap(all(w in names for w in wanted),
        "Keyboard Shortcuts window: the keys are listed (" + "; ".join(wanted) + ")",
        "names: " + ", ".join(names[:60]))
    # Closed (it is modal) as a user would: Escape, a real key press.
    pyatspi.Registry.generateKeyboardEvent(0xff1b, None, pyatspi.KEY_SYM)
    wait_until(lambda: not any(plain(w.name) == "Keyboard Shortcuts" for w in children(the_app)),
               10, "the Keyboard Shortcuts window to close")


def do_named_action(node, action_name, what):
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == action_name:
            if not action.doAction(i):
                raise Fatal(f"{what}: the action {action_name} failed")
            return
    raise Fatal(f"{what}: {describe(node)} has no action {action_name}")


def go_home(window):
    do_named_action(window, "win.home", "back to the start page")
    find(window, is_button_named("Score a Game"), "the start page")


def shown_nodes(window):
    return sum(1 for _ in walk_shown(window))


def wait_for_page_change(window, page):
    """Until the start page is gone and the shown tree stops growing."""
    start = is_button_named("Score a Game")
    wait_until(lambda: not any(start(n) for n, _ in walk_shown(window)), 10,
               f"the {page} to replace the start page", interval=0.1)
    wait_settled(window, page)


def name_starts(role, prefix):
    return lambda n: n.getRole() == role and plain(n.name).startswith(prefix)


def vp_in(node):
    """The VP a score line or standings row shows: a label that is just
    "N VP" (the value column), else the last "N VP" that follows the
    start, an arrow, a colon or a comma in its name, description or
    labels ("… × 3 VP + 1 × 2 VP → 2 VP" is 2, "Ada: 20 VP, winner" 20)."""
    labels = [n.name or "" for n, _ in walk_subtree(node)]
    for text in labels:
        m = re.fullmatch(r"(-?\d+) VP", text.strip())
        if m:
            return int(m.group(1))
    for text in [node.name or "", node.description or ""] + labels:
        found = re.findall(r"(?:^|→ |: |, )(-?\d+) VP\b", text)
        if found:
            return int(found[-1])
    return None


def walk_subtree(node, depth=6):
    for child in children(node):
        yield child, depth
        if depth > 0:
            yield from walk_subtree(child, depth - 1)


def read_total(window, player):
    """A player's total as the standings show it: the row of the
    "Standings" list named after the player (its name, its description
    or the labels in it)."""
    standings = find(window, is_role(pyatspi.ROLE_LIST, "Standings"), "the standings")
    for row in children(standings):
        if plain(row.name).startswith(player) or player in [n.name for n, _ in walk_subtree(row)]:
            return vp_in(row)
    return None


def read_sheet(window, player):
    """The player's lines on the score sheet: {title: VP}, from the list
    under the player's heading (cross-check only)."""
    sheet = find(window, lambda n: n.getRole() == pyatspi.ROLE_LIST
                 and plain(n.name).strip("● ").strip() == player, f"{player}'s score sheet")
    lines = {}
    for item in children(sheet):
        if not (item.name or "").strip():
            continue  # the explanation under a line (issue 19)
        lines[item.name] = vp_in(item)
    return lines


def enter_game(window):
    """Ada's table, entered through AT-SPI only; Ben enters nothing.

    Worked out by hand from the rules (shared/rules/, docs/scoring.md):
      score track 12                                     12 VP
      one department built, 1 Training and Partnerships
        (Human Resources), not in the top row: 1 × 2 VP   2 VP
      one project disk in Boston (space 1, Commerce):
        Boston's printed VP, once per project            3 VP
      transport: West on box 4 (Train), the other
        regions where they start (East Stagecoach,
        Midwest and South Cart): no network joins two
        major cities, so no connection VP                0 VP
      donation pawn on Human Rights row 4, "3 VP per
        region where your transport is at Train level":
        one region (West) at Train → 1 × 3 VP            3 VP
      active employees 0, project tabs 0, no Action
        Choice tile (2 players)                          0 VP
                                                       ------
      Ada                                               20 VP
      Ben (nothing entered)                              0 VP
    """
    expected = {"Ada": 12 + 2 + 3 + 0 + 3, "Ben": 0}

    switcher = find(window, lambda n: n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
                    and plain(n.name).startswith("Ada"), "Ada's button in the player switcher")
    s = state_set(switcher)
    if s is None or not (s.contains(pyatspi.STATE_PRESSED) or s.contains(pyatspi.STATE_CHECKED)):
        press(switcher, "Ada's entries")

    # The map: a tap puts a disk of the player being entered; the name
    # says whose it is afterwards.
    space = find(window, name_starts(pyatspi.ROLE_PUSH_BUTTON, "Boston, space 1"), "Boston's space 1")
    press(space, "Boston's space 1")
    wait_until(lambda: "Ada" in space.name, 5, "Boston's space 1 to hold Ada's disk")
    tap(True, f"map space tapped: {space.name}")

    box = find(window, name_starts(pyatspi.ROLE_PUSH_BUTTON, "West: Box 4"), "West's transport box 4")
    press(box, "West's transport box 4")
    wait_until(lambda: state_set(box).contains(pyatspi.STATE_PRESSED)
               or state_set(box).contains(pyatspi.STATE_CHECKED), 5, "box 4 to be pressed")
    tap(True, f"transport box pressed: {box.name}")

    donation = find(window, name_starts(pyatspi.ROLE_PUSH_BUTTON, "Human Rights 4:"),
                    "the donation space Human Rights 4")
    press(donation, "Human Rights 4")
    tap(True, f"donation space pressed: {donation.name}")

    number = find(window, is_role(pyatspi.ROLE_TEXT, "Department number"), "the Department number entry")
    set_text(number, "1", "the department number")
    add = find(window, is_button_named("Add This Department"), "Add This Department")
    press(add, "Add This Department")
    department = find(window, lambda n: "Training and Partnerships" in (n.name or "")
                      and n.getRole() != pyatspi.ROLE_LABEL, "department 1's row")
    tap(True, f"department added: {describe(department)}")

    spin = find(window, name_starts(pyatspi.ROLE_SPIN_BUTTON, "Score track"), "the score track")
    spin.queryValue().currentValue = 12
    wait_until(lambda: spin.queryValue().currentValue == 12, 5, "the score track to read 12")
    tap(True, "score track set to 12")

    def totals():
        got = {player: read_total(window, player) for player in expected}
        return got if got == expected else None
    try:
        wait_until(totals, 10, "the standings to show the hand-computed totals", interval=0.2)
        ok = True
    except Fatal:
        ok = False
    got = {player: read_total(window, player) for player in expected}
    tap(ok, f"the standings read from the tree: {got}, worked out by hand: {expected}")

    lines = read_sheet(window, "Ada")
    total = sum(v for v in lines.values() if v is not None)
    tap(total == expected["Ada"] and lines.get("Score track") == 12,
        f"Ada's score sheet lines add up to her total ({total} VP)",
        "\n".join(f"{k}: {v} VP" for k, v in lines.items()))


if __name__ == "__main__":
    pyatspi = None
    print("TAP version 13", flush=True)
    try:
        run()
    finally:
        tmp.cleanup()
    print(f"1..{test_number}")
    sys.exit(1 if failures else 0)
