"""The seeds' worked examples as tests (issue 17): the EBL commentary in the user's Russian
source documents, paragraph by paragraph, where the engine models the situation.

The seeds: ``../shared/seeds/000_e6bd157a70ac61c4.txt`` (the commentary on Laws 53-61: the end
of Law 53, then 54.1-61.2; lines 1-280, repeated from line 281) and
``../shared/seeds/002_eba7e993cbe3593d.txt`` (67.7-69.1). The commentary was written on the
1987 Laws; each example runs under the **1997** book (the seeds' edition) unless it says
otherwise, and where the 1997 and 2017 books agree the test says so by running both. The
commentary's "Law 50E2" (declarer's options at the partner's lead) is 50D2 in 1997 and 2017.

A record is built from the example's facts. The commentary gives no deals: every example uses
board 8 of the shared examples (``tests.helpers.DEAL8``; dealer West, 2S by North after W 1C,
N 1S, E P, S 2S, W P, N P, E P; East on lead, South dummy) or a golden record of
``tests/transcripts/`` that has the same facts, ruled here under 1997.

Examples not tested here, and why:

* **54.6, 55.6** the Director states all the options before the choice and does not press a
  player (10C1): conduct of the Director; the engine lists the options in every ruling.
* **55.2** no decision by the defenders: the lead is retracted — there is no event for
  "no decision" (the record has the defenders' choice or the lead played on).
* **55.4, 55.5** declarer's use of information from the lead out of turn, defenders who change
  their minds, and the Director's adjustment (72B1, 84E): judgment only.
* **57.1-57.3, 58.1** definitions and the purpose of the law: no ruling to test (57.1-57.2's
  two cases are those of 57.4 and the premature lead to the next trick, ruled the same way).
* **58.3-58.5** whether the second card can be a legal play in rotation, which card was
  visible, and the protection of Law 47 for the non-offending side: facts the record does
  not carry (which card was seen) or judgment.
* **59.3, 59.4** no second try for an opponent whose penalty could not be met, penalty cards
  picked up all the same, a prohibition not met that does not bind the next lead: in
  ``test_seeds_examples_59_60.py`` (59.1, 59.2 and 59.5 are here, with 57.6 and 61.1).
* **60.2, 60.6** players settling a rectification among themselves, a forceful player at the
  table (Laws 10, 92B): conduct, judgment.
* **60.3, 60.4, 60.7** the legalized play, penalties already imposed staying in force, a
  further infraction by the offenders: in ``test_seeds_examples_59_60.py``. **61.2**
  inquiries about a revoke between partners: conduct.
* **67.8, 67.9, 67.11** too few cards after several cards went to a defective trick (which
  card was exposed in play), the highest card that could legally have been played, a missing
  card (Law 14B): facts the record cannot state (which card was seen) — 67.11 is Law 14's
  (``tests/transcripts/missing-14B2-found-later-revoke.pbn``).
* **68.1-68.5, 68.9-68.12, 69.1** definitions of claim, concession and agreement, and how a
  claim is heard: the claims engine (``tests/claims/``); **68.7** is a casebook case there
  (``tests/claims/casebook/seed-002-68-7-partner-lead-a-heart.pbn``, ruled under 1997).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws import Seat
from bridgelaws.cards import Card
from bridgelaws.record import loads
from bridgelaws.rulings import PenaltyKind
from bridgelaws.table import Table
from tests.helpers import record

SEEDS_000 = "../shared/seeds/000_e6bd157a70ac61c4.txt"
SEEDS_002 = "../shared/seeds/002_eba7e993cbe3593d.txt"
TRANSCRIPTS = Path(__file__).resolve().parents[1] / "transcripts"

#: 2S by North; East is on lead, South will be dummy
AUCTION = "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"
#: trick 1: East leads the club three, North wins with the king; North is on lead
NORTH_WINS_TRICK_1 = "E C3\nS C2\nW C4\nN CK\n"
#: trick 1: East leads the diamond six, dummy wins with the ace; dummy is on lead
DUMMY_WINS_TRICK_1 = "E D6\nS DA\nW D7\nN D3\n"


def game(log: str, edition: str = "1997") -> Table:
    """Board 8 after the auction ``AUCTION`` and ``log``, ruled under ``edition``."""
    text = record(AUCTION + log).replace("[Deal ", f'[Edition "{edition}"]\n[Deal ', 1)
    (g,) = loads(text)
    return Table.from_game(g)


def transcript(name: str, edition: str = "1997") -> Table:
    """A golden record of ``tests/transcripts/`` ruled under ``edition``."""
    text = (TRANSCRIPTS / f"{name}.pbn").read_text(encoding="utf-8")
    (g,) = loads(text.replace("[Deal ", f'[Edition "{edition}"]\n[Deal ', 1))
    return Table.from_game(g)


def legal(t: Table) -> list[str]:
    return sorted(str(c) for c in t.legal_cards)


def penalty_cards(t: Table) -> dict[Seat, list[tuple[str, PenaltyKind]]]:
    return {s: [(str(pc.card), pc.kind) for pc in pcs] for s, pcs in t.penalty_cards.items()
            if pcs}


# ------------------------------------------------------------------ Law 53 (seed 000)


@pytest.mark.parametrize("edition", ["1997", "2017"])
def test_seed_000_53_end_the_proper_lead_stands_the_card_led_in_error_goes_back(
        edition: str) -> None:
    """Seeds 000, lines 1-4 (the end of the commentary on Law 53, its number cut off): when
    the player whose turn it was leads before the lead out of turn is accepted or refused,
    his lead stands, and the card played in error goes back without penalty (16C may apply).
    West leads the heart king when North, declarer, is on lead; North then leads."""
    t = game(NORTH_WINS_TRICK_1 + "W HK\nN D3\n", edition)
    assert [(str(c)) for c in t.trick_cards] == ["D3"]  # North's lead is the trick's
    assert penalty_cards(t) == {}  # no penalty for the card led in error
    assert t.to_act is Seat.EAST
    assert Card.parse("HK") in t.hand(Seat.WEST)  # West holds the king again


# ------------------------------------------------------------------ Law 54 (seed 000)

#: West faces the club ace as the opening lead; East was on lead
LEAD_OUT_OF_TURN = "W CA\n"


def test_seed_000_54_1_declarer_may_spread_his_hand_and_become_dummy() -> None:
    """Seeds 000, 54.1: after a faced opening lead out of turn declarer may spread his hand
    and let his partner play (54A); he must be offered that option."""
    t = game(LEAD_OUT_OF_TURN + "director\n")
    p = t.pending
    assert p is not None and p.chooser is Seat.NORTH and "54A" in p.options
    t = game(LEAD_OUT_OF_TURN + "director\nN chooses 54A\n")
    assert t.declarer is Seat.SOUTH and t.dummy is Seat.NORTH
    assert [str(c) for c in t.trick_cards] == ["CA"]  # the lead stands


def test_seed_000_54_2_declarer_who_shows_a_card_while_spreading_becomes_dummy() -> None:
    """Seeds 000, 54.2: declarer begins to spread his hand and exposes even one card: he
    becomes dummy under 54.1 and must spread the rest (54A by conduct)."""
    t = game(LEAD_OUT_OF_TURN + "N shows SK\n")
    assert t.rulings[0].chosen == "54A" and t.rulings[0].by_conduct
    assert t.declarer is Seat.SOUTH and t.dummy is Seat.NORTH


def test_seed_000_54_3_declarer_accepts_and_plays_second_from_his_own_hand() -> None:
    """Seeds 000, 54.3: declarer who does not spread may accept the lead (Law 53): dummy is
    spread and declarer plays first from his own hand, dummy's card fourth."""
    t = game(LEAD_OUT_OF_TURN + "director\nN chooses 54B\n")
    assert t.declarer is Seat.NORTH and t.to_act is Seat.NORTH  # second to the trick
    assert legal(t) == ["CK"]
    t = game(LEAD_OUT_OF_TURN + "director\nN chooses 54B\nN CK\nE C3\n")
    assert t.to_act is Seat.SOUTH  # dummy plays fourth


