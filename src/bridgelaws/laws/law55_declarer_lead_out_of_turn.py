"""Law 55 — Declarer's lead out of turn (2017).

Detection: declarer leads from his hand or dummy when it was a defender's turn, or from the
wrong one of his two hands (the table's procedure; the offender is declarer, the hand the
card came from is kept in the irregularity's facts).

* **55A** either defender may accept the lead (Law 53: option ``53A``) or require its
  retraction (option ``55B``). If the defenders choose differently, the option of the player
  next in turn to the irregular lead applies: his partner's choice takes effect only if he
  does not speak before play goes on.
* **55B1** it was a defender's turn: declarer takes the card back, without further
  rectification (no card of declarer's is ever a penalty card: 48A).
* **55B2** it was declarer's turn from the other hand: he takes the card back and leads any
  card from the correct hand (a defender who plays before that lead: Law 60B).
* **55C** when declarer's later line could be based on information from the infraction,
  Law 16 applies: a judgment the engine records, never makes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.events import TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law53_lead_out_of_turn_accepted as law53
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import irregularity_of, new_ruling
from bridgelaws.rulings import Irregularity, Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.DECLARER_LEAD_OUT_OF_TURN,)
OPTIONS = ("53A", "55B")


def _offer(table: Table, irr: Irregularity) -> Ruling:
    nxt = law53.next_in_rotation(irr)
    return new_ruling(table, irr, ("55",), nxt, OPTIONS, also_may_choose=(nxt.partner,),
                      explanation=(Message(
                          "Law 55C: if declarer's later play could be based on information "
                          "from the infraction, Law 16 applies"),))


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    return law53.by_conduct(table, irr, event, _offer, proper_lead_chooser=None)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    return _offer(table, irr)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    if option != "55B":
        return
    irr = irregularity_of(table, ruling)
    correct = irr.facts["correct_leader"]
    assert isinstance(correct, Seat)
    mechanics.retract_lead(table, penalty=None, law="55B")
    if table.is_defender(correct):
        ruling.outcomes.append("55B1")
        table.set_leader(correct)
    else:
        ruling.outcomes.append("55B2")
        table.expect_declarer_lead = correct  # 55B2; Law 60B watches the defenders
        table.set_leader(correct)
