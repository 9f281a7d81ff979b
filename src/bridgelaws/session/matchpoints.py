"""Law 78A matchpoints, with Neuberg factoring and Law 12C adjusted scores.

On each board each contestant gets, against every other score on the board, **2 scoring
units for a score it beats, 1 for a tie and 0 for a score that beats it** (78A): n results
share n(n−1) units, the top is 2(n−1). East-West's units are the top minus North-South's.

* A **weighted** score (12C1c) earns, against each other result, the weighted mean of the
  units of its outcomes; when the other result is weighted too, the mean runs over both
  sets of outcomes. Every pair of results still shares 2 units.
* An **artificial** score (12C2) is not compared: the board is matchpointed among the n
  results that were compared, then factored to the N results of a full board; the
  artificial score is its percentage of that top (60/50/40 by default: :class:`Regulation`).
* A **split** assigned score (1997 12C2: a result for each side) is matchpointed twice:
  North-South's result among the North-South scores, East-West's among the East-West ones
  (the usual method: every North-South pair competes with the other North-South pairs, every
  East-West pair with the other East-West pairs; the two at that table need not share the
  top). A side whose score is **held to average minus** (1997 25B2b2) gets the lower of its
  matchpoints and the regulation's average minus.
* **Neuberg's formula** factors a board with n results compared up to N (78A leaves the
  method to the Regulating Authority): ``u' = (u + 1) × N / n − 1`` in 2/1 units — each
  result stands for N/n results, one of which is its own (a tie). The European form is
  ``mp' = (mp + ½) × N / n − ½``. N is by default the largest number of results on any
  board of the session.

Worked example (4 results, N = 4): North-South scores 420, 420, 170, −50. 420 beats 170 and
−50 and ties the other 420: 2 + 2 + 1 = 5 units; 170 beats −50: 2; −50: 0. Total 5 + 5 + 2
+ 0 = 12 = 4 × 3. European matchpoints 2.5, 2.5, 1, 0 of a top of 3.

>>> [str(u) for u in units_against([[(420, 1)], [(420, 1)], [(170, 1)], [(-50, 1)]])]
['5', '5', '2', '0']
>>> str(neuberg(Fraction(4), 3, 4))   # a top on a board played 3 times of 4: 17/3 of 6
'17/3'
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from fractions import Fraction

from bridgelaws.session.adjusted import Regulation
from bridgelaws.session.model import Artificial, Board, Score
from bridgelaws.session.results import ScoredBoard, ScoredResult

__all__ = ["neuberg", "score_board", "top_units", "units_against"]


def top_units(results: int) -> int:
    """Law 78A: the top on a board with ``results`` results, in 2/1 units: 2(n−1)."""
    return max(0, 2 * (results - 1))


def _units(x: int, y: int) -> int:
    return 2 if x > y else 1 if x == y else 0


def units_against(scores: Sequence[Sequence[Score]]) -> list[Fraction]:
    """Law 78A units of each result against all the others on the board.

    ``scores[i]`` is result i's list of (North-South score, weight): one score of weight 1
    for a table or assigned result, several for a weighted one (12C1c).
    """
    if all(len(s) == 1 for s in scores):
        values = [s[0][0] for s in scores]
        ordered = sorted(values)
        out: list[Fraction] = []
        for value in values:
            below = bisect_left(ordered, value)
            ties = bisect_right(ordered, value) - below - 1
            out.append(Fraction(2 * below + ties))
        return out
    totals: list[Fraction] = []
    for i, mine in enumerate(scores):
        total = Fraction(0)
        for j, theirs in enumerate(scores):
            if i == j:
                continue
            for x, w in mine:
                for y, v in theirs:
                    total += w * v * _units(x, y)
        totals.append(total)
    return totals


def neuberg(units: Fraction, compared: int, expected: int) -> Fraction:
    """Neuberg's formula: ``units`` earned against ``compared`` − 1 other results, factored
    to a board of ``expected`` results (2/1 units): (units + 1) × N / n − 1."""
    if compared == expected or compared == 0:
        return units
    return (units + 1) * Fraction(expected, compared) - 1


def score_board(board: Board, expected: int, regulation: Regulation) -> ScoredBoard:
    """Matchpoint one board (Law 78A) to a top of 2(N−1) units, N = ``expected``.

    Results with scores are compared and factored by Neuberg's formula when fewer than N
    were compared; artificial scores (12C2) get their percentage of the top. A result with a
    score for each side (1997 12C2) is matchpointed twice: North-South's score among the
    North-South scores, East-West's among the East-West ones (every other table's East-West
    pair is compared with it); a side held to average minus (1997 25B2b2) gets no more.
    """
    compared = [r for r in board.results if r.scores]
    n = len(compared)
    full = max(expected, n)
    top = Fraction(top_units(full))
    top_n = top_units(n)
    units = iter(units_against([r.scores for r in compared]))
    split = any(r.scores_ew is not None for r in compared)
    units_ew = iter(units_against([r.ew_scores for r in compared]) if split else ())
    minus = top * regulation.percent_of(Artificial.MINUS) / 100
    scored: list[ScoredResult] = []
    for r in board.results:
        if r.artificial is not None:
            ns_award, ew_award = r.artificial
            scored.append(ScoredResult(r, top * regulation.percent_of(ns_award) / 100,
                                       top * regulation.percent_of(ew_award) / 100))
            continue
        ns = next(units)
        ns_of_ew = next(units_ew) if split else ns
        ew = (Fraction(top_n - ns_of_ew.numerator) if ns_of_ew.denominator == 1
              else top_n - ns_of_ew)
        scored.append(ScoredResult.held(r, neuberg(ns, n, full), neuberg(ew, n, full), minus))
    return ScoredBoard(board, tuple(scored), top, n)
