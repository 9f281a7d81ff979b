"""Law 77 — the Duplicate Bridge Scoring Table: hand-checked cases, each part, and endplay."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.cards import Strain
from bridgelaws.contract import Contract, Doubling
from bridgelaws.errors import NotationError
from bridgelaws.i18n import Message
from bridgelaws.scoring import (
    contract_bonuses,
    insult_bonus,
    overtrick_score,
    part_score_or_game_bonus,
    score,
    score_ns,
    slam_bonus,
    trick_score,
    undertrick_penalty,
)
from bridgelaws.seats import Seat, Vulnerability

NV, V = False, True
X, XX, U = Doubling.DOUBLED, Doubling.REDOUBLED, Doubling.UNDOUBLED


def c(text: str, declarer: str = "S") -> Contract:
    return Contract.parse(text, declarer)


# --- the whole table: (contract, tricks won by declarer, vulnerable, score) -----------------
# Each line checked by hand: trick points + overtricks + premiums, or undertricks.
HAND_CHECKED: list[tuple[str, int, bool, int]] = [
    # part scores and games, undoubled
    ("1NT", 7, NV, 90),        # 40 + 50
    ("1NT", 8, NV, 120),       # 40 + 30 + 50
    ("2S", 8, NV, 110),        # 60 + 50
    ("2C", 10, NV, 130),       # 40 + 2×20 + 50
    ("3NT", 9, NV, 400),       # 100 + 300
    ("3NT", 9, V, 600),        # 100 + 500
    ("3NT", 11, NV, 460),      # 100 + 2×30 + 300
    ("4H", 10, NV, 420),       # 120 + 300
    ("4H", 10, V, 620),        # 120 + 500
    ("4S", 11, V, 650),        # 120 + 30 + 500
    ("5C", 11, NV, 400),       # 100 + 300
    ("5C", 11, V, 600),        # 100 + 500
    # slams
    ("6S", 12, NV, 980),       # 180 + 300 + 500
    ("6S", 12, V, 1430),       # 180 + 500 + 750
    ("6NT", 12, NV, 990),      # 190 + 300 + 500
    ("6NT", 13, NV, 1020),     # 190 + 30 + 300 + 500
    ("7NT", 13, NV, 1520),     # 220 + 300 + 1000
    ("7NT", 13, V, 2220),      # 220 + 500 + 1500
    ("7C", 13, V, 2140),       # 140 + 500 + 1500
    ("7D", 13, NV, 1440),      # 140 + 300 + 1000
    # doubled and redoubled, made
    ("1CX", 7, NV, 140),       # 40 + 50 + 50
    ("1CX", 7, V, 140),        # part-score premium does not depend on vulnerability
    ("1CXX", 7, NV, 230),      # 80 + 50 + 100
    ("1CXX", 7, V, 230),
    ("2HX", 8, NV, 470),       # 120 + 300 + 50
    ("2HX", 8, V, 670),        # 120 + 500 + 50
    ("1NTX", 8, NV, 280),      # 80 + 100 + 50 + 50
    ("1NTX", 8, V, 380),       # 80 + 200 + 50 + 50
    ("1NTXX", 8, NV, 760),     # 160 + 200 + 300 + 100
    ("1NTXX", 8, V, 1160),     # 160 + 400 + 500 + 100
    ("1SXX", 7, NV, 520),      # 120 + 300 + 100 (redoubled into game)
    ("1SXX", 8, V, 1120),      # 120 + 400 + 500 + 100
    ("2SX", 9, V, 870),        # 120 + 200 + 500 + 50
    ("3HX", 9, NV, 530),       # 180 + 300 + 50
    ("4SX", 10, NV, 590),      # 240 + 300 + 50
    ("4SX", 10, V, 790),       # 240 + 500 + 50
    ("3NTX", 9, V, 750),       # 200 + 500 + 50
    ("5DX", 11, V, 750),       # 200 + 500 + 50
    ("6SX", 12, V, 1660),      # 360 + 500 + 750 + 50
    ("7NTX", 13, V, 2490),     # 440 + 500 + 1500 + 50
    ("7NTXX", 13, NV, 2280),   # 880 + 300 + 1000 + 100
    ("7NTXX", 13, V, 2980),    # 880 + 500 + 1500 + 100
    # defeated, undoubled
    ("4S", 9, NV, -50),
    ("4S", 9, V, -100),
    ("3NT", 6, NV, -150),
    ("1C", 0, NV, -350),       # 7 down
    ("7NT", 0, V, -1300),      # 13 down
    # sacrifices, doubled: -1/-2/-3/-4
    ("4SX", 9, NV, -100),
    ("4SX", 8, NV, -300),
    ("4SX", 7, NV, -500),
    ("4SX", 6, NV, -800),
    ("4SX", 9, V, -200),
    ("4SX", 8, V, -500),
    ("4SX", 7, V, -800),
    ("4SX", 6, V, -1100),
    ("3NTX", 7, V, -500),
    ("7NTX", 0, NV, -3500),    # 100 + 2×200 + 10×300
    ("7NTX", 0, V, -3800),     # 200 + 12×300
    # redoubled, defeated
    ("4HXX", 9, NV, -200),
    ("4HXX", 7, V, -1600),     # 400 + 600 + 600
    ("7NTXX", 6, V, -4000),    # 2 × (200 + 6×300)
]


@pytest.mark.parametrize(("text", "tricks", "vulnerable", "expected"), HAND_CHECKED,
                         ids=[f"{t}-{n}-{'v' if v else 'nv'}" for t, n, v, _ in HAND_CHECKED])
def test_law77_score_table(text: str, tricks: int, vulnerable: bool, expected: int) -> None:
    """Law 77: the score of declarer's side, hand-checked."""
    assert score(c(text), tricks, vulnerable) == expected


