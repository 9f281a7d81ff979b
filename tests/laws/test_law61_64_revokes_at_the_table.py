"""Laws 61-64 (2017) at the table: the revoke detected, established, corrected or ruled on,
and Law 64's transfer at the end of play, from concrete records.

Most boards are Board 8 of the shared examples (tests/helpers.py): 2S by North, East on
lead, South dummy; N KJ654.T97.KQ53.K, E T87.AJ54.64.Q873, S 932.Q82.AJ92.J52,
W AQ.K63.T87.AT964. After the lines of a case the board is played out with the lowest
legal card of each hand (:func:`play_out`), so that every case ends with 13 tricks and a
Law 77 score. ``BASE`` is the legal play of the Law 64 casebook
(tests/laws/test_law64_revoke_adjustment.py): EW take tricks 1-4 and the last, NS 8.
"""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from bridgelaws import Seat
from bridgelaws.cli import main
from bridgelaws.errors import ImpossibleActionError, RecordError
from bridgelaws.events import CardPlayed, DirectorCalled, OptionChosen
from bridgelaws.laws.law61_64_revoke import adjustment
from bridgelaws.report import result_json, revokes_json
from bridgelaws.rulings import Kind, PenaltyKind
from bridgelaws.table import Table
from tests.helpers import AUCTION_2S_N, record, table

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

BASE = ["E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
        "W SQ SK S8 S3", "N DK D4 DA D7", "S HQ H6 HT H5", "S DJ D8 DQ D6",
        "N SJ ST S9 C4", "N S6 C3 D2 C6", "N S5 C7 C5 C9", "N D5 C8 D9 DT",
        "W CT D3 HJ CJ"]

# Board 1 (dealer North, nobody vulnerable): NS hold every card above the eight, so in 7NT
# by North they win every trick whatever is played after East's opening lead.
GRAND = "N:AKQJ.AKQJ.AKQ.AK 765.765.876.8765 T98.T98.JT9.QJT9 432.432.5432.432"
AUCTION_7NT_N = "N 7NT\nE P\nS P\nW P\n"


def lines(*tricks: str) -> str:
    """Tricks written ``"E HA H2 H3 H7"`` (leader, then the cards in rotation) as TableLog
    lines, one card a line."""
    out = []
    for trick in tricks:
        leader, *cards = trick.split()
        seat = Seat.parse(leader)
        for card in cards:
            out.append(f"{seat.letter} {card}\n")
            seat = seat.next(1)
    return "".join(out)


def play_out(t: Table) -> Table:
    """Play the rest of the board, each hand its lowest legal card."""
    while t.phase.value == "play" and t.pending is None and t.pending_judgment is None:
        seat = t.to_act
        legal = sorted(t.legal_cards, key=lambda c: (c.rank, c.suit))
        assert seat is not None and legal, "the board is stuck"
        t.apply(CardPlayed(seat, legal[0]))
    assert t.phase.value == "complete", t.pending
    return t


def board8(log: str) -> Table:
    return play_out(table(AUCTION_2S_N + log))


def only_revoke(t: Table) -> dict[str, Any]:
    (found,) = revokes_json(t)
    return found


def won(t: Table) -> str:
    return "".join(w.letter for w in t.winners)


def revoke_irregularities(t: Table) -> list[Any]:
    return [i for i in t.irregularities if i.kind is Kind.REVOKE]


# ------------------------------------------------------------------------------ 61A
def test_61A_a_card_of_another_suit_while_holding_the_suit_led_is_recorded() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\n")  # West holds K63 of hearts
    (irr,) = revoke_irregularities(t)
    assert (irr.offender, str(irr.card), irr.facts["trick"]) == (W, "C4", 0)
    assert irr.facts["established"] is False
    assert [str(c) for c in t.current_trick.cards] == ["HA", "H2", "C4"]  # type: ignore[union-attr]


