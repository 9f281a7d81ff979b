"""Chains of irregularities of the play (Laws 49-60), each from a concrete position.

Most positions are board 8 (``tests.helpers.DEAL8``): 2S by North after ``AUCTION_2S_N``;
East leads, South is dummy.
  N ♠KJ654 ♥T97 ♦KQ53 ♣K      E ♠T87 ♥AJ54 ♦64 ♣Q873
  S ♠932 ♥Q82 ♦AJ92 ♣J52      W ♠AQ ♥K63 ♦T87 ♣AT964
``T1`` is trick 1: ♥A ♥2 ♥3 ♥7, won by East, who leads to trick 2.

The tests marked ``xfail(strict=True)`` show engine bugs: each says what the 2017 Law
expects; they will pass (and then fail as XPASS) once the engine is fixed.
"""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.errors import RecordError
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.helpers import AUCTION_2S_N, cards, table

T1 = AUCTION_2S_N + "E HA\nS H2\nW H3\nN H7\n"


def penalty(t: Table) -> dict[str, list[tuple[str, str, str]]]:
    return {str(s): [(str(p.card), p.kind.value, p.law) for p in v]
            for s, v in t.penalty_cards.items() if v}


def pending(t: Table) -> tuple[str, tuple[str, ...], tuple[str, ...]] | None:
    p = t.pending
    return None if p is None else (str(p.chooser), p.options, p.laws)


def restrictions(t: Table) -> list[tuple[str, str, str]]:
    return [(str(r.seat), r.kind, r.suit.letter) for r in t.lead_restrictions]


def trick(t: Table) -> list[str]:
    return [str(c) for c in t.trick_cards]


D50D2 = ("50D2a-require", "50D2a-prohibit", "50D2b")
OPTIONS_57A = ("57A1", "57A2", "57A3", "57A4")

# West's ♣A exposed at trick 1 (49: an honour, major); East leads trick 2 under 50D2b; North
# wins it with ♦K and leads trick 3.
CA_49 = (AUCTION_2S_N + "E HA\nW shows CA\ndirector\nS H2\nW H3\nN H7\nN chooses 50D2b\n"
         "E D4\nS D2\nW D8\nN DK\n")


# ---------------------------------------------------------------- 49 then 57A


def test_57A_premature_play_by_a_defender_who_already_holds_a_penalty_card() -> None:
    """West holds the ♣A as a major penalty card (49). North leads ♣K and West plays the ♣A
    before his partner East: it is still a premature play (57A) — a major penalty card, and
    declarer's options for East. East must play his highest club (57A1); West then plays
    the ♣A at his own turn (50D1a) and wins the trick."""
    log = CA_49 + "N CK\nW CA\n"
    t = table(log)
    assert t.irregularities[-1].kind is Kind.PLAY_OUT_OF_TURN
    t = table(log + "director\n")
    assert pending(t) == ("N", OPTIONS_57A, ("57",))
    assert [(c, k) for c, k, _ in penalty(t)["W"]] == [("CA", "major")]
    t = table(log + "director\nN chooses 57A1\n")
    assert t.to_act is Seat.EAST and cards(t) == ["CQ"]
    t = table(log + "director\nN chooses 57A1\nE CQ\nS C2\n")
    assert cards(t) == ["CA"]
    t = table(log + "director\nN chooses 57A1\nE CQ\nS C2\nW CA\n")
    assert penalty(t) == {} and t.winners[-1] is Seat.WEST


def test_57A_then_51A_two_penalty_cards_from_different_laws() -> None:
    """West holds the ♣A (49). North leads ♥9 and West plays the ♦10 before East (57A): two
    penalty cards, both major (50B). East must play his lowest heart (57A2); West wins with
    the ♥K and must lead a penalty card: both can legally be led, so declarer designates
    which (51A)."""
    log = CA_49 + "N H9\nW DT\ndirector\n"
    t = table(log)
    assert penalty(t) == {"W": [("CA", "major", "49"), ("DT", "major", "57A")]}
    assert pending(t) == ("N", OPTIONS_57A, ("57",))
    t = table(log + "N chooses 57A2\n")
    assert cards(t) == ["H4"]
    t = table(log + "N chooses 57A2\nE H4\nS H8\n")
    assert cards(t) == ["H6", "HK"]  # following suit comes first (50D1b)
    t = table(log + "N chooses 57A2\nE H4\nS H8\nW HK\n")
    assert t.winners[-1] is Seat.WEST and pending(t) == ("N", ("CA", "DT"), ("51A",))
    t = table(log + "N chooses 57A2\nE H4\nS H8\nW HK\nN chooses DT\n")
    assert cards(t) == ["DT"]
    t = table(log + "N chooses 57A2\nE H4\nS H8\nW HK\nN chooses DT\nW DT\n")
    assert penalty(t) == {"W": [("CA", "major", "49")]}  # still a penalty card


