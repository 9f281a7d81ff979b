"""Law 23 — Comparable call (2017), and how the laws that lean on it end.

A call withdrawn (Laws 27B1b, 30B1b, 31A2, 31B, 32A2, 32B) may be replaced by a *comparable
call*: one with the same or a similar meaning, or defining a subset of the meanings of the
withdrawn call, or with the same purpose (23A). Whether a call is comparable is the
Director's judgment: the engine asks ``director rules <clause> yes|no`` and never guesses —
except that the very same call repeated is comparable by definition.

* comparable: no further rectification; Law 26 does not apply; the Director may adjust at
  the end of play if the offending side gained (23C, 27D) — recorded, not decided here;
* not comparable: the offender's partner must pass at his next turn (30B1b(ii), 31A2b,
  31B, 32A2b, 32B) — throughout the auction after an insufficient bid (27B2) — and Law 26 may
  apply to the withdrawn call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call
from bridgelaws.i18n import Message
from bridgelaws.rulings import Irregularity, Judgment

if TYPE_CHECKING:
    from bridgelaws.seats import Seat
    from bridgelaws.table import Table

#: the clause of the question -> the clause that applies when the call is not comparable
NOT_COMPARABLE = {"27B1b": "27B2", "30B1b": "30B1b(ii)", "31A2a": "31A2b", "31B2": "31A2b",
                  "32A2a": "32A2b", "32B2": "32A2b"}


def offender_called(table: Table, irr: Irregularity, clause: str, call: Call) -> None:
    """The offender's call at his proper turn after his call was withdrawn."""
    ruling = table.ruling_for(irr)
    withdrawn = irr.call
    assert withdrawn is not None
    if call is withdrawn:
        if ruling is not None:
            ruling.outcomes.append(clause)
        table.notes.append(Message(
            "Law 23A: {seat} repeated {call}, a comparable call: no further rectification",
            seat=irr.offender.as_message() if irr.offender is not None else "?",
            call=call.as_message()))
        return
    table.ask(Judgment(clause, irr.event, Message(
        "Is {call} a comparable call for the withdrawn {withdrawn} (Law 23A)? "
        "director rules {clause} yes|no", call=call.as_message(), withdrawn=withdrawn.as_message(),
        clause=clause), offender=irr.offender, facts={"call": call}))


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    irr = next(i for i in table.irregularities if i.event == judgment.event)
    ruling = table.ruling_for(irr)
    offender = irr.offender
    assert offender is not None and irr.call is not None
    if judgment.clause == "26A":
        _judge_26(table, judgment, answer, ruling)
        return
    if answer == "yes":
        if ruling is not None:
            ruling.outcomes.append(judgment.clause)
        table.notes.append(Message(
            "Law 23C: if without the infraction the outcome could well have been different "
            "and the non-offending side was damaged, the Director adjusts the score"))
        return
    outcome = NOT_COMPARABLE[judgment.clause]
    if ruling is not None:
        ruling.outcomes.append(outcome)
    if table.auction_open:
        # after the auction (the offender's call ended it) there is no turn left to pass at
        table.bar(offender.partner, "throughout" if outcome == "27B2" else "next-turn")
    _withdraw(table, offender, irr.call, irr.event)


def _withdraw(table: Table, offender: Seat, call: Call, event: int) -> None:
    """The call is withdrawn with no comparable replacement: Law 26B may apply. If the
    auction is already over and no card is led, declarer's choice comes now, before the
    opening lead."""
    table.withdrawn.append((offender, call, event))
    leader = table.trick_leader
    if not table.auction_open and leader is not None and not table.tricks \
            and not table.trick_cards:
        table.set_leader(leader)


def ask_26(table: Table, irr: Irregularity, standing: Call, withdrawn: Call) -> None:
    """Law 26 after a change of call (25B1, 25B2): a withdrawn call replaced by a comparable
    call brings no lead restriction (26A), any other may (26B). Comparable is the Director's
    judgment (``director rules 26A yes|no``)."""
    table.ask(Judgment("26A", irr.event, Message(
        "Is {call}, the call that stands, a comparable call for the withdrawn {withdrawn} "
        "(Laws 23A, 26A)? director rules 26A yes|no", call=standing.as_message(),
        withdrawn=withdrawn.as_message()), offender=irr.offender,
        facts={"call": standing, "withdrawn": withdrawn}))


def _judge_26(table: Table, judgment: Judgment, answer: str, ruling: object) -> None:
    withdrawn = judgment.facts["withdrawn"]
    assert isinstance(withdrawn, Call) and judgment.offender is not None
    outcome = "26A" if answer == "yes" else "26B"
    if ruling is not None:
        ruling.outcomes.append(outcome)  # type: ignore[attr-defined]
    if answer == "no":
        _withdraw(table, judgment.offender, withdrawn, judgment.event)
