"""Law 50 — Disposition of penalty card (1997); Law 51 as in 2017.

What 1997 says (docs/laws-1997-50.md has the comparison with 2017 and the sources). A card a
defender exposes prematurely (not a lead: Law 57) is a penalty card unless the Director
designates otherwise (Law 72B1):

* **50A** it stays face up on the table until played or until a penalty is selected;
* **50B** minor: a single card below honour rank exposed inadvertently; major: an honour, or
  a card exposed through deliberate play; two or more penalty cards are all major;
* **50C** a minor one: its owner may not play another card of that suit below honour rank
  before it (he may play an honour); no lead penalty on partner, but what partner learns from
  seeing it is unauthorized information (Law 16);
* **50D** a major one restricts its owner whenever he plays and his partner whenever he is to
  lead: **50D1** played at the first legal opportunity (declarer names which of two that can
  legally be played); following suit or a lead or play penalty comes first; **50D2** the
  partner may not lead until declarer has chosen: **(a)** require the lead of its suit, or
  prohibit it for as long as the partner retains the lead — either way the card is no longer
  a penalty card and is picked up; **(b)** neither: the partner leads any card, the card
  stays, and 50D applies again while it remains.

All of this rules the table as the 2017 module does (the module's ``__getattr__``): what
differs is that **1997 has no Law 50E**. 2017 50E makes the obligation to play a penalty card
authorized information for everyone, other information from it unauthorized for partner, and
gives the Director an adjusted score when the information damaged the non-offending side
(50E3, ``director rules 50E3 yes|no``). Under 1997 the information is unauthorized for partner
(50C; Law 16), and an adjusted score is the Director's under Law 16 or 72B1 through Law 12:
``director rules 50E3`` is refused, naming that way (:func:`director_rules_50E3`). The
Director's explanation at partner's lead states the 1997 clause (:func:`before_turn`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgelaws.cards import Card
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.i18n import Message
from bridgelaws.laws import law50_penalty_cards as law50_2017
from bridgelaws.rulings import PenaltyKind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = law50_2017.KINDS


def __getattr__(name: str) -> Any:
    """What 1997 rules as 2017: 50A-50D, Law 51, a lead before declarer's choice."""
    return getattr(law50_2017, name)


def before_turn(table: Table, seat: Seat) -> Ruling | None:
    """The choice that must precede a turn (50D2, 51A, 51B), as 2017, explained by the 1997
    clause when it is declarer's choice at the partner's lead under 50D2."""
    found = law50_2017.before_turn(table, seat)
    if found is None or found.laws != ("50D2",):
        return found
    owner = seat.partner
    cards: list[Card] = sorted(pc.card for pc in table.penalty_cards[owner]
                               if pc.kind is PenaltyKind.MAJOR)
    found.explanation = (Message(
        "Law 50D2 (1997): {owner} has the major penalty card {cards} and {leader} is to lead: "
        "{leader} may not lead until declarer has chosen — to require or prohibit the lead of "
        "its suit (the card is then no longer a penalty card), or neither (it stays a penalty "
        "card, and Law 50D applies again while it remains)", owner=owner.as_message(),
        leader=seat.as_message(), cards=" ".join(c.symbol for c in cards)),)
    return found


def director_rules_50E3(table: Table, arg: str) -> None:
    """``director rules 50E3``: not a 1997 clause. Raises :class:`ImpossibleActionError`
    naming the 1997 way to an adjusted score."""
    raise ImpossibleActionError(Message(
        "Law 50E3 is not in the 1997 Laws: information from a penalty card is unauthorized "
        "for the offender's partner (Law 50C, Law 16), and the Director who judges that it "
        "damaged the non-offending side awards an adjusted score (director rules 12C...)"))
