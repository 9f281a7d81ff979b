"""The i18n machinery: Message rendering, Russian plurals, catalog extraction and checks.

``test_russian_catalog_is_complete`` is meant to fail whenever someone adds a message to the
library without translating it: run ``python -m bridgelaws.i18n.catalogs update``, translate
the new entries of ``src/bridgelaws/i18n/locale/ru/LC_MESSAGES/bridgelaws.po``, then
``python -m bridgelaws.i18n.catalogs compile``.
"""

from __future__ import annotations

import ast
import gettext
import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as BabelMessage
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import bridgelaws.i18n as i18n
from bridgelaws.i18n import KEYWORDS, LOCALE_DIR, N_, Message, catalogs, nmessage, translations

PACKAGE_DIR = catalogs.PACKAGE_DIR
Text = str | tuple[str, ...]

# --- (a) the Russian catalog is complete and compiled --------------------------------------


def test_russian_catalog_is_complete() -> None:
    """Every msgid in the source has a finished Russian translation with the same
    placeholders, the Plural-Forms header is Russian's, and the committed .mo is current."""
    problems = catalogs.check()
    assert problems == [], "\n".join(
        ["run `python -m bridgelaws.i18n.catalogs update`, translate, compile:", *problems]
    )


def test_ru_po_header_has_russian_plural_forms() -> None:
    text = catalogs.RU_PO.read_text(encoding="utf-8")
    assert (
        '"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && '
        '(n%100<10 || n%100>=20) ? 1 : 2);\\n"'
    ) in text


def _write_module(package: Path, text: str) -> None:
    package.mkdir(parents=True, exist_ok=True)
    (package / "mod.py").write_text(text, encoding="utf-8")


def _write_po(path: Path, entries: list[tuple[Text, Text, bool]]) -> None:
    catalog = catalogs.new_ru_catalog()
    for msgid, msgstr, fuzzy in entries:
        catalog.add(msgid, msgstr, flags=("fuzzy",) if fuzzy else ())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(catalogs.po_bytes(catalog))


SAMPLE = '''
from bridgelaws.i18n import Message, N_, nmessage

A = Message("{seat} does not hold {card}", seat="E", card="SA")
B = nmessage("{seat} claims {n} trick", "{seat} claims {n} tricks", 3, seat="S")
C = N_("penalty card")
D = Message("Board {number}", number=1)
'''


def test_check_reports_missing_fuzzy_and_placeholder_problems(tmp_path: Path) -> None:
    package, po = tmp_path / "pkg", tmp_path / "ru.po"
    _write_module(package, SAMPLE)
    _write_po(
        po,
        [
            ("{seat} does not hold {card}", "у {seat} нет карты {crad}", False),
            (("{seat} claims {n} trick", "{seat} claims {n} tricks"), ("{n}", "", ""), False),
            ("penalty card", "штрафная карта", True),
        ],
    )
    catalogs.compile_catalog(po)
    problems = "\n".join(catalogs.check(package, po))
    assert "placeholders differ in msgstr[0]: missing card; unknown crad" in problems
    assert "untranslated: '{seat} claims {n} trick'" in problems
    assert "fuzzy: 'penalty card'" in problems
    assert "not in the catalog: 'Board {number}'" in problems
    assert "out of date" not in problems


def test_check_passes_a_complete_catalog_and_then_sees_a_stale_mo(tmp_path: Path) -> None:
    package, po = tmp_path / "pkg", tmp_path / "ru.po"
    _write_module(package, SAMPLE)
    entries: list[tuple[Text, Text, bool]] = [
        ("{seat} does not hold {card}", "у {seat} нет карты {card}", False),
        (
            ("{seat} claims {n} trick", "{seat} claims {n} tricks"),
            (
                "{seat} претендует на {n} взятку",
                "{seat} претендует на {n} взятки",
                "{seat} претендует на {n} взяток",
            ),
            False,
        ),
        ("penalty card", "штрафная карта", False),
        ("Board {number}", "Сдача {number}", False),
    ]
    _write_po(po, entries)
    assert catalogs.check(package, po) == [
        f"{catalogs.mo_path(po)}: missing (run: python -m bridgelaws.i18n.catalogs compile)"
    ]
    catalogs.compile_catalog(po)
    assert catalogs.check(package, po) == []
    entries[3] = ("Board {number}", "Сдача № {number}", False)
    _write_po(po, entries)
    assert [p for p in catalogs.check(package, po) if "out of date" in p]


def test_check_wants_every_russian_plural_form(tmp_path: Path) -> None:
    package, po = tmp_path / "pkg", tmp_path / "ru.po"
    _write_module(package, 'nmessage("{n} trick", "{n} tricks", 2)\n')
    _write_po(po, [(("{n} trick", "{n} tricks"), ("{n} взятка", "{n} взяток"), False)])
    catalogs.compile_catalog(po)
    assert catalogs.check(package, po) == ["untranslated: '{n} trick' / '{n} tricks' (pkg/mod.py)"]


