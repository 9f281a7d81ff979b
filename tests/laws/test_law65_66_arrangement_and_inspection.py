"""Laws 65 (arrangement of tricks: 65B3, a card pointed the wrong way) and 66 (inspection of
tricks: 66A, 66B, 66C, 66D), 2017.

Board 8: 2S by North after ``AUCTION_2S_N``; East leads, South is dummy. Trick 1: East's HA
wins; East-West are to lead to trick 2."""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.errors import RecordError
from bridgelaws.record import event_to_text, parse_event
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.helpers import AUCTION_2S_N, table

TRICK_1 = AUCTION_2S_N + "E HA\nS H2\nW H3\nN H7\n"


def last_note(t: Table) -> str:
    return t.notes[-1].render("en")


def inspections(t: Table) -> list[str]:
    return [str(r.outcomes) for r in t.rulings if r.kind is Kind.INSPECTION]


def test_65B3_attention_to_a_card_pointed_wrong_in_time_is_put_right() -> None:
    """West's side has not played to trick 2: his remark is in time."""
    t = table(TRICK_1 + "W points E 1\n")
    assert "65B3" in last_note(t) and "in time" in last_note(t)
    assert not t.irregularities and t.winners == [Seat.EAST]


def test_65B3_after_his_side_played_on_the_right_has_expired_16B() -> None:
    t = table(TRICK_1 + "E D4\nS D2\nW points E 1\n")
    assert "the right had expired" in last_note(t) and "16B" in last_note(t)


def test_65B3_declarer_late_is_put_right_his_partner_is_dummy() -> None:
    t = table(TRICK_1 + "E D4\nS D2\nN points W 1\n")
    assert "declarer" in last_note(t) and "16B" not in last_note(t)


def test_65B3_names_a_quitted_trick() -> None:
    with pytest.raises(RecordError, match="tricks quitted so far are 1 to 1"):
        table(TRICK_1 + "W points E 2\n")
    with pytest.raises(RecordError, match="no trick has been quitted yet"):
        table(AUCTION_2S_N + "E HA\nW points E 1\n")


def test_66A_a_defender_has_the_trick_just_played_faced() -> None:
    t = table(TRICK_1 + "W reviews\n")
    assert "66A" in last_note(t) and not t.irregularities


def test_66B_a_player_looks_at_his_own_last_card() -> None:
    t = table(TRICK_1 + "E D4\nN peeks\n")  # North's side has not played to trick 2 yet
    assert "66B" in last_note(t) and not t.irregularities


def test_66A_66B_the_right_ends_when_his_side_plays_to_the_next_trick_66C() -> None:
    """East (West's partner) led to trick 2: West's look at trick 1 is a 66C inspection."""
    t = table(TRICK_1 + "E D4\nW reviews\n")
    assert inspections(t) == ["['66C', '16B']"]
    irr = t.irregularities[-1]
    assert irr.kind is Kind.INSPECTION and irr.offender is Seat.WEST and irr.status == "rectified"
    t = table(TRICK_1 + "E D4\nS D2\nW peeks\n")
    assert inspections(t) == ["['66C', '16B']"]


def test_66A_is_not_dummys_right() -> None:
    t = table(TRICK_1 + "S reviews\n")
    assert inspections(t) == ["['66C', '16B']"]
    assert "not of dummy" in t.rulings[-1].explanation[0].render("en")


def test_66C_a_quitted_trick_inspected_during_play_is_an_irregularity() -> None:
    t = table(TRICK_1 + "E D4\nS D2\nW D7\nN DK\nN inspects 1\n")
    assert inspections(t) == ["['66C', '16B']"]
    text = " ".join(m.render("en") for m in t.rulings[-1].explanation)
    assert "unauthorized information" in text and "12C" in text
    assert t.status == "in-progress"  # no rectification of its own: play goes on


def test_66C_at_the_directors_instruction_it_is_allowed() -> None:
    t = table(TRICK_1 + "E D4\nS D2\nW D7\nN DK\ndirector inspects 1\n")
    assert "Director's instruction" in last_note(t) and not t.irregularities


def test_66D_after_play_the_cards_may_be_inspected() -> None:
    t = table(TRICK_1)
    while t.phase.value == "play":
        seat = t.to_act
        assert seat is not None
        t.apply(parse_event(f"{seat} {min(t.legal_cards)}"))
    t.apply(parse_event("E inspects 3"))
    assert "66D" in last_note(t) and not t.irregularities


def test_inspections_need_play() -> None:
    with pytest.raises(RecordError, match="during and after the play"):
        table("W 1C\nN reviews\n")
    with pytest.raises(RecordError):
        table(AUCTION_2S_N + "E reviews\n")


@pytest.mark.parametrize("text", ["S points E 6", "W reviews", "W peeks", "W inspects 5",
                                  "director inspects 5"])
def test_the_record_lines_read_back(text: str) -> None:
    assert event_to_text(parse_event(text)) == text


@pytest.mark.parametrize("text", ["S points E", "S points E 14", "W inspects", "W peeks 3",
                                  "director inspects x"])
def test_malformed_lines_say_what_is_missing(text: str) -> None:
    with pytest.raises(RecordError):
        parse_event(text)
