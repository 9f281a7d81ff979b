"""Session scoring (Law 78) with adjusted scores (Law 12C).

The Law 78B scale is :func:`bridgelaws.session.imps.imps`; matchpoint units are shown as
matchpoints by :func:`bridgelaws.session.results.matchpoints`.

Read a session (PBN games with results, ``[ScoreTable]`` travellers, or table records),
score it by matchpoints (78A, Neuberg factoring), IMPs between two rooms (78B), Butler or
cross-IMPs, and write it out as text, JSON, CSV, HTML, PBN 2.1 or USEBIO 1.2 XML
(:func:`dumps_usebio`, for federations' systems).

>>> text = '''
... [Board "1"]
... [ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]
... 1 4 4S N 10
... 2 5 4S N 11
... 3 6 3NT S 8
... '''
>>> scored = score_session(loads_session(text))
>>> [(s.pair, float(s.percent or 0)) for s in scored.ranking][:3]
[('2', 100.0), ('6', 100.0), ('1', 50.0)]
>>> score_session(loads_session(text), Method.CROSS_IMPS).ranking[0].pair
'6'
"""

from __future__ import annotations

from bridgelaws.session.adjusted import Regulation, adjustment_text, parse_adjustment
from bridgelaws.session.imps import IMP_SCALE, butler_datum, butler_trim
from bridgelaws.session.matchpoints import neuberg, top_units, units_against
from bridgelaws.session.model import (
    Adjustment,
    Artificial,
    Board,
    Outcome,
    Session,
    TableResult,
    table_result,
)
from bridgelaws.session.pbn_session import dumps_session, loads_session
from bridgelaws.session.results import (
    Method,
    Notation,
    ScoredBoard,
    ScoredResult,
    SessionScore,
    Standing,
)
from bridgelaws.session.standings import expected_results, score_session
from bridgelaws.session.usebio import dumps_usebio

__all__ = [
    "IMP_SCALE",
    "Adjustment",
    "Artificial",
    "Board",
    "Method",
    "Notation",
    "Outcome",
    "Regulation",
    "ScoredBoard",
    "ScoredResult",
    "Session",
    "SessionScore",
    "Standing",
    "TableResult",
    "adjustment_text",
    "butler_datum",
    "butler_trim",
    "dumps_session",
    "dumps_usebio",
    "expected_results",
    "loads_session",
    "neuberg",
    "parse_adjustment",
    "score_session",
    "table_result",
    "top_units",
    "units_against",
]
