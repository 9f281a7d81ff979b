"""Law 31 — Bid out of rotation (2017).

After the bid out of rotation is cancelled (29B):

* **31A** at RHO's turn:
  **31A1** if RHO passes, the offender must repeat the call; if it is legal, no
  rectification; **31A2** if RHO bids, doubles or redoubles, the offender may make any legal
  call: (a) comparable — no further rectification (26B does not apply, 23C); (b) otherwise
  partner must pass at his next turn (16C, 26B, 72C).
* **31B** at partner's turn, or at LHO's turn before the offender had called: partner may
  make any legal call (16C2); the offender's call at his turn is then ruled as 31A2.
* **31C** later bids at LHO's turn are changes of call (Law 25).

**A required call not made** (31A1, 32A1: :func:`required_call_not_made`). RHO passed, the
offender must repeat his call out of rotation, and he makes another legal call instead. The
Laws give no rectification for this particular violation (the Laws Committee minutes and the
EBU White Book are silent too): whether the Director enforces the repetition or lets the call
stand is his judgment, asked when he comes while the auction is open (``director rules 31A1
yes|no``, ``32A1`` for a double or redouble):

* **yes** -- the call, and any call made after it, is cancelled and the ruling makes the
  repetition (31A1: no further rectification for it). The cancelled calls are withdrawn calls
  (16C). Law 26 applies to the offender's cancelled call unless the repetition is a comparable
  call for it (23A, 26A: asked, ``director rules 26A yes|no``; comparable, 16C does not apply
  to it either).
* **no** -- the call stands, with the calls made after it (12A1: the Director may award an
  adjusted score when the Laws give the non-offending side no indemnity). The call out of
  rotation was not repeated: it is no longer the comparable call 31A1 makes it, and Law 26 (and
  16C2) applies to it unless the call that stands is comparable (26A, asked).

When the Director comes after the auction is over, the call stands (no question: the calls
can no longer be replaced) and only the 26A question is asked.

The different call is ruled here only when it is itself a legal call; an insufficient or
inadmissible call, or one by a barred player, in place of the required call is reported as not
implemented.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call, CallKind
from bridgelaws.i18n import Message
from bridgelaws.laws import law23_comparable_call as law23
from bridgelaws.laws.base import new_ruling
from bridgelaws.rulings import Irregularity, Judgment, Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.REQUIRED_CALL_NOT_MADE,)
PREFIX = "31"


def after_cancellation(table: Table, irr: Irregularity, ruling: Ruling, position: str,
                       prefix: str = PREFIX) -> None:
    assert irr.offender is not None
    if position == "A":
        table.call_watch[irr.offender.rho] = (irr, f"{prefix}A")
        ruling.outcomes.append(f"{prefix}A")
    else:
        table.call_watch[irr.offender] = (irr, f"{prefix}B2")
        ruling.outcomes.append(f"{prefix}B")


def watched_call(table: Table, irr: Irregularity, clause: str, seat: Seat, call: Call,
                 prefix: str = PREFIX) -> None:
    """RHO's call after a bid (or double) out of rotation at his turn; or the offender's."""
    assert irr.offender is not None and irr.call is not None
    ruling = table.ruling_for(irr)
    if clause == f"{prefix}A":
        if call.kind is CallKind.PASS:
            table.required_call[irr.offender] = irr.call  # A1: repeat the call
            if ruling is not None:
                ruling.outcomes.append(f"{prefix}A1")
        else:
            table.call_watch[irr.offender] = (irr, f"{prefix}A2a")
        return
    law23.offender_called(table, irr, clause, call)


#: the clause that requires a double or redouble out of rotation to be repeated
DOUBLE_REPEAT = "32A1"


def required_call_not_made(table: Table, seat: Seat, call: Call, required: Call, *,
                           double_clause: str = DOUBLE_REPEAT) -> None:
    """31A1, 32A1: ``seat`` had to repeat ``required`` and made ``call`` instead. A legal
    call is recorded and, until the Director comes, stands as the table made it (later calls
    are made over it). Any other call is not implemented: the table then follows only what
    physically happens. ``double_clause``: the clause that requires a double or redouble to
    be repeated (1997: 32B1)."""
    if seat in table.barred or not table.auction.is_admissible(call, seat):
        table.record(Kind.REQUIRED_CALL_NOT_MADE, seat, call=call, supported=False)
        table.physical_only = True
        return
    irr = table.record(Kind.REQUIRED_CALL_NOT_MADE, seat, call=call)
    irr.facts["required"] = required
    irr.facts["clause"] = (double_clause if required.kind in (CallKind.DOUBLE, CallKind.REDOUBLE)
                           else "31A1")
    irr.facts["before"] = tuple(table.auction.entries)
    table.legal_call(seat, call)


def _facts(irr: Irregularity) -> tuple[Seat, Call, Call, str]:
    required, clause = irr.facts["required"], irr.facts["clause"]
    assert irr.offender is not None and irr.call is not None
    assert isinstance(required, Call) and isinstance(clause, str)
    return irr.offender, irr.call, required, clause


def _not_repeated(table: Table, irr: Irregularity, standing: Call) -> None:
    """The call out of rotation was not repeated: 31A1 (a comparable call by definition)
    no longer describes it, and Law 26 applies to it unless ``standing`` is comparable (the
    Director's judgment, 26A; 16C2 follows from it)."""
    offender, _, _, clause = _facts(irr)
    cause = next((i for i in reversed(table.irregularities) if i.event < irr.event
                  and i.kind is Kind.CALL_OUT_OF_ROTATION and i.offender is offender
                  and i.call is not None), None)
    if cause is None or cause.call is None:  # pragma: no cover - 31A1 follows a call
        return
    ruling = table.ruling_for(cause)
    if ruling is not None and clause in ruling.outcomes:
        ruling.outcomes.remove(clause)
    law23.ask_26(table, cause, standing, cause.call)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    """The Director at the table: his judgment while the auction is open; after it, the
    call stands (and Law 26 may apply to the call out of rotation)."""
    offender, call, required, clause = _facts(irr)
    r = new_ruling(table, irr, (clause,), None, ())
    if not table.auction_open:
        r.outcomes.append("12A1")
        r.explanation = (Message(
            "The auction is over: {call} stands, and the repetition of {required} that Law "
            "{clause} required can no longer be made (the Director may adjust the score, Law "
            "12A1)", call=call.as_message(), required=required.as_message(), clause=clause),)
        _not_repeated(table, irr, call)
        return r
    table.ask(Judgment(clause, irr.event, Message(
        "{seat} had to repeat {required} (Law {clause}) and called {call} instead; the Laws "
        "give no rectification for this. Does the Director enforce Law {clause}: {call} and "
        "every later call cancelled, {seat} repeats {required}? No: {call} stands (the "
        "Director may adjust the score, Law 12A1). Either way Law 26 may apply. director rules "
        "{clause} yes|no", seat=offender.as_message(), required=required.as_message(),
        call=call.as_message(), clause=clause), offender=offender))
    return r


def judge_required_call(table: Table, judgment: Judgment, answer: str) -> None:
    """``director rules 31A1 yes|no`` (or ``32A1``; 1997 ``32B1``)."""
    irr = next(i for i in table.irregularities
               if i.event == judgment.event and i.kind is Kind.REQUIRED_CALL_NOT_MADE)
    offender, call, required, clause = _facts(irr)
    r = table.ruling_for(irr)
    assert r is not None
    if answer == "no":
        r.outcomes.append("12A1")
        _not_repeated(table, irr, call)
        return
    before = irr.facts["before"]
    assert isinstance(before, tuple)
    table.rebuild_auction(before)
    table.legal_call(offender, required)  # the repetition: no rectification for it (31A1)
    r.outcomes.append(clause)
    law23.ask_26(table, irr, required, call)  # 26A, 26B for the call cancelled
