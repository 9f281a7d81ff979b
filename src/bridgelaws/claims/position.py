"""The position at a claim (Law 68D: play stops; every later ruling is made from the cards
held at that moment and the statement then made).

>>> p = Position.from_hands("N:AK... Q2... 43... J5...", trump=Strain.NOTRUMP, leader=Seat.NORTH,
...                         claimer=Seat.NORTH)
>>> p.remaining_tricks, p.to_play, [str(c) for c in p.cards_of(Seat.EAST)]
(2, <Seat.NORTH: 0>, ['S2', 'SQ'])
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bridgelaws.cards import FULL_PACK, SUIT_MASKS, Card, Strain, cards_of
from bridgelaws.deal import Hand
from bridgelaws.errors import NotationError
from bridgelaws.events import Claim, Concession
from bridgelaws.i18n import Message
from bridgelaws.play import Trick
from bridgelaws.rulings import PenaltyKind
from bridgelaws.seats import Seat, Side
from bridgelaws.table import Table

__all__ = ["Position", "claim_index", "position_at_claim", "position_problem", "table_before"]


def void_bit(seat: Seat | int, suit: int) -> int:
    """The bit of ``(seat, suit)`` in a known-voids mask."""
    return 1 << (int(seat) * 4 + suit)


@dataclass(frozen=True, slots=True)
class Position:
    """The cards left in the four hands, the trump strain, the trick in progress (its leader
    and the cards already played to it), the claimer, the tricks each side has won, and what
    the players know: which seats have shown out of which suits (Law 70E1)."""

    hands: tuple[int, int, int, int]
    trump: Strain
    leader: Seat
    claimer: Seat
    trick: tuple[Card, ...] = ()
    won_ns: int = 0
    won_ew: int = 0
    #: bit ``seat * 4 + suit``: that seat failed to follow to that suit before the claim
    known_voids: int = 0
    #: the hand everyone sees (declarer's partner), when there is one
    dummy: Seat | None = None
    played: int = field(default=0)
    #: the defenders' penalty cards left on the table at the claim (Law 50): major and minor
    #: (masks); they are seen by everyone and must be played as Law 50 says
    major_penalty: int = 0
    minor_penalty: int = 0

    def __post_init__(self) -> None:
        seen = 0
        for h in self.hands:
            if seen & h:
                raise NotationError(Message("a card is in two hands"))
            seen |= h
        for c in self.trick:
            if seen & c.mask:
                raise NotationError(Message("card {card} is both held and played", card=str(c)))
            seen |= c.mask
        lengths = [bin(self.hands[self.leader.next(i)]).count("1") + (1 if i < len(self.trick)
                                                                       else 0)
                   for i in range(4)]
        if len(set(lengths)) != 1 or len(self.trick) > 3:
            raise NotationError(Message("the hands left do not fit one trick in progress"))
        if not self.played:
            object.__setattr__(self, "played", FULL_PACK & ~seen)

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_hands(cls, pbn: str, *, trump: Strain, leader: Seat, claimer: Seat,
                   trick: tuple[Card, ...] = (), known_voids: int = 0,
                   dummy: Seat | None = None) -> Position:
        """The remaining hands written as a PBN deal (``"N:AK... Q2... 43... J5..."``)."""
        t = pbn.strip()
        if len(t) < 2 or t[1] != ":":
            raise NotationError(Message("a deal starts with the first seat and a colon"))
        first = Seat.parse(t[0])
        parts = t[2:].split()
        if len(parts) != 4:
            raise NotationError(Message("a deal needs four hands, found {count}",
                                        count=len(parts)))
        hands = [0, 0, 0, 0]
        for i, part in enumerate(parts):
            hands[first.next(i)] = Hand.from_pbn(part).mask
        return cls((hands[0], hands[1], hands[2], hands[3]), trump, leader, claimer, trick,
                   known_voids=known_voids, dummy=dummy)

    # ------------------------------------------------------------------ views
    @property
    def claimer_side(self) -> tuple[Seat, Seat]:
        return (self.claimer, self.claimer.partner)

    @property
    def to_play(self) -> Seat:
        return self.leader.next(len(self.trick))

    @property
    def remaining_tricks(self) -> int:
        return bin(self.hands[self.leader]).count("1") + (1 if self.trick else 0)

    @property
    def won_by_claimer(self) -> int:
        return self.won_ns if self.claimer.side is Side.NS else self.won_ew

    def hand_of(self, card: Card) -> Seat:
        """The seat that holds ``card`` (which must still be held)."""
        for seat in Seat:
            if self.hands[seat] & card.mask:
                return seat
        raise NotationError(Message("card {card} is not held", card=str(card)))

    def cards_of(self, seat: Seat) -> list[Card]:
        return list(cards_of(self.hands[seat]))

    def hand(self, seat: Seat) -> Hand:
        return Hand(self.hands[seat])

    def opponents_trumps(self) -> list[Card]:
        """The trumps the claimer's opponents still hold (Law 70C)."""
        suit = self.trump.suit
        if suit is None:
            return []
        m = (self.hands[self.claimer.lho] | self.hands[self.claimer.rho]) & SUIT_MASKS[suit]
        return list(cards_of(m))

    def to_pbn(self) -> str:
        return "N:" + " ".join(Hand(self.hands[s]).to_pbn() for s in Seat)


