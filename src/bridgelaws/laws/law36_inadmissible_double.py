"""Law 36 — Inadmissible double or redouble (2017).

Detection: a double or redouble in rotation that Law 19 does not allow.

* **36A** if the offender's LHO calls before rectification, the inadmissible call and every
  later call are cancelled; the auction reverts to the offender, with no rectification
  (26B does not apply).
* **36B** otherwise the call is cancelled; the offender must make a legal call and his
  partner must pass whenever it is his turn (26B and 72C may apply).
* **36C** found only after the opening lead: the contract is scored as if the call had not
  been made — recorded for the Director.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.events import CallMade, TableEvent
from bridgelaws.laws.base import new_ruling
from bridgelaws.rulings import Irregularity, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.INADMISSIBLE_CALL,)


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    if isinstance(event, CallMade) and irr.offender is not None and event.seat is irr.offender.lho:
        irr.status = "rectified"
        r = new_ruling(table, irr, ("36A",), None, ())
        r.outcomes.append("36A")
        r.choice_event = table.event_number
        table.rulings.append(r)
        return True  # the LHO's call is cancelled too
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    assert irr.offender is not None and irr.call is not None
    r = new_ruling(table, irr, ("36",), None, ())
    r.outcomes.append("36B")
    table.bar(irr.offender.partner, "throughout")
    table.withdrawn.append((irr.offender, irr.call, irr.event))
    return r


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:  # pragma: no cover
    raise AssertionError("Law 36 offers no options")