def test_seed_000_54_4_declarer_who_could_see_dummy_must_accept() -> None:
    """Seeds 000, 54.4: declarer could have seen one or more of dummy's cards before his
    choice: he must accept the lead and proceed as in 54.3 (54C). Dummy begins to spread."""
    t = game(LEAD_OUT_OF_TURN + "S shows S9\ndirector\n")
    assert t.pending is None and t.rulings[0].chosen == "54B"
    assert "54C" in t.rulings[0].laws and t.to_act is Seat.NORTH


def test_seed_000_54_5_declarer_refuses_a_major_penalty_card_and_50D2() -> None:
    """Seeds 000, 54.5: declarer may refuse the lead: the card becomes a major penalty card
    (Law 56), the lead reverts to the offender's partner, and before he leads declarer may
    use his options of Law 50 (the commentary's 50E2, 1997's 50D2)."""
    t = game(LEAD_OUT_OF_TURN + "director\nN chooses 54D\n")
    assert penalty_cards(t) == {Seat.WEST: [("CA", PenaltyKind.MAJOR)]}
    assert t.to_act is Seat.EAST and t.trick_cards == []
    p = t.pending
    assert p is not None and p.laws == ("50D2",) and p.chooser is Seat.NORTH
    assert "Law 50D2 (1997)" in p.explanation[0].render("en")


