#!/usr/bin/env python3
"""The user help (help/): with no argument, the Mallard pages of help/C
and of every language in help/LINGUAS, built from its catalog as `meson
install` builds them (msgfmt, then itstool), pass `yelp-check validate`,
`links`, `media`, `ids` and `orphans`. With --translations: each
help/<lang>/<lang>.po passes `msgfmt --check` and is complete against a
template made fresh from the pages (no message untranslated or fuzzy)."""
import glob
import os
import re
import subprocess
import sys
import tempfile

root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
help_dir = os.path.join(root, "help")
pages = sorted(glob.glob(os.path.join(help_dir, "C", "*.page")))
langs = [l.strip() for l in open(os.path.join(help_dir, "LINGUAS"), encoding="utf-8")
         if l.strip() and not l.startswith("#")]
failures = 0
count = 0


def check(ok, message, output=""):
    global failures, count
    count += 1
    if ok:
        print(f"ok {count} - {message}")
    else:
        failures += 1
        print(f"not ok {count} - {message}")
        for line in output.strip().splitlines():
            print("# " + line)


def run(args, cwd=None):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def yelp_check(folder, what):
    """yelp-check validate, links, media, ids (a page's id is its file's
    name) and orphans (every page is reached from the index) on the pages
    of @folder."""
    names = sorted(os.path.basename(p) for p in glob.glob(os.path.join(folder, "*.page")))
    status, output = run(["yelp-check", "validate"] + names, cwd=folder)
    check(status == 0 and not output.strip(), f"yelp-check validate {what}", output)
    for command in ("links", "media", "ids", "orphans"):
        status, output = run(["yelp-check", command, "."], cwd=folder)
        check(status == 0 and not output.strip(), f"yelp-check {command} {what}", output)


with tempfile.TemporaryDirectory() as tmp:
    if len(sys.argv) > 1 and sys.argv[1] == "--translations":
        pot = os.path.join(tmp, "help.pot")
        status, output = run(["itstool", "-o", pot] + pages)
        check(status == 0, "itstool makes the template from help/C", output)
        for lang in langs:
            po = os.path.join(help_dir, lang, lang + ".po")
            if not os.path.exists(po):
                check(False, f"help/LINGUAS lists {lang}, but help/{lang}/{lang}.po does not exist")
                continue
            status, output = run(["msgfmt", "--check", "-o", os.devnull, po])
            check(status == 0, f"msgfmt --check help/{lang}/{lang}.po", output)
            merged = os.path.join(tmp, lang + ".po")
            run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", merged, po, pot])
            status, stats = run(["msgfmt", "--statistics", "-o", os.devnull, merged])
            incomplete = re.search(r"(\d+) (untranslated|fuzzy)", stats)
            check(status == 0 and not incomplete,
                  f"help/{lang}/{lang}.po is complete against the pages", stats)
    else:
        yelp_check(os.path.join(help_dir, "C"), "help/C")
        for lang in langs:
            po = os.path.join(help_dir, lang, lang + ".po")
            out = os.path.join(tmp, lang)
            os.makedirs(out)
            mo = os.path.join(tmp, lang + ".mo")
            status, output = run(["msgfmt", "-o", mo, po])
            if status == 0:
                status, output = run(["itstool", "-m", mo, "-o", out + "/"] + pages)
            check(status == 0, f"itstool builds the {lang} pages", output)
            # The figures are the English ones (symlinked at install).
            os.symlink(os.path.join(help_dir, "C", "figures"), os.path.join(out, "figures"))
            yelp_check(out, f"the built {lang} pages")

print(f"1..{count}")
sys.exit(1 if failures else 0)
