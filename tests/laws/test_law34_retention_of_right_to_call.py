"""Law 34 / 17D3 — retention of the right to call. Board 8, dealer West.

Law 34: "When following a call there have been three consecutive passes, one or more being
out of rotation, Law 17D3 applies." 17D3: the auction does not end if any of those passes was
out of rotation, depriving a player of his right to call; it reverts to the player who missed
his turn, all subsequent passes are cancelled and the auction proceeds normally; Law 16C
applies to the cancelled calls, any player who passed out of rotation being an offender.

A pass out of rotation stands only once accepted: its offender's LHO calls over it (29A).
"""

from __future__ import annotations

from bridgelaws import Call, Seat
from bridgelaws.rulings import Kind
from tests.helpers import table


def auction(t: object) -> list[str]:
    return [f"{s} {c}" for s, c in t.auction.entries]  # type: ignore[attr-defined]


def rulings_17D3(t: object) -> list[object]:
    return [r for r in t.rulings if r.laws == ("34", "17D3")]  # type: ignore[attr-defined]


def test_17D3_three_passes_after_a_bid_one_out_of_rotation_the_auction_reverts() -> None:
    """W 1C, N P, then South passes at East's turn; West (South's LHO) accepts by passing:
    three passes follow 1C, but East was deprived of his turn. The auction reverts to East;
    South's and West's passes are cancelled."""
    t = table("W 1C\nN P\nS P\nW P\n")
    assert t.phase.value == "auction" and t.contract is None
    assert auction(t) == ["W 1C", "N P"] and t.auction.to_call is Seat.EAST
    (r,) = rulings_17D3(t)
    assert r.offender is Seat.SOUTH and r.event == 3 and r.outcomes == ["17D3"]
    assert r.chooser is None and r.options == ()
    assert Call.parse("1D") in t.legal_calls and t.barred == {}


def test_17D3_after_the_revert_the_auction_proceeds_normally() -> None:
    t = table("W 1C\nN P\nS P\nW P\nE P\nS P\n")
    assert str(t.contract) == "1C" and t.declarer is Seat.WEST
    assert auction(t) == ["W 1C", "N P", "E P", "S P"]
    t2 = table("W 1C\nN P\nS P\nW P\nE 1H\n")
    assert auction(t2)[-1] == "E 1H" and t2.auction.to_call is Seat.SOUTH


def test_17D3_the_accepting_pass_is_cancelled_too_not_a_new_call_out_of_rotation() -> None:
    """WBF commentary to Law 17, example 15 (W P, N 1H, E P, S P, N P at West's turn, E P):
    East, passing after North's pass out of rotation, is not an offender; the auction reverts
    to West and both passes are withdrawn."""
    t = table("W P\nN 1H\nE P\nS P\nN P\nE P\n")
    assert auction(t) == ["W P", "N 1H", "E P", "S P"] and t.auction.to_call is Seat.WEST
    assert [i.offender for i in t.irregularities] == [Seat.NORTH]
    assert t.status == "in-progress" and Call.parse("1S") in t.legal_calls
    (r,) = rulings_17D3(t)
    assert r.offender is Seat.NORTH


def test_17D3_the_third_pass_out_of_rotation_accepted_by_a_pass() -> None:
    """W 1C, N P, E P, then West passes at South's turn and North accepts by passing: South
    missed his turn; West's and North's passes are cancelled."""
    t = table("W 1C\nN P\nE P\nW P\nN P\n")
    assert auction(t) == ["W 1C", "N P", "E P"] and t.auction.to_call is Seat.SOUTH
    assert len([i for i in t.irregularities if i.kind is Kind.CALL_OUT_OF_ROTATION]) == 1


def test_17D3_a_bid_accepting_the_pass_is_not_cancelled_it_is_out_of_rotation() -> None:
    """17D3 cancels the passes only: North's 1S, made after the third pass at a turn that
    reverts to South, is a call out of rotation (at partner's turn) to be ruled on."""
    t = table("W 1C\nN P\nE P\nW P\nN 1S\n")
    assert auction(t) == ["W 1C", "N P", "E P"] and t.auction.to_call is Seat.SOUTH
    last = t.irregularities[-1]
    assert last.kind is Kind.CALL_OUT_OF_ROTATION and last.offender is Seat.NORTH
    assert last.status == "open" and last.facts["turn"] is Seat.SOUTH


