"""Law 52 — Failure to lead or play a penalty card (2017).

Detection: a defender required by Law 50 or 51 to lead or play a penalty card leads or plays
another card (the table's ``legal_cards``; the card stands for now: 52A, he may not
withdraw it on his own initiative).

Chooser: declarer.

* **52B1a** declarer accepts the lead or play (option ``52B1a``); **52B1c** any unplayed
  penalty card remains a penalty card.
* **52B1b** declarer must accept it if he has since played from his own hand or dummy
  (acceptance by conduct).
* **52B2** declarer requires the penalty card to be substituted (option ``52B2``): every card
  illegally led or played in committing the irregularity becomes a major penalty card.

Note: in 2017 such a failure is also a revoke (61A), but an established one brings no trick
transfer (64B3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import Card
from bridgelaws.errors import AlphabetError, ImpossibleActionError
from bridgelaws.events import CardPlayed, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import chosen_by_conduct, irregularity_of, new_ruling
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.PENALTY_CARD_NOT_PLAYED,)
OPTIONS = ("52B1a", "52B2")


def _offer(table: Table, irr: Irregularity) -> Ruling:
    return new_ruling(table, irr, ("52",), table.declarer, OPTIONS)


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """52B1b: declarer playing from either hand accepts the illegal lead or play."""
    if (isinstance(event, CardPlayed) and table.declarer is not None
            and event.seat.side == table.declarer.side):
        r = chosen_by_conduct(table, _offer(table, irr), "52B1a", irr)
        r.options = ("52B1a",)
        r.outcomes.append("52B1b")
        r.explanation = (Message(
            "Law 52B1b: declarer has since played from his hand or dummy, so he must accept "
            "the card played"),)
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    r = _offer(table, irr)
    assert irr.offender is not None
    if not table.penalty_cards[irr.offender] or not _on_the_table(table, irr.card):
        # the penalty card has gone back to the hand since (50D2a, 51B), or the card played
        # has (a lead retracted under another law: found by the fuzzer, 52B2 then had no
        # card to take back): nothing to substitute, what was played stands (52B1)
        r.options = ("52B1a",)
    return r


def _on_the_table(table: Table, card: Card | None) -> bool:
    """Whether ``card`` is in the trick in progress or a quitted trick."""
    return card is not None and (card in table.trick_cards
                                 or any(card in t.cards for t in table.tricks))


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    if option != "52B2":
        return
    irr = irregularity_of(table, ruling)
    offender, wrong = irr.offender, irr.card
    assert offender is not None and wrong is not None
    if not _on_the_table(table, wrong):
        raise ImpossibleActionError(Message(
            "52B2: {card} is no longer in a trick: there is nothing to substitute",
            card=str(wrong)))
    required = [pc.card for pc in table.penalty_cards[offender]]
    if not required:
        raise ImpossibleActionError(Message(
            "52B2: {seat} has no penalty card left to substitute", seat=str(offender)))
    substitute = _substitute(table, offender, required, arg)
    mechanics.substitute_card(table, offender, wrong, substitute)
    mechanics.add_penalty_card(table, offender, wrong, PenaltyKind.MAJOR, "52B2", irr.event)


def _substitute(table: Table, offender: object, required: list[Card], arg: str) -> Card:
    if arg:
        try:
            wanted = Card.parse(arg)
        except AlphabetError as e:  # a Cyrillic look-alike: named
            raise ImpossibleActionError(e.message) from None
        except ValueError:
            raise ImpossibleActionError(Message(
                "52B2 takes the penalty card to play, not {arg!r}", arg=arg)) from None
        if wanted in required:
            return wanted
        raise ImpossibleActionError(Message(
            "52B2: {card} is not a penalty card of this player: {cards}", card=str(wanted),
            cards=" ".join(str(c) for c in required)))
    return sorted(required, reverse=True)[0] if len(required) > 1 else required[0]