def test_seed_000_54_7_the_options_of_law_53_with_a_face_down_lead_at_once() -> None:
    """Seeds 000, 54.7 (and 58.2): the Director offers the options even when the player on
    lead faced his own lead at the same moment: the correct lead counts first, and the card
    led out of turn is deemed played after it (58A)."""
    t = game("W C4\nE C3 simultaneous\n")
    assert next(str(c) for c in t.trick_cards) == "C3"  # East's lead, in turn, is first


# ------------------------------------------------------------------ Law 55 (seed 000)

#: trick 1 to North; trick 2: North leads a diamond, West wins; then North leads the spade
#: king out of turn (West is on lead)
DECLARER_OUT_OF_TURN = ("E C3\nS C5\nW C6\nN CK\nN D3\nE D4\nS D9\nW DT\nN SK\n")


def test_seed_000_55_1_either_defender_may_accept_or_require_retraction() -> None:
    """Seeds 000, 55.1: declarer leads out of turn from his hand; either defender may accept
    the lead or require its retraction, the first to speak deciding."""
    t = game(DECLARER_OUT_OF_TURN + "director\n")
    p = t.pending
    assert p is not None and p.offender is Seat.NORTH and p.chooser in (Seat.EAST, Seat.WEST)
    assert p.options == ("53A", "55B")  # accept it, or require its retraction
    t = game(DECLARER_OUT_OF_TURN + "director\nE chooses 53A\n")
    assert [str(c) for c in t.trick_cards] == ["SK"] and t.to_act is Seat.EAST
    t = game(DECLARER_OUT_OF_TURN + "director\nE chooses 55B\n")
    assert t.rulings[0].chosen == "55B" and t.to_act is Seat.WEST


def test_seed_000_55_3_retracted_no_further_penalty_for_declarer() -> None:
    """Seeds 000, 55.3: the lead retracted, the correct hand leads; declarer has no further
    penalty (his card is no penalty card, 48A)."""
    t = game(DECLARER_OUT_OF_TURN + "director\nE chooses 55B\n")
    assert penalty_cards(t) == {} and t.trick_cards == [] and t.to_act is Seat.WEST
    t = game(DECLARER_OUT_OF_TURN + "director\nE chooses 55B\nW H3\n")
    assert "SK" not in legal(t) and t.to_act is Seat.NORTH  # North follows to hearts


def test_seed_000_55_3_from_the_wrong_hand_the_right_hand_leads_any_suit() -> None:
    """Seeds 000, 55.3: declarer led from his hand when dummy was on lead; retracted, the lead
    is made from dummy, in any suit — not necessarily the suit led out of turn (55B2)."""
    t = game(DUMMY_WINS_TRICK_1 + "N SK\ndirector\nE chooses 55B\n")
    assert t.to_act is Seat.SOUTH and t.rulings[0].outcomes == ["55B2"]
    assert {"H2", "C2", "S2"} <= set(legal(t))
    t = game(DUMMY_WINS_TRICK_1 + "N SK\ndirector\nE chooses 55B\nS H2\n")
    assert [str(c) for c in t.trick_cards] == ["H2"]


# ------------------------------------------------------------------ Law 56 (seed 000)

#: trick 1: East leads the club three, West wins with the ace; then East leads the heart ace
#: out of turn (West is on lead)
DEFENDER_OUT_OF_TURN = "E C3\nS C2\nW CA\nN CK\nE HA\n"


def test_seed_000_56_1_and_56_2_refused_the_card_is_a_major_penalty_card() -> None:
    """Seeds 000, 56.1-56.2: declarer (who must be offered Law 53) does not accept a
    defender's lead out of turn: the card is retracted and becomes a major penalty card, and
    declarer's options at the partner's lead follow (50E2 in the commentary, 50D2)."""
    t = game(DEFENDER_OUT_OF_TURN + "director\n")
    p = t.pending
    assert p is not None and p.chooser is Seat.NORTH and "56" in p.options
    t = game(DEFENDER_OUT_OF_TURN + "director\nN chooses 56\n")
    assert penalty_cards(t) == {Seat.EAST: [("HA", PenaltyKind.MAJOR)]}
    assert t.to_act is Seat.WEST and t.pending is not None and t.pending.laws == ("50D2",)


