"""Law 32 under the 1997 book (issue 17): a double or redouble out of rotation, not accepted.

1997 32A (at partner's turn): the offender's partner must pass whenever it is his turn, and
Law 26 may apply. 1997 32B (at RHO's turn): 32B1 RHO passes, the offender repeats his double
with no penalty; 32B2 RHO bids, the offender may make any legal call and his partner must pass
whenever it is his turn, Law 26 may apply. 2017 lets partner call freely at 32B and judges the
offender's later call by comparability (23A); its letters are the other way round
(docs/laws-1997-32.md).

Board 8, dealer West (``tests.laws.test_editions.table``).
"""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law32_double_out_of_rotation as law32_2017
from bridgelaws.laws.book1997 import law29_call_out_of_rotation as law29_1997
from bridgelaws.laws.book1997 import law32_double_out_of_rotation as law32_1997
from bridgelaws.table import Table
from tests.laws.test_editions import table

#: West opens 1C; South doubles at North's turn (South's partner); West refuses it (29B)
PARTNERS_TURN = "W 1C\nS X\ndirector\nW chooses 29B\n"
#: W 1C, N 1S, E 2C, S 2S, W P; then East doubles 2S at North's turn (East's RHO), refused
RHOS_TURN = "W 1C\nN 1S\nE 2C\nS 2S\nW P\nE X\ndirector\nS chooses 29B\n"


def outcomes(t: Table) -> list[str]:
    return t.rulings[0].outcomes


def test_the_1997_book_rules_law_32_with_its_own_module() -> None:
    assert BOOK_1997.law("32") is law32_1997 and BOOK_2017.law("32") is law32_2017
    assert law29_1997.LAWS["32"] is law32_1997  # 29B (1997) sends a double here


def test_1997_32A_partners_turn_partner_passes_throughout_at_once() -> None:
    t = table(PARTNERS_TURN, "1997")
    assert t.barred == {Seat.NORTH: "throughout"}
    assert outcomes(t) == ["32A"] and t.pending_judgment is None
    assert [(s, str(c)) for s, c, _ in t.withdrawn] == [(Seat.SOUTH, "X")]
    said = " ".join(m.render("en") for m in t.rulings[0].explanation)
    assert "Law 32A (1997)" in said and "North must pass whenever" in said


def test_2017_32B_same_record_partner_is_free() -> None:
    t = table(PARTNERS_TURN)
    assert t.barred == {} and outcomes(t) == ["32B"] and t.withdrawn == []


def test_1997_32A_bar_holds_whatever_the_offender_calls_later() -> None:
    t = table(PARTNERS_TURN + "N P\nE P\nS X\nW XX\n", "1997")  # South repeats the double
    assert t.barred == {Seat.NORTH: "throughout"} and t.to_act is Seat.NORTH
    assert {str(c) for c in t.legal_calls} == {"P"}


def test_2017_32B2_the_same_double_repeated_is_comparable_no_bar() -> None:
    t = table(PARTNERS_TURN + "N P\nE P\nS X\nW XX\n")
    assert t.barred == {} and "32B2" in outcomes(t)


def test_1997_32A_lead_penalty_26B_at_partners_opening_lead() -> None:
    t = table(PARTNERS_TURN + "N P\nE P\nS X\nW P\nN P\nE P\n", "1997")
    p = t.pending
    assert p is not None and p.laws == ("26B",) and p.offender is Seat.SOUTH
    assert p.chooser is Seat.WEST and p.options == ("26B", "26B-none")  # any one suit


def test_2017_32B_same_auction_no_lead_penalty() -> None:
    t = table(PARTNERS_TURN + "N P\nE P\nS X\nW P\nN P\nE P\n")
    assert t.pending is None and t.to_act is Seat.NORTH


def test_1997_32B1_rho_passes_offender_must_repeat_without_penalty() -> None:
    t = table(RHOS_TURN + "N P\n", "1997")
    assert outcomes(t) == ["32B", "32B1"]
    assert list(t.required_call) == [Seat.EAST]
    assert str(t.required_call[Seat.EAST]) == "X"
    assert t.barred == {} and t.withdrawn == []
    t = table(RHOS_TURN + "N P\nE X\nS P\nW P\nN P\n", "1997")
    assert str(t.contract) == "2SX" and t.barred == {} and t.withdrawn == []


def test_2017_32A1_same_record_same_effect_other_letter() -> None:
    t = table(RHOS_TURN + "N P\n")
    assert outcomes(t) == ["32A", "32A1"] and str(t.required_call[Seat.EAST]) == "X"


def test_1997_32B2_rho_bids_partner_passes_throughout() -> None:
    t = table(RHOS_TURN + "N 3S\n", "1997")
    assert outcomes(t) == ["32B", "32B2"] and t.pending_judgment is None
    assert t.barred == {Seat.WEST: "throughout"}
    assert [(s, str(c)) for s, c, _ in t.withdrawn] == [(Seat.EAST, "X")]


def test_1997_32B2_even_when_the_offender_doubles_again() -> None:
    t = table(RHOS_TURN + "N 3S\nE X\n", "1997")  # 2017: comparable, no rectification
    assert t.barred == {Seat.WEST: "throughout"}
    t = table(RHOS_TURN + "N 3S\nE X\n")
    assert t.barred == {} and outcomes(t) == ["32A", "32A2a"]


def test_1997_29A_acceptance_as_in_2017() -> None:
    for edition in ("1997", None):
        t = table("W 1C\nN 1S\nE 2C\nS 2S\nW P\nE X\nS 3S\n", edition)
        assert t.rulings[0].chosen == "29A"
        assert [str(c) for c in t.auction.calls][-2:] == ["X", "3S"]


def test_1997_32B1_the_double_not_repeated_is_asked_under_32B1() -> None:
    """East had to repeat his double (1997 32B1) and bids 3C instead: the Director's question
    and the answer name 32B1 (2017: 32A1); enforced, 3C is cancelled and East's double
    repeated; not enforced, 3C stands (12A1) and 32B1 no longer describes the ruling."""
    log = RHOS_TURN + "N P\nE 3C\ndirector\n"
    t = table(log, "1997")
    j = t.pending_judgment
    assert j is not None and j.clause == "32B1" and "Law 32B1" in j.question.render("en")
    assert table(log).pending_judgment is not None
    assert table(log).pending_judgment.clause == "32A1"  # type: ignore[union-attr]
    t = table(log + "director rules 32B1 yes\n", "1997")
    # 3C and what followed cancelled, East's double repeated for him: South to call
    assert [str(c) for c in t.auction.calls][-2:] == ["P", "X"] and t.to_act is Seat.SOUTH
    t = table(log + "director rules 32B1 no\n", "1997")
    assert "12A1" in t.rulings[-1].outcomes and "32B1" not in outcomes(t)


def test_1997_the_report_says_which_law_requires_the_repetition() -> None:
    from bridgelaws.render.report import in_force_lines

    t = table(RHOS_TURN + "N P\n", "1997")
    assert "East must repeat X at his turn (Law 32B1)" in in_force_lines(t, "en")
    t = table(RHOS_TURN + "N P\n")
    assert "East must repeat X at his turn (Law 32A1)" in in_force_lines(t, "en")
