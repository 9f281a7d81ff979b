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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call, CallKind
from bridgelaws.laws import law23_comparable_call as law23
from bridgelaws.rulings import Irregularity, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

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
