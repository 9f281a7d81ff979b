"""Law 26 under the 1997 book (issue 17): lead penalties after a withdrawn call.

1997 26A: a withdrawn call related to a suit the offender did not specify in the legal
auction lets declarer require or prohibit the lead of that suit (26A2); a suit he specified,
nothing (26A1). 1997 26B: any other withdrawn call lets declarer prohibit any one suit. 2017
26B prohibits only, and only a suit the offender did not specify (docs/laws-1997-26.md).

Board 8, dealer West (``tests.laws.test_editions.table``): W 1C, N 1S, E P, S 2S, W P, N P,
E P — 2S by North, East on lead; then West, a defender, calls after the final pass (Law 39:
the call is cancelled, and Law 26 applies at his partner East's opening lead).
East holds T87 of spades, AJ54 of hearts, 64 of diamonds, Q873 of clubs.
"""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.cards import Suit
from bridgelaws.errors import RecordError
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law26_lead_restrictions as law26_2017
from bridgelaws.laws.book1997 import law26_lead_restrictions as law26_1997
from bridgelaws.laws.descriptions import option_text
from bridgelaws.table import Table
from tests.laws.test_editions import table

AUCTION = "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"
#: West bids 3H after the final pass: a withdrawn call related to hearts, a suit he never bid
HEARTS = AUCTION + "W 3H\ndirector\n"


def suits(t: Table) -> set[Suit]:
    return {c.suit for c in t.legal_cards}


def test_the_1997_book_rules_law_26_with_its_own_module() -> None:
    assert BOOK_1997.law("26") is law26_1997 and BOOK_2017.law("26") is law26_2017
    # a lead before declarer's choice is ruled as in 2017
    assert law26_1997.lead_before_choice is law26_2017.lead_before_choice


def test_1997_26A2_declarer_may_require_or_prohibit_the_suit_of_the_withdrawn_call() -> None:
    t = table(HEARTS, "1997")
    p = t.pending
    assert p is not None and p.chooser is Seat.NORTH and p.offender is Seat.WEST
    assert p.options == ("26A2-require", "26A2-prohibit", "26B-none")
    assert "Law 26A2 (1997)" in p.explanation[0].render("en")
    assert law26_1997.penalties(t, Seat.WEST) == ([Suit.HEARTS], False)


def test_2017_26B_same_record_prohibition_only_of_a_suit_not_specified() -> None:
    t = table(HEARTS)
    assert t.pending is not None and t.pending.options == ("26B", "26B-none")
    with pytest.raises(RecordError, match="not specified by the offender: D H S"):
        table(HEARTS + "N chooses 26B C\n")  # West specified clubs


def test_1997_26A2_require_east_must_lead_a_heart() -> None:
    t = table(HEARTS + "N chooses 26A2-require H\n", "1997")
    assert t.to_act is Seat.EAST and suits(t) == {Suit.HEARTS}
    assert t.rulings[-1].outcomes == ["26A2"]


def test_1997_26A2_require_the_single_suit_may_go_unnamed() -> None:
    t = table(HEARTS + "N chooses 26A2-require\n", "1997")
    assert suits(t) == {Suit.HEARTS}


def test_1997_26A2_prohibit_east_may_not_lead_a_heart_while_he_keeps_the_lead() -> None:
    t = table(HEARTS + "N chooses 26A2-prohibit H\n", "1997")
    assert suits(t) == {Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS}
    # East leads the diamond 6 and wins? North wins it: the prohibition ends with the lead
    t = table(HEARTS + "N chooses 26A2-prohibit H\nE D6\nS D2\nW D7\nN DK\n", "1997")
    assert not any(r.seat is Seat.EAST for r in t.lead_restrictions)


def test_1997_26A2_only_the_suit_the_withdrawn_call_related_to() -> None:
    with pytest.raises(RecordError, match="26A2-require needs one of the suits H"):
        table(HEARTS + "N chooses 26A2-require S\n", "1997")


def test_1997_26A1_the_withdrawn_call_related_to_a_suit_he_specified_no_penalty() -> None:
    t = table(AUCTION + "W 3C\ndirector\n", "1997")  # clubs: West opened 1C
    assert t.pending is None and t.to_act is Seat.EAST and len(suits(t)) == 4
    assert any("Law 26A1 (1997)" in n.render("en") for n in t.notes)
    # 2017: declarer may prohibit a suit West did not specify
    t = table(AUCTION + "W 3C\ndirector\n")
    assert t.pending is not None and t.pending.options == ("26B", "26B-none")