# as in the test above, but East plays his highest heart and wins the trick
B51 = CA_49 + "N H9\nW DT\ndirector\nN chooses 57A1\nE HJ\nS H8\nW H6\n"


def test_57A_then_51B2_partner_leads_with_penalty_cards_in_two_suits() -> None:
    """As above, but declarer makes East play his highest heart (57A1): East's ♥J wins and
    East is to lead while West has penalty cards in clubs and diamonds (51B2)."""
    t = table(B51)
    assert t.winners[-1] is Seat.EAST
    assert pending(t) == ("N", ("51B2a", "51B2b", "51B2c"), ("51B2",))
    t = table(B51 + "N chooses 51B2a D\n")
    assert restrictions(t)[0] == ("E", "require", "D")
    assert penalty(t) == {"W": [("CA", "major", "49")]}  # the other suit's card remains


@pytest.mark.parametrize("option", ["51B2a D", "51B2b D"])
def test_51B2_one_choice_for_the_lead_no_second_50D2_choice(option: str) -> None:
    t = table(B51 + f"N chooses {option}\n")
    assert t.pending is None
    assert cards(t) == (["D6"] if option.startswith("51B2a") else
                        ["C3", "C7", "C8", "CQ", "H4", "H5", "S7", "S8", "ST"])


# ---------------------------------------------------------------- 50D2a prohibit, 50D1b, 59

# before the opening lead both defenders expose a club honour (49): West the ♣A, East the ♣Q
TWO_CLUBS = AUCTION_2S_N + "W shows CA\nE shows CQ\ndirector\n"


def test_50D2a_prohibit_a_penalty_card_that_cannot_be_led_50D1b() -> None:
    """East is to lead with his own ♣Q as a major penalty card, and his partner's ♣A gives
    declarer the 50D2 choice: he prohibits clubs. The prohibition comes first (50D1b): East
    may not lead the ♣Q, which stays a penalty card for the next legal opportunity."""
    t = table(TWO_CLUBS)
    assert pending(t) == ("N", D50D2, ("50D2",)) and cards(t) == []
    t = table(TWO_CLUBS + "N chooses 50D2a-prohibit\n")
    assert restrictions(t) == [("E", "prohibit", "C")]
    assert penalty(t) == {"E": [("CQ", "major", "49")]}  # West's ♣A is picked up
    assert cards(t) == ["D4", "D6", "H4", "H5", "HA", "HJ", "S7", "S8", "ST"]
    t = table(TWO_CLUBS + "N chooses 50D2a-prohibit\nE HA\nS H2\nW H3\nN H7\n")
    assert t.winners[-1] is Seat.EAST  # East retains the lead: the prohibition still binds
    assert restrictions(t) == [("E", "prohibit", "C")] and "CQ" not in cards(t)
    t = table(TWO_CLUBS + "N chooses 50D2a-prohibit\nE HA\nS H2\nW H3\nN H7\nE H4\nS H8\n"
              "W HK\nN H9\nN chooses 50D2b\nW C4\nN CK\n")
    assert restrictions(t) == [] and cards(t) == ["CQ"]  # now 50D1a: the first legal chance


