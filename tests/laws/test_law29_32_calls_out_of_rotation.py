"""Laws 28–32 — calls out of rotation. Board 8, dealer West (West to call first)."""

from __future__ import annotations

from bridgelaws import Call, Seat
from bridgelaws.rulings import Kind
from tests.helpers import table


def calls(t: object) -> list[str]:
    return sorted(str(c) for c in t.legal_calls)  # type: ignore[attr-defined]


def test_29_detected_and_offered_to_offenders_lho() -> None:
    t = table("N 1S\ndirector\n")
    (irr,) = t.irregularities
    assert irr.kind is Kind.CALL_OUT_OF_ROTATION and irr.facts["turn"] is Seat.WEST
    assert t.pending is not None and t.pending.chooser is Seat.EAST
    assert t.pending.options == ("29A", "29B") and t.pending.laws == ("29", "31")


def test_29A_lho_calls_and_accepts_rotation_resumes_from_him() -> None:
    t = table("N 1S\nE P\n")
    assert t.rulings[0].chosen == "29A"
    assert t.auction.to_call is Seat.SOUTH
    assert [(str(s), str(c)) for s, c in t.auction.entries] == [("N", "1S"), ("E", "P")]


def test_28B_the_player_whose_turn_it_was_calls_and_cancels_it() -> None:
    t = table("N 1S\nW 1C\n")
    r = t.rulings[0]
    assert r.laws == ("28B",) and r.chosen == "28B"
    assert [str(c) for c in t.auction.calls] == ["1C"] and t.auction.to_call is Seat.NORTH
    assert t.barred == {}


def test_31A1_rho_passes_offender_must_repeat_the_bid() -> None:
    t = table("N 1S\ndirector\nE chooses 29B\nW P\n")
    assert calls(t) == ["1S"]
    assert t.rulings[0].outcomes == ["31A", "31A1"]


def test_31A2a_rho_bids_offender_repeats_the_same_bid_comparable() -> None:
    t = table("N 1S\ndirector\nE chooses 29B\nW 1D\nN 1S\n")
    assert t.barred == {} and t.pending_judgment is None


def test_31A2b_rho_bids_offender_bids_otherwise_not_comparable_partner_passes_once() -> None:
    t = table("N 1S\ndirector\nE chooses 29B\nW 1D\nN 2C\ndirector rules 31A2a no\n")
    assert t.barred == {Seat.SOUTH: "next-turn"}
    assert t.rulings[0].outcomes[-1] == "31A2b"
    t2 = table("N 1S\ndirector\nE chooses 29B\nW 1D\nN 2C\ndirector rules 31A2a no\nE P\nS P\n")
    assert t2.barred == {}


def test_31B_bid_at_partners_turn_partner_free_then_offender_judged() -> None:
    t = table("W P\nS 1H\ndirector\nW chooses 29B\nN 1C\nE P\nS 1NT\n")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "31B2"
    t2 = table("W P\nS 1H\ndirector\nW chooses 29B\nN 1C\nE P\nS 1NT\ndirector rules 31B2 yes\n")
    assert t2.barred == {}


def test_30A_pass_at_rhos_turn_offender_passes_at_his_next_turn() -> None:
    t = table("N P\ndirector\nE chooses 29B\nW 1C\n")
    assert t.barred == {Seat.NORTH: "next-turn"}
    assert calls(t) == ["P"]


def test_30B1_pass_at_partners_turn_then_a_different_call_is_judged() -> None:
    t = table("W P\nS P\ndirector\nW chooses 29B\nN 1C\nE P\nS 1D\ndirector rules 30B1b no\n")
    assert t.barred == {Seat.NORTH: "next-turn"}


def test_32A1_double_at_rhos_turn_rho_passes_offender_must_repeat() -> None:
    t = table("W 1C\nN P\nS X\ndirector\nW chooses 29B\nE P\n")
    assert calls(t) == ["X"]


def test_29_inadmissible_double_out_of_rotation_cannot_be_accepted() -> None:
    t = table("N X\ndirector\n")  # nothing to double yet
    assert t.pending is not None and t.pending.options == ("29B",)


def test_28A_call_at_rhos_turn_when_rho_must_pass_is_in_rotation() -> None:
    # 27B2 bars West throughout; North calls at West's turn: West's pass is deemed made
    t = table("W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE P\nS 2C\nN 2S\n")
    assert [str(c) for c in t.auction.calls][-3:] == ["2C", "P", "2S"]
    assert not [i for i in t.irregularities if i.kind is Kind.CALL_OUT_OF_ROTATION]


def test_chain_call_out_of_rotation_then_insufficient_bid() -> None:
    log = "W 1S\nE 1H\nS 1C\ndirector\n"
    t = table(log)
    kinds = [i.kind for i in t.irregularities]
    assert kinds[0] is Kind.CALL_OUT_OF_ROTATION
    assert t.pending is not None and t.pending.kind is Kind.CALL_OUT_OF_ROTATION
    assert Call.parse("1S") in [c for _, c in t.auction.entries]
