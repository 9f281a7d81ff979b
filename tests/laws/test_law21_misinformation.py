"""Law 21B — call based on misinformation. Board 8, dealer West.

21B1(a): until the end of the auction period (17D) and provided that his partner has not
subsequently called, a player may change a call without other rectification for his side
when the Director judges that the decision to make it could well have been influenced by
misinformation from an opponent (``director rules 21B1 <seat>``; ``<seat> chooses 21B1a
<call>`` or ``21B1a-keep``). 21B2: his LHO may then in turn change any subsequent call he
may have made, but Law 16C applies. 21B3: too late to change — an adjusted score if the
offending side gained (a judgment at the end of play).
17D1: the auction period ends when, the auction over, a defender faces an opening lead (out
of turn: see Law 54).
"""

from __future__ import annotations

import pytest

from bridgelaws import Call, Seat
from bridgelaws.errors import RecordError
from bridgelaws.rulings import Kind
from tests.helpers import table

MI = "W 1C\nN 1S\nE P\ndirector\ndirector rules 21B1 N\n"
# W 1C N 1S E P S 2S W P N P E P: 2S by North, East to lead, South dummy
ENDED = "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"


def auction(t: object) -> list[str]:
    return [f"{s} {c}" for s, c in t.auction.entries]  # type: ignore[attr-defined]


def test_21B1_the_director_rules_the_call_may_be_changed_by_its_maker() -> None:
    t = table(MI)
    (irr,) = t.irregularities
    assert irr.kind is Kind.MISINFORMATION and irr.offender is None
    assert irr.facts["offending_side"] is Seat.NORTH.side.other  # East-West misinformed
    assert t.pending is not None and t.pending.chooser is Seat.NORTH
    assert t.pending.options == ("21B1a", "21B1a-keep") and t.pending.laws == ("21B1",)
    assert t.status == "awaiting-choice" and t.legal_calls == frozenset()


def test_21B1a_keep_the_auction_goes_on_as_it_stands() -> None:
    t = table(MI + "N chooses 21B1a-keep\n")
    assert auction(t) == ["W 1C", "N 1S", "E P"] and t.auction.to_call is Seat.SOUTH
    assert t.pending is None and Call.parse("2S") in t.legal_calls


def test_21B1a_change_then_21B2_lho_may_change_the_call_he_made_after_it() -> None:
    """The new call replaces 1S; East's pass stands as it was until he chooses."""
    t = table(MI + "N chooses 21B1a X\n")
    assert auction(t) == ["W 1C", "N X", "E P"]
    assert t.pending is not None and t.pending.chooser is Seat.EAST
    assert t.pending.options == ("21B2", "21B2-keep") and t.pending.laws == ("21B2",)
    assert t.legal_calls == frozenset()


def test_21B2_keep_lhos_call_stands() -> None:
    t = table(MI + "N chooses 21B1a X\nE chooses 21B2-keep\n")
    assert auction(t) == ["W 1C", "N X", "E P"] and t.auction.to_call is Seat.SOUTH
    assert t.pending is None and Call.parse("XX") not in t.legal_calls  # South's side doubled


def test_21B2_change_lhos_call_is_replaced() -> None:
    t = table(MI + "N chooses 21B1a X\nE chooses 21B2 1D\n")
    assert auction(t) == ["W 1C", "N X", "E 1D"] and t.auction.to_call is Seat.SOUTH


def test_21B2_lhos_call_no_longer_legal_he_must_change_it() -> None:
    """North changes 1S to 2S: East's 2D is now insufficient, only a change is offered."""
    log = "W 1C\nN 1S\nE 2D\ndirector\ndirector rules 21B1 N\nN chooses 21B1a 2S\n"
    t = table(log)
    assert auction(t) == ["W 1C", "N 2S"]
    assert t.pending is not None and t.pending.options == ("21B2",)
    with pytest.raises(RecordError):
        table(log + "E chooses 21B2-keep\n")
    with pytest.raises(RecordError):
        table(log + "E chooses 21B2 2D\n")  # still insufficient
    assert auction(table(log + "E chooses 21B2 3D\n")) == ["W 1C", "N 2S", "E 3D"]


