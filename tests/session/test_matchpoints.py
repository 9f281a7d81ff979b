"""Law 78A matchpoints: worked examples, the units every board shares, Neuberg, Law 12C."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.session import (
    Method,
    Notation,
    Regulation,
    loads_session,
    neuberg,
    score_session,
    units_against,
)
from bridgelaws.session.matchpoints import top_units
from bridgelaws.session.results import matchpoints


def _traveller(rows: str, board: int = 1, vulnerable: str = "None") -> str:
    return (f'[Board "{board}"]\n[Vulnerable "{vulnerable}"]\n'
            '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n' + rows + "\n")


def test_worked_example_four_tables() -> None:
    # Board 1, none vulnerable. NS scores: 4H S 10 = +420 (twice), 2H S 10 = +170,
    # 4H S 9 = -50. In 2/1 units: 420 beats 170 and -50 (2 + 2) and ties 420 (1) = 5;
    # 170 beats -50 = 2; -50 = 0. Sum 12 = 4 x 3. European: 2.5, 2.5, 1, 0 of a top of 3.
    text = _traveller("1 2 4H S 10\n3 4 4H S 10\n5 6 2H S 10\n7 8 4H S 9")
    (board,) = score_session(loads_session(text)).boards
    assert [r.ns for r in board.results] == [5, 5, 2, 0]
    assert [r.ew for r in board.results] == [1, 1, 4, 6]
    assert board.top == 6
    assert [matchpoints(r.ns, Notation.EUROPEAN) for r in board.results] == [
        Fraction(5, 2), Fraction(5, 2), 1, 0]
    assert [board.percent(r.ns) for r in board.results] == [
        Fraction(250, 3), Fraction(250, 3), Fraction(100, 3), 0]


def test_american_notation_shows_units() -> None:
    text = _traveller("1 2 4H S 10\n3 4 2H S 10")
    scored = score_session(loads_session(text), notation=Notation.AMERICAN)
    assert matchpoints(scored.boards[0].results[0].ns, scored.notation) == 2


@given(st.lists(st.integers(-300, 300).map(lambda k: 10 * k), min_size=1, max_size=20))
def test_units_of_a_board_sum_to_n_times_n_minus_1(scores: list[int]) -> None:
    n = len(scores)
    units = units_against([[(s, Fraction(1))] for s in scores])
    assert sum(units) == n * (n - 1)
    assert all(0 <= u <= top_units(n) for u in units)


@given(st.lists(st.lists(st.integers(-30, 30).map(lambda k: 10 * k), min_size=1,
                         max_size=3), min_size=2, max_size=8))
def test_weighted_results_still_share_n_times_n_minus_1(outcomes: list[list[int]]) -> None:
    # every result is a weighted score with equal weights (Law 12C1c)
    scores = [[(s, Fraction(1, len(o))) for s in o] for o in outcomes]
    n = len(scores)
    assert sum(units_against(scores)) == n * (n - 1)


def test_neuberg_known_example() -> None:
    # A board played 3 times in a session of 4 tables (N = 4, n = 3). European top 2 of 3
    # -> (2 + 1/2) x 4/3 - 1/2 = 17/6 of 3; in 2/1 units (4 + 1) x 4/3 - 1 = 17/3 of 6.
    assert neuberg(Fraction(4), 3, 4) == Fraction(17, 3)
    assert neuberg(Fraction(2), 3, 4) == 3  # the average stays the average
    assert neuberg(Fraction(0), 3, 4) == Fraction(1, 3)
    assert neuberg(Fraction(0), 1, 4) == 3  # a single result is an average
    assert neuberg(Fraction(5), 4, 4) == 5


def test_board_played_fewer_times_is_factored() -> None:
    text = (_traveller("1 2 4H S 10\n3 4 2H S 10\n5 6 4H S 9\n7 8 3H S 9")
            + "\n" + _traveller("1 2 3NT N 9\n3 4 3NT N 8\n5 6 2NT N 8", board=2))
    scored = score_session(loads_session(text))
    assert scored.expected == 4
    board2 = scored.boards[1]
    assert board2.top == 6 and board2.compared == 3
    # 400 beats 120 and -50: 4 units of 4 -> 17/3 of 6; -50: 0 -> 1/3; 120: 2 -> 3
    assert [r.ns for r in board2.results] == [Fraction(17, 3), Fraction(1, 3), 3]
    assert [r.ns + r.ew for r in board2.results] == [6, 6, 6]


def test_weighted_adjusted_score_is_the_weighted_mean_of_matchpoints() -> None:
    # NS 1 and 3: +420 each; table 3-4 is adjusted to 4H S 10 60% (+420) / 4H S 9 40% (-50);
    # table 5-6 made 2H (+170). NS 3's outcome +420 earns 1 (tie with NS 1) + 2 (beats 170)
    # = 3, outcome -50 earns 0: 0.6 x 3 = 9/5 units.
    text = _traveller("1 2 4H S 10\n3 4 4H S 11\n5 6 2H S 10") + (
        '[Adjusted ""]\nNS 3 EW 4 director rules 12C1c 4H S 10 60%, 4H S 9 40%\n')
    (board,) = score_session(loads_session(text)).boards
    by_pair = {r.result.ns: r.ns for r in board.results}
    assert by_pair["3"] == Fraction(9, 5)
    # NS 1: +420 v 420 (60% tie, 40% beats) = 0.6 + 0.8; v 170 beats = 2 -> 17/5
    assert by_pair["1"] == Fraction(17, 5)
    # NS 5: +170 v 420: 0; v NS 3: 40% beats -50 = 0.8 -> 4/5. The three share 3 x 2.
    assert by_pair["5"] == Fraction(4, 5)
    assert sum(by_pair.values()) == 3 * 2


def test_artificial_scores_need_not_balance() -> None:
    text = _traveller("1 2 4H S 10\n3 4 4H S 11\n5 6 2H S 10") + (
        '[Adjusted ""]\nNS 3 EW 4 director rules 12C2 A+ A "dealt with the wrong hands"\n')
    (board,) = score_session(loads_session(text)).boards
    artificial = board.results[1]
    assert (board.percent(artificial.ns), board.percent(artificial.ew)) == (60, 50)
    # the other two are compared between themselves, then factored to N = 3
    assert [board.results[0].ns, board.results[2].ns] == [Fraction(7, 2), Fraction(1, 2)]


def test_artificial_percentages_are_a_regulation() -> None:
    text = _traveller("1 2 4H S 10\n5 6 2H S 10") + (
        '[Adjusted ""]\nNS 3 EW 4 director rules 12C2 A+ A-\n')
    reg = Regulation(percent=(Fraction(65), Fraction(50), Fraction(35)))
    (board,) = score_session(loads_session(text), regulation=reg).boards
    assert (board.percent(board.results[2].ns), board.percent(board.results[2].ew)) == (65, 35)


def test_ranking_by_percentage_with_ties() -> None:
    text = _traveller("1 2 4H S 10\n3 4 4H S 10\n5 6 2H S 10")
    scored = score_session(loads_session(text))
    # NS 420, 420, 170: NS 1 and 3 75%, NS 5 0%; EW 2 and 4 25%, EW 6 100%
    ranks = [(s.rank, s.tied, s.pair) for s in scored.ranking]
    assert ranks == [(1, False, "6"), (2, True, "1"), (2, True, "3"), (4, True, "2"),
                     (4, True, "4"), (6, False, "5")]
    assert scored.method is Method.MATCHPOINTS
