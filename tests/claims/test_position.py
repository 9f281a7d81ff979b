"""The position at the claim (Law 68D): read from the table as it stood when the claim was
made, whatever was played after it."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.cards import Card, Strain
from bridgelaws.claims import position_at_claim
from bridgelaws.claims.position import void_bit
from bridgelaws.record import loads
from bridgelaws.seats import Seat
from bridgelaws.table import Table

CASES = Path(__file__).resolve().parent / "model"


def table_of(name: str, extra: str = "") -> Table:
    text = (CASES / f"{name}.pbn").read_text(encoding="utf-8") + extra
    (game,) = loads(text)
    return Table.from_game(game)


def test_known_voids_and_trick_count() -> None:
    p = position_at_claim(table_of("70E1-opponent-showed-out"))
    assert p.known_voids & void_bit(Seat.EAST, 3)  # East showed out of spades
    assert p.remaining_tricks == 2 and p.leader is Seat.SOUTH and p.claimer is Seat.SOUTH
    assert (p.won_ns, p.won_ew) == (11, 0)
    assert p.trump is Strain.NOTRUMP and p.dummy is Seat.NORTH
    assert [str(c) for c in p.cards_of(Seat.WEST)] == ["S7", "SK"]


def test_trick_in_progress() -> None:
    p = position_at_claim(table_of("70A-claim-after-opponents-lead"))
    assert p.leader is Seat.WEST and p.trick == (Card.parse("HT"),)
    assert p.to_play is Seat.NORTH and p.remaining_tricks == 4


def test_cards_played_after_the_claim_do_not_count() -> None:
    before = position_at_claim(table_of("70C-trump-not-mentioned"))
    after = position_at_claim(table_of("70C-trump-not-mentioned", "S HA\nW HT\n"))
    assert before == after
