"""Law 60 — Play after an illegal play (2017).

* **60A1** a play by the non-offending side after its RHO's lead or play out of turn, before
  rectification, forfeits the right to rectification: the illegal play is treated as in turn
  (60A2), except under 53B. This is the acceptance by conduct of Laws 53A/54/55/56.
* **60A3** the offending side's earlier obligations (penalty cards, lead restrictions) stay.
  A lead made before declarer stated his choice of lead restriction (26B, 50D2, 51B) is led
  prematurely too: when declarer or dummy plays to it before the Director comes
  (:func:`forfeited_by_play`), it stands as in turn and the choice at this lead is lost
  (a penalty card stays one, and 50D2 comes again at the next lead; 26B's right lapses).
* **60B** after declarer has been required to retract a lead out of turn from the wrong hand
  (55B2), a defender who plays before declarer leads from the correct hand: his card becomes
  a major penalty card (mechanical: :func:`detected`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import Card
from bridgelaws.events import CardPlayed, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import new_ruling
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.PLAY_AFTER_RETRACTION_ORDER,)


def detected(table: Table, irr: Irregularity) -> None:
    """60B: the card goes back to the defender's hand as a major penalty card."""
    mechanics.retract_lead(table, penalty=PenaltyKind.MAJOR, law="60B", event=irr.event)
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


def lead_before_choice(table: Table, kind: Kind, choice: Ruling, seat: Seat,
                       card: Card) -> bool:
    """``seat`` led ``card`` before declarer stated ``choice`` (26B, 50D2, 51B): recorded as
    ``kind``, the card faced as a lead until the Director comes (or until declarer or dummy
    plays to it: :func:`forfeited_by_play`)."""
    irr = table.record(kind, seat, card=card)
    irr.facts["choice"] = choice
    mechanics.play_designated(table, seat, card)
    return True


def forfeited_by_play(table: Table, irr: Irregularity, event: TableEvent, clause: str) -> bool:
    """60A1: the hand next in rotation (declarer or dummy) plays to a lead made before
    declarer stated his ``clause`` choice, before the Director comes: the right to
    rectification is forfeited and the lead stands as made in turn (60A2)."""
    leader = irr.offender
    if not (isinstance(event, CardPlayed) and leader is not None and event.seat is leader.lho
            and table.trick_cards == [irr.card]):
        return False
    irr.status = "condoned"
    r = new_ruling(table, irr, (clause, "60A1"), None, ())
    r.outcomes.append("60A1")
    r.explanation = (Message(
        "Law 60A: {seat} played to the lead {leader} made before declarer had stated his "
        "choice (Law {clause}): the right to rectification is forfeited, the lead stands as "
        "made in turn, and declarer's choice at this lead is lost",
        seat=event.seat.as_message(), leader=leader.as_message(), clause=clause),)
    table.rulings.append(r)
    drop_choice(table, irr)
    return True


def drop_choice(table: Table, irr: Irregularity) -> None:
    """The choice declarer did not make at this lead is no longer offered: it leaves the
    rulings (the ruling on ``irr`` says why)."""
    choice = irr.facts.get("choice")
    if isinstance(choice, Ruling) and choice in table.rulings:
        table.rulings.remove(choice)
