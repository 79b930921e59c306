#!/usr/bin/env python3
"""No two items of one menu, and no two access keys of one page, share a
mnemonic, in English or in any shipped translation (po/LINGUAS).

Every <menu> of ui/*.ui is one group: the label attributes of its items
(all sections together, as a popover menu shows them). The letter after "_"
is the mnemonic, compared case-insensitively; a label without "_" has none.
The response labels given together to one adw_message_dialog_add_responses
call in src/app are one group too.

Every page is one group as well: the translatable label or title of each
object with use-underline in a template of ui/*.ui, with the templates it
holds (a child object of a class that has a template of its own). The
window's shells
(the top-level objects of bf-window-pages.ui and bf-window.ui) hold the
page put into their AdwBin (HOSTS below). The pages of a GtkStack,
AdwViewStack or AdwLeaflet are shown one at a time: each is checked with
what stands around the stack, not with its siblings. (Buttons that C code
makes with gtk_*_new_with_mnemonic are not seen here: where they go is only
known at run time.)

A translation is looked up in the .po as gettext would: an untranslated or
fuzzy message falls back to the English label."""
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bf_po  # noqa: E402
from bf_po import unquote  # noqa: E402

root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
po_dir = os.path.join(root, "po")
failures = 0


def fail(message):
    global failures
    print("not ok - " + message)
    failures += 1


def parse_po(path):
    """{(msgctxt or None, msgid): msgstr} of the translated, non-fuzzy
    messages of a .po file (msgstr[0] for plurals)."""
    return {(m["msgctxt"], m["msgid"]): m["msgstr"][0] for m in bf_po.read(path)}


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


# The template each AdwBin of ui/*.ui is given in C ("file:id"; None: what
# the C code builds there has no template).
HOSTS = {
    "bf-window-pages.ui:new_game_bin": "BfNewGamePage",
    "bf-window-pages.ui:setup_bin": "BfSetupAssistant",
    "bf-window-pages.ui:reveal_bin": "BfSecretPage",
    "bf-window-pages.ui:solo_bin": "BfSoloPage",
    "bf-window-pages.ui:livingstone_bin": "BfLivingstonePage",
    "bf-window.ui:start_bin": "BfStartPage",
    "bf-window.ui:history_bin": "BfHistoryPage",
    "bf-window.ui:history_game_bin": "BfHistoryGamePage",
    "bf-window.ui:history_player_bin": "BfHistoryPlayerPage",
    "bf-carnegie-page.ui:editor_bin": "BfPlayerEditor",
    "bf-history-page.ui:solo_bin": None,
    "bf-history-game-page.ui:content_bin": None,
    "bf-history-player-page.ui:content_bin": None,
}
# Children of a template that C shows one at a time, never together
# ("file:id" of each; the same set name groups them): the solo page's
# timeline tiles belong to its setup, its final scoring to the end.
SHOWN_APART = {
    "bf-solo-page.ui:laid": "solo phase",
    "bf-solo-page.ui:final": "solo phase",
}
SWITCHERS = {"GtkStack", "AdwViewStack", "AdwLeaflet", "AdwSqueezer", "AdwCarousel"}
LABEL_PROPERTIES = ("label", "title", "text")


def is_true(text):
    return (text or "").strip().lower() in ("true", "yes", "1")


def own_labels(obj):
    """[(context, label)] of an <object> or <template> with use-underline."""
    props = {p.get("name"): p for p in obj.findall("property")}
    if "use-underline" not in props or not is_true(props["use-underline"].text):
        return []
    labels = []
    for name in LABEL_PROPERTIES:
        p = props.get(name)
        if p is not None and p.get("translatable") == "yes" and p.text:
            labels.append((p.get("context"), p.text))
    return labels


def object_groups(obj, templates, seen):
    """The groups of labels shown at once by @obj and what it holds: a list
    of label lists (more than one when it holds a switcher)."""
    groups = [own_labels(obj)]
    cls = obj.get("class")
    if obj.tag == "object" and cls in templates and cls not in seen:
        inner = object_groups(templates[cls], templates, seen | {cls})
        groups = [a + b for a in groups for b in inner]
    host = HOSTS.get(f"{obj.get('_file')}:{obj.get('id')}")
    if host is not None and host in templates:
        inner = object_groups(templates[host], templates, seen | {host})
        groups = [a + b for a in groups for b in inner]
    switcher = cls in SWITCHERS
    alternatives = []
    apart = {}
    for holder in list(obj.findall("child")) + [p for p in obj.findall("property") if p.get("name") == "child"]:
        for child in holder.findall("object"):
            if child.get("class", "").endswith("Page") and child.get("class") in ("GtkStackPage", "AdwViewStackPage", "AdwLeafletPage"):
                inner = []
                for p in child.findall("property"):
                    for o in p.findall("object"):
                        inner.extend(object_groups(o, templates, seen))
            else:
                inner = object_groups(child, templates, seen)
            apart_set = SHOWN_APART.get(f"{child.get('_file')}:{child.get('id')}")
            if switcher:
                alternatives.extend(inner)
            elif apart_set is not None:
                apart.setdefault(apart_set, [[]]).extend(inner)
            else:
                groups = [a + b for a in groups for b in inner]
    for p in obj.findall("property"):
        if p.get("name") in ("child", "title-widget", "content", "popover"):
            continue
        for child in p.findall("object"):
            inner = object_groups(child, templates, seen)
            groups = [a + b for a in groups for b in inner]
    if switcher and alternatives:
        groups = [a + b for a in groups for b in alternatives]
    for inner in apart.values():
        groups = [a + b for a in groups for b in inner]
    return groups


def page_groups():
    """[(name, [(context, label), ...])] for every page: each template and
    each top-level object of ui/*.ui with what it holds."""
    trees = {path: ET.parse(path) for path in sorted(glob.glob(os.path.join(root, "ui", "*.ui")))}
    templates = {}
    for path, tree in trees.items():
        for o in tree.iter("object"):
            o.set("_file", os.path.basename(path))
        for t in tree.getroot().findall("template"):
            templates[t.get("class")] = t
    groups = []
    ids = {f"{os.path.basename(path)}:{o.get('id')}" for path, tree in trees.items() for o in tree.iter("object")}
    for bin_id in HOSTS:
        if bin_id not in ids:
            fail(f"HOSTS names {bin_id}, which no ui/*.ui has")
    for bin_id in ids:
        if bin_id.endswith("_bin") and bin_id not in HOSTS:
            fail(f"{bin_id} of ui/*.ui holds a page: name it in HOSTS")
    for path, tree in trees.items():
        for top in tree.getroot():
            if top.tag not in ("template", "object"):
                continue
            name = f"{os.path.basename(path)} {top.get('class') if top.tag == 'template' else top.get('id', top.get('class'))}"
            for i, labels in enumerate(object_groups(top, templates, {top.get("class")} if top.tag == "template" else set())):
                groups.append((name + (f" (view {i + 1})" if i else ""), labels))
    return groups


menus = menu_groups()
if not menus:
    fail("no <menu> found in ui/*.ui")
pages = page_groups()
groups = menus + dialog_groups() + pages

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
        print(f"ok - {lang}: {len(menus)} menus, {len(groups) - len(menus) - len(pages)} dialogs and {len(pages)} page views, no shared mnemonic")

sys.exit(1 if failures else 0)
