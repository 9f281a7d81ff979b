"""Law 24 — Card exposed or led during the auction (2017), and 54E.

Detection: a card shown or faced before the opening lead (a "lead" by presumed declarer or
dummy after the auction is not a lead: 54E, this law). The card stays in the hand.

* **24A** a single card below honour rank, not prematurely led: no rectification now.
* **24B** a single honour, or any card prematurely led: the offender's partner must pass
  when next it is his turn (16C, 72C).
* **24C** two or more cards: as 24B.
* **24D** if the offender becomes declarer or dummy, the cards are returned to his hand.
* **24E** if the offender becomes a defender, every such card becomes a penalty card (Law 50:
  a single card below honour rank not led is minor, any other major).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import Card
from bridgelaws.laws import mechanics
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.CARD_DURING_AUCTION,)


def detected(table: Table, irr: Irregularity) -> None:
    cards = irr.facts["cards"]
    assert isinstance(cards, tuple) and irr.offender is not None
    led = bool(irr.facts.get("led"))
    irr.status = "rectified"
    if table.contract is not None:  # 54E: after the auction, by presumed declarer or dummy
        table.rulings.append(Ruling(event=irr.event, laws=("54E", "24"), offender=irr.offender,
                                    chooser=None, options=(), kind=irr.kind,
                                    outcomes=["24D"]))
        return
    if len(cards) >= 2:
        clause = "24C"
    elif led or any(isinstance(c, Card) and c.rank.is_honour for c in cards):
        clause = "24B"
    else:
        clause = "24A"
    if clause != "24A":
        table.bar(irr.offender.partner, "next-turn")
    table.exposed_in_auction.append((irr.offender, cards, irr.event, led))
    table.rulings.append(Ruling(event=irr.event, laws=("24",), offender=irr.offender,
                                chooser=None, options=(), kind=irr.kind, outcomes=[clause]))


def auction_ended(table: Table) -> None:
    """24D/24E once the declarer is known."""
    for seat, cards, event, led in table.exposed_in_auction:
        r = next((r for r in table.rulings if r.event == event and r.kind is
                  Kind.CARD_DURING_AUCTION), None)
        if table.contract is None or not table.is_defender(seat):
            if r is not None and table.contract is not None:
                r.outcomes.append("24D")
            continue
        single_low = len(cards) == 1 and not led and not cards[0].rank.is_honour
        for card in cards:
            if table.hands[seat] & card.mask:
                mechanics.add_penalty_card(table, seat, card,
                                       PenaltyKind.MINOR if single_low else PenaltyKind.MAJOR,
                                       "24E", event)
        if r is not None:
            r.outcomes.append("24E")


def exposed_during_auction(t: Table, seat: Seat, cards: tuple[Card, ...], *, led: bool) -> None:
    """Law 24 (and 54E): cards exposed or led before the opening lead stay in the hand;
    the law module decides what follows."""
    irr = t.record(Kind.CARD_DURING_AUCTION, seat, card=cards[0])
    irr.facts["cards"] = cards
    irr.facts["led"] = led
    t.rules.detected(t, irr)