def test_21B1a_the_new_call_must_be_legal_at_that_point_of_the_auction() -> None:
    with pytest.raises(RecordError):
        table(MI + "N chooses 21B1a 1C\n")  # insufficient over West's 1C
    with pytest.raises(RecordError):
        table(MI + "N chooses 21B1a XX\n")


def test_21B1_needs_a_seat_that_has_a_call_standing() -> None:
    with pytest.raises(RecordError):
        table("W 1C\nN 1S\ndirector\ndirector rules 21B1 nobody\n")
    with pytest.raises(RecordError):
        table("W 1C\ndirector\ndirector rules 21B1 S\n")  # South has not called


def test_21B3_partner_has_called_since_too_late() -> None:
    """21B1a: "provided that his partner has not subsequently called"."""
    t = table("W 1C\nN 1S\nE P\nS P\ndirector\ndirector rules 21B1 N\n")
    (r,) = t.rulings
    assert r.laws == ("21B3",) and r.outcomes == ["21B3"] and r.options == ()
    assert t.pending is None and auction(t) == ["W 1C", "N 1S", "E P", "S P"]


# ---------------------------------------------------------------- after the final pass


def test_21B1a_clarification_period_a_final_pass_changed_reopens_the_auction() -> None:
    """17D1: the auction is over but no lead is faced: the auction period is not. East's
    final pass becomes a double; the auction goes on from South."""
    t = table(ENDED + "director\ndirector rules 21B1 E\nE chooses 21B1a X\n")
    assert t.phase.value == "auction" and t.contract is None and t.declarer is None
    assert auction(t)[-1] == "E X" and t.auction.to_call is Seat.SOUTH
    assert t.pending is None and Call.parse("XX") in t.legal_calls
    t2 = table(ENDED + "director\ndirector rules 21B1 E\nE chooses 21B1a X\nS P\nW P\nN P\n")
    assert str(t2.contract) == "2SX" and t2.declarer is Seat.NORTH
    assert t2.to_act is Seat.EAST  # the opening lead, again East's


def test_21B1a_reopened_by_a_pass_changed_before_the_last_one_then_21B2() -> None:
    """North's pass (partner South has not called since) becomes 3S; East, who passed after
    it, may change his pass (21B2)."""
    log = ENDED + "director\ndirector rules 21B1 N\nN chooses 21B1a 3S\n"
    t = table(log)
    assert t.phase.value == "auction" and auction(t)[-2:] == ["N 3S", "E P"]
    assert t.pending is not None and t.pending.chooser is Seat.EAST
    t2 = table(log + "E chooses 21B2-keep\nS P\nW P\n")
    assert str(t2.contract) == "3S" and t2.declarer is Seat.NORTH


def test_21B3_after_the_opening_lead_is_faced() -> None:
    """17D1: East faced the opening lead: the auction period is over."""
    t = table(ENDED + "E H4\ndirector\ndirector rules 21B1 E\n")
    assert [r.laws for r in t.rulings] == [("21B3",)]
    assert t.phase.value == "play" and str(t.contract) == "2S"


def test_21B3_after_the_play_is_over() -> None:
    """The board is complete (a claim agreed): the auction period is long over."""
    t = table(ENDED + "E H4\nN claims 8\nE agrees\nW agrees\ndirector\ndirector rules 21B1 E\n")
    assert t.status == "complete" and [r.laws for r in t.rulings] == [("21B3",)]
    assert t.result is not None and t.tricks_declarer == 8


def test_21B3_after_a_faced_opening_lead_out_of_turn_even_when_it_was_withdrawn() -> None:
    """17D1 ("If the lead is out of turn then see Law 54"): West's lead out of turn was faced;
    declarer refused it (54D), the card went back as a penalty card — the auction period is
    over all the same."""
    log = ENDED + "W CA\ndirector\nN chooses 54D\nN chooses 50D2b\n"
    t = table(log + "director rules 21B1 E\n")
    assert t.rulings[-1].laws == ("21B3",) and t.pending is None
    assert t.phase.value == "play" and str(t.contract) == "2S"


