"""The double-dummy figure of a position (endplay's DDS), for reference beside a claim ruling.

endplay is a dependency of bridgelaws; it is imported inside the function so that importing
the library does not load the solver.
"""

from __future__ import annotations

from bridgelaws.cards import Card, Strain
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


def after_plays(position: Position, plays: list[Card]) -> Position:
    """``position`` after ``plays`` (cards in turn, tricks completed as they fill): the
    tricks won by each side are counted, the trick in progress carried."""
    from bridgelaws.play import winning_index

    hands = list(position.hands)
    leader = position.leader
    trick = list(position.trick)
    won = {True: 0, False: 0}
    mine = position.claimer.side
    for card in plays:
        seat = leader.next(len(trick))
        hands[seat] &= ~card.mask
        trick.append(card)
        if len(trick) == 4:
            leader = leader.next(winning_index(tuple(trick), position.trump))
            won[leader.side is mine] += 1
            trick = []
    ns, ew = position.won_ns, position.won_ew
    from bridgelaws.seats import Side

    if mine is Side.NS:
        ns, ew = ns + won[True], ew + won[False]
    else:
        ns, ew = ns + won[False], ew + won[True]
    return Position((hands[0], hands[1], hands[2], hands[3]), position.trump, leader,
                    position.claimer, tuple(trick), ns, ew, dummy=position.dummy)
