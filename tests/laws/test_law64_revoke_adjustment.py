"""Law 64 (2017) — the trick adjustment after an established revoke, as a casebook.

Every board is Board 8 of the shared examples (tests/helpers.py): 2S by North, East on lead,
South dummy; N KJ654.T97.KQ53.K, E T87.AJ54.64.Q873, S 932.Q82.AJ92.J52, W AQ.K63.T87.AT964.
Without a revoke, EW take tricks 1-4 and the last, NS the rest (``BASE``: 8 tricks).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.cards import Card, Strain, Suit
from bridgelaws.deal import Deal
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.laws.law64_revoke_adjustment import (
    AttentionDrawn,
    PlayedTrick,
    Revoke,
    RevokeKind,
    transfer,
)
from bridgelaws.play import Trick
from bridgelaws.seats import Seat, Side
from tests.helpers import DEAL8

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DECLARER = N


def board(*lines: str, trump: Strain = Strain.SPADES) -> list[PlayedTrick]:
    """Tricks written ``"E HA H2 H3 S4"`` (leader, then the cards from the leader); the
    winner is Law 44's, and every card must come from the hand that played it."""
    deal = Deal.from_pbn(DEAL8)
    out = []
    for line in lines:
        leader_text, *card_texts = line.split()
        trick = Trick(Seat.parse(leader_text))
        for text in card_texts:
            card = Card.parse(text)
            assert deal.holder(card) is trick.to_play, line
            trick = trick.add(card)
        out.append(PlayedTrick(trick.leader, trick.cards, trick.winner(trump)))
    return out


def winners(tricks: list[PlayedTrick]) -> str:
    return "".join(t.winner.letter for t in tricks)


BASE = board(
    "E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK D4 DA D7", "S HQ H6 HT H5", "S DJ D8 DQ D6",
    "N SJ ST S9 C4", "N S6 C3 D2 C6", "N S5 C7 C5 C9", "N D5 C8 D9 DT",
    "W CT D3 HJ CJ",
)
# Trick 1: North ruffs the heart ace holding T97 of hearts, and wins the trick.
N_RUFFS_TRICK_1 = board(
    "E HA H2 H3 S4", "N SK S7 S2 SA", "W CA CK C3 C2", "W HK H7 H4 H8",
    "W SQ S5 S8 S3", "W DT DQ D4 DA", "S HQ H6 H9 H5", "S DJ D7 DK D6",
    "N SJ ST S9 C4", "N HT HJ D2 C6", "E CQ C5 C9 S6", "N D5 C7 D9 D8",
    "S CJ CT D3 C8",
)
# Trick 6: East ruffs the diamond king holding D64 and wins it; EW win nothing later.
E_RUFFS_TRICK_6 = board(
    "E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK ST D2 D7", "E HJ HQ H6 HT", "S DA D8 D3 D4",
    "S DJ DT DQ D6", "N SJ C3 S9 C4", "N S6 H5 C5 C6", "N S5 C7 D9 C9",
    "N D5 C8 CJ CT",
)
# ... and on trick 8 East revokes again in diamonds (discards C3 holding D64).
E_RUFFS_THEN_REVOKES = board(
    "E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK ST D2 D7", "E HJ HQ H6 HT", "S DA D8 D3 C3",
    "S DJ DT DQ D4", "N SJ H5 S9 C4", "N S6 D6 C5 C6", "N S5 C7 D9 C9",
    "N D5 C8 CJ CT",
)
# East ruffs trick 6; West discards C4 on trick 8 holding DT8 and wins the last trick.
E_RUFFS_W_DISCARDS = board(
    "E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK ST D2 D7", "E HJ HQ H6 HT", "S DA C4 D3 D4",
    "S DJ D8 DQ D6", "N SJ C3 S9 C6", "N S6 H5 C5 C9", "N S5 C7 D9 CT",
    "N D5 C8 CJ DT",
)
# Trick 6: West discards C4 holding DT87; trick 8: he discards C6 holding DT7.
W_REVOKES_TWICE = board(
    "E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK D4 DA C4", "S HQ H6 HT H5", "S DJ C6 DQ D6",
    "N SJ ST S9 D7", "N S6 C3 D2 D8", "N S5 C7 C5 C9", "N D5 C8 D9 DT",
    "W CT D3 HJ CJ",
)
# Trick 8: West discards C4 holding DT8, then throws both diamonds on the trumps.
W_REVOKES_8 = board(
    "E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK D4 DA D7", "S HQ H6 HT H5", "S DJ C4 DQ D6",
    "N SJ ST S9 DT", "N S6 C3 D2 D8", "N S5 C7 C5 C6", "N D5 C8 D9 C9",
    "S CJ CT D3 HJ",
)
# Trick 12: West discards CT holding DT.
W_REVOKES_12 = board(
    "E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK D4 DA D7", "S HQ H6 HT H5", "S DJ D8 DQ D6",
    "N SJ ST S9 C4", "N S6 C3 D2 C6", "N S5 C7 C5 C9", "N D5 C8 D9 CT",
    "S CJ DT D3 HJ",
)
# Trick 6: West discards C4 holding DT87; trick 7: North discards D3 holding HT7.
BOTH_SIDES = board(
    "E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK D4 DA C4", "S HQ H6 D3 H5", "S DJ D7 DQ D6",
    "N SJ ST S9 C6", "N HT HJ D2 D8", "E C8 CJ C9 S5", "N S6 C3 C5 CT",
    "N D5 C7 D9 DT",
)
# Trick 7: North (declarer) discards D3 holding HT7; dummy wins the trick.
N_REVOKES_7 = board(
    "E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK D4 DA D7", "S HQ H6 D3 H5", "S DJ D8 DQ D6",
    "N SJ ST S9 C4", "N HT HJ D2 C6", "E C8 CJ C9 S5", "N S6 C3 C5 CT",
    "N D5 C7 D9 DT",
)
# Trick 2: declarer has dummy play D2 on the club queen though dummy holds J52 of clubs.
DUMMY_REVOKES = board(
    "E HA H2 H3 H7", "E CQ D2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
    "W SQ SK S8 S3", "N DK D4 DA D7", "S HQ H6 HT H5", "S DJ D8 DQ D6",
    "N SJ ST S9 C4", "N S6 C3 C2 C6", "N S5 C7 C5 C9", "N D5 C8 D9 DT",
    "W CT D3 HJ CJ",
)


