"""Law 53 — Lead out of turn accepted (1997).

What 1997 says (docs/laws-1997-53.md has the comparison with 2017 and the sources):

* **53A** *any* lead faced out of turn may be treated as a correct lead: it becomes correct
  when declarer or either defender, as the case may be, accepts it by a statement, or when a
  card is played from the hand next in rotation to the irregular lead. The 2017 text begins
  "prior to the thirteenth trick", and the 2017 book retracts a lead out of turn at trick 13
  at once; 1997 has no such limit: at trick 13, as at any other, the lead may be accepted,
  or its retraction required (Laws 54–56), and the Director rules it as any other.
* **53B** (2017's 53C) declarer's lead out of turn, and the defender on the right of the
  irregular lead plays to it: the lead stands and Law 57 applies — as 2017.
* **53C** (2017's 53B) the opponent whose turn it was makes his proper lead: it stands, and
  the cards played in error to the trick may be withdrawn without penalty (Law 16C) — as
  2017, which the engine rules under its 2017 name, 53B.

So this module differs from the 2017 one only at trick 13 (:func:`must_retract_at_trick_13`,
:func:`accepted_by_play`, :func:`by_conduct`); the rest is the 2017 module's. Laws 55 and 56
of the 1997 book reach it (:mod:`~bridgelaws.laws.book1997.law55_declarer_lead_out_of_turn`,
:mod:`~bridgelaws.laws.book1997.law56_defender_lead_out_of_turn`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bridgelaws.events import CardPlayed, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law53_lead_out_of_turn_accepted as law53_2017
from bridgelaws.rulings import Irregularity, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

__all__ = ["accepted_by_play", "at_trick_13", "by_conduct", "must_retract_at_trick_13"]


def must_retract_at_trick_13(table: Table) -> bool:
    """1997 53A: any lead out of turn may be accepted, at trick 13 too: never."""
    return False


def at_trick_13(table: Table, ruling: Ruling) -> Ruling:
    """``ruling`` (Law 55's or 56's offer), with a word on 1997 53A when the lead out of turn
    is at trick 13 (the 2017 book retracts it without an offer)."""
    if law53_2017.must_retract_at_trick_13(table):
        ruling.explanation = (*ruling.explanation, Message(
            "Law 53A (1997): a lead out of turn may be accepted at any trick, the thirteenth "
            "too"))
    return ruling


def accepted_by_play(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """53A: a card played from the hand next in rotation to the irregular lead accepts it,
    whatever the trick."""
    return (isinstance(event, CardPlayed) and event.seat is law53_2017.next_in_rotation(irr)
            and len(table.trick_cards) == 1)


def by_conduct(table: Table, irr: Irregularity, event: TableEvent,
               offer: Callable[[Table, Irregularity], Ruling], *,
               proper_lead_chooser: Seat | None) -> bool:
    """Conduct before the Director comes (Laws 55, 56), as 2017's
    :func:`~bridgelaws.laws.law53_lead_out_of_turn_accepted.by_conduct`, and at trick 13 a
    card from the hand next in rotation accepts the lead (1997 53A)."""
    if (law53_2017.must_retract_at_trick_13(table)
            and not law53_2017.proper_lead(table, irr, event)
            and accepted_by_play(table, irr, event)):
        law53_2017.record_acceptance(table, irr, offer(table, irr))
        return False
    proper = law53_2017.proper_lead(table, irr, event)
    played = law53_2017.by_conduct(table, irr, event, offer,
                                   proper_lead_chooser=proper_lead_chooser)
    if proper:  # the 2017 module's note names 53B: 1997 calls it 53C
        for i, note in enumerate(table.notes):
            if note.msgid == _NOTE_2017:
                assert isinstance(event, CardPlayed)
                table.notes[i] = Message(
                    "Law 53C (1997): {seat} made the proper lead; the lead out of turn is "
                    "withdrawn without penalty (Law 16C)", seat=event.seat.as_message())
    return played


#: the 2017 module's note on a proper lead after a lead out of turn (53B)
_NOTE_2017 = "Law 53B: {seat} made the proper lead; the lead out of turn is withdrawn (Law 16C)"


def __getattr__(name: str) -> Any:
    """What 1997 rules as 2017 (the lead out of turn's detection, 53B/53C)."""
    return getattr(law53_2017, name)
