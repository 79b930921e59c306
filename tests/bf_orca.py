"""Benefactor under Orca, the real screen reader, driven by the keyboard
alone: the shared part of tests/test-orca.py (and of any other Orca test
that imports it).

    with OrcaSession(build_dir, source_dir) as orca:
        orca.key("F10")                      # a real key press (XTEST)
        orca.expect(r"New Scoring")          # what Orca said since the key
        orca.type_text("Anna")
        ...

What it starts, all of it private to the test (its own temporary HOME and
XDG folders, nothing of the user's is read or written):
- Xvfb on a display of its own, with openbox as window manager (without
  one, the focus does not come back to the window after a dialog closes);
- a session bus, and on it the accessibility bus (D-Bus activation of
  at-spi2-core's org.a11y.Bus, as in a desktop session);
- speech-dispatcher, spawned by Orca, with the dummy output module only
  (nothing is played: no sound card is needed);
- Orca 43 (Debian's /usr/bin/orca) with a settings folder of its own and
  its debug log opened line-buffered: each utterance is a line
  "SPEECH OUTPUT: '...'" in it, read as it comes;
- Benefactor itself, from the build folder.

Only one Orca may run per user (its launcher refuses to start beside
another), and two tests sharing a machine would also share the keyboard
of nothing but their own displays, yet Orca's check is machine-wide: the
whole session holds an flock on /tmp/orca-test.lock (the same lock a
developer takes to run Orca by hand beside the tests: `flock
/tmp/orca-test.lock COMMAND`), waiting for it if another run holds it.

After every key (key(), type_text()) the focus is checked: the object
with the focused state must be inside one of the app's windows, and it
and all its ancestors visible (a focus left on an item of a closed menu
is lost: keys then go nowhere). Every utterance is checked for a GTK type
name ("GtkStackPage", "GtkButton"...), which only ever means an unnamed
widget. Both checks are TAP lines of their own, counted per step.
"""
import fcntl
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

LOCK_PATH = "/tmp/orca-test.lock"
APP_ID = "io.github.benefactor.Benefactor"
ORCA = "/usr/bin/orca"

# A GTK, libadwaita or Benefactor type name as a word of what is said.
TYPE_NAME = re.compile(r"\b(Gtk|Adw|Bf)[A-Z][A-Za-z]+\b")
# "SPEECH OUTPUT: 'text'" then the voice ("{'established': ...}"), or
# " voice=uppercase{...}"; an apostrophe inside the text is kept.
# What bf_widgets_voice_entry_rows() says as the focus enters an
# AdwEntryRow: "Player 1, text: Anna", "Department number, text".
ENTRY_ROW = re.compile(r"^(.*), text(?:: .*)?$")
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*?)'(?: ?voice=\w+)? ?(?:\{.*)?$")

# The sanitizer build's app is several times slower.
TIME_SCALE = float(os.environ.get("BF_ORCA_TIME_SCALE", "1"))
if "ASAN_OPTIONS" in os.environ:
    TIME_SCALE = max(TIME_SCALE, 3.0)

VERBOSE = bool(os.environ.get("BF_ORCA_VERBOSE"))


def reexec_with_system_python():
    """pyatspi is Debian's (python3-pyatspi): see bf_python.need()."""
    import bf_python
    bf_python.need("pyatspi", "python3-pyatspi")


class Fatal(Exception):
    """A step that the rest of the test needs failed."""


class Tap:
    """TAP output: one line per check."""

    def __init__(self):
        self.number = 0
        self.failures = 0

    def __call__(self, ok, description, diagnostics=""):
        self.number += 1
        print(f"{'ok' if ok else 'not ok'} {self.number} - {description}", flush=True)
        if not ok:
            self.failures += 1
            for line in str(diagnostics).splitlines():
                print("# " + line, flush=True)
        return ok

    def comment(self, text):
        for line in str(text).splitlines():
            print("# " + line, flush=True)

    def finish(self):
        print(f"1..{self.number}", flush=True)
        return 1 if self.failures else 0


