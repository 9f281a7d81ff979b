"""Laws 24, 25, 36–39 — inadmissible calls, changes of call, cards exposed in the auction."""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.rulings import Kind, PenaltyKind
from tests.helpers import table


def test_36B_inadmissible_double_cancelled_partner_passes_throughout() -> None:
    t = table("W P\nN 1S\nE P\nS X\ndirector\n")
    assert t.irregularities[0].kind is Kind.INADMISSIBLE_CALL
    assert t.barred == {Seat.NORTH: "throughout"}
    assert t.auction.to_call is Seat.SOUTH and t.rulings[0].outcomes == ["36B"]


def test_36A_lho_called_the_double_and_later_calls_are_cancelled() -> None:
    t = table("W P\nN 1S\nE P\nS X\nW P\n")
    assert t.rulings[0].laws == ("36A",)
    assert t.auction.to_call is Seat.SOUTH and t.barred == {}


def test_37B_barred_player_bids_replaced_by_pass_both_barred() -> None:
    t = table("W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE P\nS P\nW 2C\ndirector\n")
    assert t.barred == {Seat.WEST: "throughout", Seat.EAST: "throughout"}
    assert t.auction.to_call is Seat.NORTH


def test_37A_lho_calls_over_the_violation_it_stands() -> None:
    t = table("W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE P\nS P\nW 2C\nN P\n")
    assert str(t.auction.calls[-2]) == "2C"
    assert t.barred == {Seat.WEST: "throughout"}


def test_38_bid_above_seven_replaced_by_pass_both_barred() -> None:
    t = table("W 8H\n")
    assert t.rulings[0].laws == ("38",)
    assert t.barred == {Seat.WEST: "throughout", Seat.EAST: "throughout"}
    assert t.auction.to_call is Seat.NORTH


def test_39_call_after_the_final_pass_is_cancelled() -> None:
    t = table("W P\nN P\nE 1C\nS P\nW P\nN P\nS 2C\n")
    assert str(t.contract) == "1C" and t.rulings[0].laws == ("39",)


def test_25A_unintended_call_replaced_when_the_director_says_so() -> None:
    t = table("W 1C\nW 1D\ndirector\n")
    assert t.irregularities[0].kind is Kind.CHANGE_OF_CALL
    assert t.pending_judgment is not None and t.pending_judgment.clause == "25A"
    t2 = table("W 1C\nW 1D\ndirector\ndirector rules 25A yes\n")
    assert [str(c) for c in t2.auction.calls] == ["1D"]


def test_25B_intended_change_lho_refuses_first_call_stands() -> None:
    t = table("W 1C\nW 1D\ndirector\ndirector rules 25A no\nN chooses 25B2\n")
    assert [str(c) for c in t.auction.calls] == ["1C"]
    t2 = table("W 1C\nW 1D\ndirector\ndirector rules 25A no\nN chooses 25B1\n")
    assert [str(c) for c in t2.auction.calls] == ["1D"]


def test_24B_honour_exposed_partner_passes_next_turn_then_24E_penalty_card() -> None:
    t = table("W 1C\nN 1S\nE shows HA\n")
    assert t.barred == {Seat.WEST: "next-turn"}
    t2 = table("W 1C\nN 1S\nE shows HA\nS 2S\nW P\nN P\nE P\n")
    (pc,) = t2.penalty_cards[Seat.EAST]
    assert str(pc.card) == "HA" and pc.kind is PenaltyKind.MAJOR and pc.law == "24E"


def test_24A_single_low_card_no_bar_minor_penalty_card_if_defender() -> None:
    t = table("W 1C\nN 1S\nE shows H4\nS 2S\nW P\nN P\nE P\n")
    (pc,) = t.penalty_cards[Seat.EAST]
    assert pc.kind is PenaltyKind.MINOR
    assert t.rulings[0].outcomes == ["24A", "24E"]


def test_24D_offender_becomes_declarer_cards_returned() -> None:
    t = table("W 1C\nN shows SK\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n")
    assert t.penalty_cards[Seat.NORTH] == []
    assert t.rulings[0].outcomes == ["24B", "24D"]
