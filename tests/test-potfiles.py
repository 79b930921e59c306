#!/usr/bin/env python3
"""po/POTFILES.in lists every file with translatable strings, and xgettext
extracts them without complaint (including the rule data's names)."""
import os
import re
import subprocess
import sys
import tempfile

root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
listed = set()
with open(os.path.join(root, "po", "POTFILES.in"), encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if line and not line.startswith("#"):
            listed.add(line)

marker = re.compile(r'\b(N?_|C_|NC_|ngettext)\(|translatable="yes"')
found = set()
for top in ("src", "ui", "data"):
    for dirpath, _, files in os.walk(os.path.join(root, top)):
        for name in files:
            if name.endswith((".h", ".json", ".svg", ".png", ".md")):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            with open(path, encoding="utf-8", errors="replace") as f:
                if marker.search(f.read()):
                    found.add(rel)
# gettext-domain schemas and desktop/metainfo files translate without markers
for rel in list(listed):
    if rel.endswith((".desktop.in", ".metainfo.xml.in", ".gschema.xml")):
        found.add(rel)

failures = 0
for rel in sorted(found - listed):
    print(f"not ok - {rel} has translatable strings but is missing from po/POTFILES.in")
    failures += 1
for rel in sorted(listed):
    if not os.path.exists(os.path.join(root, rel)):
        print(f"not ok - po/POTFILES.in lists {rel}, which does not exist")
        failures += 1

with tempfile.TemporaryDirectory() as tmp:
    pot = os.path.join(tmp, "benefactor.pot")
    args = ["xgettext", "--directory", root, "--files-from",
            os.path.join(root, "po", "POTFILES.in"), "--output", pot,
            "--from-code=UTF-8", "--add-comments", "--keyword=_", "--keyword=N_",
            "--keyword=C_:1c,2", "--keyword=NC_:1c,2", "--keyword=g_dngettext:2,3",
            "--keyword=g_dpgettext2:2c,3", "--flag=g_set_error:4:c-format",
            "--flag=g_strdup_printf:1:c-format", "--flag=g_printerr:1:c-format"]
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        print("not ok - xgettext failed:\n" + result.stderr)
        failures += 1
    elif "warning" in result.stderr:
        # e.g. a G_GINT64_FORMAT inside a message: xgettext cuts the
        # message there and no translation can ever match it.
        print("not ok - xgettext warns:\n" + result.stderr)
        failures += 1
    else:
        text = open(pot, encoding="utf-8").read()
        for msgid in ("Human Resources", "Recruiting", "Benefactor", "Major-city connections"):
            if f'msgid "{msgid}"' not in text:
                print(f"not ok - “{msgid}” is not in the extracted template")
                failures += 1

print("ok - POTFILES complete" if failures == 0 else f"{failures} problems")
sys.exit(1 if failures else 0)
