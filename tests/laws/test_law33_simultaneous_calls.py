"""Law 33 — simultaneous calls: a call made at the same time as the call of the player
whose turn it was is deemed subsequent to it. Board 8, dealer West.

The record writes the second of two simultaneous calls with ``simultaneous``; the lines may
come in either order."""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.record import event_to_text, parse_event
from bridgelaws.rulings import Kind
from tests.helpers import table


def entries(t: object) -> list[str]:
    return [f"{s} {c}" for s, c in t.auction.entries]  # type: ignore[attr-defined]


def test_record_reads_and_writes_the_simultaneous_marker() -> None:
    e = parse_event("E 1S simultaneous")
    assert e.simultaneous  # type: ignore[union-attr]
    assert event_to_text(e) == "E 1S simultaneous"
    assert event_to_text(parse_event("E 1S Artificial Simultaneous")) == (
        "E 1S artificial simultaneous")


def test_33_in_turn_call_written_second_is_folded_first() -> None:
    # North (not on turn) and West (dealer) call at once; West's call counts first
    t = table("N 1H\nW P simultaneous\n")
    assert entries(t) == ["W P", "N 1H"]
    assert t.irregularities == []
    assert any("Law 33" in n.render("en") for n in t.notes)


def test_33_the_call_deemed_subsequent_may_itself_be_irregular() -> None:
    # West opens 1S as North says 1H: North's 1H is deemed subsequent, an insufficient bid
    t = table("N 1H\nW 1S simultaneous\n")
    assert entries(t) == ["W 1S"]
    (irr,) = t.irregularities
    assert irr.kind is Kind.INSUFFICIENT_BID and irr.offender is Seat.NORTH


def test_33_in_turn_call_written_first_keeps_the_order() -> None:
    t = table("W 1C\nN 1H simultaneous\n")
    assert entries(t) == ["W 1C", "N 1H"] and t.irregularities == []


def test_33_two_calls_out_of_turn_at_once_the_second_line_is_subsequent() -> None:
    # West's turn; North and East call together: North's line first, East's deemed later
    t = table("N 1H\nE 1S simultaneous\n")
    first = t.irregularities[0]
    assert (first.kind, first.offender) == (Kind.CALL_OUT_OF_ROTATION, Seat.NORTH)
    assert t.calls_made[-1][0] is Seat.EAST


def test_33_events_keep_their_record_lines_after_the_reordering() -> None:
    t = table("N 1H\nW P simultaneous\n")
    assert [e.line for e in t.events] == [7, 6]
