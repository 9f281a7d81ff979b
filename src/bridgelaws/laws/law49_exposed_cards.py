"""Law 49 — Exposure of a defender's cards; with Law 45E (a fifth card) and Law 50B (major or
minor) (2017).

Detection: during the play, a defender's card is exposed other than by playing it —
``W shows HK`` (placed where his partner could see its face, dropped face up, or named as
being in his hand) — or a defender adds a card to the trick just completed and the Director
judges it was not a lead (``W H5 fifth``: 45E1).

When the Director is called, each such card becomes a penalty card (Law 50), and Law 50B says
which kind:

* **major**: a card of honour rank (A K Q J 10), or any card exposed through deliberate play;
  when a defender has two or more penalty cards, all are major;
* **minor**: a single card below honour rank exposed inadvertently (dropped; two cards played
  at once).

Whether a single card below honour rank was exposed inadvertently is the Director's
judgment: the engine asks ``director rules 50B yes|no`` (yes: inadvertently — minor).

A fifth card by declarer (or from dummy) goes back to the hand with no rectification (45E2;
declarer's cards never become penalty cards, Law 48A).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import Card
from bridgelaws.events import CardsShown
from bridgelaws.i18n import Message
from bridgelaws.laws import detect, mechanics
from bridgelaws.laws import law24_card_exposed_during_auction as law24
from bridgelaws.rulings import Irregularity, Judgment, Kind, PenaltyKind, Ruling
from bridgelaws.table import Phase

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.EXPOSED_CARD,)


def _cards(irr: Irregularity) -> tuple[Card, ...]:
    cards = irr.facts["cards"]
    assert isinstance(cards, tuple)
    return cards


def _clause(irr: Irregularity) -> str:
    return "45E" if irr.facts.get("fifth") else "49"


def ruling(table: Table, irr: Irregularity) -> Ruling:
    """The exposed cards become penalty cards (49, 45E1); 50B decides their kind."""
    assert irr.offender is not None
    cards = _cards(irr)
    clause = _clause(irr)
    r = Ruling(event=irr.event, laws=(clause, "50B"), offender=irr.offender, chooser=None,
               options=(), kind=irr.kind, outcomes=[clause + "1" if clause == "45E" else clause])
    r.choice_event = table.event_number
    held = [c for c in cards if table.hands[irr.offender] & c.mask]
    if len(held) == 1 and not held[0].rank.is_honour and not table.penalty_cards[irr.offender]:
        table.ask(Judgment("50B", irr.event, Message(
            "Was {card} exposed inadvertently (dropped, or two cards played at once)? A single "
            "card below honour rank exposed inadvertently is a minor penalty card, any other "
            "a major one (Law 50B). director rules 50B yes|no", card=held[0].symbol),
            offender=irr.offender, facts={"card": held[0]}))
        return r
    for card in held:
        mechanics.add_penalty_card(table, irr.offender, card, PenaltyKind.MAJOR, clause, irr.event)
    r.outcomes.append("50B")
    r.explanation = (_kind_text(held, PenaltyKind.MAJOR),)
    return r


def _kind_text(cards: list[Card], kind: PenaltyKind) -> Message:
    shown = " ".join(c.symbol for c in cards)
    if kind is PenaltyKind.MINOR:
        return Message("Law 50B: {cards} becomes a minor penalty card (a single card below "
                       "honour rank, exposed inadvertently)", cards=shown)
    return Message("Law 50B: {cards}: major penalty card(s) (an honour, a card exposed "
                   "deliberately, or one of two or more penalty cards)", cards=shown)


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    """``director rules 50B yes|no``: yes, exposed inadvertently (minor); no (major)."""
    card = judgment.facts["card"]
    assert isinstance(card, Card) and judgment.offender is not None
    irr = next(i for i in table.irregularities if i.event == judgment.event)
    kind = PenaltyKind.MINOR if answer == "yes" else PenaltyKind.MAJOR
    mechanics.add_penalty_card(table, judgment.offender, card, kind, _clause(irr), judgment.event)
    r = table.ruling_for(irr)
    if r is not None:
        r.outcomes.append("50B")
        r.explanation = (_kind_text([card], kind),)
    table.rules.next_ruling(table)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:  # pragma: no cover
    raise AssertionError("Law 49 offers no options")


def shown(t: Table, event: CardsShown) -> None:
    for card in event.cards:
        if not t.hands[event.seat] & card.mask:
            t.check_holds(event.seat, card)
    mechanics.no_pending_choice(t, event.seat)
    if t.physical_only:
        return
    if detect.offer_before_director(t, event):
        return
    seat = event.seat
    if t.phase is Phase.AUCTION or (
            t.phase is Phase.PLAY and not t.tricks and not t.trick_cards
            and not t.is_defender(seat)):
        law24.exposed_during_auction(t, seat, event.cards, led=False)
    elif t.phase is Phase.PLAY and t.is_defender(seat):
        irr = t.record(Kind.EXPOSED_CARD, seat, card=event.cards[0])  # Law 49
        irr.facts["cards"] = event.cards
    else:
        t.notes.append(Message(
            "Law 48A: {seat} exposed {cards}: declarer is not subject to rectification for "
            "exposing cards, and no card of declarer or dummy becomes a penalty card",
            seat=seat.as_message(), cards=" ".join(c.symbol for c in event.cards)))

