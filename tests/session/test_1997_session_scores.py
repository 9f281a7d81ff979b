"""Session scores under the 1997 Laws (issue 17): a result for each side (12C2) and a side
held to average minus (25B2b2).

* **1997 12C2** lets the Director assign each side its own result (``director rules 12C2 NS
  2S N 8, EW 4S N 10``): North-South are scored on theirs, East-West on theirs. A session
  scores such a table twice — North-South's result among the North-South scores, East-West's
  among the East-West ones — the usual method (every North-South pair competes with the other
  North-South pairs, every East-West pair with the other East-West pairs), so the two pairs
  at that table need not share the top.
* **1997 25B2b2**: an offender whose change of call was refused and who then made another
  call "may receive no score greater than average minus": the session gives his side the
  lower of its score and average minus (40 % of the top; −3 IMPs).

Board 8 (dealer West, nobody vulnerable); the deal is ``DEAL``.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from bridgelaws.seats import Side
from bridgelaws.session import Method, loads_session, score_session
from bridgelaws.session.results import ScoredBoard
from tests.session.test_pbn_session import _TABLE

DEAL = "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"


def _claimed(rules: str) -> str:
    """The table record of board 8 of ``test_pbn_session`` (pairs 1 and 2: 2S by North, made
    with eight tricks by a claim both defenders agree) under 1997, then ``director rules
    {rules}``; without the other table's result."""
    text = _TABLE.format(edition='[Edition "1997"]\n', rules=rules)
    return text[:text.index('[Board "8"]\n[Deal "#"]')]


def _result(pairs: tuple[str, str], contract: str, declarer: str, tricks: int) -> str:
    return f'''[Board "8"]
[Deal "#"]
[Contract "{contract}"]
[Declarer "{declarer}"]
[Result "{tricks}"]
[PairId_NS "{pairs[0]}"]
[PairId_EW "{pairs[1]}"]

'''


SPLIT = "12C2 NS 2S N 8, EW 4S N 10"  # North-South +110; East-West scored as if -420


def _units(board: ScoredBoard) -> dict[str, Fraction]:
    out: dict[str, Fraction] = {}
    for r in board.results:
        out[r.result.ns] = r.ns
        out[r.result.ew] = r.ew
    return out


def test_a_split_score_is_read_with_a_score_for_each_side() -> None:
    session = loads_session(_claimed(SPLIT) + _result(("3", "4"), "2S", "N", 8))
    split = session.boards[0].results[0]
    assert split.adjustment is not None and split.adjustment.kind == "split"
    assert [s for s, _ in split.scores] == [110] and [s for s, _ in split.ew_scores] == [420]
    other = session.boards[0].results[1]
    assert other.scores_ew is None and other.ew_scores == other.scores


def test_12C2_split_matchpoints_each_side_among_its_own_direction() -> None:
    """Two tables. North-South: 110 (the split table's North-South result) and 110 tie, one
    unit each of a top of 2. East-West: the split table's East-West pair is scored as if
    North-South had made 420: 0 units, and the other East-West pair, compared with 420, 2."""
    text = _claimed(SPLIT) + _result(("3", "4"), "2S", "N", 8)
    (board,) = score_session(loads_session(text), Method.MATCHPOINTS).boards
    assert _units(board) == {"1": 1, "2": 0, "3": 1, "4": 2}


def test_12C2_split_with_neuberg_factoring_and_three_tables() -> None:
    """Three tables, N = 4 (one more result expected): North-South scores 110, 110, 140 and
    East-West's view 420, 110, 140. Each list is matchpointed on its own and factored by
    Neuberg's formula (u + 1) × 4/3 − 1."""
    text = (_claimed(SPLIT) + _result(("3", "4"), "2S", "N", 8)
            + _result(("5", "6"), "2S", "N", 9))
    (board,) = score_session(loads_session(text), Method.MATCHPOINTS, expected=4).boards

    def factored(u: int) -> Fraction:
        return (Fraction(u) + 1) * Fraction(4, 3) - 1

    # North-South units: 110 ties 110, loses to 140 -> 1; 140 beats both -> 4
    # East-West view (NS scores 420, 110, 140): EW units = top 4 - NS units
    #   420 -> NS 4 -> EW 0; 110 -> NS 0 -> EW 4; 140 -> NS 2 -> EW 2
    assert _units(board) == {"1": factored(1), "2": factored(0), "3": factored(1),
                             "4": factored(4), "5": factored(4), "6": factored(2)}


def test_12C2_split_cross_imps_and_butler() -> None:
    text = _claimed(SPLIT) + _result(("3", "4"), "2S", "N", 8)
    (cross,) = score_session(loads_session(text), Method.CROSS_IMPS).boards
    # North-South 110 v 110: 0; East-West scored on 420 against 110: -7 (310 points);
    # the other East-West pair: 110 against 420, +7
    assert _units(cross) == {"1": 0, "2": -7, "3": 0, "4": 7}
    (butler,) = score_session(loads_session(text), Method.BUTLER).boards
    # two results, nothing dropped: North-South datum 110; East-West datum (420 + 110) / 2 =
    # 265, to the nearest ten 270: East-West at the split table -imps(150) = -4, the other
    # East-West pair -imps(110 - 270) = +4
    assert _units(butler) == {"1": 0, "2": -4, "3": 0, "4": 4}


