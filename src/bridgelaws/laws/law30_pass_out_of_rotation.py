"""Law 30 — Pass out of rotation (2017; the 2017 English text was not found, see
docs/laws-2017-auction.md).

After the pass out of rotation is cancelled (29B):

* **30A** at RHO's turn: the offender must pass when next it is his turn (72C may apply).
* **30B1** at partner's turn, or at LHO's turn before the offender had called: (a) partner
  may make any legal call (16C2); (b) the offender may make any legal call at his turn:
  (i) a comparable call — no further rectification; (ii) otherwise partner must pass at his
  next turn (16C, 26B, 72C). The comparable call is the Director's judgment
  (``director rules 30B1b yes|no``).
* **30C** an artificial pass is ruled under Law 31 (a judgment the Director states).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.rulings import Irregularity, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table


def after_cancellation(table: Table, irr: Irregularity, ruling: Ruling, position: str) -> None:
    assert irr.offender is not None
    if position == "A":
        table.bar(irr.offender, "next-turn")
        ruling.outcomes.append("30A")
    else:
        table.call_watch[irr.offender] = (irr, "30B1b")
        ruling.outcomes.append("30B1")
