"""Law 67 (defective trick: ``<seat> omits``) and Law 14B2 (``<seat> finds <card>``).

Board 8: 2S by North after ``AUCTION_2S_N``; East leads, South is dummy."""

from __future__ import annotations

import pytest

from bridgelaws import Card, Seat
from bridgelaws.errors import RecordError
from bridgelaws.events import CardPlayed
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.helpers import AUCTION_2S_N, table

OMIT = AUCTION_2S_N + "E HA\nS H2\nW H3\nN omits\n"


def finish(t: Table) -> Table:
    while t.phase.value == "play" and t.to_act is not None and t.legal_cards:
        t.apply(CardPlayed(t.to_act, min(t.legal_cards, key=lambda c: (c.rank, c.suit))))
    return t


def test_67_a_trick_quitted_without_a_card_is_defective() -> None:
    t = table(OMIT)
    assert t.irregularities[-1].kind is Kind.DEFECTIVE_TRICK and len(t.tricks) == 1
    assert len(t.tricks[0].cards) == 3 and t.winners[0] is Seat.EAST and t.to_act is Seat.EAST


def test_67A1_before_both_sides_played_on_the_offender_supplies_a_legal_card() -> None:
    t = table(OMIT + "director\n")
    assert t.pending is not None and t.pending.options == ("67A",)
    t = table(OMIT + "director\nN chooses 67A H7\n")
    assert [str(c) for c in t.tricks[0].cards] == ["HA", "H2", "H3", "H7"]
    assert t.rulings[-1].outcomes == ["67A1"]


def test_67A1_the_card_must_follow_suit() -> None:
    with pytest.raises(RecordError, match="must choose one"):
        table(OMIT + "director\nN chooses 67A SK\n")


def test_67B1a_afterwards_a_card_of_the_suit_led_and_a_deemed_revoke() -> None:
    """Both sides have played to trick 2: North places ♥10 among his played cards for trick
    1 (East still won it) and is deemed to have revoked: one trick to East-West (64A2)."""
    log = OMIT + "E D4\nS D2\nW D7\ndirector\nN chooses 67B1 HT\n"
    t = table(log)
    assert t.rulings[-1].outcomes == ["67B1a"] and t.winners[0] is Seat.EAST
    assert t.irregularities[-1].kind is Kind.REVOKE
    t = finish(t)
    assert t.phase.value == "complete"
    assert t.tricks_declarer == (t.tricks_before_revokes or 0) - 1


def test_14B2_14B4_a_found_card_is_restored_with_a_note() -> None:
    t = table(AUCTION_2S_N + "E HA\nW finds HK\n")
    assert "14B2" in t.notes[-1].render("en")
    with pytest.raises(RecordError):
        table(AUCTION_2S_N + "E HA\nW finds HA\n")


def test_omits_needs_a_trick_led_and_the_seats_turn() -> None:
    with pytest.raises(RecordError, match="not to play to it now"):
        table(AUCTION_2S_N + "E omits\n")  # a lead, not a card to a trick
    with pytest.raises(RecordError, match="not to play to it now"):
        table(AUCTION_2S_N + "E HA\nW omits\n")  # dummy is next, not West
    with pytest.raises(RecordError, match="not to play to it now"):
        table(AUCTION_2S_N + "E HA\nS omits\nW omits\n")  # one omission a trick


MIDDLE = AUCTION_2S_N + "E HA\nS H2\nW omits\nN H7\n"


def test_67_a_player_in_the_middle_omits_and_the_trick_is_quitted_with_three_cards() -> None:
    t = table(AUCTION_2S_N + "E HA\nS H2\nW omits\n")
    assert t.to_act is Seat.NORTH and t.current_trick is not None
    assert t.current_trick.seats == (Seat.EAST, Seat.SOUTH)
    t = table(MIDDLE)
    assert len(t.tricks) == 1 and t.tricks[0].missing is Seat.WEST
    assert t.tricks[0].seats == (Seat.EAST, Seat.SOUTH, Seat.NORTH)
    assert t.tricks[0].played_by(Seat.NORTH) is not None and t.winners == [Seat.EAST]
    assert t.irregularities[-1].kind is Kind.DEFECTIVE_TRICK and t.to_act is Seat.EAST


