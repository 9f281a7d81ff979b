"""The pack (Law 1): suits, strains, ranks and cards.

Strains follow Law 18E: clubs < diamonds < hearts < spades < notrump.

>>> Card.parse("S10") == Card.parse("st") == Card.parse("♠T") == Card.parse("10♠")
True
>>> str(Card.parse("sq")), Card.parse("sq").symbol
('SQ', '♠Q')

Russian directors write the ranks Т К Д В (туз, король, дама, валет) with a suit symbol; a
token is read by the rules of its alphabet, and a Cyrillic letter that looks like a Latin one
where it cannot stand is an error that names it (see "Alphabets" below):

>>> Card.parse("♠Т"), Card.parse("ST")
(Card.parse('SA'), Card.parse('ST'))
>>> try:
...     Card.parse("СТ")
... except AlphabetError as e:
...     print(e)
'С' is the Cyrillic letter Es, not the Latin C: write the suit as C or ♣
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import ClassVar

from bridgelaws.errors import AlphabetError, NotationError
from bridgelaws.i18n import Message

_SUIT_LETTERS = "CDHS"
_SUIT_SYMBOLS = "♣♦♥♠"
_RANK_LETTERS = "23456789TJQKA"

# --------------------------------------------------------------------------- alphabets
# Directors who type on a Russian keyboard layout write the seats С В Ю З (север, восток, юг,
# запад), the ranks Т К Д В (туз, король, дама, валет), notrump БК and the pass Пас, and may
# type a Cyrillic letter that looks like a Latin one. The rules, in this one place:
#
# * a token is read by the rules of its alphabet: Latin (suits S H D C, ranks A K Q J T) or
#   Russian (ranks Т К Д В, the ten as 10; a suit is then written as a symbol ♠ ♥ ♦ ♣, as
#   there are no Russian suit letters). So ``ST`` is the ten of spades and ``♠Т`` the ace;
# * a Cyrillic letter where only a Latin one can stand (``СТ``: a Cyrillic Es in the suit's
#   place), or a card that mixes Latin and Cyrillic letters (``SТ``: the ten or the ace?), is an
#   :class:`AlphabetError` that names the character and the Latin letter it looks like. It is
#   never read as something else.

#: Cyrillic capitals that look like Latin letters, with the Latin letter they look like
LOOKALIKES: dict[str, str] = {"А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H",
                              "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X"}
#: the Russian rank letters and the Latin rank each stands for (Т is the ACE, not the ten)
RUSSIAN_RANKS: dict[str, str] = {"Т": "A", "К": "K", "Д": "Q", "В": "J"}
#: Latin capitals that look like the Cyrillic letters of Russian seats (С north, В east)
LATIN_LOOKALIKES: dict[str, str] = {v: k for k, v in LOOKALIKES.items()}

_LETTER_NAMES: dict[str, Message] = {
    "А": Message("the Cyrillic letter A"), "В": Message("the Cyrillic letter Ve"),
    "Д": Message("the Cyrillic letter De"), "Е": Message("the Cyrillic letter Ie"),
    "З": Message("the Cyrillic letter Ze"), "К": Message("the Cyrillic letter Ka"),
    "М": Message("the Cyrillic letter Em"), "Н": Message("the Cyrillic letter En"),
    "О": Message("the Cyrillic letter O"), "Р": Message("the Cyrillic letter Er"),
    "С": Message("the Cyrillic letter Es"), "Т": Message("the Cyrillic letter Te"),
    "Х": Message("the Cyrillic letter Ha"), "Ю": Message("the Cyrillic letter Yu"),
}

SUIT_ADVICE = Message("a suit is written S, H, D, C or ♠, ♥, ♦, ♣")
RANK_ADVICE = Message("a rank is written A, K, Q, J, T or 10, 9 to 2, or in Russian Т, К, Д, "
                      "В with a suit symbol (♠Д)")
SEAT_ADVICE = Message("a seat is written N, E, S, W or in Russian С, В, Ю, З")
STRAIN_ADVICE = Message("a strain is written C, D, H, S, NT or ♣, ♦, ♥, ♠, and notrump in "
                        "Russian БК")
CALL_ADVICE = Message("a call is written P or Pass (Пас), X, XX, or a bid such as 1C or 3NT "
                      "(3БК)")


def is_cyrillic(ch: str) -> bool:
    """A letter of the Cyrillic script (U+0400 to U+04FF)."""
    return "\u0400" <= ch <= "\u04ff"


def _is_latin(ch: str) -> bool:
    return ch.isascii() and ch.isalpha()


def has_cyrillic(text: str) -> bool:
    return any(is_cyrillic(ch) for ch in text)


def latin_reading(text: str) -> str:
    """``text`` with each Cyrillic look-alike replaced by the Latin letter it looks like
    (what the reader sees): ``"СТ"`` -> ``"CT"``."""
    out = []
    for ch in text:
        latin = LOOKALIKES.get(ch.upper())
        out.append(ch if latin is None else latin if ch.isupper() else latin.lower())
    return "".join(out)


def letter_name(ch: str) -> Message:
    """What a Cyrillic character is, and the Latin letter it looks like: ``the Cyrillic
    letter Es, not the Latin C``."""
    up = ch.upper()
    name = _LETTER_NAMES.get(up)
    if name is None:  # a letter with no look-alike: its Unicode name (PE, SHA, ...)
        short = unicodedata.name(up, "").rpartition("LETTER ")[2].title() or up
        name = Message("the Cyrillic letter {name}", name=short)
    latin = LOOKALIKES.get(up)
    if latin is None:
        return name
    return Message("{letter}, not the Latin {latin}", letter=name,
                   latin=latin if ch.isupper() else latin.lower())


def alphabet_error(ch: str, advice: Message) -> AlphabetError:
    """``'С' is the Cyrillic letter Es, not the Latin C: <advice>``."""
    return AlphabetError(Message("{char!r} is {letter}: {advice}", char=ch,
                                 letter=letter_name(ch), advice=advice))


def first_cyrillic(text: str) -> str | None:
    """The first Cyrillic character of ``text`` (a look-alike first), or ``None``."""
    letters = [ch for ch in text if is_cyrillic(ch)]
    looks = [ch for ch in letters if ch.upper() in LOOKALIKES]
    return next(iter(looks or letters), None)


def check_one_alphabet(text: str, advice: Message) -> None:
    """Raise :class:`AlphabetError` when ``text`` has both Latin and Cyrillic letters,
    naming its first Cyrillic one (a look-alike first)."""
    ch = first_cyrillic(text)
    if ch is not None and any(_is_latin(c) for c in text):
        raise alphabet_error(ch, advice)


def _suit_error(ch: str) -> AlphabetError:
    """A Cyrillic character where a suit stands."""
    latin = LOOKALIKES.get(ch.upper())
    if latin is not None and latin in _SUIT_LETTERS:
        return alphabet_error(ch, Message("write the suit as {letter} or {symbol}", letter=latin,
                                          symbol=_SUIT_SYMBOLS[_SUIT_LETTERS.index(latin)]))
    return alphabet_error(ch, SUIT_ADVICE)


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
            if is_cyrillic(t):
                raise _suit_error(text.strip())
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
        ch = first_cyrillic(text)
        if ch is not None:  # 1С, 1НТ (an En, not an N), 1NТ
            if len(t) == 1 and t != "Н":  # Н (En) may be meant for the N of notrump
                raise _suit_error(ch)
            raise alphabet_error(ch, STRAIN_ADVICE)
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
            t = RUSSIAN_RANKS.get(t, t)  # Т is the Russian ace (туз), not the ten
            if t in _RANK_LETTERS:
                return cls(_RANK_LETTERS.index(t) + 2)
        ch = first_cyrillic(text)
        if ch is not None:  # А (a Cyrillic A), Х, 1О, ...
            raise alphabet_error(ch, RANK_ADVICE)
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

        The Russian ranks Т К Д В go with a suit symbol: ``♠Д``, ``Т♥`` (the ace). Raises
        :class:`AlphabetError` for a Cyrillic letter in the suit's place (``СТ``) or a card
        that mixes Latin and Cyrillic letters (``SТ``), :class:`NotationError` for anything
        else.
        """
        t = text.strip()
        if 2 <= len(t) <= 3 and has_cyrillic(t):
            return _cyrillic_card(t)
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