def test_17D3_passed_out_four_passes_one_out_of_rotation() -> None:
    """No bid: the first pass is the call the three others follow. South passed at East's
    turn (West accepting): the auction reverts to East, who may open."""
    t = table("W P\nN P\nS P\nW P\n")
    assert t.phase.value == "auction" and auction(t) == ["W P", "N P"]
    assert t.auction.to_call is Seat.EAST and Call.parse("1C") in t.legal_calls
    t2 = table("W P\nN P\nS P\nW P\nE P\nS P\nW P\n")
    assert t2.phase.value == "complete" and t2.contract is None


def test_17D3_the_missed_player_has_called_since_the_auction_ends_normally() -> None:
    """South passed first, at dealer West's turn; West accepted by passing, so he did call
    afterwards: nobody was deprived of his right to call — passed out."""
    t = table("S P\nW P\nN P\nE P\n")
    assert t.phase.value == "complete" and t.contract is None
    assert rulings_17D3(t) == []
    t2 = table("N P\nE P\nS P\nW P\n")  # West missed his first turn, and passed last
    assert t2.phase.value == "complete" and rulings_17D3(t2) == []


def test_17D3_the_bidder_deprived_of_his_turn_is_one_too() -> None:
    """W 1C, East passes at North's turn (South accepts), North passes at West's turn (East
    accepts): the last three passes are S, N, E; West's turn went to North's pass and West
    has not called since. The auction reverts to West."""
    t = table("W 1C\nE P\nS P\nN P\nE P\n")
    assert auction(t) == ["W 1C", "E P", "S P"] and t.auction.to_call is Seat.WEST
    (r,) = rulings_17D3(t)
    assert r.offender is Seat.NORTH


def test_17D3_applied_again_when_the_reverted_auction_ends_the_same_way() -> None:
    """West passes after the first revert: 1C is followed by E, S, W passes, and East's pass
    took North's turn; North has not called since 1C. The auction reverts to North."""
    t = table("W 1C\nE P\nS P\nN P\nE P\nW P\n")
    assert auction(t) == ["W 1C"] and t.auction.to_call is Seat.NORTH
    assert [r.offender for r in rulings_17D3(t)] == [Seat.NORTH, Seat.EAST]


def test_17D3_not_when_the_passes_are_in_rotation_after_an_accepted_pass() -> None:
    """North's pass at West's turn was accepted long before the final passes: those are in
    rotation and the auction ends normally."""
    t = table("N P\nE 1H\nS P\nW P\nN P\n")
    assert str(t.contract) == "1H" and t.declarer is Seat.EAST
    assert rulings_17D3(t) == []


def test_17D3_a_call_after_the_final_pass_is_not_a_pass_out_of_rotation() -> None:
    """The auction ended in rotation; a later pass is Law 39, not 17D3."""
    t = table("W 1C\nN P\nE P\nS P\nN P\n")
    assert str(t.contract) == "1C" and rulings_17D3(t) == []
    assert t.irregularities[-1].kind is Kind.CALL_AFTER_AUCTION


def test_17D3_a_player_whose_turn_never_came_keeps_his_right_to_call() -> None:
    """17D3 (2017: "depriving a player of his right to call"): W 1C, South passes at North's
    turn, West accepts by passing, North passes — East has never had a turn since 1C; the
    auction stays open for him, and his pass ends it."""
    t = table("W 1C\nS P\nW P\nN P\n")
    assert t.phase.value == "auction" and t.auction.to_call is Seat.EAST
    assert Call.parse("P") in t.legal_calls
    assert t.rulings[-1].laws == ("34", "17D3") and t.rulings[-1].outcomes == ["17D3"]
    t = table("W 1C\nS P\nW P\nN P\nE P\n")
    assert t.phase.value == "play" and str(t.contract) == "1C"
