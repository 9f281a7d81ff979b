"""Law 67 (defective trick: ``<seat> omits``) and Law 14B1 (``<seat> finds <card>``).

Board 8: 2S by North after ``AUCTION_2S_N``; East leads, South is dummy."""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.errors import RecordError
from bridgelaws.events import CardPlayed
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.helpers import AUCTION_2S_N, table

OMIT = AUCTION_2S_N + "E HA\nS H2\nW H3\nN omits\n"


def finish(t: Table) -> Table:
    while t.phase.value == "play" and t.to_act is not None and t.legal_cards:
        t.apply(CardPlayed(t.to_act, min(t.legal_cards, key=lambda c: (c.rank, c.suit))))
    return t


def test_67_a_trick_quitted_without_a_card_is_defective() -> None:
    t = table(OMIT)
    assert t.irregularities[-1].kind is Kind.DEFECTIVE_TRICK and len(t.tricks) == 1
    assert len(t.tricks[0].cards) == 3 and t.winners[0] is Seat.EAST and t.to_act is Seat.EAST


def test_67A1_before_both_sides_played_on_the_offender_supplies_a_legal_card() -> None:
    t = table(OMIT + "director\n")
    assert t.pending is not None and t.pending.options == ("67A",)
    t = table(OMIT + "director\nN chooses 67A H7\n")
    assert [str(c) for c in t.tricks[0].cards] == ["HA", "H2", "H3", "H7"]
    assert t.rulings[-1].outcomes == ["67A1"]


def test_67A1_the_card_must_follow_suit() -> None:
    with pytest.raises(RecordError, match="must choose one"):
        table(OMIT + "director\nN chooses 67A SK\n")


def test_67B1a_afterwards_a_card_of_the_suit_led_and_a_deemed_revoke() -> None:
    """Both sides have played to trick 2: North places ♥10 among his played cards for trick
    1 (East still won it) and is deemed to have revoked: one trick to East-West (64A2)."""
    log = OMIT + "E D4\nS D2\nW D7\ndirector\nN chooses 67B1 HT\n"
    t = table(log)
    assert t.rulings[-1].outcomes == ["67B1a"] and t.winners[0] is Seat.EAST
    assert t.irregularities[-1].kind is Kind.REVOKE
    t = finish(t)
    assert t.phase.value == "complete"
    assert t.tricks_declarer == (t.tricks_before_revokes or 0) - 1


def test_14B1_a_found_card_is_restored_with_a_note() -> None:
    t = table(AUCTION_2S_N + "E HA\nW finds HK\n")
    assert "14B1" in t.notes[-1].render("en")
    with pytest.raises(RecordError):
        table(AUCTION_2S_N + "E HA\nW finds HA\n")


def test_omits_is_for_the_last_player_to_the_trick() -> None:
    with pytest.raises(RecordError, match="not the last to play"):
        table(AUCTION_2S_N + "E HA\nS omits\n")
