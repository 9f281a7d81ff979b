"""Chains of auction irregularities, each ruled in turn. Board 8, dealer West.

Every restriction a ruling creates is checked to be in force while it should be and gone
after: obligations to pass (``table.barred``, ``legal_calls``), calls to repeat, and lead
restrictions (``table.lead_restrictions``, ``legal_cards``).
"""

from __future__ import annotations

import pytest

from bridgelaws import Call, Seat
from bridgelaws.errors import RecordError
from bridgelaws.laws.law16_withdrawn_calls import withdrawn_calls
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.helpers import cards, table


def calls(t: Table) -> list[str]:
    return sorted(str(c) for c in t.legal_calls)


def auction(t: Table) -> list[str]:
    return [f"{s} {c}" for s, c in t.auction.entries]


def unauthorized(t: Table) -> dict[str, str | None]:
    """withdrawn call -> the side it is unauthorized for (16C2)."""
    return {f"{w.seat} {w.call}": None if w.unauthorized_for is None else w.unauthorized_for.name
            for w in withdrawn_calls(t)}


# ---------------------------------------------------------------- (a) out of rotation, then
# insufficient, then out of rotation again

A1 = "N 1S\ndirector\nE chooses 29B\n"                      # 29B, 31A (at RHO West's turn)
A2 = A1 + "W 1H\nN 1D\ndirector\nE chooses 27B\nN 2D\n"    # insufficient, replaced by 2D
A3 = A2 + "director rules 31A2a no\n"                       # 2D not comparable to 1S
A4 = A3 + "W 2H\ndirector\nN chooses 29B\n"                 # West at his partner's turn
A5 = A4 + "E P\nS P\nW P\n"                                 # the auction ends: 2D by North


def test_chain_a_29B_first_the_auction_reverts_to_west_no_bar_yet() -> None:
    """29B: cancelled, the auction reverts to West; 31A waits for West's call."""
    t = table(A1)
    assert auction(t) == [] and t.auction.to_call is Seat.WEST and t.barred == {}
    assert Call.parse("1C") in t.legal_calls


def test_chain_a_insufficient_bid_at_the_offenders_turn_is_ruled_next() -> None:
    """31A2: West bid, North may make any legal call — 1D is insufficient (Law 27): his LHO
    East chooses; nothing is legal until then."""
    t = table(A1 + "W 1H\nN 1D\ndirector\n")
    assert t.pending is not None and t.pending.kind is Kind.INSUFFICIENT_BID
    assert t.pending.chooser is Seat.EAST and t.legal_calls == frozenset()


def test_chain_a_one_replacement_answers_both_27B1a_and_31A2() -> None:
    """2D is the lowest sufficient bid in diamonds (27B1a: no further rectification, no 16C)
    and North's call under 31A2, which the Director judges against the cancelled 1S."""
    t = table(A2)
    assert t.rulings[1].outcomes == ["27B1a"]
    assert t.pending_judgment is not None and t.pending_judgment.clause == "31A2a"
    assert t.legal_calls == frozenset()


def test_chain_a_31A2b_south_must_pass_at_his_next_turn_only() -> None:
    t = table(A3)
    assert t.barred == {Seat.SOUTH: "next-turn"} and t.auction.to_call is Seat.EAST
    assert Call.parse("2H") in t.legal_calls  # East is free
    assert unauthorized(t) == {"N 1S": "NS", "N 1D": None}


def test_chain_a_third_irregularity_west_out_of_rotation_31B() -> None:
    """West calls at his partner East's turn (31B): East may make any legal call (16C2); the
    bar on South from the first irregularity is still in force."""
    t = table(A4)
    assert t.rulings[-1].outcomes == ["31B"] and t.auction.to_call is Seat.EAST
    assert t.barred == {Seat.SOUTH: "next-turn"}
    assert Call.parse("3H") in t.legal_calls
    assert unauthorized(t)["W 2H"] == "EW"


def test_chain_a_south_passes_at_his_next_turn_then_the_bar_is_gone() -> None:
    t = table(A4 + "E P\n")
    assert calls(t) == ["P"] and t.auction.to_call is Seat.SOUTH
    t2 = table(A4 + "E P\nS P\n")
    assert t2.barred == {} and t2.auction.to_call is Seat.WEST
    assert Call.parse("3D") in t2.legal_calls


def test_chain_a_the_offenders_call_that_ends_the_auction_is_judged_31B2() -> None:
    t = table(A5)
    assert str(t.contract) == "2D" and t.declarer is Seat.NORTH
    assert t.pending_judgment is not None and t.pending_judgment.clause == "31B2"
    t2 = table(A5 + "director rules 31B2 yes\n")
    assert t2.barred == {} and t2.to_act is Seat.EAST and t2.pending is None
    assert unauthorized(t2) == {"N 1S": "NS", "N 1D": None, "W 2H": None}


def test_chain_a_31B2_judged_after_the_auction_ended_leaves_no_bar_in_the_play() -> None:
    t = table(A5 + "director rules 31B2 no\n")
    assert t.phase.value == "play"
    assert t.barred == {}


