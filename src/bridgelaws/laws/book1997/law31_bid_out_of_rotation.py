"""Law 31 — Bid out of rotation (1997).

What 1997 says (docs/laws-1997-31.md has the comparison with 2017 and the sources). The bid
out of rotation was not accepted and is cancelled (Law 29B); the offender may make any legal
call at his turn, and:

* **31A** at RHO's turn:

  * **31A1** RHO passes: the offender must repeat the call out of rotation; no penalty. As
    2017, and so is the engine's handling of a repetition not made (:func:`ruling`,
    ``director rules 31A1 yes|no``).
  * **31A2** RHO makes a legal bid, double or redouble: the offender may make any legal
    call; **(a)** it repeats the denomination of the bid out of rotation: the offender's
    partner must pass when next it is his turn to call (Law 23); **(b)** it does not: the
    partner must pass whenever it is his turn to call (Law 23), and the lead penalties of Law
    26 may apply. Which one is a fact (the denomination), not a judgment: nothing is asked.
* **31B** at partner's turn, or at LHO's turn before the offender had called: the offender's
  partner must pass whenever it is his turn to call (Law 23), and the lead penalties of Law
  26 may apply — at once, whatever the offender calls later.
* **31C** later bids at LHO's turn are changes of call (Law 25): the table's detection, as
  2017.

There is no comparable call (2017 Law 23A, 31A2a, 31B2) and so no question to the Director.
A conventional bid out of rotation (Law 29C) is ruled by the denomination it names, with a
note that 29C makes it the denomination(s) specified: the Director checks it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call, CallKind
from bridgelaws.i18n import Message
from bridgelaws.laws import law31_bid_out_of_rotation as law31_2017
from bridgelaws.rulings import Irregularity, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = law31_2017.KINDS
PREFIX = law31_2017.PREFIX

#: a required call not made is ruled as in 2017 (31A1 is the same in both editions)
ruling = law31_2017.ruling
judge_required_call = law31_2017.judge_required_call


#: the clause that requires a double or redouble out of rotation to be repeated (2017: 32A1)
DOUBLE_REPEAT = "32B1"


def required_call_not_made(table: Table, seat: Seat, call: Call, required: Call) -> None:
    """As in 2017, but a double or redouble to be repeated is required by 32B1 (1997), not
    32A1: the Director's question and the ruling cite 32B1."""
    law31_2017.required_call_not_made(table, seat, call, required, double_clause=DOUBLE_REPEAT)


def after_cancellation(table: Table, irr: Irregularity, ruling: Ruling, position: str) -> None:
    """29B (1997) sends a cancelled bid here: 31A waits for RHO's call; 31B penalizes at
    once."""
    assert irr.offender is not None and irr.call is not None
    if position == "A":
        table.call_watch[irr.offender.rho] = (irr, "31A")
        ruling.outcomes.append("31A")
        return
    turn = irr.facts["turn"]
    assert isinstance(turn, Seat)
    _barred_throughout(table, irr, ruling, "31B")
    ruling.explanation = (*ruling.explanation, Message(
        "Law 31B (1997): {offender} bid {call} out of rotation at the turn of {turn}: {partner} "
        "must pass whenever it is his turn to call (penalty; Law 23 if the pass damages the "
        "non-offending side), and the lead penalties of Law 26 may apply; {offender} may make "
        "any legal call at his turn", offender=irr.offender.as_message(),
        call=irr.call.as_message(), turn=turn.as_message(),
        partner=irr.offender.partner.as_message()),)


def _barred_throughout(table: Table, irr: Irregularity, r: Ruling, clause: str) -> None:
    """31A2(b), 31B: partner passes for the rest of the auction; the bid out of rotation is
    a withdrawn call (Law 26 may apply to it, Law 16C to its information)."""
    assert irr.offender is not None and irr.call is not None
    if table.auction_open:
        table.bar(irr.offender.partner, "throughout")
    entry = (irr.offender, irr.call, irr.event)
    if entry not in table.withdrawn:
        table.withdrawn.append(entry)
    r.outcomes.append(clause)


def watched_call(table: Table, irr: Irregularity, clause: str, seat: Seat, call: Call) -> None:
    """RHO's call after the bid out of rotation at his turn (``31A``); then the offender's
    (``31A2``)."""
    assert irr.offender is not None and irr.call is not None
    if clause == "31A":
        if call.kind is CallKind.PASS:
            law31_2017.watched_call(table, irr, clause, seat, call)  # 31A1: repeat it
        else:
            table.call_watch[irr.offender] = (irr, "31A2")
        return
    r = table.ruling_for(irr)
    assert r is not None
    offender, withdrawn = irr.offender, irr.call
    if irr.facts.get("artificial"):
        table.notes.append(Message(
            "Law 29C (1997): {call} was conventional: Law 31A2 looks at the denomination(s) it "
            "specified, not at the one named; the engine compared the denomination named, and "
            "the Director checks it", call=withdrawn.as_message()))
    if call.is_bid and call.strain is withdrawn.strain:
        if table.auction_open:
            table.bar(offender.partner, "next-turn")
        r.outcomes.append("31A2a")
        r.explanation = (*r.explanation, Message(
            "Law 31A2(a) (1997): {call} repeats the denomination of the bid out of rotation "
            "{withdrawn}: {partner} must pass when next it is his turn to call (penalty; Law 23 "
            "if the pass damages the non-offending side)", call=call.as_message(),
            withdrawn=withdrawn.as_message(), partner=offender.partner.as_message()),)
        return
    _barred_throughout(table, irr, r, "31A2b")
    r.explanation = (*r.explanation, Message(
        "Law 31A2(b) (1997): {call} does not repeat the denomination of the bid out of rotation "
        "{withdrawn}: {partner} must pass whenever it is his turn to call (penalty; Law 23 if "
        "the pass damages the non-offending side), and the lead penalties of Law 26 may apply; "
        "there is no comparable call in the 1997 Laws", call=call.as_message(),
        withdrawn=withdrawn.as_message(), partner=offender.partner.as_message()),)
