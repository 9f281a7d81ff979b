"""Law 27 — Insufficient bid (2017).

Detection: a bid in rotation that does not supersede the last bid (Law 18D).

* **27A** the offender's LHO may accept the bid (option ``27A``); calling over it accepts
  it (by conduct). It is then treated as legal.
* **27B** not accepted (option ``27B``): the offender must replace it with a legal call
  (:func:`replacement`):

  * **27B1a** by the lowest sufficient bid that specifies the same denomination(s): no
    further rectification (26 and 16C do not apply). The engine takes a bid in the same
    strain as specifying the same denomination — true of natural bids; with an artificial
    bid the Director rules it differently and says so.
  * **27B1b** by a comparable call (Law 23): the Director's judgment
    (``director rules 27B1b yes|no``); if yes, no further rectification (27D may apply);
  * **27B2** otherwise (a pass, or a bid judged not comparable): the offender's partner must
    pass whenever it is his turn to call; Law 26 may apply; 16C;
  * **27B3** a double or redouble judged not comparable is cancelled: the offender must
    replace it with a sufficient bid or a pass, and partner must pass throughout (26, 16C);
  * **27B4** an attempt to replace it with another insufficient bid: ruled as 27B3 unless
    LHO accepts that bid (``27A``).
* **27C** a replacement before the Director's ruling stands (if legal) and is ruled under
  27B, unless LHO accepts the insufficient bid.
* **27D** the Director's adjustment at the end of play — a judgment, recorded only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bridgelaws.calls import PASS, Call, CallKind
from bridgelaws.events import CallMade, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws.base import chosen_by_conduct, irregularity_of, new_ruling
from bridgelaws.rulings import Irregularity, Judgment, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.INSUFFICIENT_BID,)


def _offer(table: Table, irr: Irregularity) -> Ruling:
    assert irr.offender is not None
    second = irr.facts.get("second")
    options = ("27A", "27B4") if second else ("27A", "27B")
    return new_ruling(table, irr, ("27",), irr.offender.lho, options)


def _accept(table: Table, irr: Irregularity) -> None:
    assert irr.offender is not None and irr.call is not None
    table.legal_call(irr.offender, irr.call)


def by_conduct(table: Table, irr: Irregularity, event: TableEvent,
               offer: Callable[[Table, Irregularity], Ruling],
               replace: Callable[[Table, Irregularity, Call], None]) -> bool:
    """Before the Director: LHO calls over the insufficient bid (27A, accepted by conduct),
    or the offender replaces it (27C: ruled by ``replace`` under the edition's 27B)."""
    if not isinstance(event, CallMade) or irr.offender is None:
        return False
    if event.seat is irr.offender.lho:  # 27A: LHO calls over it
        chosen_by_conduct(table, offer(table, irr), "27A", irr)
        _accept(table, irr)
        return False
    if event.seat is irr.offender:  # 27C: replaced before the Director's ruling
        r = offer(table, irr)
        chosen_by_conduct(table, r, r.options[1], irr, status="ruled")
        replace(table, irr, event.call)
        return True
    return False


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    return by_conduct(table, irr, event, _offer, replacement)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    return _offer(table, irr)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    irr = irregularity_of(table, ruling)
    assert irr.offender is not None
    if option == "27A":
        _accept(table, irr)
        return
    if option == "27B4":
        irr.facts["b3"] = True
    table.replacing[irr.offender] = irr


def not_a_replacement(table: Table, irr: Irregularity, call: Call) -> bool:
    """A call that cannot replace the insufficient bid, dealt with (True): a second
    insufficient bid (ruled at once, 27B4) or a call not legal here (he calls again)."""
    offender = irr.offender
    assert offender is not None
    auction = table.auction
    if call.is_bid and not auction.is_sufficient(call) and not call.above_seven:
        second = table.record(Kind.INSUFFICIENT_BID, offender, call=call)
        second.facts["second"] = True
        table.rules.rule_now(table)
        return True
    if not auction.is_admissible(call, offender) or call.above_seven:
        table.replacing[offender] = irr
        table.notes.append(Message(
            "{call} is not a legal call here: {seat} must replace the insufficient bid with "
            "a legal call", call=call.as_message(), seat=offender.as_message()))
        return True
    return False


def replacement(table: Table, irr: Irregularity, call: Call) -> None:
    """27B: the offender's replacement call, and what follows from it."""
    offender, withdrawn = irr.offender, irr.call
    assert offender is not None and withdrawn is not None
    r = table.ruling_for(irr)
    if not_a_replacement(table, irr, call):
        return
    if irr.facts.get("b3"):
        if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
            table.replacing[offender] = irr
            table.notes.append(Message(
                "Law 27B3: {seat} must replace it with a sufficient bid or a pass",
                seat=offender.as_message()))
            return
        table.legal_call(offender, call)
        _barred_throughout(table, irr, r, "27B3" if not irr.facts.get("second") else "27B4")
        return
    if (call.is_bid and withdrawn.is_bid and call.strain is withdrawn.strain
            and call is table.auction.lowest_sufficient(call.strain)):
        table.legal_call(offender, call)
        if r is not None:
            r.outcomes.append("27B1a")
            r.explanation = (*r.explanation, Message(
                "Law 27B1a: the lowest sufficient bid in the same strain, taken as specifying "
                "the same denomination: no further rectification"))
        _note_27D(table)
        return
    if call is PASS:
        table.legal_call(offender, call)
        _barred_throughout(table, irr, r, "27B2")
        return
    table.legal_call(offender, call)
    table.ask(Judgment("27B1b", irr.event, Message(
        "Is {call} a comparable call for the insufficient bid {withdrawn} (Laws 23A, 27B1b)? "
        "director rules 27B1b yes|no", call=call.as_message(), withdrawn=withdrawn.as_message()),
        offender=offender, facts={"call": call}))


def _note_27D(table: Table) -> None:
    """27D, after 27B1a or 27B1b: recorded for the Director's judgment at the end of play."""
    table.notes.append(Message(
        "Law 27D: if the Director judges at the end of play that without the insufficient "
        "bid the outcome could well have been different, he adjusts the score"))


def _barred_throughout(table: Table, irr: Irregularity, r: Ruling | None, clause: str) -> None:
    """27B2, 27B3, 27B4: partner passes for the rest of the auction; Law 26 may apply to the
    withdrawn bid. Idempotent: 27B3 is applied when the double is cancelled, and again (to no
    effect) when the offender then makes his replacement."""
    assert irr.offender is not None and irr.call is not None
    table.bar(irr.offender.partner, "throughout")
    entry = (irr.offender, irr.call, irr.event)
    if entry not in table.withdrawn:
        table.withdrawn.append(entry)
    if r is not None and clause not in r.outcomes:
        r.outcomes.append(clause)


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    irr = next(i for i in table.irregularities if i.event == judgment.event)
    r = table.ruling_for(irr)
    call = judgment.facts["call"]
    assert isinstance(call, Call) and irr.offender is not None
    if answer == "yes":
        if r is not None:
            r.outcomes.append("27B1b")
        _note_27D(table)
        return
    if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
        # 27B3: the double or redouble is cancelled and must be replaced
        table.rebuild_auction(table.auction.entries[:-1])
        irr.facts["b3"] = True
        table.replacing[irr.offender] = irr
        _barred_throughout(table, irr, r, "27B3")
        return
    _barred_throughout(table, irr, r, "27B2")
