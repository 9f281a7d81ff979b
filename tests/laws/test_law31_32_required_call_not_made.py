"""A required call not made (issue 20): Law 31A1 (32A1 for a double or redouble) -- the
offender's RHO passed after the call out of rotation was cancelled, so the offender must
repeat it, and he makes another legal call instead.

The Laws give no rectification for this: when the Director comes during the auction he
judges whether he enforces the repetition (``director rules 31A1 yes|no``); Law 26 then asks
whether the call that stands is comparable (``director rules 26A yes|no``).
"""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.report import result_json
from bridgelaws.rulings import Kind
from tests.helpers import table

# Board 29: North deals; East opens 1S out of rotation, South refuses it (29B), North passes:
# East must repeat 1S (31A1).
DEAL29 = "N:T74.Q65.J832.K96 AKJ85.K4.AT6.Q72 Q3.AJT72.KQ5.J84 962.983.974.AT53"
REPEAT_1S = "E 1S\ndirector\nS chooses 29B\nN P\n"


def table29(log: str, dealer: str = "N"):  # type: ignore[no-untyped-def]
    return table(log, deal=DEAL29, board=29, dealer=dealer, vul="All")


def calls(t) -> list[str]:  # type: ignore[no-untyped-def]
    return [f"{s.letter}{c}" for s, c in t.auction.entries]


def withdrawn(t) -> dict[str, object]:  # type: ignore[no-untyped-def]
    return {f"{w['seat']} {w['call']}": w["unauthorized_for"]
            for w in result_json(t)["withdrawn_calls"]}


def test_31A1_another_call_is_recorded_and_the_auction_goes_on_over_it() -> None:
    t = table29(REPEAT_1S + "E 1NT\nS 2H\n")
    (irr,) = [i for i in t.irregularities if i.kind is Kind.REQUIRED_CALL_NOT_MADE]
    assert irr.supported and irr.status == "open" and str(irr.call) == "1NT"
    assert calls(t) == ["NP", "E1NT", "S2H"]
    assert not t.unsupported


def test_31A1_the_director_is_asked_whether_he_enforces_the_repetition() -> None:
    t = table29(REPEAT_1S + "E 1NT\nS 2H\ndirector\n")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "31A1"


def test_31A1_yes_the_call_and_later_calls_are_cancelled_and_1S_repeated() -> None:
    t = table29(REPEAT_1S + "E 1NT\nS 2H\ndirector\ndirector rules 31A1 yes\n")
    assert calls(t) == ["NP", "E1S"] and t.auction.to_call is Seat.SOUTH
    # Law 26: is 1S comparable to the cancelled 1NT?
    assert t.pending_judgment is not None and t.pending_judgment.clause == "26A"
    t = table29(REPEAT_1S + "E 1NT\nS 2H\ndirector\ndirector rules 31A1 yes\n"
                "director rules 26A no\n")
    assert [(s, str(c)) for s, c, _ in t.withdrawn] == [(Seat.EAST, "1NT")]  # 26B may apply
    # 16C: East's 1NT and South's cancelled 2H are unauthorized for East-West
    assert withdrawn(t) == {"E 1S": None, "E 1NT": "EW", "S 2H": "EW"}
    r = next(x for x in t.rulings if x.kind is Kind.REQUIRED_CALL_NOT_MADE)
    assert r.outcomes == ["31A1", "26B"]


def test_31A1_yes_and_26A_comparable_no_lead_restriction_no_16C() -> None:
    t = table29(REPEAT_1S + "E 1NT\ndirector\ndirector rules 31A1 yes\ndirector rules 26A yes\n")
    assert t.withdrawn == [] and withdrawn(t) == {"E 1S": None, "E 1NT": None}


def test_31A1_no_the_call_stands_and_law_26_applies_to_the_call_not_repeated() -> None:
    t = table29(REPEAT_1S + "E 1NT\ndirector\ndirector rules 31A1 no\ndirector rules 26A no\n")
    assert calls(t) == ["NP", "E1NT"]
    assert [(s, str(c)) for s, c, _ in t.withdrawn] == [(Seat.EAST, "1S")]
    assert withdrawn(t) == {"E 1S": "EW"}  # no longer the comparable repetition of 31A1
    r = next(x for x in t.rulings if x.kind is Kind.REQUIRED_CALL_NOT_MADE)
    assert r.outcomes == ["12A1"]


def test_31A1_director_after_the_auction_the_call_stands_only_26A_asked() -> None:
    t = table29(REPEAT_1S + "E 1NT\nS P\nW P\nN P\ndirector\n")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "26A"
    assert str(t.contract) == "1NT"


def test_32A1_a_double_to_be_repeated_and_a_bid_made_instead() -> None:
    # N 1C, E P, West doubles at South's turn; North refuses it; South passes: West must
    # repeat the double (32A1) and bids 1S instead.
    t = table29("N 1C\nE P\nW X\ndirector\nN chooses 29B\nS P\nW 1S\ndirector\n")
    assert t.pending_judgment is not None and t.pending_judgment.clause == "32A1"
    t = table29("N 1C\nE P\nW X\ndirector\nN chooses 29B\nS P\nW 1S\ndirector\n"
                "director rules 32A1 yes\n")
    assert calls(t) == ["N1C", "EP", "SP", "WX"]


def test_31A1_an_illegal_call_instead_is_still_named_as_not_implemented() -> None:
    # 1NT, then West's double at South's turn is refused; South passes; West must double
    # again and makes an insufficient bid instead: not ruled by this version (exit 3).
    t = table29("N 1NT\nE P\nW X\ndirector\nN chooses 29B\nS P\nW 1S\n")
    assert [i.kind for i in t.unsupported] == [Kind.REQUIRED_CALL_NOT_MADE]