def test_67A1_in_the_trick_in_progress_the_card_takes_its_place() -> None:
    """Dummy's turn was passed over; the Director comes before North plays: declarer
    supplies dummy's card (dummy's cards are declarer's to play, Law 45B)."""
    log = AUCTION_2S_N + "E HA\nS omits\nW H3\ndirector\n"
    t = table(log)
    assert t.pending is not None and t.pending.options == ("67A",)
    assert t.pending.chooser is Seat.NORTH
    t = table(log + "N chooses 67A H8\n")
    assert [str(c) for c in t.trick_cards] == ["HA", "H8", "H3"] and t.to_act is Seat.NORTH
    t = table(log + "N chooses 67A H8\nN H7\n")
    assert t.tricks[0].missing is None and t.winners == [Seat.EAST]


def test_67A1_a_quitted_trick_gets_the_card_in_its_place_and_may_change_hands() -> None:
    """West's turn was passed over; West supplies the HK, and trick 1 is his (44F)."""
    log = AUCTION_2S_N + "E H4\nS H2\nW omits\nN H7\ndirector\n"
    t = table(log)
    assert t.winners == [Seat.NORTH] and t.pending is not None
    assert t.pending.options == ("67A",) and t.pending.chooser is Seat.WEST
    t = table(log + "W chooses 67A HK\n")
    assert [str(c) for c in t.tricks[0].cards] == ["H4", "H2", "HK", "H7"]
    assert t.winners == [Seat.WEST] and t.to_act is Seat.WEST


def test_67B1a_a_middle_seat_places_a_card_later_and_a_revoke_is_deemed() -> None:
    log = MIDDLE + "E D4\nS D2\nW D7\nN DK\ndirector\n"
    t = table(log)
    assert t.pending is not None and t.pending.options == ("67B1",)
    with pytest.raises(RecordError, match="must choose one"):
        table(log + "W chooses 67B1 CA\n")
    t = table(log + "W chooses 67B1 H3\n")
    assert [str(c) for c in t.tricks[0].cards] == ["HA", "H2", "H3", "H7"]
    assert t.winners[0] is Seat.EAST and t.rulings[-1].outcomes == ["67B1a"]
    t = finish(t)
    assert t.phase.value == "complete" and not any(t.hands)
    # East-West won trick 1, the defective trick: one trick to North-South (64A2)
    assert t.tricks_declarer == (t.tricks_before_revokes or 0) + 1


def test_67_an_omission_never_rectified_leaves_a_card_in_the_hand() -> None:
    t = finish(table(MIDDLE))
    assert t.phase.value == "complete" and len(t.tricks) == 13
    assert bin(t.hands[Seat.WEST]).count("1") == 1 and t.result is not None


TWO_CARDS = AUCTION_2S_N + "E HA\nS H2\nW H3 H6 unnoticed\nN H7\n"


def test_67_two_cards_to_a_trick_unnoticed_leave_the_player_a_card_short() -> None:
    t = table(TWO_CARDS)
    irr = t.irregularities[-1]
    assert irr.kind is Kind.DEFECTIVE_TRICK and irr.facts["extra"] == (Card.parse("H6"),)
    assert [str(c) for c in t.tricks[0].cards] == ["HA", "H2", "H3", "H7"]
    assert bin(t.hands[Seat.WEST]).count("1") == 11


def test_67A2_by_58B1_the_unseen_card_goes_back_without_rectification() -> None:
    t = table(TWO_CARDS + "director\n")
    assert t.rulings[-1].outcomes == ["67A2", "58B1"] and t.pending is None
    assert t.hands[Seat.WEST] & Card.parse("H6").mask and not t.penalty_cards[Seat.WEST]


# Trick 2: West wins with the HK; trick 3 his CA; North ruffs trick 4; trick 5: North leads
# the HT and West, holding no heart he can see, discards the D8.
LATER = (TWO_CARDS + "E H4\nS H8\nW HK\nN H9\nW CA\nN CK\nE C3\nS C2\nW C4\nN S4\nE C7\nS C5\n"
         "N HT\nE H5\nS HQ\nW D8\n")


def test_67B2_the_extra_card_goes_back_and_a_later_failure_to_follow_is_a_revoke() -> None:
    """Trick 5 is the last quitted and East-West have not played to trick 6: West's D8
    discard is a revoke not yet established (63A1): corrected under 62A, the D8 a major
    penalty card (62B1)."""
    t = table(LATER + "director\n")
    assert [r.laws for r in t.rulings[-2:]] == [("67B2",), ("62A",)]
    assert t.rulings[-2].outcomes == ["67B2", "61A"]
    assert t.hands[Seat.WEST] & Card.parse("H6").mask
    assert t.winners[0] is Seat.EAST  # who won the defective trick does not change
    revoke = t.irregularities[-1]
    assert revoke.kind is Kind.REVOKE and revoke.facts["trick"] == 4
    assert not revoke.facts["established"] and str(revoke.card) == "D8"
    assert t.pending is not None and t.pending.chooser is Seat.WEST
    t = table(LATER + "director\nW chooses 62A H6\n")
    assert [str(c) for c in t.tricks[4].cards] == ["HT", "H5", "HQ", "H6"]
    assert [str(pc.card) for pc in t.penalty_cards[Seat.WEST]] == ["D8"]