def test_59_the_player_holds_only_the_prohibited_suit_then_50D1a() -> None:
    """East holds only clubs, his own ♣Q is a major penalty card, and declarer prohibits
    clubs because of West's ♣2 (50D2a). East cannot comply: he may lead any otherwise legal
    card (59) — and a major penalty card must be played at the first legal opportunity
    (50D1a): the ♣Q."""
    deal = "N:9876.T9876.T987. A...AKQJT9876543 5432.5432.65432. KQJT.AKQJ.AKQJ.2"
    log = ("N 1NT\nE P\nS P\nW P\nE SA\nS S2\nW ST\nN S6\nW shows C2\nE shows CQ\ndirector\n"
           "director rules 50B no\n")
    t = table(log, deal=deal, board=1, dealer="N")
    assert penalty(t) == {"E": [("CQ", "major", "49")], "W": [("C2", "major", "49")]}
    assert pending(t) == ("N", D50D2, ("50D2",))
    t = table(log + "N chooses 50D2a-prohibit\n", deal=deal, board=1, dealer="N")
    assert restrictions(t) == [("E", "prohibit", "C")] and cards(t) == ["CQ"]
    t = table(log + "N chooses 50D2a-prohibit\nE CQ\n", deal=deal, board=1, dealer="N")
    assert t.irregularities[-1].kind is Kind.EXPOSED_CARD  # no new irregularity: not a revoke
    assert penalty(t) == {}


# ---------------------------------------------------------------- 57B, 59

# Board 10 of the transcripts (play-57A3-partner-plays-suit-named): 4S by West; dummy East
# leads ♠K and North plays his last spade before South, who has none left.
BOARD10 = "N:763.9854.J953.K4 AKQ8.QJT6.A87.T5 5.K72.KQ42.A9732 JT942.A3.T6.QJ86"
B10 = ("E 1NT\nS P\nW 4S\nN P\nE P\nS P\nN H4\nE HQ\nS HK\nW HA\nW SJ\nN S3\nE S8\nS S5\n"
       "W S2\nN S6\nE SA\nS C2\nE SK\nN S7\ndirector\n")


@pytest.mark.parametrize("option", ["57A1", "57A2"])
def test_57B_the_partner_cannot_comply_with_57A_plays_any_card(option: str) -> None:
    """Declarer requires South's highest (or lowest) spade: South has none, so he may play
    any card (57B, Law 59); North's ♠7 is played at his turn."""
    t = table(B10 + f"W chooses {option}\n", deal=BOARD10, board=10, dealer="E", vul="All")
    assert t.to_act is Seat.SOUTH and len(cards(t)) == 10  # his whole hand
    t = table(B10 + f"W chooses {option}\nS H2\nW S4\n", deal=BOARD10, board=10,
              dealer="E", vul="All")
    assert cards(t) == ["S7"] and t.irregularities[-1].kind is Kind.PLAY_OUT_OF_TURN


def test_57A4_names_a_suit_the_partner_must_then_avoid_if_he_can() -> None:
    t = table(B10 + "W chooses 57A4 D\n", deal=BOARD10, board=10, dealer="E", vul="All")
    assert cards(t) == ["C3", "C7", "C9", "CA", "H2", "H7"]


# ---------------------------------------------------------------- 56 then 57A

LEAD_56 = T1 + "W CA\ndirector\nN chooses 56\n"  # West leads out of turn at trick 2


def test_56_lead_out_of_turn_then_a_premature_lead_57A() -> None:
    """Declarer refuses West's lead out of turn (56: the ♣A is a major penalty card) and
    lets East lead anything (50D2b). East leads ♥4 and, before West has played, leads ♣3 to
    the next trick (57A). Declarer's 57A1 binds West before his penalty card (50D1b): the
    ♥K. West wins and is to lead, and East's ♣3 now gives declarer the 50D2 choice."""
    t = table(LEAD_56)
    assert penalty(t) == {"W": [("CA", "major", "56")]}
    assert pending(t) == ("N", D50D2, ("50D2",))
    log = LEAD_56 + "N chooses 50D2b\nE H4\nS H8\nE C3\ndirector\n"
    t = table(log)
    assert pending(t) == ("N", OPTIONS_57A, ("57",))
    t = table(log + "N chooses 57A1\n")
    assert penalty(t) == {"E": [("C3", "major", "57A")], "W": [("CA", "major", "56")]}
    assert cards(t) == ["HK"]
    t = table(log + "N chooses 57A1\nW HK\nN H9\n")
    assert t.winners[-1] is Seat.WEST and pending(t) == ("N", D50D2, ("50D2",))
    t = table(log + "N chooses 57A1\nW HK\nN H9\nN chooses 50D2a-require\n")
    assert cards(t) == ["CA"]  # clubs required, and his own ♣A is the first legal one


