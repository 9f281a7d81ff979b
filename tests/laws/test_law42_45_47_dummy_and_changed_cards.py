"""Laws 42–43 (dummy's rights and limitations), 45C4b, 45D1 and 47D (a card changed).

Board 8: 2S by North after ``AUCTION_2S_N``; East leads, South is dummy (♠932 ♥Q82 ♦AJ92
♣J52). Trick 1 ♥A ♥2 ♥3 ♥7 (East), trick 2 ♦4 ♦A ♦7 ♦3 (dummy wins)."""

from __future__ import annotations

import pytest

from bridgelaws import Card, Seat
from bridgelaws.errors import RecordError
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.helpers import AUCTION_2S_N, cards, table

HA = AUCTION_2S_N + "E HA\n"
T1 = HA + "S H2\nW H3\nN H7\n"
T2 = T1 + "E D4\nS DA\nW D7\nN D3\n"  # dummy on lead


def trick(t: Table) -> list[str]:
    return [str(c) for c in t.trick_cards]


# ---------------------------------------------------------------- 45D1, 47D


def test_45D1_dummy_faced_a_card_declarer_did_not_designate() -> None:
    t = table(HA + "S H2\nS HQ instead\n")
    assert trick(t) == ["HA", "HQ"] and t.rulings[-1].outcomes == ["45D1"]
    assert t.hands[Seat.SOUTH] & Card.parse("H2").mask


def test_45D1_47D_a_defender_who_played_after_it_may_change_his_card() -> None:
    t = table(HA + "S H2\nW H3\nS HQ instead\nW HK instead\n")
    assert trick(t) == ["HA", "HQ", "HK"] and t.rulings[-1].outcomes == ["47D"]
    assert not t.penalty_cards[Seat.WEST]  # no rectification for the card taken back


def test_47D_needs_an_opponents_change_first() -> None:
    with pytest.raises(RecordError, match="only after an opponent's card"):
        table(HA + "S H2\nW H3\nW HK instead\n")


def test_45D1_in_the_trick_just_completed_the_winner_is_recomputed() -> None:
    """Dummy played ♥2 and the trick was completed; before anyone plays to the next trick,
    declarer says he called the queen: ♥A still wins."""
    t = table(T1 + "S HQ instead\n")
    assert [str(c) for c in t.tricks[0].cards] == ["HA", "HQ", "H3", "H7"]
    assert t.winners[0] is Seat.EAST and t.to_act is Seat.EAST


# ---------------------------------------------------------------- 45C4b


def test_45C4b_an_unintended_designation_asks_the_director() -> None:
    log = HA + "S H2\nS HQ unintended\n"
    t = table(log)
    assert t.pending_judgment is not None and t.pending_judgment.clause == "45C4b"
    yes = table(log + "director rules 45C4b yes\n")
    assert trick(yes) == ["HA", "HQ"] and yes.rulings[-1].outcomes == ["45C4b"]
    no = table(log + "director rules 45C4b no\n")
    assert trick(no) == ["HA", "H2"] and "45C4b" in no.notes[-1].render("en")


def test_45C4b_too_late_after_declarer_played_again() -> None:
    with pytest.raises(RecordError, match="too late"):
        table(T1 + "S HQ unintended\n")


def test_unintended_is_for_dummy_only() -> None:
    with pytest.raises(RecordError, match="designation of a card from dummy"):
        table(HA + "S H2\nW H3\nW HK unintended\n")


# ---------------------------------------------------------------- 42, 43


def test_42B2_dummy_may_warn_declarer_without_consequence() -> None:
    t = table(T2 + "S warns\n")
    assert t.pending is None and "42B2" in t.notes[-1].render("en")


def test_43B2a_after_a_breach_either_defender_chooses_declarers_hand() -> None:
    log = T2 + "director rules 43A2 S\nS warns\n"
    t = table(log)
    assert t.pending is not None and t.pending.laws == ("43B2a",)
    assert t.pending.chooser is Seat.EAST and Seat.WEST in t.pending.also_may_choose
    t = table(log + "E chooses 43B2a N\n")
    assert t.trick_leader is Seat.NORTH and t.to_act is Seat.NORTH


def test_43B2a_needs_declarers_or_dummys_hand() -> None:
    with pytest.raises(RecordError, match="the hand declarer leads from"):
        table(T2 + "director rules 43A2 S\nS warns\nE chooses 43B2a E\n")


def test_43B3_dummy_after_a_breach_draws_attention_to_a_defenders_irregularity() -> None:
    """West leads out of turn (dummy is on lead); dummy, who had looked at East's cards, is
    the first to draw attention: no rectification, the lead stands."""
    log = T2 + "director rules 43A2 S\nW C4\ndirector by S\n"
    t = table(log)
    assert t.rulings[-1].outcomes == ["43B3"] and t.pending is None
    assert trick(t) == ["C4"] and t.to_act is Seat.NORTH


def test_43A1_dummy_draws_attention_without_a_breach_the_law_applies() -> None:
    t = table(T2 + "W C4\ndirector by S\n")
    assert t.pending is not None and t.pending.kind is Kind.DEFENDER_LEAD_OUT_OF_TURN
    assert any("43A1" in n.render("en") for n in t.notes)


def test_43A2_names_dummy() -> None:
    with pytest.raises(RecordError, match="names dummy"):
        table(T2 + "director rules 43A2 N\n")


def test_after_a_change_play_goes_on_from_the_next_seat() -> None:
    t = table(HA + "S H2\nS HQ instead\nW H3\n")
    assert t.to_act is Seat.NORTH and cards(t) == ["H7", "H9", "HT"]


# ---------------------------------------------------------------- 47E


def test_47E1_a_lead_out_of_turn_after_misinformation_is_retracted_without_penalty() -> None:
    """West leads ♣A because an opponent told him it was his lead: retracted, no penalty
    card, and it cannot be accepted; East leads."""
    t = table(AUCTION_2S_N + "W CA\ndirector rules 47E1\n")
    assert t.trick_cards == [] and not t.penalty_cards[Seat.WEST]
    assert t.rulings[-1].outcomes == ["47E1"] and t.to_act is Seat.EAST


def test_47E2a_a_card_played_after_a_mistaken_explanation_may_be_changed() -> None:
    t = table(HA + "S H2\nW H3\ndirector rules 47E2 W\nW chooses 47E2 HK\n")
    assert trick(t) == ["HA", "H2", "HK"] and t.rulings[-1].outcomes == ["47E2a"]


def test_47E2b_too_late_once_a_card_was_played_since() -> None:
    t = table(T1 + "director rules 47E2 W\n")
    assert t.rulings[-1].outcomes == ["47E2b"] and t.pending is None