def test_61A_a_void_player_discarding_is_no_revoke() -> None:
    t = table(AUCTION_2S_N + lines(*BASE[:10]) + "N S5\nE C7\n")  # East has no spade left
    assert revoke_irregularities(t) == []


# ------------------------------------------------------------------------------ 63A
def test_63A1_established_by_the_offenders_partner_leading_to_the_next_trick() -> None:
    log = AUCTION_2S_N + "E HA\nS H2\nW C4\nN H7\n"
    assert revoke_irregularities(table(log))[0].facts["established"] is False
    assert revoke_irregularities(table(log + "E H4\n"))[0].facts["established"] is True


def test_63A1_established_by_the_offender_playing_to_the_next_trick() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW H3\nN S4\n")  # North ruffs, holding hearts
    assert revoke_irregularities(t)[0].facts["established"] is False
    t = table(AUCTION_2S_N + "E HA\nS H2\nW H3\nN S4\nN D3\n")
    assert revoke_irregularities(t)[0].facts["established"] is True


def test_63A1_a_card_of_the_non_offending_side_does_not_establish_it() -> None:
    # Trick 6: North leads the DK, East plays the C3 holding D64, dummy's DA wins.
    log = AUCTION_2S_N + lines(*BASE[:5]) + "N DK\nE C3\nS DA\nW D7\n"
    assert not revoke_irregularities(table(log))[0].facts["established"]
    log += "S HQ\n"  # dummy leads to trick 7: a card of the non-offending side
    assert not revoke_irregularities(table(log))[0].facts["established"]
    log += "W H6\n"  # the offender's partner plays to trick 7
    assert revoke_irregularities(table(log))[0].facts["established"]


def test_63A3_established_by_a_claim_of_the_offending_side() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\nN H7\nE claims 3\n")
    assert revoke_irregularities(t)[0].facts["established"] is True
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\nN H7\nE claims 3\nN agrees\nS agrees\n"
              "director\n")
    assert t.phase.value == "complete"
    assert only_revoke(t)["clause"] == "64A2" and only_revoke(t)["transferred"] == 1
    # EW: trick 1 and the 3 claimed; NS 9, plus the 64A2 trick: 2S made with two overtricks
    assert (t.tricks_before_revokes, t.tricks_declarer, result_json(t)["score_ns"]) == (
        9, 10, 170)


def test_63A3_a_claim_by_the_non_offending_side_does_not_establish_it() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\nN H7\nN claims 9\n")
    assert revoke_irregularities(t)[0].facts["established"] is False


# ---------------------------------------------------------------------- 62A, 62B, 62C
def test_62A_62B1_a_defenders_revoke_corrected_becomes_a_major_penalty_card() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\ndirector\n")
    assert t.pending is not None
    assert (t.pending.laws, t.pending.chooser, t.pending.options) == (("62A",), W, ("62A",))
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\ndirector\nW chooses 62A H3\n")
    assert [str(c) for c in t.current_trick.cards] == ["HA", "H2", "H3"]  # type: ignore[union-attr]
    (pc,) = t.penalty_cards[W]
    assert (str(pc.card), pc.kind, pc.law) == ("C4", PenaltyKind.MAJOR, "62B1")
    found = only_revoke(t)
    assert (found["established"], found["corrected"], found["transferred"]) == (False, True, 0)
    assert t.rulings[0].outcomes == ["62B1", "62C1"]


def test_62A_the_correcting_card_must_follow_suit() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\ndirector\n")
    with pytest.raises(ImpossibleActionError):
        t.apply(OptionChosen(W, "62A", "D8"))
    assert t.pending is not None and t.pending.chosen is None  # still waiting for a heart


