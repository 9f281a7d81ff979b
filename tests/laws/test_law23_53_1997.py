"""Laws 23 and 53 under the 1997 book (issue 17).

**Law 23** differs (docs/laws-1997-23.md): 2017's Law 23 is the comparable call; 1997's is the
Director's adjustment when the offender could have known that his partner's enforced pass
would likely damage the non-offending side — a judgment at the end of play, recorded as a
12C2 score. The 1997 book never asks whether a call is comparable: its Laws 27 and 29–32
bar the partner instead.

**Law 53** differs at trick 13 (docs/laws-1997-53.md): 2017 53A accepts a lead out of turn only
"prior to the thirteenth trick" (the 2017 book retracts one at trick 13 at once); 1997 53A
has no such limit. 53B/53C (letters swapped) rule the same.

The 53 board: Board 1, South declares 1NT; West wins the first ten tricks, North (dummy) the
eleventh. Left at trick 12, North on lead: N HQ DA, E HA HK, S HJ CA, W H2 D3.
"""

from __future__ import annotations

import pytest

from bridgelaws.cards import Card
from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law53_lead_out_of_turn_accepted as law53_2017
from bridgelaws.laws.book1997 import law53_lead_out_of_turn_accepted as law53_1997
from bridgelaws.record import loads
from bridgelaws.rulings import Kind
from bridgelaws.seats import Seat
from bridgelaws.table import Table
from tests.laws.test_editions import table as board8

DEAL1 = "N:JT9.Q87.AK98.T98 8762.AK65.76.765 543.J43.Q54.A432 AKQ.T92.JT32.KQJ"
# West wins tricks 1-10 with his top cards; North (dummy) wins trick 11 with the DK
TEN_TRICKS = "".join(f"W {w}\nN {n}\nE {e}\nS {s}\n" for w, n, e, s in (
    ("SA", "S9", "S6", "S3"), ("SK", "ST", "S7", "S4"), ("SQ", "SJ", "S8", "S5"),
    ("HT", "H7", "H5", "H3"), ("H9", "H8", "H6", "H4"), ("DJ", "D8", "D6", "D4"),
    ("DT", "D9", "D7", "D5"), ("CK", "C8", "C5", "C2"), ("CQ", "C9", "C6", "C3"),
    ("CJ", "CT", "C7", "C4")))
TO_TRICK_12 = "S 1NT\nW P\nN P\nE P\n" + TEN_TRICKS + "W D2\nN DK\nE S2\nS DQ\n"
# trick 12: North leads the DA and wins; North to lead trick 13 (N HQ, E HA, S CA, W H2)
TO_TRICK_13 = TO_TRICK_12 + "N DA\nE HK\nS HJ\nW D3\n"


def board1(log: str, edition: str) -> Table:
    (game,) = loads(f'[Board "1"]\n[Dealer "S"]\n[Vulnerable "None"]\n[Edition "{edition}"]\n'
                    f'[Deal "{DEAL1}"]\n[TableLog ""]\n{log}')
    return Table.from_game(game)


def declarer_tricks(t: Table) -> int:
    return sum(1 for w in t.winners if w.side is Seat.SOUTH.side)


# ------------------------------------------------------------------ Law 53


def test_the_1997_book_rules_53_55_56_by_its_modules() -> None:
    for law in ("53", "55", "56"):
        assert BOOK_1997.law(law) is not BOOK_2017.law(law)
    assert BOOK_1997.law("53") is law53_1997
    assert BOOK_1997.kinds[Kind.DECLARER_LEAD_OUT_OF_TURN] is BOOK_1997.law("55")
    assert BOOK_1997.kinds[Kind.DEFENDER_LEAD_OUT_OF_TURN] is BOOK_1997.law("56")
    assert law53_1997.next_in_rotation is law53_2017.next_in_rotation  # the rest as 2017


def test_53A_trick_13_declarers_lead_out_of_turn_accepted_by_play_1997_only() -> None:
    # South leads the CA from his hand when dummy was on lead; West plays to it
    log = TO_TRICK_13 + "S CA\nW H2\nN HQ\nE HA\n"
    new = board1(log, "1997")
    (r,) = [r for r in new.rulings if r.kind is Kind.DECLARER_LEAD_OUT_OF_TURN]
    assert r.chosen == "53A" and r.by_conduct  # accepted by West's play (1997 53A)
    assert new.result is not None and declarer_tricks(new) == 3  # the CA won trick 13
    old = board1(TO_TRICK_13 + "S CA\n", "2017")
    (r,) = [r for r in old.rulings if r.kind is Kind.DECLARER_LEAD_OUT_OF_TURN]
    assert r.laws == ("53A",) and not r.options  # 2017 53A: retracted at once
    assert old.trick_leader is Seat.NORTH and not old.trick_cards