def test_the_casebook_boards_are_as_described() -> None:
    assert winners(BASE) == "EWWWNSSNNNNWS"
    assert winners(N_RUFFS_TRICK_1) == "NWWWWSSNNENSS"
    assert winners(E_RUFFS_TRICK_6) == "EWWWNESSNNNNN"
    assert winners(E_RUFFS_W_DISCARDS) == "EWWWNESSNNNNW"
    assert winners(W_REVOKES_8) == "EWWWNSSNNNNSS"
    assert winners(N_REVOKES_7) == "EWWWNSSNNENNW"


def test_no_revoke_no_transfer() -> None:
    adj = transfer(BASE, [], DECLARER)
    assert adj.rectifications == () and (adj.tricks_ns, adj.tricks_ew) == (8, 5)
    assert adj.declarer_tricks == 8


def test_64A1_revoke_won_by_the_offender_and_a_later_trick_two_tricks() -> None:
    # North ruffs trick 1 and wins it; NS win tricks 6-9 and more later: 64A1 gives EW the
    # revoke trick and one later NS trick.
    adj = transfer(N_RUFFS_TRICK_1, [Revoke(0, N)], DECLARER)
    (r,) = adj.rectifications
    assert r.clause == "64A1" and r.transferred == 2 and r.tricks[0] == 0
    assert (adj.transferred_to_ew, adj.tricks_ns, adj.tricks_ew) == (2, 6, 7)
    assert "Law 64A1" in r.explanation.render("en")
    assert "2 tricks go to the other side" in r.explanation.render("en")


def test_64A1_with_no_later_trick_of_the_offending_side_only_the_revoke_trick() -> None:
    adj = transfer(E_RUFFS_TRICK_6, [Revoke(5, E)], DECLARER)
    assert adj.clauses == ("64A1",) and adj.rectifications[0].tricks == (5,)
    assert (adj.tricks_ns, adj.tricks_ew) == (9, 4)


def test_64A2_revoke_not_won_by_the_offender_later_trick_won_one_trick() -> None:
    # West discards on trick 6 (South wins it); West wins trick 12: one trick.
    adj = transfer(W_REVOKES_TWICE, [Revoke(5, W)], DECLARER)
    (r,) = adj.rectifications
    assert r.clause == "64A2" and r.transferred == 1 and r.tricks == (11,)
    assert (adj.tricks_ns, adj.tricks_ew) == (9, 4)


def test_64A2_footnote_a_trick_won_in_dummy_is_not_won_by_declarer() -> None:
    # Declarer revokes on trick 7 and dummy wins it: 64A2 (one trick), not 64A1.
    adj = transfer(N_REVOKES_7, [Revoke(6, N)], DECLARER)
    assert adj.clauses == ("64A2",) and adj.transferred_to_ew == 1
    assert adj.declarer_tricks == 6


def test_64B1_offending_side_won_no_trick_from_the_revoke_on() -> None:
    adj = transfer(W_REVOKES_8, [Revoke(7, W)], DECLARER)
    (r,) = adj.rectifications
    assert r.clause == "64B1" and r.transferred == 0
    assert (adj.tricks_ns, adj.tricks_ew) == (9, 4)
    assert "Law 64B1" in r.explanation.render("en")


