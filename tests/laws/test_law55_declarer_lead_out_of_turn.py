"""Law 55 — declarer's lead out of turn (2S by N, South dummy), and Law 60B."""

from __future__ import annotations

import pytest

from bridgelaws import ImpossibleActionError, Seat
from bridgelaws.cards import Card
from bridgelaws.events import CardPlayed, OptionChosen
from bridgelaws.rulings import Kind, PenaltyKind
from tests.helpers import AUCTION_2S_N, table

START = AUCTION_2S_N + "W CA\nN CK\nE C3\nS C2\nW CT\nN H9\nE C8\nS C5\n"  # West on lead
AFTER_3 = START + "W D7\nN D3\nE D4\nS D9\n"  # South (dummy) on lead


def test_55_declarer_leads_when_a_defender_was_on_lead() -> None:
    t = table(START + "N SK\ndirector\n")
    irr = t.irregularities[-1]
    assert irr.kind is Kind.DECLARER_LEAD_OUT_OF_TURN and irr.offender is Seat.NORTH
    assert t.pending is not None and t.pending.options == ("53A", "55B")
    assert t.pending.chooser is Seat.EAST  # next in turn to the irregular lead
    assert t.pending.also_may_choose == (Seat.WEST,)


def test_55B1_retracted_card_returns_without_penalty_and_the_defender_leads() -> None:
    t = table(START + "N SK\ndirector\nE chooses 55B\n")
    assert "SK" in [str(c) for c in t.hand(Seat.NORTH)]
    assert t.penalty_cards[Seat.NORTH] == []  # Law 48A
    assert t.to_act is Seat.WEST


def test_55A_accepted_by_conduct_when_the_next_hand_plays() -> None:
    t = table(START + "N SK\nE S7\n")
    assert t.rulings[-1].chosen == "53A" and t.rulings[-1].by_conduct
    assert t.to_act is Seat.SOUTH


def test_55A_defenders_disagree_next_in_turn_prevails() -> None:
    t = table(START + "N SK\ndirector\nW chooses 55B\nE chooses 53A\n")
    assert t.rulings[-1].chosen == "53A"
    assert t.to_act is Seat.EAST  # the lead stands


def test_55A_partners_choice_stands_when_next_in_turn_is_silent() -> None:
    t = table(START + "N SK\ndirector\nW chooses 55B\nW H3\n")
    assert t.rulings[-1].chosen == "55B"
    assert t.current_trick is not None and t.current_trick.leader is Seat.WEST


def test_55B2_wrong_hand_declarer_leads_from_the_correct_hand() -> None:
    t = table(AFTER_3 + "N SK\ndirector\nE chooses 55B\n")
    assert t.to_act is Seat.SOUTH
    assert "SK" in [str(c) for c in t.hand(Seat.NORTH)]


def test_60B_defender_plays_before_declarers_correct_lead() -> None:
    t = table(AFTER_3 + "N SK\ndirector\nE chooses 55B\nW DT\n")
    (pc,) = t.penalty_cards[Seat.WEST]
    assert str(pc.card) == "DT" and pc.kind is PenaltyKind.MAJOR and pc.law == "60B"
    assert t.to_act is Seat.SOUTH
    assert t.rulings[-1].laws == ("60B",)


def test_55_pending_choice_blocks_play_as_impossible() -> None:
    t = table(START + "N SK\ndirector\n")
    with pytest.raises(ImpossibleActionError):
        t.apply(CardPlayed(Seat.EAST, Card.parse("S7")))
    with pytest.raises(ImpossibleActionError):
        t.apply(OptionChosen(Seat.NORTH, "53A"))  # declarer does not choose here
