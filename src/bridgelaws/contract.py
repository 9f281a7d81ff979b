"""The contract (Law 22): level, strain, doubling and declarer, or a passed-out board.

>>> c = Contract.parse("4HX", "S")
>>> c.level, c.strain, c.doubling, c.declarer
(4, <Strain.HEARTS: 2>, <Doubling.DOUBLED: 1>, <Seat.SOUTH: 2>)
>>> str(Contract.parse("3NT", "N"))
'3NT'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from bridgelaws.cards import Strain
from bridgelaws.errors import NotationError
from bridgelaws.i18n import Message
from bridgelaws.seats import Seat


class Doubling(IntEnum):
    UNDOUBLED = 0
    DOUBLED = 1
    REDOUBLED = 2

    @property
    def suffix(self) -> str:
        return ("", "X", "XX")[self]


@dataclass(frozen=True)
class Contract:
    """A contract reached by an auction. A passed-out board has no ``Contract`` (``None``)."""

    level: int
    strain: Strain
    doubling: Doubling
    declarer: Seat

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise NotationError(Message("a contract's level is 1 to 7, not {level}",
                                        level=self.level))

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def opening_leader(self) -> Seat:
        """Law 41A: the defender on declarer's left."""
        return self.declarer.lho

    @property
    def trump(self) -> Strain:
        return self.strain

    @property
    def tricks_needed(self) -> int:
        return self.level + 6

    @classmethod
    def parse(cls, text: str, declarer: Seat | str) -> Contract:
        """Parse ``"4HX"``, ``"3NT"``, ``"6CXX"``."""
        t = text.strip().upper()
        doubling = Doubling.UNDOUBLED
        if t.endswith("XX"):
            doubling, t = Doubling.REDOUBLED, t[:-2]
        elif t.endswith("X"):
            doubling, t = Doubling.DOUBLED, t[:-1]
        if len(t) < 2 or not t[0].isdigit():
            raise NotationError(Message("not a contract: {text!r}", text=text))
        seat = declarer if isinstance(declarer, Seat) else Seat.parse(declarer)
        return cls(int(t[0]), Strain.parse(t[1:]), doubling, seat)

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}{self.doubling.suffix}"

    @property
    def symbol(self) -> str:
        return f"{self.level}{self.strain.symbol}{self.doubling.suffix}"
