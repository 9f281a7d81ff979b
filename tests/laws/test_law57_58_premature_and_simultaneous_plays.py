"""Laws 57 (premature lead or play), 58 (simultaneous leads or plays), 60A/60C, 45F.

Board 8: 2S by North after ``AUCTION_2S_N``; East leads, South is dummy.
  N ♠KJ654 ♥T97 ♦KQ53 ♣K      E ♠T87 ♥AJ54 ♦64 ♣Q873
  S ♠932 ♥Q82 ♦AJ92 ♣J52      W ♠AQ ♥K63 ♦T87 ♣AT964
Trick 1 ♥A ♥2 ♥3 ♥7 (East), trick 2 ♦4 ♦2 ♦8 ♦K (North): North leads the third trick, whose
order is North, East, South, West.
"""

from __future__ import annotations

import pytest

from bridgelaws import Card, Seat
from bridgelaws.errors import RecordError
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.helpers import AUCTION_2S_N, cards, table

T2 = AUCTION_2S_N + "E HA\nS H2\nW H3\nN H7\nE D4\nS D2\nW D8\nN DK\n"
CK = T2 + "N CK\n"


def penalty(t: Table) -> dict[str, list[tuple[str, str]]]:
    return {str(s): [(str(p.card), p.kind.value) for p in v]
            for s, v in t.penalty_cards.items() if v}


# ---------------------------------------------------------------- 57A


def test_57A_premature_play_waits_for_the_director() -> None:
    """West plays ♣A before his partner East, whose turn it is."""
    t = table(CK + "W CA\n")
    assert t.irregularities[-1].kind is Kind.PLAY_OUT_OF_TURN and t.status == "awaiting-director"
    t = table(CK + "W CA\ndirector\n")
    assert t.pending is not None and t.pending.chooser is Seat.NORTH
    assert t.pending.options == ("57A1", "57A2", "57A3", "57A4")
    assert penalty(t) == {"W": [("CA", "major")]}


@pytest.mark.parametrize(("option", "legal"), [
    ("57A1", ["CQ"]),   # the highest club East holds
    ("57A2", ["C3"]),   # the lowest
    ("57A3 H", ["C3", "C7", "C8", "CQ"]),  # East can follow: 44C comes first
])
def test_57A_declarers_options_for_the_offenders_partner(option: str, legal: list[str]) -> None:
    t = table(CK + f"W CA\ndirector\nN chooses {option}\n")
    assert t.to_act is Seat.EAST and cards(t) == legal


def test_57A4_following_suit_comes_first() -> None:
    """North leads ♠K; West plays ♠A before East: declarer forbids hearts (57A4 H), but East
    has spades and must follow (44C)."""
    t = table(T2 + "N SK\nW SA\ndirector\nN chooses 57A4 H\n")
    assert t.rulings[-1].outcomes == ["57A4"] and cards(t) == ["S7", "S8", "ST"]


def test_57A3_needs_a_suit_other_than_the_suit_led() -> None:
    with pytest.raises(RecordError, match="other than the suit led"):
        table(CK + "W CA\ndirector\nN chooses 57A3 C\n")


def test_57A_the_penalty_card_is_played_at_the_first_legal_opportunity() -> None:
    t = table(CK + "W CA\ndirector\nN chooses 57A1\nE CQ\nS C2\n")
    assert t.to_act is Seat.WEST and cards(t) == ["CA"]
    t = table(CK + "W CA\ndirector\nN chooses 57A1\nE CQ\nS C2\nW CA\n")
    assert penalty(t) == {} and t.winners[-1] is Seat.WEST


def test_57A_violating_declarers_choice_is_a_revoke() -> None:
    t = table(CK + "W CA\ndirector\nN chooses 57A1\nE C3\n")
    assert t.irregularities[-1].kind is Kind.REVOKE


# ---------------------------------------------------------------- 60A, 60C


def test_57C3_declarers_early_card_stands() -> None:
    """East leads ♥A; North plays ♥7 before dummy and West (57C3): it is played at his turn."""
    log = AUCTION_2S_N + "E HA\nN H7\nS H2\n"
    t = table(log)
    assert t.rulings[-1].outcomes == ["57C3"] and t.to_act is Seat.WEST
    t = table(log + "W H3\n")
    assert len(t.tricks) == 1 and [str(c) for c in t.tricks[0].cards] == ["HA", "H2", "H3", "H7"]


