"""Law 78B: the IMP scale at every boundary, team matches, Butler and cross-IMPs."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.errors import RecordError
from bridgelaws.session import Method, dumps_session, loads_session, score_session
from bridgelaws.session.imps import IMP_SCALE, butler_datum, butler_trim, imps

# Law 78B, 2017: (lowest difference, highest difference, IMPs); the last band is open.
LAW_78B = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23),
]


@pytest.mark.parametrize(("low", "high", "expected"), LAW_78B)
def test_every_band_at_both_ends(low: int, high: int, expected: int) -> None:
    assert imps(low) == expected
    assert imps(high) == expected
    assert imps(-low) == -expected
    assert imps(-high) == -expected
    assert imps(high + 10) == expected + 1  # the next band starts 10 points higher


@pytest.mark.parametrize("difference", [4000, 4010, 5000, 7600, 12000])
def test_4000_and_more_is_24(difference: int) -> None:
    assert imps(difference) == 24
    assert imps(-difference) == -24


def test_scale_constant_matches_the_law() -> None:
    lows = [low for low, _, _ in LAW_78B[1:]]
    assert list(IMP_SCALE) == [*lows, 4000]


def test_fractions_and_in_between_values_take_the_lower_band() -> None:
    assert imps(Fraction(45)) == 1
    assert imps(15) == 0


# --- Butler ---------------------------------------------------------------------------------

def test_butler_trim_rule() -> None:
    assert [butler_trim(n) for n in (1, 2, 3, 9, 19, 20, 35)] == [0, 0, 1, 1, 1, 2, 3]


def test_butler_datum_drops_top_and_bottom_then_rounds_to_ten() -> None:
    # 5 scores: drop 650 and -100; (620 + 620 + 170) / 3 = 470
    assert butler_datum([620, 620, 170, 650, -100]) == 470
    # 4 scores: drop 1100 and -200; (420 + 170) / 2 = 295 -> 300 (a 5 rounds away from 0)
    assert butler_datum([420, 170, 1100, -200]) == 300
    assert butler_datum([-420, -170, -1100, 200]) == -300
    # two scores: nothing dropped; (100 + 110) / 2 = 105 -> 110
    assert butler_datum([100, 110]) == 110
    assert butler_datum([400, 430, 460], trim=0) == 430


BOARD = '''
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]
1 2 4H S 10
3 4 4H S 11
5 6 2H S 10
7 8 4H S 9
9 10 5HX S 9
'''


def test_butler_on_a_board() -> None:
    # NS: 420, 450, 170, -50, -300. Drop 450 and -300: (420 + 170 - 50) / 3 = 180 datum.
    scored = score_session(loads_session(BOARD), Method.BUTLER)
    (board,) = scored.boards
    assert board.datum == 180
    values = {r.result.ns: r.ns for r in board.results}
    # 420-180=240: 6; 450-180=270: 7; 170-180=-10: 0; -50-180=-230: -6; -300-180=-480: -10
    assert values == {"1": 6, "3": 7, "5": 0, "7": -6, "9": -10}
    assert all(r.ew == -r.ns for r in board.results)


def test_cross_imps_by_hand() -> None:
    text = '''
[Board "1"]
[Vulnerable "None"]
[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]
1 2 4H S 10
3 4 2H S 10
5 6 4H S 9
'''
    # 420 v 170: +6, 420 v -50: +10 -> mean 8; 170 v 420: -6, 170 v -50: +6 -> 0;
    # -50 v 420: -10, -50 v 170: -6 -> -8.
    (board,) = score_session(loads_session(text), Method.CROSS_IMPS).boards
    assert [r.ns for r in board.results] == [8, 0, -8]


@given(st.lists(st.integers(-250, 250).map(lambda k: 10 * k), min_size=2, max_size=12))
def test_cross_imps_sum_to_zero(scores: list[int]) -> None:
    rows = "\n".join(f"{2 * i + 1} {2 * i + 2} - - - {s}" for i, s in enumerate(scores))
    text = ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;'
            'Score_NS"]\n' + rows + "\n")
    (board,) = score_session(loads_session(text), Method.CROSS_IMPS).boards
    assert sum(r.ns for r in board.results) == 0
    assert all(r.ew == -r.ns for r in board.results)


# --- team matches ---------------------------------------------------------------------------

MATCH = '''
[Board "1"]
[Vulnerable "None"]
[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]
A B 4S N 10
B A 3S N 10

[Board "2"]
[Vulnerable "NS"]
[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]
A B 3NT N 8
B A 3NT S 9
[Adjusted ""]
NS A EW B director rules 12C1c 3NT N 8 50%, 3NT N 9 50% "revoke disputed"
'''


def test_team_match_two_rooms() -> None:
    scored = score_session(loads_session(MATCH), Method.IMPS)
    one, two = scored.boards
    # board 1: room 1 A +420, room 2 B +170: A gains 250 = 6 IMPs
    assert [(r.ns, r.ew) for r in one.results] == [(6, -6), (-6, 6)]
    # board 2: A's weighted 3NT: -100 (50%) or +600 (50%) against B's +600:
    # -700 = -12 IMPs and 0: A's mean is -6
    assert two.results[0].ns == -6
    totals = {s.pair: s.total for s in scored.ranking}
    assert totals == {"A": 0, "B": 0}
    assert all(s.boards == 2 for s in scored.ranking)


def test_team_match_artificial_score() -> None:
    text = MATCH.replace(
        'NS A EW B director rules 12C1c 3NT N 8 50%, 3NT N 9 50% "revoke disputed"',
        'NS A EW B director rules 12C2 A+ A-')
    scored = score_session(loads_session(text), Method.IMPS)
    assert [(r.ns, r.ew) for r in scored.boards[1].results] == [(3, -3), (-3, 3)]


def test_team_match_without_the_other_room_is_an_error() -> None:
    text = '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\nA B 4S N 10\n'
    with pytest.raises(RecordError) as info:
        score_session(loads_session(text, file="m.pbn"), Method.IMPS)
    assert info.value.located().startswith("m.pbn:3: board 1: A (North-South)")


def test_team_match_round_trip_through_pbn() -> None:
    session = loads_session(MATCH)
    scored = score_session(session, Method.IMPS)
    text = dumps_session(scored)
    assert '[Scoring "IMP"]' in text and "TotalIMP" in text
    again = loads_session(text)
    assert again.boards == session.boards
    assert score_session(again, Method.IMPS).ranking == scored.ranking