def test_62A_62B2_declarers_revoke_card_goes_back_to_his_hand() -> None:
    t = board8("E HA\nS H2\nW H3\nN S4\ndirector\nN chooses 62A H7\n")
    assert not t.penalty_cards.get(N)
    assert [str(c) for c in t.tricks[0].cards] == ["HA", "H2", "H3", "H7"] and won(t)[0] == "E"
    assert t.rulings[0].outcomes == ["62B2", "62C1"]
    found = only_revoke(t)
    assert (found["corrected"], found["transferred"]) == (True, 0)
    assert t.tricks_declarer == t.tricks_before_revokes  # no Law 64 after a correction
    t = table(AUCTION_2S_N + "E HA\nS H2\nW H3\nN S4\ndirector\nN chooses 62A H7\n")
    assert "S4" in {str(c) for c in t.hand(N)}  # back in North's hand, no penalty card


def test_62A_62B2_dummys_revoke_corrected_without_penalty() -> None:
    t = table(AUCTION_2S_N + "E HA\nS C2\ndirector\n")
    assert t.pending is not None and t.pending.laws == ("62A",)
    assert t.pending.chooser is N  # declarer plays dummy's cards (Law 45B)
    with pytest.raises(RecordError, match="may not choose"):
        table(AUCTION_2S_N + "E HA\nS C2\ndirector\nS chooses 62A H2\n")
    t = board8("E HA\nS C2\ndirector\nN chooses 62A H2\n")
    assert not t.penalty_cards.get(S) and t.rulings[0].outcomes == ["62B2", "62C1"]
    assert str(t.tricks[0].cards[1]) == "H2"


def test_62C1_a_non_offender_takes_back_his_card_played_after_the_revoke() -> None:
    # Dummy's club on the heart ace, West's H3 after it; corrected, West plays H6 instead.
    t = table(AUCTION_2S_N + "E HA\nS C2\nW H3\ndirector\nN chooses 62A H2\nW H6 instead\n")
    assert [str(c) for c in t.current_trick.cards] == ["HA", "H2", "H6"]  # type: ignore[union-attr]
    assert not t.penalty_cards.get(W) and t.to_act is N
    assert [r.outcomes for r in t.rulings] == [["62B2", "62C1"], ["62C1"]]


# North holds HK5; West revokes with the C7 holding the H3, and East's H9 wins trick 1.
D62C1 = "N:AKQJ2.K5.AKQ.432 543.9876.5432.65 T976.AQJT42.JT9. 8.3.876.AKQJT987"
REVOKE_CORRECTED = AUCTION_2S_N + "E H9\nS H2\nW C7\nN H5\ndirector\nW chooses 62A H3\n"


def test_62C1_the_take_back_comes_before_declarers_50D2_choice() -> None:
    """The corrected revoke leaves West a major penalty card (62B1) and East on lead, so
    declarer's 50D2 choice is offered; North may still take back the H5 he played after the
    revoke (62C1). His HK wins the trick: North leads, and no 50D2 choice is left."""
    t = table(REVOKE_CORRECTED, deal=D62C1)
    assert t.pending is not None and t.pending.laws == ("50D2",) and t.to_act is E
    t = table(REVOKE_CORRECTED + "N HK instead\n", deal=D62C1)
    assert t.pending is None and t.winners == [N] and t.to_act is N
    assert [r.laws for r in t.rulings] == [("62A",), ("62C",)]
    assert t.rulings[-1].outcomes == ["62C1"]
    assert [str(pc.card) for pc in t.penalty_cards[W]] == ["C7"]


def test_62C1_a_take_back_that_leaves_east_on_lead_offers_50D2_again() -> None:
    """North's HK won the trick; after the correction he takes it back and plays the H5:
    East's H9 wins, East is to lead, and declarer's 50D2 choice is offered then."""
    t = table(REVOKE_CORRECTED.replace("N H5", "N HK"), deal=D62C1)
    assert t.pending is None and t.to_act is N
    t = table(REVOKE_CORRECTED.replace("N H5", "N HK") + "N H5 instead\n", deal=D62C1)
    assert t.winners == [E] and t.pending is not None and t.pending.laws == ("50D2",)
    t = table(REVOKE_CORRECTED.replace("N H5", "N HK") + "N H5 instead\nN chooses 50D2b\n",
              deal=D62C1)
    assert t.pending is None and t.to_act is E and t.rulings[-1].chosen == "50D2b"


