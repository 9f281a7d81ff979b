"""Law 64 under the 1997 book (issue 17): the penalty after an established revoke.

1997 differs from 2017 in two places (docs/laws-1997-64.md): 64A2 transfers a second trick
when the offending player later won a trick with a card he could legally have played to the
revoke trick; and there is no 64B7 (both sides revoked) nor 64B8. The boards are those of
the 2017 casebook (``tests/laws/test_law64_revoke_adjustment.py``: Board 8, 2S by North,
East on lead, South dummy), plus ``HEART_KING`` below.
"""

from __future__ import annotations

from bridgelaws.cards import SUIT_MASKS, Suit
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law61_64_revoke as law61_2017
from bridgelaws.laws.book1997 import law61_64_revoke as law61_1997
from bridgelaws.laws.book1997.law64_revoke_adjustment import extra_tricks_64A2, transfer
from bridgelaws.laws.law64_revoke_adjustment import AttentionDrawn, Revoke, RevokeKind
from bridgelaws.laws.law64_revoke_adjustment import transfer as transfer_2017
from bridgelaws.seats import Side
from tests.laws.test_editions import table
from tests.laws.test_law64_revoke_adjustment import (
    BASE,
    BOTH_SIDES,
    DECLARER,
    DUMMY_REVOKES,
    E_RUFFS_W_DISCARDS,
    N_RUFFS_TRICK_1,
    W_REVOKES_12,
    W_REVOKES_TWICE,
    E,
    N,
    S,
    W,
    board,
    winners,
)

# Trick 1: West discards C4 on East's heart ace holding K63 of hearts (East wins); trick 2:
# West wins East's heart lead with the king — a card he could have played to trick 1.
HEART_KING = board(
    "E HA H2 C4 H7", "E H4 H8 HK H9", "W SA S4 S7 S2", "W SQ SK S8 S3",
    "N SJ ST S9 C6", "N DK D4 D2 D7", "N DQ D6 D9 D8", "N D3 C3 DA DT",
    "S DJ C9 D5 C7", "S C2 CA CK C8", "W CT S6 CQ CJ", "N S5 H5 C5 H6",
    "N HT HJ HQ H3",
)

#: the same play at the table: the auction 1C 1S P 2S P P P, the revoke established when
#: East leads to trick 2, the Director called then
HEART_KING_LOG = (
    "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"
    "E HA\nS H2\nW C4\nN H7\nE H4\ndirector\nS H8\nW HK\nN H9\n"
    "W SA\nN S4\nE S7\nS S2\nW SQ\nN SK\nE S8\nS S3\nN SJ\nE ST\nS S9\nW C6\n"
    "N DK\nE D4\nS D2\nW D7\nN DQ\nE D6\nS D9\nW D8\nN D3\nE C3\nS DA\nW DT\n"
    "S DJ\nW C9\nN D5\nE C7\nS C2\nW CA\nN CK\nE C8\nW CT\nN S6\nE CQ\nS CJ\n"
    "N S5\nE H5\nS C5\nW H6\nN HT\nE HJ\nS HQ\nW H3\n"
)


def test_the_board_is_as_described() -> None:
    assert winners(HEART_KING) == "EWWNNNNSSWNNS"


# ------------------------------------------------------------------ the book


def test_the_1997_book_rules_the_revoke_with_its_own_law_64() -> None:
    assert BOOK_1997.law("61") is law61_1997 and BOOK_2017.law("61") is law61_2017
    # Laws 61-63 (detection, establishment, correction) are the 2017 module's
    assert law61_1997.ruling is law61_2017.ruling and law61_1997.choose is law61_2017.choose


def test_1997_64A2_at_the_table_two_tricks_where_2017_transfers_one() -> None:
    t97, t17 = table(HEART_KING_LOG, "1997"), table(HEART_KING_LOG)
    assert t97.tricks_before_revokes == t17.tricks_before_revokes == 9
    assert (t97.tricks_declarer, t17.tricks_declarer) == (11, 10)
    adj = law61_1997.adjustment(t97)
    assert adj is not None and adj.clauses == ("64A2",) and adj.rectifications[0].tricks == (0, 1)


# ------------------------------------------------------------------ 64A2


def test_1997_64A2_second_trick_won_with_a_card_that_could_have_followed() -> None:
    adj = transfer(HEART_KING, [Revoke(0, W)], DECLARER)
    (r,) = adj.rectifications
    assert (r.clause, r.tricks) == ("64A2", (0, 1))
    assert (adj.tricks_ns, adj.tricks_ew) == (11, 2)
    assert "one more" in r.explanation.render("en")
    # 2017 64A2: one trick, whatever card won the later trick
    assert transfer_2017(HEART_KING, [Revoke(0, W)], DECLARER).transferred_to_ns == 1


def test_1997_64A2_the_second_trick_needs_a_further_trick_of_the_side() -> None:
    # West revokes in diamonds on trick 6 and wins trick 12 with the diamond ten, the only
    # trick his side wins from the revoke on: one trick (WBF Laws Committee, 2000)
    assert extra_tricks_64A2(Revoke(5, W), W_REVOKES_TWICE) == (11,)
    adj = transfer(W_REVOKES_TWICE, [Revoke(5, W), Revoke(7, W)], DECLARER)
    assert [(r.clause, r.tricks) for r in adj.rectifications] == [("64A2", (11,)),
                                                                   ("64B2", ())]
    assert "one more" not in adj.rectifications[0].explanation.render("en")