def test_seed_000_56_3_the_choice_comes_again_while_the_penalty_card_remains() -> None:
    """Seeds 000, 56.3: a card that became a penalty card by declarer's choice is disposed of
    by Law 50, and declarer chooses again each time the holder's partner gets the lead while
    it is on the table. West's club ace, refused (54D), stays (50D2b); East wins trick 1 and
    leads trick 2 — declarer chooses again."""
    log = ("W CA\ndirector\nN chooses 54D\nN chooses 50D2b\nE HA\nS H2\nW H3\nN H7\n")
    t = game(log)
    assert penalty_cards(t) == {Seat.WEST: [("CA", PenaltyKind.MAJOR)]}
    assert t.to_act is Seat.EAST
    assert t.pending is not None and t.pending.laws == ("50D2",)


# ------------------------------------------------------------------ Law 57 (seed 000)

#: dummy leads the heart two; East, fourth to play, plays the heart ace before West
PREMATURE = DUMMY_WINS_TRICK_1 + "S H2\nE HA\n"


@pytest.mark.parametrize(("option", "west"), [("57A1", "HK"), ("57A2", "H3")])
def test_seed_000_57_4_a_and_b_partner_plays_the_highest_or_lowest(option: str,
                                                                    west: str) -> None:
    """Seeds 000, 57.4 (a) and (b): the card played before partner is a major penalty card;
    declarer may require partner to play the highest, or the lowest, card of the suit led.
    West holds K63 of hearts."""
    t = game(PREMATURE + "director\n")
    p = t.pending
    assert p is not None and p.chooser is Seat.NORTH
    assert {"57A1", "57A2"} <= set(p.options)
    assert penalty_cards(t) == {Seat.EAST: [("HA", PenaltyKind.MAJOR)]}
    t = game(PREMATURE + f"director\nN chooses {option}\n")
    assert t.to_act is Seat.WEST and legal(t) == [west]


def test_seed_000_57_4_c_partner_may_be_barred_from_a_suit() -> None:
    """Seeds 000, 57.4 (c): declarer may forbid partner to play a card of one suit he names
    (a trump, say) — 57A4 in the engine's option names; binding only when partner cannot
    follow suit (the obligation to follow comes first): West follows to hearts."""
    t = game(PREMATURE + "director\nN chooses 57A4 S\n")
    assert t.to_act is Seat.WEST and legal(t) == ["H3", "H6", "HK"]


def test_seed_000_57_5_the_penalty_card_is_played_at_the_first_legal_opportunity() -> None:
    """Seeds 000, 57.5: the major penalty card must be played at the first legal opportunity
    — in the current trick too, if it can legally be: East's heart ace, at his turn."""
    t = game(PREMATURE + "director\nN chooses 57A1\nW HK\nN H7\n")
    assert t.to_act is Seat.EAST and legal(t) == ["HA"]


def test_seed_000_57_7_no_penalty_once_declarer_played_from_both_hands() -> None:
    """Seeds 000, 57.7: when declarer has played from both hands before the defender plays
    out of turn, there is no penalty (57C1). Dummy leads the heart two, North plays the seven
    before West (57C3: it stands), then East plays the ace before West."""
    t = game(DUMMY_WINS_TRICK_1 + "S H2\nN H7\nE HA\n")
    assert penalty_cards(t) == {} and t.pending is None
    assert [r.outcomes for r in t.rulings] == [["57C3"], ["57C1"]]
    assert t.to_act is Seat.WEST and legal(t) == ["H3", "H6", "HK"]


#: West is out of spades after trick 3; dummy wins trick 5 and is on lead
WEST_VOID_IN_SPADES = (DUMMY_WINS_TRICK_1 + "S S2\nW SQ\nN SK\nE S7\nN SJ\nE S8\nS S3\nW SA\n"
                       "W D8\nN DK\nE D4\nS D2\nN D5\nE H4\nS DJ\nW DT\n")


def test_seed_000_57_6_and_59_2_a_requirement_that_cannot_be_met() -> None:
    """Seeds 000, 57.6 and 59.1-59.2: declarer's requirement the player cannot meet lets him
    play any card (Law 59); there is no further penalty but the penalty card. Dummy leads a
    spade, East plays his ten before West, declarer requires West's highest spade: West has
    none left."""
    t = game(WEST_VOID_IN_SPADES + "S S9\nE ST\ndirector\nN chooses 57A1\n")
    assert t.to_act is Seat.WEST and not any(c.startswith("S") for c in legal(t))
    assert legal(t) == sorted(str(c) for c in t.hand(Seat.WEST))  # any card he holds
    assert penalty_cards(t) == {Seat.EAST: [("ST", PenaltyKind.MAJOR)]}


