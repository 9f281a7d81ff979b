"""A defender's lead made while declarer's choice of lead restriction is still pending
(issue 20): Law 50D2 (and 51B) after a partner's major penalty card, Law 26B after a
withdrawn call.

* 50D2: the partner "may not lead until declarer has chosen"; a lead made before is
  rectified under Law 49 (docs/laws-2017-play.md, Law 50): the card becomes the leader's own
  major penalty card (50B, exposed through deliberate play) and the choice is offered again.
* 26B says nothing of such a lead: the Director judges (``director rules 47A yes|no``).
* Either way, declarer or dummy playing to the lead before the Director comes forfeits the
  rectification (Law 60A1): the lead stands as made in turn (60A2).
"""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.errors import RecordError
from bridgelaws.report import result_json
from bridgelaws.rulings import Kind, PenaltyKind
from tests.helpers import AUCTION_2S_N, cards, table

# 2S by North; West's CA a major penalty card (54D), 50D2b; East wins trick 1 with the HA
# and must wait for declarer's 50D2 choice before leading again: he leads the H4 at once.
PENALTY_CA = AUCTION_2S_N + "W CA\ndirector\nN chooses 54D\nN chooses 50D2b\n"
EARLY_LEAD = PENALTY_CA + "E HA\nS H2\nW H3\nN H7\nE H4\n"

# Board 33: East's 1S out of rotation, then a double that is not comparable (31A2b): at
# West's opening lead against 4H by South, declarer may prohibit a suit (26B).
DEAL33 = "N:K3.A64.KQJ84.Q73 AQT85.KJ92.6.A94 72.QT875.AT2.KJ5 J964.3.9753.T862"
AUCTION33 = ("E 1S\ndirector\nS chooses 29B\nN 1D\nE X\ndirector rules 31A2a no\nS 1H\nW P\n"
             "N 2H\nE P\nS 3H\nW P\nN 4H\nE P\nS P\nW P\n")


def table33(log: str):  # type: ignore[no-untyped-def]
    return table(AUCTION33 + log, deal=DEAL33, board=33, dealer="N")


def majors(t, seat: Seat) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(pc.card) for pc in t.penalty_cards[seat] if pc.kind is PenaltyKind.MAJOR]


def test_50D2_lead_before_the_choice_is_recorded_and_waits_for_the_director() -> None:
    t = table(EARLY_LEAD)
    (irr,) = [i for i in t.irregularities if i.kind is Kind.LEAD_BEFORE_DECLARERS_CHOICE]
    assert irr.supported and irr.status == "open" and irr.offender is Seat.EAST
    assert t.status == "awaiting-director" and not t.unsupported


def test_50D2_law_49_the_early_lead_becomes_the_leaders_major_penalty_card() -> None:
    t = table(EARLY_LEAD + "director\n")
    assert majors(t, Seat.EAST) == ["H4"] and majors(t, Seat.WEST) == ["CA"]
    assert t.trick_cards == [] and t.to_act is Seat.EAST
    # declarer's 50D2 choice on West's CA is offered again, now
    assert t.pending is not None and t.pending.laws == ("50D2",)
    assert t.pending.chooser is Seat.NORTH
    assert result_json(t)["not_implemented"] == []


def test_50D1b_declarers_requirement_comes_before_the_leaders_own_penalty_card() -> None:
    t = table(EARLY_LEAD + "director\nN chooses 50D2a-require\n")
    assert cards(t) == ["C3", "C7", "C8", "CQ"]  # a club: the CA is picked up
    assert majors(t, Seat.EAST) == ["H4"]  # it stays, for the next legal opportunity


def test_50D1a_with_no_restriction_the_leader_must_lead_his_own_penalty_card() -> None:
    t = table(EARLY_LEAD + "director\nN chooses 50D2b\n")
    assert cards(t) == ["H4"]


def test_50D2_no_card_may_be_led_while_the_director_waits_for_the_choice() -> None:
    with pytest.raises(RecordError):
        table(EARLY_LEAD + "director\nE D6\n")


def test_60A1_declarer_plays_to_the_early_lead_it_stands_and_the_penalty_card_stays() -> None:
    t = table(EARLY_LEAD + "S H8\n")  # dummy (South), next in rotation, plays to it
    (irr,) = [i for i in t.irregularities if i.kind is Kind.LEAD_BEFORE_DECLARERS_CHOICE]
    assert irr.status == "condoned"
    assert t.trick_cards[0].symbol == "♥4" and t.to_act is Seat.WEST
    assert majors(t, Seat.WEST) == ["CA"]  # 60A3: the obligation remains
    r = t.rulings[-1]
    assert r.laws == ("50D2", "60A1") and r.outcomes == ["60A1"]
    assert t.pending is None and t.status == "in-progress"
    # the choice declarer did not make is no longer listed as waiting
    assert not [x for x in t.rulings if x.laws == ("50D2",) and x.chosen is None]


def test_26B_lead_before_the_choice_the_director_is_asked() -> None:
    t = table33("W S4\ndirector\n")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "47A"
    (irr,) = [i for i in t.irregularities if i.kind is Kind.LEAD_BEFORE_26B_CHOICE]
    assert irr.supported and irr.kind.law == "26B"


def test_26B_47A_yes_the_lead_is_withdrawn_a_penalty_card_and_declarer_chooses() -> None:
    t = table33("W S4\ndirector\ndirector rules 47A yes\n")
    assert majors(t, Seat.WEST) == ["S4"] and t.trick_cards == []
    assert t.pending is not None and t.pending.laws == ("26B",)
    t = table33("W S4\ndirector\ndirector rules 47A yes\nS chooses 26B S\n")
    # the prohibition comes before the penalty card (50D1b): no spade, the S4 stays
    assert t.to_act is Seat.WEST and not any(c.startswith("S") for c in cards(t))
    assert majors(t, Seat.WEST) == ["S4"]


def test_26B_47A_no_the_lead_stands_and_declarers_right_has_lapsed() -> None:
    t = table33("W S4\ndirector\ndirector rules 47A no\n")
    assert t.trick_cards[0].symbol == "♠4" and t.to_act is Seat.NORTH
    assert t.pending is None and t.lead_restrictions == []
    r = next(x for x in t.rulings if x.kind is Kind.LEAD_BEFORE_26B_CHOICE)
    assert r.outcomes == ["12A1"]
    assert not [x for x in t.rulings if x.laws == ("26B",) and x.kind is None]
    assert result_json(t)["not_implemented"] == []


def test_26B_60A1_dummy_plays_to_the_lead_before_the_director_comes() -> None:
    t = table33("W S4\nN S3\n")
    assert t.trick_cards[-1].symbol == "♠3" and t.to_act is Seat.EAST
    r = t.rulings[-1]
    assert r.laws == ("26B", "60A1") and r.outcomes == ["60A1"]
    assert t.status == "in-progress" and not t.unsupported