def test_53A_trick_13_the_director_offers_the_1997_choice() -> None:
    t = board1(TO_TRICK_13 + "S CA\ndirector\n", "1997")
    assert t.pending is not None and t.pending.options == ("53A", "55B")
    assert t.pending.chooser is Seat.WEST  # next in rotation to the irregular lead (55A)
    assert any("thirteenth" in m.render("en") for m in t.pending.explanation)
    t = board1(TO_TRICK_13 + "S CA\ndirector\nW chooses 55B\nN HQ\nE HA\nS CA\nW H2\n",
               "1997")
    assert declarer_tricks(t) == 2 and t.winners[-1] is Seat.EAST


def test_53A_trick_13_defenders_lead_out_of_turn_declarer_accepts_1997() -> None:
    # West leads the H2 when dummy was on lead; declarer accepts: East's HA wins it
    t = board1(TO_TRICK_13 + "W H2\ndirector\nS chooses 53A\nN HQ\nE HA\nS CA\n", "1997")
    assert t.winners[-1] is Seat.EAST and declarer_tricks(t) == 2
    # 2017: the lead is retracted (no choice), and North leads
    old = board1(TO_TRICK_13 + "W H2\n", "2017")
    assert old.pending is None and old.trick_leader is Seat.NORTH


def test_53A_before_trick_13_accepted_by_play_the_same_in_both_books() -> None:
    # trick 12, North on lead: East leads the HK out of turn; South (next) plays to it
    for edition in ("2017", "1997"):
        t = board1(TO_TRICK_12 + "E HK\nS HJ\nW H2\nN HQ\n", edition)
        (r,) = [r for r in t.rulings if r.kind is Kind.DEFENDER_LEAD_OUT_OF_TURN]
        assert r.chosen == "53A" and r.by_conduct, edition
        assert t.winners[-1] is Seat.EAST and t.trick_leader is Seat.EAST


def test_53C_1997_proper_lead_after_a_lead_out_of_turn_as_2017_53B() -> None:
    """Seed 000 (the end of the EBL commentary on Law 53): the proper lead made after a lead
    out of turn is recognised as correct and kept as the lead to the trick; the cards played
    to it in error go back to the hand without penalty (Law 16C may apply)."""
    # trick 12: West leads the D3 out of turn; dummy (North) makes the proper lead, the DA
    for edition, clause in (("2017", "Law 53B:"), ("1997", "Law 53C (1997):")):
        t = board1(TO_TRICK_12 + "W D3\nN DA\n", edition)
        (r,) = [r for r in t.rulings if r.kind is Kind.DEFENDER_LEAD_OUT_OF_TURN]
        assert r.chosen == "53B"
        assert t.trick_leader is Seat.NORTH and [str(c) for c in t.trick_cards] == ["DA"]
        assert t.hands[Seat.WEST] & Card.parse("D3").mask  # withdrawn to West's hand
        assert any(n.render("en").startswith(clause) for n in t.notes), edition
        assert not any(n.msgid.startswith("Law 53B") for n in t.notes) or edition == "2017"


# ------------------------------------------------------------------ Law 23


@pytest.mark.parametrize(("log", "clause"), [
    ("W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE 2D\n", "27B1b"),
    ("W 1C\nS 1S\ndirector\nW chooses 29B\nN P\nE P\nS 2S\n", "31B2"),
])
def test_23_no_comparable_call_in_1997_partner_is_barred(log: str, clause: str) -> None:
    """2017 asks whether the replacement is comparable (23A); 1997 has no such question: the
    offender's partner must pass (1997 27B2, 31B) — Law 23 (1997) is left for the end."""
    old = board8(log, "2017")
    assert old.pending_judgment is not None and old.pending_judgment.clause == clause
    assert old.barred == {}
    new = board8(log, "1997")
    assert new.pending_judgment is None
    offender = Seat.EAST if "E 1H" in log else Seat.SOUTH
    assert new.barred == {offender.partner: "throughout"}


def test_23_1997_the_directors_adjustment_after_a_damaging_enforced_pass() -> None:
    """1997 Law 23: East could have known his partner's enforced pass would likely damage
    North-South; the auction and play are completed, then the Director assigns the score
    (12C2). The engine records it, the facts being his."""
    log = ("W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE 2D\nS P\nW P\nN P\n"
           'director rules 12C2 NS 2S N 8, EW 4S N 10 "Law 23: enforced pass"\n')
    t = board8(log, "1997")
    assert t.rulings[0].outcomes == ["27B2"] and str(t.contract) == "2D"
    (adj,) = t.adjustments
    assert adj.kind == "split" and adj.reason == "Law 23: enforced pass"

