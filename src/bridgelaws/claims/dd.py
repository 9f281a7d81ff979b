"""The double-dummy figure of a position (endplay's DDS), for reference beside a claim ruling.

endplay is a dependency of bridgelaws; it is imported inside the function so that importing
the library does not load the solver. Endings of up to seven cards a hand are solved by the
C search's own exact double-dummy search (:data:`SMALL`; the same figure:
``tests/claims/test_search_bounds.py`` checks it against DDS), which answers a claim's ending
in microseconds where a cold DDS call costs a tenth of a millisecond or more;
``BRIDGELAWS_PURE_PYTHON=1`` sends every ending to DDS.
"""

from __future__ import annotations

import os
from functools import lru_cache

from bridgelaws.cards import Card, Strain
from bridgelaws.claims.position import Position

try:  # the small endings' exact solver (_csearch.c); without it, DDS for every ending
    from bridgelaws.claims import _csearch
except ImportError:  # pragma: no cover - not compiled
    _csearch = None  # type: ignore[assignment]

__all__ = ["card_scores", "double_dummy"]

_DENOMS = {Strain.SPADES: "spades", Strain.HEARTS: "hearts", Strain.DIAMONDS: "diamonds",
           Strain.CLUBS: "clubs", Strain.NOTRUMP: "nt"}


def double_dummy(position: Position) -> int | None:
    """The tricks the claimer's side takes of the tricks remaining when both sides play
    best, every card seen (one DDS best-card solve through endplay; up to :data:`SMALL`
    cards a hand, the same figure from the C search's exact solver)."""
    best = _solve(position.hands, int(position.trump), int(position.leader),
                  tuple(c.index for c in position.trick))
    to_play = position.to_play
    if to_play.side is position.claimer.side:
        return best
    return position.remaining_tricks - best


def card_scores(hands: tuple[int, int, int, int], strain: int, leader: int,
                trick: tuple[int, ...]) -> dict[int, int]:
    """The most tricks the side to play can take after each of its legal cards (card index:
    tricks), every card seen: one DDS solve of every card (``solutions=3``)."""
    from endplay import _dds

    deal = _deal(hands, strain, leader, trick)
    future = _dds.futureTricks()
    _dds.SolveBoard(deal, -1, 3, 1, future, 0)
    out: dict[int, int] = {}
    for i in range(int(future.cards)):
        suit = 3 - int(future.suit[i])
        ranks = (1 << int(future.rank[i])) | int(future.equals[i])
        for r in range(2, 15):
            if ranks >> r & 1:
                out[13 * suit + r - 2] = int(future.score[i])
    return out


def _deal(hands: tuple[int, int, int, int], strain: int, leader: int,
          trick: tuple[int, ...]) -> object:
    """endplay's DDS deal filled straight from the 52-bit hands (DDS suits spades first,
    ranks as bits 2..14)."""
    from endplay import _dds

    deal = _dds.deal()
    deal.trump = 4 if strain == 4 else 3 - strain
    deal.first = leader
    for i in range(3):
        if i < len(trick):
            deal.currentTrickSuit[i] = 3 - trick[i] // 13
            deal.currentTrickRank[i] = trick[i] % 13 + 2
        else:
            deal.currentTrickSuit[i] = 0
            deal.currentTrickRank[i] = 0
    for seat in range(4):
        h = hands[seat]
        for suit in range(4):
            deal.remainCards[seat][3 - suit] = ((h >> (13 * suit)) & 0x1FFF) << 2
    return deal


#: endings of at most this many cards a hand are solved by the C search's own double-dummy
#: solver (an exact search: the same figure, without DDS's set-up cost; a claim's ending,
#: one side holding most of the tricks, is solved in tens of microseconds where a cold DDS
#: call takes over a hundred); longer ones by DDS
SMALL = 7


@lru_cache(maxsize=4096)
def _solve(hands: tuple[int, int, int, int], strain: int, leader: int,
           trick: tuple[int, ...]) -> int:
    """The most tricks the side to play can take (DDS ``SolveBoard``, one best card; a small
    ending by :func:`bridgelaws.claims._csearch.double_dummy` when it is compiled)."""
    if (_csearch is not None and bin(hands[leader]).count("1") <= SMALL
            and os.environ.get("BRIDGELAWS_PURE_PYTHON", "") in ("", "0")):
        return _csearch.double_dummy(hands[0], hands[1], hands[2], hands[3], leader, trick,
                                     strain)
    from endplay import _dds

    deal = _deal(hands, strain, leader, trick)
    future = _dds.futureTricks()
    _dds.SolveBoard(deal, -1, 1, 1, future, 0)
    return int(future.score[0])


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
