"""Engine bugs found while writing the golden transcripts of Laws 13, 62C1, 65B3-66 and 67
(tests/transcripts/defective-*, inspection-*, cards-*, revoke-62C1-*), now fixed: each test
states what the Laws require.

Board 8: 2S by North after ``AUCTION_2S_N``; East leads, South is dummy.
    N KJ654.T97.KQ53.K   E T87.AJ54.64.Q873   S 932.Q82.AJ92.J52   W AQ.K63.T87.AT964"""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.render.report import render_table
from bridgelaws.rulings import Kind
from tests.helpers import AUCTION_2S_N, table

D62C1 = "N:AKQJ2.K5.AKQ.432 543.9876.5432.65 T976.AQJT42.JT9. 8.3.876.AKQJT987"


def trick_row(text: str, number: int) -> list[str]:
    """The cells of row ``number`` of the Play table of an English report."""
    lines = text.splitlines()
    start = lines.index("Play") + 2
    for line in lines[start:start + 13]:
        cells = line.split()
        if cells and cells[0] == str(number):
            return cells
    raise AssertionError(f"no row {number} in the Play table")


def test_67B1_the_play_table_keeps_the_winner_of_the_defective_trick() -> None:
    t = table(AUCTION_2S_N + "E H4\nS H2\nW omits\nN H7\nN D3\nE D4\nS DA\ndirector\n"
              "W chooses 67B1 HK\n")
    assert t.winners[0] is Seat.NORTH  # the engine itself is right
    row = trick_row(render_table(t, "en"), 1)
    # Trick Lead W N E S Winner Declarer Defenders
    assert row[6:] == ["N", "1", "0"]


# West's H6 went to trick 1 unseen with his H3; on trick 5 he discards the D8 on North's HT.
# Trick 5 is quitted (dummy's HQ wins it) and nobody of East-West has played to trick 6 yet.
UNNOTICED_THEN_DISCARD = AUCTION_2S_N + (
    "E HA\nS H2\nW H3 H6 unnoticed\nN H7\nE H4\nS H8\nW HK\nN H9\nW CA\nN CK\nE C3\nS C2\n"
    "W C4\nN S4\nE C7\nS C5\nN HT\nE H5\nS HQ\nW D8\n")


def test_67B2_a_revoke_on_the_trick_just_quitted_is_not_yet_established() -> None:
    t = table(UNNOTICED_THEN_DISCARD + "director\n")
    (revoke,) = [i for i in t.irregularities if i.kind is Kind.REVOKE]
    assert revoke.facts["trick"] == 4 and str(revoke.card) == "D8"
    assert not revoke.facts["established"]  # 63A1: East-West have not played to trick 6


def test_62C1_the_take_back_ruling_has_a_title() -> None:
    t = table(AUCTION_2S_N + "E H9\nS H2\nW C7\nN H5\ndirector\nW chooses 62A H3\n"
              "N HK instead\n", deal=D62C1)
    assert t.rulings[-1].outcomes == ["62C1"]
    for lang in ("en", "ru"):
        text = render_table(t, lang)
        assert "62C — " in text and "62C —  (" not in text
