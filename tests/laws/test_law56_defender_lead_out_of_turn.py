"""Laws 53 and 56 — a defender's lead out of turn after the opening lead.

Play so far (2S by N): trick 1 W CA N CK E C3 S C2 (W wins), trick 2 W CT N H9 E C8 S C5
(W wins): West is on lead for trick 3.
"""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.rulings import Kind, PenaltyKind
from tests.helpers import AUCTION_2S_N, cards, table

START = AUCTION_2S_N + "W CA\nN CK\nE C3\nS C2\nW CT\nN H9\nE C8\nS C5\n"
# event numbers: 7 auction + 1 lead (54B by conduct) + 7 = 15 events; the 16th is the irregular
EAST_LEADS = START + "E H4\n"


def test_56_detected_defender_leads_when_partner_was_on_lead() -> None:
    t = table(EAST_LEADS)
    irr = t.irregularities[-1]
    assert irr.kind is Kind.DEFENDER_LEAD_OUT_OF_TURN and irr.offender is Seat.EAST
    assert irr.facts["correct_leader"] is Seat.WEST


def test_53_56_declarer_chooses_accept_or_refuse() -> None:
    t = table(EAST_LEADS + "director\n")
    assert t.pending is not None and t.pending.chooser is Seat.NORTH
    assert t.pending.options == ("53A", "56")


def test_53A_accepted_by_statement_the_next_hand_plays() -> None:
    t = table(EAST_LEADS + "director\nN chooses 53A\n")
    assert t.to_act is Seat.SOUTH  # the hand next in rotation to the irregular lead
    assert cards(t) == ["H2", "H8", "HQ"]


def test_53A_accepted_by_a_card_from_the_next_hand() -> None:
    t = table(EAST_LEADS + "S H2\n")
    assert t.rulings[-1].chosen == "53A" and t.rulings[-1].by_conduct
    assert t.to_act is Seat.WEST


def test_56_refused_card_becomes_major_penalty_card_and_50D2_at_wests_lead() -> None:
    t = table(EAST_LEADS + "director\nN chooses 56\n")
    (pc,) = t.penalty_cards[Seat.EAST]
    assert str(pc.card) == "H4" and pc.kind is PenaltyKind.MAJOR and pc.law == "56"
    assert t.to_act is Seat.WEST
    assert t.pending is not None and t.pending.laws == ("50D2",)


def test_56_then_50D2a_require_hearts_from_west() -> None:
    t = table(EAST_LEADS + "director\nN chooses 56\nN chooses 50D2a-require\n")
    assert cards(t) == ["H3", "H6", "HK"]
    assert t.penalty_cards[Seat.EAST] == []


def test_53B_proper_lead_by_declarer_side_withdraws_the_defenders_card() -> None:
    # trick 3 W D7 N D3 E D4 S D9: South (dummy) wins and is on lead; East leads instead.
    start = START + "W D7\nN D3\nE D4\nS D9\n"
    t = table(start + "E H4\nS DJ\n")
    r = t.rulings[-1]
    assert r.chosen == "53B" and r.by_conduct
    assert "H4" in [str(c) for c in t.hand(Seat.EAST)]
    assert t.penalty_cards[Seat.EAST] == []  # 2017 53B: withdrawn, Law 16C
    assert t.to_act is Seat.WEST and t.current_trick is not None
    assert t.current_trick.leader is Seat.SOUTH


def test_53A_lead_out_of_turn_at_trick_13_is_retracted() -> None:
    from tests.test_examples import example_events_until

    log, t = example_events_until(trick=12)
    leader = t.to_act
    assert leader is not None
    offender = Seat.EAST if leader is not Seat.EAST else Seat.WEST
    (card,) = [str(c) for c in t.hand(offender)]
    t2 = table(log + f"{offender} {card}\n")
    r = t2.rulings[-1]
    assert r.laws == ("53A",) and t2.to_act is leader
    assert card in [str(c) for c in t2.hand(offender)]
    assert t2.penalty_cards[offender] == []
