"""The printable ruling sheet and the appeal form (Law 92) from the log of a board
(bridgelaws.render.sheet, ``bridgelaws sheet``), in English and Russian.

For several transcripts: each ruling's clause and the choice (and who chose) are on the sheet
with the signature line; the HTML is well formed (every element closed, in order) and loads
nothing from elsewhere; the appeal form states the time limit of Law 92B (2017: 30 minutes
after the official score is made available for inspection, unless the Tournament Organizer
has specified another period)."""

from __future__ import annotations

from datetime import datetime
from html.parser import HTMLParser
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.record import loads
from bridgelaws.render.sheet import SheetBoard, appeal_form, clause_title, ruling_sheet, sheets_html
from bridgelaws.render.text import seat_name
from bridgelaws.seats import Seat
from bridgelaws.table import Table

TRANSCRIPTS = Path(__file__).parent / "transcripts"
WHEN = datetime(2024, 5, 2, 21, 45)
RECORDS = [
    "52B2-substituted",  # three rulings: 54D, 50D2b, 52B2
    "54A-by-conduct",  # a choice by conduct
    "auction-27B2-partner-barred",  # a bar in the auction
    "auction-25A-unintended-call",  # the Director's judgment
    "cards-13B2-not-playable-adjusted-score",  # an adjusted score
]
SIGNATURE = {"en": "Signature of the Director", "ru": "Подпись судьи"}
LAW = {"en": "Law", "ru": "Правило"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class _WellFormed(HTMLParser):
    """Every element opened is closed, in order; nothing is loaded from elsewhere."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.problems: list[str] = []
        self.text: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        for name, value in attrs:
            if name in ("src", "href") or (value and "url(" in value):
                self.problems.append(f"<{tag} {name}={value!r}>: an external resource")
        if tag in ("script", "link", "img", "iframe"):
            self.problems.append(f"<{tag}>: not in a printable sheet")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes <{self.stack[-1] if self.stack else '-'}>")
            return
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _parse(page: str) -> _WellFormed:
    parser = _WellFormed()
    parser.feed(page)
    parser.close()
    assert parser.problems == []
    assert parser.stack == [], f"not closed: {parser.stack}"
    assert page.startswith("<!DOCTYPE html>")
    return parser


def _board(name: str) -> SheetBoard:
    game = loads((TRANSCRIPTS / f"{name}.pbn").read_text("utf-8"), file=name)[0]
    return SheetBoard(Table.from_game(game), game.tags)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", RECORDS)
def test_ruling_sheet_has_clause_choice_and_signature(name: str, lang: str) -> None:
    board = _board(name)
    table = board.table
    assert table.rulings, name
    page = ruling_sheet(table, lang, tags=board.tags, when=WHEN)
    parsed = _parse(page)
    text = " ".join(" ".join(parsed.text).split())
    assert f'<html lang="{lang}">' in page
    assert "@page{size:A4" in page and "@media print" in page
    assert SIGNATURE[lang] in text
    assert "2024-05-02 21:45" in text
    assert f"{LAW[lang]} " in text
    for r in table.rulings:
        for clause in r.laws:
            assert clause in text, (name, clause)
        if r.chosen is not None and r.options:
            assert r.chosen in text
            if r.chooser is not None:
                assert seat_name(r.chooser, lang) in text
    for j in table.judgments:
        assert j.clause in text
    # the four hands as dealt and the auction
    for seat in Seat:
        assert seat_name(seat, lang) in text
    if lang == "ru":  # no English left, but the record's own words (its Event tag)
        ours = text.replace(" ".join(board.tag("Event").split()), "")
        assert "Правило" in ours and "Law " not in ours and "Signature" not in ours


def test_sheet_words_quote_the_clause_titles() -> None:
    board = _board("52B2-substituted")
    page = ruling_sheet(board.table, "en", tags=board.tags, when=WHEN)
    text = " ".join(" ".join(_parse(page).text).split())
    assert "Law 54 — Faced opening lead out of turn" in text
    assert "☒ 54D: refuse the lead" in text
    assert "Choice: 52B2, by North" in text
    assert "2♠ by North" in text  # the result
    ru = " ".join(" ".join(_parse(ruling_sheet(board.table, "ru", tags=board.tags,
                                               when=WHEN)).text).split())
    assert "Правило 54" in ru and "Север" in ru and "Сдача" in ru


def test_clause_title_takes_the_longest_known_law() -> None:
    assert clause_title("54D", "en") == "Faced opening lead out of turn"
    assert clause_title("50D2a-require", "en") == clause_title("50D2", "en")
    assert clause_title("99Z", "en") is None


def test_adjusted_score_is_on_the_sheet() -> None:
    board = _board("cards-13B2-not-playable-adjusted-score")
    assert board.table.adjustments
    for lang, word in (("en", "Law 12C"), ("ru", "Правило 12C")):
        text = " ".join(_parse(ruling_sheet(board.table, lang, tags=board.tags,
                                            when=WHEN)).text)
        assert word in " ".join(text.split())


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", RECORDS[:3])
def test_appeal_form(name: str, lang: str) -> None:
    board = _board(name)
    page = appeal_form(board.table, lang, tags=board.tags, when=WHEN, deposit="20 EUR")
    text = " ".join(" ".join(_parse(page).text).split())
    assert {"en": "Law 92B", "ru": "Правило 92B"}[lang] in text
    assert {"en": "30 minutes", "ru": "30 минут"}[lang] in text
    assert {"en": "Tournament Organizer", "ru": "организатор турнира"}[lang] in text
    assert "20 EUR" in text
    assert {"en": "Reasons for the appeal", "ru": "Основания апелляции"}[lang] in text
    assert {"en": "North-South", "ru": "Север–Юг"}[lang] in text
    for r in board.table.rulings:
        assert r.laws[0] in text
    without = appeal_form(board.table, lang, tags=board.tags, when=WHEN)
    assert "20 EUR" not in without
    other = appeal_form(board.table, "en", tags=board.tags, when=WHEN, appeal_minutes=60)
    assert "60 minutes" in other and "30 minutes" not in other


def test_several_boards_one_document() -> None:
    boards = [_board(n) for n in RECORDS[:2]]
    page = sheets_html(boards, "en", when=WHEN)
    assert page.count('<section class="sheet">') == 2
    assert ".sheet+.sheet{break-before:page" in page
    _parse(page)


def test_escapes_the_record() -> None:
    board = _board("52B2-substituted")
    tags = [("Event", "<script>alert(1)</script>"), ("Table", "7 & 8")]
    page = ruling_sheet(board.table, "en", tags=tags, when=WHEN)
    assert "<script>" not in page and "&lt;script&gt;" in page and "7 &amp; 8" in page
    _parse(page)


def test_cli_sheet_and_appeal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = str(TRANSCRIPTS / "52B2-substituted.pbn")
    out = tmp_path / "sheet.html"
    assert main(["sheet", record, "--lang", "ru", "-o", str(out)]) == 0
    text = out.read_text("utf-8")
    _parse(text)
    assert "Подпись судьи" in text and "54D" in text and 'lang="ru"' in text
    assert main(["sheet", record, "--appeal", "--lang", "en", "--deposit", "10"]) == 0
    printed = capsys.readouterr().out
    assert "Law 92" in printed and "Deposit: 10" in printed
    _parse(printed)
    assert main(["sheet", record, "--board", "99", "--lang", "en"]) == 2
    assert "no board 99" in capsys.readouterr().err
    assert main(["sheet", str(tmp_path / "missing.pbn"), "--lang", "en"]) == 2