def test_62A_director_called_twice_rules_once() -> None:
    t = board8("E HA\nS H2\nW C4\nN H7\nE H4\ndirector\n")
    t.apply(DirectorCalled())  # again, at the end of play
    assert [(r.laws, r.outcomes) for r in t.rulings] == [(("63",), ["63B"])]
    assert t.tricks_declarer == t.tricks_before_revokes + 1


def test_64_attention_drawn_only_at_the_end_of_play_still_transfers() -> None:
    t = board8("E HA\nS H2\nW C4\nN H7\nE H4\n")
    t.apply(DirectorCalled())
    assert only_revoke(t)["clause"] == "64A2" and t.tricks_declarer == 10


def test_62A_62D_the_json_clause_of_a_corrected_revoke() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\ndirector\nW chooses 62A H3\n")
    assert only_revoke(t)["clause"] == "62A"
    t = table(AUCTION_2S_N + TRICK_12_REVOKE + "W concedes 1\ndirector\nW chooses 62A DT\n")
    assert only_revoke(t)["clause"] == "62D"


# East must lead a club (54D, then 50D2a-require) and leads the heart ace: 61A, a failure to
# comply with a lead restriction while able.
CLUB_REQUIRED = AUCTION_2S_N + "W CA\ndirector\nN chooses 54D\nN chooses 50D2a-require\n"


def test_61A_62A_a_lead_restriction_not_obeyed_is_a_revoke_corrected_with_a_club() -> None:
    t = table(CLUB_REQUIRED + "E HA\n")
    (irr,) = revoke_irregularities(t)
    assert (irr.offender, str(irr.card), irr.facts["restriction"]) == (E, "HA", True)
    t = table(CLUB_REQUIRED + "E HA\ndirector\nE chooses 62A C3\n")
    assert [str(c) for c in t.trick_cards] == ["C3"]
    assert [(str(p.card), p.law) for p in t.penalty_cards[E]] == [("HA", "62B1")]


def test_62A_the_correction_of_a_lead_restriction_revoke_must_comply() -> None:
    t = table(CLUB_REQUIRED + "E HA\ndirector\n")
    with pytest.raises(ImpossibleActionError):
        t.apply(OptionChosen(E, "62A", "H4"))


# Trick 1 to dummy's DA; trick 2: dummy leads H2, East discards the C3 holding AJ54 of
# hearts, North's H9 wins and North leads the D5 to trick 3 (not establishing East's revoke).
EAST_REVOKES = "E D6\nS DA\nW D7\nN D3\nS H2\nW H3\nN H9\nE C3\nN D5\n"


def test_62A_a_correction_that_changes_the_winner_changes_the_next_leader() -> None:
    t = table(AUCTION_2S_N + EAST_REVOKES + "director\nE chooses 62A HA\n")
    assert won(t) == "SE"
    lead_out_of_turn = any(i.kind is Kind.DECLARER_LEAD_OUT_OF_TURN for i in t.irregularities)
    assert t.trick_leader is E or lead_out_of_turn


# ------------------------------------------------------------------------------ 63B
def test_63B_an_established_revoke_is_not_corrected_play_goes_on() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\nN H7\nE H4\ndirector\n")
    assert t.pending is None
    assert (t.rulings[0].laws, t.rulings[0].outcomes) == (("63",), ["63B"])
    assert only_revoke(t)["clause"] == "63B" and t.to_act is S


def test_64_nothing_is_transferred_when_the_director_was_never_called() -> None:
    t = board8("E HA\nS H2\nW C4\nN H7\nE H4\n")
    assert only_revoke(t)["established"] and only_revoke(t)["clause"] is None
    assert t.tricks_declarer == t.tricks_before_revokes == 9


