"""Hands and deals (Laws 1, 6, 7): exactly four hands of 13 distinct cards.

>>> d = Deal.from_pbn("N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964")
>>> str(d[Seat.EAST])
'T87.AJ54.64.Q873'
>>> d.to_pbn("W")
'W:AQ.K63.T87.AT964 KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from bridgelaws.cards import (
    FULL_PACK,
    SUIT_MASKS,
    Card,
    Rank,
    Suit,
    cards_of,
    check_one_alphabet,
    mask_of,
)
from bridgelaws.errors import NotationError
from bridgelaws.i18n import Message
from bridgelaws.seats import SEATS, Seat

DEAL_ADVICE = Message("a deal mixes Latin and Cyrillic letters: write its ranks in one "
                      "alphabet, A, K, Q, J, T (Latin) or Т, К, Д, В and 10 for the ten "
                      "(Russian)")


class Hand:
    """An immutable set of cards, stored as a 52-bit mask."""

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: Iterable[Card] | int = 0) -> None:
        object.__setattr__(self, "mask", cards if isinstance(cards, int) else mask_of(cards))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Hand is immutable")

    @classmethod
    def from_pbn(cls, text: str) -> Hand:
        """Parse ``"KJ654.T97.KQ53.K"`` (spades.hearts.diamonds.clubs); in Russian
        ``"КВ654.1097.КД53.К"`` (Т is the ace: see :mod:`bridgelaws.cards`)."""
        check_one_alphabet(text, DEAL_ADVICE)
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise NotationError(
                Message("a hand needs four suits separated by dots: {text!r}", text=text)
            )
        mask = 0
        for suit, part in zip((Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS), parts,
                              strict=True):
            p = part.upper().replace("10", "T")
            for ch in p:
                card = Card(suit, Rank.parse(ch))
                if mask & card.mask:
                    raise NotationError(
                        Message("card {card} appears twice in a hand", card=str(card))
                    )
                mask |= card.mask
        return cls(mask)

    def to_pbn(self) -> str:
        return ".".join(self.suit_text(s) for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS,
                                                    Suit.CLUBS))

    def suit_text(self, suit: Suit) -> str:
        """Ranks held in ``suit``, highest first: ``"KJ654"``."""
        return "".join(c.rank.letter for c in sorted(self.cards_in(suit), reverse=True))

    def cards_in(self, suit: Suit) -> list[Card]:
        return list(cards_of(self.mask & SUIT_MASKS[suit]))

    def has_suit(self, suit: Suit) -> bool:
        return bool(self.mask & SUIT_MASKS[suit])

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.mask)

    def __iter__(self) -> Iterator[Card]:
        return cards_of(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Hand.from_pbn({self.to_pbn()!r})"

    def without(self, card: Card) -> Hand:
        return Hand(self.mask & ~card.mask)

    def with_card(self, card: Card) -> Hand:
        return Hand(self.mask | card.mask)


class Deal(Mapping[Seat, Hand]):
    """The four hands of a board: exactly 4 × 13 distinct cards (Law 6)."""

    __slots__ = ("_hands",)

    def __init__(self, hands: Mapping[Seat, Hand]) -> None:
        seen = 0
        for seat in SEATS:
            hand = hands.get(seat)
            if hand is None:
                raise NotationError(Message("the deal has no hand for {seat}", seat=str(seat)))
            if hand.mask.bit_count() != 13:
                raise NotationError(
                    Message("{seat} has {count} cards, not 13", seat=str(seat), count=len(hand))
                )
            dup = seen & hand.mask
            if dup:
                card = next(cards_of(dup))
                raise NotationError(
                    Message("card {card} is dealt twice", card=str(card))
                )
            seen |= hand.mask
        assert seen == FULL_PACK
        self._hands = tuple(hands[s] for s in SEATS)

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Parse PBN ``"N:s.h.d.c s.h.d.c s.h.d.c s.h.d.c"``, hands clockwise from the seat."""
        t = text.strip()
        if len(t) < 2 or t[1] != ":":
            raise NotationError(
                Message("a deal starts with the first seat and a colon, as in \"N:...\"")
            )
        first = Seat.parse(t[0])
        check_one_alphabet(t[2:], DEAL_ADVICE)
        parts = t[2:].split()
        if len(parts) != 4:
            raise NotationError(
                Message("a deal needs four hands, found {count}", count=len(parts))
            )
        return cls({first.next(i): Hand.from_pbn(p) for i, p in enumerate(parts)})

    def to_pbn(self, first: Seat | str = Seat.NORTH) -> str:
        start = first if isinstance(first, Seat) else Seat.parse(first)
        return f"{start}:" + " ".join(self._hands[start.next(i)].to_pbn() for i in range(4))

    def holder(self, card: Card) -> Seat:
        for seat in Seat:
            if self._hands[seat].mask & card.mask:
                return seat
        raise AssertionError("every card is dealt")  # pragma: no cover

    def __getitem__(self, seat: Seat) -> Hand:
        return self._hands[seat]

    def __iter__(self) -> Iterator[Seat]:
        return iter(Seat)

    def __len__(self) -> int:
        return 4

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and other._hands == self._hands

    def __hash__(self) -> int:
        return hash(self._hands)

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.to_pbn()!r})"
