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

from bridgelaws.events import CardPlayed, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law53_lead_out_of_turn_accepted as law53
from bridgelaws.laws.base import chosen_by_conduct, irregularity_of, new_ruling
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
    if law53.proper_lead(table, irr, event):
        assert isinstance(event, CardPlayed)
        r = new_ruling(table, irr, ("53",), event.seat, ("53A", "53B"))
        law53.withdraw_for_proper_lead(table, irr, irr.card or event.card, event.seat)
        chosen_by_conduct(table, r, "53B")
        return False
    if law53.accepted_by_play(table, irr, event):
        law53.record_acceptance(table, irr, _offer(table, irr))
        return False
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    return _offer(table, irr)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    if option != "55B":
        return
    irr = irregularity_of(table, ruling)
    correct = irr.facts["correct_leader"]
    assert isinstance(correct, Seat)
    table.retract_lead(penalty=None, law="55B")
    if table.is_defender(correct):
        ruling.outcomes.append("55B1")
        table.set_leader(correct)
    else:
        ruling.outcomes.append("55B2")
        table.expect_declarer_lead = correct  # 55B2; Law 60B watches the defenders
        table.set_leader(correct)