def test_21B1a_reopened_auction_the_27B2_bar_is_in_force_again() -> None:
    """East's 1H was insufficient and replaced by a pass: West must pass whenever it is his
    turn (27B2). The end of the auction clears the bar; when East's final pass is changed and
    the auction reopens, West is barred again."""
    log = ("W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE P\nS 2S\nW P\nN P\nE P\n"
           "director\ndirector rules 21B1 E\nE chooses 21B1a X\nS P\n")
    t = table(log)
    assert t.auction.to_call is Seat.WEST
    assert t.barred == {Seat.WEST: "throughout"}
    assert sorted(str(c) for c in t.legal_calls) == ["P"]
    t2 = table(log + "W 3C\n")
    assert t2.irregularities[-1].kind is Kind.CALL_BY_BARRED_PLAYER


def test_21B1a_a_player_barred_throughout_has_no_call_to_change() -> None:
    """West's passes were owed (27B2): 21B1a cannot turn one into a double; and when South's
    change gives West a 21B2 option on his pass, there is none — his pass stays."""
    log = ("W 1D\nN P\nE 1C\ndirector\nS chooses 27B\nE P\nS 1S\nW P\nN 2S\nE P\nS P\nW P\n"
           "S chooses 26B H\ndirector\n")
    with pytest.raises(RecordError):
        table(log + "director rules 21B1 W\nW chooses 21B1a X\n")
    t = table(log + "director rules 21B1 S\nS chooses 21B1a 3S\n")
    assert auction(t)[-2:] == ["S 3S", "W P"] and t.pending is None
    assert t.auction.to_call is Seat.NORTH


def test_21B1a_reopened_auction_declarers_26B_choice_is_asked_again() -> None:
    """26B was chosen for 2S; South's final pass changed to 3S reopens the auction: the
    prohibition is lifted, and at the new end declarer is asked again at West's lead."""
    log = ("W 1D\nN P\nE 1C\ndirector\nS chooses 27B\nE P\nS 1S\nW P\nN 2S\nE P\nS P\nW P\n"
           "S chooses 26B H\ndirector\ndirector rules 21B1 S\nS chooses 21B1a 3S\n")
    t = table(log)
    assert t.lead_restrictions == []
    t2 = table(log + "N P\nE P\n")
    assert str(t2.contract) == "3S" and t2.to_act is Seat.WEST
    assert t2.pending is not None and t2.pending.laws == ("26B",)
    assert t2.pending.chooser is Seat.SOUTH


def test_21B1a_passed_out_board_the_hands_still_at_the_table() -> None:
    """17D2: with no bid the auction period ends when the hands are returned to the board —
    the record has no event for it, so a ruling made at once is in time."""
    t = table("W P\nN P\nE P\nS P\ndirector\ndirector rules 21B1 S\nS chooses 21B1a 1S\n")
    assert t.phase.value == "auction" and auction(t) == ["W P", "N P", "E P", "S 1S"]
    assert t.auction.to_call is Seat.WEST


def test_21B1_can_be_ruled_while_declarers_26B_choice_waits_for_the_opening_lead() -> None:
    log = ("W 1D\nN P\nE 1C\ndirector\nS chooses 27B\nE P\nS 1S\nW P\nN 2S\nE P\nS P\nW P\n"
           "director\ndirector rules 21B1 S\n")
    t = table(log)
    assert t.rulings[-1].laws == ("21B1",) and t.rulings[-1].chooser is Seat.SOUTH
    assert [r.laws for r in t.rulings].count(("26B",)) == 0  # set aside until the lead
    t = table(log + "S chooses 21B1a-keep\n")  # the auction stays over: 26B is offered again
    assert t.pending is not None and t.pending.laws == ("26B",)
    assert t.pending.chooser is Seat.SOUTH
