"""Law 46B — incomplete designation of a card from dummy. Board 8: 2S by North after
``AUCTION_2S_N``; East leads, South is dummy (♠932 ♥Q82 ♦AJ92 ♣J52)."""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.errors import RecordError
from tests.helpers import AUCTION_2S_N, table

HA = AUCTION_2S_N + "E HA\n"


def played(log: str) -> list[str]:
    return [str(c) for c in table(log).trick_cards]


def clause(log: str) -> list[str]:
    return table(log).rulings[-1].outcomes


@pytest.mark.parametrize(("word", "card", "law"), [
    ("high", "HQ", "46B1a"),   # the highest card of the suit led
    ("low", "H2", "46B1c"),    # the lowest card of the suit led
    ("H", "H2", "46B2"),       # a suit without a rank: its lowest card
    ("ruff", "S2", "46B2"),    # 'ruff' names the trump suit: the lowest trump (here a revoke)
    ("8", "H8", "46B3b"),      # a rank: the card of that rank that can legally be played
])
def test_46B_defaults_play_the_deemed_card(word: str, card: str, law: str) -> None:
    log = HA + f"N names {word}\n"
    assert played(log) == ["HA", card]
    assert clause(log) == [law]


def test_46B1b_win_in_second_hand_is_not_known_to_win_in_a_suit_contract() -> None:
    """East leads ♦4, dummy plays second: even dummy's ♦A could be ruffed by West (spades are
    trumps and declarer cannot see West's hand), so no card is *known* to win: 'win'
    names no card and declarer designates one."""
    log = AUCTION_2S_N + "E D4\nN names win\n"
    assert played(log) == ["D4"] and clause(log) == ["46B1b"]


def test_46B1b_win_when_nothing_wins_names_no_card() -> None:
    t = table(HA + "N names win\n")
    assert [str(c) for c in t.trick_cards] == ["HA"] and t.to_act is Seat.SOUTH
    assert t.rulings[-1].outcomes == ["46B1b"]


def test_46B3b_a_rank_not_in_the_suit_dummy_won_with_is_the_card_of_that_rank() -> None:
    """Dummy won the second trick with ♦A and has no ♦5: 46B3a does not apply; the only
    five dummy holds, ♣5, can legally be led (46B3b)."""
    log = HA + "S H2\nW H3\nN H7\nE D4\nS DA\nW D7\nN D3\nN names 5\n"
    assert played(log) == ["C5"] and clause(log) == ["46B3b"]


def test_46B3a_a_rank_when_leading_continues_the_suit_dummy_won_with() -> None:
    log = HA + "S H2\nW H3\nN H7\nE D4\nS DA\nW D7\nN D3\nN names 9\n"
    assert played(log) == ["D9"] and clause(log) == ["46B3a"]  # not the ♠9


def test_46B4_a_card_dummy_does_not_hold_is_void() -> None:
    t = table(HA + "N names K\n")
    assert [str(c) for c in t.trick_cards] == ["HA"] and t.rulings[-1].outcomes == ["46B4"]
    t = table(HA + "N names K\nS HQ\n")  # declarer then designates a legal card
    assert [str(c) for c in t.trick_cards] == ["HA", "HQ"]


def test_46B5_no_suit_no_rank_either_defender_designates() -> None:
    t = table(HA + "N names any\n")
    assert t.rulings[-1].outcomes == ["46B5"] and t.to_act is Seat.SOUTH


def test_names_is_declarers_word_at_dummys_turn() -> None:
    with pytest.raises(RecordError, match="dummy's turn"):
        table(AUCTION_2S_N + "N names high\n")  # East is on lead
    with pytest.raises(RecordError, match="dummy's turn"):
        table(HA + "E names high\n")
