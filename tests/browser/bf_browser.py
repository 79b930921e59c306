"""The browser tests' harness (tests/browser/, docs/table-link.md,
"Testing in a real browser"): `benefactor --share-table` on the loopback,
Debian's chromium (headless) driven by selenium through Debian's
chromedriver, every WebSocket frame each browser sends and receives (from
chromium's performance log), and a TAP reporter.

Loopback only, three ways:
- the whole test runs in a network namespace of its own when it can make
  one (`unshare --net`, as root or through a user namespace): only its
  own loopback exists there, so nothing can leave the machine at all;
- the server listens on 127.0.0.1 only, on a port chosen free;
- chromium is started with no proxy, a host resolver that resolves no
  name, and its background services off (no component updates, no
  first-run, no sync, no safe browsing, no extensions…), and at the end
  of each test no socket of chromium, chromedriver or the server has a
  peer outside the loopback (`ss`; `assert_loopback_only()`).
"""
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import bf_python  # noqa: E402

bf_python.need("selenium", "python3-selenium")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

# The binary, not Debian's wrapper script /usr/bin/chromium (which adds
# Google API keys). BF_CHROMIUM: another one (a wrapper that traces it).
CHROMIUM = os.environ.get("BF_CHROMIUM", "/usr/lib/chromium/chromium")
CHROMEDRIVER = "/usr/bin/chromedriver"

# What keeps chromium on the loopback and quiet. The resolver maps every
# name to "not found" (127.0.0.1 is an address, not a name, and is never
# resolved); the rest turns off what chromium fetches on its own.
CHROMIUM_FLAGS = [
    "--headless=new",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-proxy-server",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-sync",
    "--disable-breakpad",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--disable-features=OptimizationHints,OptimizationGuideModelDownloading,"
    "MediaRouter,DialMediaRouteProvider,Translate,AutofillServerCommunication,"
    "CertificateTransparencyComponentUpdater,NetworkTimeServiceQuerying,"
    "InterestFeedContentSuggestions,SafeBrowsingBetterTelemetryOptIn",
    "--safebrowsing-disable-auto-update",
    "--no-first-run",
    "--no-default-browser-check",
    "--no-pings",
    "--metrics-recording-only",
    "--password-store=basic",
    "--use-mock-keychain",
    "--mute-audio",
]

LINK_RE = re.compile(r"^(.+): (http://127\.0\.0\.1:(\d+)/t/([0-9a-f]{32})/)$")


# ------------------------------------------------------------------ TAP

class Tap:
    """TAP lines on stdout, the plan at the end."""

    def __init__(self):
        self.n = 0
        self.failed = 0

    def ok(self, condition, name, detail=None):
        self.n += 1
        if condition:
            print(f"ok {self.n} - {name}", flush=True)
        else:
            self.failed += 1
            print(f"not ok {self.n} - {name}", flush=True)
            if detail is not None:
                for line in str(detail).splitlines()[:40]:
                    print(f"#   {line}", flush=True)
        return condition

    def note(self, text):
        for line in str(text).splitlines():
            print(f"# {line}", flush=True)

    def done(self):
        print(f"1..{self.n}", flush=True)
        return 1 if self.failed else 0


# ------------------------------------------------------------ loopback

