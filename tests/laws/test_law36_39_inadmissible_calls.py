"""Laws 24, 25, 36–39 — inadmissible calls, changes of call, cards exposed in the auction."""

from __future__ import annotations

from bridgelaws import Call, Seat
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
    t = table("W 8H\ndirector\n")
    assert t.rulings[0].laws == ("38",) and t.rulings[0].outcomes == ["38B", "38C"]
    assert t.barred == {Seat.WEST: "throughout", Seat.EAST: "throughout"}
    assert t.auction.to_call is Seat.NORTH
    assert t.withdrawn == [(Seat.WEST, Call.parse("8H"), 1)]  # 38D: 26B may apply


def test_38C_a_bid_above_seven_out_of_rotation_is_cancelled_and_the_turn_stays() -> None:
    """South bids 8H at North's turn: the bid is cancelled and North-South must pass
    throughout (38C), but no pass is placed for South: it was North's turn, and North calls
    (a substituted pass cannot take another player's turn)."""
    t = table("W 1C\nS 8H\ndirector\n")
    assert [str(c) for c in t.auction.calls] == ["1C"] and t.auction.to_call is Seat.NORTH
    assert t.barred == {Seat.NORTH: "throughout", Seat.SOUTH: "throughout"}
    t = table("W 1C\nS 8H\ndirector\nN P\nE 1S\nS P\nW P\nN P\n")
    assert t.contract is not None and str(t.contract) == "1S"


def test_38_waits_for_the_director() -> None:
    """A bid of more than seven is never accepted, but it is the Director who cancels it:
    until he comes, no call stands after it."""
    t = table("W 1C\nN 8H\n")
    assert t.status == "awaiting-director" and t.legal_calls == frozenset()
    assert [str(c) for c in t.auction.calls] == ["1C"]


def test_38B_38D_lho_called_before_rectification() -> None:
    """38B: East's 1S over North's 8H is cancelled with it; the turn is East's again after
    the substituted pass. 38D: East called before the rectification, so no 26B (and no
    72C) for North-South."""
    t = table("W 1C\nN 8H\nE 1S\nS P\ndirector\n")
    assert [str(c) for c in t.auction.calls] == ["1C", "P"]
    assert t.auction.to_call is Seat.EAST
    assert t.rulings[0].outcomes == ["38B", "38C", "38D"]
    assert t.barred == {Seat.NORTH: "throughout", Seat.SOUTH: "throughout"}
    assert t.withdrawn == []


def test_37A_spends_an_obligation_to_pass_at_the_next_turn() -> None:
    """30A: North passed out of rotation at West's turn before any bid; refused (29B), he
    must pass at his next turn. He bids 1S at it, and East calls over it (37A): the calls
    stand, and the obligation, which was for that turn only, is spent."""
    t = table("N P\ndirector\nE chooses 29B\nW 1C\nN 1S\nE P\n")
    assert t.rulings[-1].outcomes == ["37A"]
    assert [str(c) for c in t.auction.calls] == ["1C", "1S", "P"]
    assert t.barred == {}


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