def test_12C2_split_in_a_team_match() -> None:
    """Team 1 sits North-South at the split table and East-West in the other room, where
    team 2's North-South made 2S (110). Team 1: 110 here against 110 there, 0 IMPs. Team 2:
    East-West here scored as if North-South made 420, against its own 110: −7."""
    text = _claimed(SPLIT) + _result(("2", "1"), "2S", "N", 8)
    (board,) = score_session(loads_session(text), Method.IMPS).boards
    first, second = board.results
    assert (first.ns, first.ew) == (0, -7)  # team 1 (North-South here), team 2
    assert (second.ns, second.ew) == (-7, 0)  # team 2 (North-South there), team 1


def test_a_split_is_scored_from_the_command_line(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from bridgelaws.cli import main

    path = tmp_path / "s.pbn"
    path.write_text(_claimed(SPLIT) + _result(("3", "4"), "2S", "N", 8),
                    encoding="utf-8")
    assert main(["score", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    (first, _) = data["boards"][0]["results"]
    adjustment = first["adjustment"]
    assert adjustment["kind"] == "split" and adjustment["outcomes"] == []
    assert adjustment["sides"]["ns"]["score_ns"] == 110
    assert adjustment["sides"]["ew"]["score_ns"] == 420
    assert main(["score", str(path)]) == 0
    text = capsys.readouterr().out
    assert ("1 v 2: adjusted score 12C2 (a result for each side): North-South 2♠ N 8 (110), "
            "East-West 4♠ N 10 (420)") in text
    assert main(["score", str(path), "--lang", "ru"]) == 0
    assert "(свой результат каждой стороне)" in capsys.readouterr().out


#: 1997 25B2b2: West opens 1NT, then says 1C at North's turn; the change refused, West makes
#: another call, 1D, which ends the auction; West makes seven tricks (a claim agreed): East-
#: West +70 at the table, average minus at most
CHANGED = f'''[Edition "1997"]
[Board "8"]
[Deal "{DEAL}"]
[PairId_NS "1"]
[PairId_EW "2"]
[TableLog ""]
W 1NT
W 1C
director
director rules 25A no
N chooses 25B2
W chooses 25B2b2
W 1D
N P
E P
S P
N SK
W claims 7
N agrees
S agrees

'''


def test_25B2b2_the_offending_side_is_held_to_average_minus_at_matchpoints() -> None:
    """North-South scores −70 (the capped table), 110 and 50: East-West's −70 beats both
    others' East-West scores, a top of 4 units; held to average minus, 40 % of 4 = 1.6.
    North-South, the non-offending side, keep their 0."""
    text = CHANGED + _result(("3", "4"), "2S", "N", 8) + _result(("5", "6"), "1NT", "W", 5)
    session = loads_session(text)
    capped = session.boards[0].results[0]
    assert capped.capped == frozenset({Side.EW}) and capped.score_ns == -70
    (board,) = score_session(session, Method.MATCHPOINTS).boards
    units = _units(board)
    assert units["1"] == 0 and units["2"] == Fraction(8, 5)
    assert units["3"] == 4 and units["4"] == 0 and units["5"] == 2 and units["6"] == 2


def test_25B2b2_average_minus_at_imps_and_only_when_better() -> None:
    text = CHANGED + _result(("3", "4"), "2S", "N", 8)
    (cross,) = score_session(loads_session(text), Method.CROSS_IMPS).boards
    # East-West +70 against -110 there: imps(180) = 5 -> held to -3
    assert _units(cross)["2"] == -3 and _units(cross)["1"] == -5
    # a side already below average minus keeps its score: East-West -110 against +90 is -5
    worse = CHANGED.replace("W claims 7", "W claims 6") + _result(("3", "4"), "1D", "W", 8)
    (board,) = score_session(loads_session(worse), Method.CROSS_IMPS).boards
    # West made 6 of 1D: North-South +50; the other table 1D W 8: North-South -90
    assert _units(board)["2"] == -4 and _units(board)["1"] == 4  # 140 points: 4 IMPs


def test_25B2b2_in_a_team_match_caps_the_offending_team() -> None:
    text = CHANGED + _result(("2", "1"), "2S", "N", 8)
    (board,) = score_session(loads_session(text), Method.IMPS).boards
    first, second = board.results
    # team 2, East-West at the capped table (the offenders), +70 there, sat North-South in
    # the other room and made 110: 70 + 110 = 180, 5 IMPs, held to -3; team 1 keeps -5
    assert (first.ns, first.ew) == (-5, -3)
    assert (second.ns, second.ew) == (-3, -5)


def test_the_limit_is_said_under_the_traveller(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from bridgelaws.cli import main

    path = tmp_path / "s.pbn"
    path.write_text(CHANGED + _result(("3", "4"), "2S", "N", 8), encoding="utf-8")
    assert main(["score", str(path), "--json"]) == 0
    (first, second) = json.loads(capsys.readouterr().out)["boards"][0]["results"]
    assert first["average_minus_at_most"] == ["EW"] and second["average_minus_at_most"] == []
    assert main(["score", str(path), "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Восток–Запад: результат не выше среднего с минусом (Правило 25B2b2, 1997)" in out