def test_1997_64A2_the_later_trick_is_won_by_the_offender_himself() -> None:
    # trick 2 of HEART_KING was won by West; had East revoked on trick 1, West's king would
    # not count: a trick won by the offender's partner is no "such trick"
    assert extra_tricks_64A2(Revoke(0, E), HEART_KING) == ()
    # nor does a later trick the offender won with a card of another suit
    assert extra_tricks_64A2(Revoke(0, W), HEART_KING) == (1,)  # not trick 10 (club ace)


def test_1997_64A2_a_restriction_counts_the_cards_that_would_have_complied() -> None:
    clubs = SUIT_MASKS[Suit.CLUBS]
    revoke = Revoke(0, W, RevokeKind.RESTRICTION, suit=Suit.CLUBS)
    assert extra_tricks_64A2(revoke, HEART_KING, legal=clubs) == (9,)  # the club ace
    adj = transfer(HEART_KING, [revoke], DECLARER, legal={(0, W): clubs})
    assert adj.rectifications[0].tricks == (0, 9)


def test_1997_64A2_two_revokes_of_one_side_share_the_tricks_it_won() -> None:
    # East's 64A1 (trick 6) and West's 64A2 (trick 8): East-West won tricks 6 and 13 from
    # there; West's second trick (13, won with the diamond ten) is the only one left to
    # West's first: each revoke gets one, never the same trick twice
    adj = transfer(E_RUFFS_W_DISCARDS, [Revoke(5, E), Revoke(7, W)], DECLARER)
    assert [(r.clause, r.tricks) for r in adj.rectifications] == [("64A1", (5,)),
                                                                   ("64A2", (12,))]
    assert adj.transferred_to_ns == 2


# ------------------------------------------------------------------ 64A1, 64B


def test_1997_64A1_as_2017() -> None:
    adj = transfer(N_RUFFS_TRICK_1, [Revoke(0, N)], DECLARER)
    assert (adj.clauses, adj.rectifications[0].tricks) == (("64A1",), (0, 5))
    assert "the penalty" in adj.rectifications[0].explanation.render("en")


def test_1997_no_64B7_both_sides_revoked_each_is_penalized() -> None:
    revokes = [Revoke(5, W), Revoke(6, N)]
    assert transfer_2017(BOTH_SIDES, revokes, DECLARER).clauses == ("64B7", "64B7")
    adj = transfer(BOTH_SIDES, revokes, DECLARER)
    assert [(r.clause, r.tricks) for r in adj.rectifications] == [("64A2", (9, 12)),
                                                                   ("64A2", (6,))]
    assert (adj.tricks_ns, adj.tricks_ew) == (8, 5)
    assert "both sides revoked" in adj.explanation.render("en")


def test_1997_64B3_a_card_of_dummy() -> None:
    adj = transfer(DUMMY_REVOKES, [Revoke(1, S)], DECLARER)
    assert adj.clauses == ("64B3",) and adj.transferred_to_ew == 0


def test_1997_64B3_a_penalty_card_not_played() -> None:
    adj = transfer(BASE, [Revoke(1, W, RevokeKind.PENALTY_CARD, suit=Suit.CLUBS)], DECLARER)
    assert adj.clauses == ("64B3",)


def test_1997_64B4_64B5_attention_drawn_too_late() -> None:
    late = [Revoke(0, N, attention=AttentionDrawn.AFTER_CALL_ON_NEXT_DEAL)]
    assert transfer(N_RUFFS_TRICK_1, late, DECLARER).clauses == ("64B4",)
    late = [Revoke(0, N, attention=AttentionDrawn.AFTER_ROUND_ENDED)]
    assert transfer(N_RUFFS_TRICK_1, late, DECLARER).clauses == ("64B5",)


def test_1997_64B6_the_twelfth_trick() -> None:
    assert transfer(W_REVOKES_12, [Revoke(11, W)], DECLARER).clauses == ("64B6",)


def test_1997_64B1_no_trick_of_the_offending_side_from_the_revoke_on() -> None:
    # a revoke by East on trick 13, which South wins: East-West win nothing from there
    assert transfer(HEART_KING, [Revoke(12, E)], DECLARER).clauses == ("64B1",)


def test_62A_a_revoke_not_established_is_corrected() -> None:
    adj = transfer(HEART_KING, [Revoke(0, W, established=False)], DECLARER)
    assert adj.clauses == ("62A",) and adj.transferred_to_ns == 0


def test_claimed_tricks_are_later_tricks_of_the_side() -> None:
    adj = transfer(HEART_KING[:2], [Revoke(0, W)], DECLARER, claimed_ns=11)
    assert adj.rectifications[0].tricks == (0, 1)
    assert adj.tricks_of(Side.NS) == 13


def test_the_1997_explanations_render_in_russian() -> None:
    adj = transfer(HEART_KING, [Revoke(0, W)], DECLARER)
    text = adj.rectifications[0].explanation.render("ru")
    assert text.startswith("Правило 64A2 (1997)") and "наказание" in text
    assert "Взятки после Правила 64 (1997)" in adj.explanation.render("ru")



def test_1997_a_revoke_deemed_under_67B_loses_the_one_trick_67B_names() -> None:
    # Law 67B (still the 2017 module in the 1997 book) deems a revoke and transfers one trick
    # under 64A2: no second trick, though West later won a trick with a heart. The table's
    # revoke is marked as Law 67 marks the revokes it deems.
    t = table(HEART_KING_LOG, "1997")
    (irr,) = [i for i, _ in law61_1997.revokes_for_64(t)]
    irr.facts["deemed"] = True
    adj = law61_1997.adjustment(t)
    assert adj is not None and adj.rectifications[0].tricks == (0,)
