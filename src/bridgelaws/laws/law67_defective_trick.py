"""Law 67 — Defective trick (2017); with Law 14B1 (a missing card found).

Detection: ``W omits`` — play goes on past West's turn without his card; the trick is quitted
with three cards and its winner is the highest of them. When the Director comes:

* **67A1** before a player of each side has played to the next trick: the offender supplies
  a card he can legally play (``W chooses 67A <card>``); it takes its place in the trick (in
  progress or quitted), which may change who won it.
* **67B1** afterwards: the offender faces a card and places it among his played cards for the
  defective trick (``W chooses 67B1 <card>``) — a card of the suit led if he has one (67B1a),
  else any card (67B1b); it does not change who won the trick. Either way he is deemed to have
  revoked on that trick: one trick is transferred as in Law 64A2 (none if his side won no
  trick from then on, 64B1).

Too many cards to a trick are ruled by Laws 45E and 58B (67A2). ``W finds SQ`` (14B1): a card
missing from the hand is found and restored; it is deemed to have belonged to the hand
throughout, so an earlier failure to play it is a revoke — which the table has recorded, its
deal being the hands as dealt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import SUIT_MASKS, Card
from bridgelaws.errors import ImpossibleActionError, NotationError
from bridgelaws.i18n import Message
from bridgelaws.laws.base import irregularity_of, new_ruling
from bridgelaws.rulings import Irregularity, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.DEFECTIVE_TRICK,)


def _both_sides_played_on(table: Table, trick: int) -> bool:
    """Whether a player of each side has played to the trick after ``trick``."""
    nxt = trick + 1
    if nxt < len(table.tricks):
        return True
    current = table.current_trick
    if nxt == len(table.tricks) and current is not None:
        return len({seat.side for seat in current.seats}) == 2
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    offender = irr.offender
    assert offender is not None
    trick = irr.facts["trick"]
    assert isinstance(trick, int)
    late = _both_sides_played_on(table, trick)
    option = "67B1" if late else "67A"
    # dummy's card is played by declarer (Law 45B): declarer supplies it
    chooser = table.declarer if offender is table.dummy else offender
    r = new_ruling(table, irr, (option,), chooser, (option,))
    r.explanation = (Message(
        "Law 67B1: {seat} did not play to trick {n}; both sides have played to the next trick: "
        "he places a card among his played cards for it (a card of the suit led if he has "
        "one); it does not change who won the trick, and he is deemed to have revoked: one "
        "trick is transferred as in Law 64A2", seat=offender.as_message(), n=trick + 1)
        if late else Message(
        "Law 67A1: {seat} did not play to trick {n}: he supplies a card he can legally play "
        "to it", seat=offender.as_message(), n=trick + 1),)
    return r


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    irr = irregularity_of(table, ruling)
    offender = irr.offender
    assert offender is not None
    trick = irr.facts["trick"]
    assert isinstance(trick, int)
    try:
        card = Card.parse(arg)
    except NotationError:
        card = None
    if card is None or not table.hands[offender] & card.mask:
        raise ImpossibleActionError(Message(
            "{option} needs a card {seat} holds: such as {option} H4", option=option,
            seat=str(offender)))
    defective = table.tricks[trick] if trick < len(table.tricks) else table.current_trick
    assert defective is not None
    led = defective.cards[0].suit
    follow = table.hands[offender] & SUIT_MASKS[led]
    if follow and card.suit is not led:
        raise ImpossibleActionError(Message(
            "{seat} holds a card of the suit led to trick {n}: he must choose one",
            seat=str(offender), n=trick + 1))
    table.complete_defective_trick(trick, offender, card, keep_winner=option == "67B1")
    irr.status = "rectified"
    ruling.outcomes.append(option + ("a" if follow else "b") if option == "67B1" else "67A1")
    if option == "67B1":
        table.deemed_revoke(offender, card, trick)
