"""Seats, sides and vulnerability (Laws 2 and 3).

>>> Seat.NORTH.lho, Seat.NORTH.rho, Seat.NORTH.partner
(<Seat.EAST: 1>, <Seat.WEST: 3>, <Seat.SOUTH: 2>)
>>> board_dealer(8), board_vulnerability(8)
(<Seat.WEST: 3>, <Vulnerability.NONE: 0>)
"""

from __future__ import annotations

from enum import Enum, IntEnum

from bridgelaws.cards import LATIN_LOOKALIKES, SEAT_ADVICE, alphabet_error, first_cyrillic
from bridgelaws.errors import AlphabetError, NotationError
from bridgelaws.i18n import Message

_SEAT_LETTERS = "NESW"
#: the seats as written: Latin letters and words, and Russian ones (север, восток, юг, запад)
_SEAT_NAMES = {"N": 0, "NORTH": 0, "E": 1, "EAST": 1, "S": 2, "SOUTH": 2, "W": 3, "WEST": 3,
               "С": 0, "В": 1, "Ю": 2, "З": 3,
               "СЕВЕР": 0, "ВОСТОК": 1, "ЮГ": 2, "ЗАПАД": 3}


class Seat(IntEnum):
    """A compass seat; arithmetic is clockwise (North, East, South, West)."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat in rotation."""
        return _SEATS[(self + 1) % 4]

    @property
    def partner(self) -> Seat:
        return _SEATS[(self + 2) % 4]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the previous seat in rotation."""
        return _SEATS[(self + 3) % 4]

    def next(self, n: int = 1) -> Seat:
        return _SEATS[(self + n) % 4]

    @property
    def side(self) -> Side:
        return _SIDES[self & 1]

    @property
    def letter(self) -> str:
        return _SEAT_LETTERS[self]

    def as_message(self) -> Message:
        """The seat's name for people, translated when rendered."""
        return (Message("North"), Message("East"), Message("South"), Message("West"))[self]

    @classmethod
    def parse(cls, text: str) -> Seat:
        t = text.strip().upper()
        if t in _SEAT_NAMES:
            return cls(_SEAT_NAMES[t])
        ch = first_cyrillic(text)
        if ch is not None:  # Е (a Cyrillic Ie, not the E of East), EАST, ...
            raise alphabet_error(ch, SEAT_ADVICE)
        if t in ("B", "C"):  # a Latin letter for the Russian В (east) or С (north)
            raise AlphabetError(Message(
                "{char!r} is a Latin letter, not the Cyrillic {cyrillic}: {advice}",
                char=text.strip(), cyrillic=LATIN_LOOKALIKES[t], advice=SEAT_ADVICE))
        raise NotationError(Message("unknown seat {text!r}", text=text))

    def __str__(self) -> str:
        return self.letter


class Side(IntEnum):
    """A partnership."""

    NS = 0
    EW = 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat(self), Seat(self + 2))

    @property
    def other(self) -> Side:
        return Side(1 - self)

    def __str__(self) -> str:
        return self.name


# plain tuples: indexing them is much cheaper than calling the enum class (a hot path in play)
_SEATS: tuple[Seat, Seat, Seat, Seat] = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
#: the four seats in order, North first (iterating the enum class is several times slower)
SEATS = _SEATS
_SIDES: tuple[Side, Side] = (Side.NS, Side.EW)


class Vulnerability(Enum):
    """Which sides are vulnerable on a board (PBN names)."""

    NONE = 0
    NS = 1
    EW = 2
    ALL = 3

    def is_vulnerable(self, side: Side) -> bool:
        return self is Vulnerability.ALL or self.name == side.name

    @property
    def pbn(self) -> str:
        return {0: "None", 1: "NS", 2: "EW", 3: "All"}[self.value]

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        t = text.strip().upper()
        table = {"NONE": 0, "LOVE": 0, "-": 0, "NS": 1, "EW": 2, "ALL": 3, "BOTH": 3}
        if t in table:
            return cls(table[t])
        raise NotationError(Message("unknown vulnerability {text!r}", text=text))

    def __str__(self) -> str:
        return self.pbn


# Law 2: vulnerability repeats every 16 boards; rows are boards 1..16.
_VUL_CYCLE = "0123" "1230" "2301" "3012"


def board_dealer(board: int) -> Seat:
    """Law 2: board 1 is dealt by North, board 2 by East, and so on clockwise."""
    if board < 1:
        raise NotationError(Message("board number must be positive, not {board}", board=board))
    return Seat((board - 1) % 4)


def board_vulnerability(board: int) -> Vulnerability:
    """Law 2: the 16-board vulnerability cycle (1 None, 2 NS, 3 EW, 4 All, 5 NS, ...)."""
    if board < 1:
        raise NotationError(Message("board number must be positive, not {board}", board=board))
    return Vulnerability(int(_VUL_CYCLE[(board - 1) % 16]))