# ------------------------------------------------------------------------------ 64A
def test_64A1_revoke_won_by_the_offender_and_a_later_trick_two_tricks() -> None:
    # North ruffs the heart ace holding T97 of hearts, wins trick 1 and leads to trick 2.
    t = board8("E HA\nS H2\nW H3\nN S4\nN D3\ndirector\n")
    assert won(t)[0] == "N"
    found = only_revoke(t)
    assert (found["trick"], found["offender"], found["card"]) == (1, "N", "S4")
    assert (found["clause"], found["transferred"], found["established"]) == ("64A1", 2, True)
    assert (t.tricks_before_revokes, t.tricks_declarer) == (9, 7)
    r = result_json(t)
    assert (r["tricks_declarer"], r["score_ns"]) == (7, -50)  # 2S down one


def test_64A1_footnote_a_trick_won_in_dummy_is_not_won_by_declarer() -> None:
    # Trick 7: dummy leads the HQ and wins it; North discards the D3 holding the HT.
    t = board8(lines(*BASE[:6]) + "S HQ\nW H6\nN D3\nE H5\nS DJ\ndirector\n")
    assert won(t)[6] == "S"
    found = only_revoke(t)
    assert (found["offender"], found["clause"], found["transferred"]) == ("N", "64A2", 1)
    assert t.tricks_declarer == t.tricks_before_revokes - 1


def test_64A2_revoke_not_won_by_the_offender_later_trick_won_one_trick() -> None:
    # West discards C4 holding K63 of hearts; East's ace wins trick 1.
    t = board8("E HA\nS H2\nW C4\nN H7\nE H4\ndirector\n")
    assert won(t)[0] == "E"
    found = only_revoke(t)
    assert (found["clause"], found["transferred"]) == ("64A2", 1)
    assert (t.tricks_before_revokes, t.tricks_declarer) == (9, 10)
    assert result_json(t)["score_ns"] == 170  # 2S made with two overtricks


# ------------------------------------------------------------------------------ 64B
def test_64B1_offending_side_won_no_trick_from_the_revoke_on() -> None:
    t = play_out(table(AUCTION_7NT_N + "E C5\nS C9\nW D2\nN CA\nN HA\nE H5\nS H8\nW H2\n"
                       "director\n", deal=GRAND, board=1, dealer="N"))
    assert len(won(t)) == 13 and set(won(t)) <= {"N", "S"}
    found = only_revoke(t)
    assert (found["offender"], found["clause"], found["transferred"]) == ("W", "64B1", 0)
    assert (t.tricks_declarer, result_json(t)["score_ns"]) == (13, 1520)


def test_64B2_second_revoke_in_the_same_suit_by_the_same_player() -> None:
    t = board8("E HA\nS H2\nW C4\nN H7\n"  # West's first heart revoke
               "E H4\nS H8\nW C6\nN H9\n"  # and his second, the first established
               "N D3\nE D4\ndirector\n")
    first, second = revokes_json(t)
    assert (first["clause"], first["transferred"]) == ("64A2", 1)
    assert (second["trick"], second["clause"], second["transferred"]) == (2, "64B2", 0)
    assert t.tricks_declarer == t.tricks_before_revokes + 1


def test_64B3_dummys_failure_to_play_a_card() -> None:
    # Dummy's club on the heart ace (South holds Q82 of hearts); dummy plays to trick 2.
    t = board8("E HA\nS C2\nW H3\nN H7\nE H4\nS H2\ndirector\n")
    found = only_revoke(t)
    assert (found["offender"], found["established"]) == ("S", True)
    assert (found["clause"], found["transferred"]) == ("64B3", 0)
    assert t.tricks_declarer == t.tricks_before_revokes


