"""The Python modules the tests take from Debian (python3-pyatspi,
python3-selenium): a python3 earlier on PATH (pyenv, a virtualenv) does
not see them, so a test that misses one runs itself again with Debian's
/usr/bin/python3, once."""
import importlib.util
import os
import sys


def need(module, package):
    """Returns when `module` can be imported; else runs the test again
    with /usr/bin/python3, or ends it with a TAP bail-out naming the
    Debian `package`."""
    if importlib.util.find_spec(module) is not None:
        return
    if sys.executable != "/usr/bin/python3" and os.path.exists("/usr/bin/python3") \
            and not os.environ.get("BF_PYTHON_REEXEC"):
        os.environ["BF_PYTHON_REEXEC"] = "1"
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    print(f"Bail out! {package} is not installed (bash build-aux/dev.sh test installs it)")
    sys.exit(1)
