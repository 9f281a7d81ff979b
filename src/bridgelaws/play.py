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

#: the seats in rotation from each leader
_ROTATION: tuple[tuple[Seat, ...], ...] = tuple(tuple(seat.next(n) for n in range(4))
                                                for seat in Seat)


def seats_in_rotation(leader: Seat, n: int, missing: Seat | None = None) -> tuple[Seat, ...]:
    """The seats of the first ``n`` cards of a trick led by ``leader``, skipping ``missing``
    (a player who did not play to it: a defective trick, Law 67). Four cards leave nobody
    missing: the card that was missing has been put in its place (67A1); there is always one
    seat a card."""
    order = _ROTATION[leader]
    if missing is None or n >= 4:
        return order[:n]
    return tuple(s for s in order if s is not missing)[:n]


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: the leader and the cards played to it in rotation.

    ``missing``: a seat that did not play to it (a defective trick, Law 67); the cards are
    then those of the other seats, in rotation."""

    leader: Seat
    cards: tuple[Card, ...] = ()
    missing: Seat | None = None

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seat of each card, in order."""
        return seats_in_rotation(self.leader, len(self.cards), self.missing)

    @property
    def _absent(self) -> int:
        """1 when a seat did not play to the trick (four cards leave nobody missing)."""
        return 1 if self.missing is not None and len(self.cards) < 4 else 0

    @property
    def is_complete(self) -> bool:
        return len(self.cards) + self._absent >= 4

    @property
    def suit_led(self) -> Suit | None:
        return self.cards[0].suit if self.cards else None

    @property
    def to_play(self) -> Seat:
        return self.leader.next(len(self.cards) + self._absent)

    def add(self, card: Card) -> Trick:
        return Trick(self.leader, (*self.cards, card), self.missing)

    def seats_and_cards(self) -> list[tuple[Seat, Card]]:
        return list(zip(self.seats, self.cards, strict=True))

    def played_by(self, seat: Seat) -> Card | None:
        for s, c in zip(self.seats, self.cards, strict=True):
            if s is seat:
                return c
        return None

    def position_of(self, seat: Seat) -> int | None:
        """The index in ``cards`` of ``seat``'s card, if he played to the trick."""
        seats = self.seats
        return seats.index(seat) if seat in seats else None

    def winner(self, trump: Strain) -> Seat:
        """Law 44E/44F: the highest trump, else the highest card of the suit led."""
        return self.seats[winning_index(self.cards, trump)]


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