def test_update_keeps_translations_adds_new_and_marks_obsolete(tmp_path: Path) -> None:
    package, po = tmp_path / "pkg", tmp_path / "ru.po"
    _write_module(package, SAMPLE)
    _write_po(
        po,
        [
            ("{seat} does not hold {card}", "у {seat} нет карты {card}", False),
            ("a message that was removed from the source", "удалённое сообщение", False),
        ],
    )
    seeded = catalogs.read_catalog(po)
    seeded.obsolete["Board {number}"] = BabelMessage("Board {number}", "Сдача {number}")
    po.write_bytes(catalogs.po_bytes(seeded))
    assert "#~ msgid \"Board {number}\"" in po.read_text(encoding="utf-8")
    catalogs.update(package, po)
    with po.open("rb") as f:
        merged = read_po(f)
    revived = merged.get("Board {number}")  # an obsolete entry comes back with its translation
    assert revived is not None and revived.string == "Сдача {number}"
    assert "Board {number}" not in merged.obsolete
    kept = merged.get("{seat} does not hold {card}")
    assert kept is not None and kept.string == "у {seat} нет карты {card}"
    new = merged.get("{seat} claims {n} trick")
    assert new is not None
    assert new.id == ("{seat} claims {n} trick", "{seat} claims {n} tricks")
    assert new.string == ("", "", "")
    assert "a message that was removed from the source" in merged.obsolete
    assert "#~ msgid" in po.read_text(encoding="utf-8")
    assert catalogs.mo_path(po).exists()
    # a second run with nothing new leaves both files byte for byte as they were
    before = po.read_bytes(), catalogs.mo_path(po).read_bytes()
    catalogs.update(package, po)
    assert (po.read_bytes(), catalogs.mo_path(po).read_bytes()) == before


def test_mo_leaves_out_unfinished_translations(tmp_path: Path) -> None:
    """An empty or fuzzy entry must fall back to English, never render as ''."""
    catalog = catalogs.new_ru_catalog()
    catalog.add(("{n} trick", "{n} tricks"), ("", "", ""))
    catalog.add("penalty card", "штрафная карта", flags=("fuzzy",))
    catalog.add("Board {number}", "Сдача {number}")
    t = gettext.GNUTranslations(io.BytesIO(catalogs.mo_bytes(catalog)))
    assert t.ngettext("{n} trick", "{n} tricks", 5) == "{n} tricks"
    assert t.gettext("penalty card") == "penalty card"
    assert t.gettext("Board {number}") == "Сдача {number}"


def test_placeholders_compare_name_conversion_and_spec() -> None:
    assert catalogs.placeholders("{seat} has {count:d} cards, {text!r}") == {
        "seat",
        "count:d",
        "text!r",
    }
    assert catalogs.placeholders("{{literal}} braces") == set()
    with pytest.raises(ValueError):
        catalogs.placeholders("a lone { brace")


def test_cli_check_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert catalogs.main(["check"]) == (1 if catalogs.check() else 0)
    missing = tmp_path / "none.po"
    assert catalogs.main(["check", "--po", str(missing)]) == 1
    assert "missing" in capsys.readouterr().err


# --- (b) rendering ----------------------------------------------------------------------------


def test_message_renders_in_english() -> None:
    assert Message("{seat} does not hold {card}", seat="E", card="SA").render("en") == (
        "E does not hold SA"
    )
    assert str(Message("unknown seat {text!r}", text="Q")) == "unknown seat 'Q'"
    assert N_("penalty card") == "penalty card"


def test_message_renders_in_russian_from_the_committed_catalog() -> None:
    assert Message("unknown seat {text!r}", text="Q").render("ru") == "неизвестное место 'Q'"
    assert Message("card {card} is dealt twice", card="SA").render("ru") == (
        "карта SA сдана дважды"
    )


def test_nested_message_parameters_render_in_the_same_language() -> None:
    inner = Message("unknown seat {text!r}", text="Q")
    outer = Message("{line}: NS {score}", line=inner, score="+100")
    assert outer.render("en") == "unknown seat 'Q': NS +100"
    assert outer.render("ru").startswith("неизвестное место 'Q'")


def test_unknown_language_falls_back_to_english() -> None:
    assert Message("unknown seat {text!r}", text="Q").render("xx") == "unknown seat 'Q'"


@pytest.mark.parametrize(
    ("n", "form"), [(1, 0), (2, 1), (5, 2), (11, 2), (21, 0), (22, 1), (25, 2), (12, 2), (111, 2)]
)
def test_committed_ru_catalog_selects_russian_plural_forms(n: int, form: int) -> None:
    t = translations("ru")
    assert isinstance(t, gettext.GNUTranslations)
    assert t.info()["plural-forms"] == catalogs.RU_PLURAL_FORMS
    expression = catalogs.RU_PLURAL_FORMS.split("plural=", 1)[1].rstrip(";")
    assert gettext.c2py(expression)(n) == form


