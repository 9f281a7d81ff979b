"""Law 26 — Call withdrawn, lead restrictions (2017).

* **26A** a withdrawn call replaced by a comparable call: no lead restriction.
* **26B** otherwise, when the offender becomes a defender, at his partner's first turn to
  lead (the opening lead included) declarer may prohibit the lead of any one suit not
  specified in the legal auction by the offender, for as long as partner retains the lead
  (option ``26B <suit>``), or not (``26B-none``). The engine takes a suit as specified when
  the offender bid it in the legal auction (natural bids).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import Card, Suit
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.i18n import Message
from bridgelaws.rulings import LeadRestriction, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

OPTIONS = ("26B", "26B-none")


def allowed_suits(table: Table, offender: Seat) -> list[Suit]:
    named = table.auction.strains_named_by(offender)
    return [s for s in Suit if s.strain not in named]


def before_turn(table: Table, seat: Seat) -> Ruling | None:
    """At the first lead of the partner of an offender whose call was withdrawn."""
    declarer = table.declarer
    if declarer is None or table.trick_cards or not table.is_defender(seat):
        return None
    offender = seat.partner
    events = [e for s, _, e in table.withdrawn if s is offender]
    key: tuple[int, Seat, frozenset[Card]] = (-1, seat, frozenset())
    if not events or key in table.lead_choices_made:
        return None
    table.lead_choices_made.add(key)
    if not allowed_suits(table, offender):
        return None
    return Ruling(event=min(events), laws=("26B",), offender=offender, chooser=declarer,
                  options=OPTIONS)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    if option == "26B-none":
        return
    offender = ruling.offender
    assert offender is not None
    allowed = allowed_suits(table, offender)
    try:
        suit = Suit.parse(arg)
    except ValueError:
        suit = None
    if suit is None or suit not in allowed:
        raise ImpossibleActionError(Message(
            "26B needs one suit not specified by the offender: {suits}",
            suits=" ".join(s.letter for s in allowed)))
    table.lead_restrictions.append(
        LeadRestriction(offender.partner, "prohibit", suit, "26B", while_on_lead=True))
