"""Laws 51, 52 and 57 under the 1997 book (issue 17); docs/laws-1997-51-52-57.md.

* **Law 57** differs: 1997 57A gives declarer three penalties for the offender's partner's
  play to the trick — highest (57A1) or lowest (57A2) card of the suit led, or no card of a
  suit he names (57A3) — and not 2017's "require a card of another suit" (2017 57A3). The
  option ids are shared (2017's ``57A4`` is the 1997 forbid), cited by the 1997 clause.
  60A1 (the right to penalty forfeited) and 60C rule as 2017.
* **Laws 51 and 52** rule as 2017 (no 1997 module): the 1997 book keeps the 2017 modules,
  and these situations come out the same in both books.

Board 8, dealer West (``tests.laws.test_editions.table``): 2S by North, East leads, South is
dummy. N ♠KJ654 ♥T97 ♦KQ53 ♣K; E ♠T87 ♥AJ54 ♦64 ♣Q873; S ♠932 ♥Q82 ♦AJ92 ♣J52;
W ♠AQ ♥K63 ♦T87 ♣AT964. Tricks 1-3: ♥A ♥2 ♥3 ♥7 (East), ♦4 ♦2 ♦8 ♦K (North), ♦Q ♦6 ♦9 ♦7
(North). At trick 4 North leads ♦5 and West plays ♦10 before his partner East, who has no
diamond left (57A).
"""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.errors import RecordError
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law52_failure_to_play_penalty_card as law52_2017
from bridgelaws.laws import law57_premature_lead_or_play as law57_2017
from bridgelaws.laws.book1997 import law57_premature_lead_or_play as law57_1997
from bridgelaws.render.report import in_force_lines
from bridgelaws.rulings import Kind
from bridgelaws.table import Table
from tests.laws.test_editions import table

AUCTION = "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"
T2 = AUCTION + "E HA\nS H2\nW H3\nN H7\nE D4\nS D2\nW D8\nN DK\n"
T3 = T2 + "N DQ\nE D6\nS D9\nW D7\n"
#: trick 4: North leads ♦5 and West plays ♦10 before East (void in diamonds): 57A
PREMATURE = T3 + "N D5\nW DT\ndirector\n"


def legal(t: Table) -> list[str]:
    return sorted(str(c) for c in t.legal_cards)


def penalty(t: Table) -> dict[str, list[tuple[str, str]]]:
    return {str(s): [(str(p.card), p.kind.value) for p in v]
            for s, v in t.penalty_cards.items() if v}


# ---------------------------------------------------------------- Law 57


def test_the_1997_book_rules_law_57_with_its_own_module() -> None:
    assert BOOK_1997.law("57") is law57_1997 and BOOK_2017.law("57") is law57_2017
    assert BOOK_1997.kinds[Kind.PLAY_OUT_OF_TURN] is law57_1997
    assert BOOK_2017.kinds[Kind.PLAY_OUT_OF_TURN] is law57_2017


def test_1997_57A_three_penalties_for_the_offenders_partner() -> None:
    t = table(PREMATURE, "1997")
    p = t.pending
    assert p is not None and p.chooser is Seat.NORTH and p.laws == ("57",)
    assert p.options == ("57A1", "57A2", "57A4")  # no "require a card of another suit"
    said = p.explanation[0].render("en")
    assert said.startswith("Law 57A (1997): West played before his partner")
    assert "penalty card (major: exposed through deliberate play, Law 50B)" in said
    assert "selects the penalty" in said and "(57A3)" in said
    assert "Правило 57A (1997)" in p.explanation[0].render("ru")
    assert "наказание" in p.explanation[0].render("ru")
    assert penalty(t) == {"W": [("DT", "major")]}


def test_2017_57A_same_record_four_options() -> None:
    p = table(PREMATURE).pending
    assert p is not None and p.options == ("57A1", "57A2", "57A3", "57A4")
    assert p.explanation[0].render("en").startswith("Law 57A: West played")


