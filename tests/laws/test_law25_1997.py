"""Law 25 under the 1997 book (issue 17): changes of call.

1997 25B: a change accepted by LHO stands without penalty (25B1); refused, it is cancelled
and the offender, whose first call was legal, either lets it stand — his partner passes at his
next turn (25B2b1) — or makes another legal call, his side then scoring at most average minus
(25B2b2); Law 26 may apply either way (25B2c). 2017 asks instead whether the call that stands
is comparable to the withdrawn one (26A). docs/laws-1997-25.md has the sources.

Board 8, dealer West (``tests.laws.test_editions.table``): West opens 1NT, then says 1C at
North's turn — a change of mind (the Director rules 25A no).
"""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.calls import Call
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law25_change_of_call as law25_2017
from bridgelaws.laws.book1997 import law25_change_of_call as law25_1997
from bridgelaws.laws.descriptions import option_text
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.laws.test_editions import table

CHANGE = "W 1NT\nW 1C\ndirector\n"
REFUSED = CHANGE + "director rules 25A no\nN chooses 25B2\n"
C1, NT1 = Call.parse("1C"), Call.parse("1NT")


def auction(t: Table) -> list[str]:
    return [str(c) for c in t.auction.calls]


def calls(t: Table) -> list[str]:
    return sorted(str(c) for c in t.legal_calls)


def test_the_1997_book_rules_a_change_of_call_with_its_own_law_25() -> None:
    assert BOOK_1997.kinds[Kind.CHANGE_OF_CALL] is law25_1997
    assert BOOK_2017.kinds[Kind.CHANGE_OF_CALL] is law25_2017


def test_1997_25A_the_question_is_asked_in_the_1997_words() -> None:
    t = table(CHANGE, "1997")
    j = t.pending_judgment
    assert j is not None and j.clause == "25A"
    assert "without pause for thought" in j.question.render("en")


def test_1997_25A_yes_the_intended_call_stands_without_penalty() -> None:
    t = table(CHANGE + "director rules 25A yes\n", "1997")
    assert auction(t) == ["1C"] and t.rulings[0].outcomes == ["25A"]
    assert t.withdrawn == [] and t.barred == {}


def test_1997_25B2_refused_the_offender_chooses_whether_his_first_call_stands() -> None:
    t = table(REFUSED, "1997")
    p = t.pending
    assert p is not None and p.chooser is Seat.WEST and p.options == law25_1997.CHOICE_B2B
    assert t.rulings[0].outcomes == ["25B2"] and t.pending_judgment is None
    assert (Seat.WEST, C1, 2) in t.withdrawn  # the cancelled change: Law 26 may apply


def test_2017_25B2_same_record_the_director_is_asked_about_a_comparable_call() -> None:
    t = table(REFUSED)
    assert t.pending is None and t.pending_judgment is not None
    assert t.pending_judgment.clause == "26A"


def test_1997_25B2b1_first_call_stands_partner_passes_at_his_next_turn() -> None:
    t = table(REFUSED + "W chooses 25B2b1\n", "1997")
    assert auction(t) == ["1NT"] and t.barred == {Seat.EAST: "next-turn"}
    t = table(REFUSED + "W chooses 25B2b1\nN 2H\n", "1997")
    assert t.to_act is Seat.EAST and calls(t) == ["P"]
    t = table(REFUSED + "W chooses 25B2b1\nN 2H\nE P\nS P\nW 2S\n", "1997")
    assert Seat.EAST not in t.barred and "3C" in calls(t)  # one turn only
    assert t.rulings[-1].outcomes == ["25B2b1"]


def test_1997_25B2b2_another_call_average_minus_at_most() -> None:
    t = table(REFUSED + "W chooses 25B2b2\n", "1997")
    assert auction(t) == [] and t.to_act is Seat.WEST and t.barred == {}
    assert (Seat.WEST, NT1, 1) in t.withdrawn and (Seat.WEST, C1, 2) in t.withdrawn
    notes = [n.render("en") for n in t.notes]
    assert any("no score greater than average minus" in n for n in notes)
    t = table(REFUSED + "W chooses 25B2b2\nW 1D\nN P\n", "1997")
    assert auction(t) == ["1D", "P"] and t.rulings[-1].outcomes == ["25B2b2"]


def test_1997_25B1_accepted_the_change_stands_without_penalty() -> None:
    log = CHANGE + "director rules 25A no\nN chooses 25B1\n"
    t = table(log, "1997")
    assert auction(t) == ["1C"] and t.pending_judgment is None and t.withdrawn == []
    # 2017 25B1: Law 26 may apply — the Director is asked about a comparable call
    t = table(log)
    assert t.pending_judgment is not None and t.pending_judgment.clause == "26A"


def test_1997_25B1_lho_called_over_the_change_it_stands_and_he_may_withdraw() -> None:
    t = table("W 1NT\nW 1C\nN P\n", "1997")
    assert auction(t) == ["1C", "P"] and t.rulings[0].chosen == "25B1"
    text = t.rulings[0].explanation[-1].render("en")
    assert "Law 25B1 (1997)" in text and "may withdraw it without penalty" in text


def test_1997_25B2a_the_first_call_was_illegal_its_own_law_applies() -> None:
    # East opens 1C (West, the dealer, passed); West doubles his partner's bid (inadmissible,
    # Law 36) and then says pass at North's turn: the first call was illegal
    log = "W P\nN P\nE 1C\nS P\nW X\nW P\ndirector\ndirector rules 25A no\nN chooses 25B2\n"
    t = table(log, "1997")
    change = next(r for r in t.rulings if r.kind is Kind.CHANGE_OF_CALL)
    assert change.outcomes == ["25B2", "25B2a"] and t.pending is None
    assert any(r.laws == ("36",) for r in t.rulings)
    assert (Seat.WEST, Call.parse("P"), 6) in t.withdrawn


def test_1997_25B2c_law_26_after_the_first_call_stood() -> None:
    # 25B2b1, then 2H by North: East, the offender's partner, leads; West's cancelled 1C
    # related to clubs, which he never specified: 26A2 (1997)
    log = REFUSED + "W chooses 25B2b1\nN 2H\nE P\nS P\nW P\n"
    t = table(log, "1997")
    p = t.pending
    assert p is not None and p.chooser is Seat.NORTH
    assert p.options == ("26A2-require", "26A2-prohibit", "26B-none")


def test_the_1997_option_texts() -> None:
    assert "without penalty" in option_text("25B1", "1997").render("en")
    assert "Law 26 may apply" in option_text("25B1", "2017").render("en")
    assert "average minus" in option_text("25B2b2", "1997").render("en")
    assert "Правило 25B2b2" in option_text("25B2b2", "1997").render("ru")


def test_the_1997_explanations_render_in_russian() -> None:
    t = table(REFUSED + "W chooses 25B2b1\n", "1997")
    text = t.rulings[-1].explanation[-1].render("ru")
    assert text.startswith("Правило 25B2(b)(1) (1997)") and "наказание" in text