def _ru_catalog_with_trick_plurals() -> gettext.GNUTranslations:
    catalog = catalogs.new_ru_catalog()
    catalog.add(
        ("{seat} claims {n} trick", "{seat} claims {n} tricks"),
        (
            "{seat} претендует на {n} взятку",
            "{seat} претендует на {n} взятки",
            "{seat} претендует на {n} взяток",
        ),
    )
    buf = io.BytesIO()
    write_mo(buf, catalog)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


@pytest.mark.parametrize(
    ("n", "ru"),
    [
        (1, "Юг претендует на 1 взятку"),
        (2, "Юг претендует на 2 взятки"),
        (5, "Юг претендует на 5 взяток"),
        (11, "Юг претендует на 11 взяток"),
        (21, "Юг претендует на 21 взятку"),
        (22, "Юг претендует на 22 взятки"),
        (25, "Юг претендует на 25 взяток"),
    ],
)
def test_nmessage_renders_three_russian_plural_forms(
    n: int, ru: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog = _ru_catalog_with_trick_plurals()
    monkeypatch.setattr(
        i18n, "translations", lambda lang: catalog if lang == "ru" else gettext.NullTranslations()
    )
    message = nmessage("{seat} claims {n} trick", "{seat} claims {n} tricks", n, seat="Юг")
    assert message.render("ru") == ru
    english = "trick" if n == 1 else "tricks"
    assert message.render("en") == f"Юг claims {n} {english}"


def test_nmessage_is_a_plural_message() -> None:
    m = nmessage("{n} trick", "{n} tricks", 4)
    assert (m.msgid, m.plural, m.n) == ("{n} trick", "{n} tricks", 4)
    assert m.render("en") == "4 tricks"
    assert nmessage("{n} trick", "{n} tricks", 1).render("en") == "1 trick"


def test_catalog_files_sit_where_gettext_looks() -> None:
    assert catalogs.RU_PO == LOCALE_DIR / "ru" / "LC_MESSAGES" / "bridgelaws.po"
    assert gettext.find("bridgelaws", localedir=LOCALE_DIR, languages=["ru"]) == str(
        catalogs.mo_path(catalogs.RU_PO)
    )


# --- (c) every msgid is a literal that babel extracts -----------------------------------------


def _callee(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def unextractable(source: str, filename: str) -> list[str]:
    """Calls of the extraction keywords whose msgid arguments are not string literals, and
    ``Message(..., plural=...)`` calls (babel cannot extract a keyword: use ``nmessage``)."""
    tree = ast.parse(source, filename)
    exempt: set[int] = set()
    if filename.endswith("i18n/__init__.py"):
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name in ("nmessage",
                                                                   "restore_message"):
                exempt |= {id(n) for n in ast.walk(node)}
    problems: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or id(node) in exempt:
            continue
        name = _callee(node)
        if name not in KEYWORDS:
            continue
        where = f"{filename}:{node.lineno}"
        for position in KEYWORDS[name]:
            args = node.args
            arg = args[position - 1] if len(args) >= position else None
            if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                problems.append(f"{where}: argument {position} of {name}() is not a string literal")
        if name == "Message" and any(k.arg == "plural" for k in node.keywords):
            problems.append(f"{where}: Message(..., plural=...) is not extractable; use nmessage()")
    return problems


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE_DIR.rglob("*.py") if "__pycache__" not in p.parts)


def test_every_msgid_in_the_library_is_a_string_literal() -> None:
    problems: list[str] = []
    for path in _modules():
        name = path.relative_to(PACKAGE_DIR.parent).as_posix()
        problems += unextractable(path.read_text(encoding="utf-8"), name)
    assert problems == [], "\n".join(problems)


def test_literal_check_catches_runtime_msgids() -> None:
    source = (
        "Message(text)\n"
        "Message(f'{x} y')\n"
        "i18n.Message('ok {a}', a=1)\n"
        "Message('{n} trick', plural='{n} tricks', n=2)\n"
        "nmessage('{n} trick', plural_text, 2)\n"
        "N_(name)\n"
    )
    problems = unextractable(source, "m.py")
    assert [p.split(":")[1] for p in problems] == ["1", "2", "4", "5", "6"]


def test_babel_extracts_every_literal_msgid() -> None:
    """Cross-check: what the AST sees as a msgid is what babel extracts (no tokenizer gaps)."""
    extracted = {m.id if isinstance(m.id, str) else m.id[0] for m in catalogs.extract() if m.id}
    literal: set[str] = set()
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _callee(node) in KEYWORDS and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    literal.add(first.value)
    assert literal <= extracted, sorted(literal - extracted)


def test_template_is_built_in_memory_with_locations() -> None:
    template = catalogs.extract()
    assert isinstance(template, Catalog)
    seat = template.get("unknown seat {text!r}")
    assert seat is not None
    assert ("bridgelaws/seats.py" in {loc for loc, _ in seat.locations})
