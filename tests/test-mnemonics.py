#!/usr/bin/env python3
"""No two items of one menu share a mnemonic, in English or in any shipped
translation (po/LINGUAS).

Every <menu> of ui/*.ui is one group: the label attributes of its items
(all sections together, as a popover menu shows them). The letter after "_"
is the mnemonic, compared case-insensitively; a label without "_" has none.
The response labels given together to one adw_message_dialog_add_responses
call in src/app are one group too.

A translation is looked up in the .po as gettext would: an untranslated or
fuzzy message falls back to the English label."""
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
po_dir = os.path.join(root, "po")
failures = 0


def fail(message):
    global failures
    print("not ok - " + message)
    failures += 1


def unquote(text):
    """The value of the contents of a C / .po string literal."""
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r'\\(.)', lambda m: escapes.get(m.group(1), m.group(1)), text)


def parse_po(path):
    """{(msgctxt or None, msgid): msgstr} of the translated, non-fuzzy
    messages of a .po file (msgstr[0] for plurals)."""
    messages = {}
    entry = {}
    key = None
    fuzzy = False

    def flush():
        nonlocal entry, fuzzy
        msgid = entry.get("msgid")
        msgstr = entry.get("msgstr", entry.get("msgstr[0]", ""))
        if msgid and msgstr and not fuzzy:
            messages[(entry.get("msgctxt"), msgid)] = msgstr
        entry = {}
        fuzzy = False

    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("#~"):
                continue
            if not line:
                if entry:
                    flush()
                key = None
                continue
            if line.startswith("#"):
                if "msgid" in entry:
                    flush()
                if line.startswith("#,") and "fuzzy" in line:
                    fuzzy = True
                continue
            m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
            if m:
                key = m.group(1)
                if key in ("msgctxt", "msgid") and "msgid" in entry:
                    flush()
                entry[key] = unquote(m.group(2))
                continue
            m = re.match(r'"(.*)"$', line)
            if m and key:
                entry[key] += unquote(m.group(1))
    if entry:
        flush()
    return messages


def menu_groups():
    """[(name, [(context, label), ...])] for every <menu> of ui/*.ui."""
    groups = []
    for path in sorted(glob.glob(os.path.join(root, "ui", "*.ui"))):
        tree = ET.parse(path)
        for menu in tree.iter("menu"):
            labels = []
            for item in menu.iter("item"):
                for attribute in item.findall("attribute"):
                    if attribute.get("name") == "label" and attribute.get("translatable") == "yes":
                        labels.append((attribute.get("context"), attribute.text or ""))
            name = f"{os.path.basename(path)} menu {menu.get('id', '(no id)')}"
            groups.append((name, labels))
    return groups


C_STRING = r'"(?:[^"\\]|\\.)*"'
C_LABEL = re.compile(r'\b(?:(C_|NC_)\s*\(\s*(' + C_STRING + r')\s*,\s*|(_|N_)\s*\(\s*)((?:' + C_STRING + r'\s*)+)\)')


def dialog_groups():
    """[(name, [(context, label), ...])] for the labels passed to one
    adw_message_dialog_add_responses call in src/app."""
    groups = []
    paths = sorted(glob.glob(os.path.join(root, "src", "app", "*.c")) +
                   glob.glob(os.path.join(root, "src", "app", "*", "*.c")))
    for path in paths:
        with open(path, encoding="utf-8") as f:
            source = f.read()
        for call in re.finditer(r'adw_message_dialog_add_responses\s*\(', source):
            end = source.find(";", call.end())
            args = source[call.end():end]
            labels = []
            for m in C_LABEL.finditer(args):
                context = unquote(m.group(2)[1:-1]) if m.group(2) else None
                label = "".join(unquote(s[1:-1]) for s in re.findall(C_STRING, m.group(4)))
                labels.append((context, label))
            line = source.count("\n", 0, call.start()) + 1
            rel = os.path.relpath(path, root)
            if len(labels) < 2:
                continue
            groups.append((f"dialog at {rel}:{line}", labels))
    return groups


def mnemonic(label):
    """The mnemonic letter of a label, lower-cased, or None ("__" is a
    literal underscore)."""
    i = 0
    while i < len(label) - 1:
        if label[i] == "_":
            if label[i + 1] == "_":
                i += 2
                continue
            return label[i + 1].lower()
        i += 1
    return None


menus = menu_groups()
if not menus:
    fail("no <menu> found in ui/*.ui")
groups = menus + dialog_groups()

langs = [l.strip() for l in open(os.path.join(po_dir, "LINGUAS"), encoding="utf-8")
         if l.strip() and not l.startswith("#")]
catalogs = {"en": {}}
for lang in langs:
    path = os.path.join(po_dir, lang + ".po")
    if not os.path.exists(path):
        fail(f"po/LINGUAS lists {lang}, but po/{lang}.po does not exist")
        continue
    catalogs[lang] = parse_po(path)

for lang, catalog in catalogs.items():
    clashes = 0
    for name, labels in groups:
        seen = {}
        for context, label in labels:
            text = catalog.get((context, label), label)
            letter = mnemonic(text)
            if letter is None:
                continue
            if letter in seen:
                fail(f"{lang}: {name}: '{letter.upper()}' in {seen[letter]!r} and {text!r}")
                clashes += 1
            else:
                seen[letter] = text
    if not clashes:
        print(f"ok - {lang}: {len(groups)} menus and dialogs, no shared mnemonic")

sys.exit(1 if failures else 0)