def test_60C_the_offenders_partner_plays_before_the_director() -> None:
    t = table(CK + "W CA\nE C3\ndirector\n")
    assert t.pending is None and penalty(t) == {"W": [("CA", "major")]}
    assert t.rulings[-1].outcomes == ["57A"]


PREMATURE_LEAD = T2 + "N CK\nE C3\nE H4\n"  # East leads to trick 4 before West has played


def test_57A_a_premature_lead_to_the_next_trick() -> None:
    t = table(PREMATURE_LEAD)
    irr = t.irregularities[-1]
    assert irr.kind is Kind.PLAY_OUT_OF_TURN and irr.facts["lead"] is True
    t = table(PREMATURE_LEAD + "director\nN chooses 57A2\nS C2\n")
    assert penalty(t) == {"E": [("H4", "major")]} and cards(t) == ["C4"]


def test_60A1_the_offenders_lho_plays_first_the_early_lead_stands() -> None:
    """South (dummy), East's LHO, plays before the Director comes: the rectification is
    forfeited (60A1) and ♥4 is the lead to the next trick (60A2). West wins the trick with
    ♣A, so East's lead is now a lead out of turn (Law 56 choice for declarer)."""
    t = table(PREMATURE_LEAD + "S C2\n")
    assert t.rulings[-1].outcomes == ["60A1"] and penalty(t) == {}
    t = table(PREMATURE_LEAD + "S C2\nW CA\n")
    assert t.winners[-1] is Seat.WEST
    assert t.irregularities[-1].kind is Kind.DEFENDER_LEAD_OUT_OF_TURN
    assert [str(c) for c in t.trick_cards] == ["H4"]


def test_60A2_the_early_lead_is_made_in_turn_when_its_player_wins() -> None:
    """Trick 3: North ♥9, East ♥J, and East leads ♠10 before West has played; South plays
    (60A1). East's ♥J wins the trick, so ♠10 is the lead to trick 4, in turn (60A2)."""
    t = table(T2 + "N H9\nE HJ\nE ST\nS H8\nW H6\n")
    assert t.winners[-1] is Seat.EAST and [str(c) for c in t.trick_cards] == ["ST"]
    assert t.to_act is Seat.SOUTH and penalty(t) == {}


# ---------------------------------------------------------------- 57C, 57D


def test_57C1_no_rectification_when_declarer_has_played_from_both_hands() -> None:
    """Dummy leads ♣2 (trick 3 after dummy won trick 2); North plays ♣K early (57C3: stands);
    East plays before West, but declarer has played from both hands (57C1)."""
    log = AUCTION_2S_N + "E D4\nS DA\nW D7\nN D3\nS C2\nN CK\nE C3\n"
    t = table(log)
    assert [r.outcomes for r in t.rulings[-2:]] == [["57C3"], ["57C1"]]
    t = table(log + "W C4\n")
    assert len(t.tricks) == 2 and [str(c) for c in t.tricks[-1].cards] == ["C2", "C4", "CK", "C3"]


def test_57C2_dummy_indicated_a_card_first() -> None:
    log = CK + "S indicates C5\nW CA\n"
    t = table(log)
    assert t.rulings[-2].laws == ("45F",) and t.rulings[-1].outcomes == ["57C2"]


def test_57D_an_illegal_card_at_rhos_turn_is_a_major_penalty_card() -> None:
    """East leads ♥A; West, before dummy, plays ♦10 although he has hearts."""
    t = table(AUCTION_2S_N + "E HA\nW DT\n")
    assert t.rulings[-1].outcomes == ["57D"] and penalty(t) == {"W": [("DT", "major")]}


def test_57D_a_legal_card_at_rhos_turn_is_played_at_his_turn() -> None:
    t = table(AUCTION_2S_N + "E HA\nW H3\nS H2\n")
    assert [str(c) for c in t.trick_cards] == ["HA", "H2", "H3"] and t.to_act is Seat.NORTH


def test_45F_indicates_is_dummys_only() -> None:
    with pytest.raises(RecordError, match="dummy's suggestion"):
        table(AUCTION_2S_N + "E HA\nW indicates H3\n")


# ---------------------------------------------------------------- 58


