#!/usr/bin/env python3
"""Every shipped translation (po/LINGUAS) passes `msgfmt --check` and is
complete: against a template made fresh from the sources, no message is
untranslated or fuzzy."""
import os
import re
import subprocess
import sys
import tempfile

root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
po = os.path.join(root, "po")
langs = [l.strip() for l in open(os.path.join(po, "LINGUAS"), encoding="utf-8")
         if l.strip() and not l.startswith("#")]
failures = 0


def fail(message):
    global failures
    print("not ok - " + message)
    failures += 1


with tempfile.TemporaryDirectory() as tmp:
    pot = os.path.join(tmp, "benefactor.pot")
    # The same keywords as meson's i18n "glib" preset.
    args = ["xgettext", "--directory", root, "--files-from", os.path.join(po, "POTFILES.in"),
            "--output", pot, "--from-code=UTF-8", "--add-comments",
            "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
            "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3",
            "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format", "--flag=NC_:2:pass-c-format",
            "--flag=g_dngettext:2:pass-c-format", "--flag=g_strdup_printf:1:c-format",
            "--flag=g_string_printf:2:c-format", "--flag=g_string_append_printf:2:c-format",
            "--flag=g_error_new:3:c-format", "--flag=g_set_error:4:c-format"]
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        fail("xgettext failed:\n" + result.stderr)
        sys.exit(1)

    for lang in langs:
        path = os.path.join(po, lang + ".po")
        if not os.path.exists(path):
            fail(f"po/LINGUAS lists {lang}, but po/{lang}.po does not exist")
            continue

        check = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, path],
                               capture_output=True, text=True)
        if check.returncode != 0:
            fail(f"msgfmt --check po/{lang}.po:\n{check.stderr}")
            continue

        merged = os.path.join(tmp, lang + ".po")
        subprocess.run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", merged, path, pot],
                       check=True)
        stats = subprocess.run(["msgfmt", "--statistics", "-o", os.devnull, merged],
                               capture_output=True, text=True).stderr.strip()
        untranslated = re.search(r"(\d+) untranslated", stats)
        fuzzy = re.search(r"(\d+) fuzzy", stats)
        if untranslated or fuzzy:
            fail(f"po/{lang}.po is incomplete against the sources: {stats}")
            # Name a few, so the fix is easy to find.
            missing = subprocess.run(["msgattrib", "--untranslated", "--only-fuzzy" if fuzzy and not untranslated else "--untranslated", merged],
                                     capture_output=True, text=True).stdout
            ids = re.findall(r'^msgid "(.+)"$', missing, re.M)[:5]
            for msgid in ids:
                print(f"#   {lang}: “{msgid}”")
        else:
            print(f"ok - {lang}: {stats}")

sys.exit(1 if failures else 0)