def test_64B3_failure_to_play_a_penalty_card_via_law_52() -> None:
    # West's CA is a major penalty card (54D, 50D2b); he plays the C4 to East's club lead.
    t = board8("W CA\ndirector\nN chooses 54D\nN chooses 50D2b\nE C3\nS C2\nW C4\n"
               "director\nN chooses 52B1a\n")
    assert revoke_irregularities(t) == []
    (listed,) = revokes_json(t)  # a penalty card not played is a revoke for Law 64
    assert (listed["kind"], listed["card"], listed["clause"]) == ("penalty-card", "C4", "64B3")
    assert listed["transferred"] == 0 and listed["equity"] is None
    found = adjustment(t)
    assert found is not None and found.clauses == ("64B3",)
    assert found.transferred_to_ns == 0
    assert t.tricks_declarer == t.tricks_before_revokes


def test_64B7_both_sides_revoked_both_established_no_transfer() -> None:
    t = board8("E HA\nS H2\nW C4\nN H7\n"   # West revokes (hearts)
               "E C3\nS C2\nW CA\nN S4\n"   # North ruffs holding the CK: revokes too
               "N D3\ndirector\n")
    first, second = revokes_json(t)
    assert (first["offender"], second["offender"]) == ("W", "N")
    assert (first["clause"], second["clause"]) == ("64B7", "64B7")
    assert first["transferred"] == second["transferred"] == 0
    assert t.tricks_declarer == t.tricks_before_revokes


# ------------------------------------------------------------------------ 62D, 64B6
TRICK_12_REVOKE = lines(*BASE[:11]) + "N D5\nE C8\nS D9\nW CT\n"  # West holds the DT


def test_62D_a_trick_12_revoke_found_before_trick_13_is_corrected() -> None:
    t = table(AUCTION_2S_N + TRICK_12_REVOKE + "director\n")
    assert t.pending is not None and t.pending.laws == ("62A",) and t.pending.chooser is W
    t = board8(TRICK_12_REVOKE + "director\nW chooses 62A DT\n")
    assert won(t)[11:] == "WS"  # the DT wins trick 12; the CT (penalty card) is led to 13
    assert only_revoke(t)["corrected"] and only_revoke(t)["transferred"] == 0
    assert (t.tricks_declarer, result_json(t)["score_ns"]) == (8, 110)


def test_62D1_established_by_a_concession_still_corrected() -> None:
    t = table(AUCTION_2S_N + TRICK_12_REVOKE + "W concedes 1\ndirector\n")
    assert t.pending is not None and t.pending.laws == ("62D",)
    assert only_revoke(t)["established"] is True


def test_62D1_corrected_even_after_trick_13_is_begun() -> None:
    t = table(AUCTION_2S_N + TRICK_12_REVOKE + "S CJ\nW DT\ndirector\n")
    assert t.pending is not None and t.pending.laws == ("62D",)


def test_62D_correction_after_a_concession_changes_the_score() -> None:
    t = table(AUCTION_2S_N + TRICK_12_REVOKE + "W concedes 1\ndirector\nW chooses 62A DT\n")
    assert won(t)[11] == "W"
    assert (t.tricks_declarer, result_json(t)["score_ns"]) == (8, 110)


# ------------------------------------------------------------------------ 61B, 43B2b
def test_61B_declarer_asks_a_defender_who_showed_out_recorded() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW C4\nN asks W\n")
    assert [str(m) for m in t.notes][-1] == (
        "Law 61B: North asks West whether he has a card of the suit led")
    assert t.pending is None and not revoke_irregularities(t)[0].facts["established"]


def test_61B_dummy_may_ask_declarer_only() -> None:
    with pytest.raises(RecordError, match="dummy may ask declarer only"):
        table(AUCTION_2S_N + "E HA\nS H2\nW C4\nS asks W\n")


def test_43B2b_dummy_after_a_43A2_breach_asks_declarer_law_64_applies() -> None:
    log = "E HA\nS H2\nW H3\nN S4\ndirector rules 43A2 S\nS asks N\n"
    t = table(AUCTION_2S_N + log)
    assert t.pending is not None
    assert (t.pending.laws, t.pending.chooser, t.pending.options) == (("43B2b",), N, ("62A",))
    t = board8(log + "N chooses 62A H7\n")
    assert [str(c) for c in t.tricks[0].cards] == ["HA", "H2", "H3", "H7"]
    found = only_revoke(t)
    # corrected, yet 64 applies as though established: East won trick 1, so 64A2
    assert (found["established"], found["clause"], found["transferred"]) == (True, "64A2", 1)
    assert t.tricks_declarer == t.tricks_before_revokes - 1