def test_58A_simultaneous_card_of_the_player_whose_turn_it_was_comes_first() -> None:
    """West leads ♣A out of turn at the same moment as East, on lead, leads ♥A: East's lead
    is the lead; West's card is deemed played after it — at South's turn (57D: West holds no
    heart... he does: ♥K63, so ♣A is not legal: major penalty card)."""
    t = table(AUCTION_2S_N + "W CA\nE HA simultaneous\n")
    assert [str(c) for c in t.trick_cards] == ["HA"]
    assert penalty(t) == {"W": [("CA", "major")]}
    assert any("Law 58A" in n.render("en") for n in t.notes)


def test_58B1_only_one_card_visible_the_others_go_back() -> None:
    t = table(AUCTION_2S_N + "E HA HJ hidden\n")
    assert [str(c) for c in t.trick_cards] == ["HA"] and penalty(t) == {}
    assert t.rulings[-1].outcomes == ["58B1"]


def test_58B2_a_defenders_other_visible_card_is_a_penalty_card() -> None:
    t = table(AUCTION_2S_N + "E HA H4\n")
    assert penalty(t) == {"E": [("H4", "minor")]}  # below honour rank, inadvertent (50B)
    t = table(AUCTION_2S_N + "E HA HJ\n")
    assert penalty(t) == {"E": [("HJ", "major")]}  # an honour
    t = table(AUCTION_2S_N + "E HA H4 H5\n")
    assert penalty(t) == {"E": [("H4", "major"), ("H5", "major")]}  # two or more: all major


def test_58B2_declarers_other_cards_go_back() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW H3\nN H7 H9\n")
    assert penalty(t) == {} and t.rulings[-1].outcomes == ["58B2"]
    assert t.hands[Seat.NORTH] & Card.parse("H9").mask


# ---------------------------------------------------------------- 49, 45E, 50B, 50E3


def test_49_a_defenders_exposed_card_asks_the_director_minor_or_major() -> None:
    log = AUCTION_2S_N + "E HA\nW shows C4\ndirector\n"
    t = table(log)
    assert t.pending_judgment is not None and t.pending_judgment.clause == "50B"
    assert t.legal_cards == frozenset()
    assert penalty(table(log + "director rules 50B yes\n")) == {"W": [("C4", "minor")]}
    assert penalty(table(log + "director rules 50B no\n")) == {"W": [("C4", "major")]}


def test_49_an_honour_is_a_major_penalty_card_without_a_question() -> None:
    t = table(AUCTION_2S_N + "E HA\nW shows CA\ndirector\n")
    assert t.pending_judgment is None and penalty(t) == {"W": [("CA", "major")]}


def test_49_partner_on_lead_gives_declarer_the_50D2_choice() -> None:
    t = table(AUCTION_2S_N + "W shows CA\ndirector\n")
    assert t.pending is not None and t.pending.options[0].startswith("50D2")


def test_48A_declarers_exposed_cards_no_rectification() -> None:
    t = table(AUCTION_2S_N + "E HA\nN shows SK\n")
    assert t.irregularities == [] and "Law 48A" in t.notes[-1].render("en")


def test_45E_a_defenders_fifth_card_is_a_penalty_card() -> None:
    log = AUCTION_2S_N + "E HA\nS H2\nW H3\nN H7\nW CA fifth\ndirector\n"
    t = table(log)
    fifth = next(r for r in t.rulings if r.laws[0] == "45E")
    assert penalty(t) == {"W": [("CA", "major")]} and fifth.outcomes == ["45E1", "50B"]
    assert t.pending is not None and t.pending.chooser is Seat.NORTH  # 50D2: East leads


def test_45E_declarers_fifth_card_goes_back() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW H3\nN H7\nN SK fifth\n")
    assert t.rulings[-1].outcomes == ["45E2"] and t.to_act is Seat.EAST


def test_45E_fifth_needs_a_completed_trick() -> None:
    with pytest.raises(RecordError, match="fifth"):
        table(AUCTION_2S_N + "E HA\nW H3 fifth\n")


def test_50E3_the_director_judges_damage_from_a_penalty_card() -> None:
    log = AUCTION_2S_N + "E HA\nW shows CA\ndirector\ndirector rules 50E3 yes\n"
    t = table(log)
    assert t.judgments[-1].clause == "50E3" and t.judgments[-1].answer == "yes"
    with pytest.raises(RecordError, match="there has been none"):
        table(AUCTION_2S_N + "director rules 50E3 yes\n")
