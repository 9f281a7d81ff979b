"""Law 52 — failure to lead or play a penalty card (after 54D + 50D2b)."""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.rulings import Kind, PenaltyKind
from tests.helpers import AUCTION_2S_N, table

PENALTY_CA = AUCTION_2S_N + "W CA\ndirector\nN chooses 54D\nN chooses 50D2b\n"
WRONG = PENALTY_CA + "E C3\nS C2\nW C4\n"  # West must play the club ace


def test_52_detected_when_a_penalty_card_is_not_played() -> None:
    t = table(WRONG)
    irr = t.irregularities[-1]
    assert irr.kind is Kind.PENALTY_CARD_NOT_PLAYED and irr.offender is Seat.WEST


def test_52_declarer_chooses_accept_or_substitute() -> None:
    t = table(WRONG + "director\n")
    assert t.pending is not None and t.pending.options == ("52B1a", "52B2")
    assert t.pending.chooser is Seat.NORTH


def test_52B1a_accepted_penalty_card_remains() -> None:
    t = table(WRONG + "director\nN chooses 52B1a\n")
    assert [str(pc.card) for pc in t.penalty_cards[Seat.WEST]] == ["CA"]
    assert t.to_act is Seat.NORTH


def test_52B1b_declarer_must_accept_after_playing_from_his_hand() -> None:
    t = table(WRONG + "N CK\n")
    r = t.rulings[-1]
    assert r.chosen == "52B1a" and r.by_conduct
    assert [str(pc.card) for pc in t.penalty_cards[Seat.WEST]] == ["CA"]


def test_52B2_substitution_the_wrong_card_becomes_a_major_penalty_card() -> None:
    t = table(WRONG + "director\nN chooses 52B2\n")
    assert t.current_trick is not None
    assert [str(c) for c in t.current_trick.cards] == ["C3", "C2", "CA"]
    (pc,) = t.penalty_cards[Seat.WEST]
    assert str(pc.card) == "C4" and pc.kind is PenaltyKind.MAJOR and pc.law == "52B2"