# The launcher of Orca (/usr/bin/orca, a small Python file), run with its
# debug log line-buffered (it opens the file itself, block-buffered:
# utterances would come late or at exit).
ORCA_WRAPPER = r"""
import builtins, sys
log = sys.argv[1]
path = sys.argv[2]
sys.argv = [path] + sys.argv[3:]
real_open = builtins.open
def line_buffered_open(file, mode="r", *args, **kwargs):
    if file == log and "w" in mode:
        return real_open(file, mode, buffering=1)
    return real_open(file, mode, *args, **kwargs)
builtins.open = line_buffered_open
launcher = {"__name__": "bf_orca_launcher", "__file__": path}
exec(compile(real_open(path).read(), path, "exec"), launcher)
# This Orca has buses of its own: another Orca of the user (a desktop's,
# another build's test) is no reason to stop, and is not disturbed by it,
# which would refuse to start beside a process named "orca".
launcher["otherOrcas"] = lambda: []
launcher["setProcessName"] = lambda name: None
sys.exit(launcher["main"]())
"""

SPEECHD_CONF = """# Written by tests/bf_orca.py: nothing is played.
AddModule "dummy" "sd_dummy" ""
DefaultModule dummy
LanguageDefaultModule "en" "dummy"
AudioOutputMethod "pulse"
LogLevel 2
"""