def claim_index(table: Table) -> int | None:
    """The index (0-based, in ``table.events``) of the last claim or concession."""
    for i in range(len(table.events) - 1, -1, -1):
        if isinstance(table.events[i], Claim | Concession):
            return i
    return None


def table_before(table: Table, index: int) -> Table:
    """The table replayed up to (not including) event ``index``: the state at the claim,
    whatever happened after it (Law 68D: play after a claim does not count)."""
    before = Table(table.deal, table.dealer, table.vulnerability, board=table.board,
                   edition=table.edition)
    for event in table.events[:index]:
        before.apply(event)
    return before


def known_voids_of(tricks: list[Trick]) -> int:
    """The seats that failed to follow suit in these tricks, as a known-voids mask. A seat
    that did not play to a trick (a defective trick, Law 67) showed nothing there."""
    voids = 0
    for trick in tricks:
        led = trick.suit_led
        if led is None:
            continue
        for seat, card in trick.seats_and_cards():
            if card.suit is not led:
                voids |= void_bit(seat, int(led))
    return voids


def _corrected_by_law_13(table: Table, at: Table) -> None:
    """A card the Director has put back into its own hand (Law 13A1, 13B1) belonged there
    throughout: at the claim, it is in that hand if the wrong hand still held it."""
    if table.result_cancelled is not None:
        return  # 13B2, 13D: nothing was put back; no claim is ruled on
    for m in table.misplaced:
        if m.settled and at.hands[m.holder] & m.card.mask:
            at.hands[m.holder] &= ~m.card.mask
            at.hands[m.owner] |= m.card.mask


def position_problem(table: Table) -> Message | None:
    """Why no position can be searched at the table's last claim or concession, or ``None``
    when :func:`position_at_claim` builds one. The hands left must fit one trick in progress:
    a hand with a wrong number of cards not yet put right (Law 13, a card held by another
    hand; Law 14, a card missing; Law 67, a defective trick) leaves none, and the Director
    rules by judgment (``director rules 70 <n>``)."""
    try:
        position_at_claim(table)
    except NotationError as exc:
        return exc.message
    return None


def position_at_claim(table: Table, claimer: Seat | None = None) -> Position:
    """The position when the last claim or concession was made: the remaining cards of the
    four hands, the trump strain, the trick in progress, tricks won, and the seats known to
    be void (Law 68D). ``claimer`` defaults to the seat that claimed or conceded.

    Raises :class:`NotationError` when the table has no claim or no contract.
    """
    index = claim_index(table)
    if index is None:
        raise NotationError(Message("the record has no claim or concession"))
    event = table.events[index]
    assert isinstance(event, Claim | Concession)
    at = table_before(table, index)
    if table.misplaced:
        _corrected_by_law_13(table, at)
    if at.contract is None:
        raise NotationError(Message("a claim or concession needs play in progress"))
    leader = at.trick_leader
    if leader is None:
        raise NotationError(Message("a claim or concession needs play in progress"))
    trick = tuple(at.trick_cards)
    won_ns = sum(1 for w in at.winners if w.side is Side.NS)
    won_ew = len(at.winners) - won_ns
    done = list(at.tricks)
    cur = at.current_trick
    if cur is not None and cur.cards:
        done.append(cur)
    h = at.hands
    major = minor = 0
    for seat in Seat:
        for pc in at.penalty_cards_of(seat):
            if h[seat] & pc.card.mask:
                if pc.kind is PenaltyKind.MAJOR:
                    major |= pc.card.mask
                else:
                    minor |= pc.card.mask
    return Position((h[0], h[1], h[2], h[3]), at.contract.strain, leader,
                    claimer if claimer is not None else event.seat, trick, won_ns, won_ew,
                    known_voids_of(done), dummy=at.dummy, major_penalty=major,
                    minor_penalty=minor)
