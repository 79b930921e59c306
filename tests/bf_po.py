"""Reading a .po file as gettext would, for the catalog tests
(test-mnemonics.py, test-glossary.py)."""
import re


def unquote(text):
    """The value of the contents of a C / .po string literal."""
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r'\\(.)', lambda m: escapes.get(m.group(1), m.group(1)), text)


def read(path):
    """The translated, non-fuzzy messages of a .po file (the header left
    out), in file order: dicts with "msgctxt" (or None), "msgid",
    "msgid_plural" ("" when none) and "msgstr" (the list of its forms)."""
    messages = []
    entry = {}
    key = None
    fuzzy = False

    def flush():
        nonlocal entry, fuzzy
        forms = [v for k, v in sorted(entry.items()) if k.startswith("msgstr")]
        if entry.get("msgid") and any(forms) and not fuzzy:
            messages.append({"msgctxt": entry.get("msgctxt"), "msgid": entry["msgid"],
                             "msgid_plural": entry.get("msgid_plural", ""), "msgstr": forms})
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
