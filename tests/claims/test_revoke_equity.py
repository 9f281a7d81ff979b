"""Law 64C1 — equity after an established revoke: two small endings of Board 8 (2S by North,
South dummy; see tests/laws/test_law64_revoke_adjustment.py) whose double-dummy results are
worked out by hand below and were checked with endplay's ``solve_board`` directly."""

from __future__ import annotations

import pytest

from bridgelaws.cards import Card, Strain
from bridgelaws.claims import revoke_equity as module
from bridgelaws.claims.revoke_equity import (
    equity_64C1,
    non_offenders_tricks_had_he_followed,
    revoke_equity,
)
from bridgelaws.deal import Deal
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.laws.law64_revoke_adjustment import Revoke, transfer
from bridgelaws.seats import Seat, Side
from tests.helpers import DEAL8
from tests.laws.test_law64_revoke_adjustment import BASE, board

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
SPADES = Strain.SPADES
DEAL = Deal.from_pbn(DEAL8)


BASE_LINES = [f"{t.leader.letter} {' '.join(map(str, t.cards))}" for t in BASE]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


# Ending A, before trick 11 (NS have won 6 tricks, EW 4), North to lead:
#   N S5 D5 D3   E HJ C8 C7   S D9 CJ C5   W DT CT C9
# North leads D5, East discards C7, dummy plays D9; West discards C9 holding DT.
# Had West followed, DT wins; West must lead a club, North ruffs and cashes D3: NS 2 of 3,
# 8 in all. At the table South won trick 11, North ruffed trick 12 and West won trick 13
# with DT: NS 8, plus the 64A2 trick = 9. Compensated.
ENDING_A = board(*BASE_LINES[:10], "N D5 C7 D9 C9", "S CJ CT S5 C8", "N D3 HJ C5 DT")

# Ending B, before trick 9 (NS have won 4 tricks, EW 4), North to lead:
#   N SJ S6 S5 D5 D3   E ST HJ C8 C7 C3   S S9 D9 D2 CJ C5   W DT CT C9 C6 C4
# North leads SJ; East discards HJ holding ST. Had East followed, the trumps are drawn and
# NS lose only West's DT: 4 of 5, 8 in all. At the table East's ST wins trick 10, and West
# wins DT and CT: NS 6, plus the 64A2 trick = 7. Insufficiently compensated (64C1).
ENDING_B = board(
    *BASE_LINES[:8],
    "N SJ HJ S9 C4", "N S6 ST D2 C6", "E C8 CJ C9 S5", "N D5 C3 D9 DT", "W CT D3 C7 C5")


def test_the_endings_are_as_described() -> None:
    assert "".join(t.winner.letter for t in ENDING_A) == "EWWWNSSNNNSNW"
    assert "".join(t.winner.letter for t in ENDING_B) == "EWWWNSSNNENWW"


def test_64C1_ending_a_the_transfer_restores_equity() -> None:
    pytest.importorskip("endplay")
    had = non_offenders_tricks_had_he_followed(DEAL, ENDING_A[:10], cards("D5 C7 D9"), W,
                                               SPADES, N)
    assert had == 8
    adj = transfer(ENDING_A, [Revoke(10, W)], N)
    assert adj.clauses == ("64A2",) and adj.tricks_ns == 9
    eq = revoke_equity(DEAL, ENDING_A[:10], cards("D5 C7 D9"), W, SPADES, N,
                       adj.tricks_of(Side.NS))
    assert eq is not None and eq.compensated and eq.shortfall == 0
    assert "the table result stands" in eq.explanation.render("en")
    assert "64C1" in eq.explanation.render("ru")


def test_64C1_ending_b_insufficiently_compensated_adjusted_score() -> None:
    pytest.importorskip("endplay")
    had = non_offenders_tricks_had_he_followed(DEAL, ENDING_B[:8], cards("SJ"), E, SPADES, N)
    assert had == 8
    adj = transfer(ENDING_B, [Revoke(8, E)], N)
    assert adj.clauses == ("64A2",) and adj.tricks_ns == 7
    eq = revoke_equity(DEAL, ENDING_B[:8], cards("SJ"), E, SPADES, N, adj.tricks_of(Side.NS))
    assert eq is not None and not eq.compensated and eq.shortfall == 1
    text = eq.explanation.render("en")
    assert "insufficiently compensated" in text and "adjusted score" in text
    assert "судья" in eq.explanation.render("ru")


def test_the_revoker_gets_his_best_card_of_the_suit_led() -> None:
    pytest.importorskip("endplay")
    # Trick 8 of BASE: dummy leads DJ, West plays D8, declarer holds DQ D5 D3 (EW have won
    # 4 tricks). Overtaking with DQ would give EW a trick double dummy; a low diamond gives
    # them none. The figure is the declaring side's best: 4, not 5.
    assert non_offenders_tricks_had_he_followed(DEAL, BASE[:7], cards("DJ D8"), N, SPADES,
                                                S) == 4
    hands = module._remaining(DEAL, BASE[:7], cards("DJ D8"), S)
    assert module._after_card(hands, cards("DJ D8"), Card.parse("DQ"), N, SPADES, S, E) == 1


def test_without_endplay_the_figure_is_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(module, "double_dummy", lambda position: None)
    assert non_offenders_tricks_had_he_followed(DEAL, BASE[:8], cards("SJ"), E, SPADES,
                                                N) is None
    assert revoke_equity(DEAL, BASE[:8], cards("SJ"), E, SPADES, N, 7) is None


def test_a_void_player_cannot_have_revoked() -> None:
    with pytest.raises(ImpossibleActionError):
        # before trick 10 East has no spade left
        non_offenders_tricks_had_he_followed(DEAL, BASE[:9], cards("S6"), E, SPADES, N)


def test_it_must_be_the_offenders_turn_after_a_lead() -> None:
    with pytest.raises(ImpossibleActionError):
        non_offenders_tricks_had_he_followed(DEAL, BASE[:8], cards("SJ"), S, SPADES, N)
    with pytest.raises(ImpossibleActionError):
        non_offenders_tricks_had_he_followed(DEAL, BASE[:8], (), N, SPADES, N)


def test_equity_64C1_without_a_solver() -> None:
    eq = equity_64C1(9, 8, W, 10)
    assert not eq.compensated and eq.shortfall == 1
    assert "trick 11" in eq.explanation.render("en")