def _cyrillic_card(t: str) -> Card:
    """A card token with Cyrillic letters: a suit symbol and a Russian rank (``♠Д``), else the
    :class:`AlphabetError` that names the letter at fault."""
    splits = [(t[0], t[1:]), (t[-1], t[:-1])]

    def suit_ok(s: str) -> bool:
        return latin_reading(s).upper() in _SUIT_LETTERS + _SUIT_SYMBOLS

    def rank_ok(r: str) -> bool:
        u = r.upper()
        return u in RUSSIAN_RANKS or u == "10" or (
            len(u) == 1 and latin_reading(u) in _RANK_LETTERS)

    def fit(k: int) -> tuple[bool, bool, bool, bool]:
        """How well split ``k`` reads as suit and rank: both fit, a true suit character (not
        a look-alike of one), a suit, a rank; the suit first on a tie."""
        s, r = splits[k]
        return (suit_ok(s) and rank_ok(r), s.upper() in _SUIT_LETTERS + _SUIT_SYMBOLS,
                suit_ok(s), rank_ok(r))

    first = 1 if fit(1) > fit(0) else 0
    suit, rank = splits[first]
    if is_cyrillic(suit):
        raise _suit_error(suit)
    ch = first_cyrillic(rank)
    assert ch is not None
    if suit in _SUIT_SYMBOLS:
        if rank.upper() in RUSSIAN_RANKS:
            return Card(Suit.parse(suit), Rank.parse(rank))
        raise alphabet_error(ch, RANK_ADVICE)
    if not _is_latin(suit):
        raise alphabet_error(ch, Message("{text!r} is not a card", text=t))
    # a Latin suit letter with a Cyrillic rank: the card mixes alphabets (SТ: ten or ace?)
    readings: list[str] = []
    latin = suit + latin_reading(rank) if first == 0 else latin_reading(rank) + suit
    if not has_cyrillic(latin):
        with contextlib.suppress(NotationError):
            readings.append(f"{latin} ({Card.parse(latin).symbol})")
    if rank.upper() in RUSSIAN_RANKS and suit.upper() in _SUIT_LETTERS:
        card = Card(Suit.parse(suit), Rank.parse(rank))
        readings.append(f"{card.suit.symbol}{rank} ({card.symbol})")
    if not readings:
        raise alphabet_error(ch, Message("{text!r} mixes Latin and Cyrillic letters and is not "
                                         "a card", text=t))
    raise alphabet_error(ch, Message("{text!r} mixes Latin and Cyrillic letters: write a card "
                                     "in one alphabet, {readings}", text=t,
                                     readings=", ".join(readings)))


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