class OrcaSession:
    def __init__(self, build_dir, tap, app_args=()):
        self.build_dir = build_dir
        self.tap = tap
        self.app_args = list(app_args)
        self.app_binary = os.path.join(build_dir, "src", "app", "benefactor")
        self.tmp = tempfile.mkdtemp(prefix="bf-orca-")
        self.processes = []   # (name, Popen), stopped in reverse order
        self.lock_file = None
        self.log_path = os.path.join(self.tmp, "orca-debug.log")
        self.log_file = None
        self.log_buffer = ""
        self.raw = ""         # the log until Orca's event loop starts
        self.lines = []       # every utterance so far, in order
        self.mark_index = 0   # utterances before it belong to earlier steps
        self.type_name_reported = 0
        self.env = None
        self.app = None
        self.app_pid = None
        self.focus = None     # the last object that got the focused state
        self.entry_row = None  # the AdwEntryRow said to have the focus since
        self.focus_events = 0
        self.listener = None

    # -- starting and stopping ---------------------------------------------

    def __enter__(self):
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc):
        self.stop()
        return False

    def take_lock(self):
        self.lock_file = open(LOCK_PATH, "a+")
        try:
            os.chmod(LOCK_PATH, 0o666)
        except OSError:
            pass
        try:
            fcntl.flock(self.lock_file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            self.tap.comment(f"waiting for {LOCK_PATH} (another Orca run)")
            fcntl.flock(self.lock_file, fcntl.LOCK_EX)

    def spawn(self, name, argv, **kwargs):
        kwargs.setdefault("env", self.env)
        kwargs.setdefault("stdin", subprocess.DEVNULL)
        if "stdout" not in kwargs:
            kwargs["stdout"] = open(os.path.join(self.tmp, name + ".out"), "w")
            kwargs["stderr"] = subprocess.STDOUT
        process = subprocess.Popen(argv, start_new_session=True, **kwargs)
        self.processes.append((name, process))
        return process

    def start(self):
        self.take_lock()
        home = self.tmp
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE", "GTK_A11Y",
                                 "DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS",
                                 "G_DEBUG", "GSETTINGS_BACKEND", "XDG_RUNTIME_DIR",
                                 "SPEECHD_ADDRESS")}
        runtime = os.path.join(home, "runtime")
        for d in ("config", "data", "cache", "state", "runtime", "orca"):
            os.makedirs(os.path.join(home, d), mode=0o700, exist_ok=True)
        os.makedirs(os.path.join(home, "config", "speech-dispatcher"), exist_ok=True)
        with open(os.path.join(home, "config", "speech-dispatcher", "speechd.conf"), "w") as f:
            f.write(SPEECHD_CONF)
        self.env.update({
            "HOME": home,
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_CACHE_HOME": os.path.join(home, "cache"),
            "XDG_STATE_HOME": os.path.join(home, "state"),
            "XDG_RUNTIME_DIR": runtime,
            "LC_ALL": "C.UTF-8",
            "LANGUAGE": "",
        })

        # The display: a free number, as xvfb-run chooses one.
        self.start_display()

        # The session bus, and the accessibility bus on it.
        bus = self.spawn("dbus", ["dbus-daemon", "--session", "--nofork", "--nopidfile",
                                  "--print-address=1"], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True)
        ready, _, _ = select.select([bus.stdout], [], [], 10)
        address = bus.stdout.readline().strip() if ready else ""
        if not address:
            raise Fatal("dbus-daemon printed no address in 10 s")
        self.env["DBUS_SESSION_BUS_ADDRESS"] = address
        from gi.repository import Gio, GLib
        connection = Gio.DBusConnection.new_for_address_sync(
            address,
            Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
            | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        reply = connection.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                                     None, GLib.VariantType.new("(s)"), Gio.DBusCallFlags.NONE,
                                     int(20000 * TIME_SCALE), None)
        self.env["AT_SPI_BUS_ADDRESS"] = reply.unpack()[0]
        self.connection = connection
        # This process is a client of the same buses (focus checks).
        for key in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
            os.environ[key] = self.env[key]
        os.environ.pop("NO_AT_BRIDGE", None)

        self.spawn("openbox", ["openbox", "--sm-disable"])

        # The app.
        app_env = dict(self.env)
        app_env.update({
            "GSETTINGS_BACKEND": "memory",
            "GSETTINGS_SCHEMA_DIR": os.path.join(self.build_dir, "data"),
            "GTK_A11Y": "atspi",
            "GSK_RENDERER": "cairo",
            "GDK_DEBUG": "gl-disable",
            "GDK_BACKEND": "x11",
        })
        if "ASAN_OPTIONS" in app_env:
            # GTK 4.8's AT-SPI Action interface leaks (see test-atspi.py).
            app_env["ASAN_OPTIONS"] += ":detect_leaks=0"
        app = self.spawn("app", [self.app_binary] + self.app_args, env=app_env)
        self.app_pid = app.pid
        self.app = self.wait(self.find_app, 60, "the app on the accessibility bus")
        # The window is up and active before Orca starts: Orca presents
        # the active window and its focus as it starts (a window that
        # appeared while Orca was starting could be missed: its events
        # came before the app was known on the bus).
        try:
            self.wait(self.active_window, 20, "the app's window to be active")
        except Fatal:
            # Seldom, the window manager leaves it inactive: as a click would.
            self.tap.comment("the window is not active: activating it")
            self.xdotool("search", "--sync", "--pid", str(self.app_pid), "--name", "Benefactor",
                         "windowactivate", "--sync")
            self.wait(self.active_window, 40, "the app's window to be active")

        # Orca, its speech going to speech-dispatcher's dummy module.
        orca_env = dict(self.env)
        orca_env["PYTHONUNBUFFERED"] = "1"
        self.spawn("orca", ["/usr/bin/python3", "-c", ORCA_WRAPPER, self.log_path, ORCA,
                            "--debug-file", self.log_path, "-u", os.path.join(home, "orca")],
                   env=orca_env)
        self.wait(lambda: os.path.exists(self.log_path), 30, "Orca's debug log")
        self.log_file = open(self.log_path, errors="replace")

        self.wait(lambda: "ORCA: Starting registry" in self.raw, 60, "Orca's event loop")
        self.start_focus_listener()
        self.wait(lambda: any("Benefactor" in u for u in self.lines), 30,
                  "Orca to present the window")
        self.settle()

    def stop(self):
        if self.listener is not None:
            try:
                self.listener.deregister("object:state-changed:focused")
            except Exception:  # noqa: BLE001
                pass
            self.listener = None
        app = dict(self.processes).get("app")
        if app is not None and app.poll() is None:
            try:
                from gi.repository import GLib, Gio
                self.connection.call_sync(
                    APP_ID, "/" + APP_ID.replace(".", "/"), "org.gtk.Actions", "Activate",
                    GLib.Variant("(sava{sv})", ("quit", [], {})), None,
                    Gio.DBusCallFlags.NONE, int(10000 * TIME_SCALE), None)
                app.wait(timeout=20 * TIME_SCALE)
            except Exception as error:  # noqa: BLE001
                self.tap.comment(f"quitting the app: {error}; killing it")
        for name, process in reversed(self.processes):
            if process.poll() is None:
                try:
                    os.killpg(process.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
        self.processes = []
        # speech-dispatcher, spawned by Orca's client library, in a
        # session of its own: its pid file is in our runtime folder.
        pid_file = os.path.join(self.tmp, "runtime", "speech-dispatcher", "pid",
                                "speech-dispatcher.pid")
        try:
            with open(pid_file) as f:
                os.kill(int(f.read().strip()), signal.SIGTERM)
        except (OSError, ValueError):
            pass
        if self.log_file is not None:
            self.log_file.close()
            self.log_file = None
        if os.environ.get("BF_ORCA_KEEP"):
            print(f"# kept {self.tmp}", flush=True)
        else:
            shutil.rmtree(self.tmp, ignore_errors=True)
        if self.lock_file is not None:
            self.lock_file.close()
            self.lock_file = None

    def start_display(self):
        for attempt in range(5):
            number = next(n for n in range(90 + 7 * attempt + os.getpid() % 7, 400)
                          if not os.path.exists(f"/tmp/.X{n}-lock")
                          and not os.path.exists(f"/tmp/.X11-unix/X{n}"))
            xvfb = self.spawn(f"xvfb{attempt}", ["Xvfb", f":{number}", "-screen", "0", "1280x1024x24",
                                                 "-nolisten", "tcp"])
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and xvfb.poll() is None:
                if os.path.exists(f"/tmp/.X11-unix/X{number}") and subprocess.run(
                        ["xdotool", "getdisplaygeometry"], env=dict(self.env, DISPLAY=f":{number}"),
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
                    self.env["DISPLAY"] = f":{number}"
                    return
                time.sleep(0.1)
            if xvfb.poll() is None:
                xvfb.kill()
                xvfb.wait()
        raise Fatal("Xvfb did not start (5 tries)")

    def app_status(self):
        app = dict(self.processes).get("app")
        return None if app is None else app.poll()

    # -- waiting -----------------------------------------------------------

    def pump(self):
        """Reads what Orca wrote to its log since, and dispatches the
        accessibility events that came meanwhile."""
        from gi.repository import GLib
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)
        if self.log_file is None:
            return
        chunk = self.log_file.read()
        if not chunk:
            return
        self.log_buffer += chunk
        if "ORCA: Starting registry" not in self.raw:
            self.raw += chunk
        *complete, self.log_buffer = self.log_buffer.split("\n")
        for line in complete:
            m = SPEECH.search(line)
            if m:
                self.lines.append(m.group(1))
                row = ENTRY_ROW.match(m.group(1))
                if row:
                    self.entry_row = row.group(1)
                if VERBOSE:
                    print(f"#   Orca: {m.group(1)}", flush=True)

    def wait(self, predicate, timeout, what, interval=0.05):
        deadline = time.monotonic() + timeout * TIME_SCALE
        last_error = None
        while True:
            self.pump()
            try:
                value = predicate()
                if value:
                    return value
            except Exception as error:  # noqa: BLE001
                last_error = error
            if time.monotonic() > deadline:
                raise Fatal(f"timed out after {timeout * TIME_SCALE:.0f} s waiting for {what}"
                            + (f" (last error: {last_error})" if last_error else ""))
            app = dict(self.processes).get("app")
            if app is not None and app.poll() is not None:
                raise Fatal(f"the app exited with status {app.returncode} while waiting for {what}")
            time.sleep(interval)

    def settle(self, quiet=0.8, timeout=6):
        """Waits until Orca has said nothing new for `quiet` seconds (at
        most `timeout`): the end of what one key made it say."""
        deadline = time.monotonic() + timeout * TIME_SCALE
        count, since = len(self.lines), time.monotonic()
        while time.monotonic() < deadline:
            self.pump()
            if len(self.lines) != count:
                count, since = len(self.lines), time.monotonic()
            elif time.monotonic() - since >= quiet * min(TIME_SCALE, 1.5):
                return
            time.sleep(0.05)

    # -- what Orca said ------------------------------------------------------

    def mark(self):
        """Starts a new step: expect() and said() look only at what
        comes after it."""
        self.pump()
        self.mark_index = len(self.lines)

    def said(self):
        """Everything said since the step began, one utterance a line."""
        self.pump()
        return "\n".join(self.lines[self.mark_index:])

    def expect(self, pattern, description=None, timeout=8, flags=re.I):
        """Waits until Orca has said something matching `pattern` (a
        regular expression, searched in each utterance and in all of the
        step's utterances joined by spaces) since the step began; a TAP
        line either way. Returns the match or None."""
        regex = re.compile(pattern, flags)

        def found():
            utterances = self.lines[self.mark_index:]
            for u in utterances:
                m = regex.search(u)
                if m:
                    return m
            return regex.search(" ".join(utterances))
        try:
            m = self.wait(found, timeout, f"Orca to say /{pattern}/")
        except Fatal as error:
            self.tap(False, description or f"Orca says /{pattern}/",
                     f"{error}\nOrca said since the step began:\n" + (self.said() or "(nothing)"))
            return None
        self.tap(True, description or f"Orca says /{pattern}/")
        return m

    def expect_not(self, pattern, description, flags=re.I):
        """After settle(): nothing said in the step matches `pattern`."""
        self.settle()
        regex = re.compile(pattern, flags)
        bad = [u for u in self.lines[self.mark_index:] if regex.search(u)]
        return self.tap(not bad, description, "said: " + " | ".join(bad) if bad else "")

    def type_names_said(self):
        bad = [u for u in self.lines[self.type_name_reported:] if TYPE_NAME.search(u)]
        self.type_name_reported = len(self.lines)
        return bad

    # -- focus -----------------------------------------------------------------

    def start_focus_listener(self):
        import pyatspi  # noqa: F401 (initialises Atspi for the events)
        from gi.repository import Atspi

        def on_focus(event):
            if event.detail1:
                self.focus = event.source
                self.entry_row = None
                self.focus_events += 1
        self.listener = Atspi.EventListener.new(on_focus)
        self.listener.register("object:state-changed:focused")

    def active_window(self):
        import pyatspi
        app = self.find_app()
        if app is None:
            return None
        for window in app:
            if window is not None and window.getState().contains(pyatspi.STATE_ACTIVE):
                return window
        return None

    def find_app(self):
        import pyatspi
        for app in pyatspi.Registry.getDesktop(0):
            if app is None:
                continue
            try:
                if app.get_process_id() == self.app_pid and app.childCount > 0:
                    return app
            except Exception:  # noqa: BLE001
                continue
        return None

    def find_focused(self):
        """The focused object of the app's active window (a walk of its
        visible nodes), or None."""
        import pyatspi

        def walk(node, depth):
            try:
                state = node.getState()
                if not state.contains(pyatspi.STATE_VISIBLE):
                    return None
                if state.contains(pyatspi.STATE_FOCUSED):
                    return node
                if depth > 60:
                    return None
                for i in range(node.childCount):
                    child = node.getChildAtIndex(i)
                    if child is not None:
                        found = walk(child, depth + 1)
                        if found is not None:
                            return found
            except Exception:  # noqa: BLE001 (a node gone while walking)
                return None
            return None
        try:
            for window in self.app:
                if window is not None and window.getState().contains(pyatspi.STATE_ACTIVE):
                    return walk(window, 0)
        except Exception:  # noqa: BLE001
            return None
        return None

    def entry_row_said(self):
        """Whether the focus is in an AdwEntryRow, which exports no focus
        in libadwaita 1.2 (its text's focus is said through Orca's old
        focus instead, as "Player 1, text: Anna", bf_widgets_voice_entry_rows()):
        the row named in the last such utterance of the step is a text
        field of the active window, visible."""
        import pyatspi
        name = self.entry_row
        if name is None:
            return False

        def walk(node, depth):
            try:
                state = node.getState()
                if not state.contains(pyatspi.STATE_VISIBLE):
                    return False
                if node.getRole() == pyatspi.ROLE_TEXT and node.name == name:
                    return True
                return depth < 60 and any(
                    walk(node.getChildAtIndex(i), depth + 1) for i in range(node.childCount)
                    if node.getChildAtIndex(i) is not None)
            except Exception:  # noqa: BLE001
                return False
        window = self.active_window()
        return window is not None and walk(window, 0)

    def focus_problem(self):
        """Why the focus is lost, or None: the focused object must be
        focused still, inside a window of the app, it and each ancestor
        visible."""
        import pyatspi
        node = self.focus
        try:
            focused = node is not None and node.getState().contains(pyatspi.STATE_FOCUSED)
        except Exception:  # noqa: BLE001
            focused = False
        if not focused:
            # The focus event may have come before the listener saw it
            # (a new window): look for the focused object in the app.
            found = self.find_focused()
            if found is not None:
                self.focus = node = found
                focused = True
        if node is None:
            return "nothing has had the focus yet"
        if not focused and self.entry_row_said():
            return None
        try:
            name = f"{node.getRoleName()} {node.name!r}"
            state = node.getState()
            if not state.contains(pyatspi.STATE_FOCUSED):
                return f"the last focused object ({name}) is no longer focused"
            path = []
            while node is not None:
                role = node.getRole()
                if role == pyatspi.ROLE_APPLICATION:
                    if node.get_process_id() != self.app_pid:
                        return f"{name} is in another application ({node.name})"
                    return None
                if not node.getState().contains(pyatspi.STATE_VISIBLE):
                    return (f"{name} is inside a hidden {node.getRoleName()} "
                            f"{node.name!r} (a closed menu, popover or page)")
                path.append(node)
                node = node.parent
            return f"{name} is in no application"
        except Exception as error:  # noqa: BLE001
            return f"the focused object is gone ({error})"

    # -- keys ------------------------------------------------------------------

    def xdotool(self, *args):
        subprocess.run(["xdotool"] + list(args), env=self.env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def tab_to(self, pattern, what=None, key="Tab", most=40):
        """Presses `key` (Tab, shift+Tab, Down...) until Orca says something
        matching `pattern` (searched in each utterance of the key's step),
        `most` presses at most; a TAP line either way. Returns whether it
        was reached."""
        regex = re.compile(pattern, re.I)
        what = what or f"/{pattern}/"
        for _ in range(most):
            self.key(key)
            if any(regex.search(u) for u in self.lines[self.mark_index:]):
                return self.tap(True, f"{key} reaches {what}")
        return self.tap(False, f"{key} reaches {what} within {most} presses",
                        "last said: " + (self.said() or "(nothing)"))

    def key(self, *keys, settle=True, check_focus=True, mark=True):
        """Presses each key (xdotool names: "Tab", "shift+Tab", "F10",
        "ctrl+z", "Return", "space"...), as a real keyboard would (XTEST),
        then waits for Orca to finish speaking and checks the focus and
        what was said. Starts a new step unless mark=False."""
        if mark:
            self.mark()
        for k in keys:
            self.xdotool("key", "--delay", "60", k)
            if settle:
                self.settle()
        self.after_keys(" ".join(keys), check_focus)

    def type_text(self, text, mark=True, check_focus=True):
        if mark:
            self.mark()
        self.xdotool("type", "--delay", "60", text)
        self.settle()
        self.after_keys(f"typing {text!r}", check_focus)

    def after_keys(self, what, check_focus):
        if check_focus:
            problem = self.wait_focus_ok()
            self.tap(problem is None, f"after {what}: the focus is in the window and shown",
                     problem or "")
        bad = self.type_names_said()
        self.tap(not bad, f"after {what}: no GTK type name spoken",
                 "said: " + " | ".join(bad) if bad else "")
        if VERBOSE:
            print(f"# after {what}: {self.said()!r}", flush=True)

    def wait_focus_ok(self, timeout=3):
        try:
            self.wait(lambda: self.focus_problem() is None, timeout, "the focus", interval=0.3)
            return None
        except Fatal:
            return self.focus_problem()
