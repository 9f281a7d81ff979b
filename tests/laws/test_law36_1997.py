"""Law 36 under the 1997 book (issue 17): an inadmissible double or redouble is ruled the
same way as under 2017 (docs/laws-1997-36.md compares the texts).

1997 Law 36: a double or redouble Law 19 does not permit is cancelled, the offender makes a
legal call, his partner must pass whenever it is his turn (Law 23), and the lead penalties
of Law 26 may apply — 2017 36B. 1997 Law 35A (the seeds, ``../shared/seeds/004_*.txt``,
*Безнаказанные неприемлемые заявки*): when the offender's LHO calls before the penalty is
assessed, the inadmissible call and every later call are cancelled, the auction reverts to the
player whose turn it was, with no penalty and no Law 26 — 2017 36A. So the 1997 book keeps
the 2017 module; only Law 26, which it reaches through the book, is the 1997 one.

Board 8, dealer West (``tests.laws.test_editions.table``).
"""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.table import Table
from tests.laws.test_editions import table

#: East doubles his partner West's 1C (Law 19A1 forbids it); the Director is called
DOUBLE_OF_PARTNER = "W 1C\nN P\nE X\ndirector\n"


def ruled(t: Table) -> tuple[object, ...]:
    return (tuple((r.laws, tuple(r.outcomes), r.chosen) for r in t.rulings), t.barred,
            [str(c) for c in t.auction.calls], [(s, str(c)) for s, c, _ in t.withdrawn])


def test_the_1997_book_keeps_the_2017_module_of_law_36() -> None:
    assert BOOK_1997.law("36") is BOOK_2017.law("36")


def test_36B_1997_as_2017_call_cancelled_partner_passes_throughout() -> None:
    t = table(DOUBLE_OF_PARTNER + "E 1H\nS P\n", "1997")
    assert t.barred == {Seat.WEST: "throughout"} and t.rulings[0].outcomes == ["36B"]
    assert [str(c) for c in t.auction.calls] == ["1C", "P", "1H", "P"]
    assert [(s, str(c)) for s, c, _ in t.withdrawn] == [(Seat.EAST, "X")]
    assert ruled(t) == ruled(table(DOUBLE_OF_PARTNER + "E 1H\nS P\n"))


def test_35A_1997_as_36A_2017_lho_calls_over_it_everything_after_is_cancelled() -> None:
    log = "W 1C\nN P\nE X\nS 1S\n"  # South calls over the inadmissible double
    t = table(log, "1997")
    assert t.rulings[0].laws == ("36A",) and t.barred == {} and t.withdrawn == []
    assert [str(c) for c in t.auction.calls] == ["1C", "P"] and t.to_act is Seat.EAST
    assert ruled(t) == ruled(table(log))


def test_36_1997_a_defender_offender_brings_the_1997_law_26() -> None:
    # South doubles his partner North's 1S; West declares 2C and North leads: declarer may
    # prohibit any one suit (26B, the 1997 module reached through the book)
    log = "W 1C\nN 1S\nE P\nS X\ndirector\nS P\nW 2C\nN P\nE P\nS P\n"
    t = table(log, "1997")
    assert t.rulings[0].outcomes == ["36B"]
    p = t.pending
    assert p is not None and p.laws == ("26B",) and p.chooser is Seat.WEST
    assert "Law 26B (1997)" in p.explanation[0].render("en")
