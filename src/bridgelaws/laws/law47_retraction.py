"""Law 47 — Retraction of a card played (2017): after misinformation (47E).

The other retractions are where their laws are: 47A (a rectification: 50D, 52B2, 53–56,
62), 47B (an illegal play corrected: 62), 47C (after a change of designation: 45C4b), 47D (after
an opponent's change of play: ``<seat> <card> instead``). Here, the Director's findings:

* ``director rules 47E1`` — **47E1** the lead out of turn (or the play) waiting for the
  Director was made because an opponent wrongly told the player it was his turn: it is
  retracted without further rectification (no penalty card), and it cannot be accepted.
* ``director rules 47E2 <seat>`` — **47E2a** the seat's card was played because of an
  opponent's mistaken explanation, before it was corrected: he may retract it and play another
  (``<seat> chooses 47E2 <card>``), without rectification, if no card has been played since
  (an opening lead only until dummy has faced a card); **47E2b** otherwise it is too late:
  the Director may award an adjusted score.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import Card
from bridgelaws.errors import AlphabetError, ImpossibleActionError, NotationError
from bridgelaws.i18n import Message
from bridgelaws.laws import law45_card_played as law45
from bridgelaws.laws import mechanics
from bridgelaws.rulings import Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

LEADS = (Kind.OPENING_LEAD_OUT_OF_TURN, Kind.DEFENDER_LEAD_OUT_OF_TURN,
         Kind.DECLARER_LEAD_OUT_OF_TURN)


def director_rules_47E1(table: Table) -> None:
    irr = next((i for i in reversed(table.open_irregularities())
                if i.kind in (*LEADS, Kind.PLAY_OUT_OF_TURN)), None)
    if irr is None or irr.offender is None:
        raise ImpossibleActionError(Message(
            "director rules 47E1 concerns a lead or play out of turn waiting for the Director"))
    irr.status = "rectified"
    if irr.kind in LEADS:
        correct = irr.facts.get("correct_leader")
        assert isinstance(correct, Seat)
        mechanics.retract_lead(table, penalty=None, law="47E1")
        table.set_leader(correct)
    r = Ruling(event=irr.event, laws=("47E1",), offender=irr.offender, chooser=None,
               options=(), kind=irr.kind, outcomes=["47E1"], explanation=(Message(
                   "Law 47E1: an opponent wrongly told {seat} it was his turn: his card is "
                   "retracted without further rectification, and it cannot be accepted "
                   "(Law 16C applies to the information)", seat=irr.offender.as_message()),))
    r.choice_event = table.event_number
    table.rulings.append(r)


def director_rules_47E2(table: Table, arg: str) -> None:
    try:
        seat = Seat.parse(arg)
    except AlphabetError as e:  # a Cyrillic look-alike: named
        raise ImpossibleActionError(e.message) from None
    except NotationError:
        seat = None
    if seat is None or table.phase.value != "play":
        raise ImpossibleActionError(Message(
            "director rules 47E2 names the player misinformed, during the play: such as "
            "director rules 47E2 W"))
    last = _last_card(table)
    if last is not None and last[0] is seat and not table.hands[seat]:
        # his last card: there is none to play instead (found by the fuzzer: a 47E2 choice
        # nobody could make)
        table.rulings.append(Ruling(
            event=table.event_number, laws=("47E2",), offender=None, chooser=None,
            options=(), outcomes=["47E2"], explanation=(Message(
                "Law 47E2: {seat} has no other card to play instead of {card}: it stands",
                seat=seat.as_message(), card=last[1].symbol),)))
        return
    if last is None or last[0] is not seat:
        r = Ruling(event=table.event_number, laws=("47E2",), offender=None, chooser=None,
                   options=(), outcomes=["47E2b"], explanation=(Message(
                       "Law 47E2b: a card has been played since {seat}'s card (or he has "
                       "played none): too late to retract it; the Director may award an "
                       "adjusted score", seat=seat.as_message()),))
        table.rulings.append(r)
        return
    r = Ruling(event=table.event_number, laws=("47E2",), offender=None, chooser=seat,
               options=("47E2",), explanation=(Message(
                   "Law 47E2a: {seat} played {card} after an opponent's mistaken explanation: "
                   "he may retract it and play another card, without rectification ({who} "
                   "chooses 47E2 <card>)", seat=seat.as_message(), card=last[1].symbol,
                   who=str(seat)),))
    table.rulings.append(r)
    table.pending = r


def _last_card(table: Table) -> tuple[Seat, Card] | None:
    """The last card played and its player, if it may still be retracted (47E2a)."""
    current = table.current_trick
    t = current if current is not None and current.cards else (
        table.tricks[-1] if table.tricks else None)
    if t is None:
        return None
    return t.seats[-1], t.cards[-1]


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    seat = ruling.chooser
    assert seat is not None
    last = _last_card(table)
    assert last is not None
    try:
        card = Card.parse(arg)
    except AlphabetError as e:  # a Cyrillic look-alike: named
        raise ImpossibleActionError(e.message) from None
    except NotationError:
        card = None
    if card is None or not table.hands[seat] & card.mask:
        raise ImpossibleActionError(Message(
            "47E2 needs the card {seat} plays instead, one he holds: such as 47E2 H4",
            seat=str(seat)))
    ruling.outcomes.append("47E2a")
    law45.replace_played(table, seat, last[1], card, "47E2a", Message(
        "Law 47E2a: {seat} retracts {old} and plays {new}, without rectification",
        seat=seat.as_message(), old=last[1].symbol, new=card.symbol))
