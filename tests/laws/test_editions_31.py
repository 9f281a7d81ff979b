"""Laws 28–31 under the 1997 book (issue 17): the 1997 Law 29 sends a cancelled call to the
1997 Laws 30 and 31, which penalize at once where 2017 asks about a comparable call.

Board 8, dealer West unless the record says otherwise (``tests.laws.test_editions.table``).
Each test names the 1997 clause it checks (docs/laws-1997-31.md).
"""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law29_call_out_of_rotation as law29_2017
from bridgelaws.laws import law31_bid_out_of_rotation as law31_2017
from bridgelaws.laws.book1997 import law29_call_out_of_rotation as law29_1997
from bridgelaws.laws.book1997 import law30_pass_out_of_rotation as law30_1997
from bridgelaws.laws.book1997 import law31_bid_out_of_rotation as law31_1997
from bridgelaws.laws.descriptions import option_text
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.laws.test_editions import table

#: South bids 1H at his partner North's turn (West passed as dealer); West refuses it (29B)
AT_PARTNERS_TURN = "W P\nS 1H\ndirector\nW chooses 29B\n"
#: North bids 1S at West's turn (his RHO, the dealer); East refuses it (29B); West opens 1D
AT_RHOS_TURN = "N 1S\ndirector\nE chooses 29B\nW 1D\n"


def calls(t: Table) -> list[str]:
    return sorted(str(c) for c in t.legal_calls)


# ------------------------------------------------------------------ the book


def test_the_1997_book_dispatches_law_29_to_its_own_laws_30_and_31() -> None:
    assert BOOK_1997.kinds[Kind.CALL_OUT_OF_ROTATION] is law29_1997
    assert BOOK_2017.kinds[Kind.CALL_OUT_OF_ROTATION] is law29_2017
    assert BOOK_1997.law("30") is law30_1997 and BOOK_1997.law("31") is law31_1997
    assert law29_1997.LAWS["30"] is law30_1997 and law29_1997.LAWS["31"] is law31_1997
    # a required call not made (31A1) is ruled alike: the 1997 module keeps the 2017 one
    assert BOOK_1997.kinds[Kind.REQUIRED_CALL_NOT_MADE] is law31_1997
    assert law31_1997.ruling is law31_2017.ruling


# ------------------------------------------------------------------ 31B


def test_1997_31B_bid_at_partners_turn_partner_passes_throughout_at_once() -> None:
    t = table(AT_PARTNERS_TURN, "1997")
    assert t.barred == {Seat.NORTH: "throughout"}
    assert t.rulings[0].outcomes == ["31B"] and t.pending_judgment is None
    assert calls(t) == ["P"]  # North, whose turn it is, may only pass
    assert (Seat.SOUTH, t.irregularities[0].call, t.irregularities[0].event) in t.withdrawn


def test_2017_31B_same_record_partner_free_then_a_question() -> None:
    t = table(AT_PARTNERS_TURN)
    assert t.barred == {} and "1C" in calls(t)  # 31B1: any legal call
    t = table(AT_PARTNERS_TURN + "N 1C\nE P\nS 1NT\n")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "31B2"


def test_1997_31B_no_question_whatever_the_offender_calls_later() -> None:
    t = table(AT_PARTNERS_TURN + "N P\nE P\nS 1NT\n", "1997")
    assert t.pending_judgment is None
    assert t.barred == {Seat.NORTH: "throughout"}
    assert t.rulings[0].outcomes == ["31B"]


def test_1997_31B_at_lhos_turn_before_the_offender_had_called() -> None:
    # dealer West; South bids at West's turn: West is South's LHO, South had not called
    t = table("S 1H\ndirector\nW chooses 29B\n", "1997")
    assert t.barred == {Seat.NORTH: "throughout"} and t.rulings[0].outcomes == ["31B"]


# ------------------------------------------------------------------ 31A


def test_1997_31A1_rho_passes_offender_repeats_as_in_2017() -> None:
    for edition in ("1997", None):
        t = table("N 1S\ndirector\nE chooses 29B\nW P\n", edition)
        assert calls(t) == ["1S"] and t.rulings[0].outcomes == ["31A", "31A1"]


