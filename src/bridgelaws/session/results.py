"""What scoring a session produces: scored results, scored boards, the ranking.

Matchpoints are kept in Law 78A scoring units — 2 for each score beaten, 1 for each tie —
as exact fractions (Neuberg factoring and weighted scores make fractions); they are shown
as matchpoints in the European 1/0.5 notation (top n−1) or in the American 2/1 one (top
2(n−1)) by :func:`matchpoints`. IMPs are exact fractions too (weighted scores, cross-IMPs
per comparison).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

from bridgelaws.seats import Side
from bridgelaws.session.adjusted import Regulation
from bridgelaws.session.model import Board, Session, TableResult

__all__ = [
    "Method",
    "Notation",
    "ScoredBoard",
    "ScoredResult",
    "SessionScore",
    "Standing",
    "matchpoints",
]


class Method(Enum):
    """Law 78 scoring methods: matchpoints (78A), IMPs between the two rooms of a team
    match (78B), and the IMP pairs methods the Regulating Authority may adopt (78D):
    Butler (against a datum) and cross-IMPs (against every other result)."""

    MATCHPOINTS = "mp"
    IMPS = "imp"
    BUTLER = "butler"
    CROSS_IMPS = "cross-imp"

    @property
    def is_imps(self) -> bool:
        return self is not Method.MATCHPOINTS


class Notation(Enum):
    """How matchpoints are shown (Law 78A: "matchpoints or half matchpoints"): European,
    1 per score beaten and ½ per tie; American, 2 and 1."""

    EUROPEAN = "european"
    AMERICAN = "american"


def matchpoints(units: Fraction, notation: Notation) -> Fraction:
    """Law 78A scoring units as matchpoints in ``notation``."""
    return units / 2 if notation is Notation.EUROPEAN else units


@dataclass(frozen=True)
class ScoredResult:
    """A table result with what each pair earned on it: matchpoint units or IMPs."""

    result: TableResult
    ns: Fraction
    ew: Fraction

    @classmethod
    def held(cls, result: TableResult, ns: Fraction, ew: Fraction, minus: Fraction
             ) -> ScoredResult:
        """``result`` scored ``ns`` and ``ew``, a side held to average minus (1997 Law
        25B2b2: ``result.capped``) getting no more than ``minus``."""
        if Side.NS in result.capped:
            ns = min(ns, minus)
        if Side.EW in result.capped:
            ew = min(ew, minus)
        return cls(result, ns, ew)


@dataclass(frozen=True)
class ScoredBoard:
    """A board's traveller, scored. ``top`` is the top in matchpoint units after factoring
    (``None`` at IMPs); ``compared`` the number of results compared; ``datum`` the Butler
    datum."""

    board: Board
    results: tuple[ScoredResult, ...]
    top: Fraction | None = None
    compared: int = 0
    datum: int | None = None

    def percent(self, units: Fraction) -> Fraction | None:
        """``units`` as a percentage of the top (``None`` when the top is 0)."""
        if self.top is None or self.top == 0:
            return None
        return units * 100 / self.top


@dataclass(frozen=True)
class Standing:
    """A pair's place in the ranking: ``total`` matchpoint units (of ``top``) or IMPs;
    ``rank`` is the best place among tied pairs (PBN's Rank), ``tied`` says if shared."""

    rank: int
    tied: bool
    pair: str
    names: str
    boards: int
    total: Fraction
    top: Fraction | None = None

    @property
    def percent(self) -> Fraction | None:
        if self.top is None or self.top == 0:
            return None
        return self.total * 100 / self.top


@dataclass(frozen=True)
class SessionScore:
    """A scored session: the method and its settings, each board scored, the ranking."""

    method: Method
    session: Session
    boards: tuple[ScoredBoard, ...]
    ranking: tuple[Standing, ...]
    notation: Notation = Notation.EUROPEAN
    regulation: Regulation = field(default_factory=Regulation)
    expected: int | None = None
