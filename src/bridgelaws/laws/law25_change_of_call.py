"""Law 25 — Changes of call (2017).

Detection: a player calls again at his LHO's turn, right after his own call (the table's
procedure; Laws 30B2, 31C, 32C send such calls here).

* **25A** an unintended call (a slip, not a change of mind) may be replaced, until partner
  calls, by the call intended: the replacement stands, no rectification (26 does not apply).
  Whether the call was unintended is the Director's judgment (``director rules 25A yes|no``).
* **25B** an intended change: (1) it stands if LHO accepts it (option ``25B1``; LHO calling
  over it intentionally accepts it); (2) otherwise (option ``25B2``) the first call stands,
  the second is cancelled. Law 16C applies to the call withdrawn or cancelled, and Law 26
  may: after a choice stated to the Director, he judges whether the call that stands is
  comparable to it (``director rules 26A yes|no``; no: 26B at partner's first lead).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call
from bridgelaws.events import CallMade, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law23_comparable_call as law23
from bridgelaws.laws.base import chosen_by_conduct, irregularity_of, new_ruling
from bridgelaws.rulings import Irregularity, Judgment, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.CHANGE_OF_CALL,)


def _replace_last_call(table: Table, irr: Irregularity) -> Call | None:
    """The offender's last call that stands is replaced by ``irr.call`` (if legal); return
    the call replaced."""
    entries = list(table.auction.entries)
    assert irr.offender is not None and irr.call is not None
    if not entries or entries[-1][0] is not irr.offender:
        return None
    before = table.auction
    table.rebuild_auction(entries[:-1])
    if not table.auction.is_admissible(irr.call, irr.offender):
        table.auction = before  # as it was (an auction kept open under 17D3 stays open)
        return None
    table.legal_call(irr.offender, irr.call)
    return entries[-1][1]


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    if isinstance(event, CallMade) and irr.offender is not None and event.seat is irr.offender.lho:
        r = new_ruling(table, irr, ("25",), irr.offender.lho, ("25B1", "25B2"))
        chosen_by_conduct(table, r, "25B1", irr)
        _replace_last_call(table, irr)
        return False
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    r = new_ruling(table, irr, ("25",), None, ())
    table.ask(Judgment("25A", irr.event, Message(
        "Was the first call unintended, a slip of the tongue rather than a change of mind "
        "(Law 25A)? director rules 25A yes|no"), offender=irr.offender))
    return r


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    irr = next(i for i in table.irregularities if i.event == judgment.event)
    r = table.ruling_for(irr)
    assert r is not None and irr.offender is not None
    if answer == "yes":
        _replace_last_call(table, irr)
        r.outcomes.append("25A")
        return
    r.chooser, r.options = irr.offender.lho, ("25B1", "25B2")
    table.pending = r
    table.director_present = True


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    """25B1: the changed call stands, the first is withdrawn; 25B2: the first call stands,
    the change is cancelled. Either way Law 26 may apply to the call that no longer stands,
    unless the one that stands is comparable to it (26A): the Director's judgment."""
    irr = irregularity_of(table, ruling)
    assert irr.offender is not None and irr.call is not None
    if option == "25B1":
        first = _replace_last_call(table, irr)
        if first is not None:
            law23.ask_26(table, irr, irr.call, first)
        return
    standing = next((c for s, c in reversed(table.auction.entries) if s is irr.offender), None)
    if standing is None:  # pragma: no cover - a change of call follows a call that stands
        table.withdrawn.append((irr.offender, irr.call, irr.event))
        return
    law23.ask_26(table, irr, standing, irr.call)