def test_law77_passed_out_scores_zero() -> None:
    assert score(None, 0, NV) == 0
    assert score(None, 0, V) == 0
    assert score_ns(None, 0, Vulnerability.ALL) == 0


@pytest.mark.parametrize("tricks", [-1, 14, 100])
def test_score_rejects_impossible_trick_counts(tricks: int) -> None:
    with pytest.raises(NotationError) as info:
        score(c("4H"), tricks, NV)
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value.message, Message)
    assert str(tricks) in str(info.value)
    with pytest.raises(NotationError):
        score(None, tricks, NV)
    with pytest.raises(NotationError):
        score_ns(c("4H", "E"), tricks, Vulnerability.NONE)


# --- the parts --------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("1C", 20), ("1D", 20), ("1H", 30), ("1S", 30), ("1NT", 40),
    ("2NT", 70), ("3NT", 100), ("4H", 120), ("5C", 100), ("5D", 100), ("7NT", 220),
    ("1CX", 40), ("1CXX", 80), ("1NTX", 80), ("2HX", 120), ("2NTX", 140),
    ("3HX", 180), ("7NTXX", 880),
])
def test_law77_trick_score(text: str, expected: int) -> None:
    """Law 77 trick points: 20 minors, 30 majors, NT 40 + 30; ×2 doubled, ×4 redoubled."""
    assert trick_score(c(text)) == expected


@pytest.mark.parametrize(("text", "over", "vulnerable", "expected"), [
    ("4H", 0, NV, 0), ("4H", 1, NV, 30), ("4H", 1, V, 30), ("3NT", 2, NV, 60),
    ("5D", 1, V, 20), ("1C", 6, NV, 120),
    ("1NTX", 1, NV, 100), ("1NTX", 1, V, 200), ("2CX", 3, V, 600),
    ("1NTXX", 1, NV, 200), ("1NTXX", 1, V, 400), ("1SXX", 6, V, 2400),
])
def test_law77_overtrick_score(text: str, over: int, vulnerable: bool, expected: int) -> None:
    """Law 77 overtricks: trick value undoubled; 100/200 doubled; 200/400 redoubled."""
    assert overtrick_score(c(text), over, vulnerable) == expected


@pytest.mark.parametrize(("text", "over"), [("4H", -1), ("4H", 4), ("7NT", 1)])
def test_overtrick_score_rejects_impossible_counts(text: str, over: int) -> None:
    with pytest.raises(NotationError):
        overtrick_score(c(text), over, NV)


