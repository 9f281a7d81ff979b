"""Law 60 — Play after an illegal play (2017).

* **60A1** a play by the non-offending side after its RHO's lead or play out of turn, before
  rectification, forfeits the right to rectification: the illegal play is treated as in turn
  (60A2), except under 53B. This is the acceptance by conduct of Laws 53A/54/55/56.
* **60A3** the offending side's earlier obligations (penalty cards, lead restrictions) stay.
* **60B** after declarer has been required to retract a lead out of turn from the wrong hand
  (55B2), a defender who plays before declarer leads from the correct hand: his card becomes
  a major penalty card (mechanical: :func:`detected`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.i18n import Message
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.PLAY_AFTER_RETRACTION_ORDER,)


def detected(table: Table, irr: Irregularity) -> None:
    """60B: the card goes back to the defender's hand as a major penalty card."""
    table.retract_lead(penalty=PenaltyKind.MAJOR, law="60B", event=irr.event)
    irr.status = "rectified"
    correct = irr.facts.get("correct_leader")
    table.rulings.append(Ruling(event=irr.event, laws=("60B",), offender=irr.offender,
                                chooser=None, options=(), kind=irr.kind, outcomes=["60B"],
                                explanation=(Message(
                                    "{card} becomes a major penalty card (Law 60B)",
                                    card=irr.card.symbol if irr.card else "?"),)))
    if table.expect_declarer_lead is not None:
        table.set_leader(table.expect_declarer_lead)
    elif isinstance(correct, Seat):
        table.set_leader(correct)
