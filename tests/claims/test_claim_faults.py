"""Faults in claims and concessions at the table, each reproduced by a table record first.

* **Law 71 / 69 / 70 and the result** — the Director's ruling on a claim or concession is the
  board's result: the tricks it awards go into ``tricks_declarer``, the score and the result
  line, for every kind (a concession cancelled in part, a claim that gave up sure tricks, an
  agreed claim that stands, 69B, a claim the Director was called to without a dispute).
  The fault: a concession settled at once (68B1) kept the conceded count after the Director,
  called, restored tricks under Law 71 (the issue: 6NT, "keeps 4 of the 5 remaining",
  the claim 12 tricks, the result 11 and -50).
* **Law 13, then a claim** — hands of different lengths at the claim (a card held by the
  wrong hand, not yet put right) leave no position to search: the Director rules by
  judgment (``director rules 70 <n>``), as after a defective trick. Put right before the
  claim ruling (13A1, 13B1), the claim is ruled from the corrected hands. The fault: a
  traceback in ``claims/position.py``.
* **Law 67, then a claim** — a quitted trick without one player's card (``S omits``) leaves
  that player a card too many: the Director rules by judgment; a trick with a missing card
  still reads (``Trick.seats_and_cards``, ``known_voids_of``).

The deal of the 6NT records: North AKQJ.AKQ.AKQ.AK2, East T98.JT9.JT9.QJT9, South
765.876.876.8765, West 432.5432.5432.43. After eight tricks (all North's) North holds
♠AKQJ ♣2 and is on lead: four sure tricks, the ♣2 loses to East's ♣Q.
"""

from __future__ import annotations

import pytest

from bridgelaws.cards import Card
from bridgelaws.claims.position import known_voids_of, position_problem, void_bit
from bridgelaws.play import Trick
from bridgelaws.record import loads
from bridgelaws.render.report import render_table
from bridgelaws.report import result_json
from bridgelaws.rulings import Kind
from bridgelaws.seats import Seat
from bridgelaws.table import Table

HEADER = ('[Event "fault"]\n[Board "{board}"]\n[Dealer "{dealer}"]\n[Vulnerable "None"]\n'
          '[Deal "{deal}"]\n[TableLog ""]\n')
DEAL_6NT = "N:AKQJ.AKQ.AKQ.AK2 T98.JT9.JT9.QJT9 765.876.876.8765 432.5432.5432.43"
DEAL_8 = "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"
AUCTION_6NT = "N 6NT\nE P\nS P\nW P\n"
SEVEN_TRICKS = ("E C9\nS C5\nW C3\nN CA\n" "N CK\nE CT\nS C6\nW C4\n"
                "N DA\nE D9\nS D6\nW D2\n" "N DK\nE DT\nS D7\nW D3\n"
                "N DQ\nE DJ\nS D8\nW D4\n" "N HK\nE H9\nS H6\nW H2\n"
                "N HQ\nE HT\nS H7\nW H3\n")
# after seven tricks: N ♠AKQJ ♥A ♣2, E ♠T98 ♥J ♣QJ, S ♠765 ♥8 ♣87, W ♠432 ♥54 ♦5
EIGHT_TRICKS = SEVEN_TRICKS + "N HA\nE HJ\nS H8\nW H4\n"
# after eight tricks: N ♠AKQJ ♣2, E ♠T98 ♣QJ, S ♠765 ♣87, W ♠432 ♥5 ♦5
LAW_13_PLAY = ("N holds SA of W\nW 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"
               "E C3\nS C2\nW C4\nN CK\n" "N D3\nE D4\nS D2\nW D7\n" "W C6\nN H7\nE C7\nS C5\n"
               "E C8\nS CJ\nW C9\nN S4\n")
# North holds West's ♠A (14 cards against 12); 2♠ by North after four tricks


def record(log: str, *, deal: str = DEAL_6NT, dealer: str = "N", board: int = 1) -> str:
    return HEADER.format(board=board, dealer=dealer, deal=deal) + log


def six_nt(log: str) -> str:
    return record(AUCTION_6NT + log)


def law_13(log: str) -> str:
    return record(LAW_13_PLAY + log, deal=DEAL_8, dealer="W", board=8)