def test_67B2_a_revoke_established_before_the_director_comes_transfers_a_trick() -> None:
    """Dummy leads the D2 to trick 6 and West plays: the revoke on trick 5 is established."""
    t = table(LATER + "S D2\nW D7\ndirector\n")
    assert t.rulings[-1].laws == ("67B2",) and t.pending is None
    revoke = t.irregularities[-1]
    assert revoke.kind is Kind.REVOKE and revoke.facts["established"]
    t = finish(t)
    assert t.phase.value == "complete" and not any(t.hands)
    # East-West won trick 2 (the HK) after the revoke trick: one trick to North-South (64A2)
    assert t.tricks_declarer == (t.tricks_before_revokes or 0) + 1


def test_unnoticed_needs_two_cards_and_not_hidden() -> None:
    with pytest.raises(RecordError, match="unnoticed"):
        table(AUCTION_2S_N + "E HA\nS H2\nW H3 unnoticed\n")
    with pytest.raises(RecordError, match="unnoticed"):
        table(AUCTION_2S_N + "E HA\nS H2\nW H3 H6 hidden unnoticed\n")


# Law 14: West's SQ was missing from his hand (W lacks SQ); he holds SA, SQ as dealt.
LACKS = "W lacks SQ\n"


def test_14A1_found_before_the_opening_lead_play_goes_on_normally() -> None:
    t = table(LACKS + "W 1C\n")
    assert not t.hands[Seat.WEST] & Card.parse("SQ").mask
    t = table(LACKS + "W 1C\nW finds SQ\n")
    assert t.hands[Seat.WEST] & Card.parse("SQ").mask and not t.missing_cards
    assert "14A1" in t.notes[-1].render("en") and not t.irregularities


def test_14A2_not_found_the_deal_is_reconstructed() -> None:
    t = table(LACKS + "W 1C\ndirector rules 14\n")
    assert "14A2" in t.notes[-1].render("en")
    assert t.hands[Seat.WEST] & Card.parse("SQ").mask
    with pytest.raises(RecordError, match="W lacks SQ"):
        table("W 1C\ndirector rules 14\n")


def test_14B2_14B4_found_later_an_earlier_failure_to_follow_is_a_revoke() -> None:
    """West plays without his SQ: on trick 4 (North leads the S5) he discards the D7, holding
    no spade he can see. The SQ found, it is deemed his throughout: a revoke on trick 4."""
    log = (LACKS + AUCTION_2S_N + "E HA\nS H2\nW H3\nN H7\nE S8\nS S2\nW SA\nN S4\n"
           "W C4\nN CK\nE C3\nS C2\nN S5\nE S7\nS S3\nW D7\n")
    t = table(log)
    assert not any(i.kind is Kind.REVOKE for i in t.irregularities)  # he held no spade
    t = table(log + "W finds SQ\n")
    (revoke,) = [i for i in t.irregularities if i.kind is Kind.REVOKE]
    assert revoke.facts["trick"] == 3 and str(revoke.card) == "D7"
    assert not revoke.facts["established"]  # East-West have not played to trick 5
    assert "14B4" in t.notes[-1].render("en")
    t = table(log + "W finds SQ\ndirector\nW chooses 62A SQ\n")
    assert [str(pc.card) for pc in t.penalty_cards[Seat.WEST]] == ["D7"]


def test_14B3_not_found_after_the_lead_the_card_is_deemed_held() -> None:
    t = table(LACKS + AUCTION_2S_N + "E HA\nS H2\nW H3\nN H7\ndirector rules 14\n")
    assert "14B3" in t.notes[-1].render("en") and not t.missing_cards


def test_lacks_reads_back_and_needs_the_card() -> None:
    from bridgelaws.record import event_to_text, parse_event

    assert event_to_text(parse_event("w LACKS sq")) == "W lacks SQ"
    with pytest.raises(RecordError, match="does not hold"):
        table("W lacks SK\n")
