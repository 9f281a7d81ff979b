"""Laws 50 and 51 — penalty cards enforced to the end of the deal."""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.rulings import PenaltyKind
from tests.helpers import AUCTION_2S_N, cards, table

PENALTY_CA = AUCTION_2S_N + "W CA\ndirector\nN chooses 54D\nN chooses 50D2b\n"


def test_50D1_major_penalty_card_discarded_at_first_legal_opportunity() -> None:
    # East leads a diamond; West has diamonds: he follows. Then a spade trick... West has AQ.
    t = table(PENALTY_CA + "E D6\nS D2\n")
    assert cards(t) == ["D7", "D8", "DT"]  # 44C: following suit comes first


def test_50D1_major_penalty_card_when_leading_must_be_led() -> None:
    # East leads H4, South H2, West HK wins? North plays; then West leads and must lead CA
    t = table(PENALTY_CA + "E H4\nS H2\nW HK\nN H7\n")
    assert t.to_act is Seat.WEST
    assert cards(t) == ["CA"]


def test_50D2_choice_comes_again_at_partners_next_lead() -> None:
    t = table(PENALTY_CA + "E HA\nS H2\nW H3\nN H7\n")
    assert t.to_act is Seat.EAST
    assert t.pending is not None and t.pending.laws == ("50D2",)
    assert t.status == "awaiting-choice"


def test_50B_two_penalty_cards_are_both_major_and_51B2_offers_per_suit() -> None:
    # West's CA (54D) stays; East wins trick 1; West leads out of turn at trick 2 (HK),
    # declarer refuses (56): West now has CA and HK: 51B2 at East's lead.
    log = PENALTY_CA + "E HA\nS H2\nW H3\nN H7\nN chooses 50D2b\nW HK\ndirector\nN chooses 56\n"
    t = table(log)
    kinds = {str(pc.card): pc.kind for pc in t.penalty_cards[Seat.WEST]}
    assert kinds == {"CA": PenaltyKind.MAJOR, "HK": PenaltyKind.MAJOR}
    assert t.pending is not None and t.pending.options == ("51B2a", "51B2b", "51B2c")
    t2 = table(log + "N chooses 51B2b CH\n")
    assert t2.penalty_cards[Seat.WEST] == []
    assert all(c[0] in "SD" for c in cards(t2))


def test_51B2a_require_one_suit_other_penalty_cards_stay() -> None:
    log = (PENALTY_CA + "E HA\nS H2\nW H3\nN H7\nN chooses 50D2b\nW HK\ndirector\n"
           "N chooses 56\nN chooses 51B2a H\n")
    t = table(log)
    assert [str(pc.card) for pc in t.penalty_cards[Seat.WEST]] == ["CA"]
    assert cards(t) == ["H4", "H5", "HJ"]
