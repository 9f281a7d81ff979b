"""Law 54 — faced opening lead out of turn: West leads when East was on lead (2S by N)."""

from __future__ import annotations

import pytest

from bridgelaws import ImpossibleActionError, RecordError, Seat
from bridgelaws.events import OptionChosen
from bridgelaws.rulings import Kind, PenaltyKind
from tests.helpers import AUCTION_2S_N, cards, table

LOOT = AUCTION_2S_N + "W CA\n"


def test_54_detected_with_offender_and_correct_leader() -> None:
    t = table(LOOT)
    (irr,) = t.irregularities
    assert irr.kind is Kind.OPENING_LEAD_OUT_OF_TURN and irr.offender is Seat.WEST
    assert irr.event == 8 and irr.facts["correct_leader"] is Seat.EAST
    assert t.status == "awaiting-director"


def test_54_options_listed_for_declarer_when_director_called() -> None:
    t = table(LOOT + "director\n")
    assert t.pending is not None
    assert t.pending.chooser is Seat.NORTH
    assert t.pending.options == ("54A", "54B", "54D")
    assert t.status == "awaiting-choice"
    assert t.legal_cards == frozenset()  # nothing is played while the choice is pending


def test_54A_declarer_spreads_and_becomes_dummy() -> None:
    t = table(LOOT + "director\nN chooses 54A\n")
    assert t.declarer is Seat.SOUTH and t.dummy is Seat.NORTH
    assert t.to_act is Seat.NORTH  # the lead stands; the next hand is now dummy's
    assert cards(t) == ["CK"]
    assert t.rulings[0].chosen == "54A"


def test_54A_by_conduct_declarer_begins_to_spread_his_hand() -> None:
    t = table(LOOT + "N shows SK SJ\n")
    assert t.declarer is Seat.SOUTH
    (r,) = t.rulings
    assert r.chosen == "54A" and r.by_conduct


def test_54B_accepted_by_statement_declarer_plays_second_from_his_hand() -> None:
    t = table(LOOT + "director\nN chooses 54B\n")
    assert t.declarer is Seat.NORTH and t.dummy_exposed
    assert t.to_act is Seat.NORTH
    assert cards(t) == ["CK"]


def test_54B_accepted_by_conduct_when_declarer_plays_to_the_lead() -> None:
    t = table(LOOT + "N CK\n")
    (r,) = t.rulings
    assert r.chosen == "54B" and r.by_conduct
    assert t.to_act is Seat.EAST and t.status == "in-progress"


def test_54C_dummy_exposed_cards_declarer_must_accept() -> None:
    t = table(LOOT + "S shows S9 S3\ndirector\n")
    (r,) = t.rulings
    assert r.options == ("54B",) and r.chosen == "54B"
    assert "54C" in r.laws
    assert t.pending is None and t.declarer is Seat.NORTH
    assert t.to_act is Seat.NORTH


def test_54C_then_declarer_showing_cards_is_not_54A() -> None:
    t = table(LOOT + "S shows S9\nN shows SK\n")
    assert t.declarer is Seat.NORTH
    assert t.rulings[0].chosen == "54B"


def test_54D_card_becomes_major_penalty_card_and_50D2_follows() -> None:
    t = table(LOOT + "director\nN chooses 54D\n")
    (pc,) = t.penalty_cards[Seat.WEST]
    assert str(pc.card) == "CA" and pc.kind is PenaltyKind.MAJOR
    assert t.to_act is Seat.EAST
    assert t.pending is not None and t.pending.chooser is Seat.NORTH
    assert t.pending.options == ("50D2a-require", "50D2a-prohibit", "50D2b")
    assert "CA" in [str(c) for c in t.hand(Seat.WEST)]  # a penalty card is still his


def test_54D_then_50D2a_require_clubs() -> None:
    t = table(LOOT + "director\nN chooses 54D\nN chooses 50D2a-require\n")
    assert t.penalty_cards[Seat.WEST] == []  # picked up
    assert cards(t) == ["C3", "C7", "C8", "CQ"]


def test_54D_then_50D2a_prohibit_clubs_while_east_keeps_the_lead() -> None:
    t = table(LOOT + "director\nN chooses 54D\nN chooses 50D2a-prohibit\n")
    assert all(not c.startswith("C") for c in cards(t))
    t2 = table(LOOT + "director\nN chooses 54D\nN chooses 50D2a-prohibit\n"
               "E HA\nS H2\nW H3\nN H7\n")  # East wins and keeps the lead
    assert t2.to_act is Seat.EAST
    assert all(not c.startswith("C") for c in cards(t2))


def test_54D_then_50D2b_penalty_card_stays_and_must_be_played() -> None:
    t = table(LOOT + "director\nN chooses 54D\nN chooses 50D2b\nE C3\nS C2\n")
    assert cards(t) == ["CA"]  # 50D1: first legal opportunity, following suit


def test_54D_50D2b_follow_suit_comes_before_the_penalty_card() -> None:
    t = table(LOOT + "director\nN chooses 54D\nN chooses 50D2b\nE H4\nS H2\n")
    assert cards(t) == ["H3", "H6", "HK"]  # 44C/50D1b: following suit first
    assert t.penalty_cards[Seat.WEST]


def test_54_option_not_offered_is_impossible() -> None:
    t = table(LOOT + "director\n")
    with pytest.raises(ImpossibleActionError):
        t.apply(OptionChosen(Seat.NORTH, "54C"))
    with pytest.raises(ImpossibleActionError):
        t.apply(OptionChosen(Seat.EAST, "54A"))
    assert t.pending is not None and len(t.events) == 9  # unchanged


def test_54_choice_in_a_record_by_the_wrong_seat_names_its_line() -> None:
    with pytest.raises(RecordError) as exc:
        table(LOOT + "director\nE chooses 54A\n")
    assert exc.value.line == 15


def test_54E_card_faced_by_presumed_declarer_is_law_24_not_a_lead() -> None:
    t = table(AUCTION_2S_N + "N SK\n")
    (irr,) = t.irregularities
    assert irr.kind is Kind.CARD_DURING_AUCTION and irr.supported
    (r,) = t.rulings
    assert r.laws == ("54E", "24") and r.outcomes == ["24D"]  # returned to his hand
    assert "SK" in [str(c) for c in t.hand(Seat.NORTH)]
    assert t.to_act is Seat.EAST and t.penalty_cards[Seat.NORTH] == []
