"""Laws 38 and 39 — Bid of more than seven; call after the final pass (2017). Both are
mechanical: applied when detected.

* **38** a bid of more than seven is never accepted: it (and any later call) is cancelled
  and replaced by a pass, and both members of the offending side must pass for the rest of
  the auction; 26B and 72C may apply.
* **39A** calls after the final pass are cancelled. **39B** Law 26B applies to a defender's
  bid, double or redouble there, unless LHO has called. **39C** after the opening lead the
  Director may adjust (a judgment).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import PASS
from bridgelaws.rulings import Irregularity, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.BID_ABOVE_SEVEN, Kind.CALL_AFTER_AUCTION)


def detected(table: Table, irr: Irregularity) -> None:
    assert irr.offender is not None and irr.call is not None
    irr.status = "rectified"
    if irr.kind is Kind.BID_ABOVE_SEVEN:
        r = Ruling(event=irr.event, laws=("38",), offender=irr.offender, chooser=None,
                   options=(), kind=irr.kind, outcomes=["38"])
        table.rulings.append(r)
        table.withdrawn.append((irr.offender, irr.call, irr.event))
        table.bar(irr.offender, "throughout")
        table.bar(irr.offender.partner, "throughout")
        table.legal_call(irr.offender, PASS)
        return
    r = Ruling(event=irr.event, laws=("39",), offender=irr.offender, chooser=None,
               options=(), kind=irr.kind, outcomes=["39A"])
    table.rulings.append(r)
    if (table.contract is not None and table.is_defender(irr.offender)
            and not irr.call.is_pass and not table.tricks and not table.trick_cards):
        table.withdrawn.append((irr.offender, irr.call, irr.event))
        r.outcomes.append("39B")
