"""Law 53 — Lead out of turn accepted (2017).

Detection: a lead faced by the wrong seat or hand (the table's procedure).

* **53A** Prior to the thirteenth trick, a lead faced out of turn may be treated as a
  correct lead. It becomes correct when declarer or either defender, as the case may be,
  accepts it by a statement, or when a card is played from the hand next in rotation to the
  irregular lead (:func:`accepted_by_play`). A lead out of turn at trick 13 cannot be
  accepted: it is retracted (:func:`must_retract_at_trick_13`).
* **53B** If it was the turn of an opponent of the player who led out of turn, that opponent
  may make his proper lead to the trick without his card counting as played to the
  irregular lead; the proper lead stands and the cards played in error to the trick are
  withdrawn (:func:`proper_lead`; Law 16C applies to the information).

The option ``53A`` is the accepting clause for Laws 54 (as 54B), 55 and 56.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bridgelaws.cards import Card
from bridgelaws.events import CardPlayed, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law24_card_exposed_during_auction as law24
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import chosen_by_conduct, new_ruling
from bridgelaws.rulings import Irregularity, Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

ACCEPT = "53A"


def must_retract_at_trick_13(table: Table) -> bool:
    """53A: only a lead *prior to the thirteenth trick* may be accepted."""
    return len(table.tricks) == 12


def next_in_rotation(irr: Irregularity) -> Seat:
    """The hand next in rotation to the irregular lead (its LHO)."""
    hand = irr.facts.get("hand", irr.offender)
    assert isinstance(hand, Seat)
    return hand.lho


def accepted_by_play(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """53A: a card played from the hand next in rotation to the irregular lead accepts it.

    The card is then played to the trick (or treated as any other play to it)."""
    return (isinstance(event, CardPlayed) and event.seat is next_in_rotation(irr)
            and len(table.trick_cards) == 1 and not must_retract_at_trick_13(table))


def proper_lead(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """53B: the opponent whose turn it was to lead makes his proper lead."""
    correct = irr.facts.get("correct_leader")
    return (isinstance(event, CardPlayed) and isinstance(correct, Seat)
            and event.seat is correct and irr.offender is not None
            and correct.side != irr.offender.side and len(table.trick_cards) == 1)


def record_acceptance(table: Table, irr: Irregularity, ruling: Ruling) -> None:
    """Accepted by conduct: the ruling is recorded as made by the chooser's side."""
    option = ruling.options[0] if ruling.options[0] in ("53A", "54B") else ACCEPT
    chosen_by_conduct(table, ruling, option, irr)


def withdraw_for_proper_lead(table: Table, irr: Irregularity, card: Card,
                             seat: Seat) -> None:
    """53B: the card led in error is withdrawn to its owner's hand (47F1; the 2017 text
    makes it no penalty card, the information is covered by Law 16C) and ``seat``'s proper
    lead stands."""
    mechanics.retract_lead(table, penalty=None, law="53B")
    irr.status = "rectified"
    table.notes.append(Message(
        "Law 53B: {seat} made the proper lead; the lead out of turn is withdrawn (Law 16C)",
        seat=seat.as_message()))
    table.trick_leader = seat


def by_conduct(table: Table, irr: Irregularity, event: TableEvent,
               offer: Callable[[Table, Irregularity], Ruling], *,
               proper_lead_chooser: Seat | None) -> bool:
    """Before the Director comes, conduct settles a lead out of turn (Laws 55, 56): the
    proper lead by the correct player (53B; its ruling is ``proper_lead_chooser``'s, or the
    correct player's when ``None``), or a card played to the lead out of turn (53A: the
    ``offer`` accepted). The event is then played as usual (False)."""
    if proper_lead(table, irr, event):
        assert isinstance(event, CardPlayed)
        chooser = event.seat if proper_lead_chooser is None else proper_lead_chooser
        r = new_ruling(table, irr, ("53",), chooser, ("53A", "53B"))
        withdraw_for_proper_lead(table, irr, irr.card or event.card, event.seat)
        chosen_by_conduct(table, r, "53B")
    elif accepted_by_play(table, irr, event):
        record_acceptance(table, irr, offer(table, irr))
    return False


def lead_out_of_turn(t: Table, seat: Seat, card: Card) -> None:
    """A lead from the wrong seat or hand (Laws 53–56, 54E/24)."""
    assert t.contract is not None
    opening = not t.tricks
    declaring_side = seat.side == t.contract.declarer.side
    if opening and declaring_side:
        # 54E: presumed declarer or dummy faces a card before the opening lead → Law 24
        law24.exposed_during_auction(t, seat, (card,), led=True)
        return
    if opening:
        kind = Kind.OPENING_LEAD_OUT_OF_TURN
    elif t.expect_declarer_lead is not None and not declaring_side:
        kind = Kind.PLAY_AFTER_RETRACTION_ORDER
    elif declaring_side:
        kind = Kind.DECLARER_LEAD_OUT_OF_TURN
    else:
        kind = Kind.DEFENDER_LEAD_OUT_OF_TURN
    offender = t.contract.declarer if declaring_side else seat
    irr = t.record(kind, offender, card=card)
    irr.facts["correct_leader"] = t.trick_leader
    irr.facts["hand"] = seat
    mechanics.place_lead(t, seat, card)
    t.rules.detected(t, irr)

