"""Law 13 — Incorrect number of cards (2017: A no call yet, B found during the auction or
play, C surplus card, D found after play).

The record's ``Deal`` is the deal as it should be. ``N holds HA of E`` says that North's
hand held East's ♥A (North 14 cards, East 12): from that line on (write it before the card
is used, normally as the first line of the TableLog) the table plays with the hands as
held. The Director's finding, when the wrong count is discovered, is
``director rules 13``:

* **13A1** no player with a wrong hand has called yet: the hands are corrected and the
  board is played normally. (13A2: if a player saw a card of another hand, the Director may
  adjust the score after play, ``director rules 12C…``.)
* **13B** a player with a wrong hand has called: the Director judges whether the deal can be
  corrected and played normally with no change of call (``director rules 13B1 yes|no``);
  *yes* (13B1): the hands are corrected and play goes on (he may still adjust at the end);
  *no* (13B2): the board ends and he awards an adjusted score. A card already played from
  the wrong hand cannot be put back: 13B2 without asking.
* **13D** found after play: the result is cancelled and an adjusted score awarded (an
  offending contestant is subject to a procedural penalty, Law 90).

13C (a card that is not part of the deal) cannot be written in a record whose cards are
those of one pack: not modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgelaws.cards import Card
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import CardMisplaced
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.rulings import Irregularity, Judgment, Kind, Misplaced, Ruling
from bridgelaws.seats import Seat
from bridgelaws.table import Phase

if TYPE_CHECKING:
    from bridgelaws.table import Table


def director_rules(table: Table, arg: str) -> None:
    """``director rules 13``: the Director finds a hand with a wrong number of cards."""
    if arg.strip():
        raise ImpossibleActionError(Message(
            "director rules 13 takes nothing more: the cards are named by the holds line"))
    open_ = [m for m in table.misplaced if not m.ruled]
    if not open_:
        raise ImpossibleActionError(Message(
            "no hand holds a wrong number of cards: say first which card was where, such as "
            "N holds HA of E"))
    for m in open_:
        m.ruled = True
        irr = Irregularity(Kind.INCORRECT_NUMBER_OF_CARDS, table.event_number, None,
                           card=m.card, status="ruled")
        irr.facts.update(holder=m.holder, owner=m.owner)
        table.irregularities.append(irr)
        r = Ruling(event=table.event_number, laws=("13",), offender=None, chooser=None,
                   options=(), kind=irr.kind)
        r.choice_event = table.event_number
        table.rulings.append(r)
        what: dict[str, Any] = {"holder": m.holder.as_message(),
                                "owner": m.owner.as_message(), "card": m.card.symbol}
        if table.phase.value == "complete":
            _cancel(table, r, "13D", Message(
                "Law 13D: after play, {holder}'s hand is found to have held {card} of "
                "{owner}: the result is cancelled and the Director awards an adjusted score "
                "(director rules 12C…); an offending contestant is subject to a procedural "
                "penalty (Law 90)", **what))
            continue
        if not any(s in (m.holder, m.owner) for s, _, _ in table.calls_made):
            restore_misplaced(table, m)
            r.outcomes.append("13A1")
            r.explanation = (Message(
                "Law 13A1: {holder}'s hand held {card} of {owner}, and neither has called: "
                "the hands are corrected and the board is played normally (13A2: if a "
                "player saw a card of another hand, the Director may adjust the score after "
                "play)", **what),)
            continue
        if not table.hands[m.holder] & m.card.mask:
            _cancel(table, r, "13B2", Message(
                "Law 13B2: {holder}'s hand held {card} of {owner}, and it has been played: "
                "the deal cannot be corrected and played normally; the board ends and the "
                "Director awards an adjusted score (director rules 12C…)", **what))
            continue
        r.outcomes.append("13B")
        r.explanation = (Message(
            "Law 13B: {holder}'s hand held {card} of {owner}, and a player with a wrong hand "
            "has called", **what),)
        table.ask(Judgment("13B1", r.event, Message(
            "Can the deal be corrected ({card} back to {owner}) and played normally with no "
            "change of call (Law 13B1)? director rules 13B1 yes|no", **what),
            facts={"ruling": len(table.rulings) - 1}))
        return  # one question at a time: a second wrong card waits for the answer


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    """``director rules 13B1 yes|no``."""
    index = judgment.facts["ruling"]
    assert isinstance(index, int)
    r = table.rulings[index]
    m = next(m for m in table.misplaced if m.ruled and not m.settled)
    if answer == "yes":
        restore_misplaced(table, m)
        r.outcomes.append("13B1")
        r.explanation = (*r.explanation, Message(
            "Law 13B1: the hands are corrected and the board goes on; the Director may still "
            "adjust the score at the end of play"))
        return
    _cancel(table, r, "13B2", Message(
        "Law 13B2: the deal cannot be played normally: the board ends and the Director "
        "awards an adjusted score (director rules 12C…)"))


def _cancel(table: Table, r: Ruling, clause: str, why: Message) -> None:
    r.outcomes.append(clause)
    r.explanation = (*r.explanation, why)
    for m in table.misplaced:
        if m.ruled:
            m.settled = True
    mechanics.cancel_result(table, clause)


def misplaced(t: Table, event: CardMisplaced) -> None:
    """``<seat> holds <card> of <owner>`` (Law 13): the card moves to the seat's hand."""
    seat, card, owner = event.seat, event.card, event.owner
    if seat is owner:
        raise ImpossibleActionError(Message(
            "'holds' names a card of another hand: {seat} holds {card} of {seat} says "
            "nothing", seat=str(seat), card=str(card)))
    take_out(t, owner, card, Message(
        "'holds' says where a card was during the board: write it before the card is "
        "used"))
    t.hands[seat] |= card.mask
    t.misplaced.append(Misplaced(seat, card, owner, t.event_number))


def take_out(t: Table, seat: Seat, card: Card, too_late: Message) -> None:
    """Take ``card`` out of ``seat``'s hand for a fact of the deal (Laws 13, 14), which
    the record states while the board is being played (``too_late`` otherwise)."""
    if t.phase is Phase.COMPLETE or any(pc.card is card
                                           for pc in t.penalty_cards[seat]):
        # a penalty card is on the table, used already (found by the fuzzer: a penalty
        # card "missing" from the hand stayed a penalty card)
        raise ImpossibleActionError(too_late)
    if not t.hands[seat] & card.mask:
        t.check_holds(seat, card)
    t.hands[seat] &= ~card.mask


def restore_misplaced(t: Table, m: Misplaced) -> None:
    """Law 13A1/13B1: the card goes back to the hand it belongs to."""
    t.hands[m.holder] &= ~m.card.mask
    t.hands[m.owner] |= m.card.mask
    m.settled = True