#: the fault records, by name (``tests/test_fault_regressions.py`` runs the CLI on each)
RECORDS: dict[str, str] = {
    "71-concession-cancelled-in-part": six_nt(EIGHT_TRICKS + "N concedes 2\ndirector\n"),
    "71-claim-gave-up-a-sure-trick": six_nt(EIGHT_TRICKS
                                            + 'N claims 3 "spades"\nE disputes\ndirector\n'),
    "69A-agreed-claim-stands": six_nt(EIGHT_TRICKS
                                      + "N claims 4\nE agrees\nW agrees\ndirector\n"),
    "69B-agreement-withdrawn": six_nt(EIGHT_TRICKS + 'N claims 5 "all high"\nE agrees\n'
                                      "W agrees\ndirector\n"),
    "70-director-called-to-a-claim": six_nt(EIGHT_TRICKS + 'N claims 5 "all high"\ndirector\n'),
    "13-wrong-count-then-claim": law_13("N claims 8\nE disputes\ndirector\n"),
    "13-wrong-count-then-claim-judged": law_13("N claims 8\nE disputes\ndirector\n"
                                               "director rules 70 5\n"),
    "13B1-corrected-then-claim": law_13("director rules 13\ndirector rules 13B1 yes\n"
                                        "N claims 8\nE disputes\ndirector\n"),
    "13B1-corrected-after-the-claim": law_13("N claims 8\nE disputes\ndirector rules 13\n"
                                             "director rules 13B1 yes\ndirector\n"),
    "67-omits-then-claim": six_nt(SEVEN_TRICKS + "N HA\nE HJ\nS omits\nW H4\n"
                                  "N claims 5\nE disputes\ndirector\n"),
    "67-omits-in-the-trick-then-claim": six_nt(SEVEN_TRICKS + "N HA\nE HJ\nS omits\n"
                                               "N claims 6\nE disputes\ndirector\n"),
}


def replay(text: str) -> Table:
    (game,) = loads(text)
    return Table.from_game(game)


# ------------------------------------------------------------------ fault 1: award = result


@pytest.mark.parametrize(("name", "kind", "laws", "awarded"), [
    ("71-concession-cancelled-in-part", "concession", ["71"], 4),
    ("71-claim-gave-up-a-sure-trick", "claim", ["70A", "71"], 4),
    ("69A-agreed-claim-stands", "agreed", ["69A"], 4),
    ("69B-agreement-withdrawn", "agreed", ["69B"], 4),
    ("70-director-called-to-a-claim", "claim", ["70A"], 4),
])
def test_the_ruling_on_a_claim_is_the_result(name: str, kind: str, laws: list[str],
                                             awarded: int) -> None:
    """Every kind of ruling: the claim object's tricks are the result's (8 won + 4 = 12:
    6NT made, +990), in the JSON and in the report."""
    t = replay(RECORDS[name])
    out = result_json(t)
    claim = out["claim"]
    assert claim["kind"] == kind and claim["awarded"] == awarded
    assert all(law in claim["laws"] for law in laws), claim["laws"]
    assert claim["tricks_declarer"] == out["tricks_declarer"] == t.tricks_declarer == 12
    assert out["status"] == "complete" and out["score_ns"] == 990
    assert "6NT by North, 12 tricks (made): NS +990" in render_table(t, "en")


def test_the_issue_concession_is_no_longer_scored_as_conceded() -> None:
    """North conceded 2 of the 5 (kept 3: 11 tricks, -50); Law 71 restores the ♠ he could not
    lose: the ruling, the tricks and the score say 12."""
    t = replay(RECORDS["71-concession-cancelled-in-part"])
    claim = result_json(t)["claim"]
    assert claim["claimed"] == 3 and claim["remaining"] == 5 and claim["awarded"] == 4
    assert t.result is not None and (t.result.tricks_declarer, t.result.score_ns) == (12, 990)
    assert any(r.kind is Kind.CONTESTED_CLAIM and "71" in r.outcomes for r in t.rulings)


