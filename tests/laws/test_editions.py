"""Editions as law books (issue 17): the 2017 book by default, the 1997 book (the seeds'
Laws) by ``[Edition "1997"]`` or ``bridgelaws rule --edition 1997``; an edition without a book
is bad input. Law 27 is the first law the books rule differently.

Board 8, dealer West: W 1C, N 1S, E 1H is insufficient; South does not accept it (27B).
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
from pathlib import Path

import pytest

from bridgelaws import Seat
from bridgelaws.cli import main
from bridgelaws.director import DIRECTOR, Director
from bridgelaws.errors import RecordError
from bridgelaws.laws import BOOK_1997, BOOK_2017, MODULES, lawbook_for
from bridgelaws.laws import law27_insufficient_bid as law27_2017
from bridgelaws.laws.book1997 import law27_insufficient_bid as law27_1997
from bridgelaws.record import loads, read_games
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.helpers import DEAL8

IB = "W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\n"

EDITIONS_DIR = Path(__file__).resolve().parents[1] / "transcripts" / "editions"
_spec = importlib.util.spec_from_file_location("editions_regen", EDITIONS_DIR / "regen.py")
assert _spec is not None and _spec.loader is not None
regen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regen)


def game_text(log: str, edition: str | None = None) -> str:
    tag = f'[Edition "{edition}"]\n' if edition is not None else ""
    return (f'[Board "8"]\n[Dealer "W"]\n[Vulnerable "None"]\n{tag}[Deal "{DEAL8}"]\n'
            f'[TableLog ""]\n{log}')


def table(log: str, edition: str | None = None) -> Table:
    (game,) = loads(game_text(log, edition))
    return Table.from_game(game)


# ------------------------------------------------------------------ the books


def test_the_1997_book_is_the_2017_book_with_its_overrides() -> None:
    assert lawbook_for("2017") is BOOK_2017 and lawbook_for("1997") is BOOK_1997
    assert BOOK_1997.law("27") is law27_1997 and BOOK_2017.law("27") is law27_2017
    assert BOOK_1997.kinds[Kind.INSUFFICIENT_BID] is law27_1997
    # the laws checked against 1997 so far that differ
    replaced = {"12", "25", "26", "27", "29", "30", "31", "32", "50", "53", "55", "56",
                "57", "61", "68"}
    others = {law: m for law, m in BOOK_1997.laws.items() if law not in replaced}
    assert others == {law: m for law, m in BOOK_2017.laws.items() if law not in replaced}
    assert all(BOOK_1997.law(law) is not BOOK_2017.law(law) for law in replaced)
    assert BOOK_2017.kinds == MODULES


def test_a_book_overrides_only_laws_it_has() -> None:
    with pytest.raises(ValueError, match="99"):
        BOOK_2017.derive("2030", {"99": law27_2017})


def test_unknown_edition_has_no_book() -> None:
    with pytest.raises(RecordError, match="edition 1975 is not known: 2017 or 1997"):
        lawbook_for("1975")


def test_a_table_given_no_book_rules_by_its_edition() -> None:
    t = table(IB + "E 2D\n", "1997")
    assert t.edition == "1997" and t.rules is DIRECTOR
    assert t.barred == {Seat.WEST: "throughout"}  # 27B2 (1997)


def test_a_book_given_to_the_table_rules_it() -> None:
    (game,) = loads(game_text(IB + "E 2D\n"))
    t = Table(game.deal, game.dealer, game.vulnerability, board=8, rules=Director(BOOK_1997))
    for event in game.events:
        t.apply(event)
    assert t.barred == {Seat.WEST: "throughout"}


# ------------------------------------------------------------------ choosing the edition


def test_a_record_without_the_tag_is_2017() -> None:
    t = table(IB + "E 2D\n")
    assert t.edition == "2017"
    assert t.pending_judgment is not None and t.pending_judgment.clause == "27B1b"


def test_an_unknown_edition_tag_is_an_error_at_its_line() -> None:
    (reading,) = read_games(game_text("W 1C\n", "1975"), "x.pbn")
    assert reading.game is None
    (error,) = reading.errors
    assert error.located() == "x.pbn:4: edition 1975 is not known: 2017 or 1997"


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def test_rule_refuses_an_unknown_edition_tag(tmp_path: Path) -> None:
    path = tmp_path / "old.pbn"
    path.write_text(game_text("W 1C\n", "1975"), encoding="utf-8")
    code, _, err = run("rule", str(path))
    assert code == 2
    assert err == f"{path}:4: edition 1975 is not known: 2017 or 1997\n"


def test_rule_refuses_an_unknown_edition_option(tmp_path: Path) -> None:
    path = tmp_path / "b.pbn"
    path.write_text(game_text("W 1C\n"), encoding="utf-8")
    code, out, err = run("rule", str(path), "--edition", "2030")
    assert (code, out) == (2, "")
    assert err == "--edition: edition 2030 is not known: 2017 or 1997\n"
    code, _, err = run("rule", str(path), "--edition", "2030", "--lang", "ru")
    assert "2030" in err and err.count("\n") == 1


def test_the_option_overrides_the_tag(tmp_path: Path) -> None:
    path = tmp_path / "b.pbn"
    path.write_text(game_text(IB + "E 2D\n", "1997"), encoding="utf-8")
    code, out, _ = run("rule", str(path), "--json", "--lang", "en")
    assert code == 0 and '"edition": "1997"' in out and '"W": "throughout"' in out
    code, out, _ = run("rule", str(path), "--json", "--lang", "en", "--edition", "2017")
    assert code == 0 and '"edition": "2017"' in out and '"status": "awaiting-director"' in out


# ------------------------------------------------------------------ Law 27 under 1997


def test_1997_27B2_another_denomination_bars_partner_without_a_question() -> None:
    t = table(IB + "E 2D\n", "1997")  # 2D: sufficient, another denomination
    assert t.pending_judgment is None  # no 27B1b (comparable call) question in 1997
    assert t.barred == {Seat.WEST: "throughout"}
    assert t.rulings[0].outcomes == ["27B2"]
    assert [str(c) for c in t.auction.calls] == ["1C", "1S", "2D"]


def test_2017_same_correction_asks_27B1b() -> None:
    t = table(IB + "E 2D\n")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "27B1b"
    assert t.barred == {}


def test_1997_27B1a_lowest_sufficient_bid_same_denomination_no_penalty() -> None:
    t = table(IB + "E 2H\n", "1997")
    assert t.barred == {}
    assert t.rulings[0].outcomes == ["27B1a"]
    assert any("27B1b (1997)" in n.render("en") for n in t.notes)


def test_1997_27B1a_not_for_a_conventional_insufficient_bid() -> None:
    log = "W 1C\nN 1S\nE 1H artificial\ndirector\nS chooses 27B\nE 2H\n"
    assert table(log).rulings[0].outcomes == ["27B1a"]  # 2017: same denomination specified
    t = table(log, "1997")
    assert t.barred == {Seat.WEST: "throughout"}  # 1997: both bids must be not conventional
    assert t.rulings[0].outcomes == ["27B2"]


def test_1997_27B1a_not_for_a_conventional_correction() -> None:
    t = table(IB + "E 2H artificial\n", "1997")
    assert t.rulings[0].outcomes == ["27B2"]


def test_1997_27B2_a_higher_bid_in_the_same_denomination_bars_partner() -> None:
    t = table(IB + "E 3H\n", "1997")
    assert t.barred == {Seat.WEST: "throughout"} and t.rulings[0].outcomes == ["27B2"]


def test_1997_27B2_pass_bars_partner_as_in_2017() -> None:
    for edition in ("1997", None):
        t = table(IB + "E P\n", edition)
        assert t.barred == {Seat.WEST: "throughout"}


def test_1997_27B3_double_is_cancelled_at_once() -> None:
    t = table(IB + "E X\n", "1997")
    assert t.pending_judgment is None  # 2017 asks whether the double is comparable (27B1b)
    assert t.barred == {Seat.WEST: "throughout"} and "27B3" in t.rulings[0].outcomes
    assert [str(c) for c in t.auction.calls] == ["1C", "1S"]  # the double is cancelled
    assert t.replacing  # East must still substitute a sufficient bid or a pass
    t.apply(next(iter(loads(game_text("E 2D\n"))[0].events)))
    assert [str(c) for c in t.auction.calls] == ["1C", "1S", "2D"]
    assert t.barred == {Seat.WEST: "throughout"}


def test_1997_correction_before_the_director_is_ruled_under_27B() -> None:
    t = table("W 1C\nN 1S\nE 1H\nE 2D\n", "1997")
    assert t.rulings[0].chosen == "27B" and t.rulings[0].by_conduct
    assert t.barred == {Seat.WEST: "throughout"}


def test_1997_27A_acceptance_as_in_2017() -> None:
    t = table("W 1C\nN 1S\nE 1H\nS 1S\n", "1997")
    assert t.rulings[0].chosen == "27A"
    assert [str(c) for c in t.auction.calls] == ["1C", "1S", "1H", "1S"]


# ------------------------------------------------------------------ golden transcripts


@pytest.mark.parametrize("record", regen.records(), ids=lambda p: p.stem)
def test_edition_transcripts(record: Path) -> None:
    for suffix, (code, out, err) in regen.outputs(record).items():
        assert (code, err) == (0, ""), suffix
        expected = regen.golden(record, suffix).read_text(encoding="utf-8")
        assert out == expected, (
            f"{record.name}{suffix} changed: run .venv/bin/python "
            "tests/transcripts/editions/regen.py and read the diff")