def test_1997_has_no_require_a_card_of_another_suit() -> None:
    """2017 57A3 (East, void in diamonds, must play a heart) is refused under 1997, at its
    line; 2017 rules it."""
    log = PREMATURE + "N chooses 57A3 H\n"
    with pytest.raises(RecordError, match="57A3 is not among the options: 57A1, 57A2, 57A4"):
        table(log, "1997")
    t = table(log)
    assert legal(t) == ["H4", "H5", "HJ"]


def test_1997_57A3_forbids_a_suit_cited_by_the_1997_clause() -> None:
    """Declarer forbids hearts: East, void in diamonds, discards a spade or a club. The same
    table as 2017's 57A4; the restriction and the clause applied say 57A3."""
    log = PREMATURE + "N chooses 57A4 H\n"
    t97, t17 = table(log, "1997"), table(log)
    assert legal(t97) == legal(t17) == ["C3", "C7", "C8", "CQ", "S7", "S8", "ST"]
    assert t97.rulings[-1].outcomes == ["57A3"] and t17.rulings[-1].outcomes == ["57A4"]
    assert t97.play_restrictions[Seat.EAST].law == "57A3"
    assert "East, if he cannot follow suit, may not play a heart (Law 57A3)" in (
        in_force_lines(t97, "en"))
    assert "East, if he cannot follow suit, may not play a heart (Law 57A4)" in (
        in_force_lines(t17, "en"))


@pytest.mark.parametrize("option", ["57A1", "57A2"])
def test_1997_57B_a_partner_who_cannot_comply_plays_any_card(option: str) -> None:
    """East has no diamond: highest or lowest of the suit led cannot be complied with (57B,
    Law 59): any card, in both books; the clause applied is the same."""
    log = PREMATURE + f"N chooses {option}\n"
    t97, t17 = table(log, "1997"), table(log)
    assert legal(t97) == legal(t17) and len(legal(t97)) == 10
    assert t97.rulings[-1].outcomes == [option]


def test_1997_57A_the_penalty_card_is_played_at_the_first_legal_opportunity() -> None:
    log = PREMATURE + "N chooses 57A4 H\nE C3\nS DJ\n"
    t = table(log, "1997")
    assert t.to_act is Seat.WEST and legal(t) == ["DT"]
    t = table(log + "W DT\n", "1997")
    assert penalty(t) == {} and t.winners[-1] is Seat.SOUTH


def test_1997_60A1_the_right_to_penalty_is_forfeited_in_1997_words() -> None:
    """Trick 3: North leads ♣K, East plays ♣3 and leads ♥4 to the next trick before West has
    played; dummy (South), East's LHO, plays before the Director comes: no penalty (60A1),
    and ♥4 counts as led in turn."""
    log = T2 + "N CK\nE C3\nE H4\nS C2\n"
    t97, t17 = table(log, "1997"), table(log)
    r97, r17 = t97.rulings[-1], t17.rulings[-1]
    assert r97.outcomes == r17.outcomes == ["60A1"]
    assert r97.explanation[0].render("en").startswith(
        "Law 60A (1997): South played after the premature card of his RHO East")
    assert "the right to penalty is forfeited" in r97.explanation[0].render("en")
    assert "право на наказание утрачено" in r97.explanation[0].render("ru")
    assert r17.explanation[0].render("en").startswith("Law 60A: South played")
    assert penalty(t97) == penalty(t17) == {}


def test_1997_60C_the_partner_plays_first_the_card_stays_a_penalty_card() -> None:
    t = table(T3 + "N D5\nW DT\nE S7\ndirector\n", "1997")
    assert t.pending is None and penalty(t) == {"W": [("DT", "major")]}
    assert t.rulings[-1].outcomes == ["57A"]


# ---------------------------------------------------------------- Laws 51 and 52: as 2017

PENALTY_CA = AUCTION + "W CA\ndirector\nN chooses 54D\n"  # West's ♣A, a major penalty card


