"""A session of duplicate bridge as data: boards, table results, adjusted scores (Law 12).

Every value is frozen. A :class:`TableResult` is one table's result on one board: the pairs
that sat North-South and East-West, the result obtained at the table (an :class:`Outcome`,
or ``None`` when no result was obtained) and the Director's :class:`Adjustment`, if any.
What enters the comparison with the other tables is :attr:`TableResult.scores`: the Law 77
scores (North-South viewpoint) with their weights — one score of weight 1 for a table
result or an assigned adjusted score (Law 12C1a), several for a weighted score (12C1c), none
for an artificial adjusted score (12C2).

>>> from bridgelaws.contract import Contract
>>> from bridgelaws.seats import Vulnerability
>>> r = table_result(1, "3", "5", Vulnerability.NONE, Outcome(Contract.parse("4S", "N"), 10))
>>> r.score_ns, r.scores
(420, ((420, Fraction(1, 1)),))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

from bridgelaws.contract import Contract
from bridgelaws.deal import Deal
from bridgelaws.scoring import score_ns
from bridgelaws.seats import Seat, Side, Vulnerability

__all__ = [
    "Adjustment",
    "Artificial",
    "Board",
    "Outcome",
    "Session",
    "TableResult",
    "table_result",
]

_ONE = Fraction(1)

Score = tuple[int, Fraction]
"""A Law 77 score (North-South viewpoint) and its weight."""


class Artificial(Enum):
    """Law 12C2 artificial adjusted scores, by the contestant's responsibility: average plus
    (in no way at fault), average (partly at fault), average minus (directly at fault)."""

    PLUS = "A+"
    AVERAGE = "A"
    MINUS = "A-"

    @classmethod
    def parse(cls, text: str) -> Artificial | None:
        """``A+``/``avg+``, ``A``/``avg``, ``A-``/``avg-`` (any case); else ``None``."""
        t = text.strip().upper().replace("AVG", "A").replace("−", "-")
        for member in cls:
            if member.value == t:
                return member
        return None

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Outcome:
    """One result of a board: a contract (``None``: passed out), the tricks declarer won,
    and its weight when it is one of the outcomes of a weighted score (Law 12C1c)."""

    contract: Contract | None
    tricks: int
    weight: Fraction = Fraction(1)

    def score_ns(self, vulnerability: Vulnerability) -> int:
        """The Law 77 score, North-South viewpoint."""
        return score_ns(self.contract, self.tricks, vulnerability)

    @property
    def declarer(self) -> Seat | None:
        return None if self.contract is None else self.contract.declarer

    def text(self) -> str:
        """``4S N 10`` or ``PASS``, as written in a session file (weight left out)."""
        if self.contract is None:
            return "PASS"
        return f"{self.contract} {self.contract.declarer} {self.tricks}"


@dataclass(frozen=True)
class Adjustment:
    """A Director's adjusted score (Law 12C) replacing the result of one table.

    ``clause`` is the 2017 clause the Director rules under: ``12C1a`` (and ``12C1b``,
    ``12C1e``) an assigned score, one outcome; ``12C1c`` a weighted score, several outcomes
    whose weights add up to 1; ``12C2`` an artificial score, ``artificial`` = (North-South's,
    East-West's), which need not balance (12C2). ``reason`` is the Director's text, kept.
    """

    clause: str
    outcomes: tuple[Outcome, ...] = ()
    artificial: tuple[Artificial, Artificial] | None = None
    reason: str = ""
    line: int | None = field(default=None, compare=False)

    @property
    def kind(self) -> str:
        """``artificial`` | ``weighted`` | ``assigned``."""
        if self.artificial is not None:
            return "artificial"
        return "weighted" if len(self.outcomes) > 1 else "assigned"

    def sides(self) -> tuple[tuple[Outcome, ...], tuple[Outcome, ...]]:
        """The outcomes North-South are scored on, then East-West's: the same ones, unless
        each side has a result of its own (1997 Law 12C2: :class:`SplitAdjustment
        <bridgelaws.laws.book1997.law12_adjusted_score.SplitAdjustment>`)."""
        return self.outcomes, self.outcomes


@dataclass(frozen=True)
class TableResult:
    """One table's result on one board, pairs as the session file names them.

    ``played`` is the result obtained at the table (``None``: no result was obtained);
    ``score_ns`` its Law 77 score, or the score the file gives when it gives no contract.
    ``scores`` is what enters the comparison (see the module docstring).
    """

    board: int
    ns: str
    ew: str
    played: Outcome | None = None
    score_ns: int | None = None
    adjustment: Adjustment | None = None
    scores: tuple[Score, ...] = ()
    table: str | None = None
    line: int | None = field(default=None, compare=False)
    #: East-West's scores when an adjusted score gives them a result of their own (1997 Law
    #: 12C2); ``None``: they are scored on ``scores``, as North-South
    scores_ew: tuple[Score, ...] | None = None
    #: the sides whose score on the board may be no more than average minus (1997 Law
    #: 25B2b2: the offender made another call after his change of call was refused)
    capped: frozenset[Side] = frozenset()

    @property
    def ew_scores(self) -> tuple[Score, ...]:
        """The scores East-West are scored on (North-South's unless split)."""
        return self.scores if self.scores_ew is None else self.scores_ew

    @property
    def artificial(self) -> tuple[Artificial, Artificial] | None:
        """Law 12C2: the artificial scores (North-South's, East-West's), or ``None``."""
        return None if self.adjustment is None else self.adjustment.artificial

    @property
    def mean_score(self) -> Fraction | None:
        """The weighted mean of :attr:`scores` (``None`` for an artificial score)."""
        if not self.scores:
            return None
        return weighted_mean(self.scores)


def weighted_mean(scores: Sequence[Score]) -> Fraction:
    """The weighted mean of (score, weight) pairs whose weights add up to 1 (Law 12C1c)."""
    return sum((w * s for s, w in scores), Fraction(0))


def table_result(board: int, ns: str, ew: str, vulnerability: Vulnerability,
                 played: Outcome | None = None, *, score: int | None = None,
                 adjustment: Adjustment | None = None, table: str | None = None,
                 line: int | None = None, capped: frozenset[Side] = frozenset()
                 ) -> TableResult:
    """A :class:`TableResult` with its Law 77 scores worked out.

    The adjustment, when there is one, replaces the table result (Law 12C1a; with a result
    for each side, 1997 12C2: East-West get ``scores_ew``); else the table result counts, or
    ``score`` when the file gives a score and no contract. ``capped``: the sides held to
    average minus at most (1997 25B2b2).
    """
    score_played = played.score_ns(vulnerability) if played is not None else score
    scores: tuple[Score, ...]
    scores_ew: tuple[Score, ...] | None = None
    if adjustment is not None:
        ns_outcomes, ew_outcomes = adjustment.sides()
        scores = tuple((o.score_ns(vulnerability), o.weight) for o in ns_outcomes)
        if ew_outcomes != ns_outcomes:
            scores_ew = tuple((o.score_ns(vulnerability), o.weight) for o in ew_outcomes)
    elif score_played is not None:
        scores = ((score_played, _ONE),)
    else:
        scores = ()
    return TableResult(board, ns, ew, played, score_played, adjustment, scores, table, line,
                       scores_ew, capped)


@dataclass(frozen=True)
class Board:
    """A board of the session (Law 2 dealer and vulnerability) and its traveller."""

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal | None
    results: tuple[TableResult, ...]
    line: int | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Session:
    """A session: its boards in number order and the pairs' names (pair id -> names);
    ``event``, ``site`` and ``date`` (PBN's ``YYYY.MM.DD``) from the file's tags."""

    boards: tuple[Board, ...]
    names: Mapping[str, str] = field(default_factory=dict)
    event: str = ""
    file: str | None = field(default=None, compare=False)
    site: str = ""
    date: str = ""

    @property
    def pairs(self) -> tuple[str, ...]:
        """Every pair id that has a result, in the order first met."""
        seen: dict[str, None] = {}
        for board in self.boards:
            for r in board.results:
                seen.setdefault(r.ns)
                seen.setdefault(r.ew)
        return tuple(seen)