def test_chain_a_31B2_judged_after_the_auction_ended_26B_is_offered_at_easts_lead() -> None:
    t = table(A5 + "director rules 31B2 no\n")
    assert t.pending is not None and t.pending.laws == ("26B",)
    assert t.pending.chooser is Seat.NORTH


# ---------------------------------------------------------------- (b) an insufficient bid
# whose replacement comes out of rotation

IB = "W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\n"


def test_chain_b_lho_calls_at_the_offenders_turn_then_the_offender_replaces_28B() -> None:
    """South, who refused the insufficient bid, calls 2C at East's turn; East makes his
    replacement before the Director rules on it: 28B — East's call is in rotation, South's
    is cancelled without rectification (16C2 applies); 2H is 27B1a."""
    t = table(IB + "S 2C\nE 2H\n")
    assert auction(t) == ["W 1C", "N 1S", "E 2H"] and t.auction.to_call is Seat.SOUTH
    assert [r.laws for r in t.rulings] == [("27",), ("28B",)]
    assert t.rulings[0].outcomes == ["27B1a"] and t.barred == {}
    assert unauthorized(t) == {"E 1H": None, "S 2C": "NS"}


def test_chain_b_29B_then_the_offenders_pass_is_both_27B2_and_31A1() -> None:
    """South's 2C is cancelled (29B, at RHO East's turn: 31A). East replaces the insufficient
    bid with a pass: 27B2 bars West throughout, and as South's RHO's pass (31A1) South must
    repeat 2C."""
    t = table(IB + "S 2C\ndirector\nW chooses 29B\nE P\n")
    assert t.rulings[0].outcomes == ["27B2"] and t.rulings[1].outcomes == ["31A", "31A1"]
    assert t.barred == {Seat.WEST: "throughout"}
    assert calls(t) == ["2C"]
    t2 = table(IB + "S 2C\ndirector\nW chooses 29B\nE P\nS 2C\n")
    assert calls(t2) == ["P"] and t2.auction.to_call is Seat.WEST
    assert unauthorized(t2) == {"E 1H": "EW", "S 2C": None}  # 31A1 repeated: 23B


def test_chain_b_the_27B2_bar_lasts_to_the_end_of_the_auction_and_no_further() -> None:
    log = IB + "S 2C\ndirector\nW chooses 29B\nE P\nS 2C\nW P\nN 2S\nE 3C\nS P\n"
    t = table(log)
    assert t.auction.to_call is Seat.WEST and calls(t) == ["P"]
    t2 = table(log + "W P\nN P\n")
    assert str(t2.contract) == "3C" and t2.barred == {}
    assert t2.declarer is Seat.WEST  # West named clubs first (1C), barred or not


def test_chain_b_partner_calls_at_the_offenders_turn_31B_then_27B1a() -> None:
    """West bids at his partner's turn while East owes a replacement: 29B, 31B — East may
    make any legal call (16C2), and his call replaces the insufficient bid (27B1a)."""
    t = table(IB + "W 2H\ndirector\nN chooses 29B\nE 2H\n")
    assert t.rulings[0].outcomes == ["27B1a"] and t.rulings[1].outcomes == ["31B"]
    assert t.barred == {} and t.auction.to_call is Seat.SOUTH
    t2 = table(IB + "W 2H\ndirector\nN chooses 29B\nE 2H\nS P\nW 3H\ndirector rules 31B2 no\n")
    assert t2.barred == {Seat.EAST: "next-turn"}
    t3 = table(IB + "W 2H\ndirector\nN chooses 29B\nE 2H\nS P\nW 3H\ndirector rules 31B2 no\n"
               "N P\n")
    assert calls(t3) == ["P"]
    t4 = table(IB + "W 2H\ndirector\nN chooses 29B\nE 2H\nS P\nW 3H\ndirector rules 31B2 no\n"
               "N P\nE P\n")
    assert t4.barred == {} and t4.auction.to_call is Seat.SOUTH


# ---------------------------------------------------------------- (c) a barred partner bids

BARRED = IB + "E P\nS 2S\n"  # 27B2: West must pass whenever it is his turn


def test_chain_c_27B2_then_the_barred_player_bids_37() -> None:
    t = table(BARRED + "W 3C\n")
    (irr,) = [i for i in t.irregularities if i.kind is Kind.CALL_BY_BARRED_PLAYER]
    assert irr.offender is Seat.WEST and irr.status == "open"
    assert t.legal_calls == frozenset()


def test_chain_c_37B_cancelled_replaced_by_a_pass_both_must_pass_throughout() -> None:
    """37B: the bid is cancelled, a pass substituted, and each member of the offending side
    must pass whenever it is his turn; 26B may apply."""
    t = table(BARRED + "W 3C\ndirector\n")
    assert auction(t)[-1] == "W P" and t.auction.to_call is Seat.NORTH
    assert t.barred == {Seat.WEST: "throughout", Seat.EAST: "throughout"}
    assert t.rulings[-1].outcomes == ["37B"]
    assert unauthorized(t) == {"E 1H": "EW", "W 3C": "EW"}
    t2 = table(BARRED + "W 3C\ndirector\nN 3S\n")
    assert calls(t2) == ["P"]


