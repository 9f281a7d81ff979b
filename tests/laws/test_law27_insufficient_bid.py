"""Law 27 — insufficient bid. Board 8, dealer West: W 1C, N 1S, E 1H (insufficient)."""

from __future__ import annotations

import pytest

from bridgelaws import Call, ImpossibleActionError, Seat
from bridgelaws.events import CallMade
from bridgelaws.rulings import Kind
from tests.helpers import table

IB = "W 1C\nN 1S\nE 1H\n"


def calls(t: object) -> list[str]:
    return sorted(str(c) for c in t.legal_calls)  # type: ignore[attr-defined]


def test_27_detected_and_offered_to_lho() -> None:
    t = table(IB + "director\n")
    (irr,) = t.irregularities
    assert irr.kind is Kind.INSUFFICIENT_BID and irr.offender is Seat.EAST
    assert t.pending is not None and t.pending.chooser is Seat.SOUTH
    assert t.pending.options == ("27A", "27B")
    assert t.legal_calls == frozenset()


def test_27A_accepted_by_lhos_call() -> None:
    t = table(IB + "S 1S\n")
    assert t.rulings[0].chosen == "27A" and t.rulings[0].by_conduct
    assert [str(c) for c in t.auction.calls] == ["1C", "1S", "1H", "1S"]
    assert t.auction.to_call is Seat.WEST


def test_27A_accepted_by_statement_bids_go_on_from_the_insufficient_bid() -> None:
    t = table(IB + "director\nS chooses 27A\n")
    assert t.auction.to_call is Seat.SOUTH
    assert Call.parse("1S") in t.legal_calls  # sufficient over the accepted 1H


def test_27B1a_lowest_sufficient_bid_in_the_same_strain_no_rectification() -> None:
    t = table(IB + "director\nS chooses 27B\nE 2H\n")
    assert t.barred == {}
    assert t.rulings[0].outcomes == ["27B1a"]


def test_27B2_pass_partner_must_pass_throughout() -> None:
    t = table(IB + "director\nS chooses 27B\nE P\nS P\n")
    assert t.barred == {Seat.WEST: "throughout"}
    assert calls(t) == ["P"]
    assert t.rulings[0].outcomes == ["27B2"]


def test_27B1b_other_bid_asks_the_director_comparable() -> None:
    t = table(IB + "director\nS chooses 27B\nE 2D\n")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "27B1b"
    assert t.status == "awaiting-director"
    with pytest.raises(ImpossibleActionError):
        t.apply(CallMade(Seat.SOUTH, Call.parse("P")))


def test_27B1b_yes_comparable_no_restriction() -> None:
    t = table(IB + "director\nS chooses 27B\nE 2D\ndirector rules 27B1b yes\n")
    assert t.barred == {} and t.rulings[0].outcomes == ["27B1b"]
    assert t.auction.to_call is Seat.SOUTH


def test_27B1b_no_not_comparable_is_27B2() -> None:
    t = table(IB + "director\nS chooses 27B\nE 2D\ndirector rules 27B1b no\n")
    assert t.barred == {Seat.WEST: "throughout"}
    assert t.rulings[0].outcomes == ["27B2"]


def test_27B3_double_not_comparable_is_cancelled_and_replaced() -> None:
    t = table(IB + "director\nS chooses 27B\nE X\ndirector rules 27B1b no\n")
    assert t.auction.to_call is Seat.EAST  # the double is cancelled
    assert t.barred == {Seat.WEST: "throughout"}
    # 27B3: "the offender must replace it as the foregoing allows": a sufficient bid or pass
    assert {c.kind.name for c in t.legal_calls} == {"PASS", "BID"}
    t2 = table(IB + "director\nS chooses 27B\nE X\ndirector rules 27B1b no\nE 2H\n")
    assert t2.auction.to_call is Seat.SOUTH
    assert "27B3" in t2.rulings[0].outcomes


def test_27B4_another_insufficient_bid() -> None:
    t = table(IB + "director\nS chooses 27B\nE 1D\n")
    assert t.pending is not None and t.pending.options == ("27A", "27B4")
    t2 = table(IB + "director\nS chooses 27B\nE 1D\nS chooses 27B4\nE 2H\n")
    assert t2.barred == {Seat.WEST: "throughout"}
    t3 = table(IB + "director\nS chooses 27B\nE 1D\nS chooses 27A\n")
    assert str(t3.auction.calls[-1]) == "1D"


def test_27C_replacement_before_the_director_is_ruled_under_27B() -> None:
    t = table(IB + "E 2H\n")
    assert t.rulings[0].chosen == "27B" and t.rulings[0].by_conduct
    assert t.rulings[0].outcomes == ["27B1a"] and t.barred == {}


def test_26B_after_27B2_declarer_may_prohibit_a_suit_at_partners_first_lead() -> None:
    log = ("W 1D\nN P\nE 1C\ndirector\nS chooses 27B\nE P\nS 1S\nW P\nN 2S\nE P\nS P\nW P\n")
    t = table(log)
    assert str(t.contract) == "2S" and t.declarer is Seat.SOUTH
    assert t.pending is not None and t.pending.laws == ("26B",)
    assert t.pending.chooser is Seat.SOUTH and t.pending.options == ("26B", "26B-none")
    t2 = table(log + "S chooses 26B H\n")
    assert all(not str(c).startswith("H") for c in t2.legal_cards)
    (r,) = t2.lead_restrictions
    assert r.law == "26B" and r.while_on_lead