def test_64B2_second_revoke_in_the_same_suit_by_the_same_player() -> None:
    adj = transfer(W_REVOKES_TWICE, [Revoke(5, W), Revoke(7, W)], DECLARER)
    assert adj.clauses == ("64A2", "64B2")
    assert adj.transferred_to_ns == 1 and (adj.tricks_ns, adj.tricks_ew) == (9, 4)
    assert "64C2a" in adj.rectifications[1].explanation.render("en")


def test_64B2_needs_the_first_revoke_established() -> None:
    first = Revoke(5, W, established=False)
    adj = transfer(W_REVOKES_TWICE, [first, Revoke(7, W)], DECLARER)
    assert adj.clauses == ("62A", "64A2")


def test_64B2_does_not_cover_a_revoke_in_another_suit() -> None:
    adj = transfer(W_REVOKES_TWICE, [Revoke(5, W), Revoke(7, W, suit=Suit.HEARTS)],
                   DECLARER)
    assert adj.clauses == ("64A2", "64A2")
    # only one EW trick (12) was won from trick 8 on, and tricks transfer once
    assert adj.transferred_to_ns == 1


def test_64B2_after_64A1_by_the_same_player() -> None:
    adj = transfer(E_RUFFS_THEN_REVOKES, [Revoke(5, E), Revoke(7, E)], DECLARER)
    assert adj.clauses == ("64A1", "64B2") and adj.transferred_to_ns == 1


def test_64B3_failure_to_play_a_card_belonging_to_dummy() -> None:
    adj = transfer(DUMMY_REVOKES, [Revoke(1, S)], DECLARER)
    (r,) = adj.rectifications
    assert r.clause == "64B3" and adj.transferred_to_ew == 0
    assert "dummy" in r.explanation.render("en")


def test_64B3_failure_to_play_a_penalty_card() -> None:
    adj = transfer(W_REVOKES_TWICE, [Revoke(5, W, kind=RevokeKind.PENALTY_CARD)], DECLARER)
    assert adj.clauses == ("64B3",) and adj.transferred_to_ns == 0


def test_64A_a_lead_or_play_restriction_is_rectified_like_a_failure_to_follow() -> None:
    adj = transfer(W_REVOKES_TWICE, [Revoke(5, W, kind=RevokeKind.RESTRICTION)], DECLARER)
    assert adj.clauses == ("64A2",)


def test_64B4_and_64B5_attention_drawn_too_late() -> None:
    late = transfer(W_REVOKES_TWICE,
                    [Revoke(5, W, attention=AttentionDrawn.AFTER_CALL_ON_NEXT_DEAL)], DECLARER)
    ended = transfer(W_REVOKES_TWICE,
                     [Revoke(5, W, attention=AttentionDrawn.AFTER_ROUND_ENDED)], DECLARER)
    assert late.clauses == ("64B4",) and ended.clauses == ("64B5",)
    assert late.transferred_to_ns == ended.transferred_to_ns == 0


def test_64B6_revoke_on_the_twelfth_trick() -> None:
    adj = transfer(W_REVOKES_12, [Revoke(11, W)], DECLARER)
    (r,) = adj.rectifications
    assert r.clause == "64B6" and r.transferred == 0
    assert (adj.tricks_ns, adj.tricks_ew) == (9, 4)
    assert "62D" in r.explanation.render("en")


def test_64B7_both_sides_revoked_and_both_revokes_established() -> None:
    adj = transfer(BOTH_SIDES, [Revoke(5, W), Revoke(6, N)], DECLARER)
    assert adj.clauses == ("64B7", "64B7")
    assert adj.transferred_to_ns == adj.transferred_to_ew == 0
    assert "Law 64C" in adj.rectifications[0].explanation.render("en")


def test_64B7_needs_both_revokes_established() -> None:
    adj = transfer(BOTH_SIDES, [Revoke(5, W), Revoke(6, N, established=False)], DECLARER)
    assert adj.clauses == ("64A2", "62A")


def test_64B8_corrected_under_62C3() -> None:
    adj = transfer(W_REVOKES_TWICE, [Revoke(5, W, corrected_62C3=True)], DECLARER)
    assert adj.clauses == ("64B8",) and adj.transferred_to_ns == 0


def test_62A_a_revoke_not_established_is_corrected_not_rectified() -> None:
    adj = transfer(W_REVOKES_TWICE, [Revoke(5, W, established=False)], DECLARER)
    assert adj.clauses == ("62A",) and adj.transferred_to_ns == 0
    assert "Law 62A" in adj.rectifications[0].explanation.render("en")


