"""Law 14 — Missing card (2017 text not seen; the 2007 text, which secondary 2017 sources
say is unchanged in substance: see docs/laws-2017-tricks.md).

``W lacks SQ`` says that the ♠Q, dealt to West, was not in his hand (no hand holding more
than 13 cards: that is Law 13); West plays without it from that line on. When the Director
deals with it:

* ``W finds SQ`` — the card is found and restored to the hand: before the opening lead is
  faced, **14A1** (the auction and play go on normally, no change of call: 14A3); afterwards,
  **14B2**. (A card found among the played cards is a defective trick, 14B1: Law 67.)
* ``director rules 14`` — not found: the deal is reconstructed from another pack (**14A2**,
  **14B3**): the card is back in the hand all the same.
* **14B4** a card restored after the opening lead is deemed to have belonged to the hand
  throughout: each quitted trick to which the player failed to follow while it was of the
  suit led is a revoke (established, or corrected under 62A if his side has not played on).
  (It may also become a penalty card (50): the Director's judgment; not modelled.)

``W finds SQ`` without a ``lacks`` line keeps its older meaning: the card was in the hand all
along as the record's deal says, and the table recorded each failure to play it as a revoke.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgelaws.cards import Card
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import CardFound, CardMissing
from bridgelaws.i18n import Message
from bridgelaws.laws import law13_incorrect_number_of_cards as law13
from bridgelaws.laws.law67_defective_trick import deemed_held
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table


def _before_opening_lead(table: Table) -> bool:
    return not table.tricks and not table.trick_cards


def card_found(table: Table, seat: Seat, card: Card) -> None:
    """``<seat> finds <card>``: 14A1 or 14B2 (and 14B4)."""
    if not is_missing(table, seat, card):
        table.notes.append(Message(
            "Law 14B2: {card}, missing from the hand of {seat}, is found and restored to it; "
            "it is deemed to have belonged to the hand throughout: a failure to play it "
            "earlier is a revoke", card=card.symbol, seat=seat.as_message()))
        return
    _restore(table, seat, card, found=True)


def director_rules(table: Table, arg: str) -> None:
    """``director rules 14``: the missing cards are not found; the deal is reconstructed."""
    if arg.strip():
        raise ImpossibleActionError(Message(
            "director rules 14 takes nothing more: the cards are named by the lacks lines"))
    if not table.missing_cards:
        raise ImpossibleActionError(Message(
            "no card is missing: say first which one, such as W lacks SQ"))
    for seat, card, _ in list(table.missing_cards):
        _restore(table, seat, card, found=False)


def _restore(table: Table, seat: Seat, card: Card, *, found: bool) -> None:
    first = restore_missing(table, seat, card)
    what: dict[str, Any] = {"seat": seat.as_message(), "card": card.symbol}
    if _before_opening_lead(table):
        table.notes.append(Message(
            "Law 14A1: {card}, missing from the hand of {seat}, is found and restored to it; "
            "the auction and play go on normally, with no change of call (14A3)", **what)
            if found else Message(
            "Law 14A2: {card}, missing from the hand of {seat}, is not found: the deal is "
            "reconstructed with another pack; the auction and play go on normally, with no "
            "change of call (14A3)", **what))
        return
    table.notes.append(Message(
        "Law 14B2: {card}, missing from the hand of {seat}, is found and restored to it; it "
        "is deemed to have belonged to the hand throughout (14B4)", **what)
        if found else Message(
        "Law 14B3: {card}, missing from the hand of {seat}, is not found: the deal is "
        "reconstructed with another pack; the card is deemed to have belonged to the hand "
        "throughout (14B4)", **what))
    if deemed_held(table, seat, (card,), first):
        table.notes.append(Message(
            "Law 14B4: {seat} failed to follow suit while {card} was, by this law, in his "
            "hand: a revoke", **what))


def missing(t: Table, event: CardMissing) -> None:
    """``<seat> lacks <card>`` (Law 14): the card leaves the seat's hand until found."""
    seat, card = event.seat, event.card
    law13.take_out(t, seat, card, Message(
        "'lacks' says which card was missing during the board: write it before the card "
        "would be used"))
    t.missing_cards.append((seat, card, len(t.tricks)))


def restore_missing(t: Table, seat: Seat, card: Card) -> int:
    """The missing card is back in the hand (found, or from another pack: Law 14); the
    trick from which it was missing is returned."""
    entry = next(m for m in t.missing_cards if m[0] is seat and m[1] is card)
    t.missing_cards.remove(entry)
    t.hands[seat] |= card.mask
    return entry[2]


def is_missing(t: Table, seat: Seat, card: Card) -> bool:
    """Whether ``card`` is recorded as missing from ``seat``'s hand (Law 14)."""
    return any(s is seat and c is card for s, c, _ in t.missing_cards)


def found(t: Table, event: CardFound) -> None:
    """``<seat> finds <card>`` (Law 14)."""
    if not is_missing(t, event.seat, event.card):
        # a card the record never took out of the hand: it is there already
        t.check_holds(event.seat, event.card)
    t.rules.card_found(t, event.seat, event.card)