# ---------------------------------------------------------------- 58B2 then 50D2, then 49

CA_58B2 = AUCTION_2S_N + "E HA\nS H2\nW H3 CA\nN H7\n"  # West's ♣A comes out with the ♥3


def test_58B2_penalty_card_then_the_50D2_choice() -> None:
    t = table(CA_58B2)
    assert penalty(t) == {"W": [("CA", "major", "58B2")]}  # an honour: major (50B)
    assert t.rulings[-2].outcomes == ["58B2", "50B"]
    assert pending(t) == ("N", D50D2, ("50D2",)) and cards(t) == []
    t = table(CA_58B2 + "N chooses 50D2a-require\n")
    assert penalty(t) == {} and restrictions(t) == [("E", "require", "C")]
    assert cards(t) == ["C3", "C7", "C8", "CQ"]


@pytest.mark.parametrize(("shown", "legal"), [
    ("D6", ["C3", "C7", "C8", "CQ"]),  # the requirement first (50D1b); the ♦6 stays
    ("C8", ["C8"]),                    # a club: both duties agree
])
def test_49_exposed_card_by_the_player_who_must_lead_a_required_suit(
        shown: str, legal: list[str]) -> None:
    log = CA_58B2 + f"N chooses 50D2a-require\nE shows {shown}\ndirector\n"
    t = table(log)
    assert t.pending_judgment is not None and t.pending_judgment.clause == "50B"
    t = table(log + "director rules 50B no\n")
    assert penalty(t) == {"E": [(shown, "major", "49")]}
    assert restrictions(t) == [("E", "require", "C")] and cards(t) == legal
    assert t.pending is None  # East's own penalty card gives declarer no 50D2 choice


# ---------------------------------------------------------------- 57D then a lead out of turn

OOT_57D = T1 + "W CA\nE C3\n"  # West leads out of turn; East plays ♣3 at North's turn (57D)


def test_57D_card_stands_and_is_played_when_the_lead_out_of_turn_is_accepted() -> None:
    t = table(OOT_57D)
    assert t.rulings[-1].outcomes == ["57D"] and str(t.early[Seat.EAST]) == "C3"
    t = table(OOT_57D + "director\n")
    assert pending(t) == ("N", ("53A", "56"), ("53", "56"))
    t = table(OOT_57D + "director\nN chooses 53A\nN CK\n")
    assert trick(t) == ["CA", "CK", "C3"] and t.to_act is Seat.SOUTH


def test_57D_early_card_when_the_lead_out_of_turn_is_refused_56_then_50D2() -> None:
    t = table(OOT_57D + "director\nN chooses 56\n")
    assert penalty(t).get("W") == [("CA", "major", "56")]
    assert trick(t) == [] and t.to_act is Seat.EAST
    assert pending(t) == ("N", D50D2, ("50D2",))


# ---------------------------------------------------------------- 52 after 50D2

# Board 1: 1S by North; East leads. West, void in diamonds, has the ♣A as a major penalty
# card (49) and discards the ♣2 instead (52) as the last card of trick 2, which East wins.
D52 = "N:KQJ98.AK2.543.K3 432.QJ9.AKQJ6.Q4 T.43.T9872.JT987 A765.T8765..A652"
L52 = ("N 1S\nE P\nS P\nW P\nE HQ\nS H3\nW H5\nW shows CA\ndirector\nN HA\nN D5\nE DA\nS D2\n"
       "W C2\n")


def test_52_failure_to_play_the_penalty_card_then_50D2_at_partners_lead() -> None:
    t = table(L52, deal=D52, board=1, dealer="N")
    assert t.irregularities[-1].kind is Kind.PENALTY_CARD_NOT_PLAYED
    assert pending(t) == ("N", D50D2, ("50D2",))


def test_52B2_after_50D2a_picked_up_the_penalty_card_does_not_crash() -> None:
    with pytest.raises(RecordError):
        table(L52 + "N chooses 50D2a-require\nN chooses 52B2\n", deal=D52, board=1,
              dealer="N")


# ---------------------------------------------------------------- reported as irregularities


