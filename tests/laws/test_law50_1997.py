"""Law 50 under the 1997 book (issue 17): penalty cards.

1997 50A-50D rule the table as 2017 does (a major penalty card played at the first legal
opportunity, 50D1; declarer's choice at partner's lead, 50D2; a minor one, 50C), worded by
1997. 1997 has no Law 50E: no ``director rules 50E3`` (2017's adjusted score for information
from a penalty card); under 1997 that information is unauthorized for partner (50C, Law 16)
and an adjusted score is ruled under Law 12 (docs/laws-1997-50.md).

Board 8, dealer West (``tests.laws.test_editions.table``): W 1C, N 1S, E P, S 2S, W P, N P,
E P — 2S by North, East on lead. West leads the club ace out of turn; declarer North refuses
it (54D): it is West's major penalty card, and at East's lead North chooses under 50D2.
"""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.errors import RecordError
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law50_penalty_cards as law50_2017
from bridgelaws.laws.book1997 import law50_penalty_cards as law50_1997
from bridgelaws.laws.descriptions import option_text
from bridgelaws.rulings import PenaltyKind
from bridgelaws.table import Table
from tests.laws.test_editions import table

AUCTION = "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"
#: West's club ace, led out of turn and refused (54D): a major penalty card; East to lead
PENALTY_CA = AUCTION + "W CA\ndirector\nN chooses 54D\n"


def legal(t: Table) -> list[str]:
    return sorted(str(c) for c in t.legal_cards)


def test_the_1997_book_rules_law_50_with_its_own_module() -> None:
    assert BOOK_1997.law("50") is law50_1997 and BOOK_2017.law("50") is law50_2017
    assert law50_1997.choose is law50_2017.choose  # 50D2's options act as in 2017
    assert law50_1997.lead_before_choice is law50_2017.lead_before_choice


def test_1997_50D2_declarers_choice_at_partners_lead_in_1997_words() -> None:
    t = table(PENALTY_CA, "1997")
    p = t.pending
    assert p is not None and p.laws == ("50D2",) and p.chooser is Seat.NORTH
    assert p.options == ("50D2a-require", "50D2a-prohibit", "50D2b")  # as 2017
    said = p.explanation[0].render("en")
    assert said.startswith("Law 50D2 (1997): West has the major penalty card ♣A")
    assert "no longer a penalty card" in said
    assert "(Law 50D2(b), 1997)" in option_text("50D2b", "1997").render("en")
    assert "(Law 50D2b)" in option_text("50D2b").render("en")


def test_2017_50D2_same_record_2017_words() -> None:
    p = table(PENALTY_CA).pending
    assert p is not None and p.explanation[0].render("en").endswith("(Law 50D2)")


@pytest.mark.parametrize("option", ["50D2a-require", "50D2a-prohibit", "50D2b"])
def test_50D2_each_option_acts_the_same_in_both_books(option: str) -> None:
    log = PENALTY_CA + f"N chooses {option}\n"
    t97, t17 = table(log, "1997"), table(log)
    assert legal(t97) == legal(t17)
    assert t97.penalty_cards == t17.penalty_cards
    assert [(r.seat, r.kind, r.suit) for r in t97.lead_restrictions] == [
        (r.seat, r.kind, r.suit) for r in t17.lead_restrictions]


def test_1997_50D2a_prohibit_the_card_is_no_longer_a_penalty_card() -> None:
    t = table(PENALTY_CA + "N chooses 50D2a-prohibit\n", "1997")
    assert not t.penalty_cards.get(Seat.WEST)
    assert legal(t) == ["D4", "D6", "H4", "H5", "HA", "HJ", "S7", "S8", "ST"]  # no club


def test_1997_50D2b_the_card_stays_and_the_choice_comes_again() -> None:
    t = table(PENALTY_CA + "N chooses 50D2b\nE HA\nS H2\nW H3\nN H7\n", "1997")
    assert [(str(pc.card), pc.kind) for pc in t.penalty_cards[Seat.WEST]] == [
        ("CA", PenaltyKind.MAJOR)]
    assert t.pending is not None and t.pending.laws == ("50D2",)  # 50D applies again
    assert "Law 50D2 (1997)" in t.pending.explanation[0].render("en")


def test_1997_50D1_the_owner_plays_it_at_the_first_legal_opportunity() -> None:
    t = table(PENALTY_CA + "N chooses 50D2b\nE H4\nS H2\nW HK\nN H7\n", "1997")
    assert t.to_act is Seat.WEST and legal(t) == ["CA"]


def test_1997_has_no_50E3_the_director_is_told_the_1997_way() -> None:
    log = PENALTY_CA + "N chooses 50D2b\ndirector rules 50E3 yes\n"
    with pytest.raises(RecordError, match="Law 50E3 is not in the 1997 Laws") as e:
        table(log, "1997")
    assert e.value.line == 18  # its line: 6 header lines, then the 12th event
    t = table(log)  # 2017: the Director's judgment is recorded
    assert [(j.clause, j.answer) for j in t.judgments] == [("50E3", "yes")]