def test_a_settlement_the_ruling_confirms_adds_no_ruling() -> None:
    """An agreed claim (69A) brought to the Director: it stands; no ruling of the table's
    changes it (as before: the Director may be called for something else)."""
    t = replay(RECORDS["69A-agreed-claim-stands"])
    assert not any(r.kind is Kind.CONTESTED_CLAIM for r in t.rulings)
    assert t.tricks_declarer == 12


def test_an_agreed_claim_not_brought_to_the_director_stands() -> None:
    t = replay(six_nt(EIGHT_TRICKS + 'N claims 5 "all high"\nE agrees\nW agrees\n'))
    assert result_json(t)["claim"] is None and t.tricks_declarer == 13  # 69A, as agreed


# ------------------------------------------------------------------ fault 2: Law 13, then a claim


def test_law_13_not_rectified_the_director_rules_by_judgment() -> None:
    t = replay(RECORDS["13-wrong-count-then-claim"])
    assert t.status == "awaiting-director"
    assert t.pending_judgment is not None and t.pending_judgment.clause == "70"
    assert t.pending_judgment.facts["remaining"] == 9
    assert position_problem(t) is not None
    claim = result_json(t)["claim"]
    assert claim["awarded"] is None and claim["laws"] == ["70"]
    assert claim["doubtful_points"] == ["the hands left do not fit one trick in progress"]
    assert "the hands left do not fit one trick in progress" in render_table(t, "en")


def test_law_13_the_directors_award_is_the_result() -> None:
    t = replay(RECORDS["13-wrong-count-then-claim-judged"])
    out = result_json(t)
    assert out["status"] == "complete" and out["tricks_declarer"] == 2 + 5
    assert out["claim"]["awarded"] == 5 and out["claim"]["tricks_declarer"] == 7
    assert out["score_ns"] == -50  # 2♠ one down


@pytest.mark.parametrize("name", ["13B1-corrected-then-claim", "13B1-corrected-after-the-claim"])
def test_law_13_corrected_the_claim_is_ruled_normally(name: str) -> None:
    """13B1: the ♠A goes back to West; the claim is ruled from the hands as corrected (after
    the claim too: the card was West's throughout)."""
    t = replay(RECORDS[name])
    assert position_problem(t) is None and t.status == "complete"
    claim = result_json(t)["claim"]
    assert claim["worst_normal"] is not None and claim["awarded"] is not None
    assert claim["tricks_declarer"] == t.tricks_declarer == 2 + claim["awarded"]


# ------------------------------------------------------------------ fault 5: Law 67, then a claim


def test_a_defective_trick_then_a_claim() -> None:
    """South did not play to trick 8: he holds a card too many at the claim. The 67A1 choice
    is offered first; the claim waits for the Director's judgment."""
    t = replay(RECORDS["67-omits-then-claim"])
    assert t.pending is not None and t.pending.options == ("67A",)
    out = result_json(t)
    assert out["claim"]["awarded"] is None
    render_table(t, "en")


def test_a_trick_in_progress_without_a_card_then_a_claim() -> None:
    """South omitted in the trick in progress: the position has him to play to it (67A1
    would put his card in its place), and the claim is searched."""
    t = replay(RECORDS["67-omits-in-the-trick-then-claim"])
    claim = result_json(t)["claim"]
    assert claim["awarded"] == 5 and claim["tricks_declarer"] == 12


def test_a_trick_with_a_missing_card_reads_by_seat() -> None:
    led = Trick(Seat.NORTH, (Card.parse("HA"), Card.parse("S2"), Card.parse("H4")), Seat.SOUTH)
    assert led.seats == (Seat.NORTH, Seat.EAST, Seat.WEST) and led.is_complete
    assert known_voids_of([led]) == void_bit(Seat.EAST, int(Card.parse("HA").suit))
    # the missing card put in its place (67A1): four cards, nobody missing
    full = Trick(Seat.NORTH, (Card.parse("HA"), Card.parse("S2"), Card.parse("H3"),
                              Card.parse("H4")), Seat.SOUTH)
    assert [s for s, _ in full.seats_and_cards()] == list(Seat) and full.is_complete
    assert full.to_play is Seat.NORTH
    assert known_voids_of([full]) == void_bit(Seat.EAST, int(Card.parse("HA").suit))
