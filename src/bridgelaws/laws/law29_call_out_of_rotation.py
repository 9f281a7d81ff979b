"""Laws 28 and 29 — Calls considered in rotation; procedure after a call out of rotation
(2017).

Detection: a call by a seat whose turn it is not (the table's procedure). Law 28A is applied
by the table itself: a call at RHO's turn when RHO is obliged to pass is in rotation.

* **28B** the player whose turn it was calls before rectification is assessed: the call out
  of rotation (by an opponent) is cancelled and the right to rectification is forfeited; the
  auction goes on as though it had not been made (26 does not apply; 16C2 does).
* **29A** the offender's LHO may accept the call (option ``29A``); calling over it accepts
  it (by conduct). An inadmissible double or redouble can never be accepted (Law 32).
* **29B** otherwise (option ``29B``) the call is cancelled, the auction reverts to the player
  whose turn it was, and Law 30 (pass), 31 (bid) or 32 (double, redouble) applies to the
  offending side (:func:`after_cancellation`).
* **29C** an artificial call (``N 2C artificial`` in the record) is ruled by the
  denomination(s) it specified, not the one named: the comparable-call judgments (23A) are
  the Director's, and the ruling says so. **30C** an artificial pass, or a pass of partner's
  artificial call, is ruled under Law 31.
* **36B4** an inadmissible double or redouble out of rotation (Laws 32, 36): never
  accepted; the auction reverts to the player whose turn it was, the offender may make any
  legal call at his turn, and his partner must pass whenever it is his turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bridgelaws.calls import CallKind
from bridgelaws.events import CallMade, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import (
    law30_pass_out_of_rotation as law30,
)
from bridgelaws.laws import (
    law31_bid_out_of_rotation as law31,
)
from bridgelaws.laws import (
    law32_double_out_of_rotation as law32,
)
from bridgelaws.laws.base import chosen_by_conduct, irregularity_of, new_ruling
from bridgelaws.laws.law16_withdrawn_calls import standing_events
from bridgelaws.rulings import Irregularity, Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.CALL_OUT_OF_ROTATION,)


def _law_for(table: Table, irr: Irregularity) -> str:
    """Law 30, 31 or 32 by the kind of call; an artificial pass, or a pass of partner's
    artificial call, is ruled under Law 31 (30C)."""
    assert irr.call is not None
    if irr.call.kind is CallKind.PASS and _artificial_pass(table, irr):
        return "31"
    return {CallKind.PASS: "30", CallKind.BID: "31"}.get(irr.call.kind, "32")


def _artificial_pass(table: Table, irr: Irregularity) -> bool:
    """30C: the pass was marked artificial, or it passed partner's artificial call (the
    last call other than a pass that stands is partner's, marked artificial)."""
    if irr.facts.get("artificial"):
        return True
    assert irr.offender is not None
    entries = table.auction.entries
    events = standing_events(table)
    for (seat, call), event in zip(reversed(entries), reversed(events), strict=True):
        if call.kind is not CallKind.PASS:
            return seat is irr.offender.partner and table.is_artificial(event)
    return False


def _explanation(table: Table, irr: Irregularity) -> tuple[Message, ...]:
    """29C and 30C, when the call out of rotation was artificial or passed partner's
    artificial call."""
    assert irr.call is not None
    notes: list[Message] = []
    if irr.call.kind is CallKind.PASS and _artificial_pass(table, irr):
        notes.append(Message(
            "Law 30C: an artificial pass, or a pass of partner's artificial call, is ruled "
            "under Law 31, not Law 30"))
    if irr.facts.get("artificial") and irr.call.kind is not CallKind.PASS:
        notes.append(Message(
            "Law 29C: {call} is artificial: Laws 30, 31 and 32 apply to the denomination(s) "
            "it specified, not to the one named — the Director judges comparable calls by "
            "that meaning", call=irr.call.as_message()))
    return tuple(notes)