def test_two_revokes_by_one_side_share_the_tricks_it_won() -> None:
    # East's 64A1 (trick 6 plus one later EW trick) and West's 64A2 (trick 8 on): EW won
    # only trick 6 and trick 13 from trick 6 on, so two tricks move, not three.
    adj = transfer(E_RUFFS_W_DISCARDS, [Revoke(5, E), Revoke(7, W)], DECLARER)
    assert adj.clauses == ("64A1", "64A2")
    assert [r.tricks for r in adj.rectifications] == [(5,), (12,)]
    assert (adj.transferred_to_ns, adj.tricks_ns, adj.tricks_ew) == (2, 9, 4)


def test_claimed_tricks_count_as_later_tricks_of_the_offending_side() -> None:
    # Play stops after trick 6 (West revoked on it; South won it); EW claim 3 of the 7 left.
    adj = transfer(W_REVOKES_TWICE[:6], [Revoke(5, W)], DECLARER, claimed_ns=4,
                   claimed_ew=3)
    (r,) = adj.rectifications
    assert r.clause == "64A2" and len(r.tricks) == 1 and r.tricks[0] >= 6
    assert (adj.tricks_ns, adj.tricks_ew) == (7, 6)


def test_the_explanations_render_in_russian() -> None:
    adj = transfer(N_RUFFS_TRICK_1, [Revoke(0, N)], DECLARER)
    text = adj.rectifications[0].explanation.render("ru")
    assert "64A1" in text and "взятк" in text
    assert "64" in adj.explanation.render("ru")


def test_bad_input_is_an_impossible_action() -> None:
    for call in (
        lambda: transfer(BASE[:12], [], DECLARER),
        lambda: transfer(BASE, [Revoke(13, W)], DECLARER),
        lambda: transfer([*BASE[:12], BASE[0]], [], DECLARER),
    ):
        try:
            call()
        except ImpossibleActionError:
            continue
        raise AssertionError("expected ImpossibleActionError")


# ------------------------------------------------------------------ properties

SEATS = list(Seat)


@st.composite
def boards_with_revokes(draw: st.DrawFn) -> tuple[list[PlayedTrick], list[Revoke], int, int]:
    """A shuffled pack dealt into 13 tricks with random leaders and winners (Law 64 reads
    only the record), possibly cut short by a claim, and random revokes."""
    order = draw(st.permutations(range(52)))
    played = draw(st.integers(min_value=1, max_value=13))
    tricks = [PlayedTrick(draw(st.sampled_from(SEATS)),
                          tuple(Card.from_index(i) for i in order[4 * k:4 * k + 4]),
                          draw(st.sampled_from(SEATS)))
              for k in range(played)]
    claimed_ns = draw(st.integers(min_value=0, max_value=13 - played))
    revokes = draw(st.lists(st.builds(
        Revoke, trick=st.integers(min_value=0, max_value=played - 1),
        offender=st.sampled_from(SEATS), kind=st.sampled_from(list(RevokeKind)),
        suit=st.one_of(st.none(), st.sampled_from(list(Suit))), established=st.booleans(),
        attention=st.sampled_from(list(AttentionDrawn)),
        corrected_62C3=st.booleans()),
        max_size=4))
    return tricks, revokes, claimed_ns, 13 - played - claimed_ns


@settings(max_examples=300, deadline=None)
@given(boards_with_revokes(), st.sampled_from(SEATS))
def test_property_13_tricks_and_never_more_than_64A_allows(
        case: tuple[list[PlayedTrick], list[Revoke], int, int], declarer: Seat) -> None:
    tricks, revokes, claimed_ns, claimed_ew = case
    adj = transfer(tricks, revokes, declarer, claimed_ns=claimed_ns, claimed_ew=claimed_ew)
    assert adj.tricks_ns + adj.tricks_ew == 13
    assert min(adj.tricks_ns, adj.tricks_ew) >= 0
    won = [t.winner.side for t in tricks] + [Side.NS] * claimed_ns + [Side.EW] * claimed_ew
    moved: set[int] = set()
    for r in adj.rectifications:
        limit = {"64A1": 2, "64A2": 1}.get(r.clause, 0)
        assert r.transferred == len(r.tricks) <= limit
        side = r.revoke.offender.side
        # only tricks won by the offending side from the revoke trick on, each once
        assert all(i >= r.revoke.trick and won[i] is side for i in r.tricks)
        assert not moved & set(r.tricks)
        moved |= set(r.tricks)
        if r.clause == "64A1":
            assert tricks[r.revoke.trick].winner is r.revoke.offender
        if not r.revoke.established:
            assert r.clause == "62A"
        if r.revoke.offender is declarer.partner and r.revoke.established:
            assert r.transferred == 0
    for side in Side:
        ours = sum(1 for i in range(13) if won[i] is side)
        assert adj.transferred_to(side.other) <= ours
