"""The pack (Law 1): suits, strains, ranks and cards.

Strains follow Law 18E: clubs < diamonds < hearts < spades < notrump.

>>> Card.parse("S10") == Card.parse("st") == Card.parse("♠T") == Card.parse("10♠")
True
>>> str(Card.parse("sq")), Card.parse("sq").symbol
('SQ', '♠Q')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import ClassVar

from bridgelaws.errors import NotationError
from bridgelaws.i18n import Message

_SUIT_LETTERS = "CDHS"
_SUIT_SYMBOLS = "♣♦♥♠"
_RANK_LETTERS = "23456789TJQKA"


class Suit(IntEnum):
    """A suit, in Law 1A / 18E order (clubs lowest)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return _SUIT_LETTERS[self]

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def strain(self) -> Strain:
        return Strain(int(self))

    @classmethod
    def parse(cls, text: str) -> Suit:
        t = text.strip().upper()
        if len(t) == 1:
            if t in _SUIT_LETTERS:
                return cls(_SUIT_LETTERS.index(t))
            if t in _SUIT_SYMBOLS:
                return cls(_SUIT_SYMBOLS.index(t))
        raise NotationError(Message("unknown suit {text!r}", text=text))

    def __str__(self) -> str:
        return self.letter


class Strain(IntEnum):
    """The denomination of a bid (Law 18E): clubs < diamonds < hearts < spades < notrump."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` for notrump."""
        return None if self is Strain.NOTRUMP else Suit(int(self))

    @property
    def letter(self) -> str:
        return "NT" if self is Strain.NOTRUMP else _SUIT_LETTERS[self]

    @property
    def symbol(self) -> str:
        return "NT" if self is Strain.NOTRUMP else _SUIT_SYMBOLS[self]

    @property
    def is_major(self) -> bool:
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Strain:
        t = text.strip().upper()
        if t in ("N", "NT", "BT", "БК"):
            return cls.NOTRUMP
        return Suit.parse(t).strain

    def __str__(self) -> str:
        return self.letter


class Rank(IntEnum):
    """A rank, two (2) to ace (14). Honours are ten to ace (used by Laws 24 and 50B)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self - 2]

    @property
    def is_honour(self) -> bool:
        return self >= Rank.TEN

    @classmethod
    def parse(cls, text: str) -> Rank:
        t = text.strip().upper()
        if t == "10":
            return cls.TEN
        if len(t) == 1:
            aliases = {"В": "J", "Д": "Q", "К": "K", "Т": "A"}
            t = aliases.get(t, t)
            if t in _RANK_LETTERS:
                return cls(_RANK_LETTERS.index(t) + 2)
        raise NotationError(Message("unknown rank {text!r}", text=text))

    def __str__(self) -> str:
        return self.letter


class Card:
    """One of the 52 cards. Instances are interned: ``Card(s, r) is Card(s, r)``.

    ``index`` (0..51, suit-major, clubs first) and ``mask`` (``1 << index``) are the fast
    internals behind hands and sets of cards.
    """

    __slots__ = ("index", "mask", "rank", "suit")
    _all: ClassVar[list[Card]] = []

    suit: Suit
    rank: Rank
    index: int
    mask: int

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        if cls._all:
            return cls._all[int(suit) * 13 + int(rank) - 2]
        return cls._make(suit, rank)

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> Card:
        self = object.__new__(cls)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "index", int(suit) * 13 + int(rank) - 2)
        object.__setattr__(self, "mask", 1 << (int(suit) * 13 + int(rank) - 2))
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        return (Card, (self.suit, self.rank))

    @classmethod
    def from_index(cls, index: int) -> Card:
        return cls._all[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``SQ``, ``sq``, ``S10``, ``ST``, ``♠Q``, ``Q♠``, ``10♠``.

        Raises :class:`NotationError` for anything else.
        """
        t = text.strip()
        if 2 <= len(t) <= 3:
            head, tail = t[0], t[1:]
            try:
                return cls(Suit.parse(head), Rank.parse(tail))
            except NotationError:
                pass
            head, tail = t[:-1], t[-1]
            try:
                return cls(Suit.parse(tail), Rank.parse(head))
            except NotationError:
                pass
        raise NotationError(Message("not a card: {text!r}", text=text))

    @property
    def symbol(self) -> str:
        """The form for people: ``♠Q``, ``♥10``."""
        return self.suit.symbol + ("10" if self.rank is Rank.TEN else self.rank.letter)

    def __str__(self) -> str:
        return self.suit.letter + self.rank.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index

    def __hash__(self) -> int:
        return self.index


Card._all = [Card._make(s, r) for s in Suit for r in Rank]
FULL_PACK: int = (1 << 52) - 1
SUIT_MASKS: tuple[int, int, int, int] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))  # type: ignore[assignment]


def cards_of(mask: int) -> Iterator[Card]:
    """The cards of a 52-bit mask, lowest index first."""
    while mask:
        low = mask & -mask
        yield Card._all[low.bit_length() - 1]
        mask ^= low


#: the cards of each mask within one suit, made on first use (at most 4 x 8191 sets)
_SUIT_SETS: dict[int, frozenset[Card]] = {}


def card_set(mask: int) -> frozenset[Card]:
    """The cards of a 52-bit mask as a frozenset: the fast form for the set of cards a seat
    may play. The set of each suit's part is cached by its mask (a seat that must follow
    suit gets the cached set itself), and a union of cached sets reuses their stored hashes."""
    got = _SUIT_SETS.get(mask)
    if got is not None:
        return got
    out: frozenset[Card] | None = None
    for suit_mask in SUIT_MASKS:
        bits = mask & suit_mask
        if bits:
            part = _SUIT_SETS.get(bits)
            if part is None:
                part = _SUIT_SETS[bits] = frozenset(cards_of(bits))
            out = part if out is None else out | part
    return _EMPTY if out is None else out


_EMPTY: frozenset[Card] = frozenset()


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= c.mask
    return m
