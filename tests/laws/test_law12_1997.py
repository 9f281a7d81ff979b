"""Law 12C under the 1997 book (issue 17): the Director's adjusted score.

1997 differs from 2017 (docs/laws-1997-12.md): artificial scores are 12C1; an assigned score
is 12C2 — for the non-offending side the most favourable result that was likely, for the
offending side the most unfavourable that was at all probable, so the two sides may get
different results; a weighted score is not the Director's but an appeals committee's (12C3).

Board 8, dealer West, no one vulnerable: W 1C, N 1S, E P, S 2S, all pass — 2S by North. The
Director's adjustment follows, as after a hesitation (the facts are his: the engine records
the score he assigns and checks it against the law's shape).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.errors import RecordError
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law12_adjusted_score as law12_2017
from bridgelaws.laws.book1997 import law12_adjusted_score as law12_1997
from bridgelaws.laws.book1997.law12_adjusted_score import (
    SplitAdjustment,
    parse_adjustment_1997,
    split_text,
)
from bridgelaws.render.report import render_table
from bridgelaws.report import result_json
from bridgelaws.session.model import Artificial
from tests.helpers import AUCTION_2S_N
from tests.laws.test_editions import game_text, table


def test_the_1997_book_rules_law_12_by_its_own_module() -> None:
    assert BOOK_1997.law("12") is law12_1997 and BOOK_2017.law("12") is law12_2017


# ------------------------------------------------------------------ 12C2: one result per side


def test_12C2_split_gives_each_side_its_own_result() -> None:
    # East-West offended: North-South (non-offending) get the likely 2S making (+110); East-West
    # the most unfavourable result at all probable, 4S making (NS +420, East-West -420)
    t = table(AUCTION_2S_N + 'director rules 12C2 NS 2S N 8, EW 4S N 10 "tempo"\n', "1997")
    (adj,) = t.adjustments
    assert isinstance(adj, SplitAdjustment) and adj.kind == "split" and adj.clause == "12C2"
    assert adj.north_south is not None and adj.east_west is not None
    assert adj.north_south.text() == "2S N 8" and adj.east_west.text() == "4S N 10"
    assert adj.outcomes == () and adj.reason == "tempo"
    note = t.notes[-1].render("en")
    assert note.startswith("Law 12C2 (1997)") and "North-South +110" in note
    assert "East-West \u2212420" in note and "need not balance" in note
    assert t.judgments[-1].clause == "12C2"
    assert t.judgments[-1].answer == '12C2 NS 2S N 8, EW 4S N 10 "tempo"'
    (shown,) = result_json(t)["adjusted_scores"]
    assert shown["kind"] == "split" and shown["clause"] == "12C2"
    assert shown["score_ns"] is None  # no one result stands for the table
    assert shown["north_south"]["score_ns"] == 110 and shown["east_west"]["score_ns"] == 420
    # the text report states each side's result, in both languages
    en, ru = (render_table(t, lang) for lang in ("en", "ru"))
    assert "Law 12C2: North-South scored on 2♠ by North, 8 tricks" in en
    assert "East-West scored on 4♠ by North, 10 tricks" in en
    assert "Правило 12C2: Север–Юг получает результат 2♠" in ru


def test_12C2_split_may_be_written_with_a_semicolon_or_no_separator() -> None:
    for arg in ("NS 2S N 8; EW 4S N 10", "ns 2S N 8 ew 4S N 10"):
        adj = parse_adjustment_1997(f"12C2 {arg}")
        assert isinstance(adj, SplitAdjustment)
        assert split_text(adj) == "12C2 NS 2S N 8, EW 4S N 10"


def test_12C2_split_that_gives_both_sides_more_than_the_board_is_refused() -> None:
    # North-South scored as 4S making (+420) and East-West as 2S making (only -110 for them):
    # each side would get the better of the two results, which 12C2 never gives an offender
    with pytest.raises(RecordError, match=r"12C2 \(1997\).*more than the board"):
        table(AUCTION_2S_N + "director rules 12C2 NS 4S N 10, EW 2S N 8\n", "1997")


def test_12C2_equal_results_per_side_are_accepted() -> None:
    t = table(AUCTION_2S_N + "director rules 12C2 NS 4S N 10, EW 4S N 10\n", "1997")
    assert isinstance(t.adjustments[0], SplitAdjustment)


def test_12C2_split_names_north_south_first() -> None:
    with pytest.raises(RecordError, match="North-South's first"):
        table(AUCTION_2S_N + "director rules 12C2 EW 4S N 10, NS 2S N 8\n", "1997")


def test_12C2_one_result_for_both_sides() -> None:
    t = table(AUCTION_2S_N + "director rules 12C2 4S N 10\n", "1997")
    (adj,) = t.adjustments
    assert type(adj) is not SplitAdjustment and adj.kind == "assigned"
    assert result_json(t)["adjusted_scores"][0]["score_ns"] == 420
    assert not t.notes  # written with its 1997 clause: nothing to say


# ------------------------------------------------------------ no weighted score of the Director


def test_weighted_score_by_the_director_is_refused_naming_12C2_and_12C3() -> None:
    log = AUCTION_2S_N + "director rules 12C1c 4S N 10 60%, 4S N 9 40%\n"
    assert table(log).adjustments[0].kind == "weighted"  # 2017 12C1c
    with pytest.raises(RecordError) as caught:
        table(log, "1997")
    text = caught.value.located()
    assert ":14:" in text and "(12C2)" in text and "12C3" in text and "\n" not in text


@pytest.mark.parametrize("arg", ["4S N 10 60%, 4S N 9 40%", "4S N 10, 4S N 9", "4S N 10 100%",
                                 "NS 4S N 10 60%, EW 4S N 9"])
def test_weights_under_12C2_are_refused(arg: str) -> None:
    with pytest.raises(RecordError, match="not a weighted score"):
        table(AUCTION_2S_N + f"director rules 12C2 {arg}\n", "1997")


def test_12C3_weighted_score_is_an_appeals_committees() -> None:
    t = table(AUCTION_2S_N + 'director rules 12C3 4S N 10 60%, 4S N 9 40% "committee"\n',
              "1997")
    (adj,) = t.adjustments
    assert adj.clause == "12C3" and adj.kind == "weighted"
    assert [o.weight for o in adj.outcomes] == [Fraction(3, 5), Fraction(2, 5)]
    assert t.judgments[-1].question.render("en") == (
        "An appeals committee's adjusted score (Law 12C3, 1997)")
    (shown,) = result_json(t)["adjusted_scores"]
    assert shown["score_ns"] == pytest.approx(0.6 * 420 - 0.4 * 50)


def test_12C3_weights_add_up_to_one() -> None:
    with pytest.raises(RecordError, match=r"12C3, 1997\) add up to 1, not 0.9"):
        table(AUCTION_2S_N + "director rules 12C3 4S N 10 60%, 4S N 9 30%\n", "1997")


# ------------------------------------------------------------------ 12C1, and 2017 clauses


def test_12C1_artificial_scores() -> None:
    t = table(AUCTION_2S_N + "director rules 12C1 A+ A-\n", "1997")
    (adj,) = t.adjustments
    assert adj.clause == "12C1" and adj.artificial == (Artificial.PLUS, Artificial.MINUS)
    assert not t.notes


def test_2017_clauses_without_weights_are_read_as_the_1997_clause_with_a_note() -> None:
    t = table(AUCTION_2S_N + "director rules 12C2 A A\n", "1997")
    assert t.adjustments[0].clause == "12C1" and t.adjustments[0].kind == "artificial"
    assert "under 12C2, its 2017 clause" in t.notes[-1].render("en")
    t = table(AUCTION_2S_N + "director rules 12C1a 4S N 10\n", "1997")
    assert t.adjustments[0].clause == "12C2" and t.adjustments[0].kind == "assigned"
    assert "under 12C1a, its 2017 clause" in t.notes[-1].render("en")
    assert "Правило 12C2 (1997)" in t.notes[-1].render("ru")


@pytest.mark.parametrize("arg", ["12C1d A+ A-", "12C4 4S N 10", "12C1 A+", "12C1 4S N 10 60%"])
def test_other_clauses_and_shapes_are_refused(arg: str) -> None:
    with pytest.raises(RecordError):
        table(AUCTION_2S_N + f"director rules {arg}\n", "1997")


def test_cli_refuses_the_directors_weighted_score_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "w.pbn"
    path.write_text(game_text(AUCTION_2S_N + "director rules 12C1c 4S N 10 60%, 2S N 8 40%\n",
                              "1997"), encoding="utf-8")
    assert main(["rule", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:14: Law 12C (1997)") and err.count("\n") == 1
    assert main(["rule", str(path), "--edition", "2017"]) == 0
    assert main(["rule", str(path), "--lang", "ru"]) == 2
    assert "12C3" in capsys.readouterr().err