def test_1997_31A2a_same_denomination_partner_passes_once() -> None:
    t = table(AT_RHOS_TURN + "N 2S\n", "1997")  # not 1S: any bid in spades repeats it
    assert t.pending_judgment is None  # 2017 asks 31A2a (comparable?)
    assert t.barred == {Seat.SOUTH: "next-turn"} and t.rulings[0].outcomes[-1] == "31A2a"
    assert t.withdrawn == []  # no lead penalty is named by 31A2(a)
    t = table(AT_RHOS_TURN + "N 2S\nE P\nS P\n", "1997")
    assert t.barred == {}


def test_2017_31A2_another_bid_asks_the_director() -> None:
    t = table(AT_RHOS_TURN + "N 2S\n")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "31A2a"


def test_1997_31A2b_another_denomination_partner_passes_throughout() -> None:
    t = table(AT_RHOS_TURN + "N 2C\n", "1997")
    assert t.pending_judgment is None
    assert t.barred == {Seat.SOUTH: "throughout"} and t.rulings[0].outcomes[-1] == "31A2b"
    assert [c for _, c, _ in t.withdrawn] == [t.irregularities[0].call]  # Law 26 may apply


def test_1997_31A2b_pass_or_double_does_not_repeat_the_denomination() -> None:
    for call in ("P", "X"):
        t = table(AT_RHOS_TURN + f"N {call}\n", "1997")
        assert t.barred == {Seat.SOUTH: "throughout"}, call


def test_1997_29C_conventional_bid_out_of_rotation_is_noted() -> None:
    t = table("N 1S artificial\ndirector\nE chooses 29B\nW 1D\nN 2C\n", "1997")
    assert any("29C (1997)" in n.render("en") for n in t.notes)
    assert any("29C (1997)" in m.render("en") for m in t.rulings[0].explanation)


# ------------------------------------------------------------------ 29, 28B


def test_1997_29A_acceptance_by_conduct_as_in_2017() -> None:
    t = table("N 1S\nE P\n", "1997")
    assert t.rulings[0].chosen == "29A" and t.barred == {}
    assert [str(c) for c in t.auction.calls] == ["1S", "P"]


def test_1997_28B_call_in_rotation_forfeits_the_penalty() -> None:
    t = table("N 1S\nW 1C\n", "1997")
    r = t.rulings[0]
    assert r.laws == ("28B",) and r.chosen == "28B" and t.barred == {}
    assert "1997" in r.explanation[0].render("en")


def test_1997_29B_option_worded_by_the_edition() -> None:
    assert "Law 29B, 1997" in option_text("29B", "1997").render("en")
    assert "Law 29B, 1997" not in option_text("29B").render("en")


# ------------------------------------------------------------------ 30


def test_1997_30A_pass_before_any_bid_at_partners_turn_offender_passes_once() -> None:
    t = table("E P\ndirector\nS chooses 29B\n", "1997")  # dealer West: East's partner's turn
    assert t.barred == {Seat.EAST: "next-turn"} and t.rulings[0].outcomes == ["30A"]
    assert t.pending_judgment is None
    t = table("E P\ndirector\nS chooses 29B\n")  # 2017 30B1: East's next call is watched
    assert t.barred == {} and t.rulings[0].outcomes == ["30B1"]


def test_1997_30B1_pass_at_rhos_turn_after_a_bid_offender_passes_once() -> None:
    t = table("W 1C\nE P\ndirector\nS chooses 29B\n", "1997")  # North's turn: East's RHO
    assert t.barred == {Seat.EAST: "next-turn"} and t.rulings[0].outcomes == ["30B1"]


def test_1997_30B2_pass_at_partners_turn_after_a_bid_offender_passes_throughout() -> None:
    t = table("W 1C\nS P\ndirector\nW chooses 29B\n", "1997")  # North's turn: South's partner
    assert t.barred == {Seat.SOUTH: "throughout"} and t.rulings[0].outcomes == ["30B2"]
    assert any("may not double or redouble" in m.render("en")
               for m in t.rulings[0].explanation)  # 30B2(b): stated, not enforced
    t = table("W 1C\nS P\ndirector\nW chooses 29B\n")
    assert t.barred == {}  # 2017 30B1: partner free, the offender's call is judged


def test_1997_30C_conventional_pass_goes_to_law_31() -> None:
    t = table("W 1C\nS P artificial\ndirector\nW chooses 29B\n", "1997")
    assert t.rulings[0].laws == ("29", "31") and t.rulings[0].outcomes == ["31B"]
    assert t.barred == {Seat.NORTH: "throughout"}

