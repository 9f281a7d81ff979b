"""Score a whole session by one Law 78 method and rank the pairs (or teams).

At matchpoints a pair's session score is its units over the sum of the tops of the boards
it played, as a percentage (Law 78A; a pair that sat out boards is not hurt by it); pairs
are ranked by that percentage. At IMPs they are ranked by their total IMPs. Tied pairs
share the best place (``rank``), ``tied`` is set for each of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from fractions import Fraction

from bridgelaws.errors import RecordError
from bridgelaws.i18n import Message
from bridgelaws.session import imps as imp_scoring
from bridgelaws.session import matchpoints as mp_scoring
from bridgelaws.session.adjusted import Regulation
from bridgelaws.session.model import Session
from bridgelaws.session.results import (
    Method,
    Notation,
    ScoredBoard,
    SessionScore,
    Standing,
)

__all__ = ["expected_results", "rank", "score_session"]


def expected_results(session: Session) -> int:
    """N for Neuberg's formula: the largest number of results on a board of the session."""
    return max((len(b.results) for b in session.boards), default=0)


def _natural(pair: str) -> tuple[tuple[int, int | str], ...]:
    """Sort key: ``2`` before ``10``, numbers before names."""
    return tuple((0, int(p)) if p.isdigit() else (1, p)
                 for p in re.findall(r"[0-9]+|[^0-9]+", pair))


def _check_once(session: Session) -> None:
    """At pairs scoring a pair plays a board once."""
    for board in session.boards:
        seen: set[str] = set()
        for r in board.results:
            for pair in (r.ns, r.ew):
                if pair in seen:
                    raise RecordError(Message(
                        "board {board}: pair {pair} has two results (pairs scoring compares "
                        "each pair once per board; a team match is scored with --method imp)",
                        board=board.number, pair=pair), line=r.line, file=session.file)
                seen.add(pair)


def rank(session: Session, boards: Iterable[ScoredBoard], method: Method
         ) -> tuple[Standing, ...]:
    """The ranking: by percentage at matchpoints, by total IMPs otherwise."""
    # whole values are added as ints, the others as fractions: much faster, same sums
    whole: dict[str, int] = {}
    parts: dict[str, Fraction] = {}
    tops: dict[str, Fraction] = {}
    played: dict[str, int] = {}
    for sb in boards:
        on_board: dict[str, Fraction] = {}
        for sr in sb.results:
            for pair, value in ((sr.result.ns, sr.ns), (sr.result.ew, sr.ew)):
                if method is Method.IMPS or pair not in on_board:
                    # a team sits at both tables of its match: its IMPs count once
                    on_board[pair] = value
                else:
                    on_board[pair] += value
        for pair, value in on_board.items():
            if value.denominator == 1:
                whole[pair] = whole.get(pair, 0) + value.numerator
            else:
                parts[pair] = parts.get(pair, Fraction(0)) + value
            played[pair] = played.get(pair, 0) + 1
            if sb.top is not None:
                tops[pair] = tops.get(pair, Fraction(0)) + sb.top
    totals = {pair: whole.get(pair, 0) + parts.get(pair, Fraction(0)) for pair in played}

    def key(pair: str) -> Fraction:
        if method is Method.MATCHPOINTS:
            top = tops.get(pair, Fraction(0))
            return totals[pair] / top if top else Fraction(0)
        return totals[pair]

    order = sorted(totals, key=_natural)
    order.sort(key=key, reverse=True)
    keys = [key(p) for p in order]
    out: list[Standing] = []
    for i, pair in enumerate(order):
        first = keys.index(keys[i])
        tied = keys.count(keys[i]) > 1
        out.append(Standing(first + 1, tied, pair, session.names.get(pair, ""), played[pair],
                            totals[pair],
                            tops.get(pair) if method is Method.MATCHPOINTS else None))
    return tuple(out)


def score_session(session: Session, method: Method = Method.MATCHPOINTS, *,
                  notation: Notation = Notation.EUROPEAN,
                  regulation: Regulation | None = None,
                  expected: int | None = None,
                  butler_trim: int | None = None) -> SessionScore:
    """Score every board of ``session`` by ``method`` and rank the pairs.

    ``expected`` is N for Neuberg's formula (default :func:`expected_results`);
    ``butler_trim`` how many top and bottom scores the Butler datum drops (default
    :func:`~bridgelaws.session.imps.butler_trim`); ``regulation`` the values of artificial
    scores (Law 12C2, 86A).

    :raises RecordError: a pair with two results on one board (pairs methods), a team
        result without its other room (``imp``).
    """
    reg = regulation if regulation is not None else Regulation()
    n = expected if expected is not None else expected_results(session)
    if method is not Method.IMPS:
        _check_once(session)
    boards: list[ScoredBoard] = []
    for board in session.boards:
        if method is Method.MATCHPOINTS:
            boards.append(mp_scoring.score_board(board, n, reg))
        elif method is Method.BUTLER:
            boards.append(imp_scoring.score_board_butler(board, reg, butler_trim))
        elif method is Method.CROSS_IMPS:
            boards.append(imp_scoring.score_board_cross(board, reg))
        else:
            boards.append(imp_scoring.score_board_teams(board, reg, session.file))
    ranking = rank(session, boards, method)
    return SessionScore(method, session, tuple(boards), ranking, notation, reg,
                        n if method is Method.MATCHPOINTS else None)
