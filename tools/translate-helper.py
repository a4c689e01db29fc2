#!/usr/bin/env python3
"""Lists and fills the unfinished messages of a Qt Linguist .ts file.

  translate-helper.py list FILE.ts              every message still unfinished or empty, by context
  translate-helper.py fill FILE.ts TABLE.py     fills unfinished messages from a table of translations

TABLE.py defines DE = {source: translation}, optionally CTX = {(context, source): translation} (wins over DE) and
NUM = {source: [singular, plural]} for numerus messages. Only unfinished messages are filled, so a translation
that was revised in the .ts by hand is never overwritten. Run lupdate afterwards: it rewrites the file in its own
layout. The translations themselves are a person's work; this only saves typing them into XML.
"""
import sys
import xml.etree.ElementTree as ET


def unfinished(message):
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return translation is not None and translation.get("type") == "unfinished" or translation is None
    forms = translation.findall("numerusform")
    texts = [f.text for f in forms] if forms else [translation.text]
    return any(not t for t in texts)


def messages(root):
    for context in root.findall("context"):
        name = context.findtext("name")
        for message in context.findall("message"):
            yield name, message


def list_unfinished(path):
    count = 0
    for context, message in messages(ET.parse(path).getroot()):
        if unfinished(message):
            count += 1
            print(f"{context}\t{message.findtext('source')!r}")
    print(f"{count} unfinished", file=sys.stderr)
    return 1 if count else 0


def fill(path, table_path):
    table = {}
    exec(open(table_path, encoding="utf-8").read(), table)
    plain, by_context, plural = table.get("DE", {}), table.get("CTX", {}), table.get("NUM", {})
    tree = ET.parse(path)
    missing = 0
    for context, message in messages(tree.getroot()):
        if not unfinished(message):
            continue
        source = message.findtext("source")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            forms = plural.get(source)
            if not forms:
                missing += 1
                print(f"missing (numerus): {context}\t{source!r}", file=sys.stderr)
                continue
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            text = by_context.get((context, source), plain.get(source))
            if not text:
                missing += 1
                print(f"missing: {context}\t{source!r}", file=sys.stderr)
                continue
            translation.text = text
        translation.attrib.pop("type", None)
    ET.indent(tree, space="    ")
    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
    print(f"{missing} still missing", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "list":
        sys.exit(list_unfinished(sys.argv[2]))
    if len(sys.argv) == 4 and sys.argv[1] == "fill":
        sys.exit(fill(sys.argv[2], sys.argv[3]))
    sys.exit(__doc__)