def test_seed_000_59_5_and_61_1_not_complying_when_able_is_a_revoke() -> None:
    """Seeds 000, 59.5 and 61.1: failing to comply with a lead penalty when able to is treated
    as a revoke (61A). West's club ace, refused (54D), a major penalty card; declarer requires
    East to lead a club (50D2a); East, who holds clubs, leads a heart."""
    log = "W CA\ndirector\nN chooses 54D\nN chooses 50D2a-require\n"
    assert legal(game(log)) == ["C3", "C7", "C8", "CQ"]
    t = game(log + "E H4\n")
    assert [(i.kind.name, i.offender) for i in t.irregularities][-1] == ("REVOKE", Seat.EAST)


# ------------------------------------------------------------------ Law 60 (seed 000)


def test_seed_000_60_5_defender_plays_before_declarers_correct_lead() -> None:
    """Seeds 000, 60.5: declarer was required to retract his lead out of turn (from either
    hand), and a defender plays before declarer leads from the correct hand: the defender's
    card becomes a penalty card (Law 50). Dummy was on lead; North led the spade king; East
    requires retraction; West plays the heart king before dummy leads."""
    t = game(DUMMY_WINS_TRICK_1 + "N SK\ndirector\nE chooses 55B\nW HK\n")
    assert penalty_cards(t) == {Seat.WEST: [("HK", PenaltyKind.MAJOR)]}
    assert t.to_act is Seat.SOUTH and t.trick_cards == []


def test_seed_000_60_1_play_by_the_non_offenders_forfeits_the_rectification() -> None:
    """Seeds 000, 60.1: the non-offending side plays after an irregular lead, before the
    Director has ruled: the right to rectification is lost and the lead stands (60A1).
    West wins trick 1; East leads the heart ace out of turn; declarer plays from dummy."""
    t = game("E C3\nS C2\nW CA\nN CK\nE HA\nS H2\n")
    assert penalty_cards(t) == {} and t.pending is None
    assert [str(c) for c in t.trick_cards] == ["HA", "H2"] and t.to_act is Seat.WEST


# ------------------------------------------------------------------ Law 67 (seed 002)


def test_seed_002_67_7_end_deemed_revoke_one_trick_transferred() -> None:
    """Seeds 002, lines 1-5 (the end of 67.7, its number cut off): the offender places a
    card in the defective trick, which does not change who won it; he is deemed to have
    revoked, and if his side won that trick or wins a later one, one trick is transferred.
    The golden record ``defective-67B1-deemed-revoke`` (board 8), ruled under 1997."""
    t = transcript("defective-67B1-deemed-revoke")
    ruling = next(r for r in t.rulings if r.chosen == "67B1")
    assert ruling.offender is Seat.WEST
    t17 = transcript("defective-67B1-deemed-revoke", "2017")
    assert t.tricks_declarer == t17.tricks_declarer  # as in 2017 (64A2 under both books)
    assert t.tricks_declarer == t.tricks_before_revokes + 1  # 64A2: one trick


def test_seed_002_67_10_a_card_taken_back_was_held_throughout() -> None:
    """Seeds 002, 67.10: a card taken back from a played trick under 67B2 is deemed to have
    been in the player's hand all along: he may have revoked by not playing it. The golden
    record ``defective-67B2-unnoticed-card-later-revoke`` (board 8), ruled under 1997: West's
    heart six went unseen to trick 1; he later discarded on a heart — a revoke."""
    t = transcript("defective-67B2-unnoticed-card-later-revoke")
    assert any(i.kind.name == "REVOKE" and i.offender is Seat.WEST for i in t.irregularities)
    assert Card.parse("H6") not in t.tricks[0].cards
    assert t.tricks_declarer == t.tricks_before_revokes + 1  # one trick transferred


# ------------------------------------------------------------------ Law 68 (seed 002)


def test_seed_002_68_6_a_claim_of_some_tricks_concedes_the_rest() -> None:
    """Seeds 002, 68.5-68.6: a player who says his side will win a number of tricks claims
    them, and concedes the rest. After trick 1 (dummy's), North claims seven of the twelve
    left; the defenders agree: North-South 8, East-West 5."""
    t = game(DUMMY_WINS_TRICK_1 + "N claims 7\nE agrees\nW agrees\n")
    assert t.status == "complete" and t.tricks_declarer == 8
