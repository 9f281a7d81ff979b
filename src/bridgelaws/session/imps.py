"""Law 78B IMPs: the scale, team matches, and the pairs methods Butler and cross-IMPs.

* :func:`imps` converts a point difference with the Law 78B scale (upper bounds inclusive;
  a difference that falls between two bands, which duplicate scores never make, takes
  the lower band).
* **Team matches** (78B): a team's result at one table is compared with its team-mates' at
  the other, where the same two teams sat the other way round: ``imps(ns₁ − ns₂)``.
* **Butler** (78D: a method the Regulating Authority may adopt): each North-South score is
  compared with the board's *datum*, the mean of the North-South scores after dropping the
  highest and lowest (:func:`butler_trim`: one of each from 3 results, one in ten of each
  from 20), rounded to the nearest 10 (a 5 away from zero).
* **Cross-IMPs** (78D): each score is compared with every other score on the board; the
  result is the mean over those comparisons, so that a board counts the same whatever the
  number of tables (the sum is this times n − 1). On every board the North-South values
  add up to 0.

Weighted scores (12C1c) get the weighted mean of the IMPs of their outcomes (Law 12C1c:
never the IMPs of the mean score); artificial ones (12C2) the regulation's IMPs, +3/0/−3
by default (Law 86A). A table where each side has a result of its own (1997 12C2) counts
North-South's result for North-South and East-West's for East-West; a side held to average
minus (1997 25B2b2) gets no more than the regulation's −3.

>>> imps(0), imps(10), imps(20), imps(-430), imps(4000), imps(7600)
(0, 0, 1, -10, 24, 24)
>>> butler_datum([620, 620, 170, 650, -100])   # drops 650 and -100: (620+620+170)/3 = 470
470
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from fractions import Fraction

from bridgelaws.errors import RecordError
from bridgelaws.i18n import Message
from bridgelaws.seats import Side
from bridgelaws.session.adjusted import Regulation
from bridgelaws.session.model import Artificial, Board, Score, TableResult, weighted_mean
from bridgelaws.session.results import ScoredBoard, ScoredResult

__all__ = [
    "IMP_SCALE",
    "butler_datum",
    "butler_trim",
    "imps",
    "score_board_butler",
    "score_board_cross",
    "score_board_teams",
]

IMP_SCALE = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300,
             1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000)
"""Law 78B: the lowest difference worth 1, 2, ..., 24 IMPs."""


def imps(difference: int | Fraction) -> int:
    """Law 78B: the IMPs for a point difference (signed like the difference).

    0–10 is 0, 20–40 is 1, 50–80 is 2, … 3500–3990 is 23, 4000 and more is 24.
    """
    k = bisect_right(IMP_SCALE, -difference if difference < 0 else difference)
    return k if difference >= 0 else -k


def _mean_imps(mine: Sequence[Score], theirs: Sequence[Score]) -> Fraction:
    """The weighted mean IMPs of ``mine`` against ``theirs`` (North-South viewpoint)."""
    if len(mine) == 1 and len(theirs) == 1:
        return Fraction(imps(mine[0][0] - theirs[0][0]))
    return sum((w * v * imps(x - y) for x, w in mine for y, v in theirs), Fraction(0))


def _round_to_ten(value: Fraction) -> int:
    """The nearest multiple of 10; a 5 goes away from zero."""
    sign = -1 if value < 0 else 1
    tens, rest = divmod(abs(value), 10)
    return int(sign * 10 * (tens + (1 if rest >= 5 else 0)))


def butler_trim(results: int) -> int:
    """How many of the highest and of the lowest scores the Butler datum drops: none from
    fewer than 3 results, one of each up to 19, then one in ten of each (20 -> 2)."""
    if results < 3:
        return 0
    return max(1, results // 10)


def butler_datum(scores: Sequence[int | Fraction], trim: int | None = None) -> int:
    """The Butler datum: the mean of ``scores`` after dropping ``trim`` highest and lowest
    (default :func:`butler_trim`), rounded to the nearest 10."""
    if not scores:
        return 0
    k = butler_trim(len(scores)) if trim is None else trim
    ordered = sorted(scores)
    kept = ordered[k:len(ordered) - k] if 2 * k < len(ordered) else ordered
    return _round_to_ten(Fraction(sum(kept, Fraction(0))) / len(kept))


def _artificial(result: TableResult, awards: tuple[Artificial, Artificial],
                regulation: Regulation) -> ScoredResult:
    return ScoredResult(result, regulation.imps_of(awards[0]), regulation.imps_of(awards[1]))


def score_board_butler(board: Board, regulation: Regulation, trim: int | None = None
                       ) -> ScoredBoard:
    """IMPs against the board's Butler datum (weighted scores enter the datum with their
    mean score). With a result for each side at a table (1997 12C2), East-West's IMPs are
    taken against the datum of the East-West scores, where that table counts East-West's
    result."""
    compared = [r for r in board.results if r.scores]
    means = [r.mean_score for r in compared]
    datum = butler_datum([m for m in means if m is not None], trim)
    datum_ew = datum
    if any(r.scores_ew is not None for r in compared):
        datum_ew = butler_datum([weighted_mean(r.ew_scores) for r in compared], trim)
    out: list[ScoredResult] = []
    for r in board.results:
        if r.artificial is not None:
            out.append(_artificial(r, r.artificial, regulation))
            continue
        ns = _mean_imps(r.scores, ((datum, Fraction(1)),))
        ew = -_mean_imps(r.ew_scores, ((datum_ew, Fraction(1)),))
        out.append(ScoredResult.held(r, ns, ew, regulation.imps_of(Artificial.MINUS)))
    return ScoredBoard(board, tuple(out), None, len(compared), datum)


def score_board_cross(board: Board, regulation: Regulation) -> ScoredBoard:
    """Cross-IMPs: the mean IMPs of each result against every other result compared (with a
    result for each side at a table, 1997 12C2: East-West's against the East-West scores)."""
    compared = [r for r in board.results if r.scores]
    n = len(compared)
    out: list[ScoredResult] = []
    for r in board.results:
        if r.artificial is not None:
            out.append(_artificial(r, r.artificial, regulation))
            continue
        ns = _cross(r, compared, lambda x: x.scores)
        ew = -_cross(r, compared, lambda x: x.ew_scores)
        out.append(ScoredResult.held(r, ns, ew, regulation.imps_of(Artificial.MINUS)))
    return ScoredBoard(board, tuple(out), None, n)


def _cross(r: TableResult, compared: Sequence[TableResult],
           side: Callable[[TableResult], Sequence[Score]]) -> Fraction:
    """The mean IMPs of ``r``'s scores for one side against the same side's scores at every
    other table (North-South viewpoint)."""
    n = len(compared)
    if n < 2:
        return Fraction(0)
    mine = side(r)
    total: int | Fraction
    if len(mine) == 1 and all(len(side(s)) == 1 for s in compared):  # whole IMPs: as ints
        x = mine[0][0]
        total = sum(imps(x - side(s)[0][0]) for s in compared if s is not r)
    else:
        total = sum((_mean_imps(mine, side(s)) for s in compared if s is not r),
                    Fraction(0))
    return Fraction(total) / (n - 1)


def score_board_teams(board: Board, regulation: Regulation, file: str | None = None
                      ) -> ScoredBoard:
    """A team match (78B): each result against the one where the same two teams sat the
    other way round. A team's IMPs on the board are shown at both its tables.

    With an artificial score (12C2) at a table, each team gets, for the board, its award
    there (+3/0/−3 by default, Law 86A) — at both tables when both are artificial.

    :raises RecordError: a result whose other room is missing or given twice.
    """
    by_pairs: dict[tuple[str, str], TableResult] = {}
    for r in board.results:
        by_pairs[(r.ns, r.ew)] = r
    values: dict[tuple[str, str], tuple[Fraction, Fraction]] = {}
    for r in board.results:
        other = by_pairs.get((r.ew, r.ns))
        if other is None:
            raise RecordError(Message(
                "board {board}: {ns} (North-South) and {ew} (East-West) have no result in "
                "the other room, where {ew} sits North-South: IMPs compare two rooms",
                board=board.number, ns=r.ns, ew=r.ew), line=r.line, file=file)
        if (r.ns, r.ew) in values:
            continue
        team_ns, team_ew = Fraction(0), Fraction(0)  # r's North-South team, its East-West one
        if r.artificial is None and other.artificial is None:
            # each team: its North-South pair's score here against its East-West pair's in
            # the other room (the same result unless a side has its own, 1997 12C2)
            team_ns = _mean_imps(r.scores, other.ew_scores)
            team_ew = -_mean_imps(r.ew_scores, other.scores)
            minus = regulation.imps_of(Artificial.MINUS)
            if Side.NS in r.capped or Side.EW in other.capped:
                team_ns = min(team_ns, minus)  # 1997 25B2b2: average minus at most
            if Side.EW in r.capped or Side.NS in other.capped:
                team_ew = min(team_ew, minus)
        else:
            if r.artificial is not None:
                team_ns += regulation.imps_of(r.artificial[0])
                team_ew += regulation.imps_of(r.artificial[1])
            if other.artificial is not None:
                team_ew += regulation.imps_of(other.artificial[0])
                team_ns += regulation.imps_of(other.artificial[1])
        values[(r.ns, r.ew)] = (team_ns, team_ew)
        values[(r.ew, r.ns)] = (team_ew, team_ns)
    out = tuple(ScoredResult(r, *values[(r.ns, r.ew)]) for r in board.results)
    return ScoredBoard(board, out, None, len(board.results))
