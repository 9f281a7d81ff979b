"""The double-dummy figure of a position (endplay's DDS), for reference beside a claim ruling.

endplay is a dependency of bridgelaws; it is imported inside the function so that importing
the library does not load the solver.
"""

from __future__ import annotations

from bridgelaws.cards import Strain
from bridgelaws.claims.position import Position
from bridgelaws.deal import Hand
from bridgelaws.seats import Seat

__all__ = ["double_dummy"]

_DENOMS = {Strain.SPADES: "spades", Strain.HEARTS: "hearts", Strain.DIAMONDS: "diamonds",
           Strain.CLUBS: "clubs", Strain.NOTRUMP: "nt"}


def double_dummy(position: Position) -> int | None:
    """The tricks the claimer's side takes of the tricks remaining when both sides play
    best, every card seen (endplay's ``solve_board``)."""
    from endplay.dds import solve_board
    from endplay.types import Card as EpCard
    from endplay.types import Deal as EpDeal
    from endplay.types import Denom, Player

    hands = list(position.hands)
    for i, card in enumerate(position.trick):
        hands[position.leader.next(i)] |= card.mask
    pbn = "N:" + " ".join(Hand(hands[s]).to_pbn() for s in Seat)
    deal = EpDeal(pbn)
    deal.first = Player(int(position.leader))
    deal.trump = getattr(Denom, _DENOMS[position.trump])
    for card in position.trick:
        deal.play(EpCard(str(card)))
    best = max(tricks for _card, tricks in solve_board(deal))
    to_play = position.to_play
    if to_play.side is position.claimer.side:
        return int(best)
    return position.remaining_tricks - int(best)