def enter_network_namespace():
    """Runs this script again inside a network namespace of its own with
    only its loopback up, when the machine lets it make one. Returns
    whether the script now runs in one (False: it goes on outside, on
    chromium's flags and the socket check alone). BF_BROWSER_NETNS=0
    keeps it outside (to check those two on their own)."""
    if os.environ.get("BF_BROWSER_NETNS") == "1":
        return True
    if os.environ.get("BF_BROWSER_NETNS") == "0":
        return False
    unshare = shutil.which("unshare")
    ip = shutil.which("ip") or ("/usr/sbin/ip" if os.path.exists("/usr/sbin/ip") else None)
    if unshare is None or ip is None:
        return False
    flags = ["--net"] if os.geteuid() == 0 else ["--net", "--map-root-user"]
    probe = subprocess.run([unshare] + flags + [ip, "link", "set", "lo", "up"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if probe.returncode != 0:
        return False
    env = dict(os.environ, BF_BROWSER_NETNS="1")
    sys.stdout.flush()
    os.execve(unshare, [unshare] + flags + [
        "sh", "-c", f'"{ip}" link set lo up && exec "$@"', "sh",
        sys.executable] + sys.argv, env)
    return True  # not reached


def is_loopback(address):
    address = address.strip("[]")
    if address.startswith("::ffff:"):
        address = address[7:]
    return address.startswith("127.") or address in ("::1", "*", "0.0.0.0", "::")


def descendants(pids):
    """The processes of pids and all their children."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    found, todo = set(), list(pids)
    while todo:
        pid = todo.pop()
        if pid in found:
            continue
        found.add(pid)
        todo.extend(children.get(pid, []))
    return found


def foreign_sockets(pids):
    """The sockets (TCP, UDP) of pids and their children whose local or
    peer address is not the loopback: `ss` lines."""
    if shutil.which("ss") is None:
        return None
    out = subprocess.run(["ss", "-tunapH"], capture_output=True, text=True).stdout
    mine = descendants(pids)
    bad = []
    for line in out.splitlines():
        owners = {int(p) for p in re.findall(r"pid=(\d+)", line)}
        if not owners & mine:
            continue
        fields = line.split()
        # netid state recv-q send-q local peer process
        if len(fields) < 6:
            continue
        local, peer = fields[4].rsplit(":", 1)[0], fields[5].rsplit(":", 1)[0]
        if not (is_loopback(local) and is_loopback(peer)):
            bad.append(line)
    return bad


def free_port():
    """A TCP port free on 127.0.0.1 now (the server is started on it and,
    after SIGKILL, again on the same one, as the phones' links say)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http_status(url, method="GET", headers=None):
    """The status of one request, without any proxy."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    request = urllib.request.Request(url, method=method, headers=headers or {})
    try:
        with opener.open(request, timeout=10) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


# -------------------------------------------------------------- server

class Server:
    """`benefactor --share-table GAME --listen 127.0.0.1:PORT`, the
    headless desktop: it prints one link per seat."""

    def __init__(self, binary, game, n_seats, tmp, port=None):
        self.binary = binary
        self.game = game
        self.n_seats = n_seats
        self.tmp = tmp
        self.port = port or free_port()
        self.process = None
        self.links = {}      # player name -> link
        self.starts = 0

    def env(self):
        env = dict(os.environ)
        for name in ("DISPLAY", "WAYLAND_DISPLAY"):
            env.pop(name, None)
        env.update(no_proxy="*", NO_PROXY="*", GSETTINGS_BACKEND="memory",
                   HOME=self.tmp, XDG_DATA_HOME=os.path.join(self.tmp, "data"),
                   XDG_CONFIG_HOME=os.path.join(self.tmp, "config"))
        # The desktop in the C locale, as a server or CI runs it, where
        # the C library's gettext translates nothing, and with a Dutch
        # LANGUAGE that gettext would otherwise prefer: a phone's
        # language depends on neither (src/core/bf-i18n.c reads the
        # phone's catalogue itself; docs/table-link.md).
        env["LC_ALL"] = "C.UTF-8"
        env["LANGUAGE"] = "nl"
        return env

    def start(self, timeout=30):
        self.starts += 1
        out = os.path.join(self.tmp, f"server-{self.starts}.out")
        err = os.path.join(self.tmp, f"server-{self.starts}.err")
        self.stdout_path, self.stderr_path = out, err
        with open(out, "w") as o, open(err, "w") as e:
            self.process = subprocess.Popen(
                [self.binary, "--share-table", self.game, "--listen", f"127.0.0.1:{self.port}"],
                stdout=o, stderr=e, env=self.env())
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            links = {}
            with open(out) as f:
                for line in f:
                    m = LINK_RE.match(line.rstrip("\n"))
                    if m:
                        links[m.group(1)] = m.group(2)
            if len(links) >= self.n_seats:
                self.links = links
                return links
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise RuntimeError(f"the server did not print {self.n_seats} links: "
                           + open(err).read()[-2000:])

    def base(self):
        return f"http://127.0.0.1:{self.port}"

    def kill(self):
        """SIGKILL: nothing of the server runs after it."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def stop(self):
        """SIGTERM; its exit status (0 is a clean stop; a sanitizer report
        makes it another)."""
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        code = self.process.returncode
        self.process = None
        return code

    def stderr(self):
        try:
            with open(self.stderr_path) as f:
                return f.read()
        except (OSError, AttributeError):
            return ""


def score(binary, game):
    """`benefactor --score GAME --json`: the desktop's score sheet."""
    env = dict(os.environ, GSETTINGS_BACKEND="memory", LC_ALL="C.UTF-8")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    r = subprocess.run([binary, "--score", game, "--json"], capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise RuntimeError(f"--score failed ({r.returncode}): {r.stderr}")
    return json.loads(r.stdout)


# ------------------------------------------------------------- browser

# A raw WebSocket of the test inside a page of the seat, on the page's
# own origin (the server refuses other origins): messages of protocol v1
# sent as they are, every frame kept. It reopens itself when closed.
RAW_JS = r"""
if (!window.__bfRaw) {
  window.__bfRaw = { ws: null, frames: [], closed: 0, opens: 0 };
}
const raw = window.__bfRaw;
raw.open = function () {
  if (raw.ws && (raw.ws.readyState === 0 || raw.ws.readyState === 1)) return;
  const path = location.pathname.replace(/[^/]*$/, '');
  const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + path + 'ws');
  raw.ws = ws;
  ws.onopen = () => { raw.opens++; };
  ws.onmessage = (e) => { raw.frames.push(e.data); };
  ws.onclose = (e) => { raw.closed++; raw.lastClose = e.code; };
};
"""


class Browser:
    """One phone: a headless chromium with its own profile, 360 × 740 by
    default, in a language of its own (Accept-Language)."""

    def __init__(self, tmp, name, lang="en", width=360, height=740, dark=False):
        self.name = name
        self.profile = tempfile.mkdtemp(prefix=f"chromium-{name}-", dir=tmp)
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in CHROMIUM_FLAGS:
            options.add_argument(flag)
        if os.geteuid() == 0:
            options.add_argument("--no-sandbox")   # chromium refuses its sandbox as root
        options.add_argument(f"--user-data-dir={self.profile}")
        options.add_argument(f"--window-size={width},{height}")
        options.add_argument(f"--lang={lang}")
        options.add_argument(f"--accept-lang={lang}")
        if dark:
            options.add_argument("--force-dark-mode")
            options.add_argument("--blink-settings=preferredColorScheme=0")
        options.add_experimental_option("prefs", {"intl.accept_languages": lang})
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True, "enablePage": False})
        service = Service(CHROMEDRIVER, log_path=os.path.join(tmp, f"chromedriver-{name}.log"))
        self.driver = webdriver.Chrome(service=service, options=options)
        self.driver.set_script_timeout(20)
        self.driver.set_page_load_timeout(60)
        # Headless chromium keeps its windows at least 500 px wide: a
        # phone's screen is emulated (its viewport, and the page's
        # <meta name="viewport"> honoured as on a phone).
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        self.frames = []       # ("sent"|"received", payload), in order
        self.responses = []    # (url, status)
        self.console = []

    def pids(self):
        pids = []
        try:
            pids.append(self.driver.service.process.pid)
        except AttributeError:
            pass
        return pids

    def drain(self):
        """Moves chromium's performance log into frames and responses (the
        log is emptied each time it is read)."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            method = message.get("method")
            params = message.get("params", {})
            if method == "Network.webSocketFrameReceived":
                self.frames.append(("received", params["response"]["payloadData"]))
            elif method == "Network.webSocketFrameSent":
                self.frames.append(("sent", params["response"]["payloadData"]))
            elif method == "Network.responseReceived":
                self.responses.append((params["response"]["url"], params["response"]["status"]))
        try:
            self.console.extend(self.driver.get_log("browser"))
        except Exception:
            pass

    def received(self):
        self.drain()
        return [payload for direction, payload in self.frames if direction == "received"]

    def get(self, url):
        self.driver.get(url)

    def dom(self):
        """Everything of the page a person or a script could read: its
        markup as it is now (attributes, values of form fields, text)."""
        return self.driver.execute_script(
            "const values = Array.from(document.querySelectorAll('input,select,textarea'))"
            "  .map(e => e.name + '=' + (e.type === 'checkbox' || e.type === 'radio' ? e.checked : e.value));"
            "return document.documentElement.outerHTML + '\\n' + document.body.innerText + '\\n' + values.join('\\n');")

    # The raw socket of the test in this page.
    def raw_open(self, timeout=10):
        self.driver.execute_script(RAW_JS + "raw.open();")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            state = self.driver.execute_script("return window.__bfRaw.ws.readyState;")
            if state == 1:
                return True
            if state == 3:
                self.driver.execute_script(RAW_JS + "raw.open();")
            time.sleep(0.05)
        return False

    def raw_frames(self):
        return self.driver.execute_script("return window.__bfRaw ? window.__bfRaw.frames : [];")

    def raw_send(self, message, timeout=10):
        """Sends one message on the raw socket; returns the ack or refusal
        with its id (None after timeout or a closed socket)."""
        mid = message.get("id")
        text = json.dumps(dict(message, v=1), separators=(",", ":"))
        n_before = self.driver.execute_script(
            "const r = window.__bfRaw; r.ws.send(arguments[0]); return r.frames.length;", text)
        if mid is None:
            return None
        deadline = time.monotonic() + timeout
        seen = n_before
        while time.monotonic() < deadline:
            frames = self.driver.execute_script(
                "return window.__bfRaw.frames.slice(arguments[0]);", seen)
            for f in frames:
                reply = json.loads(f)
                if reply.get("type") in ("ack", "refused") and reply.get("id") == mid:
                    return reply
            seen += len(frames)
            if self.driver.execute_script("return window.__bfRaw.ws.readyState;") == 3:
                return None
            time.sleep(0.02)
        return None

    def raw_view(self):
        """The last view the raw socket received."""
        for f in reversed(self.raw_frames()):
            message = json.loads(f)
            if message.get("type") == "view":
                return message
        return None

    def quit(self):
        try:
            self.driver.quit()
        except Exception:
            pass


def run_parallel(functions):
    """Runs each function in its own thread (one browser each) and returns
    their results, or raises the first exception."""
    results = [None] * len(functions)
    errors = []

    def run(i, f):
        try:
            results[i] = f()
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=run, args=(i, f)) for i, f in enumerate(functions)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return results


def space_index(board, city_id, space):
    """The map space index of the protocol (docs/table-link.md): the
    spaces of data/rules/board.json's cities in order, 1-based spaces."""
    index = 0
    for city in board["cities"]:
        if city["id"] == city_id:
            if not 1 <= space <= len(city["spaces"]):
                raise ValueError(f"{city_id} has no space {space}")
            return index + space - 1
        index += len(city["spaces"])
    raise ValueError(f"no city {city_id}")


# Counts what #announce says, as a screen reader hears it: every text it
# takes (the page empties it first, so that the same sentence twice is
# said twice). Run in the page once it is ready; window.__bfHeard holds
# what was said.
ANNOUNCE_JS = r"""
if (!window.__bfHeard) {
  window.__bfHeard = [];
  const node = document.getElementById('announce');
  new MutationObserver(() => {
    const text = node.textContent.trim();
    if (text !== '') window.__bfHeard.push(text);
  }).observe(node, { childList: true, characterData: true, subtree: true });
}
"""


def layout(driver, skip=None):
    """The page at the browser's width: {"width", "scroll" (the document's
    width), "small": every control below 44 x 44 px, itself and with its
    labels}, leaving out the controls inside `skip` (a CSS selector)."""
    return driver.execute_script("""
      const skip = arguments[0];
      const out = { scroll: document.documentElement.scrollWidth, width: window.innerWidth, small: [] };
      const big = (r) => r.width >= 44 && r.height >= 44;
      for (const e of document.querySelectorAll('button, input, select, textarea, a[href], summary')) {
        const r = e.getBoundingClientRect();
        if ((r.width === 0 && r.height === 0) || (skip && e.closest(skip)) || big(r)) continue;
        const labels = Array.from(e.labels || []);
        if (labels.some((l) => big(l.getBoundingClientRect()))) continue;
        out.small.push(`${e.tagName.toLowerCase()} ${e.id || e.getAttribute('aria-label') || ''}`
                       + ` ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
      return out;""", skip)


def wait_for(predicate, timeout=10, interval=0.05):
    """predicate() until it is true or timeout seconds have passed; its last value."""
    deadline = time.monotonic() + timeout
    value = predicate()
    while not value and time.monotonic() < deadline:
        time.sleep(interval)
        value = predicate()
    return value


class Run:
    """One test program's servers and browsers: made through it, each
    test's ended through it (finish()), and all of them ended when the
    program ends or is stopped (SIGTERM: meson's timeout)."""

    def __init__(self, tap, binary, data, in_netns):
        self.tap = tap
        self.binary = binary
        self.data = data
        self.tmp = tempfile.mkdtemp(prefix="benefactor-browser-")
        self.servers = []
        self.browsers = []
        kill_on_exit(self.cleanup)
        tap.note("in a network namespace of its own: only the loopback exists" if in_netns else
                 "not in a network namespace of its own (none could be made, or BF_BROWSER_NETNS=0): "
                 "the loopback is kept by chromium's flags and checked with ss")

    def new_server(self, game_name, n_seats):
        """The server started on a copy of tests/browser/GAME_NAME."""
        game = os.path.join(self.tmp, f"{len(self.servers)}-{game_name}")
        shutil.copy(os.path.join(self.data, game_name), game)
        server = Server(self.binary, game, n_seats, self.tmp)
        self.servers.append(server)
        server.start()
        return server

    def new_browser(self, name, **kwargs):
        browser = Browser(self.tmp, f"{name}-{len(self.browsers)}", **kwargs)
        self.browsers.append(browser)
        return browser

    def check_loopback(self, server, browsers):
        pids = [server.process.pid] if server.process else []
        for b in browsers:
            pids += b.pids()
        bad = foreign_sockets(pids)
        if bad is None:
            self.tap.note("ss is missing: the sockets were not checked")
            return
        self.tap.ok(not bad, "no socket of chromium, chromedriver or the server leaves the loopback",
                    "\n".join(bad))

    def finish(self, server, browsers):
        """The end of a test: the sockets checked, the server stopped
        (cleanly: status 0), the browsers ended."""
        self.check_loopback(server, browsers)
        self.tap.ok(server.stop() == 0, "the server stops cleanly", server.stderr()[-2000:])
        for b in browsers:
            b.quit()
            self.browsers.remove(b)

    def cleanup(self):
        for b in self.browsers:
            b.quit()
        self.browsers.clear()
        for server in self.servers:
            if server.process is not None:
                try:
                    server.process.send_signal(signal.SIGCONT)   # one stopped by a test
                except OSError:
                    pass
            server.kill()
        self.servers.clear()

    def end(self):
        self.cleanup()
        shutil.rmtree(self.tmp, ignore_errors=True)
        return self.tap.done()


def kill_on_exit(*things):
    """SIGTERM ends the test's browsers and server too (meson's timeout)."""
    def handler(signum, frame):
        for thing in things:
            try:
                thing()
            except Exception:
                pass
        sys.exit(1)
    signal.signal(signal.SIGTERM, handler)
