"""Artificial calls: Laws 29C, 30C and the suits "specified" for 26B.

Board 8, dealer West. A call written ``N 2C artificial`` in the record is one whose meaning
is not the denomination it names (or, for a pass, a meaning by agreement).
"""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.errors import RecordError
from bridgelaws.laws.law26_lead_restrictions import allowed_suits
from bridgelaws.record import event_to_text, parse_event
from tests.helpers import table


def test_record_reads_and_writes_the_artificial_marker() -> None:
    e = parse_event("N 2C ARTIFICIAL", line=3)
    assert e.artificial and not e.simultaneous  # type: ignore[union-attr]
    assert event_to_text(e) == "N 2C artificial"
    assert parse_event(event_to_text(e)) == e
    assert not parse_event("N 2C").artificial  # type: ignore[union-attr]


@pytest.mark.parametrize("line", ["N 2C fake", "N 2C artificial artificial"])
def test_record_refuses_an_unknown_or_repeated_marker(line: str) -> None:
    with pytest.raises(RecordError):
        parse_event(line, line=5)


def test_30_a_natural_pass_out_of_rotation_is_ruled_under_law_30() -> None:
    t = table("W 1C\nE P\ndirector\n")
    assert t.pending is not None and t.pending.laws == ("29", "30")
    assert t.pending.explanation == ()


def test_30C_an_artificial_pass_out_of_rotation_is_ruled_under_law_31() -> None:
    t = table("W 1C\nE P artificial\ndirector\n")
    assert t.pending is not None and t.pending.laws == ("29", "31")
    (note,) = t.pending.explanation
    assert "Law 30C" in note.render("en")


def test_30C_31A1_rho_passes_the_offender_must_repeat_his_artificial_pass() -> None:
    t = table("W 1C\nE P artificial\ndirector\nS chooses 29B\nN P\n")
    assert sorted(str(c) for c in t.legal_calls) == ["P"]
    assert t.rulings[0].outcomes == ["31A", "31A1"]


def test_30C_a_pass_of_partners_artificial_call_out_of_rotation_is_ruled_under_31() -> None:
    # W 1C, N P, E 2C (artificial), and West passes it at South's turn
    t = table("W 1C\nN P\nE 2C artificial\nW P\ndirector\n")
    assert t.pending is not None and t.pending.laws == ("29", "31")
    assert t.pending.chooser is Seat.NORTH


def test_30_a_pass_of_partners_natural_call_stays_under_law_30() -> None:
    t = table("W 1C\nN P\nE 2C\nW P\ndirector\n")
    assert t.pending is not None and t.pending.laws == ("29", "30")


def test_29C_an_artificial_bid_out_of_rotation_is_ruled_by_what_it_specified() -> None:
    t = table("N 2C artificial\ndirector\n")
    assert t.pending is not None and t.pending.laws == ("29", "31")
    texts = [m.render("en") for m in t.pending.explanation]
    assert len(texts) == 1 and texts[0].startswith("Law 29C: 2♣ is artificial")
    assert t.irregularities[0].facts["artificial"] is True


# W P, N 2C (artificial), E P, S 2H, W P, N 8H (Law 38: both North and South must pass),
# E 3D, S P, W P, N P: 3D by East; South, partner of the offender, leads first.
ABOVE_SEVEN = "W P\nN 2C artificial\nE P\nS 2H\nW P\nN 8H\ndirector\nE 3D\nS P\nW P\nN P\n"


def test_26B_artificial_calls_the_director_states_what_they_specified_first() -> None:
    t = table(ABOVE_SEVEN)
    assert t.contract is not None and t.to_act is Seat.SOUTH
    j = t.pending_judgment
    assert j is not None and j.clause == "26B" and j.offender is Seat.NORTH
    assert "(2C)" in j.question.render("en")
    assert t.pending is None  # declarer's choice waits for the Director's statement


def test_26B_suits_specified_by_an_artificial_call_cannot_be_prohibited() -> None:
    t = table(ABOVE_SEVEN + "director rules 26B H\n")
    assert t.pending is not None and t.pending.laws == ("26B",)
    assert t.pending.chooser is Seat.EAST
    # 2C named clubs but did not specify them; the Director said it specified hearts
    assert [s.letter for s in allowed_suits(t, Seat.NORTH)] == ["C", "D", "S"]


def test_26B_the_answer_none_leaves_every_unspecified_suit() -> None:
    t = table(ABOVE_SEVEN + "director rules 26B none\n")
    assert [s.letter for s in allowed_suits(t, Seat.NORTH)] == ["C", "D", "H", "S"]


def test_26B_a_natural_bid_specifies_its_suit() -> None:
    t = table(ABOVE_SEVEN.replace("N 2C artificial", "N 2C"))
    assert t.pending_judgment is None and t.pending is not None
    assert [s.letter for s in allowed_suits(t, Seat.NORTH)] == ["D", "H", "S"]


def test_26B_the_directors_answer_must_name_suits() -> None:
    with pytest.raises(RecordError, match="list of suits"):
        table(ABOVE_SEVEN + "director rules 26B maybe\n")