def _inadmissible(table: Table, irr: Irregularity) -> bool:
    """A double or redouble out of rotation that Law 19 does not allow either (Law 36B4)."""
    assert irr.call is not None and irr.offender is not None
    return (irr.call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE)
            and not table.auction.is_admissible(irr.call, irr.offender))


def _acceptable(table: Table, irr: Irregularity) -> bool:
    assert irr.call is not None and irr.offender is not None
    return table.auction.is_admissible(irr.call, irr.offender) and not irr.call.above_seven


def _offer(table: Table, irr: Irregularity) -> Ruling:
    assert irr.offender is not None
    options = ("29A", "29B") if _acceptable(table, irr) else ("29B",)
    law = "36" if _inadmissible(table, irr) else _law_for(table, irr)
    return new_ruling(table, irr, ("29", law), irr.offender.lho, options,
                      explanation=_explanation(table, irr))


def position(irr: Irregularity) -> str:
    """``A``: at RHO's turn; ``B``: at partner's turn, or at LHO's turn before the offender
    had called (Laws 30B1, 31B, 32B)."""
    turn = irr.facts["turn"]
    assert isinstance(turn, Seat) and irr.offender is not None
    return "A" if turn is irr.offender.rho else "B"


def by_conduct(table: Table, irr: Irregularity, event: TableEvent,
               offer: Callable[[Table, Irregularity], Ruling], law28b: Message) -> bool:
    """Before the Director: LHO calls (29A, acceptance by conduct) or the player whose turn
    it was calls (28B, with ``law28b`` the words of the edition). Never consumes the event."""
    if not isinstance(event, CallMade) or irr.offender is None:
        return False
    turn = irr.facts["turn"]
    if event.seat is irr.offender.lho and _acceptable(table, irr):  # 29A by conduct
        chosen_by_conduct(table, offer(table, irr), "29A", irr)
        assert irr.call is not None
        table.legal_call(irr.offender, irr.call)
        return False
    if isinstance(turn, Seat) and event.seat is turn and turn.side != irr.offender.side:
        # 28B: the player whose turn it was calls: the call out of rotation is cancelled
        r = new_ruling(table, irr, ("28B",), turn, ("28B",))
        r.explanation = (law28b,)
        chosen_by_conduct(table, r, "28B", irr)
    return False


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    return by_conduct(table, irr, event, _offer, Message(
        "Law 28B: the call out of rotation is cancelled; the auction goes on as though it "
        "had not been made (Law 16C2 applies to the information)"))


def ruling(table: Table, irr: Irregularity) -> Ruling:
    return _offer(table, irr)


def chosen(table: Table, ruling: Ruling, option: str,
           cancelled: Callable[[Table, Irregularity, Ruling], None]) -> None:
    """29A: the call stands; 29B: it is cancelled and ``cancelled`` rules what follows."""
    irr = irregularity_of(table, ruling)
    assert irr.offender is not None and irr.call is not None
    if option == "29A":
        table.legal_call(irr.offender, irr.call)
        return
    cancelled(table, irr, ruling)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    chosen(table, ruling, option, after_cancellation)


def after_cancellation(table: Table, irr: Irregularity, ruling: Ruling) -> None:
    """29B: the call is cancelled; Laws 30, 31 or 32 for the offending side — or 36B4 when
    the call was an inadmissible double or redouble: the offender makes any legal call at his
    turn and his partner must pass whenever it is his turn (26B and 72C may apply)."""
    assert irr.offender is not None and irr.call is not None
    if _inadmissible(table, irr):
        table.bar(irr.offender.partner, "throughout")
        table.withdrawn.append((irr.offender, irr.call, irr.event))
        ruling.outcomes.append("36B4")
        return
    law = _law_for(table, irr)
    module = {"30": law30, "31": law31, "32": law32}[law]
    module.after_cancellation(table, irr, ruling, position(irr))
