"""Reading sessions (tags, [ScoreTable], table records) and writing them as PBN 2.1."""

from __future__ import annotations

from importlib import resources

import pytest

from bridgelaws.errors import RecordError
from bridgelaws.session import Method, dumps_session, loads_session, score_session

DEAL = "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"


def _example() -> str:
    return resources.files("bridgelaws").joinpath("data", "club-session.pbn").read_text(
        "utf-8")


def test_example_session_reads_every_format() -> None:
    session = loads_session(_example(), file="club-session.pbn")
    assert [b.number for b in session.boards] == [1, 2, 3, 4, 5, 6]
    assert all(len(b.results) == 3 for b in session.boards)
    assert session.event == "Thursday Pairs"
    assert session.names["3"] == "Elena Sokolova – Fyodor Orlov"
    board5, board6 = session.boards[4], session.boards[5]
    weighted = next(r for r in board5.results if r.ns == "3")
    assert weighted.adjustment is not None and weighted.adjustment.kind == "weighted"
    assert weighted.score_ns == 500  # the table result, kept: 4HX E 7
    assert [s for s, _ in weighted.scores] == [600, 630]
    # the table record at table 1 of board 6 (a claim agreed after the opening lead)
    record = next(r for r in board6.results if r.ns == "1")
    assert record.played is not None and str(record.played.contract) == "4C"
    assert (record.played.tricks, record.score_ns, record.table) == (10, -130, "1")
    artificial = next(r for r in board6.results if r.ns == "3")
    assert artificial.played is None and artificial.scores == ()
    assert artificial.adjustment is not None and artificial.adjustment.clause == "12C2"


@pytest.mark.parametrize("method", list(Method)[:1] + list(Method)[2:])
def test_written_pbn_reads_back_to_the_same_session(method: Method) -> None:
    session = loads_session(_example())
    scored = score_session(session, method)
    text = dumps_session(scored)
    assert text.startswith("% PBN 2.1\n% EXPORT\n")
    assert "[TotalScoreTable " in text and text.count("[ScoreTable ") == 6
    again = loads_session(text)
    assert again.boards == session.boards
    assert again.names == session.names
    rescored = score_session(again, method)
    assert [(s.pair, s.total) for s in rescored.ranking] == [
        (s.pair, s.total) for s in scored.ranking]


def test_scoretable_columns_with_widths_sort_marks_and_quoted_scores() -> None:
    columns = ("-Table\\1R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;"
               "Score_NS\\6R;Score_EW\\6R;+MP_NS\\3R")
    text = f'''[Board "7"]
[Deal "{DEAL}"]
[ScoreTable "{columns}"]
1  1  2 2S   N  8 "110"      - 1.0
2  3  4 Pass -  -      0     0 0
3  5  6 -    -  -      -  "50" 0
'''
    (board,) = loads_session(text).boards
    assert [r.score_ns for r in board.results] == [110, 0, -50]
    assert board.results[2].played is None and board.results[1].played is not None
    assert board.dealer.letter == "S" and board.vulnerability.pbn == "All"  # Law 2, board 7


def test_hash_repeats_the_previous_tag() -> None:
    text = '''[Event "Club"]
[Board "1"]
[Contract "3NT"]
[Declarer "N"]
[Result "9"]
[PairId_NS "1"]
[PairId_EW "2"]

[Event "#"]
[Board "#"]
[Contract "#"]
[Declarer "#"]
[Result "10"]
[PairId_NS "3"]
[PairId_EW "4"]
'''
    session = loads_session(text)
    assert [r.score_ns for r in session.boards[0].results] == [400, 430]


BAD = [
    ('[Board "1"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n', 1, "PairId_NS"),
    ('[Board "x"]\n', 1, "bad board number"),
    ('[Deal "N:AKQ"]\n[Board "1"]\n', 1, "four"),
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N\n',
     3, "not a multiple"),
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 14\n',
     3, "0 to 13"),
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS"]\n'
     '1 2 4S N 10 620\n', 3, "Law 77: 420"),
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 10\n'
     '[Adjusted ""]\ndirector rules 12C2 A+ A-\n', 5, "NS <pair> EW <pair>"),
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 10\n'
     '[Adjusted ""]\nNS 1 EW 2 12C1c 4S N 10 50%\n', 5, "add up to 1"),
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 10\n'
     '3 2 4S N 9\n', 4, "two tables"),
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 1 4S N 10\n',
     3, "against itself"),
    ('[Board "1"]\n[Deal "#"]\n', 2, "previous game"),
    ('[Board "1"]\n', 1, "no table result"),
    ('\n\n', 1, "no game"),
    (f'[Board "1"]\n[Deal "{DEAL}"]\n[PairId_NS "1"]\n[PairId_EW "2"]\n[TableLog ""]\nW 1C\n',
     1, "not finished"),
    (f'[Board "1"]\n[Deal "{DEAL}"]\n[PairId_NS "1"]\n[PairId_EW "2"]\n[TableLog ""]\nN SA\n',
     6, "N does not hold SA"),
]


@pytest.mark.parametrize(("text", "line", "cause"), BAD)
def test_bad_input_names_the_line(text: str, line: int, cause: str) -> None:
    with pytest.raises(RecordError) as info:
        loads_session(text, file="s.pbn")
    located = info.value.located()
    assert located.startswith(f"s.pbn:{line}: "), located
    assert cause in located


#: a table record of board 8 (a claim agreed, then the Director's adjusted score ``{rules}``)
#: and a result of the same board at another table; ``{edition}``: an [Edition] tag or none
_TABLE = f'''{{edition}}[Board "8"]
[Deal "{DEAL}"]
[PairId_NS "1"]
[PairId_EW "2"]
[TableLog ""]
W 1C
N 1S
E P
S 2S
W P
N P
E P
E C3
S C2
W CA
N CK
N claims 8
E agrees
W agrees
director rules {{rules}}

[Board "8"]
[Deal "#"]
[Contract "2S"]
[Declarer "N"]
[Result "8"]
[PairId_NS "3"]
[PairId_EW "4"]
'''


def test_table_record_with_director_rules_12c() -> None:
    text = _TABLE.format(edition="", rules='12C1c "2S N 9 50%; 2S N 8 50%"')
    session = loads_session(text)
    first = session.boards[0].results[0]
    assert first.played is not None and first.played.tricks == 8
    assert first.adjustment is not None and [s for s, _ in first.scores] == [140, 110]


def _table_1997(rules: str) -> str:
    return _TABLE.format(edition='[Edition "1997"]\n', rules=f"12C2 {rules}")


def test_a_1997_table_record_adjusted_by_the_1997_law_12c() -> None:
    """Under 1997 the Director assigns a result (12C2, the 2017 12C1a); the session reads it
    by the record's edition and scores it like any assigned score."""
    session = loads_session(_table_1997("2S N 9"))
    first = session.boards[0].results[0]
    assert first.adjustment is not None and first.adjustment.clause == "12C2"
    assert [s for s, _ in first.scores] == [140]