def test_chain_c_37B_the_bars_end_with_the_auction_26B_follows_at_the_lead() -> None:
    """2S by North: East, partner of West (whose 3C was cancelled), is on lead: declarer may
    prohibit a suit West did not specify in the legal auction (West bid clubs)."""
    t = table(BARRED + "W 3C\ndirector\nN P\nE P\n")
    assert str(t.contract) == "2S" and t.barred == {}
    assert t.pending is not None and t.pending.laws == ("26B",)
    assert t.pending.chooser is Seat.NORTH and t.pending.offender is Seat.WEST
    t2 = table(BARRED + "W 3C\ndirector\nN P\nE P\nN chooses 26B H\n")
    assert cards(t2) == ["C3", "C7", "C8", "CQ", "D4", "D6", "S7", "S8", "ST"]
    with pytest.raises(RecordError):  # clubs: specified by West in the legal auction
        table(BARRED + "W 3C\ndirector\nN P\nE P\nN chooses 26B C\n")


def test_chain_c_37A_lho_calls_over_it_all_stands_the_bar_continues() -> None:
    """37A: North calls before rectification: West's 3C stands, and West's obligation to
    pass for the rest of the auction continues."""
    t = table(BARRED + "W 3C\nN P\n")
    assert auction(t)[-2:] == ["W 3C", "N P"] and t.rulings[-1].outcomes == ["37A"]
    assert t.barred == {Seat.WEST: "throughout"} and Call.parse("3D") in t.legal_calls
    t2 = table(BARRED + "W 3C\nN P\nE 3D\nS P\n")
    assert calls(t2) == ["P"]
    assert unauthorized(t2) == {"E 1H": "EW"}


# ---------------------------------------------------------------- (d) 27B2, then 26B enforced

D = ("W 1D\nN P\nE 1C\ndirector\nS chooses 27B\nE P\nS 1S\nW P\nN 2S\nE P\nS P\nW P\n"
     "S chooses 26B H\n")  # 2S by South; West, partner of the offender East, on lead


def test_chain_d_26B_prohibition_in_force_at_the_opening_lead() -> None:
    t = table(D)
    (r,) = t.lead_restrictions
    assert (r.seat, r.kind, r.suit.letter, r.law, r.while_on_lead) == (
        Seat.WEST, "prohibit", "H", "26B", True)
    assert cards(t) == ["C4", "C6", "C9", "CA", "CT", "D7", "D8", "DT", "SA", "SQ"]
    assert t.barred == {}  # the 27B2 bar ended with the auction


def test_chain_d_a_lead_of_the_prohibited_suit_is_a_new_irregularity() -> None:
    """Law 61A: failure to comply with a lead restriction when able is a revoke (Laws
    61-64): not established yet, it is corrected when the Director comes (62A)."""
    t = table(D + "W HK\n")
    irr = t.irregularities[-1]
    assert irr.kind is Kind.REVOKE and irr.offender is Seat.WEST and irr.supported
    assert irr.kind.law == "61-64" and t.status == "awaiting-director"
    assert irr.facts["restriction"] is True


def test_chain_d_the_prohibition_lasts_while_west_retains_the_lead_and_no_longer() -> None:
    tricks = "W SA\nN S4\nE S7\nS S2\nW SQ\nN S5\nE S8\nS S3\n"
    t = table(D + tricks)
    assert t.to_act is Seat.WEST and len(t.lead_restrictions) == 1
    assert cards(t) == ["C4", "C6", "C9", "CA", "CT", "D7", "D8", "DT"]
    t2 = table(D + tricks + "W D7\nN DK\nE D4\nS D2\n")  # dummy wins: West loses the lead
    assert t2.to_act is Seat.NORTH and t2.lead_restrictions == []


def test_chain_d_26B_none_no_restriction() -> None:
    log = D.replace("S chooses 26B H\n", "S chooses 26B-none\n")
    t = table(log)
    assert t.lead_restrictions == [] and "HK" in cards(t)


# ---------------------------------------------------------------- (e) a call out of rotation
# while an insufficient bid waits for the Director


def test_chain_e_the_turn_after_an_insufficient_bid_not_yet_ruled_is_its_lhos_31A() -> None:
    """Dealer North: N 1S, E 1H (insufficient, a call made in turn: South is next), then West
    bids 2C at South's turn — his RHO's, so Law 31A, not 31B. South accepts the 1H (27A),
    North refuses the 2C (29B); South passes, so West must repeat 2C (31A1)."""
    log = "N 1S\nE 1H\nW 2C\ndirector\nS chooses 27A\nN chooses 29B\nS P\n"
    t = table(log, dealer="N", board=1)
    assert t.rulings[1].outcomes == ["31A", "31A1"]
    assert t.auction.to_call is Seat.WEST and calls(t) == ["2C"]
