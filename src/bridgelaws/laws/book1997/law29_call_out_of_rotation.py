"""Laws 28 and 29 — Calls considered in rotation; procedure after a call out of rotation
(1997).

What 1997 says (docs/laws-1997-31.md; the seeds give Laws 28 and 29 in Russian):

* **28B** the player whose turn it was calls before the penalty for the call out of rotation
  is assessed: his call is in rotation and forfeits the right to penalize; the auction goes on
  as though the offender had not called at that turn.
* **29A** the offender's LHO may call, and so forfeits the right to penalty (option ``29A``,
  or by conduct).
* **29B** otherwise the call is cancelled and the auction reverts to the player whose turn it
  was; the offender may make any legal call at his turn, but his side may be penalized under
  Law 30, 31 or 32 — the **1997** modules of this book (:func:`after_cancellation`): this is
  where the 1997 book's dispatch differs from 2017's.
* **29C** a conventional call out of rotation: Laws 30, 31 and 32 apply to the
  denomination(s) specified, not to the one named (a note; Law 31 (1997) says what the
  engine compared).

The seeds letter the two sections the other way round (A: cancelled, B: the right to penalty
lost); the option ids keep the English lettering (the record format is fixed).
Law 36 is ruled by the 2017 module (the 1997 text has the same effect: docs/laws-1997-36.md).
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from bridgelaws.calls import CallKind
from bridgelaws.events import TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law29_call_out_of_rotation as law29_2017
from bridgelaws.laws.base import new_ruling
from bridgelaws.laws.book1997 import law30_pass_out_of_rotation as law30
from bridgelaws.laws.book1997 import law31_bid_out_of_rotation as law31
from bridgelaws.laws.book1997 import law32_double_out_of_rotation as law32
from bridgelaws.rulings import Irregularity, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = law29_2017.KINDS

#: the laws that penalize the offending side after 29B, in this book
LAWS: dict[str, ModuleType] = {"30": law30, "31": law31, "32": law32}

position = law29_2017.position
_law_for = law29_2017._law_for
_acceptable = law29_2017._acceptable
_inadmissible = law29_2017._inadmissible


def _explanation(table: Table, irr: Irregularity) -> tuple[Message, ...]:
    assert irr.call is not None
    notes: list[Message] = []
    if irr.call.kind is CallKind.PASS and law29_2017._artificial_pass(table, irr):
        notes.append(Message(
            "Law 30C (1997): a conventional pass out of rotation, or a pass of partner's "
            "conventional call, is penalized under Law 31, not Law 30"))
    if irr.facts.get("artificial") and irr.call.kind is not CallKind.PASS:
        notes.append(Message(
            "Law 29C (1997): {call} is conventional: Laws 30, 31 and 32 apply to the "
            "denomination(s) it specified, not to the one named", call=irr.call.as_message()))
    return tuple(notes)


def _offer(table: Table, irr: Irregularity) -> Ruling:
    assert irr.offender is not None
    options = ("29A", "29B") if _acceptable(table, irr) else ("29B",)
    law = "36" if _inadmissible(table, irr) else _law_for(table, irr)
    return new_ruling(table, irr, ("29", law), irr.offender.lho, options,
                      explanation=_explanation(table, irr))


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    return law29_2017.by_conduct(table, irr, event, _offer, Message(
        "Law 28B (1997): the call in rotation forfeits the right to penalize the call out "
        "of rotation; the auction goes on as though the offender had not called at that "
        "turn"))


def ruling(table: Table, irr: Irregularity) -> Ruling:
    return _offer(table, irr)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    law29_2017.chosen(table, ruling, option, after_cancellation)


def after_cancellation(table: Table, irr: Irregularity, ruling: Ruling) -> None:
    """29B (1997): the call is cancelled; the 1997 Law 30, 31 or 32 penalizes the offending
    side. An inadmissible double or redouble out of rotation is ruled as in the 2017 book (Law
    36, the same in effect under 1997: docs/laws-1997-36.md)."""
    assert irr.offender is not None and irr.call is not None
    if _inadmissible(table, irr):
        law29_2017.after_cancellation(table, irr, ruling)
        return
    module = LAWS[_law_for(table, irr)]
    module.after_cancellation(table, irr, ruling, position(irr))