def test_the_1997_book_rules_laws_51_and_52_as_2017() -> None:
    assert BOOK_1997.law("52") is law52_2017
    assert BOOK_1997.kinds[Kind.PENALTY_CARD_NOT_PLAYED] is law52_2017


def test_1997_51B2_penalty_cards_in_two_suits_at_partners_lead() -> None:
    """West has ♣A and ♥K (led out of turn, refused: 56): at East's lead declarer requires
    hearts (51B2a): the king is picked up, the ace stays, in both books."""
    log = (PENALTY_CA + "N chooses 50D2b\nE HA\nS H2\nW H3\nN H7\nN chooses 50D2b\n"
           "W HK\ndirector\nN chooses 56\n")
    t97 = table(log, "1997")
    assert t97.pending is not None and t97.pending.laws == ("51B2",)
    assert t97.pending.options == ("51B2a", "51B2b", "51B2c")
    t97, t17 = table(log + "N chooses 51B2a H\n", "1997"), table(log + "N chooses 51B2a H\n")
    assert penalty(t97) == penalty(t17) == {"W": [("CA", "major")]}
    assert legal(t97) == legal(t17) == ["H4", "H5", "HJ"]


def test_1997_51B2c_neither_both_cards_stay() -> None:
    """Declarer neither requires nor prohibits (2017 51B2c; 1997: he does not exercise an
    option, 50D2(b)): West's ♣A and ♥K stay, and West must play the ace to a club lead."""
    log = (PENALTY_CA + "N chooses 50D2b\nE HA\nS H2\nW H3\nN H7\nN chooses 50D2b\n"
           "W HK\ndirector\nN chooses 56\nN chooses 51B2c\nE C3\nS C2\n")
    t97, t17 = table(log, "1997"), table(log)
    assert penalty(t97) == penalty(t17) == {"W": [("CA", "major"), ("HK", "major")]}
    assert t97.to_act is Seat.WEST and legal(t97) == legal(t17) == ["CA"]


def test_1997_52B2_declarer_requires_the_penalty_card() -> None:
    """West, who must lead his ♣A (50D1), leads ♥6: declarer requires the ace (52B2) and ♥6
    becomes a major penalty card — in both books."""
    log = PENALTY_CA + "N chooses 50D2b\nE H4\nS H2\nW HK\nN H7\nW H6\ndirector\n"
    t97 = table(log, "1997")
    assert t97.pending is not None and t97.pending.laws == ("52",)
    assert t97.pending.options == ("52B1a", "52B2")
    t97, t17 = table(log + "N chooses 52B2\n", "1997"), table(log + "N chooses 52B2\n")
    assert penalty(t97) == penalty(t17) == {"W": [("H6", "major")]}
    assert [str(c) for c in t97.trick_cards] == ["CA"]


def test_1997_52B1b_declarer_who_plays_on_accepts() -> None:
    log = PENALTY_CA + "N chooses 50D2b\nE H4\nS H2\nW HK\nN H7\nW H6\nN H9\n"
    t97, t17 = table(log, "1997"), table(log)
    r = next(r for r in t97.rulings if r.laws == ("52",))
    assert r.chosen == "52B1a" and r.outcomes == ["52B1b"]
    assert penalty(t97) == penalty(t17) == {"W": [("CA", "major")]}


def test_the_1997_option_texts_cite_the_1997_clauses() -> None:
    """51B2c has no clause of its own in 1997 (declarer simply does not exercise an option,
    50D2(b)); 1997's forbidding of a named suit is its 57A3 (the option id stays 57A4)."""
    from bridgelaws.laws.descriptions import option_text

    assert "(Law 50D2(b), 1997)" in option_text("51B2c", "1997").render("en")
    assert "(Law 51B2c)" in option_text("51B2c", "2017").render("en")
    assert "(Law 57A3, 1997)" in option_text("57A4", "1997").render("en")
    assert "(Правило 57A3, 1997)" in option_text("57A4", "1997").render("ru")
    assert "(Law 57A4)" in option_text("57A4", "2017").render("en")
