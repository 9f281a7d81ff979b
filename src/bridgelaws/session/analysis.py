"""Double-dummy analysis of a board for the results page: the tricks each declarer makes in
each strain, and the par score (endplay's DDS, imported lazily: it is an optional
dependency, and this is the only module of the session package that uses it).

Par is the score of the contract(s) where neither side can gain by bidding on or by
doubling, both sides knowing all four hands; it is shown for interest, never used to score
(Law 78 compares the scores obtained at the tables).
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaws.cards import Strain
from bridgelaws.deal import Deal
from bridgelaws.seats import Seat, Vulnerability

__all__ = ["DoubleDummy", "ParContract", "double_dummy"]

# endplay's Denom order: spades, hearts, diamonds, clubs, notrump
_DENOMS = (Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS, Strain.NOTRUMP)
# endplay's Vul values: none 0, both 1, ns 2, ew 3
_VUL = {Vulnerability.NONE: 0, Vulnerability.ALL: 1, Vulnerability.NS: 2,
        Vulnerability.EW: 3}


@dataclass(frozen=True)
class ParContract:
    """A par contract: level, strain, doubled or not, declarer, and the tricks over
    (positive) or under (negative) the contract."""

    level: int
    strain: Strain
    doubled: bool
    declarer: Seat
    result: int


@dataclass(frozen=True)
class DoubleDummy:
    """``tricks[(seat, strain)]``: the tricks ``seat`` makes as declarer in ``strain``;
    ``par_score`` North-South's par score; ``par`` the par contracts."""

    tricks: dict[tuple[Seat, Strain], int]
    par_score: int
    par: tuple[ParContract, ...]


def double_dummy(deal: Deal, dealer: Seat, vulnerability: Vulnerability) -> DoubleDummy:
    """The double-dummy table and par of a deal (endplay's DDS)."""
    from endplay import dds
    from endplay.types import Deal as EndplayDeal
    from endplay.types import Penalty, Player, Vul

    table = dds.calc_dd_table(EndplayDeal(deal.to_pbn(Seat.NORTH)))
    rows = table.to_list()
    tricks = {(seat, strain): int(rows[d][int(seat)])
              for d, strain in enumerate(_DENOMS) for seat in Seat}
    par = dds.par(table, Vul(_VUL[vulnerability]), Player(int(dealer)))
    contracts = tuple(
        ParContract(int(c.level), _DENOMS[int(c.denom)], c.penalty != Penalty.passed,
                    Seat(int(c.declarer)), int(c.result))
        for c in par)
    return DoubleDummy(tricks, int(par.score), contracts)