def test_43B2b_without_a_breach_dummys_question_is_only_recorded() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW H3\nN S4\nS asks N\n")
    assert t.pending is None and not revoke_irregularities(t)[0].facts["established"]


# ---------------------------------------------------------------------- JSON and 64C
def test_the_json_revokes_field_and_the_score_after_the_transfer(tmp_path: Path) -> None:
    """``bridgelaws rule --json`` on a complete record: 64A1, two tricks to EW."""
    t = board8("E HA\nS H2\nW H3\nN S4\nN D3\ndirector\n")
    played = [f"{seat.letter} {card}\n" for seat, card in _cards(t)]
    played.insert(5, "director\n")  # after North's lead to trick 2, as in board8
    path = tmp_path / "revoke.pbn"
    path.write_text(record(AUCTION_2S_N + "".join(played)), encoding="utf-8")
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["rule", str(path), "--json", "--lang", "en"])
    assert code == 0
    r = json.loads(out.getvalue())
    (found,) = r["revokes"]
    assert set(found) == {"event", "trick", "offender", "card", "kind", "established",
                          "corrected",
                          "clause", "transferred", "equity"}
    assert (found["trick"], found["offender"], found["card"], found["established"],
            found["corrected"], found["clause"], found["transferred"]) == (
        1, "N", "S4", True, False, "64A1", 2)
    assert found["event"] == 11  # North's S4 is the 11th event line of the TableLog
    assert (r["status"], r["tricks_declarer"], r["score_ns"]) == ("complete", 7, -50)
    assert found == only_revoke(t)


def _cards(t: Table) -> list[tuple[Seat, str]]:
    """Every card played at ``t``, in order, with the seat it came from."""
    out: list[tuple[Seat, str]] = []
    for trick in t.tricks:
        seat = trick.leader
        for card in trick.cards:
            out.append((seat, str(card)))
            seat = seat.next(1)
    return out


def test_64C_equity_figure_checked_by_hand() -> None:
    pytest.importorskip("endplay")
    # Before trick 11 (NS 6 tricks, EW 4), North on lead:
    #   N S5 D5 D3   E HJ C8 C7   S D9 CJ C5   W DT CT C9
    # North leads D5, East C7, dummy D9; West discards C9 holding the DT (the revoke).
    # Had West followed, his DT wins trick 11 and he must lead a club: North ruffs with the
    # S5 and his D3 is then high: NS take 2 of the last 3, 8 in all (East's and dummy's
    # cards change nothing). At the table dummy's D9 wins trick 11, North ruffs trick 12,
    # West's DT wins trick 13: NS 8 as played, 9 after the 64A2 trick. Compensated.
    t = board8(lines(*BASE[:10]) + "N D5\nE C7\nS D9\nW C9\nS CJ\nW CT\ndirector\n"
               "N S5\nE C8\nN D3\nE HJ\nS C5\nW DT\n")
    assert won(t)[10:] == "SNW"
    found = only_revoke(t)
    assert (found["clause"], found["transferred"]) == ("64A2", 1)
    assert found["equity"] == {"had_followed": 8, "after_transfer": 9, "compensated": True}
    assert (t.tricks_declarer, result_json(t)["score_ns"]) == (9, 140)


def test_64A1_the_text_report_shows_the_law_64_transfer() -> None:
    from bridgelaws.render.report import render_table

    t = board8("E HA\nS H2\nW H3\nN S4\nN D3\ndirector\n")
    text = render_table(t, "en")
    assert "7 tricks (down 1)" in text
    assert "Law 64A1" in text and "Tricks after Law 64" in text
