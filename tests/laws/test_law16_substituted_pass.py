"""Law 16C's list of withdrawn calls after a pass a law put in place of a call (issue 17).

Laws 38C (a bid of more than seven), 37B (a call by a player obliged to pass) and 28A (a call
at the turn of a RHO obliged to pass) put a pass in the auction that no one made. The calls
made after it stand; they were reported as withdrawn (16C) when the seat of the substituted
pass passed again later: that later pass was matched to the substituted one, and the calls
made in between were left unmatched.

Board 8, dealer West (``tests.laws.test_editions.table``), in both editions. A call a law
makes itself that is not a pass (the repetition the Director rules under 31A1) still leaves
the call made out of rotation withdrawn: ``tests/laws/test_law31_32_required_call_not_made``.
"""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.laws.law16_withdrawn_calls import standing_events, withdrawn_calls
from bridgelaws.render.report import render_table
from bridgelaws.table import Table
from tests.laws.test_editions import table

#: East bids 8H; the Director substitutes a pass (38C); South 4S, all pass — East too
EIGHT_HEARTS = "W 1C\nN P\nE 8H\ndirector\nS 4S\nW P\nN P\nE P\n"


def listed(t: Table) -> list[tuple[Seat, str, int, tuple[str, ...]]]:
    return [(w.seat, str(w.call), w.event, w.laws) for w in withdrawn_calls(t)]


@pytest.mark.parametrize("edition", ["2017", "1997"])
def test_38C_only_the_bid_above_seven_is_withdrawn(edition: str) -> None:
    t = table(EIGHT_HEARTS, edition)
    assert [str(c) for c in t.auction.calls] == ["1C", "P", "P", "4S", "P", "P", "P"]
    assert standing_events(t) == [1, 2, None, 5, 6, 7, 8]  # East's pass at 3: the law's
    assert listed(t) == [(Seat.EAST, "8H", 3, ("38B",))]
    assert str(t.contract) == "4S" and t.declarer is Seat.SOUTH


@pytest.mark.parametrize("edition", ["2017", "1997"])
def test_38C_the_report_lists_no_call_that_stands(edition: str) -> None:
    text = render_table(table(EIGHT_HEARTS, edition), "en")
    section = text.split("Withdrawn calls (Law 16C)\n", 1)[1].split("\n\n", 1)[0]
    (line,) = section.splitlines()  # South's 4S, West's and North's passes stand
    assert line.startswith("• East 8♥ (event 3, line ") and "withdrawn under 38B" in line


def test_37B_the_calls_after_the_substituted_pass_stand() -> None:
    # East's insufficient 1H replaced by a pass bars West (27B2); West bids 2NT anyway: a
    # pass in its place (37B); North 3S, all pass, West too
    log = ("W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE P\nS 2S\nW 2NT\ndirector\n"
           "N 3S\nE P\nS P\nW P\n")
    t = table(log)
    assert [(s, c) for s, c, _, _ in listed(t)] == [(Seat.EAST, "1H"), (Seat.WEST, "2NT")]
    assert str(t.contract) == "3S"


def test_28A_the_calls_after_the_inserted_pass_stand() -> None:
    # West is barred (27B2); North calls at West's turn: in rotation, West's pass inserted
    log = "W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE P\nS 2S\nN 3S\nE P\nS P\nW P\n"
    t = table(log)
    assert [(s, c) for s, c, _, _ in listed(t)] == [(Seat.EAST, "1H")]
    assert standing_events(t)[4] is None  # West's pass put in by 28A