def test_57D_58B_45F_are_listed_among_the_irregularities() -> None:
    t = table(AUCTION_2S_N + "E HA\nW DT\nS H2\nW H3 H6\nN H7\nS indicates D2\n")
    assert len(t.irregularities) >= 3  # 57D (♦10), 58B2 (♥6), 45F (♦2)


# ---------------------------------------------------------------- 46B1b in second hand

BOARD3 = "N:76.QJ95.Q972.AT4 95.63.J84.KJ9853 KT82.AK.KT63.Q76 AQJ43.T8742.A5.2"


def test_46B1b_win_in_second_hand_names_no_card_that_is_not_known_to_win() -> None:
    log = "S 1NT\nW P\nN 3NT\nE P\nS P\nW P\nW D5\nS names win\n"
    t = table(log, deal=BOARD3, board=3, dealer="S", vul="EW")
    assert trick(t) == ["D5"] and t.to_act is Seat.NORTH


# ---------------------------------------------------------------- a penalty card led out of turn

# West's ♣A is a major penalty card (49); East wins trick 1 and declarer lets him lead
# anything (50D2b); West leads the ♣A out of turn instead.
CA_OOT = (AUCTION_2S_N + "E HA\nW shows CA\ndirector\nS H2\nW H3\nN H7\nN chooses 50D2b\n"
          "W CA\n")


@pytest.mark.parametrize("accept", ["director\nN chooses 53A\n", ""])  # by statement, by conduct
def test_53A_a_penalty_card_led_out_of_turn_and_accepted_is_no_longer_a_penalty_card(
        accept: str) -> None:
    t = table(CA_OOT + accept + "N CK\nE C3\nS C2\n")
    assert len(t.tricks) == 2 and t.winners[-1] is Seat.WEST
    assert penalty(t) == {}


def test_52B2_cannot_substitute_a_card_already_played() -> None:
    log = (CA_OOT + "director\nN chooses 53A\nN CK\nE C3\nS C2\nW shows D7\ndirector\n"
           "director rules 50B no\nW HK\ndirector\n")
    t = table(log)
    assert pending(t) == ("N", ("52B1a", "52B2"), ("52",))
    with pytest.raises(RecordError):
        table(log + "N chooses 52B2 CA\n")


def test_56_a_penalty_card_led_out_of_turn_and_refused_stays_a_penalty_card() -> None:
    t = table(CA_OOT + "director\nN chooses 56\n")
    assert trick(t) == [] and [c for c, _, _ in penalty(t)["W"]] == ["CA"]
    assert t.to_act is Seat.EAST and pending(t) is None  # 50D2b was already chosen for
    # this lead, with the same penalty card


# ---------------------------------------------------------------- 57C2 early card, then 62A

# Dummy wins trick 1 with ♦A and leads ♠2, pointing at the ♠3 (45F); East puts down ♥4 before
# West (57C2: no rectification, played at his turn). North then discards ♥9 holding spades: a
# revoke, and East's ♥4, played at his turn by the same event, is a revoke too (61A).
TWO_REVOKES = AUCTION_2S_N + "E D4\nS DA\nW D7\nN D3\nS S2\nS indicates S3\nE H4\nW SQ\nN H9\n"


def test_57C2_early_card_that_revokes_when_it_is_played() -> None:
    t = table(TWO_REVOKES)
    assert t.rulings[-1].outcomes == ["57C2"]
    revokes = [i for i in t.irregularities if i.kind is Kind.REVOKE]
    assert [(str(i.offender), str(i.card)) for i in revokes] == [("N", "H9"), ("E", "H4")]
    t = table(TWO_REVOKES + "director\n")
    assert pending(t) == ("N", ("62A",), ("62A",))
    t = table(TWO_REVOKES + "director\nN chooses 62A S4\n")
    assert pending(t) == ("E", ("62A",), ("62A",))  # 62C3: both sides revoked: both corrected


def test_62A_the_second_revoke_of_one_event_can_be_corrected() -> None:
    t = table(TWO_REVOKES + "director\nN chooses 62A S4\nE chooses 62A S7\n")
    assert penalty(t) == {"E": [("H4", "major", "62B1")]}
    assert [str(c) for c in t.tricks[-1].cards] == ["S2", "SQ", "S4", "S7"]
