"""Maintain the gettext catalogs: extract, merge, compile, check (needs babel: a dev tool).

Usage::

    python -m bridgelaws.i18n.catalogs update    # source -> ru .po (merged) -> .mo
    python -m bridgelaws.i18n.catalogs compile   # ru .po -> .mo
    python -m bridgelaws.i18n.catalogs check     # exit 1 and list problems, else exit 0

``update`` extracts every msgid from ``bridgelaws/**/*.py`` (keywords
:data:`bridgelaws.i18n.KEYWORDS`) into a template held in memory, merges it into the
Russian ``.po`` (existing translations kept, new entries empty, close matches proposed as
*fuzzy*, vanished ones kept as obsolete ``#~`` entries) and compiles the ``.mo`` next to it.
``check`` reports every msgid of the source without a finished Russian translation (missing,
empty or fuzzy), every translation whose ``{placeholders}`` differ from its msgid's, a wrong
``Plural-Forms`` header, and a ``.mo`` that differs from what the ``.po`` compiles to.

The runtime never imports this module: it reads the committed ``.mo`` with :mod:`gettext`.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import io
import string
import struct
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as BabelMessage
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from bridgelaws.i18n import DOMAIN, KEYWORDS, LOCALE_DIR

#: The package directory that is scanned (``src/bridgelaws``).
PACKAGE_DIR = Path(__file__).resolve().parent.parent
#: Comments starting with this tag, just above a message, are copied to the catalog.
COMMENT_TAGS = ("TRANSLATORS:",)
#: Russian plural forms: 0 = 1, 21, 101; 1 = 2-4, 22-24; 2 = 0, 5-20, 25-30, 111.
RU_PLURAL_FORMS = (
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : "
    "n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
)
RU_PO = LOCALE_DIR / "ru" / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(po_path: Path) -> Path:
    """The compiled catalog next to ``po_path``."""
    return po_path.with_suffix(".mo")


# --- extraction ---------------------------------------------------------------------------


def _wanted_directory(path: str) -> bool:
    """Every package directory, ``_private`` ones included (babel's default skips them)."""
    name = Path(path).name
    return name != "__pycache__" and not name.startswith(".")


def extract(package_dir: Path = PACKAGE_DIR) -> Catalog:
    """A template catalog of every msgid in ``package_dir/**/*.py`` and in the console's
    Jinja2 templates (``package_dir/web/templates/*.html``).

    Locations are relative to the package's parent (``bridgelaws/deal.py``).
    """
    template = Catalog(domain=DOMAIN, project=package_dir.name, fuzzy=False)
    prefix = package_dir.name
    for filename, lineno, msgid, comments, context in extract_from_dir(
        package_dir,
        method_map=[("**.py", "python")],
        keywords=dict(KEYWORDS),
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
        directory_filter=_wanted_directory,
    ):
        location = f"{prefix}/{Path(filename).as_posix()}"
        template.add(
            msgid,
            None,
            [(location, lineno)],
            auto_comments=comments,
            context=context,
        )
    # the console's templates: ``_("...")`` calls, read by Jinja2's babel extractor
    templates = package_dir / "web" / "templates"
    if templates.is_dir():
        for filename, lineno, msgid, comments, context in extract_from_dir(
            templates,
            method_map=[("**.html", "jinja2.ext:babel_extract")],
            keywords={"_": None},
            comment_tags=COMMENT_TAGS,
            strip_comment_tags=True,
        ):
            location = f"{prefix}/web/templates/{Path(filename).as_posix()}"
            template.add(msgid, None, [(location, lineno)], auto_comments=comments,
                         context=context)
    return template


# --- reading, merging, writing ------------------------------------------------------------


HEADER_COMMENT = """\
# Russian messages of bridgelaws (the Laws of Duplicate Bridge 2017 as an engine).
# Vocabulary: the Russian seeds (1997 Laws, EBL commentary), see laws/GLOSSARY.md.
# Keep {placeholders} exactly as in the msgid. Do not edit the #: and #~ lines by hand:
#   python -m bridgelaws.i18n.catalogs update | compile | check
#"""


def _version() -> str:
    try:
        return importlib.metadata.version("bridgelaws")
    except importlib.metadata.PackageNotFoundError:  # pragma: no cover - not installed
        return "0"


def _stamp(catalog: Catalog) -> None:
    """Set the headers this project owns (plural forms, team, comment)."""
    catalog.project = "bridgelaws"
    catalog.version = _version()
    catalog.msgid_bugs_address = ""
    catalog.language_team = "Russian"
    catalog.header_comment = HEADER_COMMENT
    catalog.mime_headers = [("Plural-Forms", RU_PLURAL_FORMS)]
    catalog.fuzzy = False


def new_ru_catalog() -> Catalog:
    """An empty Russian catalog with the project's headers."""
    catalog = Catalog(locale="ru", domain=DOMAIN, last_translator="bridgelaws")
    _stamp(catalog)
    return catalog


def read_catalog(po_path: Path) -> Catalog:
    """The catalog in ``po_path`` (an empty Russian one when the file does not exist)."""
    if not po_path.exists():
        return new_ru_catalog()
    with po_path.open("rb") as f:
        return read_po(f, locale="ru", domain=DOMAIN)


def po_bytes(catalog: Catalog) -> bytes:
    """The ``.po`` text of ``catalog`` (no line numbers, so that edits elsewhere do not churn)."""
    buf = io.BytesIO()
    write_po(buf, catalog, width=0, include_lineno=False, include_previous=True)
    return buf.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """What ``catalog`` compiles to: finished translations only (fuzzy and partial left out)."""
    compiled = Catalog(locale=catalog.locale, domain=catalog.domain, fuzzy=False)
    compiled.mime_headers = catalog.mime_headers
    for message in catalog:
        if message.id and is_translated(message):
            compiled.add(message.id, message.string, context=message.context)
    buf = io.BytesIO()
    write_mo(buf, compiled)
    return buf.getvalue()


def _revive(catalog: Catalog, template: Catalog) -> None:
    """Bring back obsolete entries whose msgid is in the source again (as msgmerge does)."""
    for key, message in list(catalog.obsolete.items()):
        if message.id in template and catalog.get(message.id, message.context) is None:
            catalog[message.id] = message
            del catalog.obsolete[key]


def update(package_dir: Path = PACKAGE_DIR, po_path: Path = RU_PO) -> Catalog:
    """Merge the source's msgids into ``po_path``, write it and compile its ``.mo``.

    The ``.po`` is rewritten only when its messages change (then with a new
    ``POT-Creation-Date``), so repeated runs leave the tree clean.
    """
    template = extract(package_dir)
    catalog = read_catalog(po_path)
    old = po_path.read_bytes() if po_path.exists() else b""
    _revive(catalog, template)
    catalog.update(template, update_creation_date=False)
    _stamp(catalog)
    data = po_bytes(catalog)
    if data != old:
        catalog.creation_date = template.creation_date
        data = po_bytes(catalog)
        po_path.parent.mkdir(parents=True, exist_ok=True)
        po_path.write_bytes(data)
    compile_catalog(po_path)
    return catalog


def compile_catalog(po_path: Path = RU_PO) -> Path:
    """Compile ``po_path`` to the ``.mo`` next to it (rewritten only when it changes)."""
    data = mo_bytes(read_catalog(po_path))
    target = mo_path(po_path)
    if not target.exists() or target.read_bytes() != data:
        target.write_bytes(data)
    return target


# --- checking -----------------------------------------------------------------------------


def is_translated(message: BabelMessage) -> bool:
    """A finished translation: not fuzzy, and every form non-empty."""
    if message.fuzzy or not message.string:
        return False
    if isinstance(message.string, str):
        return True
    return all(message.string)


def placeholders(text: str) -> set[str]:
    """The replacement fields of a ``str.format`` template: ``{text!r}`` -> ``text!r``.

    Raises ``ValueError`` for a malformed template (a lone brace).
    """
    fields: set[str] = set()
    for _, name, spec, conversion in string.Formatter().parse(text):
        if name is None:
            continue
        field = name
        if conversion:
            field += "!" + conversion
        if spec:
            field += ":" + spec
        fields.add(field)
    return fields


def _ids(message: BabelMessage) -> tuple[str, ...]:
    return (message.id,) if isinstance(message.id, str) else tuple(message.id)


def _strings(message: BabelMessage) -> tuple[str, ...]:
    if isinstance(message.string, str):
        return (message.string,)
    return tuple(message.string or ())


def _show(message: BabelMessage) -> str:
    where = ", ".join(sorted({loc for loc, _ in message.locations}))
    text = " / ".join(repr(i) for i in _ids(message))
    return f"{text} ({where})" if where else text


def msgid_problem(message: BabelMessage) -> str | None:
    """Why ``message``'s msgid is not a valid ``str.format`` template, or ``None``."""
    try:
        for text in _ids(message):
            placeholders(text)
    except ValueError as exc:
        return f"bad format string in msgid: {exc}"
    return None


def placeholder_problem(message: BabelMessage, num_plurals: int) -> str | None:
    """Why ``message``'s translation does not fit its msgid, or ``None``.

    Every form must use exactly the fields of the msgid and msgid_plural together (a
    Russian "one" form also serves 21, 31, ..., so it needs ``{n}`` when the plural has it).
    """
    bad = msgid_problem(message)
    if bad:
        return bad
    expected: set[str] = set().union(*(placeholders(i) for i in _ids(message)))
    strings = _strings(message)
    if not isinstance(message.id, str) and len(strings) != num_plurals:
        return f"{len(strings)} plural forms, expected {num_plurals}"
    for index, text in enumerate(strings):
        try:
            found = placeholders(text)
        except ValueError as exc:
            return f"bad format string in msgstr[{index}]: {exc}"
        if found != expected:
            missing = ", ".join(sorted(expected - found)) or "-"
            extra = ", ".join(sorted(found - expected)) or "-"
            return f"placeholders differ in msgstr[{index}]: missing {missing}; unknown {extra}"
    return None


def _mo_entries(data: bytes) -> dict[bytes, bytes]:
    """The (msgid -> msgstr) table of a GNU ``.mo`` file, without babel's version line."""
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">"
    _, _, count, ids_at, strs_at = struct.unpack(order + "5I", data[:20])
    entries: dict[bytes, bytes] = {}
    for i in range(count):
        id_len, id_off = struct.unpack(order + "2I", data[ids_at + 8 * i : ids_at + 8 * i + 8])
        s_len, s_off = struct.unpack(order + "2I", data[strs_at + 8 * i : strs_at + 8 * i + 8])
        key = data[id_off : id_off + id_len]
        value = data[s_off : s_off + s_len]
        if key == b"":
            value = b"\n".join(
                line for line in value.split(b"\n") if not line.startswith(b"Generated-By:")
            )
        entries[key] = value
    return entries


def check(package_dir: Path = PACKAGE_DIR, po_path: Path = RU_PO) -> list[str]:
    """Every problem with the Russian catalog; an empty list when all is well."""
    problems: list[str] = []
    template = extract(package_dir)
    if not po_path.exists():
        return [f"{po_path}: missing (run: python -m bridgelaws.i18n.catalogs update)"]
    catalog = read_catalog(po_path)
    if catalog.plural_forms != RU_PLURAL_FORMS:
        problems.append(f"{po_path}: Plural-Forms is {catalog.plural_forms!r}")
    for wanted in template:
        if not wanted.id:
            continue
        bad = msgid_problem(wanted)
        if bad:
            problems.append(f"{bad}: {_show(wanted)}")
            continue
        have = catalog.get(wanted.id, wanted.context)
        if have is None:
            problems.append(f"not in the catalog: {_show(wanted)}")
            continue
        if _ids(have) != _ids(wanted):
            problems.append(f"plural msgid differs from the source: {_show(wanted)}")
            continue
        if not is_translated(have):
            state = "fuzzy" if have.fuzzy else "untranslated"
            problems.append(f"{state}: {_show(wanted)}")
            continue
        why = placeholder_problem(have, catalog.num_plurals)
        if why:
            problems.append(f"{why}: {_show(wanted)}")
    target = mo_path(po_path)
    if not target.exists():
        problems.append(f"{target}: missing (run: python -m bridgelaws.i18n.catalogs compile)")
    elif _mo_entries(target.read_bytes()) != _mo_entries(mo_bytes(catalog)):
        problems.append(
            f"{target}: out of date with the .po (run: python -m bridgelaws.i18n.catalogs compile)"
        )
    return problems


# --- command line -------------------------------------------------------------------------


def _count(catalog: Catalog) -> tuple[int, int]:
    messages = [m for m in catalog if m.id]
    return sum(1 for m in messages if is_translated(m)), len(messages)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bridgelaws.i18n.catalogs", description=__doc__.split("\n")[0]
    )
    parser.add_argument("command", choices=("update", "compile", "check"))
    parser.add_argument("--po", type=Path, default=RU_PO, help="the .po file (default: ru)")
    args = parser.parse_args(argv)
    po_path: Path = args.po
    if args.command == "update":
        catalog = update(PACKAGE_DIR, po_path)
        done, total = _count(catalog)
        print(f"{po_path}: {done}/{total} translated, {len(catalog.obsolete)} obsolete")
        return 0
    if args.command == "compile":
        print(compile_catalog(po_path))
        return 0
    problems = check(PACKAGE_DIR, po_path)
    _print(problems)
    return 1 if problems else 0


def _print(lines: Iterable[str]) -> None:
    count = 0
    for line in lines:
        print(line, file=sys.stderr)
        count += 1
    if count:
        print(f"{count} catalog problem(s)", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
