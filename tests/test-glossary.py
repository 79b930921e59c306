#!/usr/bin/env python3
"""The catalogs use docs/glossary.md's word for each piece.

Reads the two checked tables of docs/glossary.md: a translated message
whose English text has a word of "Checked words" must have that language's
word in its translation (each plural form too), and no translated message
may have a word of "Words not used" for its language. Untranslated and
fuzzy messages are left to test-translations."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bf_po  # noqa: E402

root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
po_dir = os.path.join(root, "po")
failures = 0


def fail(message):
    global failures
    print("not ok - " + message)
    failures += 1


def table(text, heading):
    """The rows of the first table under ## heading, as lists of cells."""
    m = re.search(r"^## " + re.escape(heading) + r"\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    if not m:
        fail(f"docs/glossary.md has no section “{heading}”")
        return []
    rows = []
    for line in m.group(1).splitlines():
        if not line.startswith("|") or re.match(r"\|\s*-", line):
            continue
        rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return rows[1:]


QUOTED = re.compile(r"“[^”]*”")


def code(cell):
    m = re.search(r"`([^`]+)`", cell)
    return m.group(1) if m else None


with open(os.path.join(root, "docs", "glossary.md"), encoding="utf-8") as f:
    glossary = f.read()

words = table(glossary, "Checked words")
langs = ["de", "fr", "nl", "da"]
terms = []
for row in words:
    english = code(row[0])
    if english is None or len(row) != 1 + len(langs):
        fail(f"docs/glossary.md: bad row {row!r} in Checked words")
        continue
    pattern = re.compile(r"\b" + re.escape(english).replace(r"\ ", r"\s+") + r"s?\b", re.I)
    terms.append((english, pattern, {lang: code(cell) for lang, cell in zip(langs, row[1:])}))
if not terms:
    fail("docs/glossary.md checks no word")

banned = {}
for row in table(glossary, "Words not used (checked)"):
    word = code(row[1]) if len(row) == 3 else None
    if word is None:
        fail(f"docs/glossary.md: bad row {row!r} in Words not used")
        continue
    banned.setdefault(row[0], []).append(word)

for lang in langs:
    path = os.path.join(po_dir, lang + ".po")
    entries = [(m["msgid"], m["msgid_plural"], m["msgstr"]) for m in bf_po.read(path)]
    wrong = 0
    for english, pattern, translations in terms:
        want = translations[lang].lower().split("/")
        for msgid, plural, strs in entries:
            # A word in quotes is a file's key (“timeline”), not the piece.
            text = QUOTED.sub("", msgid + "\n" + plural)
            if not pattern.search(text):
                continue
            for s in strs:
                if not any(w in s.lower() for w in want):
                    fail(f"{lang}: “{english}” is “{translations[lang]}”: “{msgid}” → “{s}”")
                    wrong += 1
    for word in banned.get(lang, []):
        end = "" if word.endswith("*") else r"(?![\w-])"
        ban = re.compile(r"(?<![\w-])" + re.escape(word.rstrip("*")) + end, re.I)
        for msgid, plural, strs in entries:
            for s in strs:
                if ban.search(s):
                    fail(f"{lang}: “{word}” is not used: “{msgid}” → “{s}”")
                    wrong += 1
    if not wrong:
        print(f"ok - {lang}: {len(terms)} words and {len(banned.get(lang, []))} words not used checked in {len(entries)} messages")

sys.exit(1 if failures else 0)
