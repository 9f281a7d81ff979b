"""Calls (Law 18): pass, bids, double and redouble.

Bids are ordered by Law 18E: a bid supersedes another if it is at a higher level, or at the
same level in a higher strain.

>>> Call.parse("1nt") > Call.parse("1S"), str(Call.parse("pass")), str(Call.parse("xx"))
(True, 'P', 'XX')
"""

from __future__ import annotations

from enum import IntEnum
from typing import ClassVar

from bridgelaws.cards import CALL_ADVICE, Strain, alphabet_error, first_cyrillic
from bridgelaws.errors import AlphabetError, NotationError
from bridgelaws.i18n import Message


class CallKind(IntEnum):
    PASS = 0
    DOUBLE = 1
    REDOUBLE = 2
    BID = 3


class Call:
    """An interned call. ``level``/``strain`` are set for bids only.

    Bids compare by rank (Law 18E); passes, doubles and redoubles do not compare.
    """

    __slots__ = ("kind", "level", "rank", "strain")
    _interned: ClassVar[dict[tuple[CallKind, int, int], Call]] = {}

    kind: CallKind
    level: int
    strain: Strain
    rank: int  # 0..34 for bids (1C = 0), -1 otherwise

    def __new__(cls, kind: CallKind, level: int = 0, strain: Strain = Strain.CLUBS) -> Call:
        if kind is not CallKind.BID:
            level, strain = 0, Strain.CLUBS
        key = (kind, level, int(strain))
        found = cls._interned.get(key)
        if found is not None:
            return found
        if kind is CallKind.BID and not 1 <= level <= 9:
            raise NotationError(Message("a bid's level is 1 to 7, not {level}", level=level))
        self = object.__new__(cls)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "level", level)
        object.__setattr__(self, "strain", strain)
        object.__setattr__(self, "rank", (level - 1) * 5 + strain if kind is CallKind.BID else -1)
        cls._interned[key] = self
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Call is immutable")

    def __reduce__(self) -> tuple[type[Call], tuple[CallKind, int, Strain]]:
        return (Call, (self.kind, self.level, self.strain))

    @classmethod
    def bid(cls, level: int, strain: Strain) -> Call:
        return cls(CallKind.BID, level, strain)

    @classmethod
    def parse(cls, text: str) -> Call:
        """Parse ``P``/``Pass``, ``X``/``Dbl``, ``XX``/``Rdbl``, ``1C`` … ``7NT`` (``7N``).

        Bids of eight and nine are read too: at the table they are an irregularity
        (Law 38), not a notation error. Russian: ``Пас``, ``3БК``. Raises
        :class:`AlphabetError` for a Cyrillic letter that cannot stand (``1С``, ``Х``),
        :class:`NotationError` otherwise.
        """
        t = text.strip().upper()
        simple = {"P": PASS, "PASS": PASS, "ПАС": PASS, "X": DOUBLE, "D": DOUBLE, "DBL": DOUBLE,
                  "XX": REDOUBLE, "R": REDOUBLE, "RDBL": REDOUBLE}
        if t in simple:
            return simple[t]
        if len(t) >= 2 and t[0].isdigit():
            level = int(t[0])
            try:
                strain = Strain.parse(t[1:])
            except AlphabetError:
                raise  # 1С: a Cyrillic Es, not the C of clubs
            except NotationError:
                strain = None
            if strain is not None and 1 <= level <= 9:
                return cls.bid(level, strain)
        ch = first_cyrillic(text)
        if ch is not None:  # Р (an Er, not the P of pass), Х, ХХ, PАSS
            raise alphabet_error(ch, CALL_ADVICE)
        raise NotationError(Message("unknown call {text!r}", text=text))

    @property
    def is_bid(self) -> bool:
        return self.kind is CallKind.BID

    @property
    def above_seven(self) -> bool:
        """A bid of more than seven (Law 38): an irregularity, never a legal bid."""
        return self.kind is CallKind.BID and self.level > 7

    @property
    def is_pass(self) -> bool:
        return self.kind is CallKind.PASS

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Call):
            return NotImplemented
        return self.rank < other.rank

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Call):
            return NotImplemented
        return self.rank > other.rank

    def __str__(self) -> str:
        if self.kind is CallKind.BID:
            return f"{self.level}{self.strain.letter}"
        return ("P", "X", "XX")[self.kind]

    @property
    def symbol(self) -> str:
        """The form for people: ``1♠``, ``3NT``, ``Pass``, ``X``, ``XX``."""
        if self.kind is CallKind.BID:
            return f"{self.level}{self.strain.symbol}"
        return ("Pass", "X", "XX")[self.kind]

    def as_message(self) -> Message | str:
        """The call for people, translated when rendered: ``1♠``, ``3NT`` (``3БК``),
        ``Pass`` (``Пас``), ``X``, ``XX`` (a parameter of a :class:`Message`)."""
        if self.kind is CallKind.BID:
            if self.strain is Strain.NOTRUMP:
                return Message("{level}NT", level=self.level)
            return f"{self.level}{self.strain.symbol}"
        if self.kind is CallKind.PASS:
            return Message("Pass")
        return "X" if self.kind is CallKind.DOUBLE else "XX"

    def __repr__(self) -> str:
        return f"Call.parse({str(self)!r})"

    def __hash__(self) -> int:
        return hash((self.kind, self.rank))


PASS = Call(CallKind.PASS)
DOUBLE = Call(CallKind.DOUBLE)
REDOUBLE = Call(CallKind.REDOUBLE)
ALL_BIDS: tuple[Call, ...] = tuple(Call.bid(lv, s) for lv in range(1, 8) for s in Strain)
