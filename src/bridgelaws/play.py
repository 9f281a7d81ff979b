"""Tricks by correct procedure (Laws 44, 65).

>>> t = Trick(Seat.EAST)
>>> for text in ("C3", "C2", "CT", "CK"):
...     t = t.add(Card.parse(text))
>>> t.winner(Strain.SPADES)
<Seat.NORTH: 0>
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaws.cards import Card, Strain, Suit
from bridgelaws.seats import Seat


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: the leader and the cards played to it in rotation."""

    leader: Seat
    cards: tuple[Card, ...] = ()

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == 4

    @property
    def suit_led(self) -> Suit | None:
        return self.cards[0].suit if self.cards else None

    @property
    def to_play(self) -> Seat:
        return self.leader.next(len(self.cards))

    def add(self, card: Card) -> Trick:
        return Trick(self.leader, (*self.cards, card))

    def seats_and_cards(self) -> list[tuple[Seat, Card]]:
        return [(self.leader.next(i), c) for i, c in enumerate(self.cards)]

    def played_by(self, seat: Seat) -> Card | None:
        i = (seat - self.leader) % 4
        return self.cards[i] if i < len(self.cards) else None

    def winner(self, trump: Strain) -> Seat:
        """Law 44E/44F: the highest trump, else the highest card of the suit led."""
        return self.leader.next(winning_index(self.cards, trump))


#: the trump suit of each strain (Law 18E order), ``None`` for notrump
_TRUMP_SUITS: tuple[Suit | None, ...] = (*Suit, None)


def winning_index(cards: tuple[Card, ...] | list[Card], trump: Strain) -> int:
    """Position of the winning card among ``cards`` (the first is the lead): Law 44E, the
    highest trump, else Law 44F, the highest card of the suit led. A card that neither
    follows the winning card's suit nor trumps cannot win: the winning card is always of the
    suit led or a trump."""
    trump_suit = _TRUMP_SUITS[trump]
    best = 0
    b = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if c.suit is b.suit:
            if c.index > b.index:  # within a suit, the index orders by rank
                best, b = i, c
        elif c.suit is trump_suit:  # b is not a trump: a trump beats it
            best, b = i, c
    return best