# Cumulative undertrick points, 1 to 7 down, per (doubling, vulnerable).
UNDERTRICKS: dict[tuple[Doubling, bool], list[int]] = {
    (U, NV): [50, 100, 150, 200, 250, 300, 350],
    (U, V): [100, 200, 300, 400, 500, 600, 700],
    (X, NV): [100, 300, 500, 800, 1100, 1400, 1700],
    (X, V): [200, 500, 800, 1100, 1400, 1700, 2000],
    (XX, NV): [200, 600, 1000, 1600, 2200, 2800, 3400],
    (XX, V): [400, 1000, 1600, 2200, 2800, 3400, 4000],
}


@pytest.mark.parametrize(("doubling", "vulnerable"), list(UNDERTRICKS))
def test_law77_undertrick_penalty(doubling: Doubling, vulnerable: bool) -> None:
    """Law 77 undertricks (cumulative), e.g. doubled NV 100/300/500/800, V 200/500/800/1100."""
    got = [undertrick_penalty(doubling, down, vulnerable) for down in range(1, 8)]
    assert got == UNDERTRICKS[doubling, vulnerable]
    assert undertrick_penalty(doubling, 0, vulnerable) == 0


def test_law77_undertrick_penalty_thirteen_down() -> None:
    assert undertrick_penalty(X, 13, NV) == 3500
    assert undertrick_penalty(XX, 13, V) == 7600


@pytest.mark.parametrize("down", [-1, 14])
def test_undertrick_penalty_rejects_impossible_counts(down: int) -> None:
    with pytest.raises(NotationError):
        undertrick_penalty(U, down, NV)


@pytest.mark.parametrize(("text", "vulnerable", "expected"), [
    ("2S", NV, 50), ("2S", V, 50), ("4S", NV, 300), ("3NT", V, 500), ("5C", V, 500),
    ("6S", NV, 800), ("6S", V, 1250), ("7NT", NV, 1300), ("7NT", V, 2000),
    ("1CX", V, 100), ("1CXX", NV, 150), ("2HX", V, 550), ("1NTXX", V, 600),
    ("4SX", NV, 350), ("7NTXX", V, 2100),
])
def test_law77_contract_bonuses(text: str, vulnerable: bool, expected: int) -> None:
    """Law 77 premiums: part score 50 / game 300-500, slam 500-750 / 1000-1500, insult."""
    assert contract_bonuses(c(text), vulnerable) == expected


def test_law77_premium_parts() -> None:
    """Law 77: game at 100 trick points, slam premiums at six and seven, insult 50/100."""
    assert part_score_or_game_bonus(90, V) == 50
    assert part_score_or_game_bonus(100, NV) == 300
    assert part_score_or_game_bonus(100, V) == 500
    assert [slam_bonus(level, NV) for level in range(1, 8)] == [0, 0, 0, 0, 0, 500, 1000]
    assert [slam_bonus(level, V) for level in range(1, 8)] == [0, 0, 0, 0, 0, 750, 1500]
    assert [insult_bonus(d) for d in (U, X, XX)] == [0, 50, 100]


# --- North-South viewpoint ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "declarer", "tricks", "vul", "expected"), [
    ("4H", "N", 10, "NS", 620),
    ("4H", "E", 10, "NS", -420),     # East not vulnerable
    ("4H", "W", 10, "EW", -620),
    ("3NT", "W", 7, "EW", 200),      # EW vulnerable, two down
    ("3NT", "S", 7, "EW", -100),     # NS not vulnerable
    ("4SX", "S", 8, "All", -500),
    ("4SX", "E", 8, "None", 300),
    ("6NT", "N", 12, "None", 990),
])
def test_law77_score_ns(text: str, declarer: str, tricks: int, vul: str, expected: int) -> None:
    """Law 77 from North-South's viewpoint; vulnerability is declarer's side's."""
    assert score_ns(c(text, declarer), tricks, Vulnerability.parse(vul)) == expected


