"""Law 30 — Pass out of rotation (1997).

What 1997 says (docs/laws-1997-31.md, which covers Laws 29–31). The pass out of rotation was
not accepted and is cancelled (Law 29B); then, by whether anyone has bid and whose turn it was:

* **30A** before any player has bid (at any turn): the offender must pass when next it is his
  turn to call.
* **30B1** after a bid, at RHO's turn: the offender must pass when next it is his turn.
* **30B2** after a bid, at partner's turn: **(a)** the offender must pass whenever it is his
  turn to call; **(b)** his partner may make any sufficient bid or pass, but may not double or
  redouble at that turn (Law 23 may apply to both).
* **30B3** after a bid, at LHO's turn: a change of call (Law 25): the table detects it as one.
* **30C** a conventional pass (or a pass of partner's conventional call) is ruled under Law 31
  (Law 29 sends it there, as in 2017).

There is no comparable call (2017 30B1b) and so no question to the Director. 30B2(b) is
stated in the ruling, not enforced: the table offers the partner every legal call (the
table's bars are "pass at the next turn" and "pass throughout" only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.i18n import Message
from bridgelaws.laws import law30_pass_out_of_rotation as law30_2017
from bridgelaws.rulings import Irregularity, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table


def after_cancellation(table: Table, irr: Irregularity, ruling: Ruling, position: str) -> None:
    assert irr.offender is not None
    offender = irr.offender
    turn = irr.facts["turn"]
    assert isinstance(turn, Seat)
    if not any(call.is_bid for call in table.auction.calls):
        how, clause, said = "next-turn", "30A", Message(
            "Law 30A (1997): a pass out of rotation before any player has bid: {offender} must "
            "pass when next it is his turn to call (penalty)", offender=offender.as_message())
    elif turn is offender.rho:
        how, clause, said = "next-turn", "30B1", Message(
            "Law 30B1 (1997): a pass out of rotation at RHO's turn after a bid: {offender} must "
            "pass when next it is his turn to call (penalty)", offender=offender.as_message())
    elif turn is offender.partner:
        how, clause, said = "throughout", "30B2", Message(
            "Law 30B2 (1997): a pass out of rotation at partner's turn after a bid: {offender} "
            "must pass whenever it is his turn to call (a); {partner} may make any sufficient "
            "bid or pass, but may not double or redouble at this turn (b) (penalty; Law 23 if "
            "the pass damages the non-offending side)", offender=offender.as_message(),
            partner=offender.partner.as_message())
    else:  # pragma: no cover - at LHO's turn after a bid the table detects a change of call
        law30_2017.after_cancellation(table, irr, ruling, position)
        return
    table.bar(offender, how)
    ruling.outcomes.append(clause)
    ruling.explanation = (*ruling.explanation, said)