def test_1997_26B_another_withdrawn_call_any_one_suit_even_one_he_specified() -> None:
    t = table(AUCTION + "W X\ndirector\nN chooses 26B C\n", "1997")
    assert suits(t) == {Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS}  # no clubs
    assert t.rulings[-1].outcomes == ["26B"]
    with pytest.raises(RecordError, match="D H S"):  # 2017 26B: not a suit West specified
        table(AUCTION + "W X\ndirector\nN chooses 26B C\n")


def test_1997_26B_a_notrump_bid_relates_to_no_suit() -> None:
    t = table(AUCTION + "W 3NT\ndirector\n", "1997")
    assert t.pending is not None and t.pending.options == ("26B", "26B-none")


def test_1997_26B_none() -> None:
    t = table(HEARTS + "N chooses 26B-none\n", "1997")
    assert t.lead_restrictions == [] and len(suits(t)) == 4


def test_1997_a_conventional_withdrawn_bid_is_ruled_under_26B_with_a_note() -> None:
    t = table(AUCTION + "W 3H artificial\ndirector\n", "1997")
    p = t.pending
    assert p is not None and p.options == ("26B", "26B-none")
    assert "rules Law 26A instead" in p.explanation[0].render("en")


def test_1997_26A1_conventional_calls_in_the_legal_auction_the_director_states_first() -> None:
    # West opened 1C artificial: whether he specified clubs is the Director's to state
    log = AUCTION.replace("W 1C\n", "W 1C artificial\n", 1) + "W 3C\ndirector\n"
    t = table(log, "1997")
    j = t.pending_judgment
    assert j is not None and j.clause == "26B" and "26A1" in j.question.render("en")
    t = table(log + "director rules 26B none\n", "1997")  # clubs not specified: 26A2
    assert t.pending is not None and t.pending.options[0] == "26A2-require"
    t = table(log + "director rules 26B C\n", "1997")  # clubs specified: 26A1
    assert t.pending is None and len(suits(t)) == 4


def test_the_1997_option_texts() -> None:
    assert "any one suit" in option_text("26B", "1997").render("en")
    assert "not specified" in option_text("26B", "2017").render("en")
    assert "Правило 26A2" in option_text("26A2-require", "1997").render("ru")


def test_the_1997_explanations_render_in_russian() -> None:
    t = table(HEARTS, "1997")
    assert t.pending is not None
    text = t.pending.explanation[0].render("ru")
    assert text.startswith("Правило 26A2 (1997)") and "наказание" in text


def test_1997_a_lead_before_declarers_choice_is_ruled_as_in_2017() -> None:
    # West changes 1NT to 1C (refused; 1NT stands, Law 25B2b1); 2H by North; East leads the
    # diamond 6 before North chose: the Director's 47A judgment; yes: the lead is taken back
    # (a major penalty card) and the 1997 choice (26A2: clubs) is offered again
    log = ("W 1NT\nW 1C\ndirector\ndirector rules 25A no\nN chooses 25B2\n"
           "W chooses 25B2b1\nN 2H\nE P\nS P\nW P\nE D6\ndirector\n")
    t = table(log, "1997")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "47A"
    t = table(log + "director rules 47A yes\n", "1997")
    assert t.pending is not None and t.pending.options[0] == "26A2-require"
    t = table(log + "director rules 47A yes\nN chooses 26A2-require\n", "1997")
    assert t.to_act is Seat.EAST and suits(t) == {Suit.CLUBS}


def test_the_1997_heading_is_law_26_lead_penalties_in_the_report_and_the_console() -> None:
    """The ruling is one lead-penalty ruling in both books (``laws == ("26B",)``); under 1997
    it is headed "Law 26 — Withdrawn call: lead penalties" (1997 26B is only one of its
    clauses), in the report, on the console's choice and on a player's page."""
    from bridgelaws.render.report import ruling_text
    from bridgelaws.web import board, player

    t = table(HEARTS, "1997")
    (r,) = [r for r in t.rulings if r.laws == ("26B",)]
    assert ruling_text(t, r, "en")[0].startswith("• Law 26 — Withdrawn call: lead penalties")
    assert ruling_text(t, r, "ru")[0].startswith(
        "• Правило 26 — Отменённая заявка: ограничения на ход")
    assert board._heading(t, r.laws, "en") == ("Law 26", "Withdrawn call: lead penalties")
    assert player._ruling(t, r, "en", "en")["head"] == (
        "Law 26 — Withdrawn call: lead penalties")
    t = table(HEARTS)
    (r,) = [r for r in t.rulings if r.laws == ("26B",)]
    assert board._heading(t, r.laws, "en") == (
        "Law 26B", "Withdrawn call: declarer may prohibit a lead")
