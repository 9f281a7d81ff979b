"""The positions of issue 16 ("Claims a director can trust"): each was ruled absurdly before
the normal-line model was rewritten; a director rules them without hesitation."""

from __future__ import annotations

import pytest

from bridgelaws.cards import Strain, Suit
from bridgelaws.claims import Position, adjudicate
from bridgelaws.claims.statement import (
    AllHigh,
    Concede,
    DrawTrumps,
    NoTrumpsOut,
    RunSuit,
    parse_statement,
)
from bridgelaws.seats import Seat

S, N = Seat.SOUTH, Seat.NORTH

#: dummy (on lead) DAKQJ H2; declarer HAK C32 S2
FOUR_DIAMONDS = "N:.2.AKQJ. 9876.Q.. 2.AK..32 .J.T.KQJ"
#: declarer (on lead) DAK H2 C2 S2; dummy DQJ54 HA
BLOCKED = "N:.A.QJ54. KQJ.K.T. 2.2.AK.2 .Q.98.KQ"
#: declarer (on lead) DK2 HAK C3; dummy DQJT H43; West's singleton DA, East's clubs
KNOCK_OUT = "N:.43.QJT. .QJ..KQJ .AK.K2.3 .9876.A."


def award(pbn: str, leader: Seat, claimed: int, statement: str) -> int:
    p = Position.from_hands(pbn, trump=Strain.NOTRUMP, leader=leader, claimer=S, dummy=N)
    ruling = adjudicate(p, S, claimed, statement)
    assert ruling.awarded is not None
    return ruling.awarded


@pytest.mark.parametrize("statement", ["four diamonds, then a heart to my ace",
                                       "четыре бубны, затем черву на туза"])
def test_four_diamonds_then_a_heart_to_my_ace(statement: str) -> None:
    """The stated order is the line: dummy's four diamonds (declarer keeping a top heart),
    then the heart to his ace: five tricks."""
    assert award(FOUR_DIAMONDS, N, 5, statement) == 5


def test_the_same_claim_with_no_statement_may_strand_the_diamonds() -> None:
    """With no order stated, hearts first (the two to the ace) is a careless order of the
    suits (ACBL Laws Commission 2019, item 1; the EBU White Book): dummy's diamonds are cut
    off."""
    assert award(FOUR_DIAMONDS, N, 5, "") == 2


@pytest.mark.parametrize("statement", [
    "diamonds from the top, heart to dummy, rest of the diamonds",
    "бубны сверху, потом черву на стол и остальные бубны"])
def test_diamonds_from_the_top_heart_to_dummy(statement: str) -> None:
    """AK from hand (dummy following low: an honour is not thrown under partner's winner),
    the heart to the ace, the queen and jack: five."""
    assert award(BLOCKED, S, 5, statement) == 5


@pytest.mark.parametrize("statement", [
    "king of diamonds to knock out the ace, the rest are mine",
    "королём бубен выбиваю туза, остальные мои"])
def test_king_to_knock_out_the_ace(statement: str) -> None:
    """The DK first; after the ace, the rest: hearts and dummy's diamonds in any order, the
    club discarded, never led while a winner is held: four."""
    assert award(KNOCK_OUT, S, 4, statement) == 4


def test_the_award_cites_its_double_dummy_figure() -> None:
    p = Position.from_hands(FOUR_DIAMONDS, trump=Strain.NOTRUMP, leader=N, claimer=S, dummy=N)
    ruling = adjudicate(p, S, 5, "")
    assert ruling.double_dummy == 5 and ruling.awarded == 2 and "70D1" in ruling.laws
    assert ruling.decisive is not None  # the play that decides it is named
    index, after = ruling.decisive
    assert ruling.worst_line[index].seat.side is S.side and after < 5


@pytest.mark.parametrize(("text", "step"), [
    ("забираю все", AllHigh()),
    ("беру остальные", AllHigh()),
    ("козыри сняты", NoTrumpsOut()),
    ("снимаю последний козырь", DrawTrumps(last=True)),
    ("без одной", Concede(None, 1)),
    ("играю бубны сверху", RunSuit(Suit.DIAMONDS, None, True)),
    ("отдаю одну взятку", Concede(None, 1)),
])
def test_russian_table_language(text: str, step: object) -> None:
    assert parse_statement(text).steps == (step,)


def test_a_phrase_not_understood_does_not_discard_the_rest() -> None:
    """The understood parts bind; the rest is listed as not understood."""
    st = parse_statement("draw trumps, then run the diamonds and hope for the best")
    assert st.steps[:2] == (DrawTrumps(), RunSuit(Suit.DIAMONDS))
    assert st.free_text == ("hope for the best",)


@pytest.mark.parametrize("statement", ["the rest are mine, trumps are drawn",
                                       "остальные мои, козыри сняты"])
def test_trumps_said_drawn_while_two_are_out(statement: str) -> None:
    """70C with a belief: South (4S) says the trumps are drawn while East and West still hold
    the SJ and S9; cashing the diamonds first lets East ruff, and the ruling says that the
    claimer spoke of the trumps and was wrong, not that he left them out."""
    p = Position.from_hands("N:.32.32.2 J.KQJT.. T6..AKQ. 9..J.KQJ", trump=Strain.SPADES,
                            leader=Seat.SOUTH, claimer=Seat.SOUTH, dummy=Seat.NORTH)
    ruling = adjudicate(p, Seat.SOUTH, 5, statement)
    assert "70C" in ruling.laws and ruling.awarded is not None and ruling.awarded < 5
    said = [m.render("en") for m in ruling.doubtful_points]
    assert any("said no trump is out" in t for t in said)
    assert not any("does not mention" in t for t in said)
