"""Law 37 — Action violating an obligation to pass (2017).

Detection: a bid, double or redouble by a player who must pass.

* **37A** if the offender's LHO calls before rectification, all calls stand; an obligation to
  pass for the rest of the auction remains (one for his next turn is spent); no 26B.
* **37B** otherwise the call is cancelled and replaced by a pass; both members of the
  offending side must pass whenever it is their turn (26B and 72C may apply).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import PASS
from bridgelaws.events import CallMade, TableEvent
from bridgelaws.laws.base import new_ruling
from bridgelaws.rulings import Irregularity, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.CALL_BY_BARRED_PLAYER,)


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    if (isinstance(event, CallMade) and irr.offender is not None and irr.call is not None
            and event.seat is irr.offender.lho
            and table.auction.is_admissible(irr.call, irr.offender)):
        irr.status = "condoned"
        r = new_ruling(table, irr, ("37A",), None, ())
        r.outcomes.append("37A")
        table.rulings.append(r)
        if table.barred.get(irr.offender) == "next-turn":
            # the turn at which he had to pass is over; only a bar "throughout" remains
            del table.barred[irr.offender]
        table.legal_call(irr.offender, irr.call)
        return False
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    assert irr.offender is not None and irr.call is not None
    r = new_ruling(table, irr, ("37",), None, ())
    r.outcomes.append("37B")
    table.legal_call(irr.offender, PASS)
    table.bar(irr.offender, "throughout")
    table.bar(irr.offender.partner, "throughout")
    table.withdrawn.append((irr.offender, irr.call, irr.event))
    return r


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:  # pragma: no cover
    raise AssertionError("Law 37 offers no options")
