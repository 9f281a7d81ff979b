"""Law 13 (2017): a hand with an incorrect number of cards — ``N holds HA of E`` (North's
hand held East's ♥A: 14 cards against 12) and the Director's finding ``director rules 13``.

Board 8: N KJ654.T97.KQ53.K, E T87.AJ54.64.Q873; 2S by North after ``AUCTION_2S_N``."""

from __future__ import annotations

import json

import pytest

from bridgelaws import Card, Seat
from bridgelaws.errors import RecordError
from bridgelaws.record import event_to_text, parse_event
from bridgelaws.report import result_json
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.helpers import AUCTION_2S_N, table

HOLDS = "N holds HA of E\n"
HA = Card.parse("HA")


def counts(t: Table) -> tuple[int, int]:
    return bin(t.hands[Seat.NORTH]).count("1"), bin(t.hands[Seat.EAST]).count("1")


def test_13_the_card_is_played_from_the_hand_that_holds_it() -> None:
    t = table(HOLDS + AUCTION_2S_N)
    assert counts(t) == (14, 12) and t.status == "in-progress"
    with pytest.raises(RecordError, match="does not hold"):
        table(HOLDS + AUCTION_2S_N + "E HA\n")
    t = table(HOLDS + AUCTION_2S_N + "E H4\nS H2\nW H3\nN HA\n")
    assert t.winners == [Seat.NORTH]


def test_13A1_no_call_by_a_wrong_hand_the_hands_are_corrected() -> None:
    t = table(HOLDS + "W 1C\ndirector rules 13\n")  # West called; North and East have not
    assert t.rulings[-1].outcomes == ["13A1"] and counts(t) == (13, 13)
    assert t.hands[Seat.EAST] & HA.mask and t.irregularities[-1].kind is \
        Kind.INCORRECT_NUMBER_OF_CARDS
    assert t.result_cancelled is None and t.auction.to_call is Seat.NORTH


def test_13B1_after_a_call_the_director_judges_the_deal_can_be_played() -> None:
    log = HOLDS + AUCTION_2S_N + "director rules 13\n"
    t = table(log)
    assert t.rulings[-1].outcomes == ["13B"] and t.pending_judgment is not None
    assert t.pending_judgment.clause == "13B1" and t.status == "awaiting-director"
    t = table(log + "director rules 13B1 yes\n")
    assert t.rulings[-1].outcomes == ["13B", "13B1"] and counts(t) == (13, 13)
    assert t.to_act is Seat.EAST and t.phase.value == "play"


def test_13B2_the_board_ends_and_an_adjusted_score_replaces_the_result() -> None:
    log = HOLDS + AUCTION_2S_N + "director rules 13\ndirector rules 13B1 no\n"
    t = table(log)
    assert t.rulings[-1].outcomes == ["13B", "13B2"] and t.phase.value == "complete"
    assert t.result is None and t.result_cancelled == "13B2"
    assert t.status == "awaiting-director"  # for the adjusted score
    t = table(log + 'director rules 12C1a 2S N 8 "Law 13B2"\n')
    assert t.status == "complete"
    out = result_json(t)
    assert out["result_cancelled"] == "13B2" and out["score_ns"] is None
    assert out["adjusted_scores"]
    json.dumps(out)


def test_13B2_a_card_already_played_from_the_wrong_hand_cannot_be_put_back() -> None:
    t = table(HOLDS + AUCTION_2S_N + "E H4\nS H2\nW H3\nN HA\ndirector rules 13\n")
    assert t.rulings[-1].outcomes == ["13B2"] and t.pending_judgment is None
    assert t.result_cancelled == "13B2"


def test_13D_found_after_play_the_result_is_cancelled() -> None:
    """The board ends with a concession (the count is not noticed); found afterwards."""
    t = table(HOLDS + AUCTION_2S_N + "E H4\nS H2\nW H3\nN HA\nN concedes 0\nE agrees\nW agrees\n"
              "director rules 13\n")
    assert t.phase.value == "complete" and t.rulings[-1].outcomes == ["13D"]
    assert t.result is None and t.result_cancelled == "13D"


def test_director_rules_13_needs_a_card_in_the_wrong_hand() -> None:
    with pytest.raises(RecordError, match="N holds HA of E"):
        table(AUCTION_2S_N + "director rules 13\n")
    with pytest.raises(RecordError, match="nothing more"):
        table(HOLDS + "director rules 13 N\n")


def test_holds_names_a_card_of_another_hand() -> None:
    with pytest.raises(RecordError, match="another hand"):
        table("N holds HA of N\n")
    with pytest.raises(RecordError, match="does not hold"):
        table("N holds SA of E\n")  # West holds the SA
    assert event_to_text(parse_event("n holds ha OF e")) == "N holds HA of E"
    with pytest.raises(RecordError, match="such as N holds HA of E"):
        parse_event("N holds HA E")
