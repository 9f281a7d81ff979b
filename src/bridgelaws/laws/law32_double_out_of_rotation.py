"""Law 32 — Double or redouble out of rotation (2017).

An inadmissible double or redouble out of rotation can never be accepted (29A). After the
call is cancelled (29B):

* **32A** at RHO's turn: **32A1** RHO passes — the offender must repeat the double or
  redouble (if it is then inadmissible, Law 36); **32A2** RHO bids, doubles or redoubles — the
  offender may make any legal call: (a) comparable, no further rectification; (b) otherwise
  partner must pass at his next turn (16C, 26B, 72C).
* **32B** at partner's turn: partner may make any legal call (16C2); the offender's call is
  then ruled as 32A2.
* **32C** later doubles or redoubles at LHO's turn are changes of call (Law 25).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call
from bridgelaws.laws import law31_bid_out_of_rotation as law31
from bridgelaws.rulings import Irregularity, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table


def after_cancellation(table: Table, irr: Irregularity, ruling: Ruling, position: str) -> None:
    law31.after_cancellation(table, irr, ruling, position, prefix="32")


def watched_call(table: Table, irr: Irregularity, clause: str, seat: Seat, call: Call) -> None:
    law31.watched_call(table, irr, clause, seat, call, prefix="32")
