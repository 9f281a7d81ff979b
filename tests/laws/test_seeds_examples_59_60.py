"""The seeds' worked examples on Laws 59 and 60 (issue 17): 59.3, 59.4, 60.3, 60.4 and 60.7 of
the EBL commentary in ``../shared/seeds/000_e6bd157a70ac61c4.txt`` (lines 182-257, repeated
from line 455), the ones ``tests/laws/test_seeds_examples.py`` left to build.

As there, each example runs under the **1997** book (the seeds' edition), and under both books
where they rule it alike (Laws 58-60 are ruled by the 2017 modules in both: the 1997 text does
not differ in effect, ``docs/laws-1997-58-60.md``). Board 8 of the shared examples
(``tests.helpers.DEAL8``: 2S by North, East on lead, South dummy) unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.cards import Card, Suit
from bridgelaws.record import loads
from bridgelaws.rulings import Kind, PenaltyKind
from bridgelaws.table import Table
from tests.helpers import record
from tests.laws.test_seeds_examples import (
    DEFENDER_OUT_OF_TURN,
    NORTH_WINS_TRICK_1,
    game,
    legal,
    penalty_cards,
)

BOTH = pytest.mark.parametrize("edition", ["1997", "2017"])


def kinds(t: Table) -> list[tuple[str, Seat | None]]:
    return [(i.kind.name, i.offender) for i in t.irregularities]


# ------------------------------------------------------------------ Law 59 (seed 000)

#: trick 1 to dummy (diamond ace), trick 2 to North (diamond king): East has no diamonds
#: left; trick 3 to East (heart ace); then West leads the diamond ten out of turn
EAST_VOID_IN_DIAMONDS = ("E D6\nS DA\nW D7\nN D3\nS D2\nW D8\nN DK\nE D4\n"
                         "N HT\nE HA\nS H2\nW H3\nW DT\n")
#: declarer refuses the lead (56): the ten is a major penalty card; at East's lead declarer
#: requires a diamond (50D2a), which East cannot lead
REQUIRE_DIAMONDS = EAST_VOID_IN_DIAMONDS + "director\nN chooses 56\nN chooses 50D2a-require\n"


@BOTH
def test_seed_000_59_3_no_second_try_and_the_penalty_card_goes_back(edition: str) -> None:
    """Seeds 000, 59.3: (a) declarer, who chose a lead penalty East cannot meet, has no second
    try — his right is used up; (b) once declarer has chosen under Law 50, West picks up his
    penalty card even though East cannot comply (50D2a; the commentary's 50.9). East, void in
    diamonds, leads any card (Law 59); West's diamond ten is back in his hand."""
    t = game(EAST_VOID_IN_DIAMONDS + "director\nN chooses 56\n", edition)
    assert penalty_cards(t) == {Seat.WEST: [("DT", PenaltyKind.MAJOR)]}
    p = t.pending
    assert p is not None and p.laws == ("50D2",) and "50D2a-require" in p.options
    t = game(REQUIRE_DIAMONDS, edition)
    assert t.to_act is Seat.EAST
    assert legal(t) == sorted(str(c) for c in t.hand(Seat.EAST))  # 59: any card he holds
    assert penalty_cards(t) == {}  # (b) picked up although the requirement cannot be met
    assert Card.parse("DT") in t.hand(Seat.WEST)
    t = game(REQUIRE_DIAMONDS + "E S8\n", edition)
    assert t.pending is None  # (a) no second choice for declarer
    assert [r.chosen for r in t.rulings] == ["56", "50D2a-require"]
    assert t.lead_restrictions == [] and t.to_act is Seat.SOUTH
    assert kinds(t) == [("DEFENDER_LEAD_OUT_OF_TURN", Seat.WEST)]  # no revoke (59.5)


#: a deal of its own for 59.4: East holds all thirteen hearts; 3NT by North after
#: W 1C, N 1NT, E P, S 3NT, W P, N P, E P; East on lead
DEAL_EAST_ALL_HEARTS = ("N:AKQJT..AKQJ.AKQJ .AKQJT98765432.. 98765..T987.T987 "
                        "432..65432.65432")
#: West calls 3H after the final pass (Law 39: cancelled); declarer prohibits hearts at
#: East's opening lead for as long as he keeps the lead (1997 26A2; 2017 26B)
PROHIBIT = {"1997": "N chooses 26A2-prohibit H\n", "2017": "N chooses 26B H\n"}


def east_all_hearts(log: str, edition: str) -> Table:
    auction = "W 1C\nN 1NT\nE P\nS 3NT\nW P\nN P\nE P\nW 3H\ndirector\n"
    text = record(auction + PROHIBIT[edition] + log, deal=DEAL_EAST_ALL_HEARTS)
    (g,) = loads(text.replace("[Deal ", f'[Edition "{edition}"]\n[Deal ', 1))
    return Table.from_game(g)


@BOTH
def test_seed_000_59_4_a_prohibition_not_met_does_not_bind_while_he_keeps_the_lead(
        edition: str) -> None:
    """Seeds 000, 59.4: a player who could not comply with a prohibition of a suit, because he
    held only cards of it, and who keeps the lead, may go on leading the prohibited suit —
    no revoke (59.5 applies only to a player able to comply). East, prohibited from leading
    hearts, holds only hearts: he leads the ace, wins, and leads hearts again."""
    t = east_all_hearts("", edition)
    assert [(r.seat, r.kind, r.suit) for r in t.lead_restrictions] == [
        (Seat.EAST, "prohibit", Suit.HEARTS)]
    assert len(legal(t)) == 13  # Law 59: any card
    t = east_all_hearts("E HA\nS S5\nW S2\nN ST\n", edition)
    assert len(t.tricks) == 1 and t.to_act is Seat.EAST  # he won it: he keeps the lead
    assert len(legal(t)) == 12 and all(c.startswith("H") for c in legal(t))
    t = east_all_hearts("E HA\nS S5\nW S2\nN ST\nE HK\nS S6\nW S3\nN SJ\n", edition)
    assert t.tricks_declarer == 0 and t.irregularities[-1].kind is Kind.CALL_AFTER_AUCTION
    assert not any(i.kind is Kind.REVOKE for i in t.irregularities)


# ------------------------------------------------------------------ Law 60 (seed 000)


@BOTH
def test_seed_000_60_3_the_legalized_lead_is_in_turn(edition: str) -> None:
    """Seeds 000, 60.3, first sentence: once the right to rectification is lost, the illegal
    lead becomes legal and is treated as made in turn (60A2). West is on lead after trick 1;
    East leads the heart ace; dummy, next in rotation, plays to it (60A1, 53A by conduct):
    West plays next, then North, and the trick counts as any other."""
    t = game(DEFENDER_OUT_OF_TURN + "S H2\n", edition)
    assert t.rulings[-1].chosen == "53A" and t.rulings[-1].by_conduct
    assert penalty_cards(t) == {} and t.to_act is Seat.WEST
    t = game(DEFENDER_OUT_OF_TURN + "S H2\nW H3\nN H7\n", edition)
    assert len(t.tricks) == 2 and t.tricks[-1].leader is Seat.EAST  # the ace wins it
    assert t.to_act is Seat.EAST


@pytest.mark.parametrize(("edition", "clause"), [("1997", "Law 53C (1997)"),
                                                 ("2017", "Law 53B")])
def test_seed_000_60_3_the_usurped_leader_keeps_his_lead(edition: str, clause: str) -> None:
    """Seeds 000, 60.3, second sentence: when the player whose lead was usurped is of the
    non-offending side and had the lead, he keeps it; the card played before his lead goes
    back without penalty — the exception 60A2 names, 53C in 1997 (53B in 2017). North, on
    lead after trick 1, leads the heart seven after West's heart king out of turn."""
    t = game(NORTH_WINS_TRICK_1 + "W HK\nN H7\n", edition)
    assert [str(c) for c in t.trick_cards] == ["H7"] and len(t.tricks) == 1
    assert t.to_act is Seat.EAST and penalty_cards(t) == {}
    assert Card.parse("HK") in t.hand(Seat.WEST)
    assert t.notes[-1].render("en").startswith(clause)


@BOTH
def test_seed_000_60_4_earlier_penalties_still_bind_after_the_forfeiture(edition: str) -> None:
    """Seeds 000, 60.4: when the right to rectification is lost and the illegal play made
    legal, the offending side still owes every lead or play penalty imposed earlier (60A3).
    West's opening lead out of turn, the club ace, refused (54D): a major penalty card,
    declarer lets it stay (50D2b). North wins trick 1; East leads the club three out of turn;
    dummy plays to it (60A1): West must still play the ace at this first legal opportunity."""
    log = ("W CA\ndirector\nN chooses 54D\nN chooses 50D2b\nE D6\nS D2\nW D7\nN DK\n"
           "E C3\nS C2\n")
    t = game(log, edition)
    assert t.rulings[-1].chosen == "53A" and t.rulings[-1].by_conduct
    assert penalty_cards(t) == {Seat.WEST: [("CA", PenaltyKind.MAJOR)]}
    assert t.to_act is Seat.WEST and legal(t) == ["CA"]


@BOTH
def test_seed_000_60_7_a_card_by_the_offenders_does_not_cut_the_rights(edition: str) -> None:
    """Seeds 000, 60.7: a card played by the offending side before the rectification is
    assessed is itself dealt with by its own law, and the non-offending side keeps every
    right (60C). East leads the heart ace out of turn; his partner West, whose lead it was,
    then plays the heart three before the Director comes: declarer still chooses between
    accepting East's lead (53A) and refusing it (56). West's own card is ruled by 57D (a play
    at his RHO's turn that can legally be played stands for his turn) — in the 1997 book too,
    which takes 57D from the 2017 module (1997 has no 57D [mem]: docs/laws-1997-58-60.md)."""
    t = game(DEFENDER_OUT_OF_TURN + "W H3\ndirector\n", edition)
    assert kinds(t) == [("DEFENDER_LEAD_OUT_OF_TURN", Seat.EAST),
                        ("PLAY_OUT_OF_TURN", Seat.WEST)]
    p = t.pending
    assert p is not None and p.chooser is Seat.NORTH and p.options == ("53A", "56")
    t = game(DEFENDER_OUT_OF_TURN + "W H3\ndirector\nN chooses 56\n", edition)
    assert penalty_cards(t) == {Seat.EAST: [("HA", PenaltyKind.MAJOR)]}
    assert t.to_act is Seat.WEST and t.pending is not None and t.pending.laws == ("50D2",)
    t = game(DEFENDER_OUT_OF_TURN + "W H3\ndirector\nN chooses 53A\nS H2\n", edition)
    assert [str(c) for c in t.trick_cards] == ["HA", "H2", "H3"]  # West's card in its turn
    assert t.to_act is Seat.NORTH