# --- cross-check against endplay: every level × strain × doubling × vulnerability × result ----

ALL_CASES = list(itertools.product(range(1, 8), Strain, Doubling, (NV, V), range(14)))


def test_cross_check_covers_every_case() -> None:
    assert len(ALL_CASES) == 7 * 5 * 3 * 2 * 14 == 2940


def _endplay_score(level: int, strain: Strain, doubling: Doubling, declarer: Seat,
                   tricks: int, vul: Vulnerability) -> int:
    types = pytest.importorskip("endplay.types")
    denom = {Strain.CLUBS: types.Denom.clubs, Strain.DIAMONDS: types.Denom.diamonds,
             Strain.HEARTS: types.Denom.hearts, Strain.SPADES: types.Denom.spades,
             Strain.NOTRUMP: types.Denom.nt}[strain]
    penalty = (types.Penalty.passed, types.Penalty.doubled, types.Penalty.redoubled)[doubling]
    player = (types.Player.north, types.Player.east, types.Player.south,
              types.Player.west)[declarer]
    ep_vul = {Vulnerability.NONE: types.Vul.none, Vulnerability.NS: types.Vul.ns,
              Vulnerability.EW: types.Vul.ew, Vulnerability.ALL: types.Vul.both}[vul]
    contract = types.Contract(level=level, denom=denom, declarer=player, penalty=penalty,
                              result=tricks - 6 - level)
    return int(contract.score(ep_vul))


@pytest.mark.parametrize(("level", "strain", "doubling", "vulnerable", "tricks"), ALL_CASES)
def test_law77_matches_endplay(level: int, strain: Strain, doubling: Doubling,
                               vulnerable: bool, tricks: int) -> None:
    """Law 77: our score equals endplay's for all 2,940 contract × vulnerability × results."""
    vul = Vulnerability.ALL if vulnerable else Vulnerability.NONE
    expected = _endplay_score(level, strain, doubling, Seat.NORTH, tricks, vul)
    assert score(Contract(level, strain, doubling, Seat.NORTH), tricks, vulnerable) == expected


@pytest.mark.parametrize(("declarer", "vul"), list(itertools.product(Seat, Vulnerability)))
def test_law77_score_ns_matches_endplay(declarer: Seat, vul: Vulnerability) -> None:
    """North-South viewpoint: endplay's declarer score, negated for an East-West declarer."""
    for text, tricks in [("4H", 10), ("3NTX", 7), ("6CXX", 13), ("1S", 5)]:
        contract = c(text, declarer.letter)
        expected = _endplay_score(contract.level, contract.strain, contract.doubling,
                                  declarer, tricks, vul)
        sign = 1 if declarer in (Seat.NORTH, Seat.SOUTH) else -1
        assert score_ns(contract, tricks, vul) == sign * expected


# --- invariants --------------------------------------------------------------------------------

contracts = st.builds(Contract, st.integers(1, 7), st.sampled_from(Strain),
                      st.sampled_from(Doubling), st.sampled_from(Seat))


@given(contracts, st.booleans(), st.integers(0, 12))
def test_law77_score_is_monotone_in_tricks(contract: Contract, vulnerable: bool,
                                           tricks: int) -> None:
    """Law 77: one more trick for declarer never lowers declarer's score (it always raises it)."""
    assert score(contract, tricks, vulnerable) < score(contract, tricks + 1, vulnerable)


_SWAPPED = {Vulnerability.NONE: Vulnerability.NONE, Vulnerability.NS: Vulnerability.EW,
            Vulnerability.EW: Vulnerability.NS, Vulnerability.ALL: Vulnerability.ALL}


@given(contracts, st.sampled_from(Vulnerability), st.integers(0, 13))
def test_score_ns_is_antisymmetric_between_sides(contract: Contract, vul: Vulnerability,
                                                 tricks: int) -> None:
    """Moving declarer to the other side and swapping vulnerability negates the NS score."""
    moved = Contract(contract.level, contract.strain, contract.doubling, contract.declarer.lho)
    assert score_ns(moved, tricks, _SWAPPED[vul]) == -score_ns(contract, tricks, vul)
